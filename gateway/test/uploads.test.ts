import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// File uploads through the GraphQL multipart request spec, and the stored images served by the gateway itself.

let h: Harness;
let token: string;
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  h = await startHarness();
  const result = await h.graphql(`mutation($input: SignUpInput!) { signUp(input: $input) { token } }`, {
    input: { firstName: 'Irene', lastName: 'Imagen', email: 'irene@subidas.test', phone: '+51 987654321', password: 'clave12345' },
  });
  token = result.data.signUp.token;
});
afterAll(() => h.close());

const createQuestion = `mutation CreateWithImage($input: CreateQuestionInput!) {
  createQuestion(input: $input) {
    question { __typename ... on TrueOrFalseQuestion { id statement correctAnswer imageUrl } }
  }
}`;

/** A multipart request (operations, map, then the file as field "0") for the file at `path` in the variables. */
function multipart(query: string, variables: Record<string, unknown>, path: string, file: Blob, filename: string) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify({ 0: [path] }));
  form.append('0', file, filename);
  return form;
}

async function send(form: FormData, headers: Record<string, string> = { 'x-graphql-yoga-csrf': '1' }) {
  const response = await h.gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> },
  };
}

const imageInput = { statement: '¿Es esta imagen un solo píxel?', trueOrFalse: { correctAnswer: true, image: null } };
const imagePath = 'variables.input.trueOrFalse.image';
let imageUrl: string;
let questionId: string;

it('a PNG uploaded with the multipart spec creates a TRUE_OR_FALSE question with its image', async () => {
  const { status, body } = await send(
    multipart(createQuestion, { input: imageInput }, imagePath, new Blob([png], { type: 'image/png' }), 'pixel.png'),
  );
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  const question = body.data.createQuestion.question;
  expect(question).toMatchObject({ __typename: 'TrueOrFalseQuestion', statement: '¿Es esta imagen un solo píxel?', correctAnswer: true });
  expect(question.imageUrl).toMatch(/^\/storage\/[0-9a-f-]{36}\.png$/);
  imageUrl = question.imageUrl;
  questionId = question.id;
  const again = await h.graphql('query($id: ID!) { node(id: $id) { ... on TrueOrFalseQuestion { imageUrl } } }', { id: questionId }, token);
  expect(again.data).toEqual({ node: { imageUrl } });
});

