import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { GroupFields, groupInput } from './GroupFields';
import { GroupPictureField } from './GroupPictureField';
import { useLeaveGuard } from '../../components/LeaveGuard';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { useToastedMutation } from '../../components/useToastedMutation';
import { PageTitle } from '../../components/PageTitle';
import { RestrictedNotice } from '../../components/RestrictedNotice';
import { useRouteQuery } from '../../relay/routeQuery';
import type { GroupEditPageQuery, GroupEditPageQuery$data } from '../../__generated__/GroupEditPageQuery.graphql';
import { DeactivatedGroupNotice } from './DeactivatedGroupNotice';
import { editGroupSchema } from './groupSchemas';
import { useUpdateStudyGroupMutation } from './useUpdateStudyGroupMutation';

// The switches, the owner test and the active flag are not in the address: the screen's one query reads them.
const query = graphql`
  query GroupEditPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on StudyGroup {
        id
        isActive
        isPublic
        requiresRequest
        viewerIsOwner
        groupPictureUrl
      }
    }
  }
`;

/**
 * The values of /groups/update/{id}/{name}/{description} (made by paths.editGroup). React Router already
 * decodes each parameter once (percent signs and slashes included), so decoding again would corrupt a name
 * such as '100%'. A description of '-' stands for none.
 */
function useEditGroupParams() {
  const params = useParams();
  return {
    id: params.id ?? '',
    name: params.name ?? '',
    description: params.description === '-' ? '' : (params.description ?? ''),
  };
}

type Group = Extract<NonNullable<GroupEditPageQuery$data['node']>, { __typename: 'StudyGroup' }>;

/** The form: Nombre and Descripción from the route, Público and Requiere Invitación from the group. */
function EditGroupForm({ group }: { group: Group }) {
  const { id, name, description } = useEditGroupParams();
  const navigate = useNavigate();
  const toasted = useToastedMutation();
  const [update, isUpdating] = useUpdateStudyGroupMutation();

  const form = useFormik({
    initialValues: { name, description, isPublic: group.isPublic, requiresRequest: group.requiresRequest, picture: null as File | null },
    enableReinitialize: true,
    validationSchema: editGroupSchema,
    onSubmit: async (values) => {
      const updated = await toasted(
        () =>
          update(
            {
              id,
              ...groupInput(values),
            },
            values.picture,
          ),
        { success: 'Grupo actualizado correctamente', failure: (message) => `Error intentando actualizar información de grupo: ${message}` },
      );
      if (!updated.ok) return;
      leaveGuard.allowLeaving();
      navigate(paths.group.href(id));
    },
  });

  // Unsaved changes ask before leaving ('Volver al grupo', 'Cancelar', the browser's back).
  const leaveGuard = useLeaveGuard(form.dirty);
  const busy = isUpdating || form.isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Editar grupo">
      <GroupFields form={form} />
      <GroupPictureField
        value={form.values.picture}
        currentUrl={group.groupPictureUrl}
        onChange={(file) => void form.setFieldValue('picture', file, true)}
        error={form.errors.picture}
        disabled={busy}
      />
      {/* Members are added and removed on their own screen, each change saved at once. */}
      <Typography variant="body2" color="text.secondary">
        Los miembros se gestionan en{' '}
        <Link component={RouterLink} to={paths.groupMembers.href(id)}>
          Miembros del grupo
        </Link>
        .
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
        <Button component={RouterLink} to={paths.group.href(id)}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </Box>
      {leaveGuard.dialog}
    </Box>
  );
}

/**
 * Editing a group: 'Editar grupo', the create form's fields prefilled, 'Guardar cambios' / 'Guardando...'. Only
 * the owner of an active group gets the form.
 */
export function Component() {
  const { node } = useRouteQuery<GroupEditPageQuery>(query);
  if (node?.__typename !== 'StudyGroup') return <NotFoundNotice />;
  if (!node.viewerIsOwner) return <RestrictedNotice backTo={paths.group.href(node.id)} backLabel="Volver al grupo" />;
  return (
    <Box sx={{ maxWidth: 640 }}>
      <BackLink to={paths.group.href(node.id)}>Volver al grupo</BackLink>
      <PageTitle>Editar grupo</PageTitle>
      {node.isActive ? <EditGroupForm group={node} /> : <DeactivatedGroupNotice />}
    </Box>
  );
}
