import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

type Options<T extends MutationParameters> = Omit<UseMutationConfig<T>, 'variables' | 'onCompleted' | 'onError'>;

/**
 * useMutation as a promise: `await commit(variables)` resolves with the payload or throws the (Spanish) error,
 * which keeps form submit handlers linear. Returns [commit, isInFlight].
 */
export function useAsyncMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commitMutation, isInFlight] = useMutation<T>(mutation);
  const commit = useCallback(
    (variables: T['variables'], options: Options<T> = {}) =>
      new Promise<T['response']>((resolve, reject) => {
        commitMutation({
          ...options,
          variables,
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response)),
          onError: reject,
        });
      }),
    [commitMutation],
  );
  return [commit, isInFlight] as const;
}
