import Alert from '@mui/material/Alert';
import { graphql, useFragment } from 'react-relay/hooks';
import type { QuestionWidget_question$key } from '../../__generated__/QuestionWidget_question.graphql';
import type { Draft } from './answers';
import { FillBlanksWidget } from './FillBlanksWidget';
import { MatchColumnsWidget } from './MatchColumnsWidget';
import { MultipleAnswerWidget } from './MultipleAnswerWidget';
import { ShortAnswerWidget } from './ShortAnswerWidget';
import { TrueOrFalseWidget } from './TrueOrFalseWidget';
import type { DraftOf } from './widgetProps';

interface Props {
  questionRef: QuestionWidget_question$key;
  draft: Draft | undefined;
  onChange: (draft: Draft) => void;
}

/** The draft when it belongs to that type (a draft of another type is ignored, never misread). */
const draftOf = <T extends Draft['type']>(draft: Draft | undefined, type: T) => (draft?.type === type ? (draft as DraftOf<T>) : undefined);

/** The answer widget for the question's type; 'Formulario desconocido' for a type this client does not know. */
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
      }
    `,
    questionRef,
  );
  // Each alias is set only when the question is of that type.
  if (question.trueOrFalse) return <TrueOrFalseWidget questionRef={question.trueOrFalse} draft={draftOf(draft, 'TRUE_OR_FALSE')} onChange={onChange} />;
  if (question.fillBlanks) return <FillBlanksWidget questionRef={question.fillBlanks} draft={draftOf(draft, 'FILL_BLANKS')} onChange={onChange} />;
  if (question.matchColumns) return <MatchColumnsWidget questionRef={question.matchColumns} draft={draftOf(draft, 'MATCH_COLUMNS')} onChange={onChange} />;
  if (question.multipleAnswer)
    return <MultipleAnswerWidget questionRef={question.multipleAnswer} draft={draftOf(draft, 'MULTIPLE_ANSWER')} onChange={onChange} />;
  if (question.shortAnswer) return <ShortAnswerWidget questionRef={question.shortAnswer} draft={draftOf(draft, 'SHORT_ANSWER')} onChange={onChange} />;
  return (
    <Alert severity="warning" role="alert">
      Formulario desconocido
    </Alert>
  );
}
