import { exportSheet, type ExportSheet, type ExportValue } from './layout.js';
import type { GradebookTable } from './schemas.js';

// The gradebook as CSV (RFC 4180: CRLF, fields with a separator, a quote or a line break quoted, quotes doubled),
// UTF-8 with a BOM so that Excel reads the accents right. Grades are plain numbers with two decimals, so a
// spreadsheet sums them; an empty grade is 'Sin intento' (its status column says so), never 0.

const bom = '\uFEFF';

export type CsvSeparator = 'comma' | 'semicolon';

/**
 * A field quoted when it holds either separator, a quote or a line break: a name with ';' stays one cell in both
 * styles. A number has two decimals in a grade column (and whenever it has a fraction); outside them a whole number
 * (a count, a position) is written as one.
 */
function field(value: ExportValue, decimalComma: boolean, grade: boolean): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    const text = !grade && Number.isInteger(value) ? String(value) : value.toFixed(2);
    return decimalComma ? text.replace('.', ',') : text;
  }
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * `comma`: ',' between fields and a decimal point, what spreadsheets in English read. `semicolon`: ';' and a
 * decimal comma, what Excel and LibreOffice in Spanish expect (their list separator is ';').
 */
export function gradebookCsv(table: GradebookTable, separator: CsvSeparator = 'comma'): string {
  return sheetCsv(exportSheet(table), separator);
}

/** Any export sheet as CSV, in either style: its preamble and an empty line first when it has one. */
export function sheetCsv({ header, rows, preamble, gradeColumns }: ExportSheet, separator: CsvSeparator = 'comma'): string {
  const decimalComma = separator === 'semicolon';
  const grades = new Set(gradeColumns);
  const line = (values: ExportValue[], inTable: boolean) =>
    values.map((v, i) => field(v, decimalComma, inTable && grades.has(i))).join(decimalComma ? ';' : ',');
  const above = preamble ? [...preamble, []].map((values) => line(values, false)) : [];
  return bom + [...above, line(header, true), ...rows.map((values) => line(values, true))].join('\r\n') + '\r\n';
}
