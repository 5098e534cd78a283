const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Integer cents as the portal writes US dollars in English ('$1,234.50', '-$61.69'). */
export const usd = (cents: number) => dollars.format(cents / 100);

/** A YYYY-MM-DD calendar date as the portal writes it in English ('Nov 30, 2026'). */
export const shownDate = (isoDate: string) => mediumDate.format(new Date(`${isoDate}T00:00:00Z`));
