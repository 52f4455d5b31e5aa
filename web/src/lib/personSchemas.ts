import { usernameRule, validationMessages } from '@aula/common';
import * as yup from 'yup';

/**
 * The rules of a person's account fields, shared by sign-up and the profile, each with the message the api gives
 * for it, so a form says before sending what the server would answer.
 */
export const personName = yup.string().trim().required(validationMessages.nameMin).min(3, validationMessages.nameMin);

/** One the selector offers, or the one a stored phone already has (PhoneField lists it too). */
export const countryCode = yup
  .string()
  .required()
  .matches(/^\+\d{1,3}$/);

/** With the country code it must make an international mobile number: 6 to 14 digits. */
export const phoneNumber = yup
  .string()
  .required(validationMessages.phone)
  .test('celular', validationMessages.phone, (value) => /^\d{6,14}$/.test((value ?? '').replace(/[\s-]/g, '')));

/** As the api takes it (@aula/common's usernameRule): Latin letters with accents or ñ, digits, '.', '-', '_'. */
export const username = yup
  .string()
  .trim()
  .required(validationMessages.usernameMin)
  .min(usernameRule.min, validationMessages.usernameMin)
  .max(usernameRule.max, validationMessages.usernameMax)
  .test('characters', validationMessages.usernameCharacters, (value = '') => usernameRule.characters.test(value.normalize('NFC')))
  .test('letterOrDigit', validationMessages.usernameLetterOrDigit, (value = '') => usernameRule.letterOrDigit.test(value));

export const password = yup.string().required(validationMessages.passwordRequired).min(8, validationMessages.passwordMin);

/** The new password typed again: the same rules, and equal to the field `of`. */
export const passwordRepeat = (of: string) =>
  yup
    .string()
    .required(validationMessages.passwordMin)
    .min(8, validationMessages.passwordMin)
    .oneOf([yup.ref(of)], 'Las contraseñas deben coincidir');
