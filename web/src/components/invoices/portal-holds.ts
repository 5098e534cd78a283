import { HoldReason } from '#shared/enums/hold-reason.ts';

/**
 * Holds LanePay itself places from the factor-of-record model (functions/domain/noa/holds.ts), not
 * the payor: the carrier's and the payor's screens say so in the reader's words.
 */
const portalHoldReasons: ReadonlySet<number> = new Set<number>([
  HoldReason.WAITING_FOR_LOR,
  HoldReason.FRAUD_NOA,
  HoldReason.ADMIN_UPDATE_RELATIONSHIPS_HOLD,
  HoldReason.GLOBAL_FACTOR_MISMATCH,
]);

/** Whether LanePay (not the payor) placed a hold of this reason. */
export function isPortalHold(holdReasonId: number | null): boolean {
  return holdReasonId !== null && portalHoldReasons.has(holdReasonId);
}
