import enUploads from './en/invoice-uploads-server.ts';
import esUploads from './es/invoice-uploads-server.ts';
import frUploads from './fr/invoice-uploads-server.ts';
import type { Language } from './languages.ts';

/**
 * The invoice upload's server words (row problems, file and batch refusals), which only the upload
 * function carries (functions/core/routes/upload-messages.ts); packed like the server's messages.
 */
export const invoiceUploadServerMessages = {
  en: { invoiceUploads: enUploads },
  es: { invoiceUploads: esUploads },
  fr: { invoiceUploads: frUploads },
} satisfies Record<Language, unknown>;
