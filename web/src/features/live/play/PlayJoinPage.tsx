import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formikFieldProps } from '../../../components/formikField';
import { PageTitle } from '../../../components/PageTitle';
import { messageOf } from '../../../relay/errors';
import { paths } from '../../../routes/paths';
import { pinDigits, pinSchema } from './pinSchema';
import { useJoinLiveGameMutation } from './useJoinLiveGameMutation';

/**
 * 'Unirse a un juego': the PIN on the host's screen, then the game's screen. A link with ?pin= (the host's QR code)
 * joins at once; a logged-out visitor logs in first and comes back here (router.tsx). The server's refusals
 * (unknown PIN, game over, not a member, too many tries) show as they come.
 */
export function Component() {
  const [search] = useSearchParams();
  const linkPin = pinDigits(search.get('pin') ?? '');
  const navigate = useNavigate();
  const [join, isJoining] = useJoinLiveGameMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = useCallback(
    async (pin: string, fromLink: boolean) => {
      setRefusal(null);
      try {
        const { joinLiveGame } = await join(pin);
        // From a link, Back must not land on the link again (it would join again and come straight back).
        navigate(paths.playGame.href(joinLiveGame.liveGame.id), { replace: fromLink });
      } catch (error) {
        setRefusal(messageOf(error));
      }
    },
    [join, navigate],
  );

  const form = useFormik({
    initialValues: { pin: linkPin },
    validationSchema: pinSchema,
    onSubmit: ({ pin }) => send(pin, false),
  });

  // A link's PIN is sent once, also when React runs the effect twice.
  const sentLink = useRef(false);
  useEffect(() => {
    if (sentLink.current || linkPin.length !== 6) return;
    sentLink.current = true;
    void send(linkPin, true);
  }, [linkPin, send]);

  return (
    <Box sx={{ maxWidth: 480, mx: 'auto' }}>
      <PageTitle>Unirse a un juego</PageTitle>
      <Typography color="text.secondary">Escriba el PIN que muestra la pantalla del docente.</Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit}>
        <TextField
          label="PIN del juego"
          fullWidth
          margin="normal"
          autoComplete="off"
          {...formikFieldProps(form, 'pin')}
          onChange={(event) => void form.setFieldValue('pin', pinDigits(event.target.value))}
          slotProps={{
            htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', sx: { fontSize: '2rem', letterSpacing: '0.3em', textAlign: 'center' } },
          }}
        />
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {refusal}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isJoining} sx={{ mt: 2, minHeight: 56 }}>
          {isJoining ? 'Uniéndose…' : 'Unirse'}
        </Button>
      </Box>
    </Box>
  );
}
