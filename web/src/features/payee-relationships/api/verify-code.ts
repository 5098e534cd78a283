import { useMutation } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { VerifyCode } from '#shared/schemas/payee-relationships.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST {id}/verify`: checks the code before the payment-term step (the claim spends it). */
export function verifyCode({ relationshipId, ...body }: VerifyCode & { relationshipId: number }) {
  return apiRequest<{ isVerified: true; attemptsRemaining: number }>(
    'core',
    fillPath(corePaths.payeeRelationshipVerify, { id: relationshipId }),
    { method: 'POST', body },
  );
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
