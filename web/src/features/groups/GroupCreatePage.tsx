import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { GroupFields, groupInput } from './GroupFields';
import { GroupPictureField } from './GroupPictureField';
import { useLeaveGuard } from '../../components/LeaveGuard';
import { useNotify } from '../../components/Notifier';
import { useToastedMutation } from '../../components/useToastedMutation';
import { PageTitle } from '../../components/PageTitle';
import { useCreateOnce } from '../../lib/clientId';
import { createGroupSchema } from './groupSchemas';
import { ProfilePicker, type PickedProfile } from './ProfilePicker';
import { useCreateStudyGroupMutation } from './useCreateStudyGroupMutation';

interface Values {
  name: string;
  description: string;
  isPublic: boolean;
  requiresRequest: boolean;
  members: PickedProfile[];
  picture: File | null;
}

/**
 * Creating a group: Nombre, Descripción, Público, Requiere Invitación, the member picker, 'Crear grupo'. Created, it
 * goes back to Grupos; when only the picture was refused, it opens the new group and says why.
 */
export function Component() {
  const navigate = useNavigate();
  const toasted = useToastedMutation();
  const notify = useNotify();
  const [create, isCreating] = useCreateStudyGroupMutation();
  const { clientMutationId, locked, lock, unlock } = useCreateOnce();

  const form = useFormik<Values>({
    // A new group is public by default, needs no invitation and has no members yet.
    initialValues: { name: '', description: '', isPublic: true, requiresRequest: false, members: [], picture: null },
    validationSchema: createGroupSchema,
    onSubmit: async (values) => {
      if (!lock()) return;
      const created = await toasted(
        () =>
          create(
            {
              clientMutationId,
              ...groupInput(values),
              memberIds: values.members.map((member) => member.id),
            },
            values.picture,
          ),
        { success: 'Grupo creado correctamente' },
      );
      if (!created.ok) return unlock();
      leaveGuard.allowLeaving();
      const { pictureError, studyGroupEdge } = created.value.createStudyGroup;
      if (!pictureError) return navigate(paths.groups.href());
      // The group exists without its picture: open it, where 'Editar' can add one, and say why it was not saved.
      notify.error(`Grupo creado, pero la foto no se guardó: ${pictureError}`, 'Foto no guardada');
      navigate(paths.group.href(studyGroupEdge.node.id));
    },
  });

  // Unsaved input asks before leaving ('Volver a Grupos', 'Cancelar', the browser's back).
  const leaveGuard = useLeaveGuard(form.dirty);
  const busy = isCreating || form.isSubmitting || locked;

  return (
    <Box sx={{ maxWidth: 640 }}>
      <BackLink to={paths.groups.href()}>Volver a Grupos</BackLink>
      <PageTitle>Crear grupo</PageTitle>
      <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Crear grupo">
        <GroupFields form={form} />
        <GroupPictureField
          value={form.values.picture}
          onChange={(file) => void form.setFieldValue('picture', file, true)}
          error={form.errors.picture}
          disabled={busy}
        />
        <ProfilePicker
          label="Buscar usuario"
          value={form.values.members}
          onChange={(members) => form.setFieldValue('members', members)}
          disabled={busy}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
          <Button component={RouterLink} to={paths.groups.href()}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Creando...' : 'Crear grupo'}
          </Button>
        </Box>
      </Box>
      {leaveGuard.dialog}
    </Box>
  );
}
