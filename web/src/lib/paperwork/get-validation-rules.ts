import { queryOptions, useQuery } from '@tanstack/react-query';
import { billCalls } from '#shared/contracts/settlement-bills.ts';
import type { BillValidationRules } from '#shared/schemas/bills.ts';
import { callApi } from '../api-call.ts';
import { paperworkKeys } from './keys.ts';

/**
 * `GET bills/{id}/validation_rules`: what the bill's payor requires before it can be submitted
 * (a linehaul above $0.00, document types), the file limits, and what is still missing.
 */
export function getValidationRules(id: string, signal?: AbortSignal): Promise<BillValidationRules> {
  return callApi(billCalls.validationRules, { params: { id } }, { signal });
}

export const validationRulesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paperworkKeys.validationRules(id),
    queryFn: ({ signal }) => getValidationRules(id, signal),
  });

export function useValidationRules(id: string, enabled = true) {
  return useQuery({ ...validationRulesQueryOptions(id), enabled: enabled && id !== '' });
}
