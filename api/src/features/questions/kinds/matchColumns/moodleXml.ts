import type { MoodleXmlPart } from '../../formats/moodleXmlParts.js';
import { childOf, childrenOf, formatToText, leaf, node, plainText, quoted, rawText } from '../../formats/moodleXmlParts.js';

// Moodle's matching: each <subquestion> is a left item holding its right item (<answer>). A subquestion without text
// is an extra right item (a distractor), which Aula's columns cannot hold: it is left out with a warning.

export const matchColumnsMoodleXml: MoodleXmlPart = {
  type: 'MATCH_COLUMNS',
  qtypes: ['matching'],
  read(question, { warn }) {
    const leftColumn: string[] = [];
    const rightColumn: string[] = [];
    for (const subquestion of childrenOf(question, 'subquestion')) {
      const left = plainText(subquestion);
      const right = formatToText(rawText(childOf(subquestion, 'answer')), 'plain_text');
      if (left) {
        leftColumn.push(left);
        rightColumn.push(right);
      } else if (right) {
        warn(
          `la respuesta de más ${quoted(right)} (sin elemento al que emparejarse) no se importa: en Aula cada elemento de la columna derecha corresponde a uno de la izquierda`,
        );
      }
    }
    return { fields: { leftColumn, rightColumn } };
  },
  write(question) {
    const left = (question.leftColumn as string[] | undefined) ?? [];
    const right = (question.rightColumn as string[] | undefined) ?? [];
    return {
      qtype: 'matching',
      elements: [
        leaf('shuffleanswers', true),
        ...left.map((item, index) =>
          node('subquestion', { format: 'plain_text' }, [leaf('text', item), node('answer', {}, [leaf('text', right[index] ?? '')])]),
        ),
      ],
    };
  },
};
