import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { factorProfileCalls } from '#shared/contracts/factor-profile.ts';
import { callApi } from '#web/lib/api-call.ts';
import { isConflict } from '#web/lib/api-client.ts';
import { factorProfileQueryOptions } from './get-factor-profile.ts';

export type UpdateCompanyDetailsInput = {
  body: CallBody<typeof factorProfileCalls.updateCompanyDetails>;
  /** The profile's version the address and contact were read at (If-Match): 409 when it changed since. */
  version: number;
  /** One per edit, so a retried save changes nothing twice. */
  idempotencyKey: string;
};

export function updateCompanyDetails({ body, version, idempotencyKey }: UpdateCompanyDetailsInput) {
  return callApi(factorProfileCalls.updateCompanyDetails, { body }, { ifMatch: version, idempotencyKey });
}

/** Saves the address and contact: the answer replaces the cached profile; a conflict reads it again. */
export function useUpdateCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyDetails,
    onSuccess: (saved) => queryClient.setQueryData(factorProfileQueryOptions().queryKey, saved),
    onError: (error) => (isConflict(error) ? queryClient.invalidateQueries(factorProfileQueryOptions()) : undefined),
  });
}
