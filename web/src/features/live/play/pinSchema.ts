import * as yup from 'yup';

export const pinMessage = 'Escriba los 6 dígitos del PIN.';

/** The PIN field's rule: the six digits the host's screen shows. */
export const pinSchema = yup.object({
  pin: yup
    .string()
    .required(pinMessage)
    .matches(/^\d{6}$/, pinMessage),
});

/** The digits of a PIN as typed or carried by a link (a space in '123 456', a QR reader's extras dropped), at most six. */
export const pinDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);
