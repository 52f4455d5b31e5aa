import { validationMessages } from '@aula/common';
import * as yup from 'yup';

/** The login and sign-up forms' rules, each with the Spanish message shown under its field. */
const email = yup
  .string()
  .trim()
  .required(validationMessages.emailRequired)
  .email(validationMessages.emailFormat);

const password = yup
  .string()
  .required(validationMessages.passwordRequired)
  .min(8, validationMessages.passwordMin);

export const loginSchema = yup.object({ email, password, remember: yup.boolean() });

/** The 11 country codes the phone field offers. */
export const countryCodes = [
  { code: '+51', country: 'Perú' },
  { code: '+1', country: 'Estados Unidos' },
  { code: '+52', country: 'México' },
  { code: '+54', country: 'Argentina' },
  { code: '+55', country: 'Brasil' },
  { code: '+56', country: 'Chile' },
  { code: '+57', country: 'Colombia' },
  { code: '+58', country: 'Venezuela' },
  { code: '+34', country: 'España' },
  { code: '+33', country: 'Francia' },
  { code: '+39', country: 'Italia' },
] as const;

const name = yup.string().trim().required(validationMessages.nameMin).min(3, validationMessages.nameMin);

export const registerSchema = yup.object({
  firstName: name,
  lastName: name,
  email,
  countryCode: yup.string().oneOf(countryCodes.map((c) => c.code)).required(),
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

/** The phone input keeps only digits, spaces and hyphens. */
export const phoneCharacters = (value: string) => value.replace(/[^\d\s-]/g, '');

/** A phone is stored as its country code, a space, then the digits (spaces and dashes dropped). */
export const fullPhone = (countryCode: string, phone: string) => `${countryCode} ${phone.replace(/[\s-]/g, '')}`;
