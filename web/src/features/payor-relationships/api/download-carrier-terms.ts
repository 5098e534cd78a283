import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import { exportFile } from '#web/lib/api-call.ts';

/** Each carrier relationship's term and fee (the terms report, `terms?exportReport=true`), as an Excel file. */
export function useDownloadCarrierTerms() {
  return useMutation({
    mutationFn: () => exportFile('core', corePaths.payorTerms, {}, 'carrier-terms.xlsx'),
  });
}
