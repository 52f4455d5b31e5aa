import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useNotify } from '../../components/Notifier';
import { messageOf } from '../../relay/errors';
import type { CsvSeparator, GradebookDownloadsQuery, GradebookFileFormat } from '../../__generated__/GradebookDownloadsQuery.graphql';
import { bytesOfBase64, saveFile } from './saveFile';

const fileQuery = graphql`
  query GradebookDownloadsQuery($id: ID!, $format: GradebookFileFormat!, $separator: CsvSeparator) {
    node(id: $id) {
      ... on StudyGroup {
        gradebookFile(format: $format, separator: $separator) {
          fileName
          contentType
          base64
        }
      }
    }
  }
`;

/**
 * 'Descargar XLSX' and 'Descargar CSV': the server builds each file when asked (named after the group), and
 * 'CSV para Excel en español' asks for ';' between fields and decimal commas, what a Spanish spreadsheet reads.
 */
export function GradebookDownloads({ studyGroupId, disabled }: { studyGroupId: string; disabled: boolean }) {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [spanishCsv, setSpanishCsv] = useState(false);
  const [busy, setBusy] = useState<GradebookFileFormat | null>(null);

  const download = async (format: GradebookFileFormat) => {
    setBusy(format);
    try {
      const separator: CsvSeparator = spanishCsv ? 'SEMICOLON' : 'COMMA';
      const data = await fetchQuery<GradebookDownloadsQuery>(
        environment,
        fileQuery,
        { id: studyGroupId, format, separator },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const file = data?.node?.gradebookFile;
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
