import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestion, createAssignment, createGroup, pngOfSize, signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

const KiB = 1024;
let api: TestApi;

// A quota of 1 MiB here (50 MiB by default) so that a few 400 KiB images reach it.
beforeAll(async () => {
  api = await startTestApi({ imageQuotaBytes: 1024 * KiB });
});
afterAll(() => api.close());

const imageForm = (bytes: Buffer) => {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/png' }), 'foto.png');
  return form;
};
const image400KiB = () => pngOfSize(400 * KiB);

const upload = (user: TestUser, bytes = image400KiB()) => api.call('POST', 'images/upload', { token: user.token, body: imageForm(bytes) });
const smallImageKey = async (user: TestUser) => {
  const reply = await upload(user, pngOfSize(10 * KiB));
  expect(reply.status).toBe(201);
  return reply.body.key as string;
};
const served = async (url: string) => {
  const response = await fetch(api.origin + url);
  // Read whole: an unread body keeps its connection busy, and the api's close would wait for it.
  await response.arrayBuffer();
  return response.status;
};
const keyOf = (url: string) => url.slice('/storage/'.length);

describe('the storage quota of each person', () => {
  it('refuses an upload past the quota with 413 and the numbers, stores nothing, and leaves others their own', async () => {
    const user = await signUp(api);
    expect((await upload(user)).status).toBe(201);
    expect((await upload(user)).status).toBe(201);
    const before = await api.storedImages();
    const refused = await upload(user);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message:
        'No queda espacio para esta imagen: usted ya usa 800 KiB de 1 MiB y la imagen ocupa 400 KiB. Reemplace imágenes que ya no use o envíe una más pequeña.',
    });
    expect(await api.storedImages()).toEqual(before);

    // Every way of storing an image counts: a profile picture now too.
    const picture = await api.call('POST', 'profile/uploadPicture', { token: user.token, body: imageForm(image400KiB()) });
    expect(picture.status).toBe(413);

    const other = await signUp(api);
    expect((await upload(other)).status).toBe(201);
  });
});

describe('replaced images are removed', () => {
  it('a replaced profile picture is deleted and its space given back', async () => {
    const user = await signUp(api);
    const first = await api.call('POST', 'profile/uploadPicture', { token: user.token, body: imageForm(image400KiB()) });
    expect(first.status).toBe(200);
    const second = await api.call('POST', 'profile/uploadPicture', { token: user.token, body: imageForm(image400KiB()) });
    expect(second.status).toBe(200);
    expect(await served(first.body.profilePictureUrl)).toBe(404);
    expect(await api.storedImages()).not.toContain(keyOf(first.body.profilePictureUrl));
    expect(await served(second.body.profilePictureUrl)).toBe(200);
    // 400 KiB in use, not 800: one more fits.
    expect((await upload(user)).status).toBe(201);
  });

  it('a replaced group picture is deleted', async () => {
    const owner = await signUp(api);
    const group = await createGroup(api, owner);
    const path = `study-group/uploadPicture/${group.id}`;
    const first = await api.call('POST', path, { token: owner.token, body: imageForm(image400KiB()) });
    const second = await api.call('POST', path, { token: owner.token, body: imageForm(image400KiB()) });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await served(first.body.groupPictureUrl)).toBe(404);
    expect(await served(second.body.groupPictureUrl)).toBe(200);
  });

  it("a true/false question's replaced image is deleted, unless a graded attempt or another question still shows it", async () => {
    const teacher = await signUp(api);
    const student = await signUp(api);
    const group = await createGroup(api, teacher, [student]);
    const assignment = await createAssignment(api, teacher, group.id);
    const answered = await smallImageKey(teacher);
    const unanswered = await smallImageKey(teacher);

    // Never answered: replaced, it goes.
    const lone = await addQuestion(api, teacher, assignment.id, {
      type: 'TRUE_OR_FALSE',
      statement: 'El agua hierve a 100 °C',
      correctAnswer: true,
      image: unanswered,
    });
    const replacement = await smallImageKey(teacher);
    const edited = await api.call('PATCH', `question/updateQuestion/${lone.id}`, { token: teacher.token, body: { image: replacement } });
    expect(edited.status).toBe(200);
    expect(await served(`/storage/${unanswered}`)).toBe(404);

    // Answered in a graded attempt: the attempt still shows it, so it stays.
    const shown = await addQuestion(api, teacher, assignment.id, {
      type: 'TRUE_OR_FALSE',
      statement: 'El hielo flota en el agua',
      correctAnswer: true,
      image: answered,
    });
    const submitted = await api.call('POST', 'assignments/submit', {
      token: student.token,
      body: {
        assignmentId: assignment.id,
        clientSubmissionId: randomUUID(),
        answers: [lone, shown].map((question) => ({ questionId: question.id, trueOrFalseAnswer: true })),
      },
    });
    expect(submitted.body).toMatchObject({ assignmentAttempt: { score: 100 } });
    const removed = await api.call('PATCH', `question/updateQuestion/${shown.id}`, { token: teacher.token, body: { image: null } });
    expect(removed.status).toBe(200);
    expect(await served(`/storage/${answered}`)).toBe(200);

    // Used by two questions: taken off one, the other still shows it.
    const first = await addQuestion(api, teacher, assignment.id, {
      type: 'TRUE_OR_FALSE',
      statement: 'La Luna es un satélite',
      correctAnswer: true,
      image: replacement,
    });
    await api.call('PATCH', `question/updateQuestion/${first.id}`, { token: teacher.token, body: { image: null } });
    expect(await served(`/storage/${replacement}`)).toBe(200);
  });
});
