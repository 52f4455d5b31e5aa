import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as GradebookPage from '../src/features/gradebook/GradebookPage';
import gradebookScreen from '../src/app/loaders/gradebook';
import { routeLoader } from '../src/app/routeLoader';
import { renderWithProviders } from './renderWithProviders';
import { answer, operationNamed, withSuspense } from './solveSetup';

// The owner's gradebook: students × assignments with the grade by method, pending and late marked, and the CSV.

const routes = withSuspense([{ path: '/groups/gradebook', loader: routeLoader(gradebookScreen), Component: GradebookPage.Component }]);
const csv = '\uFEFFEstudiante,Fracciones\r\nana,75.00\r\nbeto,\r\n';

afterEach(() => vi.restoreAllMocks());

describe('gradebook', () => {
  it('shows each student and grade with its marks, and exports the CSV as a UTF-8 file', async () => {
    const { environment, user } = renderWithProviders(routes, { initialPath: '/groups/gradebook?studyGroupId=g-1' });
    const query = await operationNamed(environment, 'GradebookPageQuery');
    expect(query.request.variables).toEqual({ id: 'g-1' });
    act(() =>
      environment.mock.resolve(query, {
        data: {
          node: {
            __typename: 'StudyGroup',
            __isNode: 'StudyGroup',
            id: 'g-1',
            name: 'Matemática 2B',
            gradebook: {
              assignments: [{ id: 'a-1', name: 'Fracciones' }],
              rows: [
                { student: { id: 'p-1', username: 'ana' }, grades: [{ grade: 75, attemptCount: 2, pending: true, late: true }] },
                { student: { id: 'p-2', username: 'beto' }, grades: [{ grade: null, attemptCount: 0, pending: false, late: false }] },
              ],
              csv,
            },
          },
        },
      }),
    );
    const table = await screen.findByRole('table', { name: 'Calificaciones de Matemática 2B' });
    const [, ana, beto] = within(table).getAllByRole('row');
    expect(within(ana!).getByText('75.00%')).toBeTruthy();
    expect(within(ana!).getByText('Pendiente')).toBeTruthy();
    expect(within(ana!).getByText('Entregada con retraso')).toBeTruthy();
    expect(within(beto!).getByText('Sin intentos')).toBeTruthy();

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:gradebook';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('calificaciones-matematica-2b.csv');
    });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(click).toHaveBeenCalledOnce();
    // jsdom's Blob has no arrayBuffer(): read it as a browser would.
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]!);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  });

  it('shows the restricted notice when the server refuses (not the owner)', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/gradebook?studyGroupId=g-1' });
    await answer(environment, 'GradebookPageQuery', { data: { node: null } });
    expect(await screen.findByText('Acceso restringido')).toBeTruthy();
  });
});
