import type { Locator, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, journeyFor, logInThroughUi, newPerson, registerThroughUi, type Journey } from './harness';

/** Holds every GraphQL request of one operation until released: shows what the screen does before the answer. */
async function holdOperation(page: Page, operationName: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen!: () => void;
  const requested = new Promise<void>((resolve) => (seen = resolve));
  let sent!: () => void;
  const continued = new Promise<void>((resolve) => (sent = resolve));
  const handler = async (route: Route) => {
    if (!route.request().postData()?.includes(operationName)) return route.continue();
    seen();
    await released;
    await route.continue();
    sent();
  };
  await page.route('**/graphql', handler);
  return {
    requested,
    async release() {
      release();
      await continued;
      await page.unroute('**/graphql', handler);
    },
  };
}

/** MUI dialogs fade in over 225 ms: a screenshot waits for them to settle. */
const settle = (page: Page) => page.waitForTimeout(300);

/**
 * A confirming dialog, shown (and shot for reviewers), answered with `button` while the operation it sends is held:
 * `leaves` must be gone before the server has answered (an optimistic update); then the answer is let through.
 */
async function confirmOptimistically(
  journey: Journey,
  dialog: Locator,
  { shot, button, operation, leaves }: { shot: string; button: string; operation: string; leaves: Locator },
) {
  const page = dialog.page();
  await dialog.waitFor();
  await settle(page);
  await journey.shot(page, shot);
  const held = await holdOperation(page, operation);
  await dialog.getByRole('button', { name: button }).click();
  await held.requested;
  await leaves.waitFor({ state: 'detached', timeout: 2000 });
  await held.release();
}

/** No horizontal scrolling: the screen fits the viewport's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The line that describes a switch (its aria-describedby): what it lets strangers do. */
async function switchHelp(page: Page, name: string) {
  const id = await page.getByRole('switch', { name }).getAttribute('aria-describedby');
  return page.locator(`[id="${id}"]`).textContent();
}

const help = {
  publicOn: 'Cualquier estudiante puede encontrar el grupo en la búsqueda de grupos públicos y unirse sin el código.',
  publicOff: 'El grupo no aparece en la búsqueda: solo puede unirse quien tenga su código.',
  requestOn: 'Quien se una con el código o desde la búsqueda envía una solicitud que usted acepta o rechaza.',
  requestOff: 'Quien se una con el código o desde la búsqueda entra al momento, y usted recibe un aviso.',
};

