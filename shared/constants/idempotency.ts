/** The header a client sends with a create so that a retry of it creates nothing twice. */
export const idempotencyKeyHeader = 'idempotency-key';
