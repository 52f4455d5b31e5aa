/** 'No cuenta como intento: …': why a player's game will not become a graded attempt, for the player and the host. */
export const attemptNoteText = (note: string) => `No cuenta como intento: ${note}`;