describe('study group journeys', () => {
  const journey = journeyFor('groups');
  const teacher = newPerson('Rosa', 'Díaz');
  const marta = newPerson('Marta', 'Quispe');
  const jorge = newPerson('Jorge', 'Huamán');
  let teacherPage: Page;
  let groupPath = '';

  beforeAll(async () => {
    // The people the teacher will find by search sign up first, each in their own browser context.
    for (const person of [marta, jorge]) {
      const page = await journey.newPage();
      await registerThroughUi(page, person);
      await page.context().close();
    }
    teacherPage = await journey.newPage();
    await registerThroughUi(teacherPage, teacher);
  });

  it('creates a group with a member found by search', async () => {
    const page = teacherPage;
    await page.getByRole('link', { name: 'Añadir' }).click();
    await page.waitForURL('**/groups/add');
    await page.getByRole('heading', { name: 'Crear grupo' }).waitFor();
    await journey.shot(page, 'create-empty');

    await page.getByLabel('Nombre').fill('  Álgebra   básica ');
    await page.getByLabel('Descripción').fill('Primero  de secundaria');
    expect(await page.getByRole('switch', { name: 'Público' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Requiere Invitación' }).isChecked()).toBe(false);
    // Beside each switch, what it lets strangers do as it stands; the line follows the switch.
    expect(await switchHelp(page, 'Público')).toBe(help.publicOn);
    expect(await switchHelp(page, 'Requiere Invitación')).toBe(help.requestOff);
    await page.getByRole('switch', { name: 'Público' }).click();
    await page.getByRole('switch', { name: 'Requiere Invitación' }).click();
    expect(await switchHelp(page, 'Público')).toBe(help.publicOff);
    expect(await switchHelp(page, 'Requiere Invitación')).toBe(help.requestOn);
    await expectAccessible(page, 'create group form');
    await journey.shot(page, 'create-switch-help');
    await page.getByRole('switch', { name: 'Público' }).click();
    await page.getByRole('switch', { name: 'Requiere Invitación' }).click();
    // The viewer is never offered: searching the teacher's own name finds nobody.
    await page.getByRole('combobox', { name: 'Buscar usuario' }).fill('rosa');
    await page.getByText('No se encontraron usuarios').waitFor();
    await page.getByRole('combobox', { name: 'Buscar usuario' }).fill('marta');
    await page.getByRole('option', { name: 'martaquispe' }).click();
    await page.getByRole('list', { name: 'Usuarios elegidos' }).getByRole('button', { name: 'martaquispe' }).waitFor();
    await journey.shot(page, 'create-filled');

    await page.getByRole('button', { name: 'Crear grupo' }).click();
    await page.waitForURL(/\/groups$/);
    await page.getByText('Grupo creado correctamente').waitFor();
    await page.getByRole('heading', { name: 'Álgebra básica' }).waitFor();
    await page.getByText('Primero de secundaria').waitFor();
    await journey.shot(page, 'list-with-group');
  });

  it('opens the group: the Foto placeholder, the name and the tiles Miembros, Tareas, Editar', async () => {
    const page = teacherPage;
    await page.getByRole('link', { name: /Álgebra básica/ }).click();
    await page.waitForURL(/\/groups\/[^/]+$/);
    groupPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Álgebra básica' }).waitFor();
    await page.getByRole('img', { name: 'Foto' }).waitFor();
    for (const tile of ['Miembros', 'Tareas', 'Editar']) await page.getByRole('link', { name: new RegExp(`^${tile}`) }).waitFor();
    await journey.shot(page, 'detail-owner');
  });

  it('lists the members, adds one through Añadir usuario and removes one at once', async () => {
    const page = teacherPage;
    await page.getByRole('link', { name: /^Miembros/ }).click();
    await page.waitForURL('**/groups/members/**');
    const list = page.getByRole('list', { name: 'Miembros de Álgebra básica' });
    await list.getByText('martaquispe').waitFor();
    await list.getByText('rosadiaz').waitFor();
    // The owner's own row never offers removal.
    expect(await page.getByRole('button', { name: 'Eliminar a rosadiaz del grupo' }).count()).toBe(0);
    await journey.shot(page, 'members');

    await page.getByRole('button', { name: 'Añadir usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir usuario' });
    await dialog.waitFor();
    // Members already in the group are not offered.
    await dialog.getByRole('combobox', { name: 'Buscar usuario' }).fill('marta');
    await page.getByText('No se encontraron usuarios').waitFor();
    // Picked with the keyboard.
    await dialog.getByRole('combobox', { name: 'Buscar usuario' }).fill('jorge');
    await page.getByRole('option', { name: 'jorgehuaman' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dialog.getByRole('list', { name: 'Usuarios elegidos' }).getByRole('button', { name: 'jorgehuaman' }).waitFor();
    await journey.shot(page, 'members-add-dialog');
    await dialog.getByRole('button', { name: 'Añadir miembro(s)' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Miembro añadido al grupo').waitFor();
    await list.getByText('jorgehuaman').waitFor();
    // Just added (as Marta, who never opened it), Jorge shows his username: his names show once he opens the group.
    await list.getByRole('listitem').filter({ hasText: 'jorgehuaman' }).getByText('El nombre se mostrará cuando abra el grupo').waitFor();
    await journey.shot(page, 'members-added');

    await page.getByRole('button', { name: 'Eliminar a jorgehuaman del grupo' }).click();
    // The row leaves while the server has not answered yet.
    await confirmOptimistically(journey, page.getByRole('dialog', { name: '¿Desea eliminar este perfil del grupo?' }), {
      shot: 'members-remove-confirm',
      button: 'Sí',
      operation: 'useRemoveStudyGroupMemberMutation',
      leaves: list.getByText('jorgehuaman'),
    });
    await page.getByText('jorgehuaman ya no es miembro del grupo').waitFor();
    await journey.shot(page, 'members-removed');

    await page.reload();
    await list.getByText('martaquispe').waitFor();
    expect(await list.getByText('jorgehuaman').count()).toBe(0);
  });

  it('edits the name; back on the detail the new name shows', async () => {
    const page = teacherPage;
    await page.goto(groupPath);
    await page.getByRole('link', { name: /^Editar/ }).click();
    await page.waitForURL('**/groups/update/**');
    await page.getByRole('heading', { name: 'Editar grupo' }).waitFor();
    expect(await page.getByLabel('Nombre').inputValue()).toBe('Álgebra básica');
    expect(await page.getByLabel('Descripción').inputValue()).toBe('Primero de secundaria');
    expect(await switchHelp(page, 'Público')).toBe(help.publicOn);
    expect(await switchHelp(page, 'Requiere Invitación')).toBe(help.requestOff);
    await journey.shot(page, 'edit');
    await page.getByLabel('Nombre').fill(' Álgebra    avanzada ');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.waitForURL((url) => url.pathname === groupPath);
    await page.getByText('Grupo actualizado correctamente').waitFor();
    await page.getByRole('heading', { name: 'Álgebra avanzada' }).waitFor();
    await page.getByRole('img', { name: 'Foto' }).waitFor();
    await journey.shot(page, 'detail-renamed');
  });

  it('shows a member the group without the Editar tile, readable on a phone', async () => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await logInThroughUi(page, marta);
    await page.getByRole('link', { name: /Álgebra avanzada/ }).click();
    await page.waitForURL((url) => url.pathname === groupPath);
    await page.getByRole('heading', { name: 'Álgebra avanzada' }).waitFor();
    await page.getByRole('img', { name: 'Foto' }).waitFor();
    await page.getByRole('link', { name: /^Miembros/ }).waitFor();
    await page.getByRole('link', { name: /^Tareas/ }).waitFor();
    expect(await page.getByRole('link', { name: /^Editar/ }).count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    await journey.shot(page, 'detail-member-phone');

    await page.getByRole('link', { name: /^Miembros/ }).click();
    await page.getByRole('list', { name: 'Miembros de Álgebra avanzada' }).getByText('martaquispe').waitFor();
    expect(await page.getByRole('button', { name: 'Añadir usuario' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Eliminar a/ }).count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    await journey.shot(page, 'members-member-phone');

    await page.goto('/groups/add');
    await page.getByRole('heading', { name: 'Crear grupo' }).waitFor();
    expect(await switchHelp(page, 'Público')).toBe(help.publicOn);
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page, 'create group form on a phone');
    await journey.shot(page, 'create-phone');
    await page.context().close();
  });

  it('deactivates the group from the list: it leaves at once and stays gone after a reload', async () => {
    const page = teacherPage;
    await page.goto('/groups');
    await page.getByRole('heading', { name: 'Álgebra avanzada' }).waitFor();
    await page.getByRole('button', { name: 'Opciones de Álgebra avanzada' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await confirmOptimistically(journey, page.getByRole('dialog', { name: 'Desactivar' }), {
      shot: 'list-deactivate-confirm',
      button: 'Desactivar',
      operation: 'useDeactivateStudyGroupMutation',
      leaves: page.getByRole('heading', { name: 'Álgebra avanzada' }),
    });
    await page.getByText('Group desactivada correctamente').waitFor();
    await page.getByText('No tiene grupos').waitFor();
    await journey.shot(page, 'list-after-deactivate');
    await page.reload();
    await page.getByText('No tiene grupos').waitFor();
    expect(await page.getByRole('heading', { name: 'Álgebra avanzada' }).count()).toBe(0);
  });
});

export {};
