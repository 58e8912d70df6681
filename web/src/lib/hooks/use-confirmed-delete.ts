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

/** Who or what is about to be deleted, as the confirmation names it. */
export interface DeleteSubject {
  name: string;
  id: number;
}

/** The spec's question ('정말 삭제하시겠습니까?'), after the name and ID of what goes when there is one. */
export function deleteQuestion(question: string, subject?: DeleteSubject): string {
  return subject ? `${subject.name} (ID ${String(subject.id)}) — ${question}` : question;
}

/** Asks the delete confirmation (window.confirm); true: go ahead. */
export function confirmDelete(question: string, subject?: DeleteSubject): boolean {
  return window.confirm(deleteQuestion(question, subject));
}

/** Delete after the spec's confirmation, alerting the outcome; `onSettled` reloads the list either way. */
export function useConfirmedDelete<T extends { id: number }>(
  deleteById: (id: number) => Promise<unknown>,
  texts: DeleteTexts,
  onSettled: () => void,
): ConfirmedDelete<T> {
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const remove = (entry: T) => {
    if (!confirmDelete(texts.confirm)) return;
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
