import { useCallback } from 'react';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { useAsyncMutation } from './useAsyncMutation';

/** A soft delete's mutation: `input: { id }` and the connections its `@deleteEdge` removes the row from. */
interface DeactivateParameters extends MutationParameters {
  variables: { input: { id: string }; connections: readonly string[] };
}

/**
 * Deactivates one record (a group, an assignment, a question): the row leaves its list at once (the optimistic
 * response the caller builds for the id) and comes back if the server refuses. Returns [deactivate, isInFlight].
 */
export function useDeactivateMutation<T extends DeactivateParameters>(mutation: GraphQLTaggedNode, optimistic: (id: string) => T['response']) {
  const [commit, isInFlight] = useAsyncMutation<T>(mutation);
  const deactivate = useCallback(
    (id: string, connectionId: string) =>
      commit({ input: { id }, connections: [connectionId] } as T['variables'], { optimisticResponse: optimistic(id) }),
    [commit, optimistic],
  );
  return [deactivate, isInFlight] as const;
}
