import { useCallback, useState } from 'react';
import type { ConcreteRequest, GraphQLResponse, OperationType } from 'relay-runtime';
import { fetchGraphQL } from './network';

/**
 * One operation sent without the Relay store (the session check, logging in, signing up: nothing to cache, and
 * the anonymous screens stay light). Same network function, so the same token, errors and messages.
 */
export async function requestGraphQL<T extends OperationType>(node: unknown, variables: T['variables']): Promise<T['response']> {
  const { params } = node as ConcreteRequest;
  const json = (await fetchGraphQL(params, variables, {}, null)) as GraphQLResponse;
  return ('data' in json ? json.data : null) as T['response'];
}

/** requestGraphQL as a mutation hook with the shape of useAsyncMutation: [commit, isInFlight]. */
export function useRequestMutation<T extends OperationType>(node: unknown) {
  const [isInFlight, setInFlight] = useState(false);
  const commit = useCallback(
    async (variables: T['variables']) => {
      setInFlight(true);
      try {
        return await requestGraphQL<T>(node, variables);
      } finally {
        setInFlight(false);
      }
    },
    [node],
  );
  return [commit, isInFlight] as const;
}
