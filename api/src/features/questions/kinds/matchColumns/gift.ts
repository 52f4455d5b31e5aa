import { answerGift, escapeGift, generalFeedback, statementOf, type GiftPart } from '../../formats/giftSyntax.js';

/** GIFT matching `{=left -> right ...}`: rightColumn[i] belongs to leftColumn[i]. */
export const matchColumnsGift: GiftPart = {
  read(question) {
    const [block] = question.blocks;
    if (question.gap || block?.form !== 'answers' || !block.answers.every((answer) => answer.match)) return undefined;
    const pairs = block.answers.filter((answer) => answer.match!.left !== '');
    const warnings = pairs.length < block.answers.length ? ['las respuestas de más sin elemento a la izquierda (distractores) no se importan'] : [];
    return {
      body: {
        type: 'MATCH_COLUMNS',
        statement: statementOf(question),
        leftColumn: pairs.map((answer) => answer.match!.left),
        rightColumn: pairs.map((answer) => answer.match!.right),
      },
      warnings,
    };
  },
  write(question, explanation) {
    const left = (question.leftColumn as string[] | undefined) ?? [];
    const right = (question.rightColumn as string[] | undefined) ?? [];
    const block = left.map((item, i) => `=${answerGift(item, 100)} -> ${answerGift(right[i] ?? '', 100)}`).join(' ');
    return { text: `${escapeGift(question.statement)} {${block}${generalFeedback(explanation)}}` };
  },
};
