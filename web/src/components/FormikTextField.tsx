import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formikFieldProps, type FormikFieldHost } from './formikField';

type FormikTextFieldProps<Values> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'helperText'> & {
  form: FormikFieldHost<Values>;
  /** The field's name in the form's values (a path such as 'answers.0.value' too). */
  name: string;
  /** Said under the field while it has no message. */
  hint?: string;
};

/**
 * A TextField bound to a Formik form: its value, changes and blur, and the field's Spanish message under it once
 * the field was left or the form was sent. Props given here (an `onChange` that filters what is typed) win.
 */
export function FormikTextField<Values>({ form, name, hint, ...props }: FormikTextFieldProps<Values>) {
  return <TextField {...formikFieldProps(form, name, hint)} {...props} />;
}
