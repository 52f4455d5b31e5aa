import { createBrowserRouter, redirect } from 'react-router-dom';
import { readToken } from '../session/storage';
import { RouteError } from '../components/RouteError';
import { paths } from './paths';

// SPEC.md section 2: anonymous users reach only /, /login and /register; a logged-in user never sees those two.
const requireSession = () => (readToken() ? null : redirect(paths.login));
const anonymousOnly = () => (readToken() ? redirect(paths.groups) : null);

/** Every screen is its own chunk: `lazy` loads the module, which exports `Component` and, with data, `loader`. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      errorElement: <RouteError />,
      children: [
        { index: true, loader: () => redirect(readToken() ? paths.groups : paths.login) },
        {
          loader: anonymousOnly,
          lazy: () => import('../features/auth/PublicLayout'),
          children: [
            { path: 'login', lazy: () => import('../features/auth/LoginPage') },
            { path: 'register', lazy: () => import('../features/auth/RegisterPage') },
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
                {
                  path: 'groups',
                  children: [
                    { index: true, lazy: () => import('../features/groups/GroupListPage') },
                    { path: 'add', lazy: () => import('../features/groups/GroupCreatePage') },
                    { path: 'members/:id', lazy: () => import('../features/groups/GroupMembersPage') },
                    { path: 'update/:id/:name/:description', lazy: () => import('../features/groups/GroupEditPage') },
                    { path: ':id', lazy: () => import('../features/groups/GroupDetailPage') },
                    {
                      path: 'assignments',
                      children: [
                        { path: 'group-info', lazy: () => import('../features/assignments/AssignmentListPage') },
                        { path: 'add', lazy: () => import('../features/assignments/AssignmentFormPage') },
                        { path: 'update', lazy: () => import('../features/assignments/AssignmentFormPage') },
                        { path: 'add/link-question', lazy: () => import('../features/questions/QuestionFormPage') },
                        { path: 'add/questions-repository', lazy: () => import('../features/questions/QuestionBankPage') },
                        { path: 'update-question-assignment/:fromAssign/:type', lazy: () => import('../features/questions/QuestionFormPage') },
                        { path: 'grades', lazy: () => import('../features/grades/AssignmentGradesPage') },
                        { path: 'attemptsByProfile', lazy: () => import('../features/grades/StudentAttemptsPage') },
                        { path: 'questionsAttemptsByProfile', lazy: () => import('../features/grades/QuestionAttemptsPage') },
                      ],
                    },
                  ],
                },
                {
                  path: 'assignment',
                  children: [
                    { path: 'main/:assignmentId', lazy: () => import('../features/solve/AssignmentOverviewPage') },
                    { path: 'solve/:assignmentId', lazy: () => import('../features/solve/SolvePage') },
                  ],
                },
                { path: 'free-mode', lazy: () => import('../features/placeholders/FreeModePage') },
                { path: 'notifications', lazy: () => import('../features/placeholders/NotificationsPage') },
                {
                  path: 'profile',
                  children: [
                    { index: true, lazy: () => import('../features/placeholders/ProfilePage') },
                    { path: 'questions', lazy: () => import('../features/questions/QuestionBankPage') },
                    { path: 'addQuestion', lazy: () => import('../features/questions/QuestionFormPage') },
                    { path: 'questions/update/:type', lazy: () => import('../features/questions/QuestionFormPage') },
                    { path: 'grades', lazy: () => import('../features/grades/OwnGradesPage') },
                    { path: 'grades/questions', lazy: () => import('../features/grades/QuestionAttemptsPage') },
                  ],
                },
                { path: '*', lazy: () => import('../features/placeholders/NotFoundPage') },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
