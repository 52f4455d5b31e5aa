import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router-dom';

/** The frame of /login and /register: the brand above a centered card, readable on a phone. */
export function Component() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Box sx={{ width: '100%', maxWidth: 460 }}>
        <Typography variant="h4" component="p" align="center" color="primary" sx={{ fontWeight: 700, mb: 2 }}>
          Aula
        </Typography>
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }} elevation={2}>
          <Outlet />
        </Paper>
      </Box>
    </Box>
  );
}
