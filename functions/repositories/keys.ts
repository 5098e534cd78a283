/**
 * Every key of the single table. A user's profile (which embeds their memberships, each with a
 * copy of its company) and their sessions share the partition USER#<id>, so an authenticated
 * request needs one BatchGetItem: the profile and the session.
 */
export const keys = {
  userPartition: (userId: number) => `USER#${userId}`,
  user: (userId: number) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  session: (userId: number, idHash: string) => ({ pk: `USER#${userId}`, sk: `SESSION#${idHash}` }),
  email: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'USER' }),
  company: (companyId: number) => ({ pk: `COMPANY#${companyId}`, sk: 'PROFILE' }),
  companyGuidIndex: (guid: string) => ({ gsi1pk: `COMPANYGUID#${guid}`, gsi1sk: 'COMPANY' }),
  /** A company's member, for listing a company's users (the user's profile holds the truth). */
  companyMember: (companyId: number, userId: number) => ({ pk: `COMPANY#${companyId}`, sk: `MEMBER#${userId}` }),
  ssoRequest: (state: string) => ({ pk: `SSOSTATE#${state}`, sk: 'SSO' }),
  bill: (billId: string) => ({ pk: `BILL#${billId}`, sk: 'BILL' }),
  billHistory: (billId: string, at: string, eventId: string) => ({
    pk: `BILL#${billId}`,
    sk: `HISTORY#${at}#${eventId}`,
  }),
  counter: (sequence: string) => ({ pk: `COUNTER#${sequence}`, sk: 'COUNTER' }),
  outboxPartition: 'OUTBOX',
  outbox: (message: { createdAt: string; id: string }) => ({ pk: 'OUTBOX', sk: `${message.createdAt}#${message.id}` }),
  outboxRecipientIndex: (message: { to: string; createdAt: string; id: string }) => ({
    gsi1pk: `OUTBOX#${message.to.toLowerCase()}`,
    gsi1sk: `${message.createdAt}#${message.id}`,
  }),
} as const;

/** Drops the key attributes from an item, leaving the record. */
export function withoutKeys(item: Record<string, unknown>): Record<string, unknown> {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g1s, gsi2pk: _g2, gsi2sk: _g2s, ...record } = item;
  return record;
}
