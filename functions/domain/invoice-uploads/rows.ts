import { invoiceUploadLimits } from '#shared/constants/invoice-uploads.ts';
import { UploadColumn, UploadProblem } from '#shared/enums/invoice-upload.ts';
import type { UploadCells } from '#shared/schemas/payor-invoice-uploads.ts';
import type { SheetLayout } from './layout.ts';
import type { SheetRow } from './sheet.ts';
import {
  cellText,
  type Read,
  readAmountCents,
  readCarrierNumber,
  readDocumentNumber,
  readInvoiceDate,
  readRelationshipId,
} from './values.ts';

export type RowProblem = {
  column: UploadColumn | null;
  code: UploadProblem;
  severity: 'error' | 'warning';
  params: Record<string, string | number>;
};

/** A row as read from its cells alone, before anything is looked up. */
export type ReadRow = {
  rowNumber: number;
  cells: UploadCells;
  mc: string | null;
  dot: string | null;
  relationshipId: number | null;
  invoiceNumber: string | null;
  loadNumber: string | null;
  grossCents: number | null;
  invoiceDate: string | null;
  problems: RowProblem[];
};

const problem = (
  column: UploadColumn | null,
  code: UploadProblem,
  params: Record<string, string | number> = {},
): RowProblem => ({
  column,
  code,
  severity: code === UploadProblem.DuplicateInvoice ? 'warning' : 'error',
  params,
});

/** Reads one invoice row; `today` (America/Chicago) bounds its invoice date. */
export function readRow(row: SheetRow, columns: SheetLayout['columns'], today: string): ReadRow {
  const cell = (column: UploadColumn) => {
    const index = columns[column];
    return index === undefined ? null : (row.cells[index] ?? null);
  };
  const problems: RowProblem[] = [];
  const take = <T>(column: UploadColumn, read: Read<T>): T | null => {
    if (read.ok) return read.value;
    problems.push(problem(column, read.problem));
    return null;
  };
  const cells = Object.fromEntries(
    Object.values(UploadColumn).map((column) => [
      column,
      cellText(cell(column)).slice(0, invoiceUploadLimits.maxCellLength),
    ]),
  ) as UploadCells;
  return {
    rowNumber: row.rowNumber,
    cells,
    mc: take(UploadColumn.Mc, readCarrierNumber(cell(UploadColumn.Mc))),
    dot: take(UploadColumn.Dot, readCarrierNumber(cell(UploadColumn.Dot))),
    relationshipId: take(UploadColumn.RelationshipId, readRelationshipId(cell(UploadColumn.RelationshipId))),
    invoiceNumber: take(
      UploadColumn.InvoiceNumber,
      readDocumentNumber(
        cell(UploadColumn.InvoiceNumber),
        UploadProblem.InvoiceNumberMissing,
        UploadProblem.InvoiceNumberInvalid,
      ),
    ),
    loadNumber: take(
      UploadColumn.LoadNumber,
      readDocumentNumber(
        cell(UploadColumn.LoadNumber),
        UploadProblem.LoadNumberMissing,
        UploadProblem.LoadNumberInvalid,
      ),
    ),
    grossCents: take(UploadColumn.Amount, readAmountCents(cell(UploadColumn.Amount))),
    invoiceDate: take(UploadColumn.InvoiceDate, readInvoiceDate(cell(UploadColumn.InvoiceDate), today)),
    problems,
  };
}

/** The payor's relationship a carrier number or relationship id leads to. */
export type CarrierMatch = { relationshipId: number; payeeId: number; currencyId: number; carrierName: string };

export type CarrierLookup =
  | { kind: 'found'; match: CarrierMatch }
  /** No carrier in the portal holds this MC or DOT number (or no relationship has this id). */
  | { kind: 'notFound' }
  /** The carrier exists but has no relationship with this payor. */
  | { kind: 'notRelated' }
  /** The carrier has several relationships with this payor (one per currency): name the relationship. */
  | { kind: 'ambiguous' };

/** What the rows are checked against, looked up for the numbers and carriers the file names. */
export type UploadFacts = {
  byMc: ReadonlyMap<string, CarrierLookup>;
  byDot: ReadonlyMap<string, CarrierLookup>;
  byRelationshipId: ReadonlyMap<number, CarrierLookup>;
  /** The payor's invoices under the invoice numbers the file uses. */
  invoicesByNumber: ReadonlyMap<string, { invoiceId: number; relationshipId: number; grossCents: number }>;
  /** Load numbers of the file the payor already used. */
  usedLoadNumbers: ReadonlySet<string>;
  /** Numbers held by the payor's other batches waiting for release, with the batch's id. */
  batchInvoiceNumbers: ReadonlyMap<string, number>;
  batchLoadNumbers: ReadonlyMap<string, number>;
  /** DuplicateInvoiceMonitoring (68): a row repeating an existing invoice is a warning and is skipped. */
  duplicateMonitoring: boolean;
};

export type CheckedRow = ReadRow & {
  match: CarrierMatch | null;
  /** The existing invoice this row repeats (skipped, flagged): only under DuplicateInvoiceMonitoring. */
  duplicateOfInvoiceId: number | null;
};

const lookupProblem: Record<Exclude<CarrierLookup['kind'], 'found'>, UploadProblem> = {
  notFound: UploadProblem.CarrierNotFound,
  notRelated: UploadProblem.CarrierNotRelated,
  ambiguous: UploadProblem.CarrierAmbiguous,
};

