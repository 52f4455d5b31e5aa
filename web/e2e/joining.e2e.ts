import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, graphql, journeyFor, openAs, settledShot, signUp, wait, type Session } from './harness';

// A student joins by code a group that requires a request; the teacher's Notificaciones badge rises live,
// the teacher approves from the members screen, the student's badge rises live and the group is in their list.

/** The navigation's unread count, as its label says it. */
const unread = (page: Page) => page.getByTestId('unread-count').getAttribute('aria-label');

describe('joining by code, with live notifications', () => {
  const journey = journeyFor('joining');
  let teacher: Session;
  let student: Session;
  let group: { id: string; code: string };
  let teacherPage: Page;
  let studentPage: Page;

  beforeAll(async () => {
    teacher = await signUp(journey, 'Rosa', 'Díaz');
    student = await signUp(journey, 'Marta', 'Quispe');
    const created = await graphql<{ createStudyGroup: { studyGroup: { id: string; code: string } } }>(
      journey,
      'mutation ($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id code } } }',
      { input: { name: 'Historia del Perú', requiresRequest: true } },
      teacher.token,
    );
    group = created.createStudyGroup.studyGroup;
  }, 120_000);

  it('the teacher sees the code to share on the group', async () => {
    teacherPage = await openAs(journey, teacher, `/groups/${group.id}`);
    await expect.poll(() => teacherPage.getByTestId('join-code').textContent(), wait).toBe(group.code);
    await expectAccessible(teacherPage);
    await settledShot(journey, teacherPage, 'teacher-join-code');
  });

  it('the student asks to join by code and sees the request waiting', async () => {
    studentPage = await openAs(journey, student, '/groups');
    await studentPage.getByRole('button', { name: 'Unirse a un grupo' }).click();
    await studentPage.getByLabel('Código del grupo').fill(group.code.toLowerCase());
    await expectAccessible(studentPage, 'join dialog');
    await studentPage.getByRole('button', { name: 'Unirse', exact: true }).click();
    await expect.poll(() => studentPage.getByRole('status').textContent(), wait).toContain('Solicitud enviada');
    await settledShot(journey, studentPage, 'student-request-sent');
    await studentPage.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => studentPage.getByText('Pendiente de aprobación').isVisible(), wait).toBe(true);
  });

  it("the teacher's badge rises live; the teacher approves from Notificaciones", async () => {
    // No reload: the count arrives over the subscription.
    await expect.poll(() => unread(teacherPage), wait).toBe('1 sin leer');
    await teacherPage.getByRole('link', { name: /Notificaciones/ }).click();
    const item = teacherPage.getByRole('button', {
      name: new RegExp(`Marta Quispe \\(${student.profile.username}\\) solicitó unirse al grupo «Historia del Perú»`),
    });
    await item.waitFor(wait);
    await expectAccessible(teacherPage);
    await settledShot(journey, teacherPage, 'teacher-notifications');
    await item.click();
    await teacherPage.waitForURL(`**/groups/members/${group.id}`, wait);
    await expect.poll(() => unread(teacherPage), wait).toBe('0 sin leer');
    const approve = teacherPage.getByRole('button', { name: `Aceptar a Marta Quispe (${student.profile.username})` });
    await approve.waitFor(wait);
    await expectAccessible(teacherPage);
    await settledShot(journey, teacherPage, 'teacher-pending-request');
    await approve.click();
    await expect
      .poll(() => teacherPage.getByRole('list', { name: 'Miembros de Historia del Perú' }).textContent(), wait)
      .toContain(student.profile.username);
  });

  it("the student's badge rises live and the group is in their list", async () => {
    await expect.poll(() => unread(studentPage), wait).toBe('1 sin leer');
    await studentPage.getByRole('link', { name: /Grupos/ }).click();
    await expect.poll(() => studentPage.getByRole('link', { name: 'Historia del Perú' }).isVisible(), wait).toBe(true);
    await expect.poll(() => studentPage.getByText('Pendiente de aprobación').count(), wait).toBe(0);
    await settledShot(journey, studentPage, 'student-joined');
  });

  it('the Notificaciones screen on a phone', async () => {
    const phone = await openAs(journey, student, '/notifications', { viewport: { width: 412, height: 823 } });
    await phone.getByText('Su solicitud para unirse al grupo «Historia del Perú» fue aceptada').waitFor(wait);
    // The navigation is behind the menu button on a phone: a dot on it tells of unread notifications.
    const dot = phone.getByRole('button', { name: 'Abrir menú' }).locator('.MuiBadge-dot:not(.MuiBadge-invisible)');
    await expect.poll(() => dot.count(), wait).toBe(1);
    await expectAccessible(phone);
    await settledShot(journey, phone, 'student-notifications-phone');
    await phone.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await expect.poll(() => phone.getByText('Nueva').count(), wait).toBe(0);
    await expect.poll(() => dot.count(), wait).toBe(0);
  });
});

