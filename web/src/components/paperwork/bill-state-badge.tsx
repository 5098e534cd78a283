import { useTranslation } from 'react-i18next';
import { BillState } from '#shared/enums/bill-state.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

/**
 * Each state's colour: what needs the carrier's hand is amber or red, what is on its way or with
 * the payor is blue, an approval is green, what is over without payment is grey.
 */
export const billStateTones: Record<BillState, BadgeTone> = {
  [BillState.Incomplete]: 'warning',
  [BillState.Pending]: 'warning',
  [BillState.Exception]: 'error',
  [BillState.Sent]: 'progress',
  [BillState.Delivered]: 'info',
  [BillState.Submitted]: 'info',
  [BillState.Approved]: 'success',
  [BillState.Rejected]: 'error',
  [BillState.Removed]: 'neutral',
  [BillState.Ignored]: 'neutral',
};

/** A bill's state as a coloured pill with its name in the portal's language (payee and payor screens). */
export function BillStateBadge({ state, className }: { state: BillState; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={billStateTones[state]} className={className} data-state={state} data-testid="bill-state">
      {t(`paperwork.states.${state}`)}
    </Badge>
  );
}
