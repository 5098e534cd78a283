import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { CreateUserRequest, InvitedUser } from '#shared/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { companyInvitationsQueryOptions } from './get-company-invitations.ts';
import { usersQueryOptions } from './get-users.ts';

/** Invites someone to the company: they join when they accept (a new address by first signing in). */
export function createUser(body: CreateUserRequest): Promise<InvitedUser> {
  return apiRequest<InvitedUser>('core', corePaths.users, { method: 'POST', body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(usersQueryOptions()),
        queryClient.invalidateQueries(companyInvitationsQueryOptions()),
      ]),
  });
}
