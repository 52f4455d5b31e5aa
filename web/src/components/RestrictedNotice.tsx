import { errorMessages } from '@aula/common';
import Alert from '@mui/material/Alert';
import { paths } from '../routes/paths';
import { BackLink } from './BackLink';
import { PageTitle } from './PageTitle';

export const restrictedMessage = errorMessages.forbidden;

/**
 * What a teacher's screen (editing a group, an assignment or someone else's question, a group's grades) shows to
 * anyone else who opens its address: no form, the reason, and the way back. The server refuses the change anyway;
 * this keeps a student from filling a form that cannot be saved.
 */
export function RestrictedNotice({ backTo = paths.groups.href(), backLabel = 'Volver a Grupos' }: { backTo?: string; backLabel?: string }) {
  return (
    <>
      <BackLink to={backTo}>{backLabel}</BackLink>
      <PageTitle>Acceso restringido</PageTitle>
      <Alert severity="warning">{restrictedMessage}</Alert>
    </>
  );
}
