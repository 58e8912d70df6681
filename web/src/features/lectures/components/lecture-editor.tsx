import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useAsyncData } from '../../../lib/use-async-data';
import { getLecture } from '../api/get-lecture';
import { updateLecture } from '../api/update-lecture';
import { lectureTexts } from '../texts';
import type { Lecture, LectureFields } from '@expo/contract/lectures';
import { LectureForm } from './lecture-form';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';

function formValuesOf({ title, instructor, date, time, location, capacity }: Lecture): LectureFields {
  return { title, instructor, date, time, location, capacity };
}

/** Loads lecture `id` into the form ('조회 실패' → back to /lectures) and saves it ('수정 완료!' → /lectures). */
export function LectureEditor({ id, eventId }: { id: string; eventId: number }) {
  const navigate = useNavigate();
  const fetcher = useCallback((signal: AbortSignal) => getLecture(id, signal), [id]);
  const { data: lecture, error, loading } = useAsyncData(fetcher);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!error || leaving.current) return;
    leaving.current = true;
    window.alert(lectureTexts.loadFailed);
    void navigate('/lectures', { replace: true });
  }, [error, navigate]);

  const handleSubmit = async (values: LectureFields) => {
    setPending(true);
    setMessage(null);
    try {
      await updateLecture(id, values, eventId);
    } catch {
      setMessage({ kind: 'error', text: lectureTexts.updateFailed });
      setPending(false);
      window.alert(lectureTexts.updateFailed);
      return;
    }
    window.alert(lectureTexts.updated);
    void navigate('/lectures');
  };

  if (loading || !lecture) return <p className="muted">{lectureTexts.editLoading}</p>;
  return (
    <>
      <LectureForm
        mode="edit"
        initialValues={formValuesOf(lecture)}
        pending={pending}
        onSubmit={(values) => void handleSubmit(values)}
      />
      <ResultMessage message={message} />
    </>
  );
}
