import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { PayeeRestrictions, PayeeRestrictionsView } from '#shared/schemas/users.ts';
import { apiRequest, isConflict } from '#web/lib/api-client.ts';
import { restrictionsQueryOptions } from './get-restrictions.ts';

export type UpdateRestrictionsInput = PayeeRestrictions & {
  /** The company's version the admin loaded (If-Match): 409 when it changed since. */
  version: number;
};

export function updateRestrictions({ version, ...body }: UpdateRestrictionsInput): Promise<PayeeRestrictionsView> {
  return apiRequest<PayeeRestrictionsView>('core', corePaths.payeeRestrictions, {
    method: 'PUT',
    body,
    ifMatch: version,
  });
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
