import writeXlsxFile, { type CellObject } from 'write-excel-file/node';
import { centsToDecimal, currencyCodeOf } from './report-format.ts';

/*
 * Shared setup and styling of the Excel files. They are written by write-excel-file (small: its
 * only dependency is fflate), which covers cells, number formats, fonts, fills, borders, merges,
 * column widths and frozen rows. What it leaves to "features" (hooks that edit the XML it writes)
 * the `Worksheet` adds itself, each checked so that a library change fails loudly instead of
 * writing a damaged file: cached results of formula cells, a filter on the header, printing fitted
 * to the page width in either orientation, a default row height, and the workbook's properties
 * (author, title, creation date).
 */

export const brandColor = '#1F5EFF';
export const mutedColor = '#5B6475';
export const headerFillColor = '#EEF1F6';
export const ruleColor = '#D9DEE8';

/** How a cell looks: write-excel-file's cell options (`format` is Excel's number format). */
export type CellStyle = Omit<CellObject, 'value' | 'type'>;

/** A formula (without '=') with the value it evaluates to, cached in the file for readers that do not calculate. */
export type Formula = { formula: string; result: number };

/** What a cell holds; null and '' leave it empty. Dates are written as date cells. */
export type CellValue = string | number | Date | Formula | null;

export const headerStyle: CellStyle = {
  fontWeight: 'bold',
  backgroundColor: headerFillColor,
  bottomBorderStyle: 'thin',
  bottomBorderColor: ruleColor,
  alignVertical: 'center',
  height: 20,
};

/** A thin rule above a cell (the first totals row). */
export const ruleAbove: CellStyle = { topBorderStyle: 'thin', topBorderColor: ruleColor };

/** Excel's number format for amounts in a currency: symbol, thousands, two decimals, negatives with a minus. */
export function currencyNumFmt(currencyId: number): string {
  const code = currencyCodeOf(currencyId);
  const symbol =
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? code;
  const quoted = `"${symbol.replace(/"/g, '')}"`;
  return `${quoted}#,##0.00;-${quoted}#,##0.00`;
}

/**
 * Integer cents as the number an Excel cell holds. Parsing the exact decimal string gives the
 * double nearest to the amount, which Excel shows to the cent.
 */
export function amountOf(cents: number): number {
  return Number(centsToDecimal(cents));
}

/** A calendar date (YYYY-MM-DD) as a date cell value: midnight UTC is the day itself in Excel. */
export function excelDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

/** Sheet names: at most 31 characters and none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
}

/** 'A' for column 1, 'AA' for column 27. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

const isFormula = (value: CellValue | undefined): value is Formula =>
  typeof value === 'object' && value !== null && !(value instanceof Date);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `xml` with `markup` inserted before the first match of `before`; fails when there is none. */
function insertBefore(xml: string, before: RegExp, markup: string, what: string): string {
  const at = xml.search(before);
  if (at < 0) throw new Error(`write-excel-file's sheet XML has no ${before} to put ${what} before`);
  return `${xml.slice(0, at)}${markup}${xml.slice(at)}`;
}

/**
 * One sheet of a LanePay workbook, built row by row (rows and columns numbered from 1, as in
 * Excel), printed fitted to the page width.
 */
export class Worksheet {
  private readonly rows: CellObject[][] = [];
  private readonly formulas = new Map<string, number>();
  /** Cells a merge covers ('row:column'): write-excel-file wants them empty (null). */
  private readonly covered = new Set<string>();
  private frozenRows = 0;
  private filter: string | undefined;

  constructor(
    private readonly options: {
      /** The workbook's title (document properties). */
      title: string;
      sheetName: string;
      generatedAt: Date;
      orientation: 'portrait' | 'landscape';
      /** Column widths in characters, from column A. */
      columnWidths: readonly number[];
      /** Points; Excel's default (15) when absent. */
      defaultRowHeight?: number;
    },
  ) {}

  get columnCount(): number {
    return this.options.columnWidths.length;
  }

  /** Adds a row of values, each cell given `style`; returns the row's number. */
  addRow(values: readonly CellValue[] = [], style: CellStyle = {}): number {
    const number = this.rows.length + 1;
    this.rows.push([]);
    values.forEach((value, index) => {
      this.setValue(number, index + 1, value);
      if (Object.keys(style).length > 0) this.style(number, index + 1, style);
    });
    return number;
  }

  /** Adds `style` to one cell (creating it, empty, if the row does not reach it). */
  style(row: number, column: number, style: CellStyle): void {
    // A sized font is written without a name (the theme's body font is named only for unsized
    // ones): name Excel's default, Calibri, so it renders alike everywhere.
    const named = style.fontSize !== undefined && style.fontFamily === undefined ? { fontFamily: 'Calibri' } : {};
    Object.assign(this.cell(row, column), style, named);
  }

