import type { PayorTerms } from '#functions/domain/invoices/payment-terms.ts';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';

/** Password of every demo account (meets the strict policy too). */
export const demoPassword = 'Demo-Passw0rd!';

export type DemoCompany = {
  id: number;
  guid: string;
  name: string;
  type: CompanyType;
  dotNumber?: string;
  mcNumber?: string;
  scacCode?: string;
  payorTypeId?: number;
  /** Subscribes to carrier identity checks (the payor's highway alerts, seeds 001 §2). */
  isHighwaySubscriber?: boolean;
  settings?: Record<string, string>;
  payorTerms?: PayorTerms;
  /** Listed on the public all-brokers page. */
  isAdvertised?: boolean;
};

/** QuickPay and GOTP terms the demo payors offer (basis points: 250 = 2.5%). */
const brokerTerms: PayorTerms = {
  quickPayFeeBps: 250,
  quickPayTermDays: 2,
  freeQuickPayCount: 3,
  guaranteedOnTimePay: { feeBps: 100, termDays: 15 },
};
const shipperTerms: PayorTerms = {
  quickPayFeeBps: 300,
  quickPayTermDays: 1,
  freeQuickPayCount: 0,
  guaranteedOnTimePay: null,
};

export type DemoAccount = {
  id: number;
  guid: string;
  email: string;
  name: string;
  phoneNumber: string;
  /** Memberships; the first is the company the user lands in. */
  memberships: { companyId: number; roleIds: Role[] }[];
  mfaEnrolled: boolean;
  description: string;
};

/** Demo and reference ids sit below the allocated range (functions/repositories/counters.ts). */
export const demoCompanies = {
  operations: {
    id: 1,
    guid: '00000000-0000-4000-8000-000000000001',
    name: 'LanePay Operations',
    type: CompanyType.Triumph,
  },
  carrier: {
    id: 1001,
    guid: '00000000-0000-4000-8000-000000001001',
    name: 'Lone Star Freight LLC',
    type: CompanyType.Payee,
    dotNumber: '1234567',
    mcNumber: '654321',
    scacCode: 'LSFL',
  },
  secondCarrier: {
    id: 1002,
    guid: '00000000-0000-4000-8000-000000001002',
    name: 'Blue Ridge Haulers',
    type: CompanyType.Payee,
    dotNumber: '2345678',
    mcNumber: '765432',
  },
  /** A carrier of its own (its admin has never seen the first carrier's users): invitations. */
  thirdCarrier: {
    id: 1003,
    guid: '00000000-0000-4000-8000-000000001003',
    name: 'Mesa Verde Carriers',
    type: CompanyType.Payee,
    dotNumber: '4567890',
    mcNumber: '987654',
  },
  broker: {
    id: 2001,
    guid: '00000000-0000-4000-8000-000000002001',
    name: 'Redline Logistics',
    type: CompanyType.Payor,
    mcNumber: '112233',
    payorTypeId: 1,
    isHighwaySubscriber: true,
    // Uploaded spreadsheets wait for review in batches, and a repeated invoice is flagged.
    settings: {
      [CompanySetting.EnableLoads]: 'true',
      [CompanySetting.EnableCreditNotes]: 'true',
      [CompanySetting.EnablePayorInvoiceReview]: 'true',
      [CompanySetting.DuplicateInvoiceMonitoring]: 'true',
      // Its revenue share of QuickPay fees is worked out per month above $25 of fees (reports).
      [CompanySetting.QuickPayRevenueShareCalculatedWeekly]: 'false',
      [CompanySetting.QuickPayRevenueShareThreshold]: '25',
    },
    payorTerms: brokerTerms,
    isAdvertised: true,
  },
  shipper: {
    id: 2002,
    guid: '00000000-0000-4000-8000-000000002002',
    name: 'Prairie Grain Co.',
    type: CompanyType.Payor,
    payorTypeId: 3,
    payorTerms: shipperTerms,
  },
  summitBrokers: {
    id: 2003,
    guid: '00000000-0000-4000-8000-000000002003',
    name: 'Summit Freight Brokers',
    type: CompanyType.Payor,
    mcNumber: '223344',
    payorTypeId: 1,
    payorTerms: { ...brokerTerms, quickPayFeeBps: 200, freeQuickPayCount: 2, guaranteedOnTimePay: null },
    isAdvertised: true,
  },
  gulfCoast: {
    id: 2004,
    guid: '00000000-0000-4000-8000-000000002004',
    name: 'Gulf Coast Logistics',
    type: CompanyType.Payor,
    mcNumber: '334455',
    payorTypeId: 1,
    payorTerms: { ...brokerTerms, quickPayFeeBps: 275, freeQuickPayCount: 0 },
    isAdvertised: true,
  },
  greatPlains: {
    id: 2005,
    guid: '00000000-0000-4000-8000-000000002005',
    name: 'Great Plains Brokerage',
    type: CompanyType.Payor,
    mcNumber: '445566',
    payorTypeId: 2,
    payorTerms: { ...brokerTerms, quickPayFeeBps: 325, quickPayTermDays: 0 },
    isAdvertised: true,
  },
  factor: {
    id: 3001,
    guid: '00000000-0000-4000-8000-000000003001',
    name: 'Alamo Capital Factoring',
    type: CompanyType.Factor,
  },
  /** A carrier whose payor's factor is not its factor of record (seed-incorrect-factor.ts). */
  mismatchedCarrier: {
    id: 1801,
    guid: '00000000-0000-4000-8000-000000001801',
    name: 'Brazos Valley Carriers LLC',
    type: CompanyType.Payee,
  },
} satisfies Record<string, DemoCompany>;

