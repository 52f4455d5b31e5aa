import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import type { KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FillBlanksForm_question$key } from '../../__generated__/FillBlanksForm_question.graphql';
import { normalizeText } from '@aula/common';
import { chipsFromCorrectWords, chipsMatch, correctWordsOf, resplit, type WordChip } from './fillBlanks';
import { DifficultyField, errorOf, errorProps, FormActions, ListError, type QuestionFormProps, StatementField, useReportDraft } from './formParts';
import { knownDifficulty } from './questionTypes';
import { fillBlanksSchema } from './questionSchemas';
import type { DifficultyValue } from '../assignments/difficulty';

interface Values {
  statement: string;
  difficulty: DifficultyValue;
  words: WordChip[];
}

const hint = 'Pulse Enter para separar el enunciado en palabras y marque las que serán espacios en blanco.';

/**
 * A fill-the-blanks question: statement of 5 or more characters; Enter splits it into words on spaces and
 * punctuation and the author toggles the correct ones (at least one). correctWords are the toggled words in
 * statement order.
 */
export function FillBlanksForm({ questionRef, mode, cancelTo, onSubmit, locked = false, draft, onDraftChange }: QuestionFormProps<FillBlanksForm_question$key>) {
  const question = useFragment(
    graphql`
      fragment FillBlanksForm_question on FillBlanksQuestion {
        statement
        difficulty
        correctWords
      }
    `,
    questionRef,
  );

  const form = useFormik<Values>({
    initialValues: {
      statement: question?.statement ?? draft?.statement ?? '',
      difficulty: knownDifficulty(question?.difficulty ?? draft?.difficulty),
      words: question ? chipsFromCorrectWords(question.statement, question.correctWords ?? []) : [],
    },
    validationSchema: fillBlanksSchema,
    onSubmit: (values) => {
      const statement = normalizeText(values.statement);
      const words = chipsMatch(statement, values.words) ? values.words : resplit(statement, values.words);
      return onSubmit({ statement, difficulty: values.difficulty, fillBlanks: { correctWords: correctWordsOf(words) } });
    },
  });
  useReportDraft(form.values, form.dirty, onDraftChange);

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

  const wordsError = form.submitCount > 0 ? (errorOf(form, 'words') ?? undefined) : undefined;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Pregunta de llenar espacios">
      <StatementField
        {...form.getFieldProps('statement')}
        onBlur={(event) => {
          form.handleBlur(event);
          split();
        }}
        onKeyDown={onKeyDown}
        {...errorProps(form, 'statement', hint)}
      />
      <DifficultyField {...form.getFieldProps('difficulty')} />
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
      <FormActions mode={mode} busy={form.isSubmitting || locked} cancelTo={cancelTo} />
    </Box>
  );
}
