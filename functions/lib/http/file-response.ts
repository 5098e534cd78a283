import type { Context } from 'hono';
import * as z from 'zod';
import { contentDisposition } from './content-disposition.ts';

export const fileTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
} as const;
export type FileType = keyof typeof fileTypes;

/** A downloaded file: the browser names it from content-disposition (seeds 000 §7). */
export function fileResponse(c: Context, file: { body: Uint8Array; type: FileType; name: string }): Response {
  const filename = `${file.name}.${file.type}`;
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
    'content-type': fileTypes[file.type],
    'content-disposition': contentDisposition('attachment', filename),
    'cache-control': 'no-store',
  });
}

/** The OpenAPI description of a file response of one of the given types. */
export function fileResponseSpec(description: string, ...types: FileType[]) {
  return {
    description,
    content: Object.fromEntries(
      types.map((type) => [fileTypes[type], { schema: z.string().meta({ format: 'binary' }) }]),
    ),
  };
}
