/**
 * Reading an NOA or LOR from the text OCR found on its pages: what it seems to say, before anything
 * is matched against the portal's companies (proposed-fields.ts). Pure. OCR text is noisy: letters
 * read as digits and back (0/O, 1/l/I), broken spacing, stray punctuation, so keywords are matched on
 * a folded copy of the text and numbers are read with the usual confusions undone.
 */

/** What the text seems to say; every field may be missing. */
export type NoaTextReading = {
  kind: 'noa' | 'lor' | null;
  /** `all`: a blanket NOA or a global LOR; `named`: only the debtors it names. */
  scope: 'all' | 'named' | null;
  carrierName: string | null;
  mcNumber: string | null;
  dotNumber: string | null;
  factorName: string | null;
  debtorNames: string[];
};

/** Lower case, digits OCR confuses with letters read as those letters, one space between words. */
function folded(text: string): string {
  return text
    .toLowerCase()
    .replace(/0/g, 'o')
    .replace(/[1|]/g, 'l')
    .replace(/5/g, 's')
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ');
}

const lorPhrases = [
  /letter ?of ?release/,
  /release ?letter/,
  /hereby ?releases?/,
  /releases? ?(its|our|all|any)? ?(security )?interests?/,
  /no ?longer ?(factors?|assigned|purchas)/,
];
const noaPhrases = [/notice ?of ?assignment/, /assignment ?notice/, /hereby ?(assigned|assigns|sold)/, /remit ?to/];
const allScopePhrases = [
  /all ?(of ?)?(its|your|their|the)? ?([a-z]+ s )?(customers|debtors|accounts|payors|brokers|shippers|account ?debtors)/,
  /any ?and ?all/,
  /\bblanket\b/,
  /\bglobal\b/,
  /every ?(customer|debtor|payor|broker)/,
];

/** Where the first of `phrases` occurs in the text, or Infinity. */
function firstIndex(text: string, phrases: readonly RegExp[]): number {
  return Math.min(...phrases.map((phrase) => phrase.exec(text)?.index ?? Number.POSITIVE_INFINITY));
}

/**
 * An NOA often says how it may be released and an LOR names the notice it releases, so the
 * wording met first (the title, as a rule) decides.
 */
function kindOf(text: string): NoaTextReading['kind'] {
  const lor = firstIndex(text, lorPhrases);
  const noa = firstIndex(text, noaPhrases);
  if (lor === noa) return null;
  return lor < noa ? 'lor' : 'noa';
}

/** Digits with the letters OCR reads in their place turned back (O→0, l/I/|→1, S→5, B→8). */
function digitsOf(raw: string): string {
  return raw
    .replace(/[oO]/g, '0')
    .replace(/[lI|]/g, '1')
    .replace(/[sS]/g, '5')
    .replace(/B/g, '8')
    .replace(/[^0-9]/g, '');
}

const numberChars = '[0-9OoIl|SB]';
const numberLabel = String.raw`\s*(?:#|no\.?|num(?:ber)?\.?|:|-|\s)*\s*`;

function numberAfter(text: string, label: string, digits: [number, number]): string | null {
  const pattern = new RegExp(
    `${label}${numberLabel}(${numberChars}(?:${numberChars}|[ -](?=${numberChars})){3,9})`,
    'gi',
  );
  for (const match of text.matchAll(pattern)) {
    const number = digitsOf(match[1] ?? '');
    if (number.length >= digits[0] && number.length <= digits[1]) return number.replace(/^0+(?=\d)/, '');
  }
  return null;
}

/** Label words that introduce a name on a line ("Carrier: …"), lower case, OCR-folded. */
const carrierLabels = ['carrier name', 'motor carrier', 'carrier', 'client name', 'client', 'seller', 'assignor'];
const factorLabels = [
  'factoring company',
  'factor name',
  'factor',
  'assignee',
  'remit payments to',
  'remit to',
  'pay to',
];
const debtorLabels = [
  'account debtors',
  'account debtor',
  'debtors',
  'debtor',
  'customers',
  'customer',
  'brokers',
  'broker',
  'payors',
  'payor',
  'to',
  'attn',
];

type Line = { raw: string };

/**
 * The value after a label at the start of a line ("Carrier Name: Red River"), or null. The label is
 * what comes before the line's first colon (or semicolon, or dash between spaces), compared folded,
 * so "Carr1er Name :" is a label and "Carrier has sold" is not.
 */
function labelled(line: Line, labels: readonly string[]): string | null {
  const match = /^([^:;]{1,30}?)(?:\s*[:;]|\s+[-–]\s)\s*(.*)$/.exec(line.raw);
  if (!match) return null;
  const head = folded(match[1] ?? '')
    .trim()
    .replace(/ s$/, '');
  const label = labels.find((candidate) => head === candidate || head === `${candidate}s`);
  return label === undefined ? null : (match[2] ?? '');
}

