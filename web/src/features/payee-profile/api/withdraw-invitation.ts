import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyInvitationsQueryOptions } from './get-company-invitations.ts';

export function withdrawInvitation(id: string): Promise<{ ok: true }> {
  return apiRequest('core', fillPath(corePaths.companyInvitation, { id }), { method: 'DELETE' });
}

/** Withdraws one of the company's pending invitations. */
export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSuccess: () => queryClient.invalidateQueries(companyInvitationsQueryOptions()),
  });
}
