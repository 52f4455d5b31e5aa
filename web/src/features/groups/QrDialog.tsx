import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

interface QrDialogProps {
  open: boolean;
  groupName: string;
  code: string;
  link: string;
  onClose(): void;
}

/** Quiet zone around the code, in modules (the standard asks for 4). */
const margin = 4;

/**
 * The join link's QR code as one SVG path of its dark modules. The library (qrcode) loads only when the dialog
 * opens: it is a chunk of its own.
 */
function useQrPath(link: string, open: boolean) {
  const [qr, setQr] = useState<{ link: string; size: number; path: string } | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(link, { errorCorrectionLevel: 'M' });
      let path = '';
      for (let row = 0; row < modules.size; row++)
        for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
      if (current) setQr({ link, size: modules.size + 2 * margin, path });
    });
    return () => {
      current = false;
    };
  }, [link, open]);
  return qr?.link === link ? qr : null;
}

/** A large QR code of the group's join link, to project in class, with the code and the link written under it. */
export function QrDialog({ open, groupName, code, link, onClose }: QrDialogProps) {
  const qr = useQrPath(link, open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="qr-dialog-title">
      <DialogTitle id="qr-dialog-title">Unirse a «{groupName}»</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Escanee el código con la cámara del teléfono para unirse al grupo.
        </Typography>
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          {!qr && <CircularProgress aria-label="Generando el código QR" />}
          {qr && (
            <Box
              component="svg"
              viewBox={`0 0 ${qr.size} ${qr.size}`}
              role="img"
              aria-label={`Código QR del enlace para unirse a ${groupName}`}
              data-testid="join-qr"
              shapeRendering="crispEdges"
              sx={{ width: 'min(60vh, 100%)', maxWidth: 520, height: 'auto', aspectRatio: '1', bgcolor: '#fff', display: 'block' }}
            >
              <path d={qr.path} fill="#000" />
            </Box>
          )}
        </Box>
        <Typography variant="h4" component="p" sx={{ fontFamily: 'monospace', letterSpacing: '0.1em', mt: 2 }}>
          {code}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{link}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
