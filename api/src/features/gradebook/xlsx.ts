import { exportSheet, type ExportSheet } from './layout.js';
import type { GradebookTable } from './schemas.js';

// The gradebook as an Excel workbook (exceljs): one sheet named after the group, the header frozen with the names
// beside it, grades as numbers shown with two decimals, statuses as text. Text from people (names of students,
// assignments and the group) is only ever written as a string value, never as a formula, and is defused as in
// the CSV (layout.ts) for when the sheet is saved as CSV again.

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Excel's rules for a sheet name: at most 31 characters, none of []:*?/\, not starting or ending with an
 * apostrophe, not empty and not 'History' (Excel keeps it). 'Calificaciones' when nothing is left.
 */
export function sheetName(groupName: string): string {
  const name = groupName
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .replace(/^'+|'+$/g, '')
    .trim();
  return name && name.toLowerCase() !== 'history' ? name : 'Calificaciones';
}

export function gradebookXlsx(table: GradebookTable, groupName: string): Promise<Buffer> {
  return sheetXlsx(exportSheet(table), sheetName(groupName), 3);
}

/**
 * Any export sheet as a workbook: its preamble and an empty row first when it has one, the header bold and frozen
 * with `frozenColumns` beside it, grade columns as numbers with two decimals.
 */
export async function sheetXlsx(
  { header, rows, gradeColumns, headerNotes, preamble }: ExportSheet,
  name: string,
  frozenColumns: number,
): Promise<Buffer> {
  // Loaded on the first export, not at every start: exceljs and its zip libraries take most of a second to import.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Aula';
  workbook.created = new Date();
  const headerRow = preamble ? preamble.length + 2 : 1;
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', xSplit: frozenColumns, ySplit: headerRow }] });
  if (preamble) {
    for (const row of preamble) sheet.addRow(row);
    sheet.addRow([]);
  }
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  header.forEach((title, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.min(Math.max(title.length, 10), 40) + 2;
  });
  for (const [index, note] of headerNotes) sheet.getRow(headerRow).getCell(index + 1).note = note;
  for (const index of gradeColumns) {
    sheet.getColumn(index + 1).eachCell({ includeEmpty: true }, (cell, rowNumber) => {
      if (rowNumber > headerRow) cell.numFmt = '0.00';
    });
  }
  sheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow, column: header.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
