/**
 * Payment method type ids 1 to 19 (seeds 000 §3), the kind of every wallet (bank) account.
 *
 * The seeds list the names in order but give no ids, and say only "fuel card types" between
 * EfsMoneyCode and TChek. Nineteen ids and the §3 bank account type list ("fuel card", "triumph
 * fuel card") make those two types FuelCard and TriumphFuelCard; all are numbered in list order.
 */
export const PaymentMethodType = {
  Check: 1,
  Wire: 2,
  Ach: 3,
  EfsMoneyCode: 4,
  FuelCard: 5,
  TriumphFuelCard: 6,
  TChek: 7,
  CadAch: 8,
  CadCheck: 9,
  SameDayAch: 10,
  DraftAch: 11,
  DraftCadAch: 12,
  IntlWire: 13,
  MxnAch: 14,
  DraftMxnAch: 15,
  EurWire: 16,
  DraftEurWire: 17,
  ReverseWire: 18,
  LoadPay: 19,
} as const;
export type PaymentMethodType = (typeof PaymentMethodType)[keyof typeof PaymentMethodType];

/**
 * The bank account types of seeds 000 §3 are the same nineteen methods under their display
 * names; this maps each method to that name (product names, not translated).
 */
export const bankAccountTypeNames: Record<PaymentMethodType, string> = {
  [PaymentMethodType.Ach]: 'ACH',
  [PaymentMethodType.CadAch]: 'CAD ACH',
  [PaymentMethodType.CadCheck]: 'CAD check',
  [PaymentMethodType.Check]: 'check',
  [PaymentMethodType.DraftAch]: 'draft ACH',
  [PaymentMethodType.DraftCadAch]: 'draft CAD ACH',
  [PaymentMethodType.DraftEurWire]: 'draft Euro wire',
  [PaymentMethodType.DraftMxnAch]: 'draft Mexican ACH',
  [PaymentMethodType.EfsMoneyCode]: 'EFS money code',
  [PaymentMethodType.EurWire]: 'EUR wire',
  [PaymentMethodType.FuelCard]: 'fuel card',
  [PaymentMethodType.IntlWire]: 'intl wire',
  [PaymentMethodType.LoadPay]: 'LoadPay',
  [PaymentMethodType.MxnAch]: 'MXN ACH',
  [PaymentMethodType.ReverseWire]: 'reverse USD wire',
  [PaymentMethodType.SameDayAch]: 'same-day ACH',
  [PaymentMethodType.TChek]: 'T-CHEK',
  [PaymentMethodType.TriumphFuelCard]: 'triumph fuel card',
  [PaymentMethodType.Wire]: 'wire',
};

const paymentMethodTypeIds = new Set<number>(Object.values(PaymentMethodType));

export function isPaymentMethodType(value: number): value is PaymentMethodType {
  return paymentMethodTypeIds.has(value);
}
