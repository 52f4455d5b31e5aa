import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as GradebookPage from '../src/features/gradebook/GradebookPage';
import gradebookScreen from '../src/app/loaders/gradebook';
import { routeLoader } from '../src/app/routeLoader';
import { renderWithProviders } from './renderWithProviders';
import { answer, operationNamed, withSuspense } from './solveSetup';

// The owner's gradebook: students × assignments with the grade by method, pending and late marked, and the CSV.

const routes = withSuspense([{ path: '/groups/gradebook', loader: routeLoader(gradebookScreen), Component: GradebookPage.Component }]);
afterEach(() => vi.restoreAllMocks());

describe('gradebook', () => {
  it('shows each student by name with grades, marks, weights and average, and saves the CSV the server builds', async () => {
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
              weights: [2],
              rows: [
                {
                  student: { id: 'p-1', username: 'ana', firstName: 'Ana', lastName: 'Díaz' },
                  average: 75,
                  grades: [{ grade: 75, attemptCount: 2, pending: true, late: true }],
                },
                {
                  student: { id: 'p-2', username: 'beto', firstName: null, lastName: null },
                  average: null,
                  grades: [{ grade: null, attemptCount: 0, pending: false, late: false }],
                },
              ],
            },
          },
        },
      }),
    );
    const table = await screen.findByRole('table', { name: 'Calificaciones de Matemática 2B' });
    const [header, ana, beto] = within(table).getAllByRole('row');
    expect(within(header!).getByText('Peso 2')).toBeTruthy();
    expect(within(ana!).getByText('Ana Díaz')).toBeTruthy();
    expect(within(ana!).getAllByText('75.00%')).toHaveLength(2);
    expect(within(ana!).getByText('Pendiente')).toBeTruthy();
    expect(within(ana!).getByText('Entregada con retraso')).toBeTruthy();
    // No attempt is not a zero: the cell says so and the student has no average.
    expect(within(beto!).getByText('Sin intento')).toBeTruthy();
    expect(within(beto!).queryByText('0.00%')).toBeNull();
    expect(within(beto!).getByText('Sin notas')).toBeTruthy();

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:gradebook';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('calificaciones-matematica-2b.csv');
    });
    await user.click(screen.getByRole('checkbox', { name: /CSV para Excel en español/ }));
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    const file = await operationNamed(environment, 'GradebookDownloadsQuery');
    expect(file.request.variables).toEqual({ id: 'g-1', format: 'CSV', separator: 'SEMICOLON' });
    const csv = '\uFEFFNombre;Apellido;Usuario\r\nAna;Díaz;ana\r\n';
    act(() =>
      environment.mock.resolve(file, {
        data: {
          node: {
            __typename: 'StudyGroup',
            gradebookFile: {
              fileName: 'calificaciones-matematica-2b.csv',
              contentType: 'text/csv;charset=utf-8',
              base64: Buffer.from(csv, 'utf8').toString('base64'),
            },
          },
        },
      }),
    );
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    // jsdom's Blob has no arrayBuffer(): read it as a browser would.
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]!);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv.slice(1));
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  });

  it('shows the restricted notice when the server refuses (not the owner)', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/gradebook?studyGroupId=g-1' });
    await answer(environment, 'GradebookPageQuery', { data: { node: null } });
    expect(await screen.findByText('Acceso restringido')).toBeTruthy();
  });
});
