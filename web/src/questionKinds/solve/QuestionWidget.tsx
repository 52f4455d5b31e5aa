/* eslint-disable relay/must-colocate-fragment-spreads -- each kind's fragment is read by its own component, reached through the registry (kind.inputKey names the alias) */
import Alert from '@mui/material/Alert';
import { graphql, useFragment } from 'react-relay/hooks';
import type { QuestionWidget_question$key } from '../../__generated__/QuestionWidget_question.graphql';
import type { Draft } from '../answers';
import { aliasedKind } from '../registry';

interface Props {
  questionRef: QuestionWidget_question$key;
  draft: Draft | undefined;
  onChange: (draft: Draft) => void;
}

/** The answer widget of the question's kind; 'Formulario desconocido' for a kind this client does not know. */
export function QuestionWidget({ questionRef, draft, onChange }: Props) {
  const question = useFragment(
    graphql`
      fragment QuestionWidget_question on Question {
        __typename
        ...TrueOrFalseWidget_question @alias(as: "trueOrFalse")
        ...FillBlanksWidget_question @alias(as: "fillBlanks")
        ...MatchColumnsWidget_question @alias(as: "matchColumns")
        ...MultipleAnswerWidget_question @alias(as: "multipleAnswer")
        ...ShortAnswerWidget_question @alias(as: "shortAnswer")
        ...NumericalWidget_question @alias(as: "numerical")
        ...OrderingWidget_question @alias(as: "ordering")
      }
    `,
    questionRef,
  );
  const found = aliasedKind(question, question.__typename);
  if (!found) {
    return (
      <Alert severity="warning" role="alert">
        Formulario desconocido
      </Alert>
    );
  }
  const { kind, ref } = found;
  // A draft of another kind is ignored, never misread.
  const own = draft?.type === kind.type ? draft : undefined;
  return <kind.Widget questionRef={ref} draft={own as never} onChange={onChange as never} />;
}
