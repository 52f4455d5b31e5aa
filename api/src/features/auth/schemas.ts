import { validationMessages } from '@aula/common';
import { z } from 'zod';
import { text } from '../../http/schemas.js';

// The sign-up and login forms' rules and messages. E-mails are trimmed and lowercased before anything else.
export const email = z
  .string({ error: (issue) => (issue.input === undefined ? validationMessages.emailRequired : undefined) })
  .overwrite((value) => value.trim().toLowerCase())
  .min(1, { error: validationMessages.emailRequired })
  .pipe(z.email({ error: validationMessages.emailFormat }).max(254, { error: validationMessages.emailMax }));

export const password = z
  .string({ error: (issue) => (issue.input === undefined ? validationMessages.passwordRequired : undefined) })
  .min(1, { error: validationMessages.passwordRequired })
  .min(8, { error: validationMessages.passwordMin })
  .max(200, { error: 'La contraseña es demasiado larga' });

/** A first or last name: its messages say which of the two (by the field's name), in Spanish. */
export const personName = text({ required: validationMessages.nameMin })
  .min(3, { error: validationMessages.nameMin })
  .max(80, { error: (issue) => (issue.path?.at(-1) === 'lastName' ? validationMessages.lastNameMax : validationMessages.firstNameMax) });

/**
 * The country codes the sign-up and profile forms offer (web/src/lib/phone.ts): where nothing separates the code from
 * the number, they tell where it ends.
 */
const countryCodes = ['1', '51', '52', '54', '55', '56', '57', '58', '591', '593', '34', '33', '39'];

/** "+51 987-654 321" and "+51987654321" are stored as "+51 987654321": the country code, a space, the digits. */
export const phone = z
  .string({ error: validationMessages.phone })
  .overwrite((value) => {
    const match = /^\s*\+(\d+)([\d\s-]*)$/.exec(value);
    if (!match) return value;
    const digits = match[1]!;
    // "+51987654321": no separator, so a greedy 1-3 digit code would read "+519"; a known code decides instead.
    const code = (digits.length > 3 && countryCodes.find((c) => digits.startsWith(c))) || digits.slice(0, 3);
    return `+${code} ${(digits.slice(code.length) + match[2]!).replace(/[\s-]/g, '')}`;
  })
  .regex(/^\+\d{1,3} \d{6,14}$/, { error: validationMessages.phone });

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  subscriptionMethod: z.string().nullable(),
  isActive: z.boolean(),
  token: z.string().optional(),
  sessionExpiresAt: z
    .string()
    .optional()
    .describe("After sign-up, login or a reset: when the new session ends unless used again (a remembered one's limit moves with use)"),
  deviceToken: z
    .string()
    .optional()
    .describe('After sign-up and login: proof that this browser logged in to this account (valid for a year); send it with its next login'),
  offlineKey: z
    .string()
    .optional()
    .describe(
      "After sign-up, login and a reset: the account's key for what the browser keeps on the device (GET /profile/offlineKey); " +
        'keep it only while the session lasts',
    ),
});
/** A user: your own account, with a session token after sign-up and login. */
export type User = z.infer<typeof userSchema>;

export const remember = z
  .boolean()
  .default(false)
  .describe("'Recordarme': the session lasts 30 days without use (sliding, at most a year); otherwise 12 hours from login");

export const signUp = z.object({
  firstName: personName,
  lastName: personName,
  email,
  phone,
  password,
  // No form asks for it (api clients only), so a refusal names it by its key.
  subscriptionMethod: text().max(40).optional(),
  remember,
});
export type SignUp = z.infer<typeof signUp>;

export const credentials = z.object({
  email,
  password,
  // A token that does not verify, or belongs to another account, is not refused: the try counts as an unknown client's.
  deviceToken: z
    .string()
    .max(2000, { error: 'El token del dispositivo no es válido' })
    .nullish()
    .describe("The deviceToken of this browser's last login to this account: failures of other clients never hold it up"),
  remember,
});
export type Credentials = z.infer<typeof credentials>;

export const changePasswordBody = z.object({
  // Only checked against the stored hash: whatever rules applied when it was chosen, it is what the user knows.
  currentPassword: z
    .string({ error: (issue) => (issue.input === undefined ? validationMessages.passwordRequired : undefined) })
    .min(1, { error: validationMessages.passwordRequired })
    .max(200, { error: 'La contraseña es demasiado larga' }),
  newPassword: password,
});

/** One of your open sessions: a browser or app where you are logged in. */
export const sessionSchema = z.object({
  id: z.string(),
  device: z.string().describe('Browser and system, read from the User-Agent when it began ("Chrome en Android")'),
  createdAt: z.string(),
  lastSeenAt: z.string().describe('Last use, to the minute'),
  expiresAt: z.string().describe("When it ends unless used again (a remembered session's limit moves with use)"),
  remembered: z.boolean().describe("Started with 'Recordarme'"),
  current: z.boolean().describe('The session of the token that asks'),
});
export type Session = z.infer<typeof sessionSchema>;

export const endedSessions = z.object({ endedSessionCount: z.number().int().describe('How many open sessions this ended') });
export type EndedSessions = z.infer<typeof endedSessions>;

export const endedSession = z.object({ endedSessionId: z.string() });
export type EndedSession = z.infer<typeof endedSession>;
