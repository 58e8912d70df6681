import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { FormPage } from '../form-page';
import { ResultMessage } from '../result-message';
import { useAsyncData } from '../../lib/hooks/use-async-data';
import { useRequiredEventId } from '../../lib/session/use-required-event-id';
import type { CatalogKind } from './catalog-kind';
import { useCatalogSave } from './use-catalog-save';

interface EditorProps<E extends { id: number }, F> {
  kind: CatalogKind<E, F>;
  id: string;
  eventId: number;
}

/** Loads entry `id` into the form and saves it; an entry that cannot be loaded is said so (or alerted). */
function CatalogEditor<E extends { id: number }, F>({ kind, id, eventId }: EditorProps<E, F>) {
  const { texts, Form } = kind;
  const navigate = useNavigate();
  const fetcher = useCallback(
    (signal: AbortSignal) => kind.calls.get(id, { eventId, signal }),
    [kind, id, eventId],
  );
  const { data: entry, error, loading } = useAsyncData(fetcher);
  const save = useCatalogSave(kind, { done: texts.updated, failed: texts.updateFailed });
  const leaving = useRef(false);

  useEffect(() => {
    if (!error || kind.announce !== 'alert' || leaving.current) return;
    leaving.current = true;
    window.alert(texts.loadFailed);
    void navigate(kind.path, { replace: true });
  }, [error, kind, texts, navigate]);

  if (loading || (!entry && kind.announce === 'alert')) return <p className="muted">{texts.editLoading}</p>;
  if (error || !entry) {
    return (
      <p className="message message-error" role="alert">
        {texts.loadFailed}
      </p>
    );
  }
  return (
    <>
      <Form
        mode="edit"
        initialValues={kind.formValuesOf(entry)}
        pending={save.pending}
        onSubmit={(values) => void save.submit(() => kind.calls.update(id, values, eventId))}
      />
      <ResultMessage message={save.message} />
    </>
  );
}

/** /booths/{id}/edit, /lectures/{id}/edit, /desks/{id}/edit: needs the stored event id, then the editor. */
export function CatalogEditPage<E extends { id: number }, F>({ kind }: { kind: CatalogKind<E, F> }) {
  const { id = '' } = useParams();
  const eventId = useRequiredEventId(kind.path);
  return (
    <FormPage backTo={kind.path} title={kind.texts.editTitle}>
      {eventId !== null && <CatalogEditor key={id} kind={kind} id={id} eventId={eventId} />}
    </FormPage>
  );
}
