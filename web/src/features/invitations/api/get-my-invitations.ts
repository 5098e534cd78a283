import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationCalls } from '#shared/contracts/invitations.ts';
import { callApi } from '#web/lib/api-call.ts';

export const myInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: ['my-invitations'],
    queryFn: ({ signal }) => callApi(invitationCalls.mine, {}, { signal }),
  });

/** Invitations to other companies waiting for the signed-in user's answer. */
export function useMyInvitations() {
  return useQuery(myInvitationsQueryOptions());
}
