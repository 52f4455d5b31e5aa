import { answerGift, escapeGift, generalFeedback, type GiftPart } from '../../formats/giftSyntax.js';
import { blankSegments, splitWords } from '../../fillBlanks.js';

/** The directive that marks a fill-blanks question, so a blank at the very end is not read as a short answer. */
export const fillBlanksDirective = 'fill-blanks';

/**
 * GIFT's missing word (`Text {=word ~other} more text`): each gap must have one right answer of one word, which
 * becomes a blank. Several gaps in one question are Aula's extension (Moodle reads only the first).
 */
export const fillBlanksGift: GiftPart = {
  read(question) {
    if (!question.gap && !question.directives.has(fillBlanksDirective)) return undefined;
    const words: string[] = [];
    const warnings: string[] = [];
    for (const [i, block] of question.blocks.entries()) {
      const right = block.form === 'answers' ? block.answers.filter((answer) => answer.right && !answer.match) : [];
      const word = right[0]?.text ?? '';
      const oneWord = splitWords(word);
      if (right.length !== 1 || oneWord.length !== 1 || oneWord[0]!.word !== word) {
        // A second "gap" on a new line, or one that is a whole answer block ({T}, {#…}, {}), is most likely the
        // next question written without the blank line between them.
        const nextQuestion = i > 0 && (block.form !== 'answers' || /\n/.test(question.segments[i]!));
        const hint = nextQuestion ? '; ¿falta una línea en blanco entre preguntas? Deje una línea en blanco entre cada pregunta' : '';
        return { error: `el hueco ${i + 1} debe tener una sola respuesta correcta de una palabra (Aula no admite otros huecos)${hint}` };
      }
      if (block.form === 'answers' && block.answers.length > 1) {
        warnings.push(`las opciones incorrectas del hueco ${i + 1} no se importan: el estudiante escribirá la palabra`);
      }
      words.push(word);
    }
    const parts = question.segments.flatMap((segment, i) => (i < words.length ? [segment, words[i]!] : [segment]));
    const statement = parts.join('');
    // Each blank must fall where its gap was: the same word earlier in the text would take its place.
    const segments = blankSegments(statement, words);
    if (!segments || segments.join('\u0000') !== question.segments.join('\u0000')) {
      return { error: 'una palabra de un hueco aparece antes en el texto; Aula pone cada hueco en la primera aparición de su palabra' };
    }
    return { body: { type: 'FILL_BLANKS', statement, correctWords: words }, warnings };
  },
  write(question, explanation) {
    const words = (question.correctWords as string[] | undefined) ?? [];
    const segments = blankSegments(question.statement, words) ?? [question.statement];
    const text = segments
      .map(
        (segment, i) =>
          escapeGift(segment) + (i < words.length ? `{=${answerGift(words[i]!, 100)}${i === 0 ? generalFeedback(explanation) : ''}}` : ''),
      )
      .join('');
    return { text, directives: [fillBlanksDirective] };
  },
};
