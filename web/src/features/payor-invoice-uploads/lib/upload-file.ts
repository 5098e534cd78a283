import { invoiceUploadLimits } from '#shared/constants/invoice-uploads.ts';
import type { InvoiceUploadBody } from '#shared/schemas/payor-invoice-uploads.ts';

/** A chosen file as the API takes it: its name and its bytes in base64. */
export async function uploadBodyOf(file: File): Promise<InvoiceUploadBody> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and a call has a limit on those.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return { fileName: file.name.slice(0, invoiceUploadLimits.maxFileNameLength), content: btoa(binary) };
}

/** The file is larger than the API takes: said before it is sent. */
export const isTooLarge = (file: File) => file.size > invoiceUploadLimits.maxFileBytes;

/** The template CSV: the headings in English (the API reads them in any case) and one example row. */
export function templateCsv(): string {
  // functions/domain/invoice-uploads/layout.ts knows these headings (and others) as its columns.
  const headings = [
    'MC number',
    'DOT number',
    'Relationship ID',
    'Invoice number',
    'Load number',
    'Amount',
    'Invoice date',
  ];
  return `${headings.join(',')}\r\n654321,,,INV-1001,LOAD-1001,"1,234.50",2026-01-15\r\n`;
}

/** The template as a link's address (a download with no round trip). */
export const templateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv())}`;
