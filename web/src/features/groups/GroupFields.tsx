import { normalizeText } from '@aula/common';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { FormikProps } from 'formik';
import { useId } from 'react';
import { FormikTextField } from '../../components/FormikTextField';

export interface GroupFieldValues {
  name: string;
  description: string;
  isPublic: boolean;
  requiresRequest: boolean;
}

/** The fields as createStudyGroup and updateStudyGroup take them: texts normalised, an empty description none. */
export const groupInput = (values: GroupFieldValues) => ({
  name: normalizeText(values.name),
  description: normalizeText(values.description) || null,
  isPublic: values.isPublic,
  requiresRequest: values.requiresRequest,
});

/** What each switch, as it stands, lets someone outside the group do: said beside it, so a teacher knows before saving. */
const switchHelp = {
  isPublic: {
    on: 'Cualquier estudiante puede encontrar el grupo en la búsqueda de grupos públicos y unirse sin el código.',
    off: 'El grupo no aparece en la búsqueda: solo puede unirse quien tenga su código.',
  },
  requiresRequest: {
    on: 'Quien se una con el código o desde la búsqueda envía una solicitud que usted acepta o rechaza.',
    off: 'Quien se una con el código o desde la búsqueda entra al momento, y usted recibe un aviso.',
  },
} as const;

/**
 * The fields creating and editing a group share: Nombre, Descripción and the Público / Requiere Invitación switches,
 * each with a line saying what it lets strangers do.
 */
export function GroupFields<Values extends GroupFieldValues>({ form }: { form: FormikProps<Values> }) {
  const id = useId();
  return (
    <>
      <FormikTextField form={form} name="name" label="Nombre" required autoComplete="off" />
      <FormikTextField form={form} name="description" label="Descripción" multiline minRows={2} />
      <FormGroup sx={{ my: 1, gap: 1 }}>
        {(
          [
            ['isPublic', 'Público'],
            ['requiresRequest', 'Requiere Invitación'],
          ] as const
        ).map(([field, label]) => (
          <div key={field}>
            <FormControlLabel
              control={
                <Switch {...form.getFieldProps(field)} checked={form.values[field]} slotProps={{ input: { 'aria-describedby': `${id}-${field}` } }} />
              }
              label={label}
            />
            <FormHelperText id={`${id}-${field}`} sx={{ mt: 0, ml: 6 }}>
              {switchHelp[field][form.values[field] ? 'on' : 'off']}
            </FormHelperText>
          </div>
        ))}
      </FormGroup>
    </>
  );
}
