import { useMutation } from '@tanstack/react-query';
import { fillPath } from '#shared/api/paths.ts';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { apiDownload } from '#web/lib/api-client.ts';

const { api, path } = payeeRelationshipCalls.takeControlInfo;

/**
 * `GET payee_relationships/{id}/take_control_info` as its export (a PDF): what claiming this payor
 * takes — the contact details it holds and every way to verify — to keep or send on. A file, so
 * it is fetched by apiDownload on the call's path rather than read as the call's JSON.
 */
export function useDownloadTakeControlInfo() {
  return useMutation({
    mutationFn: (relationshipId: number) =>
      apiDownload(api, fillPath(path, { id: relationshipId }), {}, `claim-${relationshipId}.pdf`),
  });
}
