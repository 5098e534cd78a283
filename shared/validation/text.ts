import * as z from 'zod';

/*
 * What free text the portal takes. Names, numbers, references, emails, codes and searches are one
 * line: no control character (C0, which holds tab, CR and LF; DEL; C1), no line or paragraph
 * separator (U+2028, U+2029), and no lone surrogate (half of a UTF-16 pair, which is no character
 * and which JSON encoders, DynamoDB and the PDF and Excel files handle each their own way). A
 * multi-line text keeps LF and refuses the rest. Other Unicode, bidirectional marks included, is
 * text like any other. Fields use the helpers below in place of `z.string()`, so the check runs
 * before trimming: a trailing line break is refused, not silently trimmed away.
 */

const lineFeed = 0x0a;

/** The index of the first character a text may not hold, or -1. */
function firstForbidden(value: string, allowLineFeed: boolean): number {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      if (!(allowLineFeed && code === lineFeed)) return i;
    } else if (code === 0x2028 || code === 0x2029) {
      return i;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return i;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return i;
    }
  }
  return -1;
}

/** One line of text: no control character, line break or lone surrogate. */
export function isSingleLineText(value: string): boolean {
  return firstForbidden(value, false) === -1;
}

/** Text of several lines (LF between them): no other control character, and no lone surrogate. */
export function isMultiLineText(value: string): boolean {
  return firstForbidden(value, true) === -1;
}

export const textMessages = {
  singleLine: 'validation.text.singleLine',
  multiLine: 'validation.text.multiLine',
} as const;

type StringParams = Parameters<typeof z.string>[0];

/**
 * A single-line free-text field: `z.string(params)` that refuses control characters, line breaks
 * and lone surrogates with 'validation.text.singleLine' before any later check (trim, min, regex,
 * email). Chain the field's own rules after it: `singleLineText().trim().max(64)`.
 */
export function singleLineText(params?: StringParams) {
  return z.string(params).refine(isSingleLineText, { error: textMessages.singleLine, abort: true });
}

/** A multi-line free-text field (a note): like `singleLineText`, but keeps LF. */
export function multiLineText(params?: StringParams) {
  return z.string(params).refine(isMultiLineText, { error: textMessages.multiLine, abort: true });
}
