import * as z from 'zod';

/** Line Haul is entered in integer cents and must be above zero (seeds 000 §5). */
export const lineHaulAmountSchema = z
  .number({ error: 'paperwork.validation.lineHaulAmount' })
  .int({ error: 'paperwork.validation.lineHaulAmount' })
  .positive({ error: 'paperwork.validation.lineHaulAmount' });

/** The paperwork (image) type of an uploaded document: 'Must select a doc type' (seeds 000 §5). */
export const docTypeSchema = z
  .number({ error: 'paperwork.validation.docType' })
  .int({ error: 'paperwork.validation.docType' })
  .positive({ error: 'paperwork.validation.docType' });

/** The broker (payor) a bill is for: 'A valid broker must be selected.' (seeds 000 §5). */
export const brokerSchema = z
  .number({ error: 'paperwork.validation.broker' })
  .int({ error: 'paperwork.validation.broker' })
  .positive({ error: 'paperwork.validation.broker' });

/** The part of a browser `File` the size check reads. */
export interface FileLike {
  name: string;
  size: number;
}

const bytesPerMB = 1024 * 1024;

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).size === 'number'
  );
}

/**
 * An uploaded file no larger than `maxFileSizeInMB` (1 MB = 1024 × 1024 bytes): otherwise
 * '{{fileName}} is too large. Max file size is {{maxFileSizeInMB}} MB.' (seeds 000 §5). The seeds
 * give no limit, so the caller passes it. The parsed value is the same object (a `File` stays one).
 */
export function uploadFileSchema<T extends FileLike = FileLike>(maxFileSizeInMB: number) {
  return z.custom<T>(isFileLike, { message: 'validation.required' }).superRefine((file, ctx) => {
    if (file.size > maxFileSizeInMB * bytesPerMB) {
      ctx.addIssue({
        code: 'custom',
        message: 'paperwork.validation.fileTooLarge',
        params: { fileName: file.name, maxFileSizeInMB },
        input: file,
      });
    }
  });
}
