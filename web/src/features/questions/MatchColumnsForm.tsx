import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MatchColumnsForm_question$key } from '../../__generated__/MatchColumnsForm_question.graphql';
import { normalizeText, questionLimits } from '@aula/common';
import { DifficultyField, errorProps, FormActions, type QuestionFormProps, StatementField, useReportDraft } from './formParts';
import { knownDifficulty } from './questionTypes';
import { matchColumnsSchema } from './questionSchemas';
import type { DifficultyValue } from '../assignments/difficulty';

interface Values {
  statement: string;
  difficulty: DifficultyValue;
  leftColumn: string[];
  rightColumn: string[];
}

/**
 * A match-the-columns question: statement of 5 or more characters; one empty row per column to start, 'Añadir fila'
 * appends a row to both columns; every item needs a character. rightColumn[i] belongs to leftColumn[i].
 */
export function MatchColumnsForm({ questionRef, mode, cancelTo, onSubmit, locked = false, draft, onDraftChange }: QuestionFormProps<MatchColumnsForm_question$key>) {
  const question = useFragment(
    graphql`
      fragment MatchColumnsForm_question on MatchColumnsQuestion {
        statement
        difficulty
        leftColumn
        rightColumn
      }
    `,
    questionRef,
  );
  const rows = Math.max(1, question?.leftColumn.length ?? 0, question?.rightColumn.length ?? 0);
  const column = (items: readonly string[] | undefined) => Array.from({ length: rows }, (_, i) => items?.[i] ?? '');

  const form = useFormik<Values>({
    initialValues: {
      statement: question?.statement ?? draft?.statement ?? '',
      difficulty: knownDifficulty(question?.difficulty ?? draft?.difficulty),
      leftColumn: column(question?.leftColumn),
      rightColumn: column(question?.rightColumn),
    },
    validationSchema: matchColumnsSchema,
    onSubmit: (values) =>
      onSubmit({
        statement: normalizeText(values.statement),
        difficulty: values.difficulty,
        matchColumns: { leftColumn: values.leftColumn.map(normalizeText), rightColumn: values.rightColumn.map(normalizeText) },
      }),
  });
  useReportDraft(form.values, form.dirty, onDraftChange);

  const addRow = () => void form.setValues({ ...form.values, leftColumn: [...form.values.leftColumn, ''], rightColumn: [...form.values.rightColumn, ''] }, false);
  const removeRow = (index: number) => {
    const without = (items: string[]) => items.filter((_, i) => i !== index);
    void form.setValues({ ...form.values, leftColumn: without(form.values.leftColumn), rightColumn: without(form.values.rightColumn) });
  };
  const count = form.values.leftColumn.length;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Pregunta de emparejar columnas">
      <StatementField {...form.getFieldProps('statement')} {...errorProps(form, 'statement')} />
      <DifficultyField {...form.getFieldProps('difficulty')} />
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
        Columnas
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Cada elemento de la izquierda se empareja con el de la derecha de su misma fila.
      </Typography>
      {form.values.leftColumn.map((_, index) => (
        <Box
          key={index}
          role="group"
          aria-label={`Fila ${index + 1}`}
          sx={{ display: 'grid', gridTemplateColumns: count > 1 ? '1fr 1fr auto' : '1fr 1fr', columnGap: 1, alignItems: 'start' }}
        >
          <TextField
            label={`Izquierda ${index + 1}`}
            required
            autoComplete="off"
            {...form.getFieldProps(`leftColumn.${index}`)}
            {...errorProps(form, `leftColumn.${index}`)}
          />
          <TextField
            label={`Derecha ${index + 1}`}
            required
            autoComplete="off"
            {...form.getFieldProps(`rightColumn.${index}`)}
            {...errorProps(form, `rightColumn.${index}`)}
          />
          {count > 1 && (
            <IconButton aria-label={`Quitar fila ${index + 1}`} onClick={() => removeRow(index)} sx={{ mt: 3 }}>
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Box>
      ))}
      <Button startIcon={<AddIcon />} onClick={addRow} sx={{ mt: 1 }} disabled={count >= questionLimits.items}>
        Añadir fila
      </Button>
      <FormActions mode={mode} busy={form.isSubmitting || locked} cancelTo={cancelTo} />
    </Box>
  );
}
