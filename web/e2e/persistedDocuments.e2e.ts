import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { journeyFor, newPerson, registerThroughUi, wait } from './harness';

// Persisted documents: the built app carries document ids only, and the product works on them.

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const documents = JSON.parse(readFileSync(new URL('../src/__generated__/persistedDocuments.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('persisted documents', () => {
  it('the built web app holds no GraphQL document text', () => {
    const texts = filesUnder(dist)
      .filter((file) => /\.(js|html|json|webmanifest)$/.test(file))
      .map((file) => [file, readFileSync(file, 'utf8')] as const);
    expect(texts.length).toBeGreaterThan(0);
    // The first line of every document ("query GroupListPageQuery {", "mutation useLogInMutation(") and any fragment.
    const heads = Object.values(documents).map((text) => text.split('\n')[0]!);
    expect(heads).toContain('query GroupListPageQuery {');
    for (const [file, text] of texts) {
      expect(
        heads.filter((head) => text.includes(head)),
        file,
      ).toEqual([]);
      expect(text.match(/\bfragment [A-Za-z_]\w* on [A-Z]\w*/)?.[0], file).toBeUndefined();
    }
  });

  describe('in the browser', () => {
    const journey = journeyFor('persisted-documents');

    it('signs up, lists groups and creates one sending only document ids and variables', async () => {
      const page = await journey.newPage();
      const sent: Array<Record<string, unknown>> = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql')
          sent.push(request.postDataJSON() as Record<string, unknown>);
      });
      await registerThroughUi(page, newPerson('Irene', 'Salas'));
      await page.getByText('No tiene grupos').waitFor(wait);
      await page.getByRole('link', { name: 'Añadir' }).click();
      await page.getByRole('heading', { name: 'Crear grupo' }).waitFor(wait);
      await page.getByLabel('Nombre').fill('Química 5A');
      await page.getByRole('button', { name: 'Crear grupo' }).click();
      await page.waitForURL(/\/groups$/);
      await page.getByRole('heading', { name: 'Química 5A' }).waitFor(wait);
      expect(sent.length).toBeGreaterThanOrEqual(3);
      for (const body of sent) {
        expect(Object.keys(body).sort()).toEqual(['documentId', 'operationName', 'variables']);
        expect(documents[body.documentId as string]).toBeDefined();
      }
      expect(sent.map((body) => body.operationName)).toEqual(expect.arrayContaining(['useSignUpMutation', 'useCreateStudyGroupMutation']));
    });
  });
});
