/**
 * Kahoot's four tiles: each a colour and a shape, so that an option is told apart without its colour. The projector
 * and the phones give an option the same tile (by its index), so a player finds on the phone what the board shows; a
 * tile's colour goes with the option's place, never with right or wrong (a green 'Verdadero' would hint at the key).
 */
const tileStyles = [
  { shape: '▲', color: '#b71c1c' },
  { shape: '◆', color: '#0d47a1' },
  { shape: '●', color: '#7a4f01' },
  { shape: '■', color: '#1b5e20' },
] as const;

export const tileStyleAt = (index: number) => tileStyles[index % tileStyles.length]!;
