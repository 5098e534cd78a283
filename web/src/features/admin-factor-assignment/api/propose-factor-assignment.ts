import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFactorAssignmentCalls } from '#shared/contracts/admin-factor-assignments.ts';
import type { ProposeFactorAssignment } from '#shared/schemas/admin-factor-assignments.ts';
import { callApi } from '#web/lib/api-call.ts';
import { factorAssignmentKey } from './query-keys.ts';

/**
 * `POST admin/factor_assignments`: one Idempotency-Key per form shown, so a retried submit answers
 * the proposal the first one made.
 */
export function useProposeFactorAssignment(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposeFactorAssignment) =>
      callApi(adminFactorAssignmentCalls.propose, { body }, { idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: factorAssignmentKey }),
  });
}
