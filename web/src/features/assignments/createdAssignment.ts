/**
 * The id of the assignment just created, kept on the client. The create screen stores it before
 * replacing itself with the edit screen, which then opens the 'Añadir pregunta(s)' dialog once. Kept in memory
 * only, so going back to the edit screen or reloading it does not open the dialog again.
 */
let justCreated: string | null = null;

export function rememberCreatedAssignment(id: string) {
  justCreated = id;
}

/** True (once) when `id` is the assignment just created. */
export function takeCreatedAssignment(id: string): boolean {
  if (justCreated !== id) return false;
  justCreated = null;
  return true;
}
