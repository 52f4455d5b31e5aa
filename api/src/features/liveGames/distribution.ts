import { normalizeText } from '@aula/common';
import type { Answer } from '../questions/grading.js';
import type { QuestionRow } from '../questions/repository.js';
import type { LiveAnswerCount } from './schemas.js';

/** How many distinct answers a distribution lists before 'Otras respuestas'. */
export const maxDistributionEntries = 8;

/** An answer in words, in Spanish, as grading reads it: what the host's table and the player's result show. */
export function answerSummary(question: Pick<QuestionRow, 'type' | 'details'>, answer: Answer): string {
  const { details } = question;
  switch (question.type) {
    case 'TRUE_OR_FALSE':
      return answer.trueOrFalseAnswer ? 'Verdadero' : 'Falso';
    case 'MULTIPLE_ANSWER': {
      const chosen = (answer.chosenOptionsIndex ?? []).map((i) => details.options?.[i] ?? '');
      return chosen.length ? chosen.join(', ') : 'Ninguna opción';
    }
    case 'SHORT_ANSWER':
      return answer.shortAnswer ?? '';
    case 'NUMERICAL':
      return answer.numericalAnswer === undefined ? '' : String(answer.numericalAnswer).replace('.', ',');
    case 'ORDERING':
      return (answer.orderedItems ?? []).join(', ');
    case 'FILL_BLANKS':
      return (answer.filledBlanks ?? []).join(', ');
    case 'MATCH_COLUMNS':
      return (answer.userColumnsOrder ?? []).map((right, i) => `${details.leftColumn?.[i] ?? ''} → ${right}`).join('; ');
  }
}

interface GivenAnswer {
  answer: Answer;
  /** Null when nobody grades it. */
  score: number | null;
}

/**
 * How the answers to one question spread. True or false: 'Verdadero' and 'Falso'; a multiple answer: each option in
 * order, counting who chose it; any other kind: the answers as grading normalises them, most given first, at most
 * eight and then 'Otras respuestas'. Always a last 'Sin respuesta'. `correct` only when `revealed` (null for
 * partial credit and for answers nobody grades): before the reveal the host sees counts, never which is right.
 */
export function answerDistribution(
  question: Pick<QuestionRow, 'type' | 'details'>,
  answers: GivenAnswer[],
  playerCount: number,
  revealed: boolean,
): LiveAnswerCount[] {
  const right = (value: boolean) => (revealed ? value : null);
  const unanswered: LiveAnswerCount = { label: 'Sin respuesta', count: Math.max(playerCount - answers.length, 0), correct: null };
  const { details } = question;
  if (question.type === 'TRUE_OR_FALSE') {
    const count = (value: boolean) => answers.filter((a) => a.answer.trueOrFalseAnswer === value).length;
    return [
      { label: 'Verdadero', count: count(true), correct: right(details.correctAnswer === true) },
      { label: 'Falso', count: count(false), correct: right(details.correctAnswer === false) },
      unanswered,
    ];
  }
  if (question.type === 'MULTIPLE_ANSWER') {
    const options = details.options ?? [];
    const correct = new Set(details.correctOptionsIndex ?? []);
    return [
      ...options.map((label, i) => ({
        label,
        count: answers.filter((a) => a.answer.chosenOptionsIndex?.includes(i)).length,
        correct: right(correct.has(i)),
      })),
      unanswered,
    ];
  }
  const groups = new Map<string, { label: string; count: number; score: number | null }>();
  for (const given of answers) {
    const label = normalizeText(answerSummary(question, given.answer));
    const key = label.toLocaleLowerCase('es');
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { label, count: 1, score: given.score });
  }
  const byCount = [...groups.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'es'));
  const shown = byCount.slice(0, maxDistributionEntries).map(({ label, count, score }) => ({
    label,
    count,
    correct: revealed ? (score === 100 ? true : score === 0 ? false : null) : null,
  }));
  const others = byCount.slice(maxDistributionEntries).reduce((sum, group) => sum + group.count, 0);
  return [...shown, ...(others ? [{ label: 'Otras respuestas', count: others, correct: null }] : []), unanswered];
}
