import { StatementDetailsRoute } from './statement-details.tsx';

/** `/payor/reports/previous-settlements/:id`: a monthly, refund or Legacy statement. */
export function PreviousStatementRoute() {
  return <StatementDetailsRoute list="previous" />;
}
