import { useParams } from 'react-router-dom';

import { useRequiredEventId } from '../../../lib/use-required-event-id';
import { boothTexts } from '../texts';
import { BoothEditor } from './booth-editor';
import { FormPage } from '../../../components/form-page';

/** /booths/{id}/edit: needs the stored event id, then loads and edits the booth. */
export function BoothEditPage() {
  const { id = '' } = useParams();
  const eventId = useRequiredEventId('/booths');
  return (
    <FormPage backTo="/booths" title={boothTexts.editTitle}>
      {eventId !== null && <BoothEditor key={id} id={id} eventId={eventId} />}
    </FormPage>
  );
}
