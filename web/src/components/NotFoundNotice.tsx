import { errorMessages } from '@aula/common';
import Alert from '@mui/material/Alert';
import { paths } from '../routes/paths';
import { BackLink } from './BackLink';

/**
 * What a screen shows when what its address names does not exist, or is not the viewer's to see: the way back
 * and 'No se encontró el recurso'. The way back is the group list unless the screen knows a closer one.
 */
export function NotFoundNotice({ backTo = paths.groups.href(), backLabel = 'Volver a Grupos' }: { backTo?: string; backLabel?: string }) {
  return (
    <>
      <BackLink to={backTo}>{backLabel}</BackLink>
      <Alert severity="warning">{errorMessages.notFound}</Alert>
    </>
  );
}
