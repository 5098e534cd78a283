/**
 * Every key of the single table. A user's profile, memberships (with a copy of each company) and
 * sessions share the partition USER#<id>, so one Query answers `current_user`.
 */
export const keys = {
  userPartition: (userId: number) => `USER#${userId}`,
  user: (userId: number) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  membership: (userId: number, companyId: number) => ({ pk: `USER#${userId}`, sk: `MEMBER#${companyId}` }),
  membershipPrefix: 'MEMBER#',
  session: (userId: number, idHash: string) => ({ pk: `USER#${userId}`, sk: `SESSION#${idHash}` }),
  sessionPrefix: 'SESSION#',
  email: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'USER' }),
  company: (companyId: number) => ({ pk: `COMPANY#${companyId}`, sk: 'PROFILE' }),
  companyGuidIndex: (guid: string) => ({ gsi1pk: `COMPANYGUID#${guid}`, gsi1sk: 'COMPANY' }),
  /** Members of a company, through gsi1. */
  companyMemberIndex: (companyId: number, userId: number) => ({
    gsi1pk: `COMPANY#${companyId}`,
    gsi1sk: `USER#${userId}`,
  }),
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
