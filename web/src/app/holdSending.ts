/**
 * Run by the page's first script (main.tsx), long before the app: the prerendered form's submit button, off
 * without scripts, is turned on, and a send asked for meanwhile (a click, Enter in a field) is held and marked
 * on the form, for the app's form to make once it has taken over (prerendered.ts). No imports: the entry stays
 * small.
 */
export function holdSending() {
  const page = document.getElementById('root');
  const form = page?.hasAttribute('data-prerendered') ? page.querySelector('form') : null;
  if (!form) return;
  for (const button of form.querySelectorAll('button[type="submit"]')) {
    button.removeAttribute('disabled');
    button.classList.remove('Mui-disabled');
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.setAttribute('data-send-requested', '');
  });
}
