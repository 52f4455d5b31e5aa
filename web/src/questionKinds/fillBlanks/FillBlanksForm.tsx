import * as yup from 'yup';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FillBlanksForm_question$key } from '../../__generated__/FillBlanksForm_question.graphql';
import { normalizeText, questionLimits } from '@aula/common';
import { chipsFromCorrectWords, chipsMatch, correctWordsOf, resplit, type WordChip } from './fillBlanks';
import { fieldError } from '../../components/formikField';
import { ListError } from '../form/formParts';
import { QuestionFormFrame, useQuestionForm } from '../form/useQuestionForm';
import type { QuestionFormProps } from '../kind';
import { messages, questionSchema } from '../form/schemaParts';

interface Values {
  words: WordChip[];
}

const hint = 'Pulse Enter para separar el enunciado en palabras y marque las que serán espacios en blanco.';

const fillBlanksSchema = questionSchema({
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
      return (chipsMatch(text, chips) ? chips : resplit(text, chips)).every(
        (chip) => !chip.selected || chip.word.length <= questionLimits.wordLength,
      );
    }),
});

/**
 * A fill-the-blanks question: statement of 5 or more characters; Enter splits it into words on spaces and
 * punctuation and the author toggles the correct ones (at least one). correctWords are the toggled words in
 * statement order.
 */
export default function FillBlanksForm({ questionRef, ...props }: QuestionFormProps<FillBlanksForm_question$key>) {
  const question = useFragment(
    graphql`
      fragment FillBlanksForm_question on FillBlanksQuestion {
        statement
        difficulty
        explanation
        correctWords
      }
    `,
    questionRef,
  );

  const form = useQuestionForm<Values>(props, {
    saved: question,
    initial: { words: question ? chipsFromCorrectWords(question.statement, question.correctWords ?? []) : [] },
    schema: fillBlanksSchema,
    payload: (values) => {
      const statement = normalizeText(values.statement);
      const words = chipsMatch(statement, values.words) ? values.words : resplit(statement, values.words);
      return { fillBlanks: { correctWords: correctWordsOf(words) } };
    },
  });

  /** Splits the statement as it is now, keeping the words already marked. */
  const split = () => {
    const statement = normalizeText(form.values.statement);
    if (!chipsMatch(statement, form.values.words)) void form.setFieldValue('words', resplit(statement, form.values.words));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    split();
  };

  const toggle = (index: number) =>
    void form.setFieldValue(
      'words',
      form.values.words.map((chip, i) => (i === index ? { ...chip, selected: !chip.selected } : chip)),
    );

  const wordsError = form.submitCount > 0 ? (fieldError(form, 'words') ?? undefined) : undefined;

  return (
    <QuestionFormFrame
      form={form}
      label="Pregunta de llenar espacios"
      {...props}
      statement={{
        hint,
        onBlur: (event) => {
          form.handleBlur(event);
          split();
        },
        onKeyDown,
      }}
    >
      <Box role="group" aria-labelledby="fill-blanks-words" aria-describedby={wordsError ? 'fill-blanks-words-error' : undefined} sx={{ mt: 2 }}>
        <Typography id="fill-blanks-words" variant="subtitle2" sx={{ mb: 1 }}>
          Palabras correctas
        </Typography>
        {form.values.words.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Escriba el enunciado y pulse Enter para ver sus palabras.
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {form.values.words.map((chip, index) => (
              <Chip
                key={`${index}-${chip.word}`}
                label={chip.word}
                clickable
                color={chip.selected ? 'primary' : 'default'}
                variant={chip.selected ? 'filled' : 'outlined'}
                aria-pressed={chip.selected}
                onClick={() => toggle(index)}
              />
            ))}
          </Box>
        )}
        <ListError id="fill-blanks-words-error" message={wordsError} />
      </Box>
    </QuestionFormFrame>
  );
}
