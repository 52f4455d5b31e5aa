import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { ISchema, ValidationError } from 'yup';

/**
 * Formik's `validate` for a yup schema fetched on the first check, run as Formik runs a `validationSchema`: the
 * login and sign-up screens paint and take typing without yup's code.
 */
export function validateLater<Values extends FormikValues>(load: () => Promise<ISchema<unknown>>) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const schema = await load();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error as ValidationError);
      throw error;
    }
  };
}