// The owner hears of a join by code; a student withdraws a request they sent, and leaves a group.
describe('joining told to the owner, requests withdrawn, groups left', () => {
  const journey = journeyFor('joining-ways-out');
  let teacher: Session;
  let student: Session;
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
    student = await signUp(journey, 'Pedro', 'Mamani');
  }, 120_000);

  it('a student joins by code at once; the teacher is told, and the notification leads to the members', async () => {
    const group = await createGroup({ name: 'Geografía 4B' });
    const teacherPage = await openAs(journey, teacher, '/notifications');
    await teacherPage.getByText('No tiene notificaciones.').waitFor(wait);
    const studentPage = await openAs(journey, student, '/groups');
    await studentPage.getByRole('button', { name: 'Unirse a un grupo' }).click();
    await studentPage.getByLabel('Código del grupo').fill(group.code);
    await studentPage.getByRole('button', { name: 'Unirse', exact: true }).click();
    await studentPage.getByText('Ahora es miembro de «Geografía 4B»').waitFor(wait);

    // Live, without a reload.
    const item = teacherPage.getByRole('button', {
      name: new RegExp(`Pedro Mamani \\(${student.profile.username}\\) se unió al grupo «Geografía 4B»`),
    });
    await item.waitFor(wait);
    await expectAccessible(teacherPage);
    await settledShot(journey, teacherPage, 'teacher-member-joined');
    await item.click();
    await teacherPage.waitForURL(`**/groups/members/${group.id}`, wait);
    await teacherPage.getByRole('list', { name: 'Miembros de Geografía 4B' }).getByText(student.profile.username).waitFor(wait);
    await studentPage.context().close();
    await teacherPage.context().close();
  });

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 412, height: 823 }],
  ] as const)('on a %s, a student withdraws a pending request after confirming', async (device, viewport) => {
    await createGroup({ name: `Música ${device}`, requiresRequest: true }).then((group) =>
      graphql(
        journey,
        'mutation ($input: JoinStudyGroupInput!) { joinStudyGroup(input: $input) { joinRequest { id } } }',
        { input: { code: group.code } },
        student.token,
      ),
    );
    const page = await openAs(journey, student, '/groups', { viewport });
    const withdraw = page.getByRole('button', { name: `Cancelar solicitud a Música ${device}` });
    await withdraw.waitFor(wait);
    await withdraw.click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar solicitud' });
    await dialog.getByText(`¿Desea cancelar su solicitud para unirse a «Música ${device}»?`).waitFor(wait);
    await expectAccessible(page, `cancel request dialog (${device})`);
    await settledShot(journey, page, `student-cancel-request-${device}`);
    await dialog.getByRole('button', { name: 'Cancelar solicitud' }).click();
    await page.getByText(`Solicitud a «Música ${device}» cancelada`).waitFor(wait);
    await expect.poll(() => page.getByText('Pendiente de aprobación').count(), wait).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Unirse a un grupo' }).waitFor(wait);
    expect(await page.getByText(`Música ${device}`).count()).toBe(0);
    await page.context().close();
  });

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 412, height: 823 }],
  ] as const)('on a %s, a member the teacher added leaves the group from its page after confirming', async (device, viewport) => {
    const group = await createGroup({ name: `Arte ${device}`, memberIds: [student.profile.id] });
    const page = await openAs(journey, student, `/groups/${group.id}`, { viewport });
    await page.getByRole('heading', { name: `Arte ${device}` }).waitFor(wait);
    await page.getByRole('button', { name: 'Salir del grupo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Salir del grupo' });
    await dialog.getByText(`¿Desea salir del grupo «Arte ${device}»?`, { exact: false }).waitFor(wait);
    await expectAccessible(page, `leave dialog (${device})`);
    await settledShot(journey, page, `student-leave-${device}`);
    await dialog.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL(/\/groups$/, wait);
    await page.getByText(`Ha salido del grupo «Arte ${device}»`).waitFor(wait);
    expect(await page.getByRole('link', { name: `Arte ${device}` }).count()).toBe(0);
    // The owner's own page offers no way out.
    const teacherPage = await openAs(journey, teacher, `/groups/${group.id}`, { viewport });
    await teacherPage.getByRole('heading', { name: `Arte ${device}` }).waitFor(wait);
    expect(await teacherPage.getByRole('button', { name: 'Salir del grupo' }).count()).toBe(0);
    await teacherPage.context().close();
    await page.context().close();
  });
});
