import { questionTypeLabels } from '@aula/common';
import type { Queryable } from '../../db/database.js';
import { sheetCsv, type CsvSeparator } from '../gradebook/csv.js';
import { fileSlug, type GradebookFile, type GradebookFormat } from '../gradebook/files.js';
import { defused, type ExportSheet, type ExportValue } from '../gradebook/layout.js';
import { sheetName, sheetXlsx, xlsxContentType } from '../gradebook/xlsx.js';
import { assignmentStatistics } from './analysis.js';
import type { AssignmentStatistics, StatisticsAttempts } from './schemas.js';

// The statistics as a spreadsheet, written by the gradebook's exporter: a summary block, then one row per question.
// Counts and positions are whole numbers, the kinds named as the screens name them (@aula/common).

const attemptsNames: Record<StatisticsAttempts, string> = {
  GRADED: 'Los que cuentan para la nota',
  FIRST: 'El primero de cada estudiante',
  ALL: 'Todos',
};

const histogramLabel = (i: number) => (i === 9 ? '[90, 100]' : `[${i * 10}, ${i * 10 + 10})`);

/** Summary (attempts counted, mean, median, SD, alpha, histogram), then position, statement, type and the numbers. */
export function statisticsSheet(stats: AssignmentStatistics): ExportSheet {
  const preamble: ExportValue[][] = [
    ['Intentos considerados', attemptsNames[stats.attempts]],
    ['Intentos', stats.attemptCount],
    ['Estudiantes', stats.studentCount],
    ['Media', stats.mean],
    ['Mediana', stats.median],
    ['Desviación típica', stats.standardDeviation],
    ['Alfa de Cronbach', stats.cronbachAlpha],
    ['Respuestas pendientes de calificar', stats.pendingCount],
    ...stats.histogram.map((count, i): ExportValue[] => [`Intentos con nota en ${histogramLabel(i)}`, count]),
  ];
  const header = ['Posición', 'Enunciado', 'Tipo', 'Respuestas contadas', 'Pendientes', 'Facilidad', 'Desviación típica', 'Discriminación', 'Avisos'];
  const rows = stats.questions.map((q): ExportValue[] => [
    q.position,
    defused(q.statement),
    questionTypeLabels[q.type] ?? q.type,
    q.attemptCount,
    q.pendingCount,
    q.facility,
    q.standardDeviation,
    q.discrimination,
    q.flagReasons.join('; '),
  ]);
  return { header, rows, gradeColumns: [5, 6, 7], headerNotes: new Map(), preamble };
}

/** The owner's statistics of an assignment as a file (403 for anyone else): 'estadisticas-<assignment>.xlsx'. */
export async function statisticsFile(
  db: Queryable,
  assignmentId: string,
  viewerId: string,
  attempts: StatisticsAttempts,
  format: GradebookFormat,
  separator: CsvSeparator = 'comma',
): Promise<GradebookFile> {
  const stats = await assignmentStatistics(db, assignmentId, viewerId, attempts);
  const [assignment] = await db.query<{ name: string }>('SELECT name FROM assignments WHERE id = $1', [stats.assignmentId]);
  const name = assignment?.name ?? '';
  const fileName = `estadisticas-${fileSlug(name) || 'tarea'}.${format}`;
  const sheet = statisticsSheet(stats);
  if (format === 'xlsx') return { fileName, contentType: xlsxContentType, bytes: await sheetXlsx(sheet, sheetName(name || 'Estadísticas'), 0) };
  return { fileName, contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(sheetCsv(sheet, separator), 'utf8') };
}
