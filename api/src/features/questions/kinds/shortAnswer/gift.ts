import { answerGift, escapeGift, generalFeedback, statementOf, type GiftPart } from '../../formats/giftSyntax.js';

/** GIFT short answer `{=a =b}` (every answer right), and essay `{}` (no accepted answers: the teacher grades). */
export const shortAnswerGift: GiftPart = {
  read(question) {
    const [block] = question.blocks;
    if (question.gap || !block) return undefined;
    const statement = statementOf(question);
    if (block.form === 'essay') return { body: { type: 'SHORT_ANSWER', statement, acceptedAnswers: [] } };
    if (block.form !== 'answers' || block.answers.some((answer) => !answer.right || answer.match)) return undefined;
    const warnings: string[] = [];
    const accepted = block.answers.filter((answer) => {
      if (answer.weight === null || answer.weight >= 100) return true;
      if (answer.weight <= 0) {
        warnings.push(`la respuesta «${answer.text}» (${answer.weight}%) no da puntos y no se importa`);
        return false;
      }
      warnings.push(`la respuesta «${answer.text}» da ${answer.weight}% en Moodle; en Aula contará como correcta (100%)`);
      return true;
    });
    if (block.answers.some((answer) => answer.feedback)) warnings.push('la retroalimentación de cada respuesta no se importa (Aula no la tiene)');
    return { body: { type: 'SHORT_ANSWER', statement, acceptedAnswers: accepted.map((answer) => answer.text) }, warnings };
  },
  write(question, explanation) {
    const accepted = (question.acceptedAnswers as string[] | undefined) ?? [];
    const block = accepted.map((answer) => `=${answerGift(answer, 100)}`).join(' ');
    return { text: `${escapeGift(question.statement)} {${block}${generalFeedback(explanation)}}` };
  },
};
