import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router-dom';
import { isConnected } from '../relay/connection';
import { readToken } from '../session/storage';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { paths } from '../routes/paths';
import { registerScreenCode } from '../routes/screenCode';
import { ChunkNotice } from './ChunkNotice';
import { loadRouteError } from './deferred';
import { lazyWithRetry } from './lazyRoute';
import type { ScreenQuery } from './loaders/screenQuery';
import { TakeOver } from './TakeOver';

// Loaded when the app starts, not with the first screen (deferred.ts).
const LazyRouteError = lazy(() => loadRouteError().then((module) => ({ default: module.RouteError })));
const routeError = (
  <Suspense fallback={null}>
    <LazyRouteError />
  </Suspense>
);

// Anonymous visitors reach only /, /login, /register and the pages open to anyone (password recovery, terms and
// privacy); a logged-in user never sees /login and /register. The page asked for (a shared /join/{code}, a screen
// opened in a new tab) comes back after the login (`next`).
const requireSession = ({ request }: { request: Request }) => {
  if (readToken()) return null;
  const { pathname, search } = new URL(request.url);
  return redirect(paths.loginThenBack.href(pathname + search));
};
const anonymousOnly = () => (readToken() ? redirect(paths.groups.href()) : null);

/**
 * Every screen is its own chunk: `lazy` loads the module, which exports `Component`. A screen with data has its
 * loader made from a small module of its own (app/loaders: its query and the variables from its address), loaded
 * beside the screen's chunk (object-form `lazy`), so the query starts while the screen's code downloads.
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
  // A data screen: what it loads (app/loaders) and its code, fetched side by side with Relay's loading
  // (routeLoader.ts), so the query starts while the screen's code downloads. Without a connection the query waits
  // for the screen's code (which waits for the connection unless it is at hand): a query that failed offline would
  // reach a screen whose code arrived once the connection was back as the server's error.
  const withData = (loadScreenQuery: () => Promise<{ default: ScreenQuery }>, loadScreen: () => Promise<{ Component: ComponentType }>) => {
    const screen = retrying(loadScreen);
    return {
      loader: async () => {
        const [screenQuery, { routeLoader }] = await Promise.all([retrying(loadScreenQuery)(), retrying(() => import('./routeLoader'))()]);
        if (!isConnected()) await screen();
        return routeLoader(screenQuery.default);
      },
      Component: async () => (await screen()).Component,
    };
  };
  const groupListScreen = () => import('../features/groups/GroupListPage');
  // The solve screen fetches the groups list's code ahead: it comes next, and may have to open offline.
  registerScreenCode(paths.groups.path, groupListScreen);
  const router = createBrowserRouter([
    {
      path: paths.home.path,
      errorElement: <TakeOver>{routeError}</TakeOver>,
      // The screens, and the notice shown while a screen's code waits for the connection.
      element: (
        <TakeOver>
          <ChunkNotice />
        </TakeOver>
      ),
      // What shows while the first screen's code loads (without it the router warns on every load); for an
      // anonymous visitor it stays out of sight, behind what the page arrived with (prerendered.ts).
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
          // Open to anyone: a reset link may be opened in a browser where someone is logged in.
          lazy: retrying(() => import('../features/auth/PublicLayout')),
          children: [
            { path: paths.forgotPassword.path, lazy: retrying(() => import('../features/auth/ForgotPasswordPage')) },
            { path: paths.resetPassword.path, lazy: retrying(() => import('../features/auth/ResetPasswordPage')) },
          ],
        },
        { path: paths.terms.path, lazy: retrying(() => import('../features/legal/TermsPage')) },
        { path: paths.privacy.path, lazy: retrying(() => import('../features/legal/PrivacyPage')) },
        {
          loader: requireSession,
          lazy: retrying(() => import('../features/shell/AppShell')),
          children: [
            {
              // Errors of a screen show inside the shell, with the navigation still there.
              errorElement: routeError,
              children: [
                {
                  path: paths.groups.path,
                  lazy: withData(() => import('./loaders/groupList'), groupListScreen),
                },
                { path: paths.addGroup.path, lazy: retrying(() => import('../features/groups/GroupCreatePage')) },
                { path: paths.join.path, lazy: retrying(() => import('../features/groups/JoinPage')) },
                {
                  path: paths.groupMembers.path,
                  lazy: withData(
                    () => import('./loaders/groupMembers'),
                    () => import('../features/groups/GroupMembersPage'),
                  ),
                },
                {
                  path: paths.editGroup.path,
                  lazy: withData(
                    () => import('./loaders/groupEdit'),
                    () => import('../features/groups/GroupEditPage'),
                  ),
                },
                {
                  path: paths.group.path,
                  lazy: withData(
                    () => import('./loaders/groupDetail'),
                    () => import('../features/groups/GroupDetailPage'),
                  ),
                },
                {
                  path: paths.groupAssignments.path,
                  lazy: withData(
                    () => import('./loaders/assignmentList'),
                    () => import('../features/assignments/AssignmentListPage'),
                  ),
                },
                {
                  path: paths.addAssignment.path,
                  lazy: withData(
                    () => import('./loaders/assignmentForm'),
                    () => import('../features/assignments/AssignmentFormPage'),
                  ),
                },
                {
                  path: paths.editAssignment.path,
                  lazy: withData(
                    () => import('./loaders/assignmentForm'),
                    () => import('../features/assignments/AssignmentFormPage'),
                  ),
                },
                {
                  path: paths.duplicateAssignment.path,
                  lazy: withData(
                    () => import('./loaders/duplicateAssignment'),
                    () => import('../features/assignments/DuplicateAssignmentPage'),
                  ),
                },
                {
                  path: paths.linkQuestion.path,
                  lazy: withData(
                    () => import('./loaders/questionForm'),
                    () => import('../features/questions/QuestionFormPage'),
                  ),
                },
                {
                  path: paths.pickQuestions.path,
                  lazy: withData(
                    () => import('./loaders/questionBank'),
                    () => import('../features/questions/QuestionBankPage'),
                  ),
                },
                {
                  path: paths.editAssignmentQuestion.path,
                  lazy: withData(
                    () => import('./loaders/questionForm'),
                    () => import('../features/questions/QuestionFormPage'),
                  ),
                },
                {
                  path: paths.assignmentGrades.path,
                  lazy: withData(
                    () => import('./loaders/assignmentGrades'),
                    () => import('../features/grades/AssignmentGradesPage'),
                  ),
                },
                {
                  path: paths.assignmentStatistics.path,
                  lazy: withData(
                    () => import('./loaders/assignmentStatistics'),
                    () => import('../features/statistics/AssignmentStatisticsPage'),
                  ),
                },
                {
                  path: paths.liveHost.path,
                  lazy: withData(
                    () => import('./loaders/liveHost'),
                    () => import('../features/live/host/LiveHostPage'),
                  ),
                },
                {
                  path: paths.attemptsByProfile.path,
                  lazy: withData(
                    () => import('./loaders/studentAttempts'),
                    () => import('../features/grades/StudentAttemptsPage'),
                  ),
                },
                {
                  path: paths.questionAttemptsByProfile.path,
                  lazy: withData(
                    () => import('./loaders/questionAttempts'),
                    () => import('../features/grades/QuestionAttemptsPage'),
                  ),
                },
                {
                  path: paths.assignment.path,
                  lazy: withData(
                    () => import('./loaders/assignmentOverview'),
                    () => import('../features/solve/AssignmentOverviewPage'),
                  ),
                },
                {
                  path: paths.solveAssignment.path,
                  lazy: withData(
                    () => import('./loaders/solve'),
                    () => import('../features/solve/SolvePage'),
                  ),
                },
                {
                  path: paths.freeMode.path,
                  lazy: withData(
                    () => import('./loaders/freeMode'),
                    () => import('../features/freeMode/FreeModePage'),
                  ),
                },
                { path: paths.play.path, lazy: retrying(() => import('../features/live/play/PlayJoinPage')) },
                {
                  path: paths.playGame.path,
                  lazy: withData(
                    () => import('./loaders/playGame'),
                    () => import('../features/live/play/PlayPage'),
                  ),
                },
                {
                  path: paths.gradebook.path,
                  lazy: withData(
                    () => import('./loaders/gradebook'),
                    () => import('../features/gradebook/GradebookPage'),
                  ),
                },
                {
                  path: paths.groupDashboard.path,
                  lazy: withData(
                    () => import('./loaders/groupDashboard'),
                    () => import('../features/grades/GroupDashboardPage'),
                  ),
                },
                {
                  path: paths.notifications.path,
                  lazy: withData(
                    () => import('./loaders/notifications'),
                    () => import('../features/notifications/NotificationsPage'),
                  ),
                },
                {
                  path: paths.profile.path,
                  lazy: withData(
                    () => import('./loaders/profile'),
                    () => import('../features/profile/ProfilePage'),
                  ),
                },
                {
                  path: paths.questions.path,
                  lazy: withData(
                    () => import('./loaders/questionBank'),
                    () => import('../features/questions/QuestionBankPage'),
                  ),
                },
                {
                  path: paths.addQuestion.path,
                  lazy: withData(
                    () => import('./loaders/questionForm'),
                    () => import('../features/questions/QuestionFormPage'),
                  ),
                },
                {
                  path: paths.editQuestion.path,
                  lazy: withData(
                    () => import('./loaders/questionForm'),
                    () => import('../features/questions/QuestionFormPage'),
                  ),
                },
                {
                  path: paths.grades.path,
                  lazy: withData(
                    () => import('./loaders/ownGrades'),
                    () => import('../features/grades/OwnGradesPage'),
                  ),
                },
                {
                  path: paths.ownQuestionAttempts.path,
                  lazy: withData(
                    () => import('./loaders/questionAttempts'),
                    () => import('../features/grades/QuestionAttemptsPage'),
                  ),
                },
                { path: '*', lazy: retrying(() => import('./NotFoundPage')) },
              ],
            },
          ],
        },
      ],
    },
  ]);
  return router;
}
