import { useParams } from 'react-router-dom';

import { useRequiredEventId } from '../../../lib/use-required-event-id';
import { boothTexts } from '../texts';
import { BoothEditor } from './booth-editor';
import { BoothFormPage } from './booth-form-page';

/** /booths/{id}/edit: needs the stored event id, then loads and edits the booth. */
export function BoothEditPage() {
  const { id = '' } = useParams();
  const eventId = useRequiredEventId('/booths');
  return (
    <BoothFormPage title={boothTexts.editTitle}>
      {eventId !== null && <BoothEditor key={id} id={id} eventId={eventId} />}
    </BoothFormPage>
  );
}
