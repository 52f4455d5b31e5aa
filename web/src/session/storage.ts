/**
 * The session lives in localStorage: the token under `jwt`, the current user under `user`. Apart from it, each
 * account this browser logged in to keeps its device token under `aula.device.<e-mail>`: logging out leaves it, so
 * the next login is a known device's, which other people's wrong passwords never lock out.
 */
const tokenKey = 'jwt';
const userKey = 'user';
const deviceKey = (email: string) => `aula.device.${email.trim().toLowerCase()}`;

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

export const readDeviceToken = (email: string) => localStorage.getItem(deviceKey(email));

export function saveDeviceToken(email: string, deviceToken: string) {
  localStorage.setItem(deviceKey(email), deviceToken);
}
