import type { RouteObject } from 'react-router-dom';

import type { CatalogKind } from './catalog-kind';

/**
 * The list, register and edit routes of a catalogue kind under `path` ('booths'): each loads the screen and
 * the kind (its own chunk) when first opened.
 */
export function catalogRoutes<E extends { id: number }, F>(
  path: string,
  loadKind: () => Promise<CatalogKind<E, F>>,
): RouteObject[] {
  return [
    {
      path,
      lazy: async () => {
        const [kind, { CatalogListPage }] = await Promise.all([loadKind(), import('./catalog-list-page')]);
        return { Component: () => <CatalogListPage kind={kind} /> };
      },
    },
    {
      path: `${path}/register`,
      lazy: async () => {
        const [kind, { CatalogRegisterPage }] = await Promise.all([
          loadKind(),
          import('./catalog-register-page'),
        ]);
        return { Component: () => <CatalogRegisterPage kind={kind} /> };
      },
    },
    {
      path: `${path}/:id/edit`,
      lazy: async () => {
        const [kind, { CatalogEditPage }] = await Promise.all([loadKind(), import('./catalog-edit-page')]);
        return { Component: () => <CatalogEditPage kind={kind} /> };
      },
    },
  ];
}
