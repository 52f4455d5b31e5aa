import { createBrowserRouter, redirect } from 'react-router-dom';
import { readToken } from '../session/storage';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { RouteError } from '../components/RouteError';
import { paths } from '../routes/paths';
import { ChunkNotice } from './ChunkNotice';
import { lazyWithRetry } from './lazyRoute';

// Anonymous visitors reach only /, /login and /register; a logged-in user never sees the last two.
const requireSession = () => (readToken() ? null : redirect(paths.login.href()));
const anonymousOnly = () => (readToken() ? redirect(paths.groups.href()) : null);

/**
 * Every screen is its own chunk: `lazy` loads the module, which exports `Component` and, with data, `loader`.
 * The groups list and a group's assignments load their `loader` from a small module of their own (app/loaders:
 * the query's artifact and routeQuery), so the query starts while the screen's chunk downloads.
 * A chunk that fails to load (offline, the server restarting, a deploy) is tried again (lazyRoute.ts).
 */
export function createAppRouter() {
  const retrying = <T,>(load: () => Promise<T>) =>
    lazyWithRetry(load, {
      target: () => {
        const next = router.state.navigation.location;
        return next ? `${next.pathname}${next.search}${next.hash}` : undefined;
      },
    });
  const router = createBrowserRouter([
    {
      path: paths.home.path,
      errorElement: <RouteError />,
      // The screens, and the notice shown while a screen's code waits for the connection.
      Component: ChunkNotice,
      // What shows while the first screen's code loads (without it the router warns on every load).
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        { index: true, loader: () => redirect(readToken() ? paths.groups.href() : paths.login.href()), element: null },
        {
          loader: anonymousOnly,
          lazy: retrying(() => import('../features/auth/PublicLayout')),
          children: [
            { path: paths.login.path, lazy: retrying(() => import('../features/auth/LoginPage')) },
            { path: paths.register.path, lazy: retrying(() => import('../features/auth/RegisterPage')) },
          ],
        },
        {
          loader: requireSession,
          lazy: retrying(() => import('../features/shell/AppShell')),
          children: [
            {
              // Errors of a screen show inside the shell, with the navigation still there.
              errorElement: <RouteError />,
              children: [
                {
                  path: paths.groups.path,
                  lazy: {
                    loader: async () => (await retrying(() => import('./loaders/groupList'))()).loader,
                    Component: async () => (await retrying(() => import('../features/groups/GroupListPage'))()).Component,
                  },
                },
                { path: paths.addGroup.path, lazy: retrying(() => import('../features/groups/GroupCreatePage')) },
                { path: paths.groupMembers.path, lazy: retrying(() => import('../features/groups/GroupMembersPage')) },
                { path: paths.editGroup.path, lazy: retrying(() => import('../features/groups/GroupEditPage')) },
                { path: paths.group.path, lazy: retrying(() => import('../features/groups/GroupDetailPage')) },
                {
                  path: paths.groupAssignments.path,
                  lazy: {
                    loader: async () => (await retrying(() => import('./loaders/assignmentList'))()).loader,
                    Component: async () => (await retrying(() => import('../features/assignments/AssignmentListPage'))()).Component,
                  },
                },
                { path: paths.addAssignment.path, lazy: retrying(() => import('../features/assignments/AssignmentFormPage')) },
                { path: paths.editAssignment.path, lazy: retrying(() => import('../features/assignments/AssignmentFormPage')) },
                { path: paths.linkQuestion.path, lazy: retrying(() => import('../features/questions/QuestionFormPage')) },
                { path: paths.pickQuestions.path, lazy: retrying(() => import('../features/questions/QuestionBankPage')) },
                { path: paths.editAssignmentQuestion.path, lazy: retrying(() => import('../features/questions/QuestionFormPage')) },
                { path: paths.assignmentGrades.path, lazy: retrying(() => import('../features/grades/AssignmentGradesPage')) },
                { path: paths.attemptsByProfile.path, lazy: retrying(() => import('../features/grades/StudentAttemptsPage')) },
                { path: paths.questionAttemptsByProfile.path, lazy: retrying(() => import('../features/grades/QuestionAttemptsPage')) },
                { path: paths.assignment.path, lazy: retrying(() => import('../features/solve/AssignmentOverviewPage')) },
                { path: paths.solveAssignment.path, lazy: retrying(() => import('../features/solve/SolvePage')) },
                { path: paths.freeMode.path, lazy: retrying(() => import('../features/placeholders/FreeModePage')) },
                {
                  path: paths.notifications.path,
                  lazy: {
                    loader: async () => (await retrying(() => import('./loaders/notifications'))()).loader,
                    Component: async () => (await retrying(() => import('../features/notifications/NotificationsPage'))()).Component,
                  },
                },
                { path: paths.profile.path, lazy: retrying(() => import('../features/placeholders/ProfilePage')) },
                { path: paths.questions.path, lazy: retrying(() => import('../features/questions/QuestionBankPage')) },
                { path: paths.addQuestion.path, lazy: retrying(() => import('../features/questions/QuestionFormPage')) },
                { path: paths.editQuestion.path, lazy: retrying(() => import('../features/questions/QuestionFormPage')) },
                { path: paths.grades.path, lazy: retrying(() => import('../features/grades/OwnGradesPage')) },
                { path: paths.ownQuestionAttempts.path, lazy: retrying(() => import('../features/grades/QuestionAttemptsPage')) },
                { path: '*', lazy: retrying(() => import('../features/placeholders/NotFoundPage')) },
              ],
            },
          ],
        },
      ],
    },
  ]);
  return router;
}
