/** Tiers 1 to 4 (seeds 001 §3). The seeds give no names, so a tier is its number. */
export const tiers = [1, 2, 3, 4] as const;
export type Tier = (typeof tiers)[number];

export function isTier(value: unknown): value is Tier {
  return (tiers as readonly unknown[]).includes(value);
}
