import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAssignment,
  createQuestion,
  createStudyGroup,
  expectAccessible,
  graphql,
  journeyFor,
  newPerson,
  openAs,
  signUp,
  wait,
  watchConsole,
  type Session,
} from './harness';

// The web's everyday care: role guards, loading feedback, unsaved forms, long names, sign-up conflict, toasts,
// accessibility (axe-core) and a console without warnings, on a phone and a desktop.

const phone = { width: 412, height: 823 };
const desktop = { width: 1280, height: 800 };
const narrow = { width: 320, height: 700 };
const longName = 'Supercalifragilisticoespialidosoextraordinariamenteinterminable';
const restricted = 'Acceso restringido. No tiene los roles para esta acción';

/** No horizontal scrolling: the screen fits the viewport's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The element at the centre of the locator's box is the locator's own (nothing covers it). */
async function uncovered(page: Page, selector: ReturnType<Page['getByRole']>) {
  const box = (await selector.boundingBox())!;
  return selector.evaluate(
    (element, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return top !== null && (element === top || element.contains(top));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

describe('everyday care in the browser', () => {
  const journey = journeyFor('webux');
  let teacher: Session;
  let student: Session;
  let groupId = '';
  let longGroupId = '';
  let deactivatedId = '';
  let assignmentId = '';
  let questionId = '';

  const mutate = async <T>(query: string, input: Record<string, unknown>, token: string) => graphql<T>(journey, query, { input }, token);
  const createGroup = (name: string) =>
    createStudyGroup(journey, teacher, { name, description: 'Curso de los lunes', memberIds: [student.profile.id] });
  const newAssignment = (studyGroupId: string, name: string) =>
    createAssignment(journey, teacher, { studyGroupId, name, description: 'Para el lunes' });

  beforeAll(async () => {
    teacher = await signUp(journey, 'Rosa', 'Díaz');
    student = await signUp(journey, 'Diego', 'Flores');
    groupId = await createGroup('Álgebra básica');
    longGroupId = await createGroup(longName);
    deactivatedId = await createGroup('Grupo antiguo');
    await mutate(
      `mutation ($input: DeactivateStudyGroupInput!) { deactivateStudyGroup(input: $input) { studyGroup { id } } }`,
      { id: deactivatedId },
      teacher.token,
    );
    assignmentId = await newAssignment(groupId, 'Repaso de álgebra');
    await newAssignment(groupId, 'Tarea vacía');
    questionId = await createQuestion(journey, teacher.token, {
      statement: 'El agua hierve a 100 °C',
      trueOrFalse: { correctAnswer: true },
      assignmentId,
    });
  });

  it('every main screen, on a phone and a desktop, has no serious axe violation and logs no warning', async () => {
    const teacherScreens = [
      '/groups',
      `/groups/${groupId}`,
      `/groups/members/${groupId}`,
      `/groups/assignments/group-info?groupId=${groupId}&ownerId=${teacher.profile.id}`,
      `/groups/assignments/update?assignmentId=${assignmentId}&studyGroupId=${groupId}`,
      `/groups/assignments/grades?assignmentId=${assignmentId}`,
      '/groups/add',
      `/groups/update/${groupId}/${encodeURIComponent('Álgebra básica')}/-`,
      '/profile/questions',
      '/profile/addQuestion',
      `/profile/questions/update/TRUE_OR_FALSE?questionId=${encodeURIComponent(questionId)}`,
      '/profile/grades',
      '/profile',
    ];
    const studentScreens = [
      '/groups',
      `/groups/assignments/group-info?groupId=${groupId}&ownerId=${teacher.profile.id}`,
      `/assignment/main/${assignmentId}`,
    ];
    for (const viewport of [desktop, phone]) {
      for (const [session, screens] of [
        [teacher, teacherScreens],
        [student, studentScreens],
      ] as const) {
        const page = await openAs(journey, session, '/login', { viewport });
        const messages = watchConsole(page);
        for (const path of screens) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).first().waitFor(wait);
          // Settled: no spinner or loading bar left (indeterminate progress; not 'networkidle': the notifications stream stays open).
          await page.waitForFunction(
            () =>
              [...document.querySelectorAll('[role="progressbar"]:not([aria-valuenow])')].every(
                (bar) => !bar.checkVisibility({ visibilityProperty: true }),
              ),
            undefined,
            wait,
          );
          await expectAccessible(page, `${path} (${viewport.width}px)`);
        }
        expect(messages).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('dialogs, the phone menu and errors are accessible too, and Escape closes each dialog', async () => {
    const page = await openAs(journey, teacher, '/groups', { viewport: phone });
    await page.getByRole('heading', { name: 'Grupos' }).waitFor(wait);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú de navegación' }).waitFor();
    await expectAccessible(page, 'phone menu');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Opciones de Álgebra básica' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page.getByRole('dialog', { name: 'Desactivar' }).waitFor();
    await expectAccessible(page, 'deactivate dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.goto(`/groups/members/${groupId}`);
    await page.getByRole('button', { name: 'Añadir usuario' }).click();
    await page.getByRole('dialog', { name: 'Añadir usuario' }).waitFor();
    await expectAccessible(page, 'add members dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.goto(`/groups/assignments/update?assignmentId=${assignmentId}&studyGroupId=${groupId}`);
    await page.getByRole('button', { name: 'Añadir pregunta(s)' }).click();
    await page.getByRole('dialog', { name: 'Añadir pregunta(s)' }).waitFor();
    await expectAccessible(page, 'add questions dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // Errors shown: the question form sent empty.
    await page.goto('/profile/addQuestion');
    await page.getByRole('button', { name: 'Crear pregunta' }).click();
    await page.getByText('Debe colocar al menos 5 caracteres').or(page.locator('.Mui-error').first()).first().waitFor();
    await expectAccessible(page, 'question form errors');
    await page.context().close();
  });

  it('a deactivated group from a saved link is read-only; a student on teacher URLs sees Acceso restringido', async () => {
    const owner = await openAs(journey, teacher, `/groups/${deactivatedId}`);
    await owner.getByText('Grupo desactivado').waitFor(wait);
    for (const tile of ['Miembros', 'Tareas', 'Editar']) expect(await owner.getByRole('link', { name: new RegExp(`^${tile}`) }).count()).toBe(0);
    await owner.context().close();

    const page = await openAs(journey, student, `/groups/update/${groupId}/${encodeURIComponent('Álgebra básica')}/-`);
    await page.getByText(restricted).waitFor(wait);
    expect(await page.getByRole('button', { name: 'Guardar cambios' }).count()).toBe(0);
    await page.goto(`/groups/assignments/update?assignmentId=${assignmentId}&studyGroupId=${groupId}`);
    await page.getByText(restricted).waitFor(wait);
    expect(await page.getByRole('button', { name: 'Actualizar tarea' }).count()).toBe(0);
    await page.goto(`/profile/questions/update/TRUE_OR_FALSE?questionId=${encodeURIComponent(questionId)}`);
    await page.getByText(restricted).or(page.getByText('No se encontró el recurso')).first().waitFor(wait);
    expect(await page.getByRole('button', { name: 'Actualizar pregunta' }).count()).toBe(0);
    await page.goto(`/groups/assignments/grades?assignmentId=${assignmentId}`);
    await page.getByText(restricted).waitFor(wait);
    await expectAccessible(page, 'restricted screen');
    // Members are not offered an assignment without questions.
    await page.goto(`/groups/assignments/group-info?groupId=${groupId}&ownerId=${teacher.profile.id}`);
    await page.getByText('Repaso de álgebra').waitFor(wait);
    expect(await page.getByText('Tarea vacía').count()).toBe(0);
    await page.context().close();
  });

  it("a slow 'Tareas' shows the progress bar and the list's spinner at once", async () => {
    // No service worker: the screen's code must come from the (slowed) network, not from its cache.
    const page = await openAs(journey, teacher, `/groups/${groupId}`, { serviceWorkers: 'block' });
    await page.getByRole('link', { name: /^Tareas/ }).waitFor(wait);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('AssignmentListPageQuery')) await held;
      await route.continue();
    });
    await page.route('**/assets/AssignmentListPage-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole('link', { name: /^Tareas/ }).click();
    await page.getByRole('progressbar', { name: 'Cargando página' }).waitFor({ timeout: 1000 });
    await page.getByRole('status', { name: 'Cargando...' }).waitFor({ timeout: 5000 });
    release();
    await page.getByRole('heading', { name: 'Tareas' }).waitFor(wait);
    await page.context().close();
  });

  it('unsaved forms ask before leaving, by the back link and by the browser', async () => {
    const page = await openAs(journey, teacher, '/groups');
    await page.getByRole('link', { name: 'Añadir' }).click();
    await page.getByLabel('Nombre').fill('Geometría');
    await page.getByRole('link', { name: 'Volver a Grupos' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
    await dialog.waitFor();
    await expectAccessible(page, 'leave dialog');
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    expect(page.url()).toContain('/groups/add');
    await page.goBack();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL(/\/groups$/);
    await page.context().close();
  });

  it('long names wrap at 320 px: no horizontal overflow, the ⋮ menu on screen, the full name in the title', async () => {
    const page = await openAs(journey, teacher, '/groups', { viewport: narrow });
    const menu = page.getByRole('button', { name: `Opciones de ${longName}` });
    await menu.waitFor(wait);
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(narrow.width);
    expect(await page.getByRole('heading', { name: longName }).getAttribute('title')).toBe(longName);
    expect(await fitsWidth(page)).toBe(true);
    for (const path of [
      `/groups/${longGroupId}`,
      `/groups/assignments/group-info?groupId=${longGroupId}&ownerId=${teacher.profile.id}`,
      '/profile/questions',
      `/groups/assignments/grades?assignmentId=${assignmentId}`,
      '/profile/grades',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor(wait);
      expect(await fitsWidth(page), path).toBe(true);
    }
    await page.context().close();
  });

  it("sign-up with a taken e-mail says 'Este usuario ya existe' and leaves 'Inicie sesión' reachable", async () => {
    const page = await journey.newPage({ viewport: phone });
    await page.goto('/register');
    const person = newPerson('Diego', 'Flores');
    await page.getByLabel('Nombres').fill(person.firstName);
    await page.getByLabel('Apellidos').fill(person.lastName);
    await page.getByLabel('Correo electrónico').fill(student.user.email);
    await page.getByLabel('Celular').fill(person.phone);
    await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await page.getByLabel('Confirmar contraseña').fill(person.password);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await page.getByRole('alert').getByText('Este usuario ya existe').waitFor(wait);
    await expectAccessible(page, 'register error');
    const link = page.getByRole('link', { name: 'Inicie sesión' });
    await link.scrollIntoViewIfNeeded();
    expect(await uncovered(page, link)).toBe(true);
    expect(await uncovered(page, page.getByRole('button', { name: 'Registrarse' }))).toBe(true);
    await page.context().close();
  });

  it('edit group has Público and Requiere Invitación; the toast hides neither the button (phone) nor the new row (desktop)', async () => {
    const page = await openAs(journey, teacher, `/groups/update/${groupId}/${encodeURIComponent('Álgebra básica')}/-`, { viewport: phone });
    const requiresRequest = page.getByRole('switch', { name: 'Requiere Invitación' });
    await requiresRequest.waitFor(wait);
    expect(await page.getByRole('switch', { name: 'Público' }).isChecked()).toBe(true);
    await page.getByRole('link', { name: 'Miembros del grupo' }).waitFor();
    await requiresRequest.check();
    // A failed save keeps the form: its toast must not cover 'Guardar cambios'.
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('useUpdateStudyGroupMutation') ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByRole('alert').waitFor(wait);
    const button = page.getByRole('button', { name: 'Guardar cambios' });
    await button.scrollIntoViewIfNeeded();
    expect(await uncovered(page, button)).toBe(true);
    await page.unroute('**/graphql');
    await button.click();
    await page.getByText('Grupo actualizado correctamente').waitFor(wait);
    await page.context().close();

    const desktopPage = await openAs(journey, teacher, '/groups/add');
    await desktopPage.getByLabel('Nombre').fill('Trigonometría');
    await desktopPage.getByRole('button', { name: 'Crear grupo' }).click();
    await desktopPage.getByText('Grupo creado correctamente').waitFor(wait);
    const row = desktopPage.getByRole('heading', { name: 'Trigonometría' });
    await row.waitFor(wait);
    await row.scrollIntoViewIfNeeded();
    expect(await uncovered(desktopPage, row)).toBe(true);
    await desktopPage.context().close();
  });
});
