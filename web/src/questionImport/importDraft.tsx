import { useEffect, useRef } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { readScratch, saveScratch } from '../session/storage';
import { questionFormats, type KnownFormat } from './guessFormat';

/** The pasted text and its format, kept for this tab and user (session/storage: gone at logout). */
export const draftName = 'importQuestions';
export interface ImportDraft {
  text: string;
  format: KnownFormat;
}
export function readDraft(userId: string | undefined): ImportDraft | null {
  try {
    const draft = JSON.parse(readScratch(userId, draftName) ?? 'null') as ImportDraft | null;
    return draft && typeof draft.text === 'string' && questionFormats.some((option) => option.value === draft.format) ? draft : null;
  } catch {
    return null;
  }
}

/**
 * The browser's Back (a phone's back button) while a dialog is open calls `requestClose` instead of leaving the page:
 * the dialog has a history entry of its own (same address), taken back when it closes otherwise.
 */
export function useBackCloses(open: boolean, requestClose: () => void) {
  const requestCloseRef = useRef(requestClose);
  requestCloseRef.current = requestClose;
  const historyActive = useRef(false);
  useEffect(() => {
    if (!open) return;
    historyActive.current = true;
    const ours = (window.history.state as { aulaDialog?: boolean } | null)?.aulaDialog === true;
    if (!ours) window.history.pushState({ ...(window.history.state as object | null), aulaDialog: true }, '');
    const onPop = () => {
      // The entry comes back at once: closing takes it away again, and while '¿Descartar?' is asked Back asks again.
      window.history.pushState({ ...(window.history.state as object | null), aulaDialog: true }, '');
      requestCloseRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      historyActive.current = false;
      // Closed otherwise: its entry goes (after a tick, so a remount keeps it).
      setTimeout(() => {
        if (!historyActive.current && (window.history.state as { aulaDialog?: boolean } | null)?.aulaDialog) window.history.back();
      }, 0);
    };
  }, [open]);
}

/** The pasted text survives closing the dialog, leaving the page or a reload (never a logout): kept as it changes. */
export function useKeptDraft(userId: string | undefined, text: string, format: KnownFormat) {
  useEffect(() => {
    saveScratch(userId, draftName, text.trim() ? JSON.stringify({ text, format } satisfies ImportDraft) : null);
  }, [userId, text, format]);
}

/** '¿Descartar la importación?', asked before closing with something pasted, chosen or previewed. */
export function DiscardImportDialog({ open, onDiscard, onKeep }: { open: boolean; onDiscard(): void; onKeep(): void }) {
  return (
    <ConfirmDialog
      open={open}
      title="¿Descartar la importación?"
      message="Se perderá el texto pegado, el archivo elegido y la vista previa."
      confirmLabel="Descartar"
      cancelLabel="Seguir importando"
      destructive
      onConfirm={onDiscard}
      onClose={onKeep}
    />
  );
}
