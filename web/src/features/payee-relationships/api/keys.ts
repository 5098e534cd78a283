/**
 * Query keys of the relationships feature, built only here so every operation's options and every
 * invalidation agree. Claims and term changes invalidate `all`.
 */
export const relationshipKeys = {
  all: ['payee-relationships'] as const,
  list: (query: unknown) => ['payee-relationships', 'list', query] as const,
  detail: (id: number) => ['payee-relationships', 'detail', id] as const,
  unclaimed: () => ['payee-relationships', 'unclaimed'] as const,
  terms: (id: number) => ['payee-relationships', 'terms', id] as const,
  payor: (payorId: number) => ['payee-relationships', 'payor', payorId] as const,
};
