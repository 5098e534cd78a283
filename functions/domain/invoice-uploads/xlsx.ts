import { unzipSync } from 'fflate';
import { invoiceUploadLimits } from '#shared/constants/invoice-uploads.ts';
import { type SheetCell, type SheetRow, UnreadableSheetError } from './sheet.ts';

/*
 * The first worksheet of an .xlsx workbook (Office Open XML), read for its cell values only. The
 * zip is unpacked with fflate (about 6 KB in a bundle, already the Excel writer's); the few XML
 * parts a value needs (workbook, its relationships, shared strings, the sheet) are read here, since
 * a full spreadsheet reader would add some 60 KB to an API function for styles, formulas and
 * schemas this never uses. Numbers stay numbers: a date is a serial number in a cell formatted as a
 * date, and the invoice date column reads it as one (functions/domain/invoice-uploads/values.ts).
 */

/** Zip files start with PK\x03\x04; the .xls format before 2007 is an OLE2 file. */
const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

export const isXlsx = (bytes: Uint8Array) => startsWith(bytes, zipMagic);
export const isOldExcel = (bytes: Uint8Array) => startsWith(bytes, oleMagic);

export function readXlsxRows(bytes: Uint8Array): SheetRow[] {
  const parts = unpack(bytes, (name) => name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels');
  const workbook = text(parts['xl/workbook.xml']);
  const rels = text(parts['xl/_rels/workbook.xml.rels']);
  const firstSheet = /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const target = firstSheet ? relationshipTarget(rels, (attrs) => attribute(attrs, 'Id') === firstSheet) : null;
  const strings = relationshipTarget(rels, (attrs) => /\/sharedStrings$/.test(attribute(attrs, 'Type') ?? ''));
  if (!target) throw new UnreadableSheetError('unreadable', 'The workbook has no worksheet');
  const sheetPart = partPath(target);
  const stringsPart = strings ? partPath(strings) : null;
  const content = unpack(bytes, (name) => name === sheetPart || name === stringsPart);
  const sheet = content[sheetPart];
  if (!sheet) throw new UnreadableSheetError('unreadable', 'The worksheet is missing');
  const sharedStrings = stringsPart && content[stringsPart] ? readSharedStrings(text(content[stringsPart])) : [];
  return readSheetRows(text(sheet), sharedStrings);
}

function unpack(bytes: Uint8Array, wanted: (name: string) => boolean): Record<string, Uint8Array> {
  let unpacked = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        if (!wanted(file.name)) return false;
        unpacked += file.originalSize;
        // fflate inflates into a buffer of the declared size, so the declared sizes bound the memory.
        if (unpacked > invoiceUploadLimits.maxUnpackedBytes) {
          throw new UnreadableSheetError('tooLarge', 'The workbook unpacks too large');
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof UnreadableSheetError) throw error;
    throw new UnreadableSheetError('unreadable', 'The file is not a readable .xlsx workbook');
  }
}

function text(part: Uint8Array | undefined): string {
  if (!part) throw new UnreadableSheetError('unreadable', 'The workbook is missing a part');
  return new TextDecoder().decode(part);
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
}

function relationshipTarget(rels: string, matches: (attributes: string) => boolean): string | null {
  for (const [, attributes = ''] of rels.matchAll(/<(?:\w+:)?Relationship\b([^>]*)\/?>/g)) {
    if (matches(attributes)) return attribute(attributes, 'Target') ?? null;
  }
  return null;
}

/** A relationship target relative to xl/ (or absolute from the package root). */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeXml(value: string): string {
  return value
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, entity: string) => {
      if (entity[0] === '#') {
        const code =
          entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
        return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
      return entities[entity] ?? match;
    })
    .replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The text of a string item: its runs' text, phonetic hints left out. */
function stringItemText(item: string): string {
  const withoutPhonetics = item.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '');
  let result = '';
  for (const [, value = ''] of withoutPhonetics.matchAll(/<(?:\w+:)?t\b[^>]*>([\s\S]*?)<\/(?:\w+:)?t>/g)) {
    result += decodeXml(value);
  }
  return result;
}

function readSharedStrings(xml: string): string[] {
  return [...xml.matchAll(/<(?:\w+:)?si\b[^>]*>([\s\S]*?)<\/(?:\w+:)?si>|<(?:\w+:)?si\b[^>]*\/>/g)].map((match) =>
    stringItemText(match[1] ?? ''),
  );
}

/** The column index (0-based) of a cell reference such as "C12". */
function columnIndex(reference: string): number | null {
  const letters = /^([A-Z]{1,3})\d+$/i.exec(reference)?.[1];
  if (!letters) return null;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function cellValue(type: string | undefined, inner: string, sharedStrings: readonly string[]): SheetCell {
  if (type === 'inlineStr') {
    const inline = /<(?:\w+:)?is\b[^>]*>([\s\S]*?)<\/(?:\w+:)?is>/.exec(inner)?.[1];
    return inline === undefined ? null : stringItemText(inline);
  }
  const raw = /<(?:\w+:)?v\b[^>]*>([\s\S]*?)<\/(?:\w+:)?v>/.exec(inner)?.[1];
  if (raw === undefined) return null;
  const value = decodeXml(raw);
  switch (type) {
    case 's':
      return sharedStrings[Number(value)] ?? null;
    case 'str':
    case 'd':
    case 'e':
      return value;
    case 'b':
      return value === '1' ? 'TRUE' : 'FALSE';
    default: {
      const number = Number(value);
      return value.trim() !== '' && Number.isFinite(number) ? number : value;
    }
  }
}

function readSheetRows(xml: string, sharedStrings: readonly string[]): SheetRow[] {
  const rows: SheetRow[] = [];
  let previousRow = 0;
  for (const [, rowAttributes = '', rowInner = ''] of xml.matchAll(
    /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g,
  )) {
    const rowNumber = Number(attribute(rowAttributes, 'r') ?? previousRow + 1);
    previousRow = rowNumber;
    const cells: SheetCell[] = [];
    let next = 0;
    for (const [, cellAttributes = '', cellInner = ''] of rowInner.matchAll(
      /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g,
    )) {
      const reference = attribute(cellAttributes, 'r');
      const index = (reference ? columnIndex(reference) : null) ?? next;
      next = index + 1;
      if (index > 50) continue;
      while (cells.length < index) cells.push(null);
      cells[index] = cellValue(attribute(cellAttributes, 't'), cellInner, sharedStrings);
    }
    rows.push({ rowNumber, cells });
  }
  return rows;
}
