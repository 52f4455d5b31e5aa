import { createBrowserRouter, redirect } from 'react-router-dom';
import { readToken } from '../session/storage';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { RouteError } from '../components/RouteError';
import { paths } from '../routes/paths';

// Anonymous visitors reach only /, /login and /register; a logged-in user never sees the last two.
const requireSession = () => (readToken() ? null : redirect(paths.login.href()));
const anonymousOnly = () => (readToken() ? redirect(paths.groups.href()) : null);

/** Every screen is its own chunk: `lazy` loads the module, which exports `Component` and, with data, `loader`. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: paths.home.path,
      errorElement: <RouteError />,
      // What shows while the first screen's code loads (without it the router warns on every load).
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        { index: true, loader: () => redirect(readToken() ? paths.groups.href() : paths.login.href()), element: null },
        {
          loader: anonymousOnly,
          lazy: () => import('../features/auth/PublicLayout'),
          children: [
            { path: paths.login.path, lazy: () => import('../features/auth/LoginPage') },
            { path: paths.register.path, lazy: () => import('../features/auth/RegisterPage') },
          ],
        },
        {
          loader: requireSession,
          lazy: () => import('../features/shell/AppShell'),
          children: [
            {
              // Errors of a screen show inside the shell, with the navigation still there.
              errorElement: <RouteError />,
              children: [
                { path: paths.groups.path, lazy: () => import('../features/groups/GroupListPage') },
                { path: paths.addGroup.path, lazy: () => import('../features/groups/GroupCreatePage') },
                { path: paths.groupMembers.path, lazy: () => import('../features/groups/GroupMembersPage') },
                { path: paths.editGroup.path, lazy: () => import('../features/groups/GroupEditPage') },
                { path: paths.group.path, lazy: () => import('../features/groups/GroupDetailPage') },
                { path: paths.groupAssignments.path, lazy: () => import('../features/assignments/AssignmentListPage') },
                { path: paths.addAssignment.path, lazy: () => import('../features/assignments/AssignmentFormPage') },
                { path: paths.editAssignment.path, lazy: () => import('../features/assignments/AssignmentFormPage') },
                { path: paths.linkQuestion.path, lazy: () => import('../features/questions/QuestionFormPage') },
                { path: paths.pickQuestions.path, lazy: () => import('../features/questions/QuestionBankPage') },
                { path: paths.editAssignmentQuestion.path, lazy: () => import('../features/questions/QuestionFormPage') },
                { path: paths.assignmentGrades.path, lazy: () => import('../features/grades/AssignmentGradesPage') },
                { path: paths.attemptsByProfile.path, lazy: () => import('../features/grades/StudentAttemptsPage') },
                { path: paths.questionAttemptsByProfile.path, lazy: () => import('../features/grades/QuestionAttemptsPage') },
                { path: paths.assignment.path, lazy: () => import('../features/solve/AssignmentOverviewPage') },
                { path: paths.solveAssignment.path, lazy: () => import('../features/solve/SolvePage') },
                { path: paths.freeMode.path, lazy: () => import('../features/placeholders/FreeModePage') },
                { path: paths.notifications.path, lazy: () => import('../features/placeholders/NotificationsPage') },
                { path: paths.profile.path, lazy: () => import('../features/placeholders/ProfilePage') },
                { path: paths.questions.path, lazy: () => import('../features/questions/QuestionBankPage') },
                { path: paths.addQuestion.path, lazy: () => import('../features/questions/QuestionFormPage') },
                { path: paths.editQuestion.path, lazy: () => import('../features/questions/QuestionFormPage') },
                { path: paths.grades.path, lazy: () => import('../features/grades/OwnGradesPage') },
                { path: paths.ownQuestionAttempts.path, lazy: () => import('../features/grades/QuestionAttemptsPage') },
                { path: '*', lazy: () => import('../features/placeholders/NotFoundPage') },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
