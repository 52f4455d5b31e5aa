import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { useFirstScreenPending } from '../../lib/firstScreen';
import { preloadScreenCode } from '../../routes/screenCode';
import { BackLink } from '../../components/BackLink';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { useNotify } from '../../components/Notifier';
import { PageTitle } from '../../components/PageTitle';
import { QuestionHeading } from '../../components/QuestionHeading';
import { messageOf } from '../../relay/errors';
import { useRouteQuery } from '../../relay/routeQuery';
import type { SolvePageQuery } from '../../__generated__/SolvePageQuery.graphql';
import { AdvertOverlay } from './AdvertOverlay';
import { closedReason, timeLimitText } from './attemptsPolicy';
import { advertSeconds } from './advert';
import { applyDraft, isAnswered, type Draft } from '../../questionKinds/answers';
import { useKeptAttempt } from './useKeptAttempt';
import { useTimedOpening, type AttemptStart } from './useTimedOpening';
import { useLeaveGuard } from '../../components/LeaveGuard';
import { gradeMessage, notKeptMessage, unsentAnswers } from './solveTexts';
import { ownerOf, saveOffline } from '../../offline/offlineQueue';
import { useSession } from '../../session/SessionProvider';
import { QuestionWidget } from '../../questionKinds/solve/QuestionWidget';
import { isNetworkFailure, newSubmissionId, offlineMessage } from '../../offline/submission';
import { TimeLimit } from './TimeLimit';
import { useStartAssignmentAttemptMutation } from './useStartAssignmentAttemptMutation';
import { useSubmitAssignmentAttemptMutation, type Submission } from '../../offline/useSubmitAssignmentAttemptMutation';

const query = graphql`
  query SolvePageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Assignment {
        id
        name
        viewerAttemptsLeft
        openForPractice
        timeLimitMinutes
        questionCount
        questions {
          ... on Node {
            id
          }
          # The offline screen cache (offline/screenCache.ts) keeps this screen only when no question shows its key.
          ... on QuestionCommon {
            viewerSeesAnswerKey
          }
          ...QuestionWidget_question
        }
      }
    }
  }
`;

/**
 * The solve screen: one question at a time ('Pregunta N de M'), a widget per type, drafts kept per question
 * and answers kept by the rules of answers.ts; 'Siguiente' only once answered (then the advert, on the first move to each question), 'Finalizar'
 * once all are. The drafts and the question reached are kept on the device until the attempt is submitted
 * (draftStore.ts, sealed in the vault) and, online with a start, on the server too (a student switching devices
 * continues where they were; a draft of an attempt submitted elsewhere is dropped: useKeptAttempt.ts); leaving with
 * answers not sent asks first. Offline, or when the request
 * cannot reach the server, the submission waits sealed in the vault (offline/offlineQueue.ts). Opened online, the screen starts the attempt on the server (or
 * resumes the open one) and submits with that start; with a time limit it counts down to the start's deadline
 * and, at 0, submits what is answered.
 */
export function Component() {
  const { node } = useRouteQuery<SolvePageQuery>(query);
  const opening = useTimedOpening(node, query);
  if (opening.state === 'ready') return <SolveScreen openedStart={opening.start} />;
  const assignment = node as Extract<typeof node, { __typename: 'Assignment' }>;
  return (
    <>
      <BackLink to={paths.assignment.href(assignment.id)}>Volver a la tarea</BackLink>
      <PageTitle>{assignment.name}</PageTitle>
      {opening.state === 'opening' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Iniciando el intento…</Typography>
        </Box>
      ) : (
        <Alert severity={opening.state === 'offline' ? 'info' : 'error'}>{opening.message}</Alert>
      )}
    </>
  );
}

