import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { payeeFactorMismatchCalls } from '#shared/contracts/payee-factor-mismatches.ts';
import type { FactorMismatchAnswer } from '#shared/schemas/payee-factor-mismatches.ts';
import { callApi } from '#web/lib/api-call.ts';

/**
 * `POST payee/factor_mismatches/{id}/answer` for each payor answered, one after the other. One
 * Idempotency-Key per payor for as long as the step is shown, so a retried save answers the
 * proposals the first one made.
 */
export function useAnswerFactorMismatches() {
  const [keyBase] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: async (answers: { relationshipId: number; answer: FactorMismatchAnswer['answer'] }[]) => {
      for (const { relationshipId, answer } of answers) {
        await callApi(
          payeeFactorMismatchCalls.answer,
          { params: { id: relationshipId }, body: { answer } },
          { idempotencyKey: `${keyBase}-${relationshipId}` },
        );
      }
    },
  });
}
