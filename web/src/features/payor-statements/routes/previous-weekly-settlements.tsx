import { previousWeeklySettlementStatementTypes } from '#shared/enums/statement-type.ts';
import { StatementsList } from '../components/statements-list.tsx';

/** `/payor/reports/previous-weekly-settlements`: the weekly statements (seeds 001 §2). */
export function PreviousWeeklySettlementsRoute() {
  return <StatementsList list="weekly" types={previousWeeklySettlementStatementTypes} />;
}
