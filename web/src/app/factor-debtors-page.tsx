import { FactorDebtorsRoute } from '../features/factor/routes/debtors.tsx';
import { NoaUploadsSection } from '../features/factor-noa-uploads/components/noa-uploads-section.tsx';

/**
 * The factor's Debtors page (seeds 001 §2) with its NOA and LOR section (issue 15): composed here
 * because features do not import one another, and the rest of the factor area comes with its issue.
 */
export function FactorDebtorsPage() {
  return (
    <FactorDebtorsRoute>
      <NoaUploadsSection />
    </FactorDebtorsRoute>
  );
}
