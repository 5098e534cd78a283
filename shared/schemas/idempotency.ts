import * as z from 'zod';
import { idempotencyKeyHeader } from '../constants/idempotency.ts';

export const idempotencyHeadersSchema = z.object({
  [idempotencyKeyHeader]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, { error: 'validation.invalid' })
    .optional()
    .meta({ description: 'Any 8–128 letters, digits, - or _ the client picks once per bill it means to create' }),
});
