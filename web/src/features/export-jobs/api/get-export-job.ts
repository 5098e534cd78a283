import { exportJobCalls } from '#shared/contracts/export-jobs.ts';
import { callApi } from '#web/lib/api-call.ts';

/**
 * One job, asked for when its file is to be saved: the link the list gave may have expired
 * (links live five minutes), so each download asks for a fresh one.
 */
export async function getExportJob(id: string) {
  return (await callApi(exportJobCalls.get, { params: { id } })).job;
}
