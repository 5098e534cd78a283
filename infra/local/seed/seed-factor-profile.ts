import { putFactorProfileIfAbsent } from '#functions/repositories/factor-profile.ts';
import { demoCompanies } from './demo-accounts.ts';

/**
 * Alamo Capital Factoring's profile as LanePay keeps it: its address, the contact LanePay calls,
 * and where its remittance advice goes. Written only if absent (the factor changes the email).
 */
export async function seedFactorProfile(): Promise<void> {
  await putFactorProfileIfAbsent({
    factorId: demoCompanies.factor.id,
    address: { line1: '300 Convent St', line2: 'Suite 1450', city: 'San Antonio', state: 'TX', postalCode: '78205' },
    contact: { name: 'Frankie Factor', email: 'factor@demo.test', phone: '+12105550188' },
    remittanceEmail: 'remittance@alamocapital.example.com',
    version: 1,
    updatedAt: null,
    updatedByUserId: null,
  });
}