  /** Adds `style` to the first `columnCount` cells of a row. */
  styleRow(row: number, columnCount: number, style: CellStyle): void {
    for (let column = 1; column <= columnCount; column += 1) this.style(row, column, style);
  }

  /** Merges a row's cells `from` to `to`: the first one's value and style show over all of them. */
  merge(row: number, from: number, to: number): void {
    this.style(row, from, { columnSpan: to - from + 1 });
    for (let column = from + 1; column <= to; column += 1) this.covered.add(`${row}:${column}`);
  }

  /** Keeps rows 1 to `row` in view while the rest scrolls. */
  freezeThrough(row: number): void {
    this.frozenRows = row;
  }

  /** A filter on the header row `headerRow` over the rows down to `lastRow` and the sheet's columns. */
  autoFilter(headerRow: number, lastRow: number): void {
    this.filter = `A${headerRow}:${columnLetter(this.columnCount)}${lastRow}`;
  }

  private cell(row: number, column: number): CellObject {
    while (this.rows.length < row) this.rows.push([]);
    const cells = this.rows[row - 1] as CellObject[];
    while (cells.length < column) cells.push({});
    return cells[column - 1] as CellObject;
  }

  private setValue(row: number, column: number, value: CellValue): void {
    const cell = this.cell(row, column);
    if (isFormula(value)) {
      Object.assign(cell, { type: 'Formula', value: value.formula });
      this.formulas.set(`${columnLetter(column)}${row}`, value.result);
    } else if (value !== null && value !== '') {
      cell.value = value;
    }
  }

  /** The workbook as the bytes of an .xlsx file. */
  async toBytes(): Promise<Uint8Array> {
    const name = sheetName(this.options.sheetName);
    const data = this.rows.map((cells, rowIndex) =>
      cells.map((cell, columnIndex): CellObject | null => {
        if (this.covered.has(`${rowIndex + 1}:${columnIndex + 1}`)) {
          if (cell.value !== undefined)
            throw new Error(`Cell ${columnLetter(columnIndex + 1)}${rowIndex + 1} is merged over`);
          return null;
        }
        // A number format means nothing on an empty cell, and write-excel-file refuses one there.
        if (cell.value === undefined && cell.format !== undefined) {
          const { format: _format, ...rest } = cell;
          return rest;
        }
        return cell;
      }),
    );
    const buffer = await writeXlsxFile(
      [
        {
          data,
          sheet: name,
          columns: this.options.columnWidths.map((width) => ({ width })),
          ...(this.frozenRows > 0 ? { stickyRowsCount: this.frozenRows } : {}),
        },
      ],
      {
        features: [
          {
            files: {
              transform: {
                'xl/worksheets/sheet{id}.xml': { transform: (xml) => this.completeSheetXml(xml) },
                'xl/workbook.xml': { transform: (xml) => this.completeWorkbookXml(xml, name) },
              },
            },
          },
          this.documentProperties(),
        ],
      },
    ).toBuffer();
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  }

  /**
   * Adds to the sheet what write-excel-file does not write: formula results, the filter, page setup
   * fitted to the width (its own page setup is A4 landscape only) and the default row height.
   */
  private completeSheetXml(written: string): string {
    let xml = written;
    for (const [address, result] of this.formulas) {
      const cell = new RegExp(`(<c r="${address}"[^>]*><f>[^<]*</f>)(</c>)`);
      if (!cell.test(xml)) throw new Error(`write-excel-file wrote formula cell ${address} in an unexpected form`);
      xml = xml.replace(cell, `$1<v>${result}</v>$2`);
    }
    if (/<(sheetPr|sheetFormatPr|autoFilter|pageMargins|pageSetup)\b/.test(xml)) {
      throw new Error(
        'write-excel-file now writes sheet settings LanePay adds itself: review functions/reports/xlsx.ts',
      );
    }
    xml = insertBefore(
      xml,
      /<sheetViews\b|<cols\b|<sheetData\b/,
      '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>',
      'sheetPr',
    );
    if (this.options.defaultRowHeight !== undefined) {
      xml = insertBefore(
        xml,
        /<cols\b|<sheetData\b/,
        `<sheetFormatPr defaultRowHeight="${this.options.defaultRowHeight}" customHeight="1"/>`,
        'sheetFormatPr',
      );
    }
    if (this.filter) {
      xml = insertBefore(
        xml,
        /<mergeCells\b|<drawing\b|<\/worksheet>/,
        `<autoFilter ref="${this.filter}"/>`,
        'autoFilter',
      );
    }
    return insertBefore(
      xml,
      /<drawing\b|<\/worksheet>/,
      '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
        `<pageSetup orientation="${this.options.orientation}" fitToWidth="1" fitToHeight="0"/>`,
      'page setup',
    );
  }

