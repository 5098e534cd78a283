import { FactorDebtorsRoute } from '../features/factor-debtors/routes/debtors.tsx';
import { NoaUploadsSection } from '../features/factor-noa-uploads/components/noa-uploads-section.tsx';

/**
 * The factor's Debtors page (seeds 001 §2): its debtors (issue 16) above the NOA and LOR section
 * (issue 15), composed here because features do not import one another.
 */
export function FactorDebtorsPage() {
  return (
    <FactorDebtorsRoute>
      <NoaUploadsSection />
    </FactorDebtorsRoute>
  );
}
