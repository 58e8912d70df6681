import { useState } from 'react';

export interface ConfirmedDelete<T extends { id: number }> {
  /** The entry whose delete is running, if any. */
  deletingId: number | null;
  remove: (entry: T) => void;
}

interface DeleteTexts {
  confirm: string;
  deleted: string;
  failed: string;
}

/** Delete after the spec's confirmation, alerting the outcome; `onSettled` reloads the list either way. */
export function useConfirmedDelete<T extends { id: number }>(
  deleteById: (id: number) => Promise<unknown>,
  texts: DeleteTexts,
  onSettled: () => void,
): ConfirmedDelete<T> {
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const remove = (entry: T) => {
    if (!window.confirm(texts.confirm)) return;
    setDeletingId(entry.id);
    deleteById(entry.id)
      .then(
        () => {
          window.alert(texts.deleted);
        },
        () => {
          window.alert(texts.failed);
        },
      )
      .finally(() => {
        setDeletingId(null);
        onSettled();
      });
  };

  return { deletingId, remove };
}
