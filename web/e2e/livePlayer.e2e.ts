import { liveGameMessages } from '@aula/common';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createAssignment,
  createStudyGroup,
  expectAccessible,
  graphql,
  journeyFor,
  openAs,
  settledShot,
  signUp,
  wait,
  type Session,
} from './harness';

// On a phone (412×823), what liveGame.e2e.ts leaves out of a player's side: the join refusals in Spanish (unknown PIN,
// a game of another group, a game over), the QR code's link opened logged out (through the login and back into the
// lobby), touch targets of 48 px or more, and a finished game's stream not opened again. axe on each screen.

const phone = { viewport: { width: 412, height: 823 } };

const hostMutation = (name: string, input: string) => `
  mutation ($input: ${input}!) {
    ${name}(input: $input) {
      liveGame {
        id
        pin
        status
      }
    }
  }
`;

type Game = { id: string; pin: string; status: string };

/** Types the PIN on 'Unirse a un juego' and waits for the refusal. */
async function refusedJoin(page: Page, pin: string, message: string) {
  await page.getByLabel('PIN del juego').fill(pin);
  await page.getByRole('button', { name: 'Unirse', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: message }).waitFor(wait);
  expect(new URL(page.url()).pathname).toBe('/play');
}

/** The smaller side of each visible control a finger may tap on this screen. */
const smallestTarget = (page: Page) =>
  page.evaluate(() =>
    Math.min(
      ...[...document.querySelectorAll('main button, main input, main [role="button"], main label.MuiFormControlLabel-root')]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0)
        .map((box) => Math.min(box.width, box.height)),
    ),
  );

describe('a player on a phone', () => {
  const journey = journeyFor('livePlayer');
  let teacher: Session;
  let member: Session;
  let outsider: Session;
  let assignmentId: string;

  const host = async (name: string, input: string, variables: Record<string, unknown>) =>
    (await graphql<Record<string, { liveGame: Game }>>(journey, hostMutation(name, input), { input: variables }, teacher.token))[name]!.liveGame;
  const advance = (game: Game) => host('advanceLiveGame', 'AdvanceLiveGameInput', { id: game.id });

  beforeAll(async () => {
    teacher = await signUp(journey, 'Marta', 'Quispe');
    member = await signUp(journey, 'Ana', 'Núñez');
    outsider = await signUp(journey, 'Otto', 'Vega');
    const groupId = await createStudyGroup(journey, teacher, { name: 'Física 3.º B', description: 'Repaso', memberIds: [member.profile.id] });
    assignmentId = await createAssignment(journey, teacher, {
      studyGroupId: groupId,
      name: 'Repaso de física',
      description: 'Dos preguntas',
      maxAttempts: null,
    });
    await addQuestions(journey, teacher, assignmentId, [
      { statement: '¿Cuántos metros por segundo al cuadrado vale g, redondeado?', numerical: { answers: [{ value: 9.8, tolerance: 0.1 }] } },
      { statement: '¿Cuáles son magnitudes vectoriales?', multipleAnswer: { options: ['Velocidad', 'Masa', 'Fuerza'], correctOptionsIndex: [0, 2] } },
    ]);
  });

  it('refuses an unknown PIN and a game of another group, in Spanish', async () => {
    const game = await host('startLiveGame', 'StartLiveGameInput', { assignmentId, questionSeconds: 120 });
    const page = await openAs(journey, outsider, '/groups', phone);
    // From the shell's menu, as a student finds it.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Unirse a un juego' }).click();
    await page.getByRole('heading', { level: 1, name: 'Unirse a un juego' }).waitFor(wait);
    await page.getByRole('button', { name: 'Unirse', exact: true }).click();
    await page.getByText('Escriba los 6 dígitos del PIN.').waitFor(wait);
    const unknown = game.pin === '000000' ? '000001' : '000000';
    await refusedJoin(page, unknown, liveGameMessages.unknownPin);
    await refusedJoin(page, game.pin, liveGameMessages.notMember);
    await expectAccessible(page, "'Unirse a un juego' with a refusal");
    await settledShot(journey, page, 'join-refused');
    await host('endLiveGame', 'EndLiveGameInput', { id: game.id });
  });

  it("takes a logged-out member from the QR code's link through the login into the lobby; plays, and hears no more of a finished game", async () => {
    let game = await host('startLiveGame', 'StartLiveGameInput', { assignmentId, questionSeconds: 120 });
    const page = await journey.newPage(phone);
    await page.goto(`/play?pin=${game.pin}`);
    await page.waitForURL('**/login?**', wait);
    await page.getByLabel('Correo electrónico').fill(member.user.email);
    await page.getByLabel('Contraseña').fill('contraseña123');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`**/play/${encodeURIComponent(game.id)}`, wait);
    await page.getByText('¡Ya está dentro! Espere a que empiece el juego.', { exact: true }).first().waitFor(wait);
    await page.getByText('1 jugador', { exact: true }).waitFor(wait);
    await expectAccessible(page, 'the lobby');
    await settledShot(journey, page, 'lobby');

    game = await advance(game);
    await page.getByRole('status').filter({ hasText: 'Pregunta 1 de 2.' }).waitFor(wait);
    expect(await smallestTarget(page)).toBeGreaterThanOrEqual(48);
    await page.getByLabel('Respuesta').fill('9.8');
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    // The only player has answered: the question closes at once, and the result shows.
    await page.getByRole('heading', { name: '¡Correcto!' }).waitFor(wait);
    await page.getByText('Puesto 1 de 1', { exact: true }).waitFor(wait);
    await expectAccessible(page, 'the reveal');
    await settledShot(journey, page, 'reveal');

    game = await advance(game);
    await page.getByRole('status').filter({ hasText: 'Pregunta 2 de 2.' }).waitFor(wait);
    expect(await smallestTarget(page)).toBeGreaterThanOrEqual(48);
    // Each option is a full-width row, tapped anywhere on it.
    const option = page.getByRole('group', { name: '¿Cuáles son magnitudes vectoriales?' }).locator('label', { hasText: 'Velocidad' });
    expect((await option.boundingBox())!.width).toBeGreaterThan(340);
    await option.click();
    await settledShot(journey, page, 'multiple-answer');
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    // One of the two right options, nothing wrong: half the credit.
    await page.getByRole('heading', { name: 'En parte correcto' }).waitFor(wait);

    // The game's stream: counted from here, none opens once the game is over.
    let streams = 0;
    page.on('request', (request) => {
      if (request.headers().accept === 'text/event-stream' && request.postData()?.includes('usePlayerLiveGameSubscription')) streams += 1;
    });
    await host('endLiveGame', 'EndLiveGameInput', { id: game.id });
    await page.getByRole('heading', { name: 'Juego terminado' }).waitFor(wait);
    await expectAccessible(page, 'the end of the game');
    await settledShot(journey, page, 'finished');
    // subscribe.ts opens a dropped stream again after 3 s: twice that, and nothing.
    await page.waitForTimeout(6_500);
    expect(streams).toBe(0);

    await page.getByRole('link', { name: 'Unirse a otro juego' }).click();
    await refusedJoin(page, game.pin, liveGameMessages.over);
  });
});
