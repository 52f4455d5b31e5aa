import { escapeGift, generalFeedback, giftNumber, statementOf, type GiftPart } from '../../formats/giftSyntax.js';
import type { NumericalAnswer } from './index.js';

const range = (answer: NumericalAnswer) => `${giftNumber(answer.value)}:${giftNumber(answer.tolerance)}`;

/** GIFT `{#1822}`, `{#3.1415:0.0005}`, `{#3.141..3.142}` and `{#=1822:0 =%50%1822:2}`. */
export const numericalGift: GiftPart = {
  read(question) {
    const [block] = question.blocks;
    if (question.gap || block?.form !== 'numerical') return undefined;
    const answers = block.answers.map(({ value, tolerance, credit }) => ({ value, tolerance, credit }));
    return {
      body: { type: 'NUMERICAL', statement: statementOf(question), answers },
      warnings: block.answers.some((answer) => answer.feedback) ? ['la retroalimentación de cada respuesta no se importa (Aula no la tiene)'] : [],
    };
  },
  write(question, explanation) {
    const answers = (question.answers as NumericalAnswer[] | undefined) ?? [];
    const only = answers.length === 1 && answers[0]!.credit === 100;
    const block = only ? range(answers[0]!) : answers.map((answer) => `=%${giftNumber(answer.credit)}%${range(answer)}`).join(' ');
    return { text: `${escapeGift(question.statement)} {#${block}${generalFeedback(explanation)}}` };
  },
};
