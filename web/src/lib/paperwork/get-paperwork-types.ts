import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '#shared/api/contract.ts';
import { paperworkTypeCalls } from '#shared/contracts/settlement-types.ts';
import { callApi } from '../api-call.ts';
import { paperworkKeys } from './keys.ts';

export type ChargeTypes = CallAnswer<typeof paperworkTypeCalls.chargeTypes>;
export type ImageTypes = CallAnswer<typeof paperworkTypeCalls.imageTypes>;

/** `GET types/charge_types`: linehaul and the accessorials (id, codeName). */
export function getChargeTypes(signal?: AbortSignal): Promise<ChargeTypes> {
  return callApi(paperworkTypeCalls.chargeTypes, {}, { signal });
}

/** `GET types/image_types`: the document (doc) types, 'combined' among them. */
export function getImageTypes(signal?: AbortSignal): Promise<ImageTypes> {
  return callApi(paperworkTypeCalls.imageTypes, {}, { signal });
}

/** Reference data: it does not change while the page is open. */
export const chargeTypesQueryOptions = () =>
  queryOptions({
    queryKey: paperworkKeys.chargeTypes,
    queryFn: ({ signal }) => getChargeTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const imageTypesQueryOptions = () =>
  queryOptions({
    queryKey: paperworkKeys.imageTypes,
    queryFn: ({ signal }) => getImageTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useChargeTypes() {
  return useQuery(chargeTypesQueryOptions());
}

export function useImageTypes() {
  return useQuery(imageTypesQueryOptions());
}
