import { validationMessages } from '@aula/common';
import * as yup from 'yup';
import { countryCodes } from './phone';

/**
 * The login and sign-up forms' rules, each with the Spanish message shown under its field. Loaded on the first
 * check (validateLater), so yup is not part of the anonymous screens' first load.
 */
const email = yup.string().trim().required(validationMessages.emailRequired).email(validationMessages.emailFormat);

const password = yup.string().required(validationMessages.passwordRequired).min(8, validationMessages.passwordMin);

export const loginSchema = yup.object({ email, password, remember: yup.boolean() });

const name = yup.string().trim().required(validationMessages.nameMin).min(3, validationMessages.nameMin);

export const registerSchema = yup.object({
  firstName: name,
  lastName: name,
  email,
  countryCode: yup
    .string()
    .oneOf(countryCodes.map((c) => c.code))
    .required(),
  // With the country code it must make an international mobile number: 6 to 14 digits.
  phone: yup
    .string()
    .required(validationMessages.phone)
    .test('celular', validationMessages.phone, (value) => /^\d{6,14}$/.test((value ?? '').replace(/[\s-]/g, ''))),
  password,
  verifyPassword: yup
    .string()
    .required(validationMessages.passwordMin)
    .min(8, validationMessages.passwordMin)
    .oneOf([yup.ref('password')], 'Las contraseñas deben coincidir'),
});
