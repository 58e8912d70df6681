/** The values an Accept-style header lists (lower case, parameters dropped), leaving out those refused with q=0. */
export function acceptedValues(header: string | string[] | undefined): Set<string> {
  const values = new Set<string>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [value = '', ...params] = part.trim().toLowerCase().split(';');
    if (!params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param))) values.add(value.trim());
  }
  return values;
}
