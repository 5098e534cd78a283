import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationCalls } from '#shared/contracts/invitations.ts';
import { callApi } from '#web/lib/api-call.ts';
import { myInvitationsQueryOptions } from './get-my-invitations.ts';

export type InvitationAnswer = { id: string; answer: 'accept' | 'decline' };

/** Accepting answers the user as they are now (in one more company); declining answers ok. */
export function answerInvitation({ id, answer }: InvitationAnswer) {
  return callApi(answer === 'accept' ? invitationCalls.accept : invitationCalls.decline, { params: { id } });
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
