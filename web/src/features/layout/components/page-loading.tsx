import { layoutTexts } from '../texts';

/** The loading text shown while a screen (its code or the session it needs) is being loaded. */
export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      {layoutTexts.loading}
    </p>
  );
}
