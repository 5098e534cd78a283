import * as z from 'zod';

export const healthStatusSchema = z.object({ status: z.enum(['ok', 'unavailable']) }).meta({ id: 'HealthStatus' });
export type HealthStatus = z.infer<typeof healthStatusSchema>;
