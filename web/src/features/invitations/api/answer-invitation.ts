import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { myInvitationsQueryOptions } from './get-my-invitations.ts';

export type InvitationAnswer = { id: string; answer: 'accept' | 'decline' };

/** Accepting answers the user as they are now (in one more company); declining answers ok. */
export function answerInvitation({ id, answer }: InvitationAnswer): Promise<CurrentUser | { ok: true }> {
  const path = answer === 'accept' ? corePaths.acceptInvitation : corePaths.declineInvitation;
  return apiRequest('core', fillPath(path, { id }), { method: 'POST' });
}

/**
 * Accepts or declines an invitation; `onJoined` then reads the signed-in user again (the app layer
 * owns that query), so the new company appears in the switcher.
 */
export function useAnswerInvitation(onJoined: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: async (_, { answer }) => {
      await queryClient.invalidateQueries(myInvitationsQueryOptions());
      if (answer === 'accept') await onJoined();
    },
  });
}
