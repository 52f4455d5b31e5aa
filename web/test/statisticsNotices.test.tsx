import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fewAnswersText, removedQuestionText } from '../src/features/statistics/QuestionStatisticsCard';
import { renderWithProviders } from './renderWithProviders';
import { answer } from './operations';
import { answerCount, assignmentData, routes, rowsOf, statistics } from './statisticsSetup';

// What the statistics screen says so a teacher does not misread its numbers: answers graded with an old key, no
// share of right answers while all wait for the teacher, flags on few answers, and questions left unanswered.

afterEach(() => vi.restoreAllMocks());

describe('assignment statistics notices', () => {
  it('warns that answers were graded with an old key and links to the grades screen where they are regraded', async () => {
    const { environment, user } = renderWithProviders(
      [...routes, { path: '/groups/assignments/grades', Component: () => <h1>Notas de la tarea</h1> }],
      { initialPath: '/groups/assignments/statistics?assignmentId=a-1' },
    );
    await answer(environment, 'AssignmentStatisticsPageQuery', assignmentData(statistics(), 3));
    const notice = await screen.findByText(
      'Hay 3 respuestas calificadas con una clave anterior. Recalifique la tarea para que las estadísticas reflejen la clave actual.',
      { exact: false },
    );
    const link = within(notice.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Ir a Notas para recalificar' });
    expect(link.getAttribute('href')).toBe('/groups/assignments/grades?assignmentId=a-1');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Notas de la tarea' })).toBeTruthy();
  });

  it('shows no regrade notice when every answer was graded with the current key', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/assignments/statistics?assignmentId=a-1' });
    await answer(environment, 'AssignmentStatisticsPageQuery', assignmentData(statistics(), 0));
    await screen.findByRole('region', { name: 'Pregunta 1' });
    expect(screen.queryByText(/clave anterior/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ir a Notas para recalificar' })).toBeNull();
  });

  it("writes 'Acierto: —' while every answer waits for the teacher, marks flags on few answers, and names unanswered ones", async () => {
    const question = (position: number, overrides: Record<string, unknown>) => ({
      position,
      inAssignment: true,
      pendingCount: 0,
      standardDeviation: null,
      discrimination: null,
      flagged: false,
      flagReasons: [],
      ...overrides,
    });
    const essay = question(1, {
      attemptCount: 0,
      pendingCount: 2,
      facility: null,
      question: {
        __typename: 'ShortAnswerQuestion',
        __isQuestionCommon: 'ShortAnswerQuestion',
        id: 'q-sa',
        type: 'SHORT_ANSWER',
        statement: 'Explique la fotosíntesis',
      },
      responses: [{ label: null, answerCount: 2, rightShare: null, answers: [answerCount('La luz', 1, 2), answerCount('El agua', 1, 2)] }],
    });
    const few = question(2, {
      attemptCount: 3,
      facility: 100,
      flagged: true,
      flagReasons: ['La facilidad es mayor que 90: es muy fácil.'],
      question: {
        __typename: 'NumericalQuestion',
        __isQuestionCommon: 'NumericalQuestion',
        id: 'q-num',
        type: 'NUMERICAL',
        statement: 'Dos más dos',
      },
      responses: [
        {
          label: null,
          answerCount: 3,
          rightShare: 33.3333,
          answers: [answerCount('4', 1, 3, { correct: true }), answerCount('5', 1, 3), answerCount('Sin respuesta', 1, 3)],
        },
      ],
    });
    const many = question(3, {
      attemptCount: 5,
      facility: 20,
      flagged: true,
      flagReasons: ['La facilidad es menor que 30: es muy difícil.'],
      question: {
        __typename: 'TrueOrFalseQuestion',
        __isQuestionCommon: 'TrueOrFalseQuestion',
        id: 'q-tf',
        type: 'TRUE_OR_FALSE',
        statement: 'Uno es impar',
      },
      responses: [
        {
          label: null,
          answerCount: 5,
          rightShare: 20,
          answers: [
            answerCount('Verdadero', 1, 5, { correct: true }),
            answerCount('Falso', 1, 5),
            answerCount('Sin respuesta', 3, 5, { mostChosenWrong: true }),
          ],
        },
      ],
    });
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/assignments/statistics?assignmentId=a-1' });
    await answer(environment, 'AssignmentStatisticsPageQuery', assignmentData(statistics({ questions: [essay, few, many] })));

    // Nothing graded yet: the share of right answers is unknown, not 0 %.
    const first = await screen.findByRole('region', { name: 'Pregunta 1' });
    expect(within(first).getByText('2 respuestas · Acierto: —')).toBeTruthy();
    expect(within(first).getByText('Facilidad').nextElementSibling?.textContent).toBe('—');

    // Three graded answers: the flag stays, with a muted hint; five or more have none.
    const second = screen.getByRole('region', { name: 'Pregunta 2' });
    expect(within(second).getByRole('list', { name: 'Motivos para revisarla' }).textContent).toContain('es muy fácil');
    expect(within(second).getByText(fewAnswersText).textContent).toBe('(pocas respuestas)');
    const third = screen.getByRole('region', { name: 'Pregunta 3' });
    expect(within(third).getByRole('list', { name: 'Motivos para revisarla' })).toBeTruthy();
    expect(within(third).queryByText(fewAnswersText)).toBeNull();

    // An unanswered question reads as such (never as a student's text or a number), neutral or wrong as marked.
    expect(rowsOf(within(second).getByRole('table', { name: 'Respuestas de la pregunta 2' }))).toEqual([
      ['4', '1', '33,33 %', 'Correcta'],
      ['5', '1', '33,33 %', 'Otra respuesta'],
      ['(sin respuesta)', '1', '33,33 %', 'Otra respuesta'],
    ]);
    expect(rowsOf(within(third).getByRole('table', { name: 'Respuestas de la pregunta 3' }))).toEqual([
      ['Verdadero', '1', '20 %', 'Correcta'],
      ['Falso', '1', '20 %', 'Otra respuesta'],
      ['(sin respuesta)', '3', '60 %', 'Incorrecta más elegida'],
    ]);
    const chart = within(second).getByRole('img', { name: 'Respuestas de la pregunta 2' });
    await vi.waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    expect(chart.textContent).toContain('(sin respuesta)');
  });

  it("marks a question no longer in the assignment 'Ya no está en la tarea' and lists it after the current ones", async () => {
    const [current, other] = statistics().questions as [
      ReturnType<typeof statistics>['questions'][number],
      ReturnType<typeof statistics>['questions'][number],
    ];
    const removed = {
      ...other,
      position: 3,
      inAssignment: false,
      question: { ...other.question, id: 'q-old', statement: 'Pregunta desactivada' },
    };
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/assignments/statistics?assignmentId=a-1' });
    // Even were the api to send it first, it comes after the questions still in the assignment.
    await answer(
      environment,
      'AssignmentStatisticsPageQuery',
      assignmentData(statistics({ questions: [removed, current, { ...other, position: 2 }] })),
    );
    await screen.findByRole('region', { name: 'Pregunta 1' });
    const names = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
      .filter((name) => name?.startsWith('Pregunta'));
    expect(names).toEqual(['Pregunta 1', 'Pregunta 2', 'Pregunta 3']);
    const third = screen.getByRole('region', { name: 'Pregunta 3' });
    expect(within(third).getByText(removedQuestionText).textContent).toBe('Ya no está en la tarea');
    expect(within(third).getByText('Pregunta desactivada')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Pregunta 1' })).queryByText(removedQuestionText)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Pregunta 2' })).queryByText(removedQuestionText)).toBeNull();
  });
});
