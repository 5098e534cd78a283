import { describe, expect, it } from 'vitest';
import {
  emptyEntry,
  entryCents,
  entryFromCents,
  formatEntry,
  type MoneyEntry,
  moneyEntryMaxDigits,
  nextEntry,
  readAmount,
  separatorsOf,
  settledEntry,
} from '#web/lib/money-entry.ts';

const en = separatorsOf('en-US');
const fr = separatorsOf('fr-CA');

/** Keys pressed one by one at the end of the field, each change made as a browser makes it. */
function type(keys: string, separators = en, start: MoneyEntry = emptyEntry): MoneyEntry {
  let entry = start;
  for (const key of keys) {
    const shown = formatEntry(entry, separators);
    entry = nextEntry(entry, shown, shown + key, separators);
  }
  return entry;
}

/** Backspace pressed `times` times at the end of the field. */
function backspace(entry: MoneyEntry, times: number, separators = en): MoneyEntry {
  let next = entry;
  for (let i = 0; i < times; i++) {
    const shown = formatEntry(next, separators);
    next = nextEntry(next, shown, shown.slice(0, -1), separators);
  }
  return next;
}

const shown = (entry: MoneyEntry, separators = en) => formatEntry(entry, separators);

describe('separators', () => {
  it('are the language’s own', () => {
    expect(en).toEqual({ decimal: '.', group: ',' });
    expect(fr.decimal).toBe(',');
    expect(fr.group).toMatch(/\s/u);
  });
});

describe('typing digits only (seeds 000 §5: digits read as cents)', () => {
  it('fills from the cents side, showing the formatted amount at every key', () => {
    const seen: string[] = [];
    let entry = emptyEntry;
    for (const key of '7550') {
      entry = type(key, en, entry);
      seen.push(shown(entry));
    }
    expect(seen).toEqual(['0.07', '0.75', '7.55', '75.50']);
    expect(entryCents(entry)).toBe(7550);
  });

  it('groups thousands as it goes', () => {
    expect(shown(type('123456789'))).toBe('1,234,567.89');
    expect(shown(type('123456789', fr), fr)).toBe(`1${fr.group}234${fr.group}567,89`);
  });

  it('ignores anything but digits and a decimal point', () => {
    expect(entryCents(type('7a5$5 0'))).toBe(7550);
    // In English a comma groups: it is not a decimal point.
    expect(entryCents(type('1,234'))).toBe(1234);
  });

  it('refuses a digit past the longest amount', () => {
    const full = type('9'.repeat(moneyEntryMaxDigits));
    expect(type('9', en, full)).toEqual(full);
    expect(entryCents(full)).toBe(9_999_999_999);
  });
});

describe('typing a decimal point', () => {
  it("reads '75.5' as 75.50, not 7.55", () => {
    expect(entryCents(type('75.5'))).toBe(7550);
    expect(shown(type('75.5'))).toBe('75.5');
  });

  it("shows '75.' after the point, and '75.5' after the next digit", () => {
    const point = type('75.');
    expect(shown(point)).toBe('75.');
    expect(entryCents(point)).toBe(7500);
    expect(shown(type('5', en, point))).toBe('75.5');
    expect(entryCents(type('5', en, point))).toBe(7550);
  });

  it('takes two digits after the point and refuses a third', () => {
    expect(entryCents(type('75.55'))).toBe(7555);
    expect(type('75.555')).toEqual(type('75.55'));
  });

  it('takes a second point as nothing', () => {
    expect(entryCents(type('75.5.1'))).toBe(7551);
  });

  it('starts from zero when the point comes first', () => {
    expect(shown(type('.'))).toBe('0.');
    expect(entryCents(type('.'))).toBeNull();
    expect(entryCents(type('.5'))).toBe(50);
  });

  it('makes the digits typed so far whole units, however many', () => {
    expect(entryCents(type('1234.5'))).toBe(123450);
    expect(shown(type('1234.5'))).toBe('1,234.5');
  });

  it("takes French's comma, and a '.' too, as the point", () => {
    expect(shown(type('75,5', fr), fr)).toBe('75,5');
    expect(entryCents(type('75,5', fr))).toBe(7550);
    expect(entryCents(type('75.5', fr))).toBe(7550);
  });

  it('keeps whole units within the longest amount', () => {
    const units = type('12345678.');
    expect(entryCents(type('9.', en))).toBe(900);
    expect(type('9', en, units)).toEqual(type('12345678.9'));
    expect(type('9', en, type('12345678'))).toEqual(type('123456789'));
    expect(entryCents(type('123456789.'))).toBe(1_234_567_89);
  });
});

