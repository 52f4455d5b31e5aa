import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list of texts (a key's words, pairs, options), numbered when their order is what counts. */
export function TextList({ items, ordered = false }: { items: readonly ReactNode[]; ordered?: boolean }) {
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={{ m: 0, pl: 2.5 }}>
      {items.map((item, i) => (
        <li key={i}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{item}</Typography>
        </li>
      ))}
    </Box>
  );
}

/** A key in words, under its label ('Respuesta correcta', 'Orden correcto', …). */
export function KeyLines({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', borderLeft: 4, borderColor: 'success.main' }}
      role="group"
      aria-label={label}
    >
      <Typography variant="subtitle2">{label}</Typography>
      {children}
    </Box>
  );
}

/** Bold, underlined: what the student wrote or chose inside a sentence or list. */
export function Given({ children }: { children: ReactNode }) {
  return (
    <Box component="strong" sx={{ textDecoration: 'underline', textUnderlineOffset: '0.2em', overflowWrap: 'anywhere' }}>
      {children}
    </Box>
  );
}

export const noAnswer = <Typography color="text.secondary">Sin respuesta</Typography>;
