import { z } from 'zod';
import { email, password, remember } from '../auth/schemas.js';

export const resetRequestBody = z.object({
  email: email.describe('The e-mail of the account, as at login (trimmed, any case)'),
});

/** The same answer for every e-mail, registered or not, so nobody learns from it whether an account exists. */
export const resetAccepted = z
  .object({ accepted: z.literal(true) })
  .describe('Accepted: when the e-mail belongs to an active account, a link to choose a new password is on its way');
export type PasswordResetAccepted = z.infer<typeof resetAccepted>;

export const invalidLinkMessage = 'El enlace para restablecer la contraseña no es válido o ha caducado. Pida uno nuevo.';

export const resetBody = z.object({
  // A missing or overlong token is a link that does not work, and says so as an unknown one does.
  token: z
    .string({ error: invalidLinkMessage })
    .max(200, { error: invalidLinkMessage })
    .describe('The token of the e-mailed link (/reset-password?token=…): valid one hour, once'),
  password: password.describe("The new password, by sign-up's rules"),
  remember,
});
