import * as z from 'zod';
import { ExportJobState } from '../enums/export-job-state.ts';
import { singleLineText } from '../validation/text.ts';

/** Limits of what a job may carry: the file route's path and query as the browser would send them. */
export const exportJobLimits = {
  maxPathLength: 300,
  maxQueryKeys: 40,
  maxQueryValues: 100,
  maxQueryValueLength: 500,
  maxFileNameLength: 120,
  /** The jobs the tray lists: the newest of the user's in the company. */
  listedJobs: 20,
} as const;

const queryValueSchema = singleLineText().max(exportJobLimits.maxQueryValueLength, { error: 'validation.invalid' });

/**
 * A file to make in the background: the API path of a file the portal offers (the same path and
 * query the browser would send with `exportReport=true`, which the job adds), and the name the
 * tray shows until the file has its own.
 */
export const exportJobBodySchema = z
  .object({
    path: singleLineText({ error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(exportJobLimits.maxPathLength, { error: 'validation.invalid' })
      .regex(/^\/api\/v1\/[\w/-]+$/, { error: 'validation.invalid' }),
    query: z
      .record(
        z.string().max(64, { error: 'validation.invalid' }),
        z.union([queryValueSchema, z.array(queryValueSchema).max(exportJobLimits.maxQueryValues)]),
        { error: 'validation.invalid' },
      )
      .refine((query) => Object.keys(query).length <= exportJobLimits.maxQueryKeys, { error: 'validation.invalid' })
      .default({}),
    fileName: singleLineText({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(exportJobLimits.maxFileNameLength, { error: 'validation.invalid' }),
  })
  .meta({ id: 'ExportJobRequest' });
export type ExportJobBody = z.infer<typeof exportJobBodySchema>;

export const exportJobParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation.invalid' }),
});

export const exportJobSchema = z
  .object({
    id: z.string(),
    state: z.enum(Object.values(ExportJobState) as [ExportJobState, ...ExportJobState[]]),
    /** The name the file will have (the file route's own once it is made). */
    fileName: z.string(),
    /**
     * Items read so far from the table while the file is made: the reports do not know their total
     * before they have read it, so this counts up rather than towards an end.
     */
    rowsRead: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Why the job failed, in the caller's language; null unless it did. */
    error: z.string().nullable(),
    /** A short-lived link to the file while it is ready; null otherwise. */
    downloadUrl: z.string().nullable(),
    /** How long the link works, in seconds from this answer; null without a link. */
    downloadExpiresInSeconds: z.number().int().nullable(),
  })
  .meta({ id: 'ExportJob' });
export type ExportJob = z.infer<typeof exportJobSchema>;

export const exportJobAnswerSchema = z.object({ job: exportJobSchema });
export const exportJobListSchema = z.object({ items: z.array(exportJobSchema) });

/** Body of one message on the export job queue. */
export const exportJobMessageSchema = z.object({
  companyId: z.number().int().positive(),
  userId: z.number().int().positive(),
  jobId: z.string().min(1),
});
export type ExportJobMessage = z.infer<typeof exportJobMessageSchema>;
