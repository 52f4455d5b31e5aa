import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/PageTitle';

export function Component() {
  return (
    <>
      <PageTitle>Modo Libre</PageTitle>
      <Typography color="text.secondary">Pronto podrá practicar aquí a su ritmo, sin tareas asignadas.</Typography>
    </>
  );
}
