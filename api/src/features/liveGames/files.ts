import { ApiError, forbidden } from '../../domain/errors.js';
import { sheetCsv, type CsvSeparator } from '../gradebook/csv.js';
import { fileSlug, type GradebookFile, type GradebookFormat } from '../gradebook/files.js';
import { defused, type ExportSheet, type ExportValue } from '../gradebook/layout.js';
import { sheetXlsx, xlsxContentType } from '../gradebook/xlsx.js';
import type { QuestionRow } from '../questions/repository.js';
import { answerSummary } from './distribution.js';
import { loadVisibleGame, type LiveContext } from './lifecycle.js';
import { answersOfGame, rankedPlayers } from './repository.js';

/**
 * The results of a finished game for its host, with the gradebook's writers: one row per player by rank (Usuario,
 * Puesto, Puntos, Respuestas correctas), then per question its points and the answer given.
 */
export async function liveResultsFile(
  ctx: LiveContext,
  gameId: string,
  viewerId: string,
  format: GradebookFormat,
  separator: CsvSeparator = 'comma',
): Promise<GradebookFile> {
  const game = await loadVisibleGame(ctx, gameId, viewerId);
  if (game.host_profile_id !== viewerId) throw forbidden();
  if (game.status !== 'FINISHED') throw new ApiError(409, 'Los resultados se pueden descargar cuando el juego termina.');
  const [players, answers, questions, [assignment]] = await Promise.all([
    rankedPlayers(ctx.db, gameId),
    answersOfGame(ctx.db, gameId),
    ctx.db.query<QuestionRow>('SELECT * FROM questions WHERE id = ANY($1::uuid[])', [game.question_ids]),
    ctx.db.query<{ name: string }>('SELECT name FROM assignments WHERE id = $1', [game.assignment_id]),
  ]);
  const questionById = new Map(questions.map((q) => [q.id, q]));
  const header = [
    'Usuario',
    'Puesto',
    'Puntos',
    'Respuestas correctas',
    ...game.question_ids.flatMap((_, i) => [`P${i + 1} puntos`, `P${i + 1} respuesta`]),
  ];
  const rows: ExportValue[][] = players.map((player) => [
    defused(player.nickname),
    player.rank,
    player.score,
    player.correct_count,
    ...game.question_ids.flatMap((questionId, i) => {
      const given = answers.find((a) => a.profile_id === player.profile_id && a.question_index === i);
      const question = questionById.get(questionId);
      if (!given || !question) return [null, 'Sin respuesta'];
      return [given.points, defused(answerSummary(question, given.answer))];
    }),
  ]);
  const sheet: ExportSheet = { header: header.map(defused), rows, gradeColumns: [], headerNotes: new Map() };
  const name = assignment?.name ?? '';
  const fileName = `en-vivo-${fileSlug(name) || 'juego'}.${format}`;
  if (format === 'xlsx') return { fileName, contentType: xlsxContentType, bytes: await sheetXlsx(sheet, 'En vivo', 2) };
  return { fileName, contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(sheetCsv(sheet, separator), 'utf8') };
}
