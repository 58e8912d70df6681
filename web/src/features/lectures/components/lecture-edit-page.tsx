import { useParams } from 'react-router-dom';

import { useRequiredEventId } from '../../../lib/use-required-event-id';
import { lectureTexts } from '../texts';
import { LectureEditor } from './lecture-editor';
import { FormPage } from '../../../components/form-page';

/** /lectures/{id}/edit: needs the stored event id, then loads and edits the lecture. */
export function LectureEditPage() {
  const { id = '' } = useParams();
  const eventId = useRequiredEventId('/lectures');
  return (
    <FormPage backTo="/lectures" title={lectureTexts.editTitle}>
      {eventId !== null && <LectureEditor key={id} id={id} eventId={eventId} />}
    </FormPage>
  );
}
