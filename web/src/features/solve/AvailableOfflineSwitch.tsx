import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { fetchForOffline, markedAssignments, setMarked, subscribeKeeping, type Keeping } from '../../offline/availableOffline';
import { vaultOpen } from '../../offline/vault';
import { isConnected } from '../../relay/connection';
import { useSession } from '../../session/SessionProvider';

const keepingText: Record<Keeping, string> = {
  saving: 'Guardando la tarea en este dispositivo…',
  saved: 'La tarea está guardada en este dispositivo.',
  later: 'Se guardará en este dispositivo cuando vuelva la conexión.',
};

/**
 * 'Disponible sin conexión' on an assignment's overview (a student's): on, the assignment is fetched now (or, without
 * a connection, when it returns), sealed on this device with its images, and fetched again at each start online
 * (offline/availableOffline.ts); off, it is no longer refreshed (what was kept stays until the session ends, as for
 * any assignment opened online). The line under it follows the keeping, whoever fetches.
 */
export function AvailableOfflineSwitch({ assignmentId }: { assignmentId: string }) {
  const environment = useRelayEnvironment();
  const userId = useSession().user?.id;
  const statusId = useId();
  const [marked, setMarkedState] = useState<boolean | null>(null);
  const [keeping, setKeeping] = useState<Keeping | 'idle'>('idle');

  useEffect(() => {
    if (!userId) return;
    let current = true;
    markedAssignments(userId).then(
      (ids) => current && setMarkedState(ids.includes(assignmentId)),
      () => current && setMarkedState(false),
    );
    return () => {
      current = false;
    };
  }, [userId, assignmentId]);

  // While on: the shell fetches it when the connection returns, and the line says when it is kept.
  useEffect(() => {
    if (!marked) return;
    return subscribeKeeping((keptId, next) => {
      if (keptId === assignmentId) setKeeping(next);
    });
  }, [marked, assignmentId]);

  // Without the session's key nothing can be kept on the device (a session from before keys were handed out).
  if (!userId || !vaultOpen()) return null;

  const onChange = async (on: boolean) => {
    setMarkedState(on);
    if (!(await setMarked(userId, assignmentId, on).catch(() => false))) {
      setMarkedState(!on);
      return;
    }
    if (!on) {
      setKeeping('idle');
      return;
    }
    if (!isConnected()) {
      setKeeping('later');
      return;
    }
    setKeeping('saving');
    try {
      await fetchForOffline(environment, assignmentId);
      setKeeping('saved');
    } catch {
      setKeeping('later');
    }
  };

  return (
    <>
      <FormControlLabel
        sx={{ mt: 2, display: 'flex' }}
        control={
          <Switch
            checked={marked === true}
            disabled={marked === null}
            onChange={(event) => void onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': keeping === 'idle' ? undefined : statusId } }}
          />
        }
        label="Disponible sin conexión"
      />
      <Typography id={statusId} role="status" variant="body2" color="text.secondary">
        {keeping === 'idle' ? '' : keepingText[keeping]}
      </Typography>
    </>
  );
}
