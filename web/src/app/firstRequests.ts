import sessionQuery from '../__generated__/SessionProviderQuery.graphql';
import { sendEarly } from '../relay/earlyRequests';
import { paths, patternSource } from '../routes/paths';
import assignmentOverview from './loaders/assignmentOverview';
import groupList from './loaders/groupList';
import notifications from './loaders/notifications';
import type { ScreenQuery } from './loaders/screenQuery';
import solve from './loaders/solve';

/**
 * The screens people land on (a link, a notification, a reload), with what their route loads (app/loaders, from
 * which the router makes their loaders): the same operation and variables, so fetchGraphQL takes the early answer.
 */
const firstScreens: Array<{ path: string; screen: ScreenQuery }> = [
  // '/' sends a logged-in visitor to the groups list.
  { path: paths.home.path, screen: groupList },
  { path: paths.groups.path, screen: groupList },
  { path: paths.solveAssignment.path, screen: solve },
  // Where a notification or a shared link leads.
  { path: paths.assignment.path, screen: assignmentOverview },
  { path: paths.notifications.path, screen: notifications },
];

/**
 * Screens reached by a link of their own (a live game's, a teacher's bookmarks): their loaders are fetched when the
 * address is theirs, so every logged-in page does not carry their queries, and their query still leaves long before
 * the app's code has arrived.
 */
const linkedScreens: Array<{ path: string; load: () => Promise<{ default: ScreenQuery }> }> = [
  { path: paths.liveHost.path, load: () => import('./loaders/liveHost') },
  { path: paths.playGame.path, load: () => import('./loaders/playGame') },
  { path: paths.gradebook.path, load: () => import('./loaders/gradebook') },
  { path: paths.groupDashboard.path, load: () => import('./loaders/groupDashboard') },
  { path: paths.assignmentStatistics.path, load: () => import('./loaders/assignmentStatistics') },
  { path: paths.profile.path, load: () => import('./loaders/profile') },
  { path: paths.questions.path, load: () => import('./loaders/questionBank') },
];

/** The `:param` values of `pathname` (decoded) when it matches the route pattern `path`, else null. */
function matchPath(path: string, pathname: string): Record<string, string> | null {
  const found = new RegExp(patternSource(path)).exec(pathname);
  if (!found) return null;
  const names = [...path.matchAll(/:(\w+)/g)].map((name) => name[1]!);
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
  } catch {
    return null;
  }
}

/**
 * On a page load with a stored `token`, sends the session check and the landing screen's query at once, while the
 * app's code is still on its way (main.tsx); the app takes the answers instead of asking again
 * (relay/earlyRequests.ts).
 */
export function sendFirstRequests(pathname: string, search: string, token: string) {
  sendEarly(sessionQuery.params, {}, token);
  const sendFor = (screen: ScreenQuery, values: Record<string, string>) => {
    const variables = screen.variables(values, new URLSearchParams(search));
    if (variables) sendEarly(screen.query.params, variables, token);
  };
  for (const { path, screen } of firstScreens) {
    const values = matchPath(path, pathname);
    if (values) return sendFor(screen, values);
  }
  for (const { path, load } of linkedScreens) {
    const values = matchPath(path, pathname);
    // A loader that fails to arrive is the router's to report, when it loads the same module.
    if (values)
      return void load().then(
        ({ default: screen }) => sendFor(screen, values),
        () => undefined,
      );
  }
}
