import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { DataSectionExportQuery } from '../../__generated__/DataSectionExportQuery.graphql';
import { useNotify } from '../../components/Notifier';
import { saveFile } from '../../lib/saveFile';
import { messageOf } from '../../relay/errors';
import { DeleteAccountDialog } from './DeleteAccountDialog';

// Asked only when the button is pressed: the document can be large, and no one reads it on the screen.
const exportQuery = graphql`
  query DataSectionExportQuery {
    viewer {
      dataExport
    }
  }
`;

/**
 * 'Sus datos': what data-protection law gives every user. 'Descargar mis datos' saves everything Aula holds about
 * the viewer as one JSON file; 'Eliminar cuenta' opens the dialog that explains and confirms it.
 */
export function DataSection({ username }: { username: string }) {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const data = await fetchQuery<DataSectionExportQuery>(environment, exportQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
      if (!data?.viewer) throw new Error('No se pudieron preparar sus datos');
      saveFile(new TextEncoder().encode(data.viewer.dataExport), `aula-mis-datos-${username}.json`, 'application/json');
    } catch (error) {
      notify.error(messageOf(error), 'Error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Puede descargar todo lo que Aula guarda sobre usted (cuenta, perfil, grupos, preguntas, intentos con sus respuestas y avisos) en un archivo
        JSON, o eliminar su cuenta.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Preparando sus datos...' : 'Descargar mis datos'}
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteForeverOutlinedIcon />} onClick={() => setDeleting(true)}>
          Eliminar cuenta
        </Button>
      </Box>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}
