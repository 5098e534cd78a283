import { StatementDetailsRoute } from './statement-details.tsx';

/** `/payor/reports/previous-weekly-settlements/:id`: a weekly statement. */
export function WeeklyStatementRoute() {
  return <StatementDetailsRoute list="weekly" />;
}
