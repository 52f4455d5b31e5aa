import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphql, journeyFor, newPerson, wait } from './harness';

/** Monaco shows spaces as no-break spaces. */
const textOf = async (editor: Locator) => (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');

/** What a developer does: click into an editor, select all, paste (from the real clipboard). */
async function pasteInto(page: Page, editor: Locator, text: string) {
  await editor.locator('.view-lines').click();
  await page.keyboard.press('Control+A');
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
  await expect.poll(() => textOf(editor), wait).toContain(text.slice(-20));
}

/**
 * Clicks a tab until its operation shows: GraphiQL can drop a click that comes while it is still saving the
 * edits of the tab being left (in the run that showed it, the click came right after a result arrived).
 */
async function openTab(tab: Locator, queryEditor: Locator, expected: string) {
  await expect
    .poll(
      async () => {
        if ((await textOf(queryEditor)).includes(expected)) return true;
        await tab.locator('.graphiql-tab-button').click();
        return false;
      },
      { ...wait, interval: 1000 },
    )
    .toBe(true);
}

/**
 * GraphiQL on a machine without internet: every request to another host is refused, and the page still
 * loads, logs in through its LogIn tab and runs the example query, under its self-only policy.
 */
describe('GraphiQL', () => {
  const journey = journeyFor('graphiql');

  it('works offline from the gateway alone: logs in through the LogIn tab, runs the example query, no other host, no CSP violation', async () => {
    const person = newPerson('Diego', 'Consola');
    const { signUp } = await graphql<{ signUp: { token: string } }>(
      journey,
      `
        mutation ($input: SignUpInput!) {
          signUp(input: $input) {
            token
          }
        }
      `,
      { input: { ...person, phone: `+51 ${person.phone}` } },
    );
    await graphql(
      journey,
      `
        mutation ($input: CreateStudyGroupInput!) {
          createStudyGroup(input: $input) {
            studyGroup {
              id
            }
          }
        }
      `,
      { input: { name: 'Álgebra de consola' } },
      signUp.token,
    );

    const page = await journey.newPage();
    const context = page.context();
    const origin = new URL(journey.url).origin;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    // The machine "has no internet": anything for another origin is aborted, and remembered.
    const foreign: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (new URL(url).origin === origin) return route.continue();
      foreign.push(url);
      return route.abort('internetdisconnected');
    });
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));
    const assets = new Map<string, Record<string, string>>();
    context.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/graphiql/')) assets.set(new URL(response.url()).pathname, response.headers());
    });
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
      else if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

    const response = await page.goto('/graphql');
    const policy = response!.headers()['content-security-policy']!;
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/https?:/);
    await expect.poll(() => page.title()).toBe('Aula GraphQL');

    // Two tabs: the example query first, then how to log in. The schema (docs) loads from this gateway.
    const tabs = page.locator('.graphiql-tab');
    await tabs.first().waitFor(wait);
    await expect.poll(() => tabs.allInnerTexts(), wait).toEqual(['MyGroups', 'LogIn']);
    const queryEditor = page.locator('.graphiql-query-editor');
    await expect.poll(() => textOf(queryEditor), wait).toContain('query MyGroups');
    const headersButton = page.getByRole('button', { name: 'Headers', exact: true });
    const variablesButton = page.getByRole('button', { name: 'Variables', exact: true });
    const tool = page.locator('section.graphiql-editor-tool .graphiql-editor:not(.hidden)');
    await headersButton.click();
    await expect.poll(() => textOf(tool), wait).toContain('"Authorization": "Bearer <token>"');
    await journey.shot(page, 'example-tab');

    // The LogIn tab: the developer's email and password in its variables, run, copy the token from the result.
    await openTab(tabs.filter({ hasText: 'LogIn' }), queryEditor, 'logIn(input: $input)');
    await variablesButton.click();
    await expect.poll(() => textOf(tool), wait).toContain('you@example.com');
    await pasteInto(page, tool, JSON.stringify({ input: { email: person.email, password: person.password } }));
    const result = page.locator('section.result-window');
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => textOf(result), wait).toMatch(/"token": "[^"]+"/);
    // A long token is wrapped over several lines.
    const token = /"token": "([^"]+)"/.exec(await textOf(result))![1]!.replace(/\s/g, '');
    await journey.shot(page, 'logged-in');

    // Back to the example: the token pasted into the header template, run, and the viewer's data comes back.
    await openTab(tabs.filter({ hasText: 'MyGroups' }), queryEditor, 'query MyGroups');
    await headersButton.click();
    await pasteInto(page, tool, JSON.stringify({ Authorization: `Bearer ${token}` }));
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => textOf(result), wait).toContain('"name": "Álgebra de consola"');
    const answer = await textOf(result);
    expect(answer).toContain('"username": "diegoconsola');
    expect(answer).toContain('"viewerIsOwner": true');
    expect(answer).not.toContain('"errors"');
    await journey.shot(page, 'example-run');

    expect(foreign).toEqual([]);
    expect(requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)).toEqual([]);
    // GraphiQL's files, the editor's workers among them, came from the gateway: compressed, cached for good.
    expect([...assets.keys()].filter((path) => /worker-.*\.js$/.test(path)).length).toBeGreaterThan(0);
    for (const [path, headers] of assets) {
      expect(headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(headers['content-encoding'], path).toBe('gzip');
    }
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});
