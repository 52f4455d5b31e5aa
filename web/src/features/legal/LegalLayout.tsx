import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routes/paths';

/** A heading and what it says: paragraphs, and a list when given. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/**
 * The frame of /terminos and /privacidad, open to anyone: the brand, then the text in short sections, in a
 * column narrow enough to read on a phone; at the end the way back and to the other page.
 */
export function LegalLayout({ title, intro, sections, other }: { title: string; intro: string; sections: LegalSection[]; other: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', p: 2 }}>
      <Box sx={{ width: '100%', maxWidth: 760 }}>
        <Typography variant="h4" component="p" align="center" color="primary" sx={{ fontWeight: 700, mb: 2 }}>
          Aula
        </Typography>
        <Paper component="article" sx={{ p: { xs: 2.5, sm: 4 } }} elevation={2}>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography>{intro}</Typography>
          {sections.map((section) => (
            <Box component="section" key={section.heading} sx={{ mt: 3 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {section.heading}
              </Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 1 }}>
                  {paragraph}
                </Typography>
              ))}
              {section.items && (
                <Box component="ul" sx={{ pl: 3, my: 1 }}>
                  {section.items.map((item) => (
                    <Typography component="li" key={item} sx={{ mb: 0.5 }}>
                      {item}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
          <Box component="nav" aria-label="Más" sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            <Link component={RouterLink} to={paths.home.href()}>
              Volver a Aula
            </Link>
            {other}
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
