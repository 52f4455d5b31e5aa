import { gradingMethods } from '@aula/common';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { BackLink } from '../../components/BackLink';
import { FormikTextField } from '../../components/FormikTextField';
import { PageTitle } from '../../components/PageTitle';
import { difficultyOptions } from '../../questionKinds/difficulty';
import { gradingMethodLabels, type AssignmentFormValues } from './assignmentSchema';

/**
 * Título, descripción, dificultad and the attempts policy (intentos, método de calificación, fecha de entrega,
 * cierre de entregas, tiempo límite, práctica), with the Spanish message under the field that fails.
 */
export function AssignmentFields({ form }: { form: FormikProps<AssignmentFormValues> }) {
  return (
    <>
      <FormikTextField form={form} name="name" label="Título" required autoComplete="off" />
      <FormikTextField form={form} name="description" label="Descripción" required multiline minRows={3} />
      <FormikTextField select form={form} name="difficulty" id="assignment-difficulty" label="Dificultad">
        {difficultyOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </FormikTextField>
      <FormikTextField
        form={form}
        name="maxAttempts"
        label="Intentos permitidos"
        inputMode="numeric"
        hint="Déjelo vacío para permitir intentos ilimitados"
      />
      <FormikTextField select form={form} name="gradingMethod" id="assignment-grading-method" label="Método de calificación">
        {gradingMethods.map((method) => (
          <MenuItem key={method} value={method}>
            {gradingMethodLabels[method]}
          </MenuItem>
        ))}
      </FormikTextField>
      <FormikTextField
        form={form}
        name="dueAt"
        label="Fecha de entrega"
        type="datetime-local"
        slotProps={{ inputLabel: { shrink: true } }}
        hint="Opcional: lo entregado después se marca «Entregada con retraso»"
      />
      <FormikTextField
        form={form}
        name="closeAt"
        label="Cierre de entregas"
        type="datetime-local"
        slotProps={{ inputLabel: { shrink: true } }}
        hint="Opcional, después de la fecha de entrega: desde entonces no se admiten intentos ni envíos"
      />
      <FormikTextField
        form={form}
        name="timeLimitMinutes"
        label="Tiempo límite (minutos)"
        inputMode="numeric"
        hint="Opcional, de 1 a 600: cuenta desde que el estudiante abre la tarea; al terminar se envía lo respondido"
      />
      <Box>
        <FormControlLabel
          control={<Switch name="openForPractice" checked={form.values.openForPractice} onChange={form.handleChange} />}
          label="Abrir para práctica (Modo Libre)"
        />
        <FormHelperText sx={{ mt: 0 }}>
          Los estudiantes podrán practicar sus preguntas viendo la solución, y la tarea ya no admitirá envíos calificados.
        </FormHelperText>
      </Box>
    </>
  );
}

interface FrameProps {
  /** 'Nueva tarea' or 'Editar tarea': the page's title and the form's name. */
  title: string;
  /** The group's assignments ('Volver a las tareas'). */
  back: string;
  form: FormikProps<AssignmentFormValues>;
  /** What follows the fields inside the form (its actions). */
  children: ReactNode;
  /** After the form: its dialogs. */
  after: ReactNode;
}

/** The assignment page in either mode: back link, title and the form with its fields, then what each mode adds. */
export function AssignmentFormFrame({ title, back, form, children, after }: FrameProps) {
  return (
    <Box sx={{ maxWidth: 720 }}>
      <BackLink to={back}>Volver a las tareas</BackLink>
      <PageTitle>{title}</PageTitle>
      <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={title}>
        <AssignmentFields form={form} />
        {children}
      </Box>
      {after}
    </Box>
  );
}
