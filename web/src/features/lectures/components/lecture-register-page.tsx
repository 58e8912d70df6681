import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { isApiError } from '../../../lib/api-client';
import { createLecture } from '../api/create-lecture';
import { useRequiredEventId } from '../../../lib/use-required-event-id';
import { lectureTexts } from '../texts';
import type { LectureFields } from '@expo/contract/lectures';
import { EMPTY_LECTURE, LectureForm } from './lecture-form';
import { FormPage } from '../../../components/form-page';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';

/** /lectures/register: alerts '✅ 등록 완료!' and goes back to /lectures. */
export function LectureRegisterPage() {
  const eventId = useRequiredEventId('/lectures');
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);

  const handleSubmit = async (values: LectureFields) => {
    if (eventId === null) return;
    setPending(true);
    setMessage(null);
    try {
      await createLecture(values, eventId);
    } catch (error) {
      const text = lectureTexts.registerFailed(isApiError(error) ? error.message : String(error));
      setMessage({ kind: 'error', text });
      setPending(false);
      window.alert(text);
      return;
    }
    window.alert(lectureTexts.registered);
    void navigate('/lectures');
  };

  return (
    <FormPage backTo="/lectures" title={lectureTexts.registerTitle}>
      {eventId !== null && (
        <LectureForm
          mode="register"
          initialValues={EMPTY_LECTURE}
          pending={pending}
          onSubmit={(values) => void handleSubmit(values)}
        />
      )}
      <ResultMessage message={message} />
    </FormPage>
  );
}
