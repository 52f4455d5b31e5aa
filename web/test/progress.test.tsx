import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import dashboardScreen from '../src/app/loaders/groupDashboard';
import ownGradesScreen from '../src/app/loaders/ownGrades';
import { routeLoader } from '../src/app/routeLoader';
import * as GroupDashboardPage from '../src/features/grades/GroupDashboardPage';
import { dashboardColumnsText } from '../src/features/grades/GroupDashboardPage';
import * as OwnGradesPage from '../src/features/grades/OwnGradesPage';
import { renderWithProviders } from './renderWithProviders';
import { answer, operationNamed, operations, withSuspense } from './operations';

// Progress over time: the owner's group dashboard (chart and table of each assignment's mean and submissions,
// answers to grade linked, live refresh) and the student's line of grades in 'Mis notas' (with its table).

const routes = withSuspense([
  { path: '/groups/dashboard', loader: routeLoader(dashboardScreen), Component: GroupDashboardPage.Component },
  { path: '/profile/grades', loader: routeLoader(ownGradesScreen), Component: OwnGradesPage.Component },
]);
afterEach(() => vi.restoreAllMocks());

const row = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  assignment: { id, name },
  publishedAt: '2026-11-02T15:00:00.000Z',
  dueAt: '2026-11-09T15:00:00.000Z',
  mean: 66.6667,
  submittedCount: 3,
  studentCount: 4,
  submissionRate: 75,
  lateShare: 0,
  pendingCount: 0,
  ...overrides,
});
const group = (progress: unknown) => ({
  data: { node: { __typename: 'StudyGroup', __isNode: 'StudyGroup', id: 'g-1', name: 'Historia 5A', progress } },
});
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('group dashboard', () => {
  it('shows each assignment in a chart and a table with the same numbers, and links the answers to grade', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/dashboard?studyGroupId=g-1' });
    const query = await operationNamed(environment, 'GroupDashboardPageQuery');
    expect(query.request.variables).toEqual({ id: 'g-1' });
    act(() =>
      environment.mock.resolve(
        query,
        group([
          row('a-1', 'Incas'),
          row('a-2', 'Virreinato', {
            publishedAt: '2026-11-09T15:00:00.000Z',
            mean: 25,
            submittedCount: 2,
            submissionRate: 50,
            lateShare: 100,
            pendingCount: 2,
          }),
          row('a-3', 'República', { publishedAt: '2026-11-16T15:00:00.000Z', mean: null, submittedCount: 0, submissionRate: 0 }),
        ]),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de Historia 5A' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Progreso de las tareas' });
    expect(cells(table)).toEqual([
      ['Tarea', 'Publicada', 'Media de las notas', 'Entregas', 'Entregas tardías', 'Por calificar'],
      ['Incas', '2 nov. 2026', '66,67 %', '3 de 4 (75 %)', '0 %', '0'],
      ['Virreinato', '9 nov. 2026', '25 %', '2 de 4 (50 %)', '100 %', '2'],
      ['República', '16 nov. 2026', '—', '0 de 4 (0 %)', '—', '0'],
    ]);
    // What 'Media de las notas' and 'Entregas tardías' count, said beside the table (and read with it).
    expect(document.getElementById(table.getAttribute('aria-describedby')!)?.textContent).toBe(dashboardColumnsText);
    expect(dashboardColumnsText).toContain('según el método de calificación');
    expect(dashboardColumnsText).toContain('porcentaje de quienes entregaron cuya nota cuenta un intento enviado después del plazo');
    // The chart (loaded after the table) is one image described by the table, and no tab stop of its own.
    const chart = await screen.findByRole('img', { name: 'Media de las notas y tasa de entrega de cada tarea, en el orden en que se publicaron' });
    expect(chart.getAttribute('aria-describedby')).toBe(table.id);
    await vi.waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    expect(chart.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    expect(screen.getByText('Hay 2 respuestas por calificar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Calificar Virreinato' }).getAttribute('href')).toBe(
      '/groups/assignments/grades?assignmentId=a-2&pendiente=1',
    );
  });

  it("writes '—' for late submissions when nobody submitted or the assignment has no due date, never '0 %'", async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/dashboard?studyGroupId=g-1' });
    await answer(
      environment,
      'GroupDashboardPageQuery',
      group([
        row('a-1', 'Sin plazo', { dueAt: null, lateShare: 0 }),
        row('a-2', 'Nadie entregó', { mean: null, submittedCount: 0, submissionRate: 0, lateShare: 0 }),
        row('a-3', 'A tiempo', { lateShare: 0 }),
        row('a-4', 'Tarde', { lateShare: 33.3333 }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Progreso de las tareas' });
    expect(cells(table).map((r) => [r[0], r[4]])).toEqual([
      ['Tarea', 'Entregas tardías'],
      ['Sin plazo', '—'],
      ['Nadie entregó', '—'],
      ['A tiempo', '0 %'],
      ['Tarde', '33,33 %'],
    ]);
    expect(dashboardColumnsText).toContain('«—» si nadie entregó o la tarea no tiene plazo');
  });

  it('reads the numbers again when a new attempt invalidates one of the assignments', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/dashboard?studyGroupId=g-1' });
    await answer(environment, 'GroupDashboardPageQuery', group([row('a-1', 'Incas')]));
    const table = await screen.findByRole('table', { name: 'Progreso de las tareas' });
    act(() => environment.commitUpdate((store) => store.get('a-1')?.invalidateRecord()));
    const again = await operationNamed(environment, 'GroupDashboardPageQuery');
    act(() => environment.mock.resolve(again, group([row('a-1', 'Incas', { mean: 80, submittedCount: 4, submissionRate: 100 })])));
    await vi.waitFor(() => expect(cells(table)[1]).toEqual(['Incas', '2 nov. 2026', '80 %', '4 de 4 (100 %)', '0 %', '0']));
    expect(screen.queryByText(/por calificar$/)).toBeNull();
    expect(operations(environment, 'GroupDashboardPageQuery')).toHaveLength(0);
  });

  it('says when there is nothing to show yet, and refuses anyone but the owner', async () => {
    const first = renderWithProviders(routes, { initialPath: '/groups/dashboard?studyGroupId=g-1' });
    await answer(first.environment, 'GroupDashboardPageQuery', group([]));
    expect(await screen.findByText('Todavía no hay tareas publicadas con nota en este grupo.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    first.unmount();
    const second = renderWithProviders(routes, { initialPath: '/groups/dashboard?studyGroupId=g-1' });
    await answer(second.environment, 'GroupDashboardPageQuery', group(null));
    expect(await screen.findByText('Acceso restringido')).toBeTruthy();
  });
});

describe("the student's progress in 'Mis notas'", () => {
  const openOwnGrades = async (gradeHistory: unknown[]) => {
    const { environment } = renderWithProviders(routes, { initialPath: '/profile/grades' });
    await answer(environment, 'OwnGradesPageQuery', {
      data: {
        viewer: {
          profile: { id: 'p-2', username: 'ana.quispe' },
          gradeHistory,
          assignmentAttempts: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
        },
      },
    });
  };

  it('draws their grades over time (the chart loaded apart) with a table of the same numbers', async () => {
    await openOwnGrades([
      { assignment: { id: 'a-1', name: 'Incas' }, grade: 100, submittedAt: '2026-11-03T15:00:00.000Z', pending: false },
      { assignment: { id: 'a-2', name: 'Virreinato' }, grade: 50, submittedAt: '2026-11-10T15:00:00.000Z', pending: true },
    ]);
    expect(await screen.findByRole('heading', { name: 'Mi progreso' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Sus notas por tarea' });
    expect(cells(table)).toEqual([
      ['Tarea', 'Entregada', 'Nota'],
      ['Incas', '3 nov. 2026', '100.00%'],
      ['Virreinato', '10 nov. 2026', '50.00% (por calificar)'],
    ]);
    const chart = await screen.findByRole('img', { name: 'Sus notas por tarea, en el orden en que las entregó' });
    expect(chart.getAttribute('aria-describedby')).toBe(table.id);
    // The chart's axis writes grades as the table and the attempt cards do ('50%'), and is no tab stop.
    await vi.waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    expect(chart.textContent).toContain('50%');
    expect(chart.textContent).not.toContain(' %');
    expect(chart.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    expect(screen.getByText('Tiene respuestas por calificar en Virreinato: esas notas aún pueden subir.')).toBeTruthy();
  });

  it('shows nothing of it before their first grade', async () => {
    await openOwnGrades([]);
    expect(await screen.findByText('Todavía no hay notas. Pruebe a resolver una tarea.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mi progreso' })).toBeNull();
  });
});
