import { useTranslation } from 'react-i18next';
import { ChargeType } from '#shared/enums/paperwork.ts';
import type { Charge } from '#shared/schemas/bills.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './paperwork.module.css';
import { chargeTypeName } from './type-names.ts';

/** A bill's charges read-only: the linehaul first, then the accessorials, amounts right-aligned, and the total. */
export function ChargesTable({
  charges,
  currencyId,
  totalAmount,
}: {
  charges: readonly Charge[];
  currencyId: number;
  totalAmount: number;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const ordered = [...charges].sort(
    (a, b) => Number(b.chargeTypeId === ChargeType.Linehaul) - Number(a.chargeTypeId === ChargeType.Linehaul),
  );
  return (
    <section className={styles.chargesView} aria-labelledby="bill-charges-title">
      <h2 id="bill-charges-title" className={styles.sectionTitle}>
        {t('paperwork.charges.title')}
      </h2>
      {ordered.length === 0 ? (
        <p className={styles.emptyLine}>{t('paperwork.charges.none')}</p>
      ) : (
        <table className={styles.chargesTable}>
          <thead>
            <tr>
              <th scope="col">{t('paperwork.charges.type')}</th>
              <th scope="col" className={styles.num}>
                {t('paperwork.charges.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ordered.map((charge) => (
              <tr key={charge.id} data-testid="charge-row">
                <td>
                  {chargeTypeName(t, charge.chargeTypeId)}
                  {charge.chargeTypeId === ChargeType.Linehaul ? null : (
                    <span className={styles.subtle}> · {t('paperwork.charges.accessorial')}</span>
                  )}
                </td>
                <td className={styles.num}>{format.money(charge.amount, currencyId)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('paperwork.charges.total')}</th>
              <td className={styles.num}>{format.money(totalAmount, currencyId)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