/** A company name as written, without OCR debris, quoted defined terms or trailing numbers. */
function cleanName(raw: string): string | null {
  const name = raw
    .replace(/\(\s*["“”']?\s*(carrier|client|factor|assignee|assignor|debtor|customer)\s*["“”']?\s*\)/gi, '')
    .replace(/\b(?:US ?DOT|DOT|MC)\b.*$/i, '')
    .replace(/[|_*•·~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:'"“”-]+|[\s,;:'"“”-]+$/g, '')
    .trim();
  return /[a-z]{2}/i.test(name) && name.length <= 80 ? name : null;
}

/** One name per item of a list written on a line: commas, semicolons, "and", ampersands between names. */
function splitNames(value: string): string[] {
  return value
    .split(/\s*(?:;|,(?!\s*(?:llc|inc|co|corp|ltd|l\.l\.c)\b)|\band\b(?=\s+[A-Z]))\s*/i)
    .map(cleanName)
    .filter((name): name is string => name !== null);
}

const bullet = /^\s*(?:[-•*·]|\d{1,2}[.)])\s+/;
const companyWord =
  /\b(llc|inc|co|corp|corporation|company|ltd|logistics|freight|transport|trucking|lines|grain|group)\b\.?/i;

/**
 * The names listed under a heading line ("Debtors:" then one name per line). OCR often puts blank
 * lines between items; the list ends at the first line that is not like its items (a bullet when
 * they are bulleted, else a line that reads as a company name).
 */
function listedBelow(lines: readonly Line[], start: number): string[] {
  const names: string[] = [];
  let bulleted: boolean | null = null;
  for (const line of lines.slice(start + 1, start + 16)) {
    const text = line.raw.trim();
    if (text === '') continue;
    const isBullet = bullet.test(text);
    const likeItems =
      bulleted === null ? isBullet || companyWord.test(text) : bulleted ? isBullet : companyWord.test(text);
    if (!likeItems) break;
    bulleted ??= isBullet;
    const name = cleanName(text.replace(bullet, ''));
    if (name) names.push(name);
  }
  return names;
}

function firstLabelled(lines: readonly Line[], labels: readonly string[]): string | null {
  for (const line of lines) {
    const value = labelled(line, labels);
    const name = value === null ? null : cleanName(value);
    if (name) return name;
  }
  return null;
}

/** A "<Name> ("Carrier")" or "<Name> ("Factor")" defined term anywhere in the text. */
function definedTerm(text: string, terms: string): string | null {
  const pattern = new RegExp(
    `([A-Z][\\w&.,' -]{2,60}?)\\s*\\(\\s*(?:the\\s+)?["“”']?\\s*(?:${terms})\\s*["“”']?\\s*\\)`,
    'i',
  );
  const match = pattern.exec(text.replace(/\s*\n\s*/g, ' '));
  return match?.[1] ? cleanName(match[1].replace(/^.*\b(?:that|between|by|and|from|of)\s+/i, '')) : null;
}

/** "To: Whom It May Concern" names nobody. */
const salutation = /whom|concern|\bsirs?\b|madam/i;

function debtorsOf(lines: readonly Line[]): string[] {
  for (const [index, line] of lines.entries()) {
    const value = labelled(line, debtorLabels);
    if (value === null || salutation.test(value)) continue;
    const names = value.trim() === '' ? listedBelow(lines, index) : splitNames(value);
    if (names.length > 0) return [...new Set(names)];
  }
  return [];
}

function scopeOf(folded: string, debtorNames: readonly string[]): NoaTextReading['scope'] {
  if (allScopePhrases.some((phrase) => phrase.test(folded))) return 'all';
  return debtorNames.length > 0 ? 'named' : null;
}

/** What an NOA's or LOR's text seems to say (kind, scope, carrier with MC/DOT, factor, debtors). */
export function readNoaText(text: string): NoaTextReading {
  const lines = text.split(/\r?\n/).map((raw) => ({ raw }));
  const all = folded(text);
  const debtorNames = debtorsOf(lines);
  return {
    kind: kindOf(all),
    scope: scopeOf(all, debtorNames),
    carrierName: firstLabelled(lines, carrierLabels) ?? definedTerm(text, 'carrier|client|assignor'),
    mcNumber: numberAfter(text, String.raw`\b(?:M\.?\s?C|MC)`, [4, 8]),
    dotNumber: numberAfter(text, String.raw`\b(?:U\.?\s?S\.?\s?)?D\.?\s?[O0]\.?\s?T\.?`, [5, 8]),
    factorName: firstLabelled(lines, factorLabels) ?? definedTerm(text, 'factor|assignee|purchaser'),
    debtorNames,
  };
}
