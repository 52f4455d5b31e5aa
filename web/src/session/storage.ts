/** The session lives in localStorage: the token under `jwt`, the current user under `user`. */
const tokenKey = 'jwt';
const userKey = 'user';

export interface StoredUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export const readToken = () => localStorage.getItem(tokenKey);

export function readUser(): StoredUser | null {
  try {
    return JSON.parse(localStorage.getItem(userKey) ?? 'null') as StoredUser | null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: StoredUser) {
  localStorage.setItem(tokenKey, token);
  localStorage.setItem(userKey, JSON.stringify(user));
}

export function clearSession() {
  localStorage.removeItem(tokenKey);
  localStorage.removeItem(userKey);
}
