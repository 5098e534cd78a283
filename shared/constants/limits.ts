/** Field limits of the shared validation rules (seeds 000 §5 and §9). */
export const fieldLimits = {
  passwordMinLength: 8,
  /** The user pool's own maximum. */
  passwordMaxLength: 256,
  scacMinLength: 2,
  scacMaxLength: 4,
  phoneMinDigits: 10,
  phoneMaxDigits: 16,
  /** Numeric inputs accept at most this many decimals unless told otherwise. */
  numericMaxDecimals: 2,
  /** ABA routing numbers have nine digits. */
  routingNumberDigits: 9,
} as const;

/** Money is held in integer cents; amounts show with this many decimals (seeds 000 §9). */
export const moneyDecimals = 2;
