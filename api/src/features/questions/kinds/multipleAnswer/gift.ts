import { answerGift, about, escapeGift, generalFeedback, giftNumber, statementOf, type GiftPart } from '../../formats/giftSyntax.js';

/**
 * GIFT multiple choice `{=right ~wrong}` and multiple answers `{~%50%a ~%50%b ~%-100%c}`: the options with a
 * positive weight (or `=`) are the right ones. Aula grades max(0, (right chosen − wrong chosen) / right ones), so
 * weights that say otherwise are reported with how the grade will differ.
 */
export const multipleAnswerGift: GiftPart = {
  read(question) {
    const [block] = question.blocks;
    if (question.gap || block?.form !== 'answers' || block.answers.some((answer) => answer.match)) return undefined;
    if (block.answers.every((answer) => answer.right)) return undefined; // all '=': a short answer
    const weightOf = (answer: (typeof block.answers)[number]) => answer.weight ?? (answer.right ? 100 : 0);
    const rightOnes = block.answers.flatMap((answer, i) => (weightOf(answer) > 0 ? [i] : []));
    const warnings: string[] = [];
    const n = rightOnes.length;
    const fair =
      n === 1
        ? block.answers.every((answer) => {
            const weight = weightOf(answer);
            return weight > 0 ? about(weight, 100) : about(weight, 0) || about(weight, -100);
          })
        : block.answers.every((answer) => {
            const weight = weightOf(answer);
            return weight > 0 ? about(weight, 100 / n) : about(weight, -100 / n);
          });
    if (n > 0 && !fair) {
      warnings.push(
        'sus pesos (%n%) no se pueden expresar en Aula: la nota será max(0, (correctas elegidas − incorrectas elegidas) / ' +
          `${n} correcta${n === 1 ? '' : 's'}), no la suma de los pesos elegidos`,
      );
    }
    if (block.answers.some((answer) => answer.feedback)) warnings.push('la retroalimentación de cada respuesta no se importa (Aula no la tiene)');
    return {
      body: {
        type: 'MULTIPLE_ANSWER',
        statement: statementOf(question),
        options: block.answers.map((answer) => answer.text),
        correctOptionsIndex: rightOnes,
      },
      warnings,
    };
  },
  write(question, explanation) {
    const options = (question.options as string[] | undefined) ?? [];
    const right = new Set((question.correctOptionsIndex as number[] | undefined) ?? []);
    const share = giftNumber(Number((100 / Math.max(1, right.size)).toFixed(5)));
    const block = options
      .map((option, i) =>
        right.size === 1
          ? `${right.has(i) ? '=' : '~'}${answerGift(option, right.has(i) ? 100 : 0)}`
          : `~%${right.has(i) ? '' : '-'}${share}%${answerGift(option)}`,
      )
      .join(' ');
    return { text: `${escapeGift(question.statement)} {${block}${generalFeedback(explanation)}}` };
  },
};
