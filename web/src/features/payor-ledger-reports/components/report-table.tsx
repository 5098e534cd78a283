import type { ReactNode } from 'react';
import dataTable from '#web/components/ui/data-table.module.css';
import { type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';

/** A report column: its heading, the field it sorts by (null: not sortable), numeric, and its cell. */
export type ReportColumn<Row, Field extends string> = SortableColumn<Field> & {
  cell: (row: Row) => ReactNode;
  nowrap?: boolean;
};

/**
 * A ledger report's rows: sortable headings (the report decides the order, the server sorts), the
 * shared table cells, numeric columns right-aligned, and on phones each row a card labelled by its
 * headings.
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
  const heads = columns.map((column) => ({
    ...column,
    className: column.numeric ? dataTable.numeric : undefined,
  }));
  return (
    <div className={dataTable.tableWrap}>
      <table
        className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
      >
        <SortableTableHead columns={heads} sortField={sortField} sortAsc={sortAsc} onSort={onSort} />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={testId}>
              {columns.map((column) => (
                <td
                  key={column.label}
                  data-label={column.label}
                  className={
                    [column.numeric ? dataTable.numeric : '', column.nowrap ? dataTable.nowrap : '']
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
