import { describe, expect, it } from 'vitest';
import { checkStoredFile, detectFileType, signatureLength } from '#functions/domain/file-signature.ts';
import { sampleJpeg, samplePdf, samplePng, sampleTiff } from '../../support/paperwork-files.ts';

const head = (bytes: Uint8Array) => bytes.subarray(0, signatureLength);
const bytesOf = (...values: number[]) => new Uint8Array(values);
const mb = 1024 * 1024;

describe('detectFileType (magic bytes)', () => {
  it.each([
    ['application/pdf', samplePdf(['Rate confirmation'])],
    ['image/png', samplePng(4, 4)],
    ['image/jpeg', sampleJpeg()],
    ['image/tiff', sampleTiff()],
    ['image/tiff', bytesOf(0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8)],
    ['image/jpeg', bytesOf(0xff, 0xd8, 0xff, 0xe1)],
  ] as const)('recognises %s', (type, bytes) => {
    expect(detectFileType(head(bytes))).toBe(type);
  });

  it.each([
    ['plain text', new TextEncoder().encode('%PDF is what this says but it is text')],
    ['text starting like a PDF header without the dash', new TextEncoder().encode('%PDF1.4')],
    ['an empty file', new Uint8Array()],
    ['a GIF', new TextEncoder().encode('GIF89a')],
    ['a truncated PNG signature', bytesOf(0x89, 0x50, 0x4e, 0x47)],
    ['a JPEG without its segment marker', bytesOf(0xff, 0xd8)],
    ['a TIFF with mixed byte order', bytesOf(0x49, 0x49, 0x00, 0x2a)],
    ['a ZIP (docx, xlsx)', bytesOf(0x50, 0x4b, 0x03, 0x04)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectFileType(head(bytes))).toBeNull();
  });
});

describe('checkStoredFile', () => {
  const pdf = samplePdf(['Bill of lading']);
  const base = {
    declaredType: 'application/pdf' as const,
    declaredSizeBytes: pdf.length,
    storedSizeBytes: pdf.length,
    maxSizeBytes: 15 * mb,
    head: head(pdf),
  };

  it('accepts a file that is what it says, at the declared size', () => {
    expect(checkStoredFile(base)).toEqual({ ok: true, type: 'application/pdf' });
  });

  it('refuses PDF bytes declared as PNG (a renamed file)', () => {
    expect(checkStoredFile({ ...base, declaredType: 'image/png' })).toEqual({ ok: false, reason: 'fileType' });
  });

  it('refuses text declared as PDF', () => {
    const text = new TextEncoder().encode('not a pdf at all');
    expect(checkStoredFile({ ...base, head: head(text) })).toEqual({ ok: false, reason: 'fileType' });
  });

  it('refuses a stored file larger than declared, or than the limit, as too large', () => {
    expect(checkStoredFile({ ...base, storedSizeBytes: pdf.length + 1 })).toEqual({
      ok: false,
      reason: 'fileTooLarge',
    });
    expect(checkStoredFile({ ...base, declaredSizeBytes: 16 * mb, storedSizeBytes: 16 * mb })).toEqual({
      ok: false,
      reason: 'fileTooLarge',
    });
    expect(checkStoredFile({ ...base, maxSizeBytes: pdf.length - 1 })).toEqual({ ok: false, reason: 'fileTooLarge' });
  });

  it('reports size before type when both are wrong', () => {
    expect(checkStoredFile({ ...base, declaredType: 'image/png', storedSizeBytes: 16 * mb })).toEqual({
      ok: false,
      reason: 'fileTooLarge',
    });
  });

  it('refuses a stored file smaller than declared (not the upload that was signed)', () => {
    expect(checkStoredFile({ ...base, storedSizeBytes: pdf.length - 10 })).toEqual({ ok: false, reason: 'fileType' });
  });

  it('accepts exactly the limit', () => {
    expect(checkStoredFile({ ...base, declaredSizeBytes: 15 * mb, storedSizeBytes: 15 * mb })).toEqual({
      ok: true,
      type: 'application/pdf',
    });
  });
});