  /** Excel names a sheet's filter range (hidden `_xlnm._FilterDatabase`) and expects to find it. */
  private completeWorkbookXml(xml: string, name: string): string {
    if (!this.filter) return xml;
    const range = this.filter.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
    const definedName = `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${escapeXml(name.replace(/'/g, "''"))}'!${range}</definedName>`;
    if (xml.includes('<definedNames/>'))
      return xml.replace('<definedNames/>', `<definedNames>${definedName}</definedNames>`);
    if (xml.includes('</definedNames>')) return xml.replace('</definedNames>', `${definedName}</definedNames>`);
    throw new Error("write-excel-file's workbook XML has no <definedNames>: review functions/reports/xlsx.ts");
  }

  /** docProps/core.xml: LanePay as author, the title and the creation date, as Excel shows them under Info. */
  private documentProperties() {
    const created = this.options.generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const core = [
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
      '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ',
      'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ',
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
      '<dc:creator>LanePay</dc:creator>',
      `<dc:title>${escapeXml(this.options.title)}</dc:title>`,
      `<dcterms:created xsi:type="dcterms:W3CDTF">${created}</dcterms:created>`,
      '</cp:coreProperties>',
    ].join('');
    return {
      files: {
        write: { files: () => ({ 'docProps/core.xml': core }) },
        transform: {
          '[Content_Types].xml': {
            insert: () =>
              '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>',
          },
          '_rels/.rels': {
            insert: () =>
              '<Relationship Id="rId-lanepay-core" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>',
          },
        },
      },
    };
  }
}

/**
 * The heading of a sheet: 'LanePay · <title>' in the brand colour, a muted subtitle under it
 * (each merged over its number of columns), then a blank row.
 */
export function addTitleRows(
  sheet: Worksheet,
  heading: { title: string; subtitle: string; titleColumns: number; subtitleColumns: number },
): void {
  const title = sheet.addRow([`LanePay · ${heading.title}`], {
    fontWeight: 'bold',
    fontSize: 16,
    textColor: brandColor,
    height: 24,
  });
  sheet.merge(title, 1, heading.titleColumns);
  const subtitle = sheet.addRow([heading.subtitle], { textColor: mutedColor });
  sheet.merge(subtitle, 1, heading.subtitleColumns);
  sheet.addRow();
}

/** The heading of a list's export: its title, then the parts of its subtitle that are there (payee, filters, when). */
export function addListTitleRows(
  sheet: Worksheet,
  title: string,
  subtitle: readonly (string | null | undefined)[],
): void {
  addTitleRows(sheet, { title, subtitle: subtitle.filter(Boolean).join(' · '), titleColumns: 6, subtitleColumns: 10 });
}

/**
 * A table's header row: styled across the sheet, the given columns (numbers, amounts) aligned right,
 * and frozen so it stays in view. Returns the row's number.
 */
export function addHeaderRow(sheet: Worksheet, labels: readonly string[], rightAligned: readonly number[]): number {
  const header = sheet.addRow(labels);
  sheet.styleRow(header, labels.length, headerStyle);
  for (const column of rightAligned) sheet.style(header, column, { align: 'right' });
  sheet.freezeThrough(header);
  return header;
}

/**
 * After a list's rows: a filter over the header and the rows, or, when there are none, the line
 * an empty list shows. Returns the last row's number.
 */
export function endListRows(sheet: Worksheet, header: number, rowCount: number, emptyMessage: string): number {
  const lastRow = header + rowCount;
  if (rowCount > 0) sheet.autoFilter(header, lastRow);
  else addEmptyListRow(sheet, emptyMessage);
  return lastRow;
}

/**
 * A total of one currency's rows: the sum of `valueColumn` where `currencyColumn` holds `code`, over
 * `firstRow`–`lastRow`, with the value it comes to cached for readers that do not calculate.
 */
export function sumIfCurrency(
  rows: { first: number; last: number },
  currencyColumn: number,
  valueColumn: number,
  code: string,
  result: number,
): Formula {
  const range = (column: number) => `$${columnLetter(column)}$${rows.first}:$${columnLetter(column)}$${rows.last}`;
  return { formula: `SUMIF(${range(currencyColumn)},"${code}",${range(valueColumn)})`, result };
}

/** The line an empty list shows in place of its rows. */
export function addEmptyListRow(sheet: Worksheet, message: string): void {
  const empty = sheet.addRow([message], { fontStyle: 'italic' });
  sheet.merge(empty, 1, 6);
}
