import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../../components/Notifier';
import { formatGrade } from '../../lib/format';
import { messageOf } from '../../relay/errors';
import { pendingSubmissions, queueChangedEvent, sendPending, savedAnswerPrefix } from './offlineQueue';
import { useSession } from '../../session/SessionProvider';
import { isNetworkFailure } from './submission';
import { useSubmitAssignmentAttemptMutation } from './useSubmitAssignmentAttemptMutation';

/** While something waits and the browser is online, another round is tried this often (e.g. after a 5xx). */
export const retryIntervalMs = 30_000;

const pendingText = (count: number) => (count === 1 ? '1 envío pendiente' : `${count} envíos pendientes`);

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Submissions saved while offline (SPEC.md section 4): how many wait, shown in the app bar, and sent again with
 * their own clientSubmissionId when the browser is back online (and at start). sendPending removes an entry only
 * after the server confirmed it; the server's clientSubmissionId makes a resent one count once.
 */
export function PendingSubmissions() {
  const [submit] = useSubmitAssignmentAttemptMutation();
  const ownerId = useSession().user?.id;
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  /** Loads the current screen again: same address, new navigation, so an error shown while offline goes. */
  const reload = useRef<() => void>(() => {});
  const [count, setCount] = useState(() => pendingSubmissions(ownerId).length);
  const [online, setOnline] = useState(isOnline);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submitRef = useRef(submit);
  const running = useRef(false);
  const again = useRef(false);

  useEffect(() => {
    submitRef.current = submit;
    reload.current = () => {
      const { pathname, search, hash, state } = location;
      void navigate({ pathname, search, hash }, { replace: true, state });
    };
  }, [submit, navigate, location]);

  const flush = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    if (!isOnline() || pendingSubmissions(ownerId).length === 0) return;
    running.current = true;
    setSending(true);
    const scores: number[] = [];
    try {
      do {
        again.current = false;
        await sendPending(async (submission) => {
          try {
            const { assignmentAttempt } = await submitRef.current(submission);
            scores.push(assignmentAttempt.score);
            setRefusal(null);
          } catch (error) {
            // A refusal (not a lost connection) is shown; the entry stays, nothing a student answered is lost.
            if (!isNetworkFailure(error)) setRefusal(messageOf(error));
            throw error;
          }
        }, { ownerId, stopOn: isNetworkFailure });
      } while (again.current && isOnline());
    } finally {
      running.current = false;
      setSending(false);
    }
    if (scores.length === 1) notify.success(`Se envió la tarea guardada sin conexión. Nota: ${formatGrade(scores[0])}`, 'Éxito');
    else if (scores.length > 1) notify.success(`Se enviaron ${scores.length} tareas guardadas sin conexión`, 'Éxito');
  }, [notify, ownerId]);

  useEffect(() => {
    const refresh = () => setCount(pendingSubmissions(ownerId).length);
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(savedAnswerPrefix)) refresh();
    };
    const goOnline = () => {
      setOnline(true);
      // A screen that failed to load while offline (e.g. /groups right after an offline submit) loads again.
      reload.current();
      void flush();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener(queueChangedEvent, refresh);
    window.addEventListener('storage', fromOtherTab);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const retry = setInterval(() => void flush(), retryIntervalMs);
    refresh();
    void flush();
    return () => {
      window.removeEventListener(queueChangedEvent, refresh);
      window.removeEventListener('storage', fromOtherTab);
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      clearInterval(retry);
    };
  }, [flush]);

  const hint = !online
    ? 'Sin conexión: se enviarán automáticamente al volver la conexión'
    : sending
      ? 'Enviando...'
      : refusal
        ? `No se pudo enviar: ${refusal}. Pulse para reintentar`
        : 'Se enviarán automáticamente. Pulse para reintentar ahora';

  return (
    <Box role="status" aria-live="polite" sx={{ ml: 'auto', display: 'flex', alignItems: 'center', minWidth: 0 }}>
      {count > 0 && (
        <Tooltip title={hint} describeChild>
          <Chip
            label={pendingText(count)}
            color={refusal && online ? 'error' : 'secondary'}
            icon={
              sending ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : online ? (
                <CloudUploadOutlinedIcon fontSize="small" />
              ) : (
                <CloudOffOutlinedIcon fontSize="small" />
              )
            }
            onClick={() => void flush()}
            sx={{ maxWidth: '100%', fontWeight: 600 }}
          />
        </Tooltip>
      )}
    </Box>
  );
}
