/**
 * A request's path as the access log keeps it: the query's names without their values (`?sig=` holds a signed
 * link, `?keyword=` a name or phone number being searched), cut to 300 characters.
 */
export function loggedPath(url: string | undefined): string {
  const raw = url ?? '';
  const mark = raw.indexOf('?');
  const path = mark === -1 ? raw : raw.slice(0, mark);
  if (mark === -1) return path.slice(0, 300);
  const names = raw
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0]}=`);
  return `${path}?${names.join('&')}`.slice(0, 300);
}
