import type { QuestionType } from '@aula/common';
import { fillBlanksMoodleXml } from '../kinds/fillBlanks/moodleXml.js';
import { matchColumnsMoodleXml } from '../kinds/matchColumns/moodleXml.js';
import { multipleAnswerMoodleXml } from '../kinds/multipleAnswer/moodleXml.js';
import { numericalMoodleXml } from '../kinds/numerical/moodleXml.js';
import { orderingMoodleXml } from '../kinds/ordering/moodleXml.js';
import { shortAnswerMoodleXml } from '../kinds/shortAnswer/moodleXml.js';
import { trueOrFalseMoodleXml } from '../kinds/trueOrFalse/moodleXml.js';
import type { MoodleXmlPart } from './moodleXmlParts.js';

/** Each kind's part of Moodle XML, one line each: a type without one is a compile error. */
// prettier-ignore
export const moodleXmlParts: Record<QuestionType, MoodleXmlPart> = {
  TRUE_OR_FALSE: trueOrFalseMoodleXml,
  FILL_BLANKS: fillBlanksMoodleXml,
  MATCH_COLUMNS: matchColumnsMoodleXml,
  MULTIPLE_ANSWER: multipleAnswerMoodleXml,
  SHORT_ANSWER: shortAnswerMoodleXml,
  NUMERICAL: numericalMoodleXml,
  ORDERING: orderingMoodleXml,
};

/** The part that reads each Moodle question type (`truefalse`, `essay`, `cloze`…). */
export const moodleXmlPartsByQtype = new Map(Object.values(moodleXmlParts).flatMap((part) => part.qtypes.map((qtype) => [qtype, part] as const)));
