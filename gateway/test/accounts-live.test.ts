import { describe, expect, it } from 'vitest';
import { accountsProduct, chromeOnAndroid, password } from './accountsHarness.js';

// A session's live stream ends with the session: the api announces the sessions it ends, and the gateway closes
// the streams whose token the api now refuses (the periodic check is an hour away here, so the announcement did
// it), and only those: the same person's other sessions keep theirs.

const product = accountsProduct();

const selection = 'subscription { notificationAdded { kind studyGroup { id } } }';
const sessionEnded = {
  message: 'Su sesión ha terminado. Inicie sesión de nuevo para seguir recibiendo avisos',
  extensions: { code: 'UNAUTHENTICATED' },
};
type Stream = Awaited<ReturnType<typeof product.live.subscribe>>;
/** The stream's next event, within a few seconds, is the end of its session, and nothing comes after. */
async function endsSession(stream: Stream) {
  expect((await stream.next(4_000)).errors).toEqual([expect.objectContaining(sessionEnded)]);
  await expect(stream.next(500)).rejects.toThrow('no event');
}

/** A new group of `owner`'s that asks for requests, and someone asking to join it: the owner is notified. */
async function notifyOwner(ownerToken: string) {
  const asker = await product.signUp('Quique');
  const created = await product.ok(
    'mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id code } } }',
    { input: { name: 'Avisos en vivo', requiresRequest: true } },
    { token: ownerToken },
  );
  const group = created.createStudyGroup.studyGroup;
  await product.ok(
    'mutation($input: JoinStudyGroupInput!) { joinStudyGroup(input: $input) { joinRequest { status } } }',
    { input: { code: group.code } },
    { token: asker.token },
  );
  return group.id;
}

describe('live streams end with their session', () => {
  it("logOut ends that session's open stream within seconds", async () => {
    const person = await product.signUp('Vera');
    const stream = await product.live.subscribe(selection, person.token);
    try {
      expect(stream.status).toBe(200);
      await product.ok('mutation { logOut { endedSessionCount } }', {}, { token: person.token });
      await endsSession(stream);
    } finally {
      stream.close();
    }
  }, 15_000);

  it("endSession ends that session's stream while another session's stream of the same person stays open", async () => {
    const person = await product.signUp('Tina');
    const phone = await product.logIn(person.email, chromeOnAndroid);
    const phoneStream = await product.live.subscribe(selection, phone);
    const desktopStream = await product.live.subscribe(selection, person.token);
    try {
      const { viewer } = await product.ok('{ viewer { sessions { id device } } }', {}, { token: person.token });
      const phoneSession = viewer.sessions.find((s: { device: string }) => s.device === 'Chrome en Android');
      await product.ok(
        'mutation($input: EndSessionInput!) { endSession(input: $input) { endedSessionId } }',
        { input: { id: phoneSession.id } },
        {
          token: person.token,
        },
      );
      await endsSession(phoneStream);

      // The desktop's stream heard the same announcement, was found still valid, and still delivers.
      const groupId = await notifyOwner(person.token);
      expect((await desktopStream.next(4_000)).data.notificationAdded).toEqual({ kind: 'JOIN_REQUESTED', studyGroup: { id: groupId } });
    } finally {
      phoneStream.close();
      desktopStream.close();
    }
  }, 20_000);

  it('changePassword ends the streams of the other sessions, not its own', async () => {
    const person = await product.signUp('Iris');
    const other = await product.logIn(person.email);
    const otherStream = await product.live.subscribe(selection, other);
    const ownStream = await product.live.subscribe(selection, person.token);
    try {
      const input = { currentPassword: password, newPassword: 'otra-clave-segura' };
      await product.ok(
        'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { endedSessionCount } }',
        { input },
        { token: person.token },
      );
      await endsSession(otherStream);
      const groupId = await notifyOwner(person.token);
      expect((await ownStream.next(4_000)).data.notificationAdded).toEqual({ kind: 'JOIN_REQUESTED', studyGroup: { id: groupId } });
    } finally {
      otherStream.close();
      ownStream.close();
    }
  }, 20_000);
});
