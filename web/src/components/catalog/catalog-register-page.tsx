import { FormPage } from '../form-page';
import { ResultMessage } from '../result-message';
import { useRequiredEventId } from '../../lib/session/use-required-event-id';
import type { CatalogKind } from './catalog-kind';
import { useCatalogSave } from './use-catalog-save';

/** /booths/register, /lectures/register, /desks/register: a new entry, then back to the list. */
export function CatalogRegisterPage<E extends { id: number }, F>({ kind }: { kind: CatalogKind<E, F> }) {
  const { texts, Form } = kind;
  const eventId = useRequiredEventId(kind.path);
  const save = useCatalogSave(kind, { done: texts.registered, failed: texts.registerFailed });

  return (
    <FormPage backTo={kind.path} title={texts.registerTitle}>
      {eventId !== null && (
        <Form
          mode="register"
          initialValues={kind.empty}
          pending={save.pending}
          onSubmit={(values) => void save.submit(() => kind.calls.create(values, eventId))}
        />
      )}
      <ResultMessage message={save.message} />
    </FormPage>
  );
}
