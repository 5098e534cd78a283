import { isTooLarge } from './file-types.ts';

/**
 * Files chosen for a bill but not attached yet (the drop zone's list): each with the doc type the
 * user picks, and where its upload stands. Pure, so the screens and their tests share the rules.
 */
export type PendingFileStatus = 'ready' | 'uploading' | 'uploaded' | 'failed';

export type PendingFile = {
  key: string;
  file: File;
  /** The doc (image) type; null until chosen ('Must select a doc type'). */
  imageTypeId: number | null;
  status: PendingFileStatus;
  /** Bytes sent so far. */
  loaded: number;
  /** Why the upload failed, already in the user's language. */
  error: string | null;
};

let nextKey = 1;

/**
 * Adds chosen files to the list; files over the limit are refused before any upload starts and
 * come back in `tooLarge` (seeds 000 §5: '{{fileName}} is too large. Max file size is
 * {{maxFileSizeInMB}} MB.').
 */
export function addPendingFiles(
  list: readonly PendingFile[],
  files: readonly File[],
  maxFileSizeInMB: number,
): { list: PendingFile[]; tooLarge: File[] } {
  const tooLarge = files.filter((file) => isTooLarge(file, maxFileSizeInMB));
  const added = files
    .filter((file) => !isTooLarge(file, maxFileSizeInMB))
    .map<PendingFile>((file) => ({
      key: `file-${nextKey++}`,
      file,
      imageTypeId: null,
      status: 'ready',
      loaded: 0,
      error: null,
    }));
  return { list: [...list, ...added], tooLarge };
}

export function updatePendingFile(
  list: readonly PendingFile[],
  key: string,
  change: Partial<Omit<PendingFile, 'key' | 'file'>>,
): PendingFile[] {
  return list.map((item) => (item.key === key ? { ...item, ...change } : item));
}

/** Files still to upload: not uploaded yet, or failed (a retry sends them again). */
export function filesToUpload(list: readonly PendingFile[]): PendingFile[] {
  return list.filter((item) => item.status === 'ready' || item.status === 'failed');
}

/** The doc-type message key for each file without a type (by the file's key). */
export function missingDocTypes(list: readonly PendingFile[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of list) {
    if (item.status !== 'uploaded' && item.imageTypeId === null) errors[item.key] = 'paperwork.validation.docType';
  }
  return errors;
}

/** Upload progress from 0 to 1. */
export function progressOf(item: PendingFile): number {
  if (item.status === 'uploaded') return 1;
  return item.file.size > 0 ? Math.min(1, item.loaded / item.file.size) : 0;
}
