import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { ISchema, ValidationError } from 'yup';

/**
 * Formik's `validate` for a yup schema fetched on the first check, run as Formik runs a `validationSchema`: the
 * login and sign-up screens paint and take typing without yup's code. Made once per form, at module level, so
 * every check of the form shares `latest`.
 *
 * Formik shows whichever check settles last, and checks started before the schema arrived settle in any order,
 * some with values already old (what the prerendered page carried over, set field by field, each check seeing
 * only its own field). So every check answers with the errors of the newest one: a form sent with valid values
 * never ends up showing messages about fields that are filled in.
 */
export function validateLater<Values extends FormikValues>(load: () => Promise<ISchema<unknown>>) {
  let latest: Promise<FormikErrors<Values>> | undefined;
  const check = async (values: Values): Promise<FormikErrors<Values>> => {
    const schema = await load();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error as ValidationError);
      throw error;
    }
  };
  return async (values: Values): Promise<FormikErrors<Values>> => {
    let mine = check(values);
    latest = mine;
    let errors = await mine;
    while (latest !== mine) {
      mine = latest;
      errors = await mine;
    }
    return errors;
  };
}
