import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationCalls } from '#shared/contracts/invitations.ts';
import { callApi } from '#web/lib/api-call.ts';

export const companyInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: ['company-invitations'],
    queryFn: ({ signal }) => callApi(invitationCalls.companyList, {}, { signal }),
  });

/** The company's invitations waiting for an answer (user admins only). */
export function useCompanyInvitations() {
  return useQuery(companyInvitationsQueryOptions());
}
