import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkOf } from '../src/features/notifications/NotificationsPage';
import { renderWithProviders } from './renderWithProviders';
import {
  assignmentGrades,
  attemptData,
  operationNamed,
  operations,
  question,
  questionAttempt,
  routes,
  student,
  studentGrade,
  teacherPath,
} from './gradesSetup';

// Grade corrections: the student reads the teacher's comments and the automatic score beside a score set by hand;
// the teacher comments on the whole attempt, and regrades after a key correction with a summary of what changed.

const ownPath = '/profile/grades/questions?assignmentAttemptId=attempt-1&profileId=profile-2';

/** The attempt as the student reads it once the teacher corrected the short answer and commented. */
const corrected = (viewerIsOwner: boolean) => ({
  data: {
    node: {
      ...attemptData({ viewerIsOwner, score: 100, pendingCount: 0 }),
      feedback: 'Buen trabajo. Revise las tildes.',
      questionAttempts: [
        questionAttempt('qa-1', 100, { trueOrFalseAnswer: true }, question('TrueOrFalseQuestion', 'q-1', 'El agua hierve a 100 °C'), {
          autoScore: 100,
          scoreHistory: [{ oldScore: 0, newScore: 100, reason: 'REGRADE', changedAt: '2026-11-22T10:05:00' }],
        }),
        questionAttempt('qa-2', 100, { shortAnswer: 'triangulo' }, question('ShortAnswerQuestion', 'q-2', '¿Qué polígono tiene tres lados?'), {
          autoScore: 0,
          scoreOverridden: true,
          feedback: 'Falta la tilde.',
          scoreHistory: [{ oldScore: 0, newScore: 100, reason: 'MANUAL', changedAt: '2026-11-22T10:00:00' }],
        }),
      ],
    },
  },
});

describe('the student reads the corrections', () => {
  it('with the comments, the automatic score beside a score set by hand, and what changed', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: ownPath });
    environment.mock.resolve(await operationNamed(environment, 'QuestionAttemptsPageQuery'), corrected(false));
    expect(await screen.findByText('Buen trabajo. Revise las tildes.')).toBeTruthy();
    const triangle = screen.getByRole('article', { name: '¿Qué polígono tiene tres lados?' });
    expect(within(triangle).getByText('(Automática: 0.00%, corregida a mano)')).toBeTruthy();
    expect(within(triangle).getByText('Falta la tilde.')).toBeTruthy();
    expect(within(triangle).getByText(/0\.00% → 100\.00%, calificada a mano/)).toBeTruthy();
    expect(within(triangle).getByText('22 de noviembre del 2026 a las 10:00')).toBeTruthy();
    const water = screen.getByRole('article', { name: 'El agua hierve a 100 °C' });
    expect(within(water).queryByText(/Automática/)).toBeNull();
    expect(within(water).getByText(/recalificada tras corregir la clave/)).toBeTruthy();
    expect(screen.queryByLabelText('Nota (0 a 100)')).toBeNull();
    expect(screen.queryByLabelText('Comentario del intento')).toBeNull();
  });
});

describe('the teacher corrects', () => {
  it('comments on the whole attempt, and on one answer without touching its score', async () => {
    const { environment, user } = renderWithProviders(routes, { initialPath: teacherPath });
    environment.mock.resolve(await operationNamed(environment, 'QuestionAttemptsPageQuery'), corrected(true));
    const comment = await screen.findByLabelText('Comentario del intento');
    expect((comment as HTMLTextAreaElement).value).toBe('Buen trabajo. Revise las tildes.');
    await user.clear(comment);
    await user.type(comment, 'Muy bien');
    await user.click(screen.getByRole('button', { name: 'Guardar comentario' }));
    const commented = await operationNamed(environment, 'useCommentAssignmentAttemptMutation');
    expect(commented.request.variables).toEqual({ input: { id: 'attempt-1', feedback: 'Muy bien' } });
    environment.mock.resolve(commented, {
      data: { commentAssignmentAttempt: { assignmentAttempt: { __typename: 'AssignmentAttempt', id: 'attempt-1', feedback: 'Muy bien' } } },
    });
    expect(await screen.findByText('Comentario guardado')).toBeTruthy();

    const water = screen.getByRole('article', { name: 'El agua hierve a 100 °C' });
    await user.type(within(water).getByLabelText('Comentario para el estudiante'), 'Exacto');
    await user.click(within(water).getByRole('button', { name: 'Calificar' }));
    const graded = await operationNamed(environment, 'useGradeQuestionAttemptMutation');
    // The score did not change: only the comment is sent, so the automatic score stays in force.
    expect(graded.request.variables).toEqual({ input: { id: 'qa-1', feedback: 'Exacto' } });
  });
});

describe('regrading', () => {
  it("offers 'Recalificar' after a key change, asks first, says what changed and was skipped, and reads the grades again", async () => {
    const { environment, user } = renderWithProviders(routes, { initialPath: '/groups/assignments/grades?assignmentId=assignment-1' });
    const stale = assignmentGrades([studentGrade(student, { lateCount: 1 })]);
    stale.data.node.answersToRegrade = 3;
    environment.mock.resolve(await operationNamed(environment, 'AssignmentGradesPageQuery'), stale);
    expect(await screen.findByText(/La clave de alguna pregunta cambió después de calificar 3 respuestas/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Recalificar' }));
    // It asks first: 'Cancelar' sends nothing.
    const dialog = await screen.findByRole('dialog', { name: 'Recalificar' });
    expect(within(dialog).getByText(/Se volverán a calificar 3 respuestas con las claves actuales/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operations(environment, 'useRegradeAssignmentMutation')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Recalificar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Recalificar' })).getByRole('button', { name: 'Recalificar' }));
    const regrade = await operationNamed(environment, 'useRegradeAssignmentMutation');
    expect(regrade.request.variables).toEqual({ input: { id: 'assignment-1' } });
    environment.mock.resolve(regrade, {
      data: {
        regradeAssignment: {
          assignment: { __typename: 'Assignment', id: 'assignment-1', answersToRegrade: 0 },
          checkedCount: 6,
          changedCount: 2,
          keptManualCount: 1,
          skippedCount: 2,
        },
      },
    });
    expect(
      await screen.findByText(
        '2 calificaciones cambiaron. Se mantuvo 1 nota puesta a mano. 2 respuestas no se recalificaron: la pregunta cambió de forma.',
      ),
    ).toBeTruthy();
    // The list is read again from the server.
    await waitFor(() => expect(operations(environment, 'AssignmentGradesPageQuery').length).toBeGreaterThan(0));
    expect(screen.queryByText(/La clave de alguna pregunta cambió/)).toBeNull();
  });
});

describe('the ATTEMPT_GRADED notification', () => {
  it("opens the student's own attempt", () => {
    const graded = { kind: 'ATTEMPT_GRADED', assignmentAttempt: { id: 'attempt-1' }, assignment: { id: 'assignment-1' } };
    expect(linkOf(graded as unknown as Parameters<typeof linkOf>[0], 'profile-2')).toBe(ownPath);
  });
});
