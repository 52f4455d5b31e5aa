import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useNotify } from './Notifier';
import { messageOf } from '../relay/errors';
import { bytesOfBase64, saveFile } from '../lib/saveFile';

export type SpreadsheetFormat = 'XLSX' | 'CSV';
export type SpreadsheetSeparator = 'COMMA' | 'SEMICOLON';

/** A file the server built (GradebookFile): its bytes travel base64-encoded. */
export interface SpreadsheetFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly base64: string;
}

/**
 * 'Descargar XLSX' and 'Descargar CSV' of a spreadsheet the server builds when asked (the gradebook, the
 * statistics); 'CSV para Excel en español' asks for ';' between fields and decimal commas, what a Spanish
 * spreadsheet reads. `fetchFile` runs the screen's own query for the file.
 */
export function SpreadsheetDownloads({
  fetchFile,
  disabled,
}: {
  fetchFile: (format: SpreadsheetFormat, separator: SpreadsheetSeparator) => Promise<SpreadsheetFile | null | undefined>;
  disabled: boolean;
}) {
  const notify = useNotify();
  const [spanishCsv, setSpanishCsv] = useState(false);
  const [busy, setBusy] = useState<SpreadsheetFormat | null>(null);

  const download = async (format: SpreadsheetFormat) => {
    setBusy(format);
    try {
      const file = await fetchFile(format, spanishCsv ? 'SEMICOLON' : 'COMMA');
      if (!file) throw new Error('No se pudo preparar el archivo');
      saveFile(bytesOfBase64(file.base64), file.fileName, file.contentType);
    } catch (error) {
      notify.error(messageOf(error), 'Error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download('XLSX')} disabled={disabled || busy !== null}>
        Descargar XLSX
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download('CSV')} disabled={disabled || busy !== null}>
        Descargar CSV
      </Button>
      <FormControlLabel
        control={<Checkbox checked={spanishCsv} onChange={(event) => setSpanishCsv(event.target.checked)} />}
        label="CSV para Excel en español (; y coma decimal)"
      />
    </Box>
  );
}
