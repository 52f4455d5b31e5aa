import type { MoodleXmlPart } from '../../formats/moodleXmlParts.js';
import {
  answerElement,
  childOf,
  childrenOf,
  fractionOf,
  leaf,
  moodleGrade,
  ownText,
  plainText,
  quoted,
  samePercent,
} from '../../formats/moodleXmlParts.js';

// Moodle's multichoice, one answer (<single>true) or several: each option carries a percentage, a chosen option
// adds its own and the sum (never below 0) is the grade. Aula's options are right or wrong: the right ones are those
// with a positive percentage, and a right option chosen adds 1/N of the grade (N right options), a wrong one takes
// the same away, never below 0. Written back, the percentages are exactly Aula's rule (+1/N, −1/N), so Moodle grades
// as Aula does; read, any other percentages are imported with a warning saying how the grade will differ.

const percent = (value: number) => `${value.toLocaleString('es', { maximumFractionDigits: 2 })} %`;

export const multipleAnswerMoodleXml: MoodleXmlPart = {
  type: 'MULTIPLE_ANSWER',
  qtypes: ['multichoice'],
  read(question, { warn }) {
    const single = ['true', '1'].includes(ownText(childOf(question, 'single')).trim().toLowerCase());
    const answers = childrenOf(question, 'answer').map((answer) => ({ text: plainText(answer), fraction: fractionOf(answer) }));
    const correctOptionsIndex = answers.flatMap((answer, index) => (answer.fraction > 0 ? [index] : []));
    if (correctOptionsIndex.length === 0)
      return { problem: 'ninguna opción tiene un porcentaje positivo, y Aula necesita al menos una opción correcta' };
    const right = correctOptionsIndex.length;
    const share = 100 / right;
    // Single: Moodle lets one option be chosen, worth its percentage; Aula gives 1/N for it. Multiple: the same
    // grade for every choice exactly when the right options are worth +1/N and the wrong ones −1/N.
    const differing = single
      ? answers.filter((answer) => answer.fraction > 0 && !samePercent(answer.fraction, share))
      : answers.filter((answer) => !samePercent(answer.fraction, answer.fraction > 0 ? share : -share));
    if (differing.length > 0 || (single && right > 1)) {
      const inMoodle = [
        ...differing.slice(0, 5).map((answer) => `${quoted(answer.text, 40)} vale ${percent(answer.fraction)}`),
        ...(differing.length > 5 ? ['…'] : []),
      ].join(', ');
      warn(
        `se calificará distinto que en Moodle. En Moodle ${single ? 'se elige una sola opción' : 'cada opción elegida suma o resta su porcentaje'}` +
          `${inMoodle ? ` (${inMoodle})` : ''}; en Aula ${right === 1 ? 'la opción correcta vale el 100 %' : `las ${right} opciones con porcentaje positivo son correctas y cada una elegida suma ${percent(share)}`}` +
          ` y cada opción incorrecta elegida resta ${percent(share)}, sin bajar de 0`,
      );
    }
    return { fields: { options: answers.map((answer) => answer.text), correctOptionsIndex } };
  },
  write(question) {
    const options = (question.options as string[] | undefined) ?? [];
    const correct = new Set((question.correctOptionsIndex as number[] | undefined) ?? []);
    const single = correct.size === 1;
    // One right option: Moodle's single choice, where Aula's rule and Moodle's agree on every answer Moodle allows.
    const right = single ? 100 : moodleGrade(100 / correct.size);
    const wrong = single ? 0 : -right;
    return {
      qtype: 'multichoice',
      elements: [
        leaf('single', single),
        leaf('shuffleanswers', false),
        leaf('answernumbering', 'abc'),
        ...options.map((option, index) => answerElement(correct.has(index) ? right : wrong, option)),
      ],
    };
  },
};
