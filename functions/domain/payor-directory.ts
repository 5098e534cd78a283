/** Payors whose name contains the search words (case and accents ignored), sorted by name. */
export function searchPayors<T extends { name: string }>(payors: readonly T[], query: string | undefined): T[] {
  const words = normalise(query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  return payors
    .filter((payor) => {
      const name = normalise(payor.name);
      return words.every((word) => name.includes(word));
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
