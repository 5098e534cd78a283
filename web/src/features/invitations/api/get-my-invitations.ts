import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { MyInvitationList } from '#shared/schemas/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getMyInvitations(): Promise<MyInvitationList> {
  return apiRequest<MyInvitationList>('core', corePaths.myInvitations);
}

export const myInvitationsQueryOptions = () =>
  queryOptions({ queryKey: ['my-invitations'], queryFn: getMyInvitations });

/** Invitations to other companies waiting for the signed-in user's answer. */
export function useMyInvitations() {
  return useQuery(myInvitationsQueryOptions());
}
