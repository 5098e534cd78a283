import { useMutation } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { apiDownload } from '#web/lib/api-client.ts';

/**
 * `GET payor/report/settlement_statement/{id}`: the statement's PDF as the statement run stored
 * it. A file (seeds 001 §7, a blob), so it is fetched by apiDownload rather than read as JSON.
 */
export function useDownloadStatementPdf() {
  return useMutation({
    mutationFn: (id: string) =>
      apiDownload('core', fillPath(corePaths.payorSettlementStatement, { id }), {}, `statement-${id}.pdf`),
  });
}