it('the gateway serves the stored image under the same origin, byte for byte', async () => {
  const response = await h.gateway.yoga.fetch(`http://gateway.test${imageUrl}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);

  const head = await h.gateway.yoga.fetch(`http://gateway.test${imageUrl}`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('content-type')).toBe('image/png');
  expect(Number(head.headers.get('content-length'))).toBe(png.length);

  const unknown = await h.gateway.yoga.fetch('http://gateway.test/storage/00000000-0000-4000-8000-000000000000.png');
  expect(unknown.status).toBe(404);
});

it('the image name and declared type do not matter, its bytes do: a text file is BAD_USER_INPUT', async () => {
  const before = (await h.graphql('{ viewer { questions { edges { cursor } } } }', {}, token)).data.viewer.questions.edges.length;
  const { status, body } = await send(
    multipart(createQuestion, { input: imageInput }, imagePath, new Blob(['esto no es una imagen'], { type: 'image/png' }), 'falsa.png'),
  );
  expect(status).toBe(200);
  expect(body.data).toBeNull();
  expect(body.errors).toEqual([
    expect.objectContaining({
      message: 'Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF',
      path: ['createQuestion'],
      extensions: { code: 'BAD_USER_INPUT' },
    }),
  ]);
  const after = (await h.graphql('{ viewer { questions { edges { cursor } } } }', {}, token)).data.viewer.questions.edges.length;
  expect(after).toBe(before);

  const named = await send(multipart(createQuestion, { input: imageInput }, imagePath, new Blob([png], { type: 'text/plain' }), 'notas.txt'));
  expect(named.body.errors).toBeUndefined();
  expect(named.body.data.createQuestion.question.imageUrl).toMatch(/\.png$/);
});

it('createStudyGroup with a picture that is no image creates the group and says why the picture was not saved', async () => {
  const query = `mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id name groupPictureUrl } pictureError } }`;
  const input = { name: 'Foto rota', clientMutationId: 'foto-rota-1', picture: null };
  const bad = await send(
    multipart(query, { input }, 'variables.input.picture', new Blob(['esto no es una imagen'], { type: 'image/png' }), 'falsa.png'),
  );
  expect(bad.body.errors).toBeUndefined();
  expect(bad.body.data.createStudyGroup).toMatchObject({
    studyGroup: { name: 'Foto rota', groupPictureUrl: null },
    pictureError: 'Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF',
  });
  // The same form sent again with a good picture stores it on that group, no second one.
  const good = await send(multipart(query, { input }, 'variables.input.picture', new Blob([png], { type: 'image/png' }), 'sol.png'));
  expect(good.body.data.createStudyGroup).toMatchObject({ studyGroup: { id: bad.body.data.createStudyGroup.studyGroup.id }, pictureError: null });
  expect(good.body.data.createStudyGroup.studyGroup.groupPictureUrl).toMatch(/\.png$/);
});

it('a multipart POST without the CSRF header is refused before anything is stored', async () => {
  const { status, body } = await send(
    multipart(createQuestion, { input: imageInput }, imagePath, new Blob([png], { type: 'image/png' }), 'pixel.png'),
    {},
  );
  expect(status).toBe(403);
  expect(body.errors![0]!.message).toBe('Falta la cabecera x-graphql-yoga-csrf que exige esta solicitud');
});

it('updateQuestion replaces and removes the image', async () => {
  const update = `mutation($input: UpdateQuestionInput!) { updateQuestion(input: $input) { question { ... on TrueOrFalseQuestion { imageUrl correctAnswer } } } }`;
  const replaced = await send(
    multipart(
      update,
      { input: { id: questionId, trueOrFalse: { correctAnswer: true, image: null } } },
      imagePath,
      new Blob([png], { type: 'image/png' }),
      'otra.png',
    ),
  );
  expect(replaced.body.errors).toBeUndefined();
  const newUrl = replaced.body.data.updateQuestion.question.imageUrl;
  expect(newUrl).toMatch(/^\/storage\/[0-9a-f-]{36}\.png$/);
  expect(newUrl).not.toBe(imageUrl);
  expect((await h.gateway.yoga.fetch(`http://gateway.test${newUrl}`)).status).toBe(200);

  const removed = await h.graphql(update, { input: { id: questionId, trueOrFalse: { correctAnswer: true, removeImage: true } } }, token);
  expect(removed.errors).toBeUndefined();
  expect(removed.data.updateQuestion.question).toEqual({ imageUrl: null, correctAnswer: true });
});

it('updateStudyGroup and updateProfilePicture take pictures the same way', async () => {
  const group = await h.graphql(`mutation { createStudyGroup(input: { name: "Fotografía" }) { studyGroup { id } } }`, {}, token);
  const id = group.data.createStudyGroup.studyGroup.id;
  const updateGroup = `mutation($input: UpdateStudyGroupInput!) { updateStudyGroup(input: $input) { studyGroup { name groupPictureUrl } } }`;
  const withPicture = await send(
    multipart(updateGroup, { input: { id, name: 'Fotografía digital', picture: null } }, 'variables.input.picture', new Blob([png]), 'grupo.png'),
  );
  expect(withPicture.body.errors).toBeUndefined();
  expect(withPicture.body.data.updateStudyGroup.studyGroup.name).toBe('Fotografía digital');
  const pictureUrl = withPicture.body.data.updateStudyGroup.studyGroup.groupPictureUrl;
  expect(pictureUrl).toMatch(/^\/storage\/[0-9a-f-]{36}\.png$/);
  const served = await h.gateway.yoga.fetch(`http://gateway.test${pictureUrl}`);
  expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

  const updateProfile = `mutation($input: UpdateProfilePictureInput!) { updateProfilePicture(input: $input) { profile { profilePictureUrl } } }`;
  const profile = await send(multipart(updateProfile, { input: { picture: null } }, 'variables.input.picture', new Blob([png]), 'yo.png'));
  expect(profile.body.errors).toBeUndefined();
  expect(profile.body.data.updateProfilePicture.profile.profilePictureUrl).toMatch(/^\/storage\/[0-9a-f-]{36}\.png$/);
});

it('an image over 5 MiB is BAD_USER_INPUT, refused by the gateway', async () => {
  const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
  const { body } = await send(multipart(createQuestion, { input: imageInput }, imagePath, new Blob([big], { type: 'image/png' }), 'grande.png'));
  expect(body.errors![0]).toMatchObject({ message: 'La imagen supera el tamaño máximo de 5 MiB', extensions: { code: 'BAD_USER_INPUT' } });
});
