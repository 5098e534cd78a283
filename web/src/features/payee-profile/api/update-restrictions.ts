import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { PayeeRestrictions } from '#shared/schemas/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { restrictionsQueryOptions } from './get-restrictions.ts';

export function updateRestrictions(body: PayeeRestrictions): Promise<PayeeRestrictions> {
  return apiRequest<PayeeRestrictions>('core', corePaths.payeeRestrictions, { method: 'PUT', body });
}

export function useUpdateRestrictions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRestrictions,
    onSuccess: (saved) => queryClient.setQueryData(restrictionsQueryOptions().queryKey, saved),
  });
}
