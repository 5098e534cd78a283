import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeRestrictionCalls } from '#shared/contracts/user-restrictions.ts';
import { callApi } from '#web/lib/api-call.ts';
import { isConflict } from '#web/lib/api-client.ts';
import { restrictionsQueryOptions } from './get-restrictions.ts';

export type UpdateRestrictionsInput = CallBody<typeof payeeRestrictionCalls.update> & {
  /** The company's version the admin loaded (If-Match): 409 when it changed since. */
  version: number;
};

export function updateRestrictions({ version, ...body }: UpdateRestrictionsInput) {
  return callApi(payeeRestrictionCalls.update, { body }, { ifMatch: version });
}

/** The answer replaces the cached restrictions; a conflict reads them again, as they are now. */
export function useUpdateRestrictions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRestrictions,
    onSuccess: (saved) => queryClient.setQueryData(restrictionsQueryOptions().queryKey, saved),
    onError: (error) => (isConflict(error) ? queryClient.invalidateQueries(restrictionsQueryOptions()) : undefined),
  });
}
