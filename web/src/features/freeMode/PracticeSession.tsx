import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { QuestionHeading } from '../../components/QuestionHeading';
import { useNotify } from '../../components/Notifier';
import { messageOf } from '../../relay/errors';
import type { PracticeSessionQuery, Difficulty, QuestionType } from '../../__generated__/PracticeSessionQuery.graphql';
import type { useCheckPracticeAnswerMutation$data } from '../../__generated__/useCheckPracticeAnswerMutation.graphql';
import { completeAnswer, type Draft } from '../../questionKinds/answers';
import { QuestionWidget } from '../../questionKinds/solve/QuestionWidget';
import { AnswerKey } from '../../questionKinds/views/AnswerKey';
import { ExplanationNote } from '../../questionKinds/views/ExplanationNote';
import { useCheckPracticeAnswerMutation } from './useCheckPracticeAnswerMutation';

export interface PracticeFilters {
  studyGroupId: string;
  assignmentId: string | null;
  type: string | null;
  difficulty: string | null;
}

/** How many questions a round of practice asks. */
export const roundSize = 10;

type Checked = useCheckPracticeAnswerMutation$data['checkPracticeAnswer'];

/** '8 de 10 correctas'. */
export const summaryText = (right: number, total: number) => `${right} de ${total} ${total === 1 ? 'correcta' : 'correctas'}`;

/**
 * One round of practice: questions in random order, one at a time with the solve screen's widgets. 'Comprobar'
 * asks the server (the same grading as attempts), then shows right or wrong and the solution; the summary ends it.
 * A new round (its own `key`) fetches a new random set.
 */
export function PracticeSession({
  filters,
  onRestart,
  onChangeFilters,
}: {
  filters: PracticeFilters;
  onRestart: () => void;
  onChangeFilters: () => void;
}) {
  const { viewer } = useLazyLoadQuery<PracticeSessionQuery>(
    graphql`
      query PracticeSessionQuery($studyGroupId: ID!, $assignmentId: ID, $type: QuestionType, $difficulty: Difficulty, $first: Int!) {
        viewer {
          practiceQuestions(studyGroupId: $studyGroupId, assignmentId: $assignmentId, type: $type, difficulty: $difficulty, first: $first) {
            ... on Node {
              id
            }
            ...QuestionWidget_question
          }
        }
      }
    `,
    {
      ...filters,
      type: filters.type as QuestionType | null,
      difficulty: filters.difficulty as Difficulty | null,
      first: roundSize,
    },
    { fetchPolicy: 'network-only' },
  );
  const questions = viewer?.practiceQuestions ?? [];
  const notify = useNotify();
  const [check, isChecking] = useCheckPracticeAnswerMutation();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Draft | undefined>(undefined);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [right, setRight] = useState(0);
  const [finished, setFinished] = useState(false);

  if (questions.length === 0) {
    return (
      <>
        <Alert severity="info" sx={{ mb: 2 }}>
          No hay preguntas para practicar con estos filtros.
        </Alert>
        <Button variant="outlined" onClick={onChangeFilters}>
          Cambiar filtros
        </Button>
      </>
    );
  }

  if (finished) {
    return (
      <Paper variant="outlined" component="section" aria-label="Resultado" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" role="status">
          {summaryText(right, questions.length)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          La práctica no cambia sus notas.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Button variant="contained" onClick={onRestart}>
            Practicar de nuevo
          </Button>
          <Button variant="outlined" onClick={onChangeFilters}>
            Cambiar filtros
          </Button>
        </Box>
      </Paper>
    );
  }

  const question = questions[step]!;
  const questionId = question.id ?? '';
  const answer = draft ? completeAnswer(questionId, draft) : null;
  const isLast = step === questions.length - 1;

  const onCheck = async () => {
    if (!answer || checked) return;
    try {
      const result = await check(answer);
      setChecked(result);
      if (result.correct) setRight((n) => n + 1);
    } catch (error) {
      notify.error(messageOf(error), 'Error');
    }
  };

  const next = () => {
    if (isLast) {
      setFinished(true);
      return;
    }
    setStep(step + 1);
    setDraft(undefined);
    setChecked(null);
  };

  return (
    <>
      <QuestionHeading step={step} total={questions.length} />
      <LinearProgress
        variant="determinate"
        value={((step + 1) / questions.length) * 100}
        aria-label={`Pregunta ${step + 1} de ${questions.length}`}
        sx={{ mb: 2, height: 6, borderRadius: 3 }}
      />
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        {/* Once checked, the answer stays as given: the fieldset turns the widget's inputs off. */}
        <Box component="fieldset" disabled={Boolean(checked)} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <QuestionWidget key={questionId} questionRef={question} draft={draft} onChange={setDraft} />
        </Box>
        {checked && (
          <Alert severity={checked.correct ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
            <Typography sx={{ fontWeight: 600 }}>{checked.correct ? '¡Correcto!' : `Incorrecto (${Math.round(checked.score)} de 100)`}</Typography>
            <Box component="section" aria-label="Solución" sx={{ overflowWrap: 'anywhere' }}>
              <AnswerKey questionRef={checked.question} authorView />
            </Box>
            <ExplanationNote explanation={checked.question.explanation} />
          </Alert>
        )}
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2 }}>
        {checked ? (
          <Button variant="contained" onClick={next}>
            {isLast ? 'Ver resultado' : 'Siguiente'}
          </Button>
        ) : (
          <Button variant="contained" onClick={onCheck} disabled={!answer} loading={isChecking}>
            Comprobar
          </Button>
        )}
      </Box>
    </>
  );
}
