import { useMutation } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { apiDownload } from '#web/lib/api-client.ts';

/**
 * `GET payee_relationships/{id}/take_control_info` as its export (a PDF): what claiming this payor
 * takes — the contact details it holds and every way to verify — to keep or send on.
 */
export function downloadTakeControlInfo(relationshipId: number): Promise<void> {
  return apiDownload(
    'core',
    fillPath(corePaths.payeeRelationshipTakeControlInfo, { id: relationshipId }),
    {},
    `claim-${relationshipId}.pdf`,
  );
}

export function useDownloadTakeControlInfo() {
  return useMutation({ mutationFn: downloadTakeControlInfo });
}
