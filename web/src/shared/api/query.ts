// Query strings in the API's bracket form: { ids: ['a', 'b'], f: { x: 1 } } → "ids[]=a&ids[]=b&f[x]=1".
type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };
export type Query = Record<string, QueryValue>;

function append(parts: string[], key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) append(parts, `${key}[]`, item);
  } else if (typeof value === 'object') {
    for (const [child, item] of Object.entries(value)) append(parts, `${key}[${child}]`, item);
  } else {
    parts.push(
      `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`,
    );
  }
}

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) append(parts, key, value);
  return parts.length ? `?${parts.join('&')}` : '';
}
