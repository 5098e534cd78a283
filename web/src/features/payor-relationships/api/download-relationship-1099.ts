import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import { exportFile } from '#web/lib/api-call.ts';

/** Per carrier, what the payor paid it in a tax year (1099 totals), as an Excel file, made by an export job (the downloads tray hands it over). */
export function useDownloadRelationship1099() {
  return useMutation({
    mutationFn: (year: number) =>
      exportFile('core', corePaths.payorRelationship1099, { year }, `relationship-1099-${year}.xlsx`),
  });
}
