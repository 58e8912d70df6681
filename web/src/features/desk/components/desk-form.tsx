import { type AccountField, AccountForm } from '../../../components/account-form';
import { deskTexts } from '../texts';
import type { DeskFields } from '@expo/contract/desks';

export const EMPTY_DESK: DeskFields = { name: '', loginId: '', password: '' };

const FIELDS: AccountField<keyof DeskFields>[] = [
  { key: 'name', type: 'text', autoComplete: 'off' },
  { key: 'loginId', type: 'text', autoComplete: 'off' },
  { key: 'password', type: 'password', autoComplete: 'new-password' },
];

interface DeskFormProps {
  mode: 'register' | 'edit';
  initialValues: DeskFields;
  pending: boolean;
  onSubmit: (values: DeskFields) => void;
}

/** The form of /desks/register and /desks/{id}/edit (an empty password on edit keeps the old one). */
export function DeskForm(props: DeskFormProps) {
  return <AccountForm idPrefix="desk" fields={FIELDS} labels={deskTexts} texts={deskTexts} {...props} />;
}
