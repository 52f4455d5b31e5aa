import { validationMessages } from '@aula/common';
import * as yup from 'yup';
import { countryCodes } from './phone';

/**
 * The rules of a person's account fields, shared by sign-up and the profile, each with the message the api gives
 * for it, so a form says before sending what the server would answer.
 */
export const personName = yup.string().trim().required(validationMessages.nameMin).min(3, validationMessages.nameMin);

export const countryCode = yup
  .string()
  .oneOf(countryCodes.map((c) => c.code))
  .required();

/** With the country code it must make an international mobile number: 6 to 14 digits. */
export const phoneNumber = yup
  .string()
  .required(validationMessages.phone)
  .test('celular', validationMessages.phone, (value) => /^\d{6,14}$/.test((value ?? '').replace(/[\s-]/g, '')));

const usernameMin = 'El nombre de usuario debe tener al menos 3 caracteres';

/** As the api takes it: 3 to 30 letters, digits, dots, hyphens or underscores. */
export const username = yup
  .string()
  .trim()
  .required(usernameMin)
  .min(3, usernameMin)
  .max(30, 'El nombre de usuario admite como máximo 30 caracteres')
  .matches(/^[\p{L}\p{N}._-]+$/u, 'El nombre de usuario solo admite letras, números, puntos y guiones');

export const password = yup.string().required(validationMessages.passwordRequired).min(8, validationMessages.passwordMin);

/** The new password typed again: the same rules, and equal to the field `of`. */
export const passwordRepeat = (of: string) =>
  yup
    .string()
    .required(validationMessages.passwordMin)
    .min(8, validationMessages.passwordMin)
    .oneOf([yup.ref(of)], 'Las contraseñas deben coincidir');
