import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, pngOfSize, signUp, startTestApi, tinyPng, type TestApi, type TestUser } from './helpers.js';

let api: TestApi;
let author: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  author = await signUp(api, { firstName: 'Rosa', lastName: 'Huamán' });
});
afterAll(() => api.close());

const unsupported = 'Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF';

function trueOrFalseForm(file?: Blob, filename = 'foto.png', fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('type', 'TRUE_OR_FALSE');
  form.append('statement', '  El  Misti es un volcán ');
  form.append('correctAnswer', 'false');
  form.append('difficulty', 'INTERMEDIATE');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.append('image', file, filename);
  return form;
}

const createTrueOrFalse = (form: FormData, token = author.token) => api.call('POST', 'question/createTrueOrFalseQuestion', { token, body: form });

async function fetchBytes(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(api.origin + url, { headers });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

const storedFiles = () => api.storedImages();

describe('true/false question with an image (multipart)', () => {
  it('stores a real PNG, answers the question with its image key and URL, and serves the same bytes publicly', async () => {
    const reply = await createTrueOrFalse(trueOrFalseForm(new Blob([tinyPng], { type: 'image/png' })));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      type: 'TRUE_OR_FALSE',
      statement: 'El Misti es un volcán',
      correctAnswer: false,
      difficulty: 'INTERMEDIATE',
      profileId: author.profileId,
      view: 'AUTHOR',
    });
    expect(reply.body.image).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(reply.body.imageUrl).toBe(`/storage/${reply.body.image}`);

    // No bearer token: stored images are public.
    const served = await fetchBytes(reply.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(served.bytes.equals(tinyPng)).toBe(true);

    // The question read back carries the same image.
    const again = await api.call('GET', `question/getAll?ids=${reply.body.id}`, { token: author.token });
    expect(again.body[0]).toMatchObject({ image: reply.body.image, imageUrl: reply.body.imageUrl });
  });

  it('creates the question without a file too, reading correctAnswer from text', async () => {
    const reply = await createTrueOrFalse(trueOrFalseForm(undefined, undefined, { correctAnswer: 'true' }));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ correctAnswer: true, image: null, imageUrl: null });
  });

  it('refuses a text file renamed .png with 415 and stores nothing', async () => {
    const before = await storedFiles();
    const bank = await api.call('GET', 'question/getAll', { token: author.token });
    const fake = new Blob(['esto no es una imagen, solo texto\n'], { type: 'image/png' });
    const reply = await createTrueOrFalse(trueOrFalseForm(fake, 'foto.png'));
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: unsupported });
    expect(await storedFiles()).toEqual(before);
    const after = await api.call('GET', 'question/getAll', { token: author.token });
    expect(after.body).toHaveLength(bank.body.length);
  });

  it('refuses an image over 5 MiB with 413', async () => {
    const before = await storedFiles();
    const big = Buffer.alloc(6 * 1024 * 1024);
    tinyPng.copy(big);
    const reply = await createTrueOrFalse(trueOrFalseForm(new Blob([big], { type: 'image/png' })));
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe('La imagen supera el tamaño máximo de 5 MiB');
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts an image of exactly 5 MiB', async () => {
    const large = pngOfSize(5 * 1024 * 1024);
    const reply = await createTrueOrFalse(trueOrFalseForm(new Blob([large], { type: 'image/png' })));
    expect(reply.status).toBe(201);
    const served = await fetchBytes(reply.body.imageUrl);
    expect(served.bytes.length).toBe(large.length);
  });

  it('does not store the file when the fields are invalid', async () => {
    const before = await storedFiles();
    const reply = await createTrueOrFalse(trueOrFalseForm(new Blob([tinyPng]), 'foto.png', { statement: 'No' }));
    expect(reply.status).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a question in another author's name", async () => {
    const other = '00000000-0000-4000-8000-000000000000';
    const reply = await createTrueOrFalse(trueOrFalseForm(undefined, undefined, { profileId: other }));
    expect(reply.status).toBe(403);
  });
});

