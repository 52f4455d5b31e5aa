import Chip from '@mui/material/Chip';

/** The teacher's words for an assignment's status. */
export const statusLabels: Record<string, string> = { DRAFT: 'Borrador', SCHEDULED: 'Programada', PUBLISHED: 'Publicada' };

/** 'Borrador', 'Programada' or 'Publicada', each in its own colour (outlined: dark text on white, readable). */
export function StatusChip({ status }: { status: string }) {
  const color = status === 'PUBLISHED' ? 'success' : status === 'SCHEDULED' ? 'primary' : 'default';
  return <Chip size="small" variant="outlined" color={color} label={statusLabels[status] ?? status} />;
}
