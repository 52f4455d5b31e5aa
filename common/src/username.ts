/**
 * A chosen username, as the api checks it and the web's forms say before sending (messages: validationMessages'
 * username*). Classmates know each other by username only, so its letters are the Latin ones Spanish writes (with
 * accents and ñ): a look-alike from another alphabet ('саrmen' in Cyrillic) cannot pose as someone else. The lists
 * are spelled out in both cases rather than matched with the `i` flag, which with `u` folds the Kelvin sign into
 * 'k' and the long s into 's'. Checked after NFC normalisation, so a decomposed 'á' counts as 'á'.
 */
export const usernameRule = {
  min: 3,
  max: 30,
  characters: /^[A-Za-z0-9ÁÉÍÓÚÜÑáéíóúüñ._-]+$/,
  /** Only dots, hyphens or underscores ('...') name nobody. */
  letterOrDigit: /[A-Za-z0-9ÁÉÍÓÚÜÑáéíóúüñ]/,
} as const;
