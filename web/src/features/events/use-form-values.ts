import { useState } from 'react';

/** A small form's text values and the props that bind each input (`id` is `{prefix}-{key}` for its label). */
export function useFormValues<K extends string>(prefix: string, empty: Record<K, string>) {
  const [values, setValues] = useState(empty);
  const field = (key: K) => ({
    id: `${prefix}-${key}`,
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
    },
  });
  return {
    values,
    field,
    reset: () => {
      setValues(empty);
    },
  };
}
