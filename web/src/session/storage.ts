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
  clearScratch();
}

/**
 * Work in progress kept for this tab and this user only (the text pasted in 'Importar preguntas'): sessionStorage
 * under `aula.scratch.<userId>.<name>`, so it survives closing a dialog or a reload but never a logout.
 */
const scratchPrefix = 'aula.scratch.';
const scratchKey = (userId: string, name: string) => `${scratchPrefix}${userId}.${name}`;

export function readScratch(userId: string | undefined, name: string): string | null {
  if (!userId) return null;
  try {
    return sessionStorage.getItem(scratchKey(userId, name));
  } catch {
    return null;
  }
}

export function saveScratch(userId: string | undefined, name: string, value: string | null) {
  if (!userId) return;
  try {
    if (value === null) sessionStorage.removeItem(scratchKey(userId, name));
    else sessionStorage.setItem(scratchKey(userId, name), value);
  } catch {
    // storage full or unavailable: the dialog still works, only the keeping is lost
  }
}

function clearScratch() {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    for (const key of keys) if (key?.startsWith(scratchPrefix)) sessionStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}

export const readDeviceToken = (email: string) => localStorage.getItem(deviceKey(email));

export function saveDeviceToken(email: string, deviceToken: string) {
  localStorage.setItem(deviceKey(email), deviceToken);
}
