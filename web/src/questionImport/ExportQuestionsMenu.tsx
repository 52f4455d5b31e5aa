import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
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
      questionsExportSkipped(format: $format, ids: $ids, assignmentId: $assignmentId)
    }
  }
`;

/** What each format can hold, said under its name in the menu (before) and when questions are left out (after). */
const formatLimits: Partial<Record<KnownFormat, string>> = {
  AIKEN: 'solo opción múltiple con una respuesta y verdadero/falso',
};

/** 'N preguntas no se pueden exportar en Aiken (solo …)': never drop a question silently (QA2 N11). */
export function skippedMessage(skipped: number, format: KnownFormat): string {
  const label = questionFormats.find((option) => option.value === format)!.label;
  const limit = formatLimits[format];
  const which = skipped === 1 ? '1 pregunta no se puede exportar' : `${skipped} preguntas no se pueden exportar`;
  return `${which} en ${label}${limit ? ` (${limit})` : ''}`;
}

/**
 * 'Exportar': a menu of GIFT, Aiken and Moodle XML; the server writes the questions (the given ones, an
 * assignment's, or the whole bank) and the text is saved as preguntas.gift / .txt / .xml. The menu says what Aiken
 * holds, and a notice after the download says how many questions were left out.
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
      const skipped = data?.viewer?.questionsExportSkipped ?? 0;
      if (skipped > 0 && text.trim() === '') {
        notify.error(`${skippedMessage(skipped, format)}: no hay nada que exportar`, 'Error');
        return;
      }
      const { fileName, contentType } = questionFormats.find((option) => option.value === format)!;
      saveFile(new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>, fileName, contentType);
      if (skipped > 0) notify.info(`${skippedMessage(skipped, format)}; se exportaron las demás`, 'Aviso');
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
            <ListItemText primary={label} secondary={formatLimits[value] ? `Admite ${formatLimits[value]}` : undefined} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
