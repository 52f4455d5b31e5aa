// Text helpers the formats share.

/** How a problem names a question: «its name», or «the start of its text…». */
export function questionLabel(name: string | undefined, text: string): string {
  if (name) return `«${name}»`;
  const words = text.replace(/\s+/g, ' ').trim();
  return `«${words.length > 60 ? `${words.slice(0, 60)}…` : words}»`;
}
