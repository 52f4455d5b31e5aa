import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';

export interface GroupFieldValues {
  name: string;
  description: string;
  isPublic: boolean;
  requiresRequest: boolean;
}

/** The fields creating and editing a group share: Nombre, Descripción and the Público / Requiere Invitación switches. */
export function GroupFields<Values extends GroupFieldValues>({ form }: { form: FormikProps<Values> }) {
  const fieldError = (field: 'name' | 'description') => ((form.touched[field] && form.errors[field]) as string | undefined) || undefined;
  return (
    <>
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
      <FormGroup sx={{ my: 1 }}>
        <FormControlLabel control={<Switch {...form.getFieldProps('isPublic')} checked={form.values.isPublic} />} label="Público" />
        <FormControlLabel
          control={<Switch {...form.getFieldProps('requiresRequest')} checked={form.values.requiresRequest} />}
          label="Requiere Invitación"
        />
      </FormGroup>
    </>
  );
}
