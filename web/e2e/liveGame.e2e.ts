import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createAssignment,
  createStudyGroup,
  expectAccessible,
  journeyFor,
  openAs,
  publish,
  signUp,
  wait,
  type Session,
} from './harness';

// In the browser, the "Done when": a teacher hosts a live game (desktop 1920×1080, mirrored on a phone)
// for three students on phones (412×823); they join by PIN and by the QR code's link, play a question of four kinds
// (ordering and numerical included), one reloads mid-game and keeps the score; reveal, top five, podium and results
// table; the game counts as an attempt, so a student's grade then shows where students see grades. axe on every
// screen of both, the players' also on a laptop's size (a student may play there).

const projector = { viewport: { width: 1920, height: 1080 } };
const phone = { viewport: { width: 412, height: 823 } };
const laptop = { width: 1280, height: 800 };
const planets = ['Mercurio', 'Venus', 'Tierra', 'Marte'];
const questionCount = 4;

/** Waits for a live region (role status) that says `text`. */
const announced = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor(wait);

/**
 * A player sends what `answer` chose and sees it acknowledged: 'Respuesta enviada' while others still have to answer.
 * The last answer closes the question at once (everyone answered), so the last player, given her `verdict`, sees
 * it instead.
 */
async function play(page: Page, number: number, answer: (page: Page) => Promise<void>, verdict?: string) {
  await announced(page, `Pregunta ${number} de ${questionCount}.`);
  await answer(page);
  if (verdict) await page.getByRole('heading', { name: verdict, exact: true }).waitFor(wait);
  else await page.getByText('Respuesta enviada', { exact: true }).waitFor(wait);
}

/** axe on a player's screen as it is on the phone, and again at a laptop's size. */
async function expectPlayerAccessible(page: Page, where: string) {
  await expectAccessible(page, `${where} (412px)`);
  await page.setViewportSize(laptop);
  await expectAccessible(page, `${where} (1280px)`);
  await page.setViewportSize(phone.viewport);
}

const send = (page: Page) => page.getByRole('button', { name: 'Enviar respuesta' }).click();

/** The ordering widget's items as this player sees them now. */
const shownItems = async (page: Page) =>
  (await page.getByRole('list', { name: 'Ordene los planetas desde el Sol' }).getByRole('listitem').allTextContents()).map((row) =>
    row.replace(/^\d+\./, ''),
  );

/** Puts the planets in order with 'Subir', as the server shuffled them for this player. */
async function orderPlanets(page: Page) {
  for (const [target, planet] of planets.entries()) {
    const moves = (await shownItems(page)).indexOf(planet) - target;
    for (let i = 0; i < moves; i++) await page.getByRole('button', { name: `Subir: ${planet}` }).click();
  }
  expect(await shownItems(page)).toEqual(planets);
}

