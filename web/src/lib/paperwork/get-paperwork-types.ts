import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import type { chargeTypesResponseSchema, imageTypesResponseSchema } from '#shared/schemas/paperwork-types.ts';
import { apiRequest } from '../api-client.ts';
import { paperworkKeys } from './keys.ts';

export type ChargeTypes = z.infer<typeof chargeTypesResponseSchema>;
export type ImageTypes = z.infer<typeof imageTypesResponseSchema>;

/** `GET types/charge_types`: linehaul and the accessorials (id, codeName). */
export function getChargeTypes(signal?: AbortSignal): Promise<ChargeTypes> {
  return apiRequest<ChargeTypes>('settlement', settlementPaths.chargeTypes, { signal });
}

/** `GET types/image_types`: the document (doc) types, 'combined' among them. */
export function getImageTypes(signal?: AbortSignal): Promise<ImageTypes> {
  return apiRequest<ImageTypes>('settlement', settlementPaths.imageTypes, { signal });
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
