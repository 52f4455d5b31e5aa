import Box from '@mui/material/Box';
import { normalizeMultilineText, normalizeText } from '@aula/common';
import { useFormik, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { knownDifficulty } from '../difficulty';
import type { QuestionFormProps, QuestionPayload, SharedDraft } from '../kind';
import { DifficultyField, ExplanationField, FormActions, StatementField, useReportDraft } from './formParts';

type KindPayload = Omit<QuestionPayload, 'statement' | 'difficulty' | 'explanation'>;

interface Options<V> {
  /** The saved question's shared fields (update mode). */
  saved: { statement: string; difficulty: string; explanation?: string | null } | null | undefined;
  /** The kind's own fields to start with. */
  initial: V;
  schema: AnyObjectSchema;
  /** The kind's input (and an image, for a kind that takes one) from the values. */
  payload(values: SharedDraft & V): KindPayload;
}

/**
 * A kind's Formik form with what every kind shares: the statement and difficulty start from the saved question
 * or from the form of another type (create mode), go out normalised, and the page hears of every change.
 */
export function useQuestionForm<V extends object>(
  props: Omit<QuestionFormProps<unknown>, 'questionRef'>,
  { saved, initial, schema, payload }: Options<V>,
) {
  const { draft, onSubmit, onDraftChange, mode } = props;
  const form = useFormik<SharedDraft & V>({
    initialValues: {
      statement: saved?.statement ?? draft?.statement ?? '',
      difficulty: knownDifficulty(saved?.difficulty ?? draft?.difficulty),
      explanation: saved?.explanation ?? draft?.explanation ?? '',
      ...initial,
    },
    validationSchema: schema,
    onSubmit: (values) => {
      // Normalised line by line, its lines kept (as the api does). Left out when empty, except that emptying a saved
      // one sends '' (which removes it).
      const explanation = normalizeMultilineText(values.explanation ?? '') || (mode === 'update' && saved?.explanation ? '' : undefined);
      return onSubmit({
        statement: normalizeText(values.statement),
        difficulty: values.difficulty,
        ...(explanation !== undefined ? { explanation } : {}),
        ...payload(values),
      });
    },
  });
  useReportDraft(form.values, form.dirty, onDraftChange);
  return form;
}

interface FrameProps<V> extends Pick<QuestionFormProps<unknown>, 'mode' | 'cancelTo' | 'locked'> {
  form: FormikProps<SharedDraft & V>;
  /** The form's name for screen readers ('Pregunta de ordenar'). */
  label: string;
  /** Props for the statement field (a hint, its own keys). */
  statement?: Omit<Parameters<typeof StatementField>[0], 'form'>;
  children: ReactNode;
}

/** 'Enunciado', 'Dificultad', the kind's fields, 'Explicación', then 'Cancelar' and the send button. */
export function QuestionFormFrame<V>({ form, label, mode, cancelTo, locked = false, statement, children }: FrameProps<V>) {
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={label}>
      <StatementField form={form} {...statement} />
      <DifficultyField {...form.getFieldProps('difficulty')} />
      {children}
      <ExplanationField form={form} />
      <FormActions mode={mode} busy={form.isSubmitting || locked} cancelTo={cancelTo} />
    </Box>
  );
}
