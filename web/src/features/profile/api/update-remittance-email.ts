import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { factorProfileCalls } from '#shared/contracts/factor-profile.ts';
import { callApi } from '#web/lib/api-call.ts';
import { isConflict } from '#web/lib/api-client.ts';
import { factorProfileQueryOptions } from './get-factor-profile.ts';

export type UpdateRemittanceEmailInput = CallBody<typeof factorProfileCalls.updateRemittanceEmail> & {
  /** The profile's version the address was read at (If-Match): 409 when it changed since. */
  version: number;
};

export function updateRemittanceEmail({ version, ...body }: UpdateRemittanceEmailInput) {
  return callApi(factorProfileCalls.updateRemittanceEmail, { body }, { ifMatch: version });
}

/** Saves the remittance email: the answer replaces the cached profile; a conflict reads it again. */
export function useUpdateRemittanceEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRemittanceEmail,
    onSuccess: (saved) => queryClient.setQueryData(factorProfileQueryOptions().queryKey, saved),
    onError: (error) => (isConflict(error) ? queryClient.invalidateQueries(factorProfileQueryOptions()) : undefined),
  });
}
