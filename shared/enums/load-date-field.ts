/**
 * Dates of a load the load lists filter by (the payor's and the factor's). Apart from the payor's
 * load schemas so that the factor's function does not carry them.
 */
export const LoadDateField = { Pickup: 'pickup', Delivery: 'delivery' } as const;
export type LoadDateField = (typeof LoadDateField)[keyof typeof LoadDateField];
