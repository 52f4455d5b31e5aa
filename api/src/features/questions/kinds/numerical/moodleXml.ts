import type { MoodleXmlPart } from '../../formats/moodleXmlParts.js';
import {
  answerElement,
  childOf,
  childrenOf,
  fractionOf,
  isMoodleGrade,
  leaf,
  moodleGrade,
  numberOf,
  ownText,
  quoted,
  rawText,
} from '../../formats/moodleXmlParts.js';
import type { NumericalAnswer } from './index.js';

// Moodle's numerical: answers with a value, a tolerance and a percentage, which is Aula's credit. Moodle takes only
// its own list of grades (100 %, 90 %, 83.33333 % … 5 %): a credit outside it is written as the nearest such grade,
// and exactly in <aulacredit>, which Moodle ignores and Aula reads back. Answers worth 0 grade nothing either way
// and are left out; Moodle's "*" (any other number) and its units have no place in Aula and are reported.

export const numericalMoodleXml: MoodleXmlPart = {
  type: 'NUMERICAL',
  qtypes: ['numerical'],
  read(question, { warn }) {
    const answers: NumericalAnswer[] = [];
    for (const answer of childrenOf(question, 'answer')) {
      const exact = numberOf(ownText(childOf(answer, 'aulacredit')));
      const credit = exact ?? fractionOf(answer);
      if (credit <= 0) continue;
      const text = rawText(answer).trim();
      const value = numberOf(text);
      if (value === null) {
        warn(`la respuesta ${quoted(text)} ${text === '*' ? '(cualquier otro número)' : 'no es un número y'} no se importa`);
        continue;
      }
      answers.push({ value, tolerance: Math.abs(numberOf(ownText(childOf(answer, 'tolerance'))) ?? 0), credit });
    }
    if (childrenOf(childOf(question, 'units'), 'unit').length > 0) {
      warn('en Moodle la respuesta puede llevar unidades; en Aula se responde solo con el número, en la unidad de las respuestas');
    }
    return { fields: { answers } };
  },
  write(question) {
    const answers = (question.answers as NumericalAnswer[] | undefined) ?? [];
    return {
      qtype: 'numerical',
      elements: [
        ...answers.map(({ value, tolerance, credit }) =>
          answerElement(
            moodleGrade(credit),
            String(value),
            [leaf('tolerance', tolerance), ...(isMoodleGrade(credit) ? [] : [leaf('aulacredit', credit)])],
            'moodle_auto_format',
          ),
        ),
        leaf('unitgradingtype', 0),
        leaf('unitpenalty', 0),
        leaf('showunits', 3),
        leaf('unitsleft', 0),
      ],
    };
  },
};
