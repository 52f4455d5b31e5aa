import type { Gradebook } from './schemas.js';

// The gradebook as CSV (RFC 4180: comma-separated, CRLF, quoted fields), UTF-8 with a BOM so that Excel reads the
// accents right. One row per student; a grade has two decimals with a dot, then its marks.

const bom = '\uFEFF';

/** A field quoted when it must be; one starting like a formula gets a ' first so a spreadsheet never runs it. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cellText(cell: Gradebook['students'][number]['grades'][number]): string {
  if (cell.grade === null) return '';
  const marks = [cell.pending && 'pendiente', cell.late && 'con retraso'].filter(Boolean);
  return marks.length ? `${cell.grade.toFixed(2)} (${marks.join(', ')})` : cell.grade.toFixed(2);
}

export function gradebookCsv({ assignments, students }: Omit<Gradebook, 'csv'>): string {
  const rows = [['Estudiante', ...assignments.map((a) => a.name)], ...students.map((s) => [s.username, ...s.grades.map(cellText)])];
  return bom + rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