/** The questions, one at a time, once they are here. */
function SolveScreen({ openedStart }: { openedStart?: AttemptStart }) {
  const { node } = useRouteQuery<SolvePageQuery>(query);
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession();
  const [submit, isSubmitting] = useSubmitAssignmentAttemptMutation();
  const startAttempt = useStartAssignmentAttemptMutation();
  const userId = session.user?.id;
  const assignmentId = node?.__typename === 'Assignment' ? node.id : '';
  const questions = node?.__typename === 'Assignment' ? node.questions : [];
  const questionIds = questions.map((question, index) => question.id ?? `#${index}`);
  const [attemptStart, setAttemptStart] = useState<AttemptStart | null>(openedStart ?? null);
  const { restoring, restoreCount, step, setStep, drafts, setDrafts, answers, setAnswers, hasDrafts, furthest, touched, done, finished } =
    useKeptAttempt(userId, assignmentId, questionIds, attemptStart);
  // The first question, not 'Cargando sus respuestas…', is what the page shows first (lib/firstScreen.ts).
  useFirstScreenPending(restoring && questions.length > 0);
  const [advert, setAdvert] = useState<{ key: number; seconds: number } | null>(null);
  const closeAdvert = useCallback(() => setAdvert(null), []);
  const unsent = useRef(hasDrafts);
  unsent.current = hasDrafts;
  const hasUnsentAnswers = useCallback(() => unsent.current && !done.current, [done]);
  const [startRefusal, setStartRefusal] = useState<string | null>(null);
  const canStart = node?.__typename === 'Assignment' && !closedReason(node) && node.questions.length > 0;
  /** Set when the time ran out: the answers given are submitted then. */
  const [timeUp, setTimeUp] = useState(false);
  const onTimeUp = useCallback(() => setTimeUp(true), []);
  const finishRef = useRef<() => Promise<void>>(() => Promise.resolve());
  useEffect(() => {
    if (timeUp) void finishRef.current();
  }, [timeUp]);
  // The answers stay on the device either way; leaving only asks first.
  const leaveGuard = useLeaveGuard(hasUnsentAnswers, { texts: unsentAnswers, askOnUnload: true });

  // The groups screen comes next: have its code at hand, so it opens even if the connection drops meanwhile.
  useEffect(() => {
    preloadScreenCode(paths.groups.path);
  }, []);

  // The server notes the start (a reload resumes it, with its deadline). Offline there is none: the submission
  // then counts when it arrives, and a timed assignment says it needs the connection.
  useEffect(() => {
    if (!canStart || openedStart || done.current || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    let current = true;
    startAttempt(assignmentId).then(
      (start) => current && setAttemptStart(start),
      (error: unknown) => current && !isNetworkFailure(error) && setStartRefusal(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [canStart, openedStart, assignmentId, startAttempt, done]);

  const currentId = questionIds[step];

  const onDraftChange = useCallback(
    (draft: Draft) => {
      if (currentId === undefined) return;
      touched.current = true;
      setDrafts((previous) => ({ ...previous, [currentId]: draft }));
      setAnswers((previous) => applyDraft(previous, currentId, draft));
    },
    [currentId, setDrafts, setAnswers, touched],
  );

  if (node?.__typename !== 'Assignment') {
    return <NotFoundNotice />;
  }
  const assignment = node;
  const total = questions.length;

  // No attempt left (or open for practice only): the address alone does not start one.
  const closed = closedReason(assignment);
  if (closed && !done.current) {
    return (
      <>
        <BackLink to={paths.assignment.href(assignment.id)}>Volver a la tarea</BackLink>
        <PageTitle>{assignment.name}</PageTitle>
        <Alert severity="info">{closed}</Alert>
      </>
    );
  }

  if (restoring && total > 0) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Cargando sus respuestas…</Typography>
      </Box>
    );
  }

  if (total === 0 || currentId === undefined) {
    return (
      <>
        <BackLink to={paths.groups.href()}>Volver a Grupos</BackLink>
        <PageTitle>{assignment.name}</PageTitle>
        <Alert severity="info">Esta tarea todavía no tiene preguntas.</Alert>
      </>
    );
  }

  const isLast = step === total - 1;
  const currentAnswered = isAnswered(answers, currentId);
  const allAnswered = questionIds.every((id) => isAnswered(answers, id));

  const goForward = () => {
    if (!currentAnswered || isLast) return;
    touched.current = true;
    setStep(step + 1);
    if (step + 1 <= furthest.current) return;
    furthest.current = step + 1;
    const seconds = advertSeconds();
    if (seconds > 0) setAdvert({ key: Date.now(), seconds });
  };

  const keepForLater = async (submission: Submission) => {
    const kept = await saveOffline({ ...submission, ownerId: ownerOf(userId), assignmentName: assignment.name }).catch(() => null);
    if (!kept) {
      notify.error(notKeptMessage, 'Error');
      return;
    }
    finished();
    notify.success(offlineMessage, 'Éxito');
    navigate(paths.groups.href());
  };

  /** 'Finalizar' once every question is answered; when the time is up, whatever is answered. */
  const finish = async () => {
    if ((!allAnswered && !timeUp) || isSubmitting || done.current) return;
    const submission: Submission = {
      assignmentId: assignment.id,
      clientSubmissionId: newSubmissionId(),
      answers: questionIds.map((id) => answers[id]!).filter(Boolean),
      attemptStartId: attemptStart?.id,
    };
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      await keepForLater(submission);
      return;
    }
    try {
      const { assignmentAttempt } = await submit(submission);
      finished();
      notify.success(gradeMessage(assignmentAttempt.score, assignmentAttempt.pendingCount, assignmentAttempt.late), 'Éxito');
      navigate(paths.groups.href());
    } catch (error) {
      // Never reached the server, or its answer never came back: the same id is sent again later.
      if (isNetworkFailure(error)) await keepForLater(submission);
      else notify.error(messageOf(error), 'Error');
    }
  };
  finishRef.current = finish;

  return (
    <Box sx={{ maxWidth: 760 }}>
      <BackLink to={paths.groups.href()}>Volver a Grupos</BackLink>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {assignment.name}
      </Typography>
      {startRefusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {startRefusal}
        </Alert>
      )}
      {assignment.timeLimitMinutes != null && !attemptStart && !startRefusal && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {timeLimitText(assignment.timeLimitMinutes)}, desde que se abre la tarea con conexión.
        </Alert>
      )}
      {attemptStart?.deadline != null && <TimeLimit deadline={attemptStart.deadline} onExpire={onTimeUp} />}
      <QuestionHeading step={step} total={total} />
      <LinearProgress
        variant="determinate"
        value={((step + 1) / total) * 100}
        aria-label={`Pregunta ${step + 1} de ${total}`}
        sx={{ mb: 2, height: 6, borderRadius: 3 }}
      />
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <QuestionWidget key={`${restoreCount}.${currentId}`} questionRef={questions[step]!} draft={drafts[currentId]} onChange={onDraftChange} />
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button
          variant="outlined"
          onClick={() => {
            touched.current = true;
            setStep(step - 1);
          }}
          disabled={step === 0 || isSubmitting}
        >
          Anterior
        </Button>
        {isLast ? (
          <Button variant="contained" onClick={finish} disabled={!allAnswered} loading={isSubmitting} loadingPosition="start">
            Finalizar
          </Button>
        ) : (
          <Button variant="contained" onClick={goForward} disabled={!currentAnswered}>
            Siguiente
          </Button>
        )}
      </Box>
      {leaveGuard.dialog}
      {advert && <AdvertOverlay key={advert.key} seconds={advert.seconds} onDone={closeAdvert} />}
    </Box>
  );
}
