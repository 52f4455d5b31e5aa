import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionProviderQuery } from '../__generated__/SessionProviderQuery.graphql';
import { AppError } from '../relay/errors';
import { graphql } from '../relay/graphql';
import { requestGraphQL } from '../relay/request';
import { followOtherTabs } from './sessionEnded';
import { clearSession, readToken, readUser, saveDeviceToken, saveOfflineKey, saveSession, saveUser, type StoredUser } from './storage';

/**
 * What the session keeps of the user and their profile, and what logging in, signing up or resetting the password
 * answers (tokens, user, profile): the session check, logIn, signUp and resetPassword spread these unmasked, so each answer carries them as plain fields.
 */
export const sessionFragments = {
  user: graphql`
    fragment SessionProvider_user on User {
      id
      firstName
      lastName
      email
    }
  `,
  profile: graphql`
    fragment SessionProvider_profile on Profile {
      id
      username
    }
  `,
  auth: graphql`
    fragment SessionProvider_auth on AuthPayload {
      token
      deviceToken
      offlineKey
      user {
        ...SessionProvider_user @relay(mask: false)
      }
      profile {
        ...SessionProvider_profile @relay(mask: false)
      }
    }
  `,
};

const sessionQuery = graphql`
  query SessionProviderQuery {
    viewer {
      offlineKey
      user {
        ...SessionProvider_user @relay(mask: false)
      }
      profile {
        ...SessionProvider_profile @relay(mask: false)
      }
    }
  }
`;

export interface SessionProfile {
  id: string;
  username: string;
}

/** What logIn, signUp and resetPassword answer (SessionProvider_auth). */
export interface AuthAnswer {
  token: string;
  deviceToken: string;
  offlineKey: string;
  user: StoredUser;
  profile: SessionProfile;
}

interface SessionValue {
  user: StoredUser | null;
  profile: SessionProfile | null;
  /**
   * After logIn, signUp or resetPassword: keeps the token and user (in localStorage with 'Recordarme', else in
   * sessionStorage) and the device token; the shell then gets a fresh store.
   */
  logIn(answer: AuthAnswer, remember: boolean): void;
  /** After the profile's edit: the changed user and profile, the session unchanged. */
  updateUser(user: StoredUser, profile: SessionProfile): void;
  /** Forgets token and user, and every cached record: the app starts again at /login. The device token stays. */
  logOut(): void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function useSession() {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

type State = { status: 'checking' } | { status: 'ready'; user: StoredUser | null; profile: SessionProfile | null };

/**
 * Verifies a stored token once at start (behind a spinner), then holds the session. It sends
 * its one query without Relay, so the anonymous screens never load Relay's runtime.
 */
export function SessionProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [state, setState] = useState<State>(() => (readToken() ? { status: 'checking' } : { status: 'ready', user: null, profile: null }));

  useEffect(() => {
    if (state.status !== 'checking') return;
    let cancelled = false;
    // The answer renders the app: a transition, so that first render yields to the browser as it goes.
    const settle = (next: State) => startTransition(() => setState(next));
    requestGraphQL<SessionProviderQuery>(sessionQuery, {}).then(
      (data) => {
        if (cancelled) return;
        if (!data?.viewer) {
          clearSession();
          settle({ status: 'ready', user: null, profile: null });
          return;
        }
        saveOfflineKey(data.viewer.offlineKey);
        settle({ status: 'ready', user: data.viewer.user, profile: data.viewer.profile });
      },
      (error: unknown) => {
        if (cancelled) return;
        // Offline: keep the stored session (answers can still be saved and sent later); a refused token goes.
        if (error instanceof AppError && error.code === 'INTERNAL_SERVER_ERROR') {
          settle({ status: 'ready', user: readUser(), profile: null });
        } else {
          clearSession();
          settle({ status: 'ready', user: null, profile: null });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state.status]);

  const loggedIn = state.status === 'ready' && state.user !== null;
  useEffect(() => (loggedIn ? followOtherTabs() : undefined), [loggedIn]);

  const logIn = useCallback(({ token, deviceToken, offlineKey, user, profile }: AuthAnswer, remember: boolean) => {
    saveSession(token, { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email }, remember, offlineKey);
    saveDeviceToken(user.email, deviceToken);
    setState({ status: 'ready', user, profile });
  }, []);

  const updateUser = useCallback((user: StoredUser, profile: SessionProfile) => {
    saveUser({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email });
    setState({ status: 'ready', user, profile });
  }, []);

  const logOut = useCallback(() => {
    clearSession();
    setState({ status: 'ready', user: null, profile: null });
  }, []);

  const value = useMemo<SessionValue | null>(
    () => (state.status === 'ready' ? { user: state.user, profile: state.profile, logIn, updateUser, logOut } : null),
    [state, logIn, updateUser, logOut],
  );

  if (!value) return <>{fallback}</>;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