describe('images/upload', () => {
  const headers = {
    jpg: ['image/jpeg', fixture('pixel.jpg')],
    gif: ['image/gif', fixture('pixel.gif')],
    webp: ['image/webp', fixture('pixel.webp')],
  } as const;

  function upload(bytes: Buffer, filename: string, token = author.token) {
    const form = new FormData();
    // The declared type and name are deliberately wrong: only the bytes count.
    form.append('image', new Blob([bytes], { type: 'application/octet-stream' }), filename);
    return api.call('POST', 'images/upload', { token, body: form });
  }

  it.each(Object.entries(headers))('accepts a complete %s by its bytes and serves it with its type', async (extension, [type, bytes]) => {
    const reply = await upload(bytes, 'archivo.bin');
    expect(reply.status).toBe(201);
    expect(reply.body.key).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${extension}$`));
    expect(reply.body.url).toBe(`/storage/${reply.body.key}`);
    const served = await fetchBytes(reply.body.url);
    expect(served.status).toBe(200);
    expect(served.type).toBe(type);
    expect(served.bytes.equals(bytes)).toBe(true);
  });

  it('refuses text, an incomplete header and an SVG with 415', async () => {
    for (const bytes of [Buffer.from('hola'), Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const reply = await upload(bytes, 'imagen.png');
      expect(reply.status).toBe(415);
      expect(reply.body.message).toBe(unsupported);
    }
  });

  it('refuses a request without a file, or not multipart', async () => {
    const empty = new FormData();
    empty.append('nota', 'sin imagen');
    const none = await api.call('POST', 'images/upload', { token: author.token, body: empty });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Falta la imagen');
    const json = await api.call('POST', 'images/upload', { token: author.token, body: { image: tinyPng.toString('base64') } });
    expect(json.status).toBe(415);
  });

  it('needs a token', async () => {
    const reply = await upload(tinyPng, 'foto.png', 'not-a-token');
    expect(reply.status).toBe(401);
  });

  it('gives a key that a JSON true/false question can use', async () => {
    const uploaded = await upload(tinyPng, 'foto.png');
    expect(uploaded.status).toBe(201);
    const reply = await api.call('POST', 'question/createTrueOrFalseQuestion', {
      token: author.token,
      body: { type: 'TRUE_OR_FALSE', statement: 'El Huascarán es un nevado', correctAnswer: true, image: uploaded.body.key },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ image: uploaded.body.key, imageUrl: uploaded.body.url, correctAnswer: true });
    const served = await fetchBytes(reply.body.imageUrl);
    expect(served.bytes.equals(tinyPng)).toBe(true);
  });

  it('refuses an image key that was never stored, or is not a key at all', async () => {
    for (const image of ['0f0e0d0c-0b0a-4908-8706-050403020100.png', '../../etc/passwd', 'foto.png']) {
      const reply = await api.call('POST', 'question/createTrueOrFalseQuestion', {
        token: author.token,
        body: { type: 'TRUE_OR_FALSE', statement: 'El Huascarán es un nevado', image },
      });
      expect(reply.status, image).toBe(400);
      expect(reply.body.message).toBe('La imagen no es válida');
    }
  });

  it('lets the author change or remove the image of a question, refusing a key never stored', async () => {
    const first = await upload(tinyPng, 'a.png');
    const second = await upload(headers.gif[1], 'b.gif');
    const question = await api.call('POST', 'question/createTrueOrFalseQuestion', {
      token: author.token,
      body: { type: 'TRUE_OR_FALSE', statement: 'El lago Titicaca es navegable', image: first.body.key },
    });
    const path = `question/updateQuestion/${question.body.id}`;
    const unknown = await api.call('PATCH', path, { token: author.token, body: { image: '0f0e0d0c-0b0a-4908-8706-050403020100.gif' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('La imagen no es válida');
    const swapped = await api.call('PATCH', path, { token: author.token, body: { image: second.body.key } });
    expect(swapped.status).toBe(200);
    expect(swapped.body).toMatchObject({ image: second.body.key, imageUrl: second.body.url, statement: 'El lago Titicaca es navegable' });
    const removed = await api.call('PATCH', path, { token: author.token, body: { image: null } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ image: null, imageUrl: null });
  });

  it('answers 404 for an image that is not stored', async () => {
    const reply = await fetchBytes('/storage/0f0e0d0c-0b0a-4908-8706-050403020100.png');
    expect(reply.status).toBe(404);
  });
});
