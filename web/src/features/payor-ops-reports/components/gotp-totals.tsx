import { useTranslation } from 'react-i18next';
import type { GotpFeeTotal } from '#shared/schemas/payor-ops-reports.ts';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import { useFormatters } from '#web/lib/format.ts';

/** Invoices, their amounts and their GOTP fees, per currency, of everything the report matched. */
export function GotpTotals({ totals }: { totals: readonly GotpFeeTotal[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <CurrencyTotals
      label={t('opsReports.gotp.totals')}
      totals={totals.map((total) => ({
        currencyId: total.currencyId,
        count: t('opsReports.gotp.count', { count: total.count }),
        figures: [
          { text: t('opsReports.gotp.grossTotal', { amount: format.money(total.amountCents, total.currencyId) }) },
          {
            text: t('opsReports.gotp.feeTotal', { amount: format.money(total.feeCents, total.currencyId) }),
            strong: true,
          },
        ],
      }))}
    />
  );
}
