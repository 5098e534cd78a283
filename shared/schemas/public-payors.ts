import * as z from 'zod';
import { singleLineText } from '../validation/text.ts';

export const payorNamesQuerySchema = z.object({ q: singleLineText().trim().max(100).optional() });

export const publicPayorSchema = z
  .object({ id: z.number().int(), name: z.string(), payorTypeId: z.number().int().nullable() })
  .meta({ id: 'PublicPayor' });
export type PublicPayor = z.infer<typeof publicPayorSchema>;

export const payorNamesResponseSchema = z
  .object({ payors: z.array(publicPayorSchema) })
  .meta({ id: 'PublicPayorNames' });
export type PayorNamesResponse = z.infer<typeof payorNamesResponseSchema>;
