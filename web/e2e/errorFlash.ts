import type { Page } from 'playwright-core';

// A message shown for a moment and gone ('Error del servidor' for ~170 ms before the success
// toast) never waits for a locator: a MutationObserver in the page notes every time the text appears.

declare global {
  interface Window {
    aulaSeenTexts?: string[];
  }
}

/** From now on, the page notes each time `text` appears in it, however briefly; `seen()` lists the sightings. */
export async function watchForText(page: Page, text: string) {
  await page.evaluate((watched) => {
    window.aulaSeenTexts = [];
    const check = () => {
      if (document.body.textContent?.includes(watched)) window.aulaSeenTexts!.push(new Date().toISOString());
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  }, text);
  return { seen: () => page.evaluate(() => window.aulaSeenTexts ?? []) };
}
