import * as yup from 'yup';
import { difficulties, normalizeText, questionLimits as limits, validationMessages } from '@aula/common';
import { chipsMatch, resplit, type WordChip } from './fillBlanks';

/**
 * The question forms' rules, each with the Spanish message shown under its field. Texts are validated as they
 * will be sent: trimmed, inner whitespace collapsed. The maxima are the ones the api enforces, so a too-long text
 * is caught before sending.
 */
const normalized = () => yup.string().transform((value: unknown) => (typeof value === 'string' ? normalizeText(value) : value));

export const messages = {
  // The ones the api sends too (the true/false statement's minimum, 3, has its own message).
  shortStatement: validationMessages.shortStatement,
  statement: validationMessages.statement,
  statementMax: validationMessages.statementMax,
  correctWords: validationMessages.correctWords,
  columnItem: validationMessages.columnItem,
  option: validationMessages.option,
  minOptions: validationMessages.minOptions,
  correctOption: validationMessages.correctOption,
  itemMax: validationMessages.itemMax,
  correctWordMax: validationMessages.correctWordMax,
  acceptedAnswerMax: validationMessages.acceptedAnswerMax,
  acceptedAnswersMax: validationMessages.acceptedAnswersMax,
  maxItems: `Se admiten como máximo ${limits.items} elementos`,
  imageType: 'La imagen debe ser PNG, JPEG, WebP o GIF',
  imageSize: 'La imagen admite como máximo 5 MB',
} as const;

const statement = (min: number, message: string) => normalized().required(message).min(min, message).max(2000, messages.statementMax);
const item = (message: string) => normalized().required(message).min(1, message).max(limits.itemLength, messages.itemMax);
const difficulty = yup.string().oneOf(difficulties).required();

/** The image types the api accepts (checked there by their bytes) and its 5 MiB limit. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const maxImageBytes = 5 * 1024 * 1024;

export const trueOrFalseSchema = yup.object({
  statement: statement(3, messages.shortStatement),
  difficulty,
  correctAnswer: yup.boolean().required(),
  image: yup
    .mixed<File>()
    .nullable()
    .test('type', messages.imageType, (file) => !file || imageTypes.includes(file.type))
    .test('size', messages.imageSize, (file) => !file || file.size <= maxImageBytes),
});

export const fillBlanksSchema = yup.object({
  statement: statement(5, messages.statement),
  difficulty,
  // The words are those of the statement as it is now (split again if typed after the last Enter).
  words: yup
    .array<WordChip>()
    .required()
    .test('correct-words', messages.correctWords, function check(chips = []) {
      const text = normalizeText(String(this.parent.statement ?? ''));
      return (chipsMatch(text, chips) ? chips : resplit(text, chips)).some((chip) => chip.selected);
    })
    .test('correct-word-length', messages.correctWordMax, function check(chips = []) {
      const text = normalizeText(String(this.parent.statement ?? ''));
      return (chipsMatch(text, chips) ? chips : resplit(text, chips)).every((chip) => !chip.selected || chip.word.length <= limits.wordLength);
    }),
});

export const matchColumnsSchema = yup.object({
  statement: statement(5, messages.statement),
  difficulty,
  leftColumn: yup.array(item(messages.columnItem)).required().min(1, messages.columnItem).max(limits.items, messages.maxItems),
  rightColumn: yup.array(item(messages.columnItem)).required().min(1, messages.columnItem).max(limits.items, messages.maxItems),
});

/**
 * The rules on the whole list report under their own keys (optionCount, correctOptions), so they never collide
 * with the per-option messages under options[i].text.
 */
export const multipleAnswerSchema = yup
  .object({
    statement: statement(5, messages.statement),
    difficulty,
    options: yup
      .array(yup.object({ text: item(messages.option), correct: yup.boolean().required() }))
      .required()
      .max(limits.items, messages.maxItems),
  })
  .test('option-count', function check(value) {
    return (value?.options?.length ?? 0) >= 2 || this.createError({ path: 'optionCount', message: messages.minOptions });
  })
  .test('correct-options', function check(value) {
    return (value?.options ?? []).some((option) => option.correct) || this.createError({ path: 'correctOptions', message: messages.correctOption });
  });

export const shortAnswerSchema = yup.object({
  statement: statement(5, messages.statement),
  difficulty,
  acceptedAnswers: yup
    .array(normalized().max(limits.acceptedAnswerLength, messages.acceptedAnswerMax))
    .required()
    .max(limits.acceptedAnswers, messages.acceptedAnswersMax),
});