describe('a live game', () => {
  const journey = journeyFor('liveGame');
  let teacher: Session;
  const students: Session[] = [];
  let groupId: string;

  beforeAll(async () => {
    teacher = await signUp(journey, 'Marta', 'Quispe');
    for (const [first, last] of [
      ['Ana', 'Núñez'],
      ['Beto', 'Ríos'],
      ['Carla', 'Paz'],
    ] as const)
      students.push(await signUp(journey, first, last));
    groupId = await createStudyGroup(journey, teacher, {
      name: 'Ciencias 2.º A',
      description: 'Repaso',
      memberIds: students.map((student) => student.profile.id),
    });
    const assignmentId = await createAssignment(journey, teacher, {
      studyGroupId: groupId,
      name: 'Juego de repaso',
      description: 'Cuatro preguntas',
      maxAttempts: null,
    });
    await addQuestions(journey, teacher, assignmentId, [
      { statement: 'El agua hierve a 100 °C al nivel del mar', trueOrFalse: { correctAnswer: true, image: null } },
      { statement: '¿Cuáles son números primos?', multipleAnswer: { options: ['2', '4', '7'], correctOptionsIndex: [0, 2] } },
      { statement: 'Ordene los planetas desde el Sol', ordering: { items: planets } },
      { statement: '¿Cuánto vale pi con dos decimales?', numerical: { answers: [{ value: 3.14, tolerance: 0.01 }] } },
    ]);
    await publish(journey, teacher.token, assignmentId);
  });

  it(
    'the teacher hosts, three students play to the podium, one reloads and keeps the score, and the game becomes a grade',
    { timeout: 600_000 },
    async () => {
      const [anaSession, betoSession, carlaSession] = students as [Session, Session, Session];
      const host = await openAs(
        journey,
        teacher,
        `/groups/assignments/group-info?${new URLSearchParams({ groupId, ownerId: teacher.profile.id })}`,
        projector,
      );
      await host.getByRole('button', { name: 'Jugar en vivo: Juego de repaso' }).click();
      const dialog = host.getByRole('dialog', { name: 'Jugar en vivo' });
      await dialog.getByLabel('Segundos por pregunta').fill('3');
      await dialog.getByRole('button', { name: 'Crear juego' }).click();
      await dialog.getByText('Entre 5 y 240 segundos').waitFor(wait);
      await dialog.getByLabel('Segundos por pregunta').fill('120');
      await dialog.getByRole('switch', { name: 'Cuenta como intento calificado' }).check();
      await expectAccessible(host, 'the live game settings');
      await dialog.getByRole('button', { name: 'Crear juego' }).click();
      await host.waitForURL(/\/live\//, wait);
      const liveGamePath = new URL(host.url()).pathname;

      // The lobby: the PIN, the link (and its QR code); the players arrive live.
      const pin = (await host.getByText(/^\d{3} \d{3}$/).textContent())!.replace(/\D/g, '');
      expect(pin).toMatch(/^\d{6}$/);
      const joinLink = new URL((await host.getByRole('link', { name: /\/play\?pin=/ }).getAttribute('href'))!);
      expect(joinLink.search).toBe(`?pin=${pin}`);
      await host.getByRole('img', { name: 'Código QR del enlace para unirse' }).waitFor(wait);
      await host.getByRole('heading', { name: 'Esperando jugadores…' }).waitFor(wait);
      await expectAccessible(host, 'the host lobby');
      await journey.shot(host, 'host-lobby');
      const mirror = await openAs(journey, teacher, liveGamePath, phone);
      await mirror.getByText(`${pin.slice(0, 3)} ${pin.slice(3)}`).waitFor(wait);
      await expectAccessible(mirror, 'the host lobby (412px)');

      const ana = await openAs(journey, anaSession, '/play', phone);
      await ana.getByLabel('PIN del juego').waitFor(wait);
      await expectPlayerAccessible(ana, 'the join screen');
      await journey.shot(ana, 'player-join');
      await ana.getByLabel('PIN del juego').fill(pin);
      await ana.getByRole('button', { name: 'Unirse' }).click();
      const beto = await openAs(journey, betoSession, '/play', phone);
      await beto.getByLabel('PIN del juego').fill(pin);
      await beto.getByRole('button', { name: 'Unirse' }).click();
      // Carla comes by the QR code: its link joins at once.
      const carla = await openAs(journey, carlaSession, joinLink.pathname + joinLink.search, phone);
      for (const player of [ana, beto, carla]) await announced(player, '¡Ya está dentro!');
      await expectPlayerAccessible(ana, 'the player lobby');
      await host.getByRole('heading', { name: '3 jugadores' }).waitFor(wait);
      expect(await host.getByRole('list', { name: 'Jugadores' }).getByRole('listitem').allTextContents()).toEqual(
        expect.arrayContaining(students.map((student) => student.profile.username)),
      );
      await journey.shot(host, 'host-lobby-full');
      await host.getByRole('button', { name: 'Empezar' }).click();

      /** The host waits for every answer (the question closes itself, or with 'Cerrar pregunta'), then the reveal. */
      const reveal = async (number: number) => {
        const solution = host.getByRole('heading', { name: 'Solución' });
        const close = host.getByRole('button', { name: 'Cerrar pregunta' });
        await host.getByText('3 de 3 respuestas').or(solution).first().waitFor(wait);
        if (await close.isVisible()) await close.click();
        await solution.waitFor(wait);
        await announced(host, 'Todos respondieron');
        expect(await host.getByText(`Juego de repaso · Pregunta ${number} de ${questionCount}`).count()).toBe(1);
      };
      const topFive = async () => {
        await host.getByRole('button', { name: 'Siguiente', exact: true }).click();
        await host.getByRole('heading', { name: 'Clasificación' }).waitFor(wait);
        await host.getByRole('button', { name: 'Siguiente pregunta' }).click();
      };

      // 1. True or false, as tiles on the board.
      await announced(host, `Pregunta 1 de ${questionCount}`);
      await host.getByRole('list', { name: 'Opciones' }).getByText('Verdadero').waitFor(wait);
      await expectAccessible(host, 'the host question');
      await journey.shot(host, 'host-question');
      await announced(mirror, `Pregunta 1 de ${questionCount}`);
      await expectAccessible(mirror, 'the host question (412px)');
      await announced(ana, `Pregunta 1 de ${questionCount}.`);
      await expectPlayerAccessible(ana, 'the player question');
      await journey.shot(ana, 'player-question');
      await play(ana, 1, (page) => page.getByRole('button', { name: 'Verdadero' }).click());
      await expectPlayerAccessible(ana, 'the answer sent');
      await play(beto, 1, (page) => page.getByRole('button', { name: 'Falso' }).click());
      await play(carla, 1, (page) => page.getByRole('button', { name: 'Verdadero' }).click(), '¡Correcto!');
      await reveal(1);
      await host.getByText(/^Verdadero \(correcta\):/).waitFor(wait);
      await expectAccessible(host, 'the host reveal');
      await journey.shot(host, 'host-reveal');
      await mirror.getByRole('heading', { name: 'Solución' }).waitFor(wait);
      await expectAccessible(mirror, 'the host reveal (412px)');
      await ana.getByText('¡Correcto!', { exact: true }).waitFor(wait);
      await expectPlayerAccessible(ana, 'the player result');
      await journey.shot(ana, 'player-result');
      await beto.getByText('Incorrecto', { exact: true }).waitFor(wait);
      await topFive();

      // 2. Multiple answer; Beto half right.
      await play(ana, 2, async (page) => {
        await page.getByRole('checkbox', { name: '2' }).check();
        await page.getByRole('checkbox', { name: '7' }).check();
        await send(page);
      });
      await play(beto, 2, async (page) => {
        await page.getByRole('checkbox', { name: '2' }).check();
        await send(page);
      });
      await play(
        carla,
        2,
        async (page) => {
          await page.getByRole('checkbox', { name: '4' }).check();
          await send(page);
        },
        'Incorrecto',
      );
      await reveal(2);
      // Beto reloads: the same game, the same score.
      const betoScore = beto.getByText(/^Puntuación: \d+$/);
      const scoreBefore = await betoScore.textContent();
      await beto.reload();
      await betoScore.waitFor(wait);
      expect(await betoScore.textContent()).toBe(scoreBefore);
      await topFive();

      // 3. Ordering: the others send the planets as shown; Ana, last, puts them in order.
      await play(beto, 3, send);
      await play(carla, 3, send);
      await play(
        ana,
        3,
        async (page) => {
          await orderPlanets(page);
          await send(page);
        },
        '¡Correcto!',
      );
      await reveal(3);
      await topFive();

      // 4. Numerical, with a decimal comma.
      await play(ana, 4, async (page) => {
        await page.getByLabel('Respuesta').fill('3,14');
        await send(page);
      });
      await play(beto, 4, async (page) => {
        await page.getByLabel('Respuesta').fill('3');
        await send(page);
      });
      await play(
        carla,
        4,
        async (page) => {
          await page.getByLabel('Respuesta').fill('3,14');
          await send(page);
        },
        '¡Correcto!',
      );
      await reveal(4);

      // The podium: Ana, the only one right every time, wins.
      await host.getByRole('button', { name: 'Ver podio' }).click();
      await host.getByRole('heading', { name: 'Podio' }).waitFor(wait);
      await announced(host, `Juego terminado. Ganador: ${anaSession.profile.username}`);
      await expectAccessible(host, 'the host podium');
      await journey.shot(host, 'host-podium');
      await mirror.getByRole('heading', { name: 'Podio' }).waitFor(wait);
      await expectAccessible(mirror, 'the host podium (412px)');
      await ana.getByRole('heading', { name: 'Juego terminado' }).waitFor(wait);
      await expectPlayerAccessible(ana, 'the player at the end');

      // The results table: a row per player, a column per question; and the spreadsheet.
      await host.getByRole('button', { name: 'Ver resultados' }).click();
      const table = host.getByRole('table', { name: 'Resultados' });
      await table.waitFor(wait);
      expect(await table.locator('thead th').allTextContents()).toEqual([
        'Puesto',
        'Jugador',
        'Pregunta 1',
        'Pregunta 2',
        'Pregunta 3',
        'Pregunta 4',
        'Total',
        'Aciertos',
      ]);
      const anaRow = table.getByRole('row', { name: new RegExp(anaSession.profile.username) });
      expect(await anaRow.locator('td').first().textContent()).toBe('1');
      expect(await anaRow.locator('td').last().textContent()).toBe('4 de 4');
      expect(await table.locator('tbody tr').count()).toBe(3);
      await expectAccessible(host, 'the results table');
      await journey.shot(host, 'host-results');
      const [download] = await Promise.all([host.waitForEvent('download', wait), host.getByRole('button', { name: 'Descargar CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);

      // With countsAsAttempt, the game is Ana's graded attempt: her grades show it.
      await ana.getByRole('link', { name: 'Ver mis notas' }).click();
      await ana.getByRole('heading', { name: `Notas de ${anaSession.profile.username}` }).waitFor(wait);
      await ana
        .getByRole('link', { name: /Juego de repaso/ })
        .getByText('Nota total: 100.00%')
        .waitFor(wait);
      await journey.shot(ana, 'player-grades');
      for (const page of [host, mirror, ana, beto, carla]) await page.context().close();
    },
  );
});
