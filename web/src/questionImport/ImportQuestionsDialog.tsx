import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useRef, useState, type DragEvent } from 'react';
import { useNotify } from '../components/Notifier';
import { useSession } from '../session/SessionProvider';
import { saveScratch } from '../session/storage';
import { DiscardImportDialog, draftName, readDraft, useBackCloses, useKeptDraft } from './importDraft';
import { PractisedKeysDialog, practisedKeysReason } from '../questionKinds/PractisedKeysDialog';
import { messageOf } from '../relay/errors';
import { watchUpload } from '../relay/network';
import type { useImportQuestionsMutation$data } from '../__generated__/useImportQuestionsMutation.graphql';
import { guessFormat, maxImportBytes, questionFormats, tooLargeMessage, type KnownFormat } from './guessFormat';
import { ImportPreviewTable, ImportProblems } from './ImportPreview';
import { readFileText } from './readFile';
import { useImportQuestionsMutation, type ImportSource } from './useImportQuestionsMutation';

type Preview = useImportQuestionsMutation$data['importQuestions'];

/** 'Importar 1 pregunta' / 'Importar N preguntas'. */
export const importLabel = (count: number) => `Importar ${count} ${count === 1 ? 'pregunta' : 'preguntas'}`;

/** 'Se importó 1 pregunta' / 'Se importaron N preguntas'. */
const importedText = (count: number) => (count === 1 ? 'Se importó 1 pregunta' : `Se importaron ${count} preguntas`);

interface Props {
  open: boolean;
  onClose(): void;
  /** Opened from an assignment's 'Añadir pregunta(s)': the questions are also added to it. */
  assignmentId?: string | null;
  /** After a successful import (the dialog closes itself too). */
  onImported?(count: number): void;
}

/**
 * 'Importar preguntas': a file dropped or chosen (or text pasted), its format guessed (and changeable), then 'Revisar'
 * asks the server for a dry run: the preview table and the problems with their lines, errors apart from warnings.
 * 'Importar N preguntas' (off while an error remains) creates them all, into the bank and, from an assignment, into it.
 * Full screen on a phone. What the teacher pasted is kept (per tab and user) until it is imported or discarded: closing
 * with text, a file or a preview asks '¿Descartar la importación?', and the browser's Back closes the dialog (it has a
 * history entry of its own) instead of leaving the page.
 */
