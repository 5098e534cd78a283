import { standardPayDays } from '#shared/constants/payments.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayorCategory } from '#shared/enums/payor.ts';
import type { PayorCompany, PayorTermsView } from '#shared/schemas/payor-profile.ts';
import { payorKindOfCategory } from '../dashboard/dashboard-figures.ts';
import { availablePaymentTerms, type PayorTerms } from '../invoices/payment-terms.ts';

const categories: readonly number[] = Object.values(PayorCategory);

/**
 * The payor company as its profile shows it: numbers where LanePay has them, its category
 * (`payorTypeId`) and the kind that follows from it (seeds 001 §1), and the currency it is drafted
 * in (its funding account's), null before it has an account.
 */
export function payorCompanyView(
  company: {
    id: number;
    name: string;
    dotNumber: string | null;
    mcNumber: string | null;
    payorTypeId: number | null;
    isHighwaySubscriber: boolean;
  },
  fundingCurrencyId: number | null,
): PayorCompany {
  const category =
    company.payorTypeId !== null && categories.includes(company.payorTypeId) ? company.payorTypeId : null;
  return {
    id: company.id,
    name: company.name,
    dotNumber: company.dotNumber,
    mcNumber: company.mcNumber,
    payorKindId: payorKindOfCategory(category),
    payorCategoryId: category as PayorCompany['payorCategoryId'],
    currencyId: fundingCurrencyId,
    isHighwaySubscriber: company.isHighwaySubscriber,
  };
}

/**
 * The terms a payor offers its carriers, as they choose among them (the same list a claim offers):
 * Standard Pay always; QuickPay, its free invoices and guaranteed on-time pay where the payor's
 * terms have them. A payor without terms on record offers Standard Pay alone.
 */
export function payorTermsView(terms: PayorTerms | null): PayorTermsView {
  const offered = terms ? availablePaymentTerms(terms) : [];
  const term = (type: PaymentType) => {
    const found = offered.find((candidate) => candidate.paymentType === type);
    return found ? { termDays: found.termDays, feeBps: found.feeBps } : null;
  };
  return {
    standardPay: { termDays: standardPayDays },
    quickPay: term(PaymentType.QuickPay),
    freeQuickPayCount: terms?.freeQuickPayCount ?? 0,
    guaranteedOnTimePay: term(PaymentType.GuaranteedOnTimePay),
  };
}
