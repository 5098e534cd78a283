import type { ProposedFields } from './document.ts';
import type { NoaTextReading } from './noa-text.ts';

/** A portal company a reading may name. */
export type KnownCompany = { id: number; name: string };

/**
 * What the portal knows that can correct a reading: the carrier its MC or DOT number belongs to
 * (a portal company, or only the federal registry's legal name), the factor that sent the document,
 * the factors and payors a name may be (the carrier's payors first: an NOA's debtors are its payors).
 */
export type MatchCandidates = {
  carrier: { id: number | null; name: string } | null;
  /** The factor that sent the document (the uploading factor, or the intake address's). */
  sender: KnownCompany | null;
  /** Factors a factor name read may be (the sender among them). */
  factors: readonly KnownCompany[];
  payors: readonly KnownCompany[];
};

/** How alike two names must be (0 to 1, see nameSimilarity) to be taken as the same company. */
export const sameNameThreshold = 0.8;

const legalSuffixes = /\b(l\s?l\s?c|inc|incorporated|co|corp|corporation|company|ltd|limited|lp|llp)\b\.?/g;

function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(legalSuffixes, ' ')
    .replace(/\s+/g, '')
    .trim();
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * How alike two company names are, 0 to 1: 1 minus their edit distance over the longer one's
 * length, compared without case, punctuation, spacing or legal suffixes ("Redl1ne Logistics, Inc."
 * is "Redline Logistics" at 0.94).
 */
export function nameSimilarity(a: string, b: string): number {
  const [x, y] = [nameKey(a), nameKey(b)];
  if (x === '' || y === '') return 0;
  return 1 - editDistance(x, y) / Math.max(x.length, y.length);
}

/** The known company most like `name`, if alike enough. */
export function bestMatch(name: string, companies: readonly KnownCompany[]): KnownCompany | null {
  let best: { company: KnownCompany; score: number } | null = null;
  for (const company of companies) {
    const score = nameSimilarity(name, company.name);
    if (score >= sameNameThreshold && (!best || score > best.score)) best = { company, score };
  }
  return best?.company ?? null;
}

/**
 * The fields to propose to the processor: the reading, with each name the portal knows replaced by
 * its own spelling and its id given. The carrier is taken from its MC or DOT number when the
 * portal knows it (numbers survive OCR better than names); a factor name read is matched against
 * the known factors, and none read falls back to the factor that sent it. Nothing here is acted
 * on: the processor confirms or corrects every field.
 */
export function proposeFields(reading: NoaTextReading, candidates: MatchCandidates): ProposedFields {
  const carrier = candidates.carrier;
  const factor = reading.factorName === null ? null : bestMatch(reading.factorName, candidates.factors);
  const { sender } = candidates;
  const debtors = reading.debtorNames.map((name) => ({ name, match: bestMatch(name, candidates.payors) }));
  return {
    kind: reading.kind,
    scope: reading.scope,
    carrierName: carrier?.name ?? reading.carrierName,
    mcNumber: reading.mcNumber,
    dotNumber: reading.dotNumber,
    factorName: factor?.name ?? reading.factorName ?? sender?.name ?? null,
    debtorNames: [...new Set(debtors.map((debtor) => debtor.match?.name ?? debtor.name))],
    carrierId: carrier?.id ?? null,
    factorId: factor?.id ?? (reading.factorName === null ? (sender?.id ?? null) : null),
    debtorPayorIds: [...new Set(debtors.flatMap((debtor) => (debtor.match ? [debtor.match.id] : [])))],
  };
}
