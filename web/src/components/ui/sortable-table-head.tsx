import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import listPage from './list-page.module.css';
import styles from './sortable-table-head.module.css';

/** Where a column gives way: below the large layout tier, on tablets and phones, on phones. */
export type ColumnHide = 'narrow' | 'tablet' | 'mobile';

/**
 * A table column: the field it sorts by (null: not sortable), its heading, numeric
 * (right-aligned), when it hides, a heading for screen readers only (`labelHidden`: a column of
 * buttons, say), and the table's own class for the heading cell.
 */
export type SortableColumn<Field extends string> = {
  field: Field | null;
  label: string;
  numeric?: boolean;
  hide?: ColumnHide;
  labelHidden?: boolean;
  className?: string;
};

/** The class that hides a cell where its column gives way. */
export function hideClass(hide: ColumnHide | undefined) {
  return hide === 'narrow'
    ? listPage.hideNarrow
    : hide === 'tablet'
      ? listPage.hideTablet
      : hide === 'mobile'
        ? listPage.hideMobile
        : '';
}

/** The sort arrow, written right against the heading's words so it stays with them when they wrap. */
function arrow(active: boolean, sortAsc: boolean) {
  return (
    <span className={styles.arrow} aria-hidden="true">
      {active ? (sortAsc ? '▲' : '▼') : '↕'}
    </span>
  );
}

/**
 * A list table's header row: each sortable heading is a button that sorts by its column (the
 * table's owner decides the direction), the active one marked with `aria-sort` and an arrow.
 */
export function SortableTableHead<Field extends string>({
  columns,
  sortField,
  sortAsc,
  onSort,
  leading,
}: {
  columns: readonly SortableColumn<Field>[];
  sortField: Field;
  sortAsc: boolean;
  onSort: (field: Field) => void;
  /** A heading cell before the columns (a list's select-all checkbox). */
  leading?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {leading}
        {columns.map((column) => {
          const { field } = column;
          const active = field !== null && field === sortField;
          const cellClass = [column.numeric ? listPage.num : '', hideClass(column.hide), column.className ?? '']
            .filter(Boolean)
            .join(' ');
          return (
            <th
              key={column.label}
              scope="col"
              className={cellClass || undefined}
              aria-sort={active ? (sortAsc ? 'ascending' : 'descending') : undefined}
            >
              {field !== null ? (
                <button
                  type="button"
                  className={`${styles.sortButton} ${column.numeric ? styles.numeric : ''} ${active ? styles.active : ''}`}
                  onClick={() => onSort(field)}
                  title={t('shell.sortBy', { column: column.label })}
                >
                  {column.numeric ? arrow(active, sortAsc) : null}
                  <span>{column.label}</span>
                  {column.numeric ? null : arrow(active, sortAsc)}
                </button>
              ) : column.labelHidden ? (
                <span className="visually-hidden">{column.label}</span>
              ) : (
                column.label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
