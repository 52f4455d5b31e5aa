import type { ConcreteRequest } from 'relay-runtime';
import { graphqlEndpoint, jsonRequest } from '../../relay/earlyRequests';
import { graphql } from '../../relay/graphql';

const mutation = graphql`
  mutation endReplacedSessionMutation {
    logOut {
      endedSessionCount
    }
  }
`;

/**
 * A login, sign-up or password reset stores its session in place of any other this browser held (session/storage.ts
 * keeps only one): that other session is ended on the server too, with its own token, so it does not stay open and
 * listed for up to 30 days. Best effort: offline or already ended, nothing more happens.
 */
export function endReplacedSession(newToken: string) {
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    let token: string | null = null;
    try {
      token = globalThis[name].getItem('jwt');
    } catch {
      // storage blocked: nothing was stored there
    }
    if (token && token !== newToken) {
      fetch(graphqlEndpoint, jsonRequest((mutation as ConcreteRequest).params, {}, token)).catch(() => undefined);
    }
  }
}
