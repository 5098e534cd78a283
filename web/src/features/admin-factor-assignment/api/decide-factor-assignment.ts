import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFactorAssignmentCalls } from '#shared/contracts/admin-factor-assignments.ts';
import type { DecideFactorAssignment } from '#shared/schemas/admin-factor-assignments.ts';
import { callApi } from '#web/lib/api-call.ts';
import { pendingAssignmentsQueryOptions } from './get-pending-assignments.ts';
import { factorAssignmentKey } from './query-keys.ts';

/**
 * `POST admin/factor_assignments/{id}/decision` on the version shown. A decided proposal stays on
 * the approvals page with its outcome until the page is reloaded (refreshing the queue at once would
 * take the card, and the confirmation with it); a refusal reloads the queue to show where it stands.
 */
export function useDecideFactorAssignment(proposalId: number, version: number) {
  const queryClient = useQueryClient();
  const pendingKey = pendingAssignmentsQueryOptions().queryKey;
  return useMutation({
    mutationFn: (body: DecideFactorAssignment) =>
      callApi(adminFactorAssignmentCalls.decide, { params: { id: proposalId }, body }, { ifMatch: version }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: factorAssignmentKey,
        predicate: (query) => query.queryKey[1] !== pendingKey[1],
      }),
    onError: () => queryClient.invalidateQueries({ queryKey: factorAssignmentKey }),
  });
}
