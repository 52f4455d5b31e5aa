import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sunPng } from './sunPng';
import { expectAccessible, graphql, journeyFor, newPerson, openAs, settledShot, signUp, wait, type Session } from './harness';

// Real names and sharing a group: the teacher reads the students' names on the members list (phone and desktop)
// once they opened the group (until then a hint), shares the group by code, link and QR; a student opens the link
// logged out, logs in, lands in the group (and again: already a member, it opens), and the teacher's members list
// shows them at once, as it shows a new request to join; a student's list follows a decided request live.

const phone = { viewport: { width: 412, height: 823 } };

/** Waits until the page's notifications stream (the shell's one `text/event-stream` request) has its response. */
async function streamOpen(page: Page) {
  await expect.poll(async () => (await page.requests()).find((request) => request.headers()['accept'] === 'text/event-stream'), wait).toBeTruthy();
  const stream = (await page.requests()).find((request) => request.headers()['accept'] === 'text/event-stream');
  await stream!.response();
}

describe('real names, sharing a group and the join link', () => {
  const journey = journeyFor('people');
  let teacher: Session;
  let student: Session;
  let group: { id: string; code: string };
  let membersPage: Page;

  const createGroup = async (input: Record<string, unknown>) =>
    (
      await graphql<{ createStudyGroup: { studyGroup: { id: string; code: string } } }>(
        journey,
        'mutation ($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id code } } }',
        { input },
        teacher.token,
      )
    ).createStudyGroup.studyGroup;

  beforeAll(async () => {
    teacher = await signUp(journey, 'Elena', 'Torres');
    student = await signUp(journey, 'Martín', 'Díaz');
    group = await createGroup({ name: '3.º A', memberIds: [student.profile.id] });
  }, 120_000);

  it('the teacher reads the names and e-mails of the members once they opened the group, on a desktop and on a phone', async () => {
    // Added by the teacher, Martín shows as his username with a hint until he opens the group.
    const before = await openAs(journey, teacher, `/groups/members/${group.id}`, phone);
    const hint = before.getByRole('list', { name: 'Miembros de 3.º A' }).getByText(/El nombre se mostrará cuando abra el grupo/);
    await hint.waitFor(wait);
    expect(await before.getByText('Martín Díaz', { exact: true }).count()).toBe(0);
    await expectAccessible(before);
    await before.close();
    const opened = await openAs(journey, student, `/groups/${group.id}`, phone);
    await opened.getByRole('heading', { name: '3.º A' }).waitFor(wait);
    await opened.close();

    for (const [options, name] of [
      [undefined, 'members-names'],
      [phone, 'members-names-phone'],
    ] as const) {
      const page = await openAs(journey, teacher, `/groups/members/${group.id}`, options);
      const list = page.getByRole('list', { name: 'Miembros de 3.º A' });
      await list.getByText('Martín Díaz', { exact: true }).waitFor(wait);
      await list.getByText(new RegExp(`${student.profile.username} · ${student.user.email}`)).waitFor(wait);
      await list.getByText('Elena Torres', { exact: true }).waitFor(wait);
      await expectAccessible(page);
      await settledShot(journey, page, name);
      if (options) await page.close();
      else membersPage = page;
    }
  });

  it('a classmate reads usernames only', async () => {
    const page = await openAs(journey, student, `/groups/members/${group.id}`, phone);
    const list = page.getByRole('list', { name: 'Miembros de 3.º A' });
    await list.getByText(teacher.profile.username, { exact: true }).waitFor(wait);
    expect(await list.getByText('Elena Torres').count()).toBe(0);
    await page.close();
  });

  it('the teacher copies the code and shows the join link as a large QR code', async () => {
    const page = await openAs(journey, teacher, `/groups/${group.id}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copiar código' }).click();
    await page.getByText('Código copiado').waitFor(wait);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(group.code);
    await expect.poll(() => page.getByTestId('join-link').textContent(), wait).toBe(`${journey.url}/join/${group.code}`);
    // The 'Calificaciones' tile keeps its title inside at 1280 px.
    const overflow = await page
      .getByRole('link', { name: /^Calificaciones/ })
      .evaluate((tile) =>
        [...tile.querySelectorAll('span')].some((span) => span.getBoundingClientRect().right > tile.getBoundingClientRect().right + 0.5),
      );
    expect(overflow).toBe(false);

    await page.getByRole('button', { name: 'Mostrar QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unirse a «3.º A»' });
    await dialog.getByRole('img', { name: 'Código QR del enlace para unirse a 3.º A' }).waitFor(wait);
    expect((await dialog.getByTestId('join-qr').boundingBox())!.width).toBeGreaterThan(300);
    await expectAccessible(page, 'QR dialog');
    await settledShot(journey, page, 'share-qr');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    const small = await openAs(journey, teacher, `/groups/${group.id}`, phone);
    await small.getByRole('button', { name: 'Mostrar QR' }).click();
    await small.getByRole('img', { name: 'Código QR del enlace para unirse a 3.º A' }).waitFor(wait);
    await expectAccessible(small, 'QR dialog on a phone');
    await settledShot(journey, small, 'share-qr-phone');
    await small.close();
  });

  it('a logged-out student opens the link, logs in, lands in the group, and appears live on the members list', async () => {
    const person = newPerson('Rosa', 'Quispe');
    await graphql(journey, 'mutation ($input: SignUpInput!) { signUp(input: $input) { token } }', {
      input: { ...person, phone: `+51 ${person.phone}` },
    });
    const page = await journey.newPage(phone);
    await page.goto(`/join/${group.code}`);
    await page.waitForURL(/\/login\?next=/, wait);
    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByLabel('Contraseña').fill(person.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`**/groups/${group.id}`, wait);
    await page.getByText('Ahora es miembro de «3.º A»').waitFor(wait);
    await page.getByRole('heading', { name: '3.º A' }).waitFor(wait);
    await expectAccessible(page);
    await settledShot(journey, page, 'joined-by-link-phone');

    // No reload on the teacher's members list: the new member arrives over the subscription, with the name.
    await membersPage.getByRole('list', { name: 'Miembros de 3.º A' }).getByText('Rosa Quispe', { exact: true }).waitFor(wait);
    await settledShot(journey, membersPage, 'member-appears-live');

    // The same link again (a QR scanned twice) opens the group.
    await page.goto(`/join/${group.code}`);
    await page.getByText('Ya es miembro de «3.º A»').waitFor(wait);
    await page.waitForURL(`**/groups/${group.id}`, wait);

    await page.goto('/join/NADA000000');
    await page.getByText(/No pudo unirse al grupo/).waitFor(wait);
    await expectAccessible(page, 'join link that opens nothing');
  });

  it('a visitor without an account follows the link, signs up from the login screen and lands in the group', async () => {
    const person = newPerson('Luis', 'Gómez');
    const page = await journey.newPage();
    await page.goto(`/join/${group.code}`);
    await page.waitForURL(/\/login\?next=/, wait);
    await page.getByRole('link', { name: 'Regístrese' }).click();
    await page.waitForURL(/\/register\?next=/, wait);
    await page.getByLabel('Nombres').fill(person.firstName);
    await page.getByLabel('Apellidos').fill(person.lastName);
    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByLabel('Celular').fill(person.phone);
    await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await page.getByLabel('Confirmar contraseña').fill(person.password);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await page.waitForURL(`**/groups/${group.id}`, wait);
    await page.getByText('Ahora es miembro de «3.º A»').waitFor(wait);
    await page.close();
  });

  it("a decided request updates the student's group list live", async () => {
    const closed = await createGroup({ name: 'Con solicitud', requiresRequest: true });
    const page = await openAs(journey, student, '/groups', phone);
    await page.getByRole('link', { name: /3\.º A/ }).waitFor(wait);
    const { joinStudyGroup } = await graphql<{ joinStudyGroup: { joinRequest: { id: string } } }>(
      journey,
      'mutation ($input: JoinStudyGroupInput!) { joinStudyGroup(input: $input) { joinRequest { id } } }',
      { input: { code: closed.code } },
      student.token,
    );
    await page.reload();
    await page.getByText('Pendiente de aprobación').waitFor(wait);
    await graphql(
      journey,
      'mutation ($input: ApproveJoinRequestInput!) { approveJoinRequest(input: $input) { joinRequest { id } } }',
      {
        input: { id: joinStudyGroup.joinRequest.id },
      },
      teacher.token,
    );
    await expect.poll(() => page.getByRole('link', { name: /Con solicitud/ }).count(), wait).toBe(1);
    await expect.poll(() => page.getByText('Pendiente de aprobación').count(), wait).toBe(0);
    await settledShot(journey, page, 'request-approved-live');
  });

  it("a request to join appears live on the owner's open members page, on a desktop and on a phone", async () => {
    const closed = await createGroup({ name: 'Taller de lectura', requiresRequest: true });
    const pages = [
      await openAs(journey, teacher, `/groups/members/${closed.id}`),
      await openAs(journey, teacher, `/groups/members/${closed.id}`, phone),
    ];
    for (const page of pages) {
      await page.getByRole('list', { name: 'Miembros de Taller de lectura' }).waitFor(wait);
      await streamOpen(page);
    }
    await graphql(
      journey,
      'mutation ($input: JoinStudyGroupInput!) { joinStudyGroup(input: $input) { joinRequest { id } } }',
      {
        input: { code: closed.code },
      },
      student.token,
    );
    // No reload: the shell's notifications stream invalidates the group and the page reads its requests again.
    for (const [page, name] of [
      [pages[0]!, 'request-appears-live'],
      [pages[1]!, 'request-appears-live-phone'],
    ] as const) {
      await page.getByRole('button', { name: `Aceptar a Martín Díaz (${student.profile.username})` }).waitFor(wait);
      await page
        .getByRole('list', { name: 'Solicitudes para unirse a Taller de lectura' })
        .getByText(/^Solicitó unirse el /)
        .waitFor(wait);
      await expectAccessible(page, `${name}: members page with a live request`);
      await settledShot(journey, page, name);
      await page.close();
    }
  });

  it('the teacher gives a group a picture in the create form and changes it in the edit form', async () => {
    const page = await openAs(journey, teacher, '/groups/add', phone);
    await page.getByLabel('Nombre').fill('Dibujo 2B');
    const picture = page.locator('input[type="file"][name="picture"]');
    await picture.setInputFiles({ name: 'sol.png', mimeType: 'image/png', buffer: sunPng() });
    await page.getByRole('img', { name: 'Vista previa de la foto del grupo' }).waitFor(wait);
    await expectAccessible(page, 'create form with a picture');
    await settledShot(journey, page, 'create-with-picture-phone');
    await page.getByRole('button', { name: 'Crear grupo' }).click();
    await page.waitForURL(/\/groups$/, wait);
    await page.getByRole('link', { name: /Dibujo 2B/ }).click();
    await page.getByRole('img', { name: 'Foto del grupo Dibujo 2B' }).waitFor(wait);
    const first = await page.getByRole('img', { name: 'Foto del grupo Dibujo 2B' }).getAttribute('src');

    await page.getByRole('link', { name: /^Editar/ }).click();
    await page.getByRole('img', { name: 'Vista previa de la foto del grupo' }).waitFor(wait);
    await picture.setInputFiles({ name: 'sol-grande.png', mimeType: 'image/png', buffer: sunPng(96) });
    await page.getByText('sol-grande.png').waitFor(wait);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.waitForURL(/\/groups\/[^/]+$/, wait);
    await expect.poll(() => page.getByRole('img', { name: 'Foto del grupo Dibujo 2B' }).getAttribute('src'), wait).not.toBe(first);
    await settledShot(journey, page, 'edited-picture-phone');
  });
});
