import type { MoodleXmlPart } from '../../formats/moodleXmlParts.js';
import { answerElement, childOf, childrenOf, fractionOf, leaf, ownText, plainText, quoted } from '../../formats/moodleXmlParts.js';

// The ordering plugin (qtype_ordering): its answers are the items, each with its place in the right order as its
// `fraction` (1, 2, 3…). Aula grades the share of items left in their place, which is the plugin's
// ABSOLUTE_POSITION grading, and shows every item: other gradings and a shown subset are reported.

/** The plugin's selecttype: ALL (0) shows every item; RANDOM (1) and CONTIGUOUS (2) a subset of selectcount. */
const allItems = new Set(['', 'ALL', '0']);
/** The plugin's gradingtype that is Aula's rule (an empty one is the plugin's default, not known from the file). */
const placesRight = new Set(['', 'ABSOLUTE_POSITION', '0']);

export const orderingMoodleXml: MoodleXmlPart = {
  type: 'ORDERING',
  qtypes: ['ordering'],
  read(question, { warn }) {
    const answers = childrenOf(question, 'answer').map((answer, index) => ({ text: plainText(answer), place: fractionOf(answer), index }));
    // The places order the items when each is a different number; otherwise the file's order is the right one.
    const placed = new Set(answers.map((answer) => answer.place)).size === answers.length && answers.every((answer) => answer.place > 0);
    const items = (placed ? [...answers].sort((a, b) => a.place - b.place) : answers).map((answer) => answer.text);
    const grading = ownText(childOf(question, 'gradingtype')).trim().toUpperCase();
    if (!placesRight.has(grading)) {
      warn(`en Moodle se califica con ${quoted(grading)}; en Aula la nota es la parte de elementos que quedan en su lugar`);
    }
    const select = ownText(childOf(question, 'selecttype')).trim().toUpperCase();
    const count = Number(ownText(childOf(question, 'selectcount')).trim() || '0');
    if (!allItems.has(select) && count > 0 && count < items.length) {
      warn(`en Moodle se muestran ${count} de sus ${items.length} elementos; en Aula se muestran todos`);
    }
    return { fields: { items } };
  },
  write(question) {
    const items = (question.items as string[] | undefined) ?? [];
    return {
      qtype: 'ordering',
      elements: [
        leaf('layouttype', 'VERTICAL'),
        leaf('selecttype', 'ALL'),
        leaf('selectcount', 0),
        leaf('gradingtype', 'ABSOLUTE_POSITION'),
        leaf('showgrading', 'SHOW'),
        leaf('numberingstyle', 'none'),
        ...items.map((item, index) => answerElement(index + 1, item)),
      ],
    };
  },
};
