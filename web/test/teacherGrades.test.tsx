import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './renderWithProviders';
import { assignment, assignmentGrades, attemptCardData, operationNamed, routes, student, studentGrade } from './gradesSetup';

describe("teacher's grade screens", () => {
  it('lists the students who attempted the assignment, each opening their attempts', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/assignments/grades?assignmentId=assignment-1' });
    const query = await operationNamed(environment, 'AssignmentGradesPageQuery');
    expect(query.request.variables).toEqual({ assignmentId: 'assignment-1', pendingOnly: false });
    environment.mock.resolve(
      query,
      assignmentGrades([studentGrade(student), studentGrade({ __typename: 'Profile', id: 'profile-3', username: 'sofia.rios' })]),
    );
    expect(await screen.findByText('Repaso de álgebra')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Estudiantes con intentos' });
    const link = within(list).getByRole('link', { name: /^diego\.flores/ });
    expect(link.getAttribute('href')).toBe('/groups/assignments/attemptsByProfile?profileId=profile-2&assignmentId=assignment-1');
    expect(within(list).getByRole('link', { name: /^sofia\.rios/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Estadísticas' }).getAttribute('href')).toBe('/groups/assignments/statistics?assignmentId=assignment-1');
  });

  it('shows the empty text when nobody attempted it', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/assignments/grades?assignmentId=assignment-1' });
    environment.mock.resolve(await operationNamed(environment, 'AssignmentGradesPageQuery'), assignmentGrades([]));
    expect(await screen.findByText('Todavía no hay intentos para esta tarea.')).toBeTruthy();
  });

  it("lists a student's attempts newest first, numbered from the first, with score, pending note and date, each opening its question attempts", async () => {
    const { environment } = renderWithProviders(routes, {
      initialPath: '/groups/assignments/attemptsByProfile?profileId=profile-2&assignmentId=assignment-1',
    });
    const query = await operationNamed(environment, 'StudentAttemptsPageQuery');
    expect(query.request.variables).toEqual({ assignmentId: 'assignment-1', profileId: 'profile-2' });
    environment.mock.resolve(query, {
      data: {
        assignment: {
          ...assignment,
          attempts: {
            // The server lists them newest first.
            edges: [
              { cursor: 'c2', node: attemptCardData('attempt-2', 100, 0, '2026-11-22T08:05:00') },
              { cursor: 'c1', node: attemptCardData('attempt-1', 50, 1) },
            ],
          },
        },
        student,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Intentos de diego.flores' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /Intento/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/groups/assignments/questionsAttemptsByProfile?assignmentAttemptId=attempt-2&profileId=profile-2',
      '/groups/assignments/questionsAttemptsByProfile?assignmentAttemptId=attempt-1&profileId=profile-2',
    ]);
    expect(within(links[0]!).getByText('Intento 2')).toBeTruthy();
    expect(within(links[1]!).getByText('Intento 1')).toBeTruthy();
    expect(within(links[1]!).getByText('Nota total: 50.00%')).toBeTruthy();
    expect(within(links[1]!).getByText('Respuestas pendientes de calificar: 1')).toBeTruthy();
    expect(within(links[0]!).getByText('Nota total: 100.00%')).toBeTruthy();
    expect(within(links[0]!).queryByText(/pendientes/)).toBeNull();
    expect(within(links[0]!).getByText('22 de noviembre del 2026 a las 08:05')).toBeTruthy();
  });
});
