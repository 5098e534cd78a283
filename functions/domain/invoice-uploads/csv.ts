import { type SheetRow, UnreadableSheetError } from './sheet.ts';

/**
 * A CSV file's rows (RFC 4180: comma-separated, fields in double quotes may hold commas, line
 * breaks and doubled quotes; CRLF or LF line ends). The text must be UTF-8 (a leading byte-order
 * mark is dropped): anything else is refused rather than read with wrong characters. A semicolon
 * or tab separates the fields instead when the header row holds one and no comma (spreadsheets in
 * many European locales save "CSV" so).
 */
export function readCsvRows(bytes: Uint8Array): SheetRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new UnreadableSheetError('unreadable', 'The file is not UTF-8 text');
  }
  if (text.includes('\u0000')) throw new UnreadableSheetError('unreadable', 'The file is not text');
  const separator = separatorOf(text);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  const endRow = () => {
    cells.push(field);
    rows.push({ rowNumber: rowStart, cells });
    cells = [];
    field = '';
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === separator) {
      cells.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      // The LF ends the row.
    } else if (char === '\n' || char === '\r') {
      endRow();
      line++;
      rowStart = line;
    } else {
      field += char;
    }
  }
  if (field !== '' || cells.length > 0) endRow();
  return rows;
}

function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r|\n|$/));
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}
