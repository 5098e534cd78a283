import * as z from 'zod';

/** Query of `GET payor/profile_settings`: setting ids, the key repeated (seeds 000 §7). */
export const profileSettingsQuerySchema = z.object({
  ids: z
    .union([z.coerce.number().int(), z.array(z.coerce.number().int())])
    .transform((v) => (Array.isArray(v) ? v : [v])),
});

export const profileSettingsResponseSchema = z
  .object({ settings: z.array(z.object({ id: z.number().int(), value: z.string().nullable() })) })
  .meta({ id: 'ProfileSettings' });
export type ProfileSettingsResponse = z.infer<typeof profileSettingsResponseSchema>;
