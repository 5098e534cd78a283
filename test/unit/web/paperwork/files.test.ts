import { describe, expect, it } from 'vitest';
import { declaredContentType, formatFileSize, isPreviewableImage, isTooLarge } from '#web/lib/paperwork/file-types.ts';
import {
  addPendingFiles,
  filesToUpload,
  missingDocTypes,
  type PendingFile,
  progressOf,
  updatePendingFile,
} from '#web/lib/paperwork/pending-files.ts';

const mb = 1024 * 1024;
const file = (name: string, size: number, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

describe('addPendingFiles (seeds 000 §5 size limit)', () => {
  it('keeps files up to the limit and refuses larger ones before any upload', () => {
    const exact = file('exact.pdf', 2 * mb);
    const over = file('over.pdf', 2 * mb + 1);
    const { list, tooLarge } = addPendingFiles([], [exact, over], 2);
    expect(list.map((item) => item.file.name)).toEqual(['exact.pdf']);
    expect(list[0]).toMatchObject({ imageTypeId: null, status: 'ready', loaded: 0, error: null });
    expect(tooLarge.map((f) => f.name)).toEqual(['over.pdf']);
    expect(isTooLarge(over, 2)).toBe(true);
  });

  it('appends to what is there, each file with its own key', () => {
    const first = addPendingFiles([], [file('a.pdf', 10)], 15).list;
    const both = addPendingFiles(first, [file('b.png', 10, 'image/png')], 15).list;
    expect(both.map((item) => item.file.name)).toEqual(['a.pdf', 'b.png']);
    expect(new Set(both.map((item) => item.key)).size).toBe(2);
  });
});

describe('the pending list', () => {
  const { list } = addPendingFiles([], [file('a.pdf', 100), file('b.pdf', 100), file('c.pdf', 0)], 15);
  const [a, b, c] = list.map((item) => item.key) as [string, string, string];

  it('asks for a doc type on each file that has none ("Must select a doc type")', () => {
    const typed = updatePendingFile(list, a, { imageTypeId: 1 });
    expect(missingDocTypes(typed)).toEqual({
      [b]: 'paperwork.validation.docType',
      [c]: 'paperwork.validation.docType',
    });
  });

  it('uploads what is ready or failed, never again what is uploaded', () => {
    let next = updatePendingFile(list, a, { status: 'uploaded' });
    next = updatePendingFile(next, b, { status: 'failed', error: 'No' });
    expect(filesToUpload(next).map((item) => item.key)).toEqual([b, c]);
  });

  it('reports progress from 0 to 1', () => {
    const itemOf = (items: PendingFile[], key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (!item) throw new Error(`no file ${key}`);
      return item;
    };
    expect(progressOf(itemOf(updatePendingFile(list, a, { loaded: 25 }), a))).toBe(0.25);
    expect(progressOf(itemOf(updatePendingFile(list, c, { status: 'uploaded' }), c))).toBe(1);
    expect(progressOf(itemOf(list, c))).toBe(0);
  });
});

describe('declaredContentType', () => {
  it('takes the browser type the server accepts, else the extension, else what the browser said', () => {
    expect(declaredContentType({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(declaredContentType({ name: 'scan.TIF', type: '' })).toBe('image/tiff');
    expect(declaredContentType({ name: 'photo.jpg', type: 'image/jpg' })).toBe('image/jpeg');
    expect(declaredContentType({ name: 'notes.docx', type: 'application/msword' })).toBe('application/msword');
    expect(declaredContentType({ name: 'blob', type: '' })).toBe('application/octet-stream');
  });

  it('previews PNG and JPEG in the page, not PDF or TIFF', () => {
    expect(isPreviewableImage('image/png')).toBe(true);
    expect(isPreviewableImage('image/jpeg')).toBe(true);
    expect(isPreviewableImage('application/pdf')).toBe(false);
    expect(isPreviewableImage('image/tiff')).toBe(false);
  });

  it('writes sizes for people', () => {
    expect(formatFileSize(900, 'en-US')).toBe('900 B');
    expect(formatFileSize(2048, 'en-US')).toBe('2 KB');
    expect(formatFileSize(3.46 * mb, 'en-US')).toBe('3.5 MB');
    expect(formatFileSize(3.46 * mb, 'fr-CA')).toBe('3,5 MB');
  });
});
