import { readToken } from '../session/storage';

/**
 * Every page arrives painted (build/routePages.ts): /login and /register prerendered, whose form takes typing
 * before any script has run, the others with the shell's frame. For an anonymous visitor the app then renders
 * beside it, outside the document, and takes its place once the router has rendered the first screen (takeOver,
 * from the root route's first layout effect): in one frame, so nothing shifts, carrying over what the visitor
 * typed and where the focus was.
 */
const page = document.getElementById('root')!;
let waiting: HTMLElement | null = null;
/** Where React renders: #root, or while a prerendered screen shows, a container that replaces it later. */
export function appContainer(): HTMLElement {
  if (!page.hasAttribute('data-prerendered')) return page;
  // With a stored token the app starts in place: its first render, the spinner shown while the session is
  // verified, replaces what the page arrived with (a logged-in visitor on /login is going to /groups anyway).
  if (readToken()) {
    page.removeAttribute('data-prerendered');
    return page;
  }
  waiting = document.createElement('div');
  return waiting;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

const changed = (field: Field) =>
  field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;

/** Gives the app's field the prerendered one's value as typing would, so React (and Formik) take it in. */
function carry(from: Field, to: Field) {
  if (to instanceof HTMLInputElement && to.type === 'checkbox') {
    if (to.checked !== (from as HTMLInputElement).checked) to.click();
    return;
  }
  // React ignores an input event when the value equals the one it last saw: the prototype's setter goes around
  // its tracking, as the browser's own typing does.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to) as object, 'value')!.set!.call(to, from.value);
  to.dispatchEvent(new Event('input', { bubbles: true }));
}

export function takeOver() {
  const app = waiting;
  if (!app) return;
  waiting = null;
  const counterpart = (field: Field) =>
    app.querySelector<Field>(`input[name="${CSS.escape(field.name)}"], textarea[name="${CSS.escape(field.name)}"]`);
  const fields = [...page.querySelectorAll<Field>('input[name], textarea[name]')];
  const focused = fields.find((field) => field === document.activeElement);
  const sendRequested = page.querySelector('form[data-send-requested]') !== null;
  page.replaceChildren(app);
  page.removeAttribute('data-prerendered');
  for (const field of fields.filter(changed)) {
    const to = counterpart(field);
    if (to) carry(field, to);
  }
  // A send held before the app was there (holdSending.ts), made once the values above are in the form's state.
  if (sendRequested) setTimeout(() => app.querySelector('form')?.requestSubmit());
  const refocus = focused && counterpart(focused);
  if (!refocus) return;
  refocus.focus();
  try {
    refocus.setSelectionRange(focused.selectionStart, focused.selectionEnd, focused.selectionDirection ?? undefined);
  } catch {
    // e-mail fields have no selection to restore
  }
}
