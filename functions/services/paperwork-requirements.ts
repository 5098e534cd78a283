import { defaultRequiredImageTypeIds } from '../domain/bills/completeness.ts';
import { getPayorPaperworkSettings } from '../repositories/paperwork-settings.ts';

/** The document types a payor requires (its settings, or proof of delivery when it has none). */
export async function requiredImageTypeIds(payorId: number): Promise<number[]> {
  const settings = await getPayorPaperworkSettings(payorId);
  return settings ? settings.requiredImageTypeIds : [...defaultRequiredImageTypeIds];
}

/** The same for several payors at once, by payor id. */
export async function requiredImageTypeIdsByPayor(payorIds: Iterable<number>): Promise<Map<number, number[]>> {
  const unique = [...new Set(payorIds)];
  const required = await Promise.all(unique.map(requiredImageTypeIds));
  return new Map(unique.map((payorId, i) => [payorId, required[i] ?? [...defaultRequiredImageTypeIds]]));
}
