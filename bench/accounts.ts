/**
 * Thousands of accounts in seconds for the benches at district scale: the api's own sign-up code (the user and its
 * profile in one transaction, then a session and its token) run from the bench against the product's database,
 * with one password hash shared by every account. Signing up through `POST /auth/create` costs a scrypt hash each
 * (16 MiB, ~120 ms of a core): 2,000 accounts took minutes, which is not what the benches measure.
 * The product must have started on `databaseUrl` first (it migrates the database and keeps the JWT secret there).
 */
import { loadJwtSecret, openDatabase } from '@aula/api';
import { hashPassword } from '../api/src/auth/passwords.js';
import { startSession } from '../api/src/auth/sessions.js';
import { createTokenService } from '../api/src/auth/tokens.js';
import { createUser } from '../api/src/features/auth/repository.js';
import { inBatches } from './dataset.js';

export interface Account {
  email: string;
  token: string;
  profileId: string;
}

/** Signs up `<role><n>@bench.aula` for each n of `numbers` with `password`; their tokens are valid on the product. */
export async function createAccounts(databaseUrl: string, role: string, numbers: number[], password: string): Promise<Account[]> {
  const db = await openDatabase({ databaseUrl });
  try {
    const tokens = createTokenService(await loadJwtSecret(db));
    const passwordHash = await hashPassword(password);
    return await inBatches(numbers, 8, async (n) => {
      const email = `${role}${n}@bench.aula`;
      const user = await createUser(
        db,
        { firstName: `${role}${n}`, lastName: 'Benchmark', email, phone: '+51 900000000', password, remember: false },
        passwordHash,
      );
      const { token } = await startSession(db, tokens, user.id, { remembered: false });
      const [profile] = await db.query<{ id: string }>('SELECT id FROM profiles WHERE user_id = $1', [user.id]);
      return { email, token, profileId: profile!.id };
    });
  } finally {
    await db.close();
  }
}
