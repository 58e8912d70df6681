import { useState } from 'react';

import { deleteLecture } from '../api/delete-lecture';
import { lectureTexts } from '../texts';
import type { Lecture } from '../types';

export interface DeleteLecture {
  /** The lecture whose delete is running, if any. */
  deletingId: number | null;
  remove: (lecture: Lecture) => void;
}

/** Delete with the spec's confirmation and alerts; `onSettled` reloads the list either way. */
export function useDeleteLecture(onSettled: () => void): DeleteLecture {
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const remove = (lecture: Lecture) => {
    if (!window.confirm(lectureTexts.confirmDelete)) return;
    setDeletingId(lecture.id);
    deleteLecture(lecture.id)
      .then(
        () => {
          window.alert(lectureTexts.deleted);
        },
        () => {
          window.alert(lectureTexts.deleteFailed);
        },
      )
      .finally(() => {
        setDeletingId(null);
        onSettled();
      });
  };

  return { deletingId, remove };
}
