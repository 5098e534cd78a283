import type { CallAnswer } from '#shared/api/contract.ts';
import { healthCalls } from '#shared/contracts/health.ts';
import { callApi } from '#web/lib/api-call.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * What the health check says: 'ok'; 'unavailable' when the API answers with an error (503 during
 * maintenance); 'unreachable' when nothing answered, which is the network's fault, not
 * maintenance (the API client already shows 'Oops' for it).
 */
export type HealthState = CallAnswer<typeof healthCalls.status>['status'] | 'unreachable';

export async function getHealthStatus(): Promise<HealthState> {
  try {
    const body = await callApi(healthCalls.status, {});
    return body.status;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return 'unreachable';
    return 'unavailable';
  }
}
