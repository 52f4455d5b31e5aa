import { generalFeedback, escapeGift, statementOf, type GiftPart } from '../../formats/giftSyntax.js';

/** GIFT `{T}`, `{TRUE}`, `{F}`, `{FALSE}` (with `#feedback`, which Aula has no place for). */
export const trueOrFalseGift: GiftPart = {
  read(question) {
    const [block] = question.blocks;
    if (question.gap || block?.form !== 'trueFalse') return undefined;
    return {
      body: { type: 'TRUE_OR_FALSE', statement: statementOf(question), correctAnswer: block.value },
      warnings: block.feedback.some(Boolean) ? ['la retroalimentación de cada respuesta no se importa (Aula no la tiene)'] : [],
    };
  },
  write: (question, explanation) => ({
    text: `${escapeGift(question.statement)} {${question.correctAnswer ? 'TRUE' : 'FALSE'}${generalFeedback(explanation)}}`,
    // GIFT holds no image: said in the file, never dropped silently.
    comments: question.image ? ['La imagen de esta pregunta no se exporta en GIFT (expórtela en Moodle XML)'] : [],
  }),
};
