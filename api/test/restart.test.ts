import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readConfig, startApi } from '@aula/api';
import { createTokenService } from '../src/auth/tokens.js';
import { openPglite } from '../src/db/pglite.js';
import { tinyPng, usingPostgres } from './helpers.js';

/** The real start-up path (migrations, secret, image store) on a data directory, listening on a random port. */
async function start(dataDir: string) {
  const { app } = await startApi(readConfig({ DATA_DIR: dataDir }), false);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const call = async (method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}/api/v1/${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  return { app, origin, call };
}

// Only the embedded database keeps its data in a directory; PostgreSQL keeps it on the server.
describe.skipIf(usingPostgres)('restarting the api on the same data directory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'aula-restart-'));
    // Seeded from the suite's migrated template: a fresh PGlite directory costs seconds of initdb on a busy machine.
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    await (await openPglite(readConfig({ DATA_DIR: dataDir }).pgliteDir, template)).close();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps users, profiles, groups, pictures and sessions', async () => {
    const credentials = { email: 'reinicio@aula.test', password: 'contraseña123' };
    const first = await start(dataDir);
    let signedUp: { id: string; token: string };
    let profile: { id: string; username: string; profilePictureUrl: string };
    let groupId: string;
    try {
      const created = await first.call('POST', 'auth/create', {
        body: { firstName: 'Rita', lastName: 'Reinicio', phone: '+51 987654321', ...credentials },
      });
      expect(created.status).toBe(201);
      signedUp = created.body;
      const form = new FormData();
      form.append('image', new Blob([tinyPng], { type: 'image/png' }), 'foto.png');
      const uploaded = await first.call('POST', 'profile/uploadPicture', { token: signedUp.token, body: form });
      expect(uploaded.status).toBe(200);
      profile = uploaded.body;
      const group = await first.call('POST', 'study-group/create', { token: signedUp.token, body: { name: 'Grupo persistente' } });
      expect(group.status).toBe(201);
      groupId = group.body.id;
    } finally {
      await first.app.close();
    }

    const second = await start(dataDir);
    try {
      const login = await second.call('POST', 'auth/login', { body: credentials });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ id: signedUp.id, firstName: 'Rita', lastName: 'Reinicio', email: credentials.email });

      const read = await second.call('GET', 'profile/getOne', { token: login.body.token });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({
        id: profile.id,
        username: 'ritareinicio',
        profilePictureUrl: profile.profilePictureUrl,
        studyGroupsIDs: [groupId],
        userId: signedUp.id,
        firstName: 'Rita',
        lastName: 'Reinicio',
        email: credentials.email,
      });

      // The signing secret outlives the restart (kept in the database), so an earlier token still works.
      const verified = await second.call('GET', 'auth/verifyToken', { token: signedUp.token });
      expect(verified.status).toBe(200);
      expect(verified.body.id).toBe(signedUp.id);

      const picture = await fetch(second.origin + profile.profilePictureUrl);
      expect(picture.status).toBe(200);
      expect(Buffer.from(await picture.arrayBuffer()).equals(tinyPng)).toBe(true);

      // The second start found its migrations applied and left the data alone: the e-mail is still taken.
      const again = await second.call('POST', 'auth/create', {
        body: { firstName: 'Rita', lastName: 'Reinicio', phone: '+51 987654321', ...credentials },
      });
      expect(again.status).toBe(409);
    } finally {
      await second.app.close();
    }
  });

  it('keeps the sessions of an install that kept its secret in the data directory', async () => {
    const oldDir = await mkdtemp(join(tmpdir(), 'aula-restart-legacy-'));
    try {
      await (await openPglite(readConfig({ DATA_DIR: oldDir }).pgliteDir, new Blob([await readFile(inject('pgliteTemplate'))]))).close();
      const legacySecret = randomBytes(48).toString('base64url');
      await writeFile(join(oldDir, 'jwt-secret'), legacySecret);
      const api = await start(oldDir);
      try {
        const created = await api.call('POST', 'auth/create', {
          body: { firstName: 'Lena', lastName: 'Antigua', email: 'antigua@aula.test', phone: '+51 987654321', password: 'contraseña123' },
        });
        expect(created.status).toBe(201);
        // Signed with the secret of the file: tokens issued before the upgrade verify alike.
        expect(await createTokenService(legacySecret).verify(created.body.token)).toEqual({ userId: created.body.id, sessionId: expect.any(String) });
      } finally {
        await api.app.close();
      }
    } finally {
      await rm(oldDir, { recursive: true, force: true });
    }
  });
});
