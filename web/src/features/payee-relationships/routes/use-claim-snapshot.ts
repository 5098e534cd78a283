import { useState } from 'react';
import type { UnclaimedRelationships } from '#shared/schemas/payee-relationships.ts';
import { useUnclaimedRelationships } from '../api/get-unclaimed-relationships.ts';

/**
 * What was left to claim when the screen opened, kept as it was: a claim refreshes every
 * relationship query, and the flow's follow-up dialogs still need the payors it started with.
 */
export function useClaimSnapshot() {
  const query = useUnclaimedRelationships();
  const [snapshot, setSnapshot] = useState<UnclaimedRelationships | null>(null);
  if (snapshot === null && query.data) setSnapshot(query.data);
  return { snapshot, query };
}
