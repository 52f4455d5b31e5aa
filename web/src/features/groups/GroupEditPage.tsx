import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { useNotify } from '../../components/Notifier';
import { PageTitle } from '../../components/PageTitle';
import { normalizeText } from '../../lib/text';
import { messageOf } from '../../relay/errors';
import { editGroupSchema } from './groupSchemas';
import { useUpdateStudyGroupMutation } from './useUpdateStudyGroupMutation';

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

/** Editing a group: 'Editar grupo', prefilled from the route, 'Guardar cambios' / 'Guardando...'. */
export function Component() {
  const { id, name, description } = useEditGroupParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [update, isUpdating] = useUpdateStudyGroupMutation();

  const form = useFormik({
    initialValues: { name, description },
    enableReinitialize: true,
    validationSchema: editGroupSchema,
    onSubmit: async (values) => {
      try {
        await update({ id, name: normalizeText(values.name), description: normalizeText(values.description) || null });
        notify.success('Grupo actualizado correctamente', 'Éxito');
        navigate(paths.group.href(id));
      } catch (error) {
        notify.error(`Error intentando actualizar información de grupo: ${messageOf(error)}`, 'Error');
      }
    },
  });

  const fieldError = (field: 'name' | 'description') => (form.touched[field] && form.errors[field]) || undefined;
  const busy = isUpdating || form.isSubmitting;

  return (
    <Box sx={{ maxWidth: 640 }}>
      <BackLink to={paths.group.href(id)}>Volver al grupo</BackLink>
      <PageTitle>Editar grupo</PageTitle>
      <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Editar grupo">
        <TextField
          label="Nombre"
          required
          autoComplete="off"
          {...form.getFieldProps('name')}
          error={Boolean(fieldError('name'))}
          helperText={fieldError('name')}
        />
        <TextField
          label="Descripción"
          multiline
          minRows={2}
          {...form.getFieldProps('description')}
          error={Boolean(fieldError('description'))}
          helperText={fieldError('description')}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
          <Button component={RouterLink} to={paths.group.href(id)}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Guardando...' : 'Guardar cambios'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
