/**
 * The advert shown when moving forward counts down 15 seconds, one tick a second. Nothing in the shipped app
 * shortens it: component tests replace this module (vi.mock) and the browser journeys move the page's clock on
 * (Playwright's clock), so no test shortcut reaches a student's browser.
 */
export const defaultAdvertSeconds = 15;
export const advertTickMs = 1000;

/** The advert length in whole seconds. */
export function advertSeconds(): number {
  return defaultAdvertSeconds;
}
