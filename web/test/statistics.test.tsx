import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { averagesText } from '../src/features/statistics/StatisticsSummary';
import { renderWithProviders, chooseOption } from './renderWithProviders';
import { answer, operationNamed, operations } from './operations';
import { answerCount, assignmentData, routes, rowsOf, statistics } from './statisticsSetup';

// The owner's statistics of an assignment: the summary, the histogram's table, each question's answers with the
// most chosen wrong one marked in words, the counted attempts from the address, the empty state and live updates.

afterEach(() => vi.restoreAllMocks());

describe('assignment statistics', () => {
  it('shows the summary, the histogram and each question with the same numbers as tables, the most chosen wrong answer in words', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/assignments/statistics?assignmentId=a-1' });
    const query = await operationNamed(environment, 'AssignmentStatisticsPageQuery');
    expect(query.request.variables).toEqual({ assignmentId: 'a-1', attempts: 'GRADED' });
    act(() => environment.mock.resolve(query, assignmentData(statistics())));

    expect(await screen.findByRole('heading', { level: 1, name: 'Estadísticas' })).toBeTruthy();
    expect(screen.getByText('Capitales')).toBeTruthy();
    const summary = screen.getByLabelText('Resumen de la tarea');
    const figure = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(figure('Intentos')).toBe('9');
    expect(figure('Estudiantes')).toBe('8');
    expect(figure('Media de los intentos')).toBe('66,67 %');
    expect(screen.getByText(averagesText)).toBeTruthy();
    expect(figure('Mediana')).toBe('70 %');
    expect(figure('Desviación estándar')).toBe('12,35');
    expect(figure('Alfa de Cronbach')).toBe('71,25 %');
    expect(figure('Respuestas por calificar')).toBe('2');

    // The histogram's chart names the table that carries its numbers.
    const histogram = screen.getByRole('img', { name: 'Histograma de las notas de los intentos' });
    const histogramTable = document.getElementById(histogram.getAttribute('aria-describedby')!)!;
    expect(histogramTable).toBe(screen.getByRole('table', { name: 'Intentos por nota' }));
    expect(rowsOf(histogramTable).map(([, count]) => Number(count))).toEqual([0, 0, 0, 1, 0, 2, 3, 2, 1, 0]);
    expect(rowsOf(histogramTable)[9]![0]).toBe('90–100');

    const first = screen.getByRole('region', { name: 'Pregunta 1' });
    expect(within(first).getByText('¿Cuál es la capital de Bolivia?')).toBeTruthy();
    expect(within(first).getByText('Respuesta Múltiple')).toBeTruthy();
    expect(within(first).getByText('Facilidad').nextElementSibling?.textContent).toBe('33,33 %');
    expect(within(first).getByText('Discriminación').nextElementSibling?.textContent).toBe('12,5');
    expect(within(first).getByRole('list', { name: 'Motivos para revisarla' }).textContent).toContain('La discriminación es menor que 20');
    const chart = within(first).getByRole('img', { name: 'Respuestas de la pregunta 1' });
    const table = within(first).getByRole('table', { name: 'Respuestas de la pregunta 1' });
    expect(chart.getAttribute('aria-describedby')).toBe(table.id);
    expect(rowsOf(table)).toEqual([
      ['Sucre', '3', '33,33 %', 'Correcta'],
      ['La Paz', '5', '55,56 %', 'Incorrecta más elegida'],
      ['Cochabamba', '1', '11,11 %', 'Otra respuesta'],
    ]);

    // A blank's answers come under its label, with the share of right ones; no flag, no chips.
    const second = screen.getByRole('region', { name: 'Pregunta 2' });
    expect(within(second).queryByRole('list', { name: 'Motivos para revisarla' })).toBeNull();
    expect(within(second).getByText('Por calificar').nextElementSibling?.textContent).toBe('2');
    expect(within(second).getByText('7 respuestas · Acierto: 85,71 %')).toBeTruthy();
    expect(rowsOf(within(second).getByRole('table', { name: 'Respuestas de Espacio 1 de la pregunta 2' }))).toEqual([
      ['100', '6', '85,71 %', 'Correcta'],
      ['90', '1', '14,29 %', 'Incorrecta más elegida'],
    ]);
  });

  it('asks for the counted attempts chosen, reads them again when a new attempt invalidates the assignment, and exports them', async () => {
    const { environment, user } = renderWithProviders(routes, { initialPath: '/groups/assignments/statistics?assignmentId=a-1' });
    await answer(environment, 'AssignmentStatisticsPageQuery', assignmentData(statistics()));
    await screen.findByRole('heading', { level: 1, name: 'Estadísticas' });

    await chooseOption(user, 'Intentos contados', 'Primer intento');
    const first = await operationNamed(environment, 'AssignmentStatisticsPageQuery');
    expect(first.request.variables).toEqual({ assignmentId: 'a-1', attempts: 'FIRST' });
    act(() => environment.mock.resolve(first, assignmentData(statistics({ attemptCount: 8 }))));
    const summary = await screen.findByLabelText('Resumen de la tarea');
    await vi.waitFor(() => expect(within(summary).getByText('Intentos').nextElementSibling?.textContent).toBe('8'));

    // The notifications stream invalidates the assignment when a student submits: the screen asks again.
    act(() => environment.commitUpdate((store) => store.get('a-1')?.invalidateRecord()));
    const again = await operationNamed(environment, 'AssignmentStatisticsPageQuery');
    expect(again.request.variables).toEqual({ assignmentId: 'a-1', attempts: 'FIRST' });
    act(() => environment.mock.resolve(again, assignmentData(statistics({ attemptCount: 10, mean: 70.5 }))));
    await vi.waitFor(() => expect(within(summary).getByText('Intentos').nextElementSibling?.textContent).toBe('10'));
    expect(within(summary).getByText('Media de los intentos').nextElementSibling?.textContent).toBe('70,5 %');
    expect(operations(environment, 'AssignmentStatisticsPageQuery')).toHaveLength(0);

    // The XLSX of the same counted attempts, saved under the server's name.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statistics');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Descargar XLSX' }));
    const file = await operationNamed(environment, 'StatisticsDownloadsQuery');
    expect(file.request.variables).toEqual({ id: 'a-1', attempts: 'FIRST', format: 'XLSX', separator: 'COMMA' });
    act(() =>
      environment.mock.resolve(file, {
        data: {
          node: {
            __typename: 'Assignment',
            id: 'a-1',
            statistics: {
              file: {
                fileName: 'estadisticas-capitales.xlsx',
                contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                base64: 'UEsDBA==',
              },
            },
          },
        },
      }),
    );
    await vi.waitFor(() => expect(saved).toEqual(['estadisticas-capitales.xlsx']));
  });

  it("writes a numerical question's answers with the decimal comma, and no chart is a tab stop", async () => {
    const numerical = {
      position: 1,
      inAssignment: true,
      attemptCount: 10,
      pendingCount: 0,
      facility: 60,
      standardDeviation: 40,
      discrimination: 55,
      flagged: false,
      flagReasons: [],
      question: {
        __typename: 'NumericalQuestion',
        __isQuestionCommon: 'NumericalQuestion',
        id: 'q-num',
        type: 'NUMERICAL',
        statement: 'Escriba π con dos decimales',
      },
      responses: [
        {
          label: null,
          answerCount: 10,
          rightShare: 60,
          answers: [
            answerCount('3.14', 6, 10, { correct: true }),
            answerCount('3', 2, 10, { mostChosenWrong: true }),
            answerCount('3.141', 1, 10),
            answerCount('-0.5', 1, 10),
          ],
        },
      ],
    };
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/assignments/statistics?assignmentId=a-1' });
    await answer(environment, 'AssignmentStatisticsPageQuery', assignmentData(statistics({ questions: [numerical] })));
    const card = await screen.findByRole('region', { name: 'Pregunta 1' });
    expect(rowsOf(within(card).getByRole('table', { name: 'Respuestas de la pregunta 1' }))).toEqual([
      ['3,14', '6', '60 %', 'Correcta'],
      ['3', '2', '20 %', 'Incorrecta más elegida'],
      ['3,141', '1', '10 %', 'Otra respuesta'],
      ['-0,5', '1', '10 %', 'Otra respuesta'],
    ]);
    // The charts, once drawn, hold no tab stop of their own (the library's keyboard surface has no name).
    const chart = within(card).getByRole('img', { name: 'Respuestas de la pregunta 1' });
    await vi.waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    expect(chart.textContent).toContain('3,141');
    for (const image of screen.getAllByRole('img')) expect(image.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
  });

  it('says there are no attempts yet, without charts, and cannot export', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/assignments/statistics?assignmentId=a-1' });
    await answer(
      environment,
      'AssignmentStatisticsPageQuery',
      assignmentData(
        statistics({
          attemptCount: 0,
          studentCount: 0,
          mean: null,
          median: null,
          standardDeviation: null,
          cronbachAlpha: null,
          histogram: Array(10).fill(0),
          pendingCount: 0,
          questions: [],
        }),
      ),
    );
    expect(await screen.findByText('Todavía no hay intentos enviados')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect((screen.getByRole('button', { name: 'Descargar CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the restricted notice to anyone but the owner', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/assignments/statistics?assignmentId=a-1' });
    await answer(environment, 'AssignmentStatisticsPageQuery', {
      data: { node: { ...assignmentData(null).data.node, viewerIsOwner: false } },
    });
    expect(await screen.findByText('Acceso restringido')).toBeTruthy();
  });
});