describe('deleting at the end', () => {
  it('shifts cents back, and leaves no amount at zero', () => {
    expect(shown(backspace(type('7550'), 1))).toBe('7.55');
    expect(backspace(type('75'), 2)).toEqual(emptyEntry);
    expect(entryCents(backspace(type('75'), 2))).toBeNull();
  });

  it('takes the digits after the point, then the point, back to cents', () => {
    const entry = type('75.5');
    expect(shown(backspace(entry, 1))).toBe('75.');
    expect(shown(backspace(entry, 2))).toBe('0.75');
  });
});

describe('pasting and filling in a whole amount', () => {
  it("reads '1,234.56' as 1234.56", () => {
    expect(entryCents(readAmount('1,234.56', en) ?? emptyEntry)).toBe(123456);
    const pasted = nextEntry(emptyEntry, '', '1,234.56', en);
    expect(entryCents(pasted)).toBe(123456);
    expect(shown(pasted)).toBe('1,234.56');
  });

  it('reads amounts as other languages and currencies write them', () => {
    expect(entryCents(readAmount('$1,234.56', en) ?? emptyEntry)).toBe(123456);
    expect(entryCents(readAmount('1.234,56', en) ?? emptyEntry)).toBe(123456);
    expect(entryCents(readAmount('1 234,56 $ US', fr) ?? emptyEntry)).toBe(123456);
    expect(entryCents(readAmount('75.5', en) ?? emptyEntry)).toBe(7550);
    expect(entryCents(readAmount('75.', en) ?? emptyEntry)).toBe(7500);
  });

  it('reads separators without cents as whole units, and digits alone as cents', () => {
    expect(entryCents(readAmount('1,234', en) ?? emptyEntry)).toBe(123400);
    expect(entryCents(readAmount('7550', en) ?? emptyEntry)).toBe(7550);
  });

  it('refuses an amount longer than the field takes', () => {
    expect(readAmount('123,456,789,012.00', en)).toBeNull();
    const entry = type('12');
    expect(nextEntry(entry, '0.12', '123,456,789,012.00', en)).toEqual(entry);
  });

  it('replaces what the field held', () => {
    const entry = type('1234');
    expect(entryCents(nextEntry(entry, shown(entry), '5.5', en))).toBe(550);
    // A single key over the whole figure (selected) starts again.
    expect(entryCents(nextEntry(entry, shown(entry), '5', en, 1))).toBe(5);
  });
});

describe('editing inside the figure', () => {
  it('reads the digits left as cents', () => {
    const entry = type('123456'); // 1,234.56
    // '9' typed after the first digit: the caret stands after it.
    const edited = nextEntry(entry, '1,234.56', '19,234.56', en, 2);
    expect(entryCents(edited)).toBe(1923456);
  });

  it('keeps a typed point where it stands', () => {
    const entry = type('1234.5'); // 1,234.5
    const edited = nextEntry(entry, '1,234.5', '19,234.5', en, 2);
    expect(entryCents(edited)).toBe(1923450);
    expect(shown(edited)).toBe('19,234.5');
  });
});

describe('an amount set from outside and leaving the field', () => {
  it('shows saved cents in full', () => {
    expect(shown(entryFromCents(185000))).toBe('1,850.00');
    expect(shown(entryFromCents(null))).toBe('');
    expect(shown(entryFromCents(5))).toBe('0.05');
  });

  it('typing on after a saved amount fills from the cents side', () => {
    expect(entryCents(type('5', en, entryFromCents(185000)))).toBe(1850005);
  });

  it("shows the figure in full once left: '75.' is 75.00", () => {
    expect(shown(settledEntry(type('75.')))).toBe('75.00');
    expect(shown(settledEntry(type('75.5')))).toBe('75.50');
    expect(settledEntry(type('.'))).toEqual(emptyEntry);
    expect(shown(settledEntry(type('7550')))).toBe('75.50');
  });
});
