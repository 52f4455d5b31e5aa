import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { getIn, type FormikErrors, type FormikTouched } from 'formik';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { QuestionPayload } from './questionPayload';
import type { DifficultyValue } from '../assignments/difficulty';
import { difficultyOptions } from './questionTypes';

export type FormMode = 'create' | 'update';

/** What every per-type form gets from QuestionFormPage. */
export interface QuestionFormProps<K> {
  /** The saved question to prefill from (update mode), or null. */
  questionRef: K | null;
  mode: FormMode;
  /** Where 'Cancelar' goes. */
  cancelTo: string;
  /** Creates or updates with the normalised fields; reports its own success or failure. */
  onSubmit(payload: QuestionPayload): Promise<void>;
  /** Kept true after a successful create until the next screen shows: the button stays disabled ('Creando...'). */
  locked?: boolean;
  /** What the form of another type held (create mode): its statement and difficulty start this one. */
  draft?: SharedDraft | null;
  /** Told of every change of the fields all types share, and whether the form differs from how it started. */
  onDraftChange?(draft: SharedDraft, dirty: boolean): void;
}

/** The fields every question type has: changing the type keeps them. */
export interface SharedDraft {
  statement: string;
  difficulty: DifficultyValue;
}

/** Reports the shared fields and the form's dirtiness to the page (see QuestionFormProps.onDraftChange). */
export function useReportDraft(values: SharedDraft, dirty: boolean, onDraftChange: QuestionFormProps<unknown>['onDraftChange']) {
  const { statement, difficulty } = values;
  useEffect(() => onDraftChange?.({ statement, difficulty }, dirty), [statement, difficulty, dirty, onDraftChange]);
}

interface FormState<V> {
  errors: FormikErrors<V>;
  touched: FormikTouched<V>;
  submitCount: number;
}

/** The message of a field, once the field was left or the form was sent. */
export function errorOf<V>(form: FormState<V>, name: string): string | undefined {
  const error: unknown = getIn(form.errors, name);
  const shown = Boolean(getIn(form.touched, name)) || form.submitCount > 0;
  return shown && typeof error === 'string' ? error : undefined;
}

/** error + helperText for a TextField. */
export function errorProps<V>(form: FormState<V>, name: string, hint?: string) {
  const message = errorOf(form, name);
  return { error: Boolean(message), helperText: message ?? hint };
}

/** 'Enunciado': every form's first field. */
export function StatementField(props: TextFieldProps) {
  return <TextField label="Enunciado" required multiline minRows={2} autoComplete="off" {...props} />;
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

/** A message about a whole list (options, columns, words), announced when it appears. */
export function ListError({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <FormHelperText error role="alert" id={id} sx={{ mx: 0 }}>
      {message}
    </FormHelperText>
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
