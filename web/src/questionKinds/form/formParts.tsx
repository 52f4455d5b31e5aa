import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormikTextField } from '../../components/FormikTextField';
import type { FormikFieldHost } from '../../components/formikField';
import { difficultyOptions } from '../difficulty';
import type { FormMode, QuestionFormProps, SharedDraft } from '../kind';

/** Reports the shared fields and the form's dirtiness to the page (see QuestionFormProps.onDraftChange). */
export function useReportDraft(values: SharedDraft, dirty: boolean, onDraftChange: QuestionFormProps<unknown>['onDraftChange']) {
  const { statement, difficulty, explanation } = values;
  useEffect(() => onDraftChange?.({ statement, difficulty, explanation }, dirty), [statement, difficulty, explanation, dirty, onDraftChange]);
}

/** 'Enunciado': every form's first field, bound to the form's `statement`. */
export function StatementField<V>({
  form,
  ...props
}: { form: FormikFieldHost<V> } & Omit<TextFieldProps, 'name' | 'value' | 'error' | 'helperText'> & { hint?: string }) {
  return <FormikTextField form={form} name="statement" label="Enunciado" required multiline minRows={2} autoComplete="off" {...props} />;
}

/** 'Explicación (opcional)': the author's explanation of the answer, several lines, at most 2000 characters. */
export function ExplanationField<V>({ form }: { form: FormikFieldHost<V> }) {
  return (
    <FormikTextField
      form={form}
      name="explanation"
      label="Explicación (opcional)"
      multiline
      minRows={2}
      autoComplete="off"
      hint="Se muestra al estudiante después de responder."
    />
  );
}

/** 'Dificultad': Fácil, Intermedio, Difícil (default EASY). */
export function DifficultyField(props: TextFieldProps) {
  return (
    <TextField select label="Dificultad" {...props}>
      {difficultyOptions.map(({ value, label }) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A message about a whole list (options, columns, words, answers), announced when it appears: `message`, or the
 * form's error under `name` once the form was sent (list-wide rules report under their own keys, apart from the
 * rows' messages).
 */
export function ListError({
  message: given,
  id,
  form,
  name,
}: {
  message?: string;
  id?: string;
  form?: { errors: object; submitCount: number };
  name?: string;
}) {
  const fromForm = form && name && form.submitCount > 0 ? (form.errors as Record<string, unknown>)[name] : undefined;
  const message = given ?? (typeof fromForm === 'string' ? fromForm : undefined);
  if (!message) return null;
  return (
    <FormHelperText error role="alert" id={id} sx={{ mx: 0 }}>
      {message}
    </FormHelperText>
  );
}

/** Adding a row (made by `empty`) at the end of a list field of the form, and removing the row at an index. */
export function listRows<T>(form: { setFieldValue(field: string, value: T[]): unknown }, name: string, rows: readonly T[], empty: () => T) {
  return {
    add: () => void form.setFieldValue(name, [...rows, empty()]),
    remove: (index: number) =>
      void form.setFieldValue(
        name,
        rows.filter((_, i) => i !== index),
      ),
  };
}

/** Adds a row at the end of a list field ('Añadir opción'…); disabled at the list's limit by the caller. */
export const AddRowButton = (props: ButtonProps) => <Button startIcon={<AddIcon />} sx={{ mt: 1 }} {...props} />;

/** Takes a row out of a list field; `label` names the row ('Quitar opción 2'…). Beside a field, it lines up with the input. */
export const RemoveRowButton = ({ label, ...props }: IconButtonProps & { label: string }) => (
  <IconButton aria-label={label} sx={{ mt: 3 }} {...props}>
    <DeleteOutlineIcon />
  </IconButton>
);

/** The heading of a kind's own part of the form (options, columns, answers…) and the line explaining it. */
export function SectionHeading({ title, hint, hintId }: { title: string; hint: ReactNode; hintId?: string }) {
  return (
    <>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={hintId}>
        {hint}
      </Typography>
    </>
  );
}

/** 'Cancelar' and 'Crear pregunta' ('Creando...') or 'Actualizar pregunta' ('Actualizando...'). */
export function FormActions({ mode, busy, cancelTo }: { mode: FormMode; busy: boolean; cancelTo: string }) {
  const label = mode === 'create' ? (busy ? 'Creando...' : 'Crear pregunta') : busy ? 'Actualizando...' : 'Actualizar pregunta';
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
      <Button component={RouterLink} to={cancelTo}>
        Cancelar
      </Button>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {label}
      </Button>
    </Box>
  );
}
