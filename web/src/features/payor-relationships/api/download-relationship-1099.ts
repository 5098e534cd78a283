import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import { apiDownload } from '#web/lib/api-client.ts';

/** Per carrier, what the payor paid it in a tax year (1099 totals), as an Excel file. */
export function useDownloadRelationship1099() {
  return useMutation({
    mutationFn: (year: number) =>
      apiDownload('core', corePaths.payorRelationship1099, { year }, `relationship-1099-${year}.xlsx`),
  });
}
