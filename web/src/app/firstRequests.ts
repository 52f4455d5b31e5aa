import type { ConcreteRequest } from 'relay-runtime';
import assignmentOverviewQuery from '../__generated__/AssignmentOverviewPageQuery.graphql';
import groupListQuery from '../__generated__/GroupListPageQuery.graphql';
import notificationsQuery from '../__generated__/NotificationsPageQuery.graphql';
import sessionQuery from '../__generated__/SessionProviderQuery.graphql';
import solveQuery from '../__generated__/SolvePageQuery.graphql';
import { sendEarly } from '../relay/earlyRequests';
import { paths, patternSource } from '../routes/paths';
import { assignmentById } from './loaders/variables';

/**
 * The screens people land on (a link, a notification, a reload), with the query their route's loader
 * (app/loaders) starts and its variables from the path's values: the same operation and variables, or
 * fetchGraphQL will not take the early answer.
 */
const firstScreens: Array<{ path: string; query: ConcreteRequest; variables(values: Record<string, string>): Record<string, unknown> }> = [
  // '/' sends a logged-in visitor to the groups list.
  { path: paths.home.path, query: groupListQuery, variables: () => ({}) },
  { path: paths.groups.path, query: groupListQuery, variables: () => ({}) },
  { path: paths.solveAssignment.path, query: solveQuery, variables: assignmentById },
  // Where a notification or a shared link leads.
  { path: paths.assignment.path, query: assignmentOverviewQuery, variables: assignmentById },
  { path: paths.notifications.path, query: notificationsQuery, variables: () => ({}) },
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
export function sendFirstRequests(pathname: string, token: string) {
  sendEarly(sessionQuery.params, {}, token);
  for (const screen of firstScreens) {
    const values = matchPath(screen.path, pathname);
    if (values) return sendEarly(screen.query.params, screen.variables(values), token);
  }
}
