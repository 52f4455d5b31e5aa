import { useCallback, useState } from 'react';
import type { SharedDraft } from '../../questionKinds/kind';

/** What the page knows of the form on screen: its shared fields and whether it holds unsaved changes. */
export function useQuestionDraft() {
  const [draft, setDraft] = useState<SharedDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const onDraftChange = useCallback((next: SharedDraft, isDirty: boolean) => {
    setDraft(next);
    setDirty(isDirty);
  }, []);
  const reset = useCallback(() => {
    setDraft(null);
    setDirty(false);
  }, []);
  return { draft, dirty, onDraftChange, reset };
}
