/** Payment type ids (seeds 000 §1 and §3, 001 §3). */
export const PaymentType = {
  StandardPay: 1,
  QuickPay: 2,
  GuaranteedOnTimePay: 3,
} as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

/**
 * What a payment term's label says (seeds 000 §3: 'Same Day', '{{count}} day' or days). The web
 * renders `sameDay` as 'Same Day' and `days` with an i18next plural on `count`.
 */
export type PaymentTermLabel = { kind: 'sameDay' } | { kind: 'days'; count: number };

/** The label of a term paid `days` days after approval; a zero-day term is 'Same Day'. */
export function paymentTermLabel(days: number): PaymentTermLabel {
  return days === 0 ? { kind: 'sameDay' } : { kind: 'days', count: days };
}
