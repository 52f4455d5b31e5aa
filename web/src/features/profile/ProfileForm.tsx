import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { normalizeText } from '@aula/common';
import { useFormik } from 'formik';
import { graphql, useFragment } from 'react-relay/hooks';
import * as yup from 'yup';
import type { ProfileForm_viewer$data, ProfileForm_viewer$key } from '../../__generated__/ProfileForm_viewer.graphql';
import type { UpdateProfileInput } from '../../__generated__/useUpdateProfileMutation.graphql';
import { FormikTextField } from '../../components/FormikTextField';
import { useNotify } from '../../components/Notifier';
import { PhoneField } from '../../components/PhoneField';
import { useToastedMutation } from '../../components/useToastedMutation';
import { countryCode, personName, phoneNumber, username } from '../../lib/personSchemas';
import { fullPhone, splitPhone } from '../../lib/phone';
import { useSession } from '../../session/SessionProvider';
import { refusedField } from './refusedField';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';

const fragment = graphql`
  fragment ProfileForm_viewer on Viewer {
    user {
      id
      firstName
      lastName
      email
      phone
    }
    profile {
      id
      username
    }
  }
`;

const schema = yup.object({ firstName: personName, lastName: personName, countryCode, phone: phoneNumber, username });
type Values = yup.InferType<typeof schema>;
const fields = ['firstName', 'lastName', 'phone', 'username'] as const;

/**
 * Only what differs from the saved account, cleaned as sign-up cleans it. The phone goes only when its code or
 * number was changed: a stored phone the form would write otherwise (another spacing) is never rewritten.
 */
function changesOf(values: Values, initial: Values, { user, profile }: ProfileForm_viewer$data): UpdateProfileInput {
  const input: UpdateProfileInput = {};
  const firstName = normalizeText(values.firstName);
  const lastName = normalizeText(values.lastName);
  const phoneEdited = values.countryCode !== initial.countryCode || values.phone !== initial.phone;
  const name = values.username.trim();
  if (firstName !== user.firstName) input.firstName = firstName;
  if (lastName !== user.lastName) input.lastName = lastName;
  if (phoneEdited) input.phone = fullPhone(values.countryCode, values.phone);
  if (name !== profile.username) input.username = name;
  return input;
}

/** 'Datos personales': names, phone (sign-up's country selector) and username, with sign-up's rules and messages. */
export function ProfileForm({ viewerRef }: { viewerRef: ProfileForm_viewer$key }) {
  const viewer = useFragment(fragment, viewerRef);
  const session = useSession();
  const notify = useNotify();
  const toasted = useToastedMutation();
  const [update, isUpdating] = useUpdateProfileMutation();

  const form = useFormik<Values>({
    initialValues: {
      firstName: viewer.user.firstName,
      lastName: viewer.user.lastName,
      ...splitPhone(viewer.user.phone),
      username: viewer.profile.username,
    },
    // The saved values come back through the store: the form then holds them, with nothing left to save.
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, { setFieldError }) => {
      const input = changesOf(values, form.initialValues, viewer);
      if (Object.keys(input).length === 0) {
        notify.info('No hay cambios que guardar');
        return;
      }
      const saved = await toasted(() => update({ input }), {
        success: 'Sus datos se guardaron correctamente',
        failure: 'No se pudieron guardar sus datos',
        handledHere: (error) => refusedField(error, fields) !== undefined,
      });
      if (saved.ok) {
        const { user, profile } = saved.value.updateProfile;
        session.updateUser(
          { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
          { id: profile.id, username: profile.username },
        );
      } else {
        const field = refusedField(saved.error, fields);
        if (field) setFieldError(field, (saved.error as Error).message);
      }
    },
  });
  const busy = isUpdating || form.isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Datos personales">
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
        <FormikTextField form={form} name="firstName" label="Nombres" autoComplete="given-name" />
        <FormikTextField form={form} name="lastName" label="Apellidos" autoComplete="family-name" />
      </Box>
      <PhoneField form={form} />
      <FormikTextField
        form={form}
        name="username"
        label="Nombre de usuario"
        autoComplete="username"
        hint="Lo ven sus compañeros de grupo. De 3 a 30 caracteres: letras (con tilde o ñ), números, puntos o guiones."
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </Box>
    </Box>
  );
}
