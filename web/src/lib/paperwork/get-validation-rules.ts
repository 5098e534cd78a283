import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { BillValidationRules } from '#shared/schemas/bills.ts';
import { apiRequest } from '../api-client.ts';
import { paperworkKeys } from './keys.ts';

/**
 * `GET bills/{id}/validation_rules`: what the bill's payor requires before it can be submitted
 * (a linehaul above $0.00, document types), the file limits, and what is still missing.
 */
export function getValidationRules(id: string, signal?: AbortSignal): Promise<BillValidationRules> {
  return apiRequest<BillValidationRules>('settlement', fillPath(settlementPaths.billValidationRules, { id }), {
    signal,
  });
}

export const validationRulesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paperworkKeys.validationRules(id),
    queryFn: ({ signal }) => getValidationRules(id, signal),
  });

export function useValidationRules(id: string, enabled = true) {
  return useQuery({ ...validationRulesQueryOptions(id), enabled: enabled && id !== '' });
}
