import Box from '@mui/material/Box';

/**
 * The advert of the solve screen: a promotional card for Aula itself, drawn inline (no request, so it shows
 * offline too) and scaled to the screen.
 */
export function AdvertImage() {
  return (
    <Box
      component="svg"
      viewBox="0 0 600 400"
      role="img"
      aria-label="Anuncio: Aula Plus, tareas sin anuncios y notas al instante"
      sx={{ display: 'block', width: '100%', maxWidth: 560, height: 'auto', borderRadius: 3, boxShadow: 6 }}
    >
      <defs>
        <linearGradient id="aula-advert-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f5fa8" />
          <stop offset="1" stopColor="#3f8fdb" />
        </linearGradient>
      </defs>
      <rect width="600" height="400" rx="24" fill="url(#aula-advert-sky)" />
      <circle cx="520" cy="70" r="110" fill="#ffffff" opacity="0.08" />
      <circle cx="70" cy="360" r="90" fill="#ffffff" opacity="0.08" />

      {/* An open book with a check mark: the app's logo. */}
      <g transform="translate(48 52)">
        <rect width="76" height="76" rx="18" fill="#ffffff" />
        <path d="M14 24 q12 -6 24 0 v34 q-12 -6 -24 0 z M38 24 q12 -6 24 0 v34 q-12 -6 -24 0 z" fill="#1f5fa8" />
        <path d="M46 44 l6 6 l12 -14" stroke="#e0781f" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <text
        x="142"
        y="104"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
        fontSize="52"
        fontWeight="800"
        textLength="250"
        lengthAdjust="spacingAndGlyphs"
      >
        Aula Plus
      </text>

      <text
        x="48"
        y="180"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
        fontSize="28"
        fontWeight="700"
        textLength="300"
        lengthAdjust="spacingAndGlyphs"
      >
        Tareas sin anuncios
      </text>
      <text
        x="48"
        y="218"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
        fontSize="28"
        fontWeight="700"
        textLength="280"
        lengthAdjust="spacingAndGlyphs"
      >
        y notas al instante
      </text>
      <text x="48" y="252" fill="#dbe9fb" fontFamily="system-ui, sans-serif" fontSize="18" textLength="300" lengthAdjust="spacingAndGlyphs">
        Estudie con su grupo donde quiera.
      </text>

      <g transform="translate(48 296)">
        <rect width="300" height="56" rx="28" fill="#e0781f" />
        <text
          x="150"
          y="35"
          fill="#ffffff"
          fontFamily="system-ui, sans-serif"
          fontSize="20"
          fontWeight="700"
          textAnchor="middle"
          textLength="250"
          lengthAdjust="spacingAndGlyphs"
        >
          Pruébalo gratis 30 días
        </text>
      </g>

      {/* A graded card: what the student gets right after finishing. */}
      <g transform="translate(384 170)">
        <rect width="176" height="186" rx="18" fill="#ffffff" />
        <text x="88" y="44" fill="#5b6b80" fontFamily="system-ui, sans-serif" fontSize="16" textAnchor="middle">
          Nota total
        </text>
        <text x="88" y="92" fill="#1f5fa8" fontFamily="system-ui, sans-serif" fontSize="40" fontWeight="800" textAnchor="middle">
          100%
        </text>
        <path d="M40 124 h96" stroke="#e3e8f0" strokeWidth="8" strokeLinecap="round" />
        <path d="M40 146 h70" stroke="#e3e8f0" strokeWidth="8" strokeLinecap="round" />
        <circle cx="136" cy="146" r="14" fill="#2e7d32" />
        <path d="M129 146 l5 5 l9 -10" stroke="#ffffff" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </Box>
  );
}
