import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

/** Aula's look: calm blue, rounded cards, Spanish texts for MUI's built-in labels. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1f5fa8' },
      secondary: { main: '#e0781f' },
      background: { default: '#f5f7fb' },
    },
    shape: { borderRadius: 10 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', button: { textTransform: 'none' } },
    components: {
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // A subtitle is a label ('Respuesta'), not a heading: MUI would make it an h6 and break the headings' order.
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
    },
  },
  esES,
);
