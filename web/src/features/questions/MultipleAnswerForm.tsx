import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MultipleAnswerForm_question$key } from '../../__generated__/MultipleAnswerForm_question.graphql';
import { normalizeText, questionLimits } from '@aula/common';
import { DifficultyField, errorProps, FormActions, ListError, type QuestionFormProps, StatementField, useReportDraft } from './formParts';
import { knownDifficulty } from './questionTypes';
import { multipleAnswerSchema } from './questionSchemas';
import type { DifficultyValue } from '../assignments/difficulty';

interface Option {
  text: string;
  correct: boolean;
}

interface Values {
  statement: string;
  difficulty: DifficultyValue;
  options: Option[];
}

const emptyOption = (): Option => ({ text: '', correct: false });

/**
 * A multiple-answer question: statement of 5 or more characters; two options to start, removable only above two;
 * each option needs a character, at least 2 options and at least one marked correct.
 */
export function MultipleAnswerForm({ questionRef, mode, cancelTo, onSubmit, locked = false, draft, onDraftChange }: QuestionFormProps<MultipleAnswerForm_question$key>) {
  const question = useFragment(
    graphql`
      fragment MultipleAnswerForm_question on MultipleAnswerQuestion {
        statement
        difficulty
        options
        correctOptionsIndex
      }
    `,
    questionRef,
  );

  const form = useFormik<Values>({
    initialValues: {
      statement: question?.statement ?? draft?.statement ?? '',
      difficulty: knownDifficulty(question?.difficulty ?? draft?.difficulty),
      options: question
        ? question.options.map((text, i) => ({ text, correct: question.correctOptionsIndex?.includes(i) ?? false }))
        : [emptyOption(), emptyOption()],
    },
    validationSchema: multipleAnswerSchema,
    onSubmit: (values) =>
      onSubmit({
        statement: normalizeText(values.statement),
        difficulty: values.difficulty,
        multipleAnswer: {
          options: values.options.map((option) => normalizeText(option.text)),
          correctOptionsIndex: values.options.flatMap((option, i) => (option.correct ? [i] : [])),
        },
      }),
  });
  useReportDraft(form.values, form.dirty, onDraftChange);

  const { options } = form.values;
  const addOption = () => void form.setFieldValue('options', [...options, emptyOption()]);
  const removeOption = (index: number) =>
    void form.setFieldValue(
      'options',
      options.filter((_, i) => i !== index),
    );
  const listErrors = form.submitCount > 0 ? (form.errors as Record<string, unknown>) : {};
  const message = (key: string) => (typeof listErrors[key] === 'string' ? (listErrors[key] as string) : undefined);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Pregunta de respuesta múltiple">
      <StatementField {...form.getFieldProps('statement')} {...errorProps(form, 'statement')} />
      <DifficultyField {...form.getFieldProps('difficulty')} />
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
        Opciones
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Marque las casillas de las opciones correctas.
      </Typography>
      {options.map((option, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <Checkbox
            {...form.getFieldProps({ name: `options.${index}.correct`, type: 'checkbox' })}
            checked={option.correct}
            slotProps={{ input: { 'aria-label': `Opción ${index + 1} correcta` } }}
            sx={{ mt: 2.5 }}
          />
          <TextField
            label={`Opción ${index + 1}`}
            required
            autoComplete="off"
            {...form.getFieldProps(`options.${index}.text`)}
            {...errorProps(form, `options.${index}.text`)}
          />
          {options.length > 2 && (
            <IconButton aria-label={`Quitar opción ${index + 1}`} onClick={() => removeOption(index)} sx={{ mt: 3 }}>
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Box>
      ))}
      <ListError message={message('optionCount')} />
      <ListError message={message('correctOptions')} />
      <Button startIcon={<AddIcon />} onClick={addOption} sx={{ mt: 1 }} disabled={options.length >= questionLimits.items}>
        Añadir opción
      </Button>
      <FormActions mode={mode} busy={form.isSubmitting || locked} cancelTo={cancelTo} />
    </Box>
  );
}
