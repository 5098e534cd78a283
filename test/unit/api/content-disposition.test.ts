import { describe, expect, it } from 'vitest';
import { contentDisposition } from '#functions/lib/http/content-disposition.ts';

describe('contentDisposition', () => {
  it('names an ASCII file as it is, shown or saved', () => {
    expect(contentDisposition('inline', 'bol-LD100.pdf')).toBe(
      `inline; filename="bol-LD100.pdf"; filename*=UTF-8''bol-LD100.pdf`,
    );
    expect(contentDisposition('attachment', 'holds 2026.xlsx')).toBe(
      `attachment; filename="holds 2026.xlsx"; filename*=UTF-8''holds%202026.xlsx`,
    );
  });

  it('keeps the exact name in filename* and an ASCII stand-in, without quotes that would end it, in filename', () => {
    expect(contentDisposition('attachment', 'Reçu "août".pdf')).toBe(
      `attachment; filename="Re_u _ao_t_.pdf"; filename*=UTF-8''Re%C3%A7u%20%22ao%C3%BBt%22.pdf`,
    );
  });
});
