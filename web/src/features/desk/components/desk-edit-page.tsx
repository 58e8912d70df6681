import { useParams } from 'react-router-dom';

import { FormPage } from '../../../components/form-page';
import { useRequiredEventId } from '../../../lib/use-required-event-id';
import { deskTexts } from '../texts';
import { DeskEditor } from './desk-editor';

/** /desks/{id}/edit: needs the stored event id, then loads and edits the desk account. */
export function DeskEditPage() {
  const { id = '' } = useParams();
  const eventId = useRequiredEventId('/desks');
  return (
    <FormPage backTo="/desks" title={deskTexts.editTitle}>
      {eventId !== null && <DeskEditor key={id} id={id} eventId={eventId} />}
    </FormPage>
  );
}
