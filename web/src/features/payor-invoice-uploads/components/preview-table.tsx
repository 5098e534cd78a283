import { useTranslation } from 'react-i18next';
import { UploadColumn } from '#shared/enums/invoice-upload.ts';
import type { UploadPreview, UploadPreviewRow, UploadRowProblem } from '#shared/schemas/payor-invoice-uploads.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import { useFormatters } from '#web/lib/format.ts';
import styles from './uploads.module.css';

/** The table's columns; the carrier's cell holds the problems of MC, DOT and relationship id. */
const shownColumn: Record<UploadColumn, 'carrier' | 'invoiceNumber' | 'loadNumber' | 'amount' | 'invoiceDate'> = {
  [UploadColumn.Mc]: 'carrier',
  [UploadColumn.Dot]: 'carrier',
  [UploadColumn.RelationshipId]: 'carrier',
  [UploadColumn.InvoiceNumber]: 'invoiceNumber',
  [UploadColumn.LoadNumber]: 'loadNumber',
  [UploadColumn.Amount]: 'amount',
  [UploadColumn.InvoiceDate]: 'invoiceDate',
};

/** A problem's text: the screen's own words for its code (the API's message is the same in the API's language). */
function ProblemText({ problem }: { problem: UploadRowProblem }) {
  const { t } = useTranslation();
  return (
    <span className={problem.severity === 'error' ? styles.problem : styles.warning}>
      {t(`invoiceUploads.problems.${problem.code}`, problem.params)}
    </span>
  );
}

function carrierText(row: UploadPreviewRow): string {
  if (row.carrierName) return row.carrierName;
  const { mc, dot, relationshipId } = row.cells;
  return [mc && `MC ${mc}`, dot && `DOT ${dot}`, relationshipId && `#${relationshipId}`].filter(Boolean).join(' · ');
}

/**
 * The file's rows as read, each problem written in the cell it is about (a repeated row's in the
 * check column), so a screen reader reads the value and what is wrong with it together.
 */
export function PreviewTable({ preview }: { preview: UploadPreview }) {
  const { t } = useTranslation();
  const format = useFormatters();
  // The column labels the phone layout writes beside each value.
  const labels = {
    carrier: t('invoiceUploads.table.carrier'),
    invoiceNumber: t('invoiceUploads.table.invoiceNumber'),
    loadNumber: t('invoiceUploads.table.loadNumber'),
    amount: t('invoiceUploads.table.amount'),
    invoiceDate: t('invoiceUploads.table.invoiceDate'),
  };
  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones} ${styles.table}`}>
        <caption className="visually-hidden">
          {t('invoiceUploads.table.caption', { fileName: preview.fileName })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('invoiceUploads.table.row')}</th>
            <th scope="col">{t('invoiceUploads.table.carrier')}</th>
            <th scope="col">{t('invoiceUploads.table.invoiceNumber')}</th>
            <th scope="col">{t('invoiceUploads.table.loadNumber')}</th>
            <th scope="col" className={styles.number}>
              {t('invoiceUploads.table.amount')}
            </th>
            <th scope="col">{t('invoiceUploads.table.invoiceDate')}</th>
            <th scope="col">{t('invoiceUploads.table.status')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => {
            const problemsIn = (column: string) =>
              row.problems.filter((problem) => problem.column !== null && shownColumn[problem.column] === column);
            const cell = (column: keyof typeof labels, value: string, className = '') => {
              const problems = problemsIn(column);
              const invalid = problems.some((problem) => problem.severity === 'error');
              return (
                <td data-label={labels[column]} className={`${className} ${invalid ? styles.invalid : ''}`}>
                  {value || <span className={styles.muted}>—</span>}
                  {problems.map((problem) => (
                    <ProblemText key={problem.code} problem={problem} />
                  ))}
                </td>
              );
            };
            const hasError = row.problems.some((problem) => problem.severity === 'error');
            const hasWarning = row.problems.some((problem) => problem.severity === 'warning');
            return (
              <tr key={row.rowNumber} data-row={row.rowNumber}>
                <th scope="row" data-label={t('invoiceUploads.table.row')}>
                  {row.rowNumber}
                </th>
                {cell('carrier', carrierText(row))}
                {cell('invoiceNumber', row.invoiceNumber ?? row.cells.invoiceNumber)}
                {cell('loadNumber', row.loadNumber ?? row.cells.loadNumber)}
                {cell(
                  'amount',
                  row.grossCents !== null && row.currencyId !== null
                    ? format.money(row.grossCents, row.currencyId)
                    : row.cells.amount,
                  styles.number,
                )}
                {cell('invoiceDate', row.invoiceDate ? format.date(row.invoiceDate) : row.cells.invoiceDate)}
                <td data-label={t('invoiceUploads.table.status')}>
                  <Badge tone={hasError ? 'error' : hasWarning ? 'warning' : 'success'}>
                    {t(
                      hasError
                        ? 'invoiceUploads.table.error'
                        : hasWarning
                          ? 'invoiceUploads.table.warning'
                          : 'invoiceUploads.table.ok',
                    )}
                  </Badge>
                  {row.problems
                    .filter((problem) => problem.column === null)
                    .map((problem) => (
                      <ProblemText key={problem.code} problem={problem} />
                    ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
