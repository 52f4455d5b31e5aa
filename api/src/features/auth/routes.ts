import { z } from 'zod';
import type { Services } from '../../app.js';
import type { Queryable } from '../../db/database.js';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords.js';
import { ApiError, messages, unauthorized } from '../../http/errors.js';
import type { Router } from '../../http/router.js';
import { errorResponse, text } from '../../http/schemas.js';
import { createProfile, uniqueUsername } from '../profiles/repository.js';
import { clearLoginFailures, recordLoginFailure, reserveLoginAttempt } from './throttle.js';

const tags = ['auth'];

// SPEC.md section 5, with its messages. E-mails are trimmed and lowercased before anything else.
const email = z
  .string({ error: (issue) => (issue.input === undefined ? 'El correo electrónico es obligatorio' : undefined) })
  .overwrite((value) => value.trim().toLowerCase())
  .min(1, { error: 'El correo electrónico es obligatorio' })
  .pipe(z.email({ error: 'El correo debe tener un formato adecuado' }).max(254));

const password = z
  .string({ error: (issue) => (issue.input === undefined ? 'La contraseña es obligatoria' : undefined) })
  .min(1, { error: 'La contraseña es obligatoria' })
  .min(8, { error: 'La contraseña debe tener un mínimo de 8 caracteres' })
  .max(200, { error: 'La contraseña es demasiado larga' });

const personName = text({ required: 'Necesita tener 3 caracteres como mínimo' })
  .min(3, { error: 'Necesita tener 3 caracteres como mínimo' })
  .max(80);

/** SPEC.md section 5's country codes: where nothing separates the code from the number, they tell where it ends. */
const countryCodes = ['1', '51', '52', '54', '55', '56', '57', '58', '34', '33', '39'];

/** "+51 987-654 321" and "+51987654321" are stored as "+51 987654321": the country code, a space, the digits. */
const phone = z
  .string({ error: 'Debe tener formato de celular' })
  .overwrite((value) => {
    const match = /^\s*\+(\d+)([\d\s-]*)$/.exec(value);
    if (!match) return value;
    const digits = match[1]!;
    // "+51987654321": no separator, so a greedy 1-3 digit code would read "+519"; a known code decides instead.
    const code = (digits.length > 3 && countryCodes.find((c) => digits.startsWith(c))) || digits.slice(0, 3);
    return `+${code} ${(digits.slice(code.length) + match[2]!).replace(/[\s-]/g, '')}`;
  })
  .regex(/^\+\d{1,3} \d{6,14}$/, { error: 'Debe tener formato de celular' });

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  subscriptionMethod: z.string().nullable(),
  isActive: z.boolean(),
  token: z.string().optional(),
});

interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  subscription_method: string | null;
  is_active: boolean;
  password_hash: string;
}

function toUser(row: UserRow, token?: string) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    subscriptionMethod: row.subscription_method,
    isActive: row.is_active,
    token,
  };
}

async function findUser(db: Queryable, column: 'id' | 'email', value: string) {
  const [row] = await db.query<UserRow>(`SELECT * FROM users WHERE ${column} = $1`, [value]);
  return row;
}

export function authRoutes(api: Router, { db, tokens, authRateLimit }: Services) {
  // Each client address may call sign-up and login only so often (429 past the limit).
  const config = { public: true, rateLimit: authRateLimit };

  api.post('/auth/create', {
    config,
    schema: {
      tags,
      summary: 'Sign up: creates the user and its profile, and logs in',
      security: [],
      body: z.object({
        firstName: personName,
        lastName: personName,
        email,
        phone,
        password,
        subscriptionMethod: text().max(40).optional(),
      }),
      response: { 201: userSchema, 400: errorResponse, 409: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      const input = request.body;
      const passwordHash = await hashPassword(input.password);
      const create = () =>
        db.transaction(async (tx) => {
          if (await findUser(tx, 'email', input.email)) throw new ApiError(409, messages.conflict);
          const [row] = await tx.query<UserRow>(
            `INSERT INTO users (first_name, last_name, email, phone, password_hash, subscription_method)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
            [input.firstName, input.lastName, input.email, input.phone, passwordHash, input.subscriptionMethod ?? null],
          );
          const username = await uniqueUsername(tx, input.firstName + input.lastName, input.email.split('@')[0]!);
          await createProfile(tx, row!.id, username);
          return row!;
        });
      let user: UserRow | undefined;
      for (let attempt = 1; !user; attempt++) {
        user = await create().catch((error: { code?: string; constraint?: string }) => {
          // Two namesakes signing up at once derive the same username: the loser derives the next one.
          if (error.code === '23505' && error.constraint === 'profiles_username_key' && attempt < 5) return undefined;
          // Two sign-ups racing for one e-mail: the loser gets the same 409 as a repeat.
          if (error.code === '23505') throw new ApiError(409, messages.conflict);
          throw error;
        });
      }
      return reply.status(201).send(toUser(user, await tokens.sign(user.id)));
    },
  });

  api.post('/auth/login', {
    config,
    schema: {
      tags,
      summary: 'Log in with e-mail and password',
      description:
        'After 5 failed tries for one e-mail from one address, each further try from there waits 30 s, doubling up to ' +
        '15 minutes (429 with Retry-After); past 100 failures from all addresses the whole account waits the same way.',
      security: [],
      body: z.object({ email, password }),
      response: { 200: userSchema, 400: errorResponse, 401: errorResponse, 429: errorResponse },
    },
    handler: async (request) => {
      const { email, password } = request.body;
      await reserveLoginAttempt(db, email, request.ip);
      const user = await findUser(db, 'email', email);
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
      if (!user || !valid || !user.is_active) {
        await recordLoginFailure(db, email);
        throw unauthorized();
      }
      await clearLoginFailures(db, email, request.ip);
      return toUser(user, await tokens.sign(user.id));
    },
  });

  api.get('/auth/verifyToken', {
    schema: {
      tags,
      summary: 'The user behind the bearer token (401 when it is missing, expired or forged)',
      response: { 200: userSchema, 401: errorResponse },
    },
    handler: async (request) => {
      const user = await findUser(db, 'id', request.viewer!.userId);
      if (!user) throw unauthorized();
      const token = request.headers.authorization!.slice('Bearer '.length);
      return toUser(user, token);
    },
  });
}
