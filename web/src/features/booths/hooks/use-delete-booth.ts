import { useState } from 'react';

import { deleteBooth } from '../api/delete-booth';
import { boothTexts } from '../texts';
import type { Booth } from '../types';

export interface DeleteBooth {
  /** The booth whose delete is running, if any. */
  deletingId: number | null;
  remove: (booth: Booth) => void;
}

/** Delete with the spec's confirmation and alerts; `onSettled` reloads the list either way. */
export function useDeleteBooth(onSettled: () => void): DeleteBooth {
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const remove = (booth: Booth) => {
    if (!window.confirm(boothTexts.confirmDelete)) return;
    setDeletingId(booth.id);
    deleteBooth(booth.id)
      .then(
        () => {
          window.alert(boothTexts.deleted);
        },
        () => {
          window.alert(boothTexts.deleteFailed);
        },
      )
      .finally(() => {
        setDeletingId(null);
        onSettled();
      });
  };

  return { deletingId, remove };
}