function carrierOf(row: ReadRow, facts: UploadFacts): { match: CarrierMatch | null; problems: RowProblem[] } {
  const named: [UploadColumn, CarrierLookup | undefined][] = [];
  if (row.mc !== null) named.push([UploadColumn.Mc, facts.byMc.get(row.mc)]);
  if (row.dot !== null) named.push([UploadColumn.Dot, facts.byDot.get(row.dot)]);
  if (row.relationshipId !== null) {
    named.push([UploadColumn.RelationshipId, facts.byRelationshipId.get(row.relationshipId)]);
  }
  const unreadable = row.problems.some((p) => p.code === UploadProblem.CarrierNumberInvalid);
  if (named.length === 0) {
    return { match: null, problems: unreadable ? [] : [problem(UploadColumn.Mc, UploadProblem.CarrierMissing)] };
  }
  const problems: RowProblem[] = [];
  const matches: CarrierMatch[] = [];
  for (const [column, lookup] of named) {
    if (lookup?.kind === 'found') matches.push(lookup.match);
    else problems.push(problem(column, lookupProblem[lookup?.kind ?? 'notFound']));
  }
  const [first] = matches;
  if (problems.length > 0 || !first) return { match: null, problems };
  if (matches.some((match) => match.relationshipId !== first.relationshipId)) {
    return { match: null, problems: [problem(named[1]?.[0] ?? UploadColumn.Dot, UploadProblem.CarrierMismatch)] };
  }
  return { match: first, problems: [] };
}

const sameRow = (a: ReadRow & { match: CarrierMatch | null }, b: ReadRow & { match: CarrierMatch | null }) =>
  a.match?.relationshipId === b.match?.relationshipId &&
  a.invoiceNumber === b.invoiceNumber &&
  a.loadNumber === b.loadNumber &&
  a.grossCents === b.grossCents &&
  a.invoiceDate === b.invoiceDate;

/**
 * Checks every row against the payor's carriers, its used numbers and the rest of the file: the
 * carrier must be found and related to the payor; an invoice or load number must not be used by
 * the payor already, nor by a batch waiting for release, nor twice in the file (a row repeated
 * whole is a duplicate row). Under DuplicateInvoiceMonitoring a row repeating an existing invoice
 * (same carrier, invoice number and amount) is a warning: flagged and not created again, where
 * without it the used number refuses the file like any other.
 */
export function checkRows(rows: readonly ReadRow[], facts: UploadFacts): CheckedRow[] {
  const firstByInvoice = new Map<string, CheckedRow>();
  const firstByLoad = new Map<string, CheckedRow>();
  return rows.map((row) => {
    const carrier = carrierOf(row, facts);
    const problems = [...row.problems, ...carrier.problems];
    let duplicateOfInvoiceId: number | null = null;
    const checked: CheckedRow = { ...row, match: carrier.match, duplicateOfInvoiceId, problems };

    if (row.invoiceNumber !== null) {
      const existing = facts.invoicesByNumber.get(row.invoiceNumber);
      const earlierRow = firstByInvoice.get(row.invoiceNumber);
      if (earlierRow) {
        problems.push(
          sameRow(earlierRow, checked)
            ? problem(null, UploadProblem.DuplicateRow, { row: earlierRow.rowNumber })
            : problem(UploadColumn.InvoiceNumber, UploadProblem.InvoiceNumberRepeated, { row: earlierRow.rowNumber }),
        );
      } else if (existing) {
        const repeats =
          facts.duplicateMonitoring &&
          carrier.match !== null &&
          existing.relationshipId === carrier.match.relationshipId &&
          existing.grossCents === row.grossCents;
        if (repeats) duplicateOfInvoiceId = existing.invoiceId;
        problems.push(
          problem(
            UploadColumn.InvoiceNumber,
            repeats ? UploadProblem.DuplicateInvoice : UploadProblem.InvoiceNumberUsed,
            { invoiceId: existing.invoiceId },
          ),
        );
      } else {
        const batchId = facts.batchInvoiceNumbers.get(row.invoiceNumber);
        if (batchId !== undefined) {
          problems.push(problem(UploadColumn.InvoiceNumber, UploadProblem.InvoiceNumberInBatch, { batchId }));
        }
      }
      if (!earlierRow) firstByInvoice.set(row.invoiceNumber, checked);
    }

    // A duplicate's load number is its original's: nothing more to say of it.
    if (row.loadNumber !== null && duplicateOfInvoiceId === null) {
      const earlierRow = firstByLoad.get(row.loadNumber);
      const repeatedWhole = problems.some((p) => p.code === UploadProblem.DuplicateRow);
      if (earlierRow && !repeatedWhole) {
        problems.push(
          problem(UploadColumn.LoadNumber, UploadProblem.LoadNumberRepeated, { row: earlierRow.rowNumber }),
        );
      } else if (!earlierRow && facts.usedLoadNumbers.has(row.loadNumber)) {
        problems.push(problem(UploadColumn.LoadNumber, UploadProblem.LoadNumberUsed));
      } else if (!earlierRow) {
        const batchId = facts.batchLoadNumbers.get(row.loadNumber);
        if (batchId !== undefined) {
          problems.push(problem(UploadColumn.LoadNumber, UploadProblem.LoadNumberInBatch, { batchId }));
        }
      }
      if (!earlierRow) firstByLoad.set(row.loadNumber, checked);
    }
    return { ...checked, duplicateOfInvoiceId };
  });
}

export const hasErrors = (row: Pick<ReadRow, 'problems'>) => row.problems.some((p) => p.severity === 'error');
