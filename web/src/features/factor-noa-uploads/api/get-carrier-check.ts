import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { factorNoaDocumentCalls } from '#shared/contracts/factor-noa-documents.ts';
import type { FactorNoaKind } from '#shared/enums/factor-noa-upload.ts';
import { callApi } from '#web/lib/api-call.ts';

export type CarrierCheckInput = { mcNumber: string; dotNumber: string; kind: FactorNoaKind | '' };

/** `GET factor/noa_documents/carrier_check`: the carrier the numbers name and what would hold the document. */
export const carrierCheckQueryOptions = ({ mcNumber, dotNumber, kind }: CarrierCheckInput) =>
  queryOptions({
    queryKey: ['factor-noa-uploads', 'carrier-check', mcNumber, dotNumber, kind],
    queryFn: ({ signal }) =>
      callApi(
        factorNoaDocumentCalls.carrierCheck,
        {
          query: {
            ...(mcNumber ? { mcNumber } : {}),
            ...(dotNumber ? { dotNumber } : {}),
            ...(kind ? { kind } : {}),
          },
        },
        { signal },
      ),
  });

/** Asked only once a number is typed in full digits; the previous answer stays while the next one runs. */
export function useCarrierCheck(input: CarrierCheckInput) {
  const complete = /^\d{1,8}$/;
  const enabled =
    (input.mcNumber !== '' || input.dotNumber !== '') &&
    (input.mcNumber === '' || complete.test(input.mcNumber)) &&
    (input.dotNumber === '' || complete.test(input.dotNumber));
  return useQuery({ ...carrierCheckQueryOptions(input), enabled, placeholderData: keepPreviousData, retry: false });
}
