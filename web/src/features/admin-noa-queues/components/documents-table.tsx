import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NoaDocumentRow } from '#shared/schemas/admin-noa-queues.ts';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { DocumentStatusBadge } from './document-status-badge.tsx';
import styles from './noa-queues.module.css';

/** What a cell shows of a confirmed party, else of the party as reading proposed it. */
function Party({ name, proposed }: { name: string | null; proposed: string | null }) {
  const { t } = useTranslation();
  if (name) return <>{name}</>;
  if (proposed) return <span className={listPage.muted}>{t('noaQueues.notConfirmed', { name: proposed })}</span>;
  return <span className={listPage.muted}>{t('noaQueues.unknown')}</span>;
}

export type ExtraColumn<Row> = { label: string; cell: (row: Row) => ReactNode };

/**
 * Documents of a queue or a search, one row each: number (opening its screen when it has one),
 * status and reason, carrier, factor and how long it has waited in its status. Optionally a
 * checkbox per row (bulk removal) and a column of the screen's own.
 */
export function DocumentsTable<Row extends NoaDocumentRow>({
  items,
  linkOf,
  extra,
  selection,
}: {
  items: readonly Row[];
  linkOf?: (row: Row) => string | null;
  extra?: ExtraColumn<Row>;
  selection?: { selected: ReadonlySet<number>; onToggle: (row: Row) => void };
}) {
  const { t } = useTranslation();
  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${listPage.table}`}>
        <thead>
          <tr>
            {selection ? <th scope="col">{t('noaQueues.columns.select')}</th> : null}
            <th scope="col">{t('noaQueues.columns.document')}</th>
            <th scope="col">{t('noaQueues.columns.status')}</th>
            <th scope="col" className={listPage.hideMobile}>
              {t('noaQueues.columns.carrier')}
            </th>
            <th scope="col" className={listPage.hideMobile}>
              {t('noaQueues.columns.factor')}
            </th>
            {extra ? (
              <th scope="col" className={listPage.hideTablet}>
                {extra.label}
              </th>
            ) : null}
            <th scope="col" className={`${listPage.num} ${listPage.hideMobile}`}>
              {t('noaQueues.columns.waiting')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => {
            const number = t('noaQueues.documentNumber', { id: row.id });
            const link = linkOf?.(row) ?? null;
            return (
              <tr key={row.id} data-testid="noa-document-row">
                {selection ? (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${t('noaQueues.columns.select')} ${number}`}
                      checked={selection.selected.has(row.id)}
                      onChange={() => selection.onToggle(row)}
                    />
                  </td>
                ) : null}
                <td className={styles.wrap}>
                  {link ? (
                    <Link to={link} className={listPage.numberLink}>
                      {number}
                    </Link>
                  ) : (
                    <strong>{number}</strong>
                  )}
                  <span className={listPage.subline}>{t(`noaQueues.kinds.${row.kind ?? 'unknown'}`)}</span>
                  <span className={`${listPage.subline} ${styles.onlyMobile}`}>
                    <Party name={row.carrierName} proposed={row.proposedCarrierName} />
                  </span>
                </td>
                <td className={styles.wrap}>
                  <DocumentStatusBadge status={row.status} />
                  {row.actionCode ? (
                    <span className={listPage.subline}>{t(`noaDocuments.reasons.${row.actionCode}`)}</span>
                  ) : null}
                  {extra ? (
                    <span className={`${listPage.subline} ${styles.onlyTablet}`}>
                      {extra.label}: {extra.cell(row)}
                    </span>
                  ) : null}
                  <span className={`${listPage.subline} ${styles.onlyMobile}`}>
                    {t('noaQueues.columns.waiting')}: {t('noaQueues.waiting', { count: row.waitingHours })}
                  </span>
                </td>
                <td className={listPage.hideMobile}>
                  <Party name={row.carrierName} proposed={row.proposedCarrierName} />
                </td>
                <td className={listPage.hideMobile}>
                  <Party name={row.factorName} proposed={row.proposedFactorName} />
                </td>
                {extra ? <td className={listPage.hideTablet}>{extra.cell(row)}</td> : null}
                <td className={`${listPage.num} ${listPage.hideMobile}`}>
                  {t('noaQueues.waiting', { count: row.waitingHours })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
