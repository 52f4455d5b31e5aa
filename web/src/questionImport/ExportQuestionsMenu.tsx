import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useNotify } from '../components/Notifier';
import { messageOf } from '../relay/errors';
import type { ExportQuestionsMenuQuery } from '../__generated__/ExportQuestionsMenuQuery.graphql';
import { saveFile } from '../lib/saveFile';
import { questionFormats, type KnownFormat } from './guessFormat';

const exportQuery = graphql`
  query ExportQuestionsMenuQuery($format: QuestionFormat!, $ids: [ID!], $assignmentId: ID) {
    viewer {
      questionsExport(format: $format, ids: $ids, assignmentId: $assignmentId)
    }
  }
`;

/**
 * 'Exportar': a menu of GIFT, Aiken and Moodle XML; the server writes the questions (the given ones, an
 * assignment's, or the whole bank) and the text is saved as preguntas.gift / .txt / .xml.
 */
export function ExportQuestionsMenu({ ids = null, assignmentId = null }: { ids?: readonly string[] | null; assignmentId?: string | null }) {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async (format: KnownFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      const data = await fetchQuery<ExportQuestionsMenuQuery>(
        environment,
        exportQuery,
        { format, ids: ids ? [...ids] : null, assignmentId },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const text = data?.viewer?.questionsExport;
      if (text == null) throw new Error('No se pudo preparar el archivo');
      const { fileName, contentType } = questionFormats.find((option) => option.value === format)!;
      saveFile(new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>, fileName, contentType);
    } catch (error) {
      notify.error(messageOf(error), 'Error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        loading={busy}
      >
        Exportar
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {questionFormats.map(({ value, label }) => (
          <MenuItem key={value} onClick={() => void download(value)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
