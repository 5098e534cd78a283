import { previousSettlementStatementTypes } from '#shared/enums/statement-type.ts';
import { StatementsList } from '../components/statements-list.tsx';

/** `/payor/reports/previous-settlements`: Legacy, monthly (both layouts) and refund statements (seeds 001 §2). */
export function PreviousSettlementsRoute() {
  return <StatementsList list="previous" types={previousSettlementStatementTypes} />;
}
