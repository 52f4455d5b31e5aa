import { validationMessages } from '@aula/common';
import * as yup from 'yup';
import { countryCode, password, passwordRepeat, personName, phoneNumber } from '../../lib/personSchemas';

/**
 * The login, sign-up and password recovery forms' rules, each with the Spanish message shown under its field. Loaded on the first
 * check (validateLater), so yup is not part of the anonymous screens' first load.
 */
const email = yup.string().trim().required(validationMessages.emailRequired).email(validationMessages.emailFormat);

export const loginSchema = yup.object({ email, password, remember: yup.boolean() });

export const registerSchema = yup.object({
  firstName: personName,
  lastName: personName,
  email,
  countryCode,
  phone: phoneNumber,
  password,
  verifyPassword: passwordRepeat('password'),
});

export const forgotPasswordSchema = yup.object({ email });

export const resetPasswordSchema = yup.object({
  password,
  verifyPassword: yup
    .string()
    .required(validationMessages.passwordRequired)
    .oneOf([yup.ref('password')], 'Las contraseñas deben coincidir'),
  remember: yup.boolean(),
});
