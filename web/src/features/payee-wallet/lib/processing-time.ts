import { processingTimes } from '#shared/constants/payments.ts';
import type { PaymentMethodType } from '#shared/enums/payment-method-type.ts';

/** How long funds take by a method (seeds 000 §9), or null when the seeds give no time. */
export function processingTimeOf(methodType: number) {
  return processingTimes[methodType as PaymentMethodType] ?? null;
}
