import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationCalls } from '#shared/contracts/invitations.ts';
import { callApi } from '#web/lib/api-call.ts';
import { companyInvitationsQueryOptions } from './get-company-invitations.ts';

/** Withdraws one of the company's pending invitations. */
export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(invitationCalls.withdraw, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(companyInvitationsQueryOptions()),
  });
}
