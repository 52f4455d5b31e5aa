import type { MoodleXmlPart } from '../../formats/moodleXmlParts.js';
import {
  answerElement,
  attributeOf,
  childOf,
  childrenOf,
  formatToText,
  fractionOf,
  leaf,
  ownText,
  quoted,
  rawText,
  samePercent,
} from '../../formats/moodleXmlParts.js';

// Moodle's shortanswer: answers with percentages (`*` a wildcard, as in Aula); those worth 100 % are Aula's accepted
// answers. Moodle's essay is a short answer without accepted answers: the teacher grades it, and Aula writes such a
// question back as an essay.

export const shortAnswerMoodleXml: MoodleXmlPart = {
  type: 'SHORT_ANSWER',
  qtypes: ['shortanswer', 'essay'],
  read(question, { warn }) {
    if (attributeOf(question, 'type') === 'essay') return { fields: { acceptedAnswers: [] } };
    const answers = childrenOf(question, 'answer').map((answer) => ({
      text: formatToText(rawText(answer), 'plain_text'),
      fraction: fractionOf(answer),
    }));
    const acceptedAnswers = answers.filter((answer) => samePercent(answer.fraction, 100)).map((answer) => answer.text);
    for (const partial of answers.filter((answer) => answer.fraction > 0 && !samePercent(answer.fraction, 100))) {
      warn(
        `la respuesta ${quoted(partial.text)} vale ${partial.fraction} % en Moodle; Aula solo acepta respuestas que valen el 100 %, así que no se importa`,
      );
    }
    if (acceptedAnswers.length === 0 && answers.length > 0) warn('ninguna respuesta vale el 100 %: en Aula la calificará el docente');
    if (['1', 'true'].includes(ownText(childOf(question, 'usecase')).trim())) {
      warn('en Moodle las respuestas distinguen mayúsculas y minúsculas; en Aula no las distinguen');
    }
    return { fields: { acceptedAnswers } };
  },
  write(question) {
    const accepted = (question.acceptedAnswers as string[] | undefined) ?? [];
    if (accepted.length === 0) {
      return {
        qtype: 'essay',
        elements: [
          leaf('responseformat', 'plain'),
          leaf('responserequired', 1),
          leaf('responsefieldlines', 5),
          leaf('attachments', 0),
          leaf('attachmentsrequired', 0),
        ],
      };
    }
    return {
      qtype: 'shortanswer',
      elements: [leaf('usecase', 0), ...accepted.map((answer) => answerElement(100, answer, [], 'moodle_auto_format'))],
    };
  },
};
