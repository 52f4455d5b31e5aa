/* eslint-disable relay/must-colocate-fragment-spreads -- each kind's fragment is read by its own component, reached through the registry (kind.inputKey names the alias) */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { QuestionForm_question$key } from '../../__generated__/QuestionForm_question.graphql';
import type { QuestionFormProps, QuestionType } from '../kind';
import { kindOfType } from '../registry';

/** 'Formulario desconocido': a type this client has no form for. */
export function UnknownForm() {
  return <Alert severity="error">Formulario desconocido</Alert>;
}

interface Props extends Omit<QuestionFormProps<unknown>, 'questionRef'> {
  type: QuestionType;
  /** The saved question (update mode), or null to create one. */
  questionRef: QuestionForm_question$key | null;
}

/** The form of a kind (its code loads with the first use), prefilled from the saved question when there is one. */
export function QuestionForm({ type, questionRef, ...props }: Props) {
  const question = useFragment(
    graphql`
      fragment QuestionForm_question on Question {
        ...TrueOrFalseForm_question @alias(as: "trueOrFalse")
        ...FillBlanksForm_question @alias(as: "fillBlanks")
        ...MatchColumnsForm_question @alias(as: "matchColumns")
        ...MultipleAnswerForm_question @alias(as: "multipleAnswer")
        ...ShortAnswerForm_question @alias(as: "shortAnswer")
        ...NumericalForm_question @alias(as: "numerical")
        ...OrderingForm_question @alias(as: "ordering")
      }
    `,
    questionRef,
  );
  const kind = kindOfType(type);
  if (!kind) return <UnknownForm />;
  const ref = question?.[kind.inputKey as keyof typeof question] ?? null;
  return (
    <Suspense fallback={<CircularProgress aria-label="Cargando el formulario" sx={{ display: 'block', mx: 'auto', my: 4 }} />}>
      <kind.Form questionRef={ref as never} {...props} />
    </Suspense>
  );
}
