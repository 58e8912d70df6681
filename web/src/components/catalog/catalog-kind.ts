import type { ComponentType, ReactNode } from 'react';

import type { CatalogCalls } from './catalog-calls';

/** What the list, register and edit screens say, per kind (each kind's texts.ts, the spec's words). */
export interface CatalogTexts {
  listTitle: string;
  total: (count: number) => string;
  register: string;
  loading: string;
  /** The list could not be loaded (and, on edit, the entry). */
  loadFailed: string;
  empty: string;
  columns: readonly string[];
  edit: string;
  delete: string;
  confirmDelete: string;
  deleted: string;
  deleteFailed: string;
  registerTitle: string;
  registered: string;
  registerFailed: (message: string) => string;
  editTitle: string;
  updated: string;
  updateFailed: (message: string) => string;
  editLoading: string;
}

export interface CatalogFormProps<F> {
  mode: 'register' | 'edit';
  initialValues: F;
  pending: boolean;
  onSubmit: (values: F) => void;
}

/**
 * One kind of catalogue entry an admin keeps (booths, lectures, registration desks): the same list, register
 * and edit screens, their differences as data.
 */
export interface CatalogKind<E extends { id: number }, F> {
  /** The list's route: '/booths'. */
  path: string;
  /** The prefix of its test ids: 'booth' → booth-total, booth-table, booth-row-{id}. */
  testId: string;
  texts: CatalogTexts;
  calls: CatalogCalls<E, F>;
  Form: ComponentType<CatalogFormProps<F>>;
  empty: F;
  /** The stored entry in the form (a password starts empty: empty keeps the old one). */
  formValuesOf: (entry: E) => F;
  /** The row's cells before its actions. */
  cells: (entry: E) => ReactNode;
  /** Links of a row before 수정 (the lecture's QR and door). */
  rowLinks?: (entry: E) => { to: string; label: string; primary?: boolean }[];
  /** Links of the list's header before its register button. */
  headerLinks?: { to: string; label: string }[];
  /** The line under the header naming where the staff log in, on the public address. */
  loginHint?: (publicUrl: string) => string;
  /**
   * How a save is told: 'inline' shows the result under the form and returns to the list after a second;
   * 'alert' (the spec's lecture screens) alerts it and returns at once, or stays on a failure.
   */
  announce: 'inline' | 'alert';
}
