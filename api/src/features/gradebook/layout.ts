import { cellStatus } from './table.js';
import type { GradebookTable } from './schemas.js';

// What both exports write, before any file format: a header and one row per student, each value a number (a grade,
// the average), text (names, statuses) or empty (no grade: 'Sin intento' says why in the status beside it).

export type ExportValue = number | string | null;

export interface ExportSheet {
  header: string[];
  rows: ExportValue[][];
  /** Which columns hold grades (numbers with two decimals). */
  gradeColumns: number[];
  /** Per grade column of an assignment, the note on its header: its weight in the average. */
  headerNotes: Map<number, string>;
  /** Rows written above the header, then an empty row (a summary: the statistics' export has one). */
  preamble?: ExportValue[][];
}

const formulaStart = /^[=+\-@\t\r]/;

/**
 * OWASP's defence against formula injection (CSV injection): a text cell starting with '=', '+', '-', '@', a tab
 * or a carriage return gets a "'" first, so no spreadsheet reads it as a formula. Numbers are never text here.
 */
export const defused = (text: string) => (formulaStart.test(text) ? `'${text}` : text);

const weightText = (weight: number) => `Peso en el promedio: ${String(weight).replace('.', ',')}`;

/** Nombre, Apellido, Usuario; per assignment its grade and its status; then 'Promedio'. */
export function exportSheet({ assignments, students }: GradebookTable): ExportSheet {
  const header = ['Nombre', 'Apellido', 'Usuario', ...assignments.flatMap((a) => [a.name, `${a.name} (estado)`]), 'Promedio'];
  const gradeColumns = [...assignments.map((_, i) => 3 + 2 * i), header.length - 1];
  const headerNotes = new Map(assignments.map((a, i) => [3 + 2 * i, weightText(a.weight)]));
  const rows = students.map((s) => [s.firstName, s.lastName, s.username, ...s.grades.flatMap((cell) => [cell.grade, cellStatus(cell)]), s.average]);
  return {
    header: header.map(defused),
    rows: rows.map((row) => row.map((v) => (typeof v === 'string' ? defused(v) : v))),
    gradeColumns,
    headerNotes,
  };
}
