/**
 * The session is the token under `jwt` and the current user under `user`, kept in one of two places: after a login
 * with 'Recordarme', localStorage (it outlives the browser); without it, sessionStorage (this tab only, gone when
 * the browser closes, so the next person on a shared computer finds no session). Apart from it, each account this
 * browser logged in to keeps its device token under `aula.device.<hash of the e-mail>` in localStorage: logging out
 * leaves it, so the next login is a known device's, which other people's wrong passwords never lock out. The key names
 * the account by a hash so that the address itself is not left readable on a shared computer (someone who already
 * knows an address can still tell whether it logged in here: the token says no more than that).
 */
const tokenKey = 'jwt';
const userKey = 'user';
/** The account's offlineKey (offline/vault.ts), kept beside the token and cleared with it. */
const offlineKeyKey = 'aula.offlineKey';
const devicePrefix = 'aula.device.';
const deviceKey = (email: string) => `${devicePrefix}${accountHash(email.trim().toLowerCase())}`;

/** A 64-bit FNV-1a of the text (two 32-bit halves with different offsets), as hex: stable, synchronous, not the text. */
function accountHash(text: string) {
  const bytes = new TextEncoder().encode(text);
  let high = 0x811c9dc5;
  let low = 0x050c5d1f;
  for (const byte of bytes) {
    high = Math.imul(high ^ byte, 0x01000193) >>> 0;
    low = Math.imul(low ^ byte, 0x01000193) >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

/**
 * Device tokens kept before under the e-mail itself (`aula.device.<e-mail>`) name the address twice (key and token)
 * and the server no longer takes them (their subject was the e-mail, now a keyed hash): dropped, so the next login
 * gets a new one.
 */
function dropAddressedTokens() {
  const place = storage('localStorage');
  if (!place) return;
  const keys = Array.from({ length: place.length }, (_, i) => place.key(i));
  for (const key of keys) if (key?.startsWith(devicePrefix) && key.includes('@')) place.removeItem(key);
}

export interface StoredUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The browser's storage of that name, if any: a browser may block it, and the build's prerendering has none. */
function storage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[name] ?? undefined;
  } catch {
    return undefined;
  }
}

/** This tab's own session first: it is the one logged in last here. */
const sessionPlaces = () => [storage('sessionStorage'), storage('localStorage')].filter((place) => place !== undefined);

function readSessionItem(key: string): string | null {
  for (const place of sessionPlaces()) {
    const value = place.getItem(key);
    if (value !== null) return value;
  }
  return null;
}

export const readToken = () => readSessionItem(tokenKey);
export const readOfflineKey = () => readSessionItem(offlineKeyKey);

export function readUser(): StoredUser | null {
  try {
    return JSON.parse(readSessionItem(userKey) ?? 'null') as StoredUser | null;
  } catch {
    return null;
  }
}

/** Keeps the session where 'Recordarme' says, and drops any other: only one session is ever stored. */
export function saveSession(token: string, user: StoredUser, remember: boolean, offlineKey: string) {
  clearSession();
  const place = storage(remember ? 'localStorage' : 'sessionStorage');
  place?.setItem(tokenKey, token);
  place?.setItem(userKey, JSON.stringify(user));
  place?.setItem(offlineKeyKey, offlineKey);
}

/** The offline key of a session stored before keys were handed out with it (read by the session check). */
export function saveOfflineKey(offlineKey: string) {
  const place = sessionPlaces().find((candidate) => candidate.getItem(tokenKey) !== null);
  place?.setItem(offlineKeyKey, offlineKey);
}

/** The user changed (their profile edited): kept beside the token, wherever that is. */
export function saveUser(user: StoredUser) {
  const place = sessionPlaces().find((candidate) => candidate.getItem(tokenKey) !== null);
  place?.setItem(userKey, JSON.stringify(user));
}

/**
 * The token this tab itself is giving up or forgot last (its logout, deleting the account, a login over it): answers
 * refusing it are expected here, also those that arrive before the logout's own answer (a live stream closed by it).
 */
let clearedHere: string | null = null;
export const isClearedHere = (token: string) => token === clearedHere;

/** Marks this tab's session as ending by its own wish, before asking the server; the returned function takes that back (the server refused). */
export function giveUpSession() {
  const previous = clearedHere;
  clearedHere = readToken();
  return () => void (clearedHere = previous);
}

/** Dispatched on window when a session is cleared: what the app keeps for that user outside the vault goes too. */
export const sessionClearedEvent = 'aula:session-cleared';

export function clearSession() {
  clearedHere = readToken() ?? clearedHere;
  const userId = readUser()?.id;
  for (const place of sessionPlaces()) {
    place.removeItem(tokenKey);
    place.removeItem(userKey);
    place.removeItem(offlineKeyKey);
  }
  clearScratch();
  dropAddressedTokens();
  if (userId && typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(sessionClearedEvent, { detail: { userId } }));
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

export function readDeviceToken(email: string) {
  dropAddressedTokens();
  return localStorage.getItem(deviceKey(email));
}

export function saveDeviceToken(email: string, deviceToken: string) {
  dropAddressedTokens();
  localStorage.setItem(deviceKey(email), deviceToken);
}
