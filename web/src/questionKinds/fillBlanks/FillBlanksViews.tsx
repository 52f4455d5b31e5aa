import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FillBlanksViews_question$key } from '../../__generated__/FillBlanksViews_question.graphql';
import type { FillBlanksViews_questionAttempt$key } from '../../__generated__/FillBlanksViews_questionAttempt.graphql';
import { Given, KeyLines, noAnswer, TextList } from '../views/parts';

export function FillBlanksKey({ questionRef }: { questionRef: FillBlanksViews_question$key }) {
  const { correctWords } = useFragment(
    graphql`
      fragment FillBlanksViews_question on FillBlanksQuestion {
        correctWords
      }
    `,
    questionRef,
  );
  if (!correctWords) return null;
  return (
    <KeyLines label="Palabras correctas">
      <TextList items={correctWords} />
    </KeyLines>
  );
}

/** The sentence with each blank filled in by the student. */
export function FillBlanksAnswer({ attemptRef }: { attemptRef: FillBlanksViews_questionAttempt$key }) {
  const attempt = useFragment(
    graphql`
      fragment FillBlanksViews_questionAttempt on QuestionAttempt {
        filledBlanks
        questionVersion {
          ... on FillBlanksQuestion {
            segments
          }
        }
      }
    `,
    attemptRef,
  );
  const blanks = attempt.filledBlanks;
  if (!blanks?.length) return noAnswer;
  const segments = attempt.questionVersion?.segments ?? [];
  if (segments.length !== blanks.length + 1) {
    return (
      <Typography>
        {blanks.map((word, i) => (
          <Fragment key={i}>
            {i > 0 && ', '}
            <Given>{word}</Given>
          </Fragment>
        ))}
      </Typography>
    );
  }
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      {segments.map((segment, i) => (
        <Fragment key={i}>
          {segment}
          {i < blanks.length && <Given>{blanks[i] || '____'}</Given>}
        </Fragment>
      ))}
    </Typography>
  );
}
