import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFactorAssignmentCalls } from '#shared/contracts/admin-factor-assignments.ts';
import type { DecideFactorAssignment } from '#shared/schemas/admin-factor-assignments.ts';
import { callApi } from '#web/lib/api-call.ts';
import { factorAssignmentKey } from './query-keys.ts';

/** `POST admin/factor_assignments/{id}/decision` on the version shown. */
export function useDecideFactorAssignment(proposalId: number, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideFactorAssignment) =>
      callApi(adminFactorAssignmentCalls.decide, { params: { id: proposalId }, body }, { ifMatch: version }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: factorAssignmentKey }),
  });
}
