import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/**
 * The solve screen's 'Pregunta N de M' heading. When the step changes ('Siguiente', 'Anterior') it takes the
 * focus, so keyboard and screen-reader users start at the new question instead of at <body>, and it is a
 * polite live region, so the new position is announced. The first render leaves the focus where it is.
 */
export function QuestionHeading({ step, total }: { step: number; total: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return (
    <Typography
      ref={heading}
      variant="h5"
      component="h1"
      tabIndex={-1}
      aria-live="polite"
      sx={{ mb: 2, fontWeight: 600, '&:focus': { outline: 'none' } }}
    >
      Pregunta {step + 1} de {total}
    </Typography>
  );
}
