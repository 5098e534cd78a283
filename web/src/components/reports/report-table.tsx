import type { ReactNode } from 'react';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { hideClass, type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import styles from './report-page.module.css';

/** A report column: its heading, the field it sorts by (null: not sortable), numeric, where it hides, and its cell. */
export type ReportColumn<Row, Field extends string> = SortableColumn<Field> & {
  cell: (row: Row) => ReactNode;
  /** A column of names or notes that may wrap (the others keep to one line). */
  wrap?: boolean;
};

/**
 * A report's rows, as every list's table looks (listPage's table: muted capital headings, one line
 * per cell, amounts right-aligned): sortable headings (the server sorts), columns that give way on
 * smaller screens, and a table wider than its card scrolls inside the card, never the page.
 */
export function ReportTable<Row, Field extends string>({
  rows,
  rowKey,
  columns,
  sortField,
  sortAsc,
  onSort,
  testId,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly ReportColumn<Row, Field>[];
  sortField: Field;
  sortAsc: boolean;
  onSort: (field: Field) => void;
  testId: string;
}) {
  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${listPage.table} ${styles.table}`}>
        <SortableTableHead columns={columns} sortField={sortField} sortAsc={sortAsc} onSort={onSort} />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={testId}>
              {columns.map((column) => (
                <td
                  key={column.label}
                  className={
                    [column.numeric ? listPage.num : '', hideClass(column.hide), column.wrap ? styles.wrap : '']
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
