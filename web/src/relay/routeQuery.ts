import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { getRelayEnvironment } from './environment';

/** For a route's loader: starts the screen's one query on navigation, before anything renders. */
export function routeQuery<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables']) {
  return loadQuery<T>(getRelayEnvironment(), query, variables, { fetchPolicy: 'store-and-network' });
}

/** For the route's component: reads what its loader started (suspending until it arrives). */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  return usePreloadedQuery<T>(query, useLoaderData() as PreloadedQuery<T>);
}
