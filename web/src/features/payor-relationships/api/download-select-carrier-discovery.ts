import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import { exportFile } from '#web/lib/api-call.ts';

/** The payor's carriers that are Select Carrier members and whether they would take its QuickPay, as an Excel file. */
export function useDownloadSelectCarrierDiscovery() {
  return useMutation({
    mutationFn: () => exportFile('core', corePaths.payorSelectCarrierDiscovery, {}, 'select-carrier-discovery.xlsx'),
  });
}