const c = demoCompanies;

export const demoAccounts: DemoAccount[] = [
  {
    id: 1,
    guid: '00000000-0000-4000-9000-000000000001',
    email: 'carrier@demo.test',
    name: 'Casey Carrier',
    phoneNumber: '+15555550101',
    memberships: [
      { companyId: c.carrier.id, roleIds: [Role.PayeeAdmin] },
      { companyId: c.secondCarrier.id, roleIds: [Role.PayeeAdmin] },
    ],
    mfaEnrolled: true,
    description: 'carrier admin (PayeeAdmin), two carrier companies',
  },
  {
    id: 2,
    guid: '00000000-0000-4000-9000-000000000002',
    email: 'driver@demo.test',
    name: 'Dana Driver',
    phoneNumber: '+15555550102',
    memberships: [{ companyId: c.carrier.id, roleIds: [Role.PayeeDriver] }],
    mfaEnrolled: true,
    description: 'driver of the same carrier (PayeeDriver)',
  },
  {
    id: 3,
    guid: '00000000-0000-4000-9000-000000000003',
    email: 'broker@demo.test',
    name: 'Blair Broker',
    phoneNumber: '+15555550103',
    memberships: [{ companyId: c.broker.id, roleIds: [Role.PayorSubmission, Role.PayorReports, Role.UserAdmin] }],
    mfaEnrolled: true,
    description: 'broker (payor) with PayorSubmission, PayorReports, UserAdmin',
  },
  {
    id: 4,
    guid: '00000000-0000-4000-9000-000000000004',
    email: 'shipper@demo.test',
    name: 'Sam Shipper',
    phoneNumber: '+15555550104',
    memberships: [{ companyId: c.shipper.id, roleIds: [Role.PayorReports, Role.UserAdmin] }],
    mfaEnrolled: true,
    description: 'shipper (payor)',
  },
  {
    id: 5,
    guid: '00000000-0000-4000-9000-000000000005',
    email: 'factor@demo.test',
    name: 'Frankie Factor',
    phoneNumber: '+15555550105',
    memberships: [{ companyId: c.factor.id, roleIds: [Role.UserAdmin] }],
    mfaEnrolled: true,
    description: 'factoring company user with UserAdmin',
  },
  {
    id: 6,
    guid: '00000000-0000-4000-9000-000000000006',
    email: 'admin@demo.test',
    name: 'Alex Admin',
    phoneNumber: '+15555550106',
    memberships: [
      {
        companyId: c.operations.id,
        roleIds: [Role.AppManager, Role.TriumphInternal, Role.OpsManager, Role.Underwriting],
      },
    ],
    mfaEnrolled: true,
    description: 'internal staff: AppManager, TriumphInternal, OpsManager, Underwriting',
  },
  {
    id: 7,
    guid: '00000000-0000-4000-9000-000000000007',
    email: 'newuser@demo.test',
    name: 'Noel Newuser',
    phoneNumber: '+15555550107',
    memberships: [{ companyId: c.secondCarrier.id, roleIds: [Role.PayeeAdmin] }],
    mfaEnrolled: false,
    description: 'payee user without MFA: goes through MFA enrolment',
  },
  {
    id: 8,
    guid: '00000000-0000-4000-9000-000000000008',
    email: 'owner@demo.test',
    name: 'Morgan Owner',
    phoneNumber: '+15555550108',
    memberships: [{ companyId: c.thirdCarrier.id, roleIds: [Role.PayeeAdmin] }],
    mfaEnrolled: true,
    description: 'carrier admin (PayeeAdmin) of another carrier, Mesa Verde Carriers',
  },
  {
    id: 9,
    guid: '00000000-0000-4000-9000-000000000009',
    email: 'auditor@demo.test',
    name: 'Avery Auditor',
    phoneNumber: '+15555550109',
    memberships: [{ companyId: c.operations.id, roleIds: [Role.SeniorNoaProcessor] }],
    mfaEnrolled: true,
    description: 'internal staff: SeniorNoaProcessor (audits the NOAs admin@demo.test processes)',
  },
  {
    // The colleague of the NOA queues' demo (seed-noa-queues.ts), whose coachable report page links here.
    id: 90_001,
    guid: '00000000-0000-4000-9000-000000090001',
    email: 'ops@demo.test',
    name: 'Sam Ortiz',
    phoneNumber: '+15555550110',
    memberships: [{ companyId: c.operations.id, roleIds: [Role.TriumphInternal, Role.OpsManager] }],
    mfaEnrolled: true,
    description: 'internal staff: OpsManager (approves the factor assignments admin@demo.test proposes)',
  },
  {
    id: 90_002,
    guid: '00000000-0000-4000-9000-000000090002',
    email: 'brazos@demo.test',
    name: 'Riley Brazos',
    phoneNumber: '+15555550111',
    memberships: [{ companyId: c.mismatchedCarrier.id, roleIds: [Role.PayeeAdmin] }],
    mfaEnrolled: true,
    description: 'carrier admin of Brazos Valley Carriers: asked which factor it works with (IncorrectFactor)',
  },
];
