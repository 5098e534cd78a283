import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CompanyType } from '#shared/enums/company-type.ts';
import type { Role } from '#shared/enums/role.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { putIf, transactWriteIf, updateIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { type MembershipRecord, membershipAdditionItems } from './memberships.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

export type InvitationState = 'pending' | 'accepted' | 'declined' | 'cancelled';

/**
 * A company's invitation of an email address (seeds 000 §6 user management, made safe): nobody
 * joins a company until they accept, signed in as themselves. An invitation that created the
 * account (a new address) is accepted by that account's first sign-in.
 */
export type InvitationRecord = {
  id: string;
  companyId: number;
  /** What the invitee sees of the company. */
  company: { id: number; name: string; type: CompanyType };
  email: string;
  roleIds: Role[];
  invitedByUserId: number;
  invitedAt: string;
  state: InvitationState;
  /** The address had no account: this invitation created it (with a temporary password). */
  createdAccount: boolean;
  resolvedAt: string | null;
};

function itemOf(invitation: InvitationRecord) {
  return {
    ...keys.invitation(invitation.companyId, invitation.email),
    ...(invitation.state === 'pending' ? keys.inviteeIndex(invitation.email, invitation.invitedAt, invitation.id) : {}),
    ...invitation,
  };
}

/**
 * Stores a pending invitation unless the company already has one pending for the address (a
 * resolved one is replaced). False when one is pending.
 */
export async function putPendingInvitation(invitation: InvitationRecord): Promise<boolean> {
  return putIf({
    Item: itemOf(invitation),
    ConditionExpression: 'attribute_not_exists(pk) OR #state <> :pending',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':pending': 'pending' },
  });
}

/** The company's pending invitations, oldest first. */
export async function listPendingCompanyInvitations(companyId: number): Promise<InvitationRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :invite)',
    FilterExpression: '#state = :pending',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':pk': keys.company(companyId).pk,
      ':invite': keys.invitationPrefix,
      ':pending': 'pending',
    },
    ConsistentRead: true,
  });
  return items
    .map((item) => withoutKeys(item) as InvitationRecord)
    .sort((a, b) => a.invitedAt.localeCompare(b.invitedAt));
}

/** The invitations waiting for an address's answer, oldest first (the index holds pending ones only). */
export async function listPendingInvitationsFor(email: string): Promise<InvitationRecord[]> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.inviteePartition(email) },
    }),
  );
  // The index is eventually consistent: an invitation answered a moment ago may still be listed.
  return (Items ?? [])
    .map((item) => withoutKeys(item) as InvitationRecord)
    .filter((invitation) => invitation.state === 'pending');
}

/** Moves a pending invitation to its answer, taking it out of the invitee's list. */
const resolution = (id: string, state: Exclude<InvitationState, 'pending'>, at: string) => ({
  UpdateExpression: 'SET #state = :state, resolvedAt = :at REMOVE gsi1pk, gsi1sk',
  ConditionExpression: '#state = :pending AND id = :id',
  ExpressionAttributeNames: { '#state': 'state' },
  ExpressionAttributeValues: { ':state': state, ':at': at, ':pending': 'pending', ':id': id },
});

/** Declines or cancels a pending invitation; false when it was no longer pending. */
export async function resolveInvitation(
  invitation: Pick<InvitationRecord, 'id' | 'companyId' | 'email'>,
  state: 'declined' | 'cancelled',
  at: string,
): Promise<boolean> {
  return updateIf({
    Key: keys.invitation(invitation.companyId, invitation.email),
    ...resolution(invitation.id, state, at),
  });
}

/**
 * Accepts a pending invitation: the membership joins the user's profile (which must still hold
 * `expectedMemberships` memberships) and the company's member items, and the invitation is marked
 * accepted, in one transaction. False when any of it changed meanwhile (nothing written).
 */
export async function acceptInvitation(
  invitation: Pick<InvitationRecord, 'id' | 'companyId' | 'email'>,
  membership: MembershipRecord,
  expectedMemberships: number,
  at: string,
): Promise<boolean> {
  return transactWriteIf([
    {
      Update: {
        TableName: tableName(),
        Key: keys.invitation(invitation.companyId, invitation.email),
        ...resolution(invitation.id, 'accepted', at),
      },
    },
    ...membershipAdditionItems(membership, expectedMemberships),
  ]);
}
