/** The advert shown when moving forward counts down 15 seconds, one tick a second. */
export const defaultAdvertSeconds = 15;
export const advertTickMs = 1000;
/** Where tests (and demos) shorten it: `?advert=N` in the address, or localStorage 'aula.advertSeconds'. */
export const advertSecondsKey = 'aula.advertSeconds';
const maxAdvertSeconds = 120;

function parseSeconds(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0) return null;
  return Math.min(seconds, maxAdvertSeconds);
}

/** The advert length in whole seconds: the query parameter first, then localStorage, else 15. 0 means no advert. */
export function advertSeconds(search: string = window.location.search, storage: Pick<Storage, 'getItem'> = localStorage): number {
  let stored: string | null = null;
  try {
    stored = storage.getItem(advertSecondsKey);
  } catch {
    // storage unavailable (private mode): the default applies
  }
  return parseSeconds(new URLSearchParams(search).get('advert')) ?? parseSeconds(stored) ?? defaultAdvertSeconds;
}