export default function ImportQuestionsDialog({ open, onClose, assignmentId = null, onImported }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const userId = useSession().user?.id;
  const [run, isRunning] = useImportQuestionsMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState(() => readDraft(userId)?.text ?? '');
  const [format, setFormat] = useState<KnownFormat>(() => readDraft(userId)?.format ?? 'GIFT');
  const [askDiscard, setAskDiscard] = useState(false);
  const [readPercent, setReadPercent] = useState<number | null>(null);
  const [sentPercent, setSentPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [dragging, setDragging] = useState(false);
  // Into a graded assignment, questions whose solutions students saw in Modo Libre: the server's reason, asked about;
  // once the teacher agrees, this source is sent with confirmPractisedKeys (dry run and import alike).
  const [practisedReason, setPractisedReason] = useState<string | null>(null);
  const [confirmedKeys, setConfirmedKeys] = useState(false);
  const retry = useRef<((confirm: boolean) => Promise<void>) | null>(null);

  const source: ImportSource | null = file ? { file } : text.trim() ? { text } : null;
  const blocking = preview ? preview.problems.some((problem) => !problem.warning) : true;
  const count = preview?.questions.length ?? 0;

  useKeptDraft(userId, text, format);

  const reset = () => {
    setConfirmedKeys(false);
    setFile(null);
    setText('');
    setPreview(null);
    setError(null);
    setReadPercent(null);
    saveScratch(userId, draftName, null);
  };
  const close = () => {
    if (isRunning) return;
    setAskDiscard(false);
    reset();
    onClose();
  };
  const hasWork = Boolean(file || text.trim() || preview);
  /** Escape, 'Cancelar' or Back: with something pasted, chosen or previewed, ask first. */
  const requestClose = () => {
    if (isRunning) return;
    if (hasWork) setAskDiscard(true);
    else close();
  };

  useBackCloses(open, requestClose);

  const chooseFile = async (chosen: File | null) => {
    setConfirmedKeys(false);
    setPreview(null);
    setError(null);
    if (!chosen) return;
    if (chosen.size > maxImportBytes) {
      setFile(null);
      setError(tooLargeMessage(chosen.size));
      return;
    }
    setFile(chosen);
    setText('');
    // Read here for the format (large files show how far it got); the file itself is what is sent.
    setReadPercent(0);
    try {
      const content = await readFileText(chosen, setReadPercent);
      const guessed = guessFormat(chosen.name, content);
      if (guessed) setFormat(guessed);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setReadPercent(null);
    }
  };

  const onPaste = (value: string) => {
    setConfirmedKeys(false);
    setText(value);
    setFile(null);
    setPreview(null);
    setError(null);
    const guessed = guessFormat(null, value);
    if (guessed) setFormat(guessed);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void chooseFile(event.dataTransfer.files[0] ?? null);
  };

  /** The mutation, with the file's upload heard for the progress bar. */
  const send = async (dryRun: boolean, confirmPractisedKeys: boolean) => {
    if (!source) throw new Error('Nada que importar');
    setSentPercent(null);
    const stop = 'file' in source ? watchUpload(source.file, setSentPercent) : () => undefined;
    try {
      return await run(format, source, { dryRun, assignmentId, confirmPractisedKeys });
    } finally {
      stop();
      setSentPercent(null);
    }
  };

  /** A refusal: the practised keys' one asks the teacher (and `again` runs once they agree); any other is shown. */
  const refused = (failure: unknown, again: (confirm: boolean) => Promise<void>) => {
    const reason = practisedKeysReason(failure);
    if (reason) {
      retry.current = again;
      setPractisedReason(reason);
    } else {
      setError(messageOf(failure));
    }
  };

  const review = async (confirm = confirmedKeys) => {
    if (!source) return;
    setError(null);
    try {
      const result = await send(true, confirm);
      setPreview(result.importQuestions);
    } catch (failure) {
      refused(failure, review);
    }
  };

  const importAll = async (confirm = confirmedKeys) => {
    if (!source || blocking) return;
    setError(null);
    try {
      const result = await send(false, confirm);
      const { imported, problems } = result.importQuestions;
      if (problems.some((problem) => !problem.warning)) {
        // The file changed meanwhile or the server found more: show it, nothing was created.
        setPreview(result.importQuestions);
        return;
      }
      notify.success(importedText(imported), 'Preguntas importadas');
      onImported?.(imported);
      reset();
      onClose();
    } catch (failure) {
      refused(failure, importAll);
    }
  };

  const confirmPractisedKeys = () => {
    setPractisedReason(null);
    setConfirmedKeys(true);
    void retry.current?.(true);
  };

  return (
    <Dialog open={open} onClose={requestClose} aria-labelledby="import-questions-title" fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id="import-questions-title">Importar preguntas</DialogTitle>
      {/* The preview scrolls and holds nothing focusable: the region itself takes the focus, so a keyboard scrolls it. */}
      <DialogContent
        dividers
        tabIndex={preview ? 0 : undefined}
        role={preview ? 'region' : undefined}
        aria-label={preview ? 'Vista previa de la importación' : undefined}
      >
        {!preview ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Suba un archivo GIFT, Aiken o Moodle XML (hasta 2 MiB y 1000 preguntas), o pegue su texto. Antes de crear nada verá lo que se va a
              importar.
            </Typography>
            <Box
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: dragging ? 'primary.main' : 'divider',
                borderRadius: 1,
                p: 2,
                mb: 2,
                textAlign: 'center',
                bgcolor: dragging ? 'action.hover' : undefined,
              }}
            >
              <Typography sx={{ mb: 1 }}>Arrastre aquí el archivo o</Typography>
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()} disabled={isRunning}>
                Elegir archivo
              </Button>
              <input
                ref={fileInput}
                hidden
                type="file"
                aria-label="Archivo de preguntas"
                accept=".gift,.txt,.xml,text/plain,application/xml,text/xml"
                onChange={(event) => {
                  void chooseFile(event.currentTarget.files?.[0] ?? null);
                  event.currentTarget.value = '';
                }}
              />
              {file && (
                <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {`Archivo: ${file.name}`}
                </Typography>
              )}
              {readPercent !== null && <LinearProgress variant="determinate" value={readPercent} aria-label="Leyendo el archivo" sx={{ mt: 1 }} />}
            </Box>
            <TextField
              label="O pegue el texto"
              multiline
              minRows={4}
              maxRows={12}
              fullWidth
              value={text}
              onChange={(event) => onPaste(event.target.value)}
              disabled={isRunning}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <TextField
              select
              label="Formato"
              value={format}
              onChange={(event) => setFormat(event.target.value as KnownFormat)}
              sx={{ mt: 2, minWidth: 200 }}
              disabled={isRunning}
            >
              {questionFormats.map(({ value, label }) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          </>
        ) : (
          <>
            <Typography sx={{ mb: 2 }} role="status">
              {count === 1 ? 'Se encontró 1 pregunta.' : `Se encontraron ${count} preguntas.`}
            </Typography>
            <ImportProblems problems={preview.problems} pasted={!file} />
            <ImportPreviewTable questions={preview.questions} pasted={!file} />
          </>
        )}
        {isRunning && (
          <LinearProgress
            variant={sentPercent !== null && sentPercent < 100 ? 'determinate' : 'indeterminate'}
            value={sentPercent ?? 0}
            aria-label={sentPercent !== null && sentPercent < 100 ? 'Enviando el archivo' : preview ? 'Importando' : 'Leyendo las preguntas'}
            sx={{ mt: 2 }}
          />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={requestClose} disabled={isRunning}>
          Cancelar
        </Button>
        {preview ? (
          <>
            <Button onClick={() => setPreview(null)} disabled={isRunning}>
              Volver
            </Button>
            <Button variant="contained" onClick={() => void importAll()} disabled={isRunning || blocking || count === 0}>
              {importLabel(count)}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => void review()} disabled={isRunning || !source || readPercent !== null}>
            Revisar
          </Button>
        )}
      </DialogActions>
      <DiscardImportDialog open={askDiscard} onDiscard={close} onKeep={() => setAskDiscard(false)} />
      <PractisedKeysDialog reason={practisedReason} busy={isRunning} onConfirm={confirmPractisedKeys} onClose={() => setPractisedReason(null)} />
    </Dialog>
  );
}
