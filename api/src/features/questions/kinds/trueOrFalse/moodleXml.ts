import type { MoodleXmlPart } from '../../formats/moodleXmlParts.js';
import { answerElement, childrenOf, escapeHtml, fractionOf, leaf, rawText } from '../../formats/moodleXmlParts.js';

// Moodle's truefalse: two answers whose texts are "true" and "false", the right one graded 100 %. Its image travels
// as a base64 <file> inside the question text (the codec reads it into the question's image).

/** An image as an export carries it, when the exporter has read its bytes (`imageFile` beside the author view). */
interface ImageFile {
  bytes: Buffer;
  fileName: string;
}

export const trueOrFalseMoodleXml: MoodleXmlPart = {
  type: 'TRUE_OR_FALSE',
  qtypes: ['truefalse'],
  read(question) {
    const answers = childrenOf(question, 'answer').map((answer) => ({ text: rawText(answer).trim().toLowerCase(), fraction: fractionOf(answer) }));
    const right = answers.filter((answer) => answer.fraction > 0);
    if (right.length !== 1 || (right[0]!.text !== 'true' && right[0]!.text !== 'false')) {
      return { problem: 'no indica si la respuesta correcta es verdadero o falso (una respuesta «true» o «false» con el 100 %)' };
    }
    return { fields: { correctAnswer: right[0]!.text === 'true' } };
  },
  write(question) {
    const correct = question.correctAnswer !== false;
    const written = { qtype: 'truefalse', elements: [answerElement(correct ? 100 : 0, 'true'), answerElement(correct ? 0 : 100, 'false')] };
    const image = question.imageFile as ImageFile | undefined;
    if (!image) return written;
    const fileName = image.fileName.replace(/[^\w.-]/g, '_') || 'imagen';
    return {
      ...written,
      questionHtml: {
        html: `<p>${escapeHtml(question.statement)}</p><p><img src="@@PLUGINFILE@@/${fileName}" alt="" /></p>`,
        files: [leaf('file', image.bytes.toString('base64'), { name: fileName, path: '/', encoding: 'base64' })],
      },
    };
  },
};
