import { displayName } from '@dataProvider/displayName';
import jsonExport from 'jsonexport/dist/index.js';

/** Excel reads a CSV as UTF-8 (Chinese included) only when the file starts with the byte order mark. */
export const BYTE_ORDER_MARK = '\uFEFF';
const LINE_END = '\r\n';

// A spreadsheet runs a cell that starts with one of these as a formula: the quote makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;
const asText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

const isNamed = (value: object): value is { name: string; alias?: string } =>
  typeof (value as { name?: unknown }).name === 'string';

/** A cell's text: a list joined, a named entity by its alias or name; any other object is left out. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean).join(', ');
  if (typeof value === 'object') return isNamed(value) ? displayName(value) : '';
  return String(value);
}

/**
 * The rows as CSV with the headers first, quoted by jsonexport, lines ended by CRLF (RFC 4180), the byte
 * order mark in front. Without rows it is the header line alone.
 */
export function csvText(headers: string[], rows: string[][]): Promise<string> {
  const keys = headers.map((_, index) => `c${index}`);
  const objects = rows.map((cells) => Object.fromEntries(keys.map((key, index) => [key, cells[index]])));
  // jsonexport writes nothing at all for no rows: one blank row gives the headers, and is then cut off.
  const blank = Object.fromEntries(keys.map((key) => [key, '']));
  return new Promise((resolve, reject) => {
    jsonExport(
      objects.length ? objects : [blank],
      { headers: keys, rename: headers, endOfLine: LINE_END, typeHandlers: { String: asText } },
      (error, csv) => {
        if (error) reject(error);
        else resolve(BYTE_ORDER_MARK + (objects.length ? csv : csv.split(LINE_END)[0]));
      },
    );
  });
}
