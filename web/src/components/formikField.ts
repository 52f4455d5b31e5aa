import { getIn, type FormikProps } from 'formik';

/** What a field needs of a Formik form (useFormik's result or a form's props). */
export type FormikFieldHost<Values> = Pick<FormikProps<Values>, 'getFieldProps' | 'errors' | 'touched' | 'submitCount'>;

/** A field's message (`name` may be a path: 'answers.0.value'), once the field was left or the form was sent. */
export function fieldError<Values>(form: Pick<FormikFieldHost<Values>, 'errors' | 'touched' | 'submitCount'>, name: string): string | undefined {
  const error: unknown = getIn(form.errors, name);
  const shown = Boolean(getIn(form.touched, name)) || form.submitCount > 0;
  return shown && typeof error === 'string' ? error : undefined;
}

/**
 * Everything a text field takes from Formik: name, value, onChange, onBlur, and `error` with `helperText` (the
 * field's message, else the hint). Kept apart from any text field component, so the login screen can use it with
 * its lighter field.
 */
export function formikFieldProps<Values>(form: FormikFieldHost<Values>, name: string, hint?: string) {
  const message = fieldError(form, name);
  return { ...form.getFieldProps(name), error: Boolean(message), helperText: message ?? hint };
}
