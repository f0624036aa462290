// How the server reads a query string: Fastify's parser (app.ts) and the front door (plugins/front-door.ts) use this
// one, so both see the same `lng`, and the same texts to refuse. Nested keys and arrays are allowed only as far as
// the API's filters need them: a deeper or longer query is cut, not expanded into a huge object.
import qs from 'qs';

const qsOptions = { depth: 3, arrayLimit: 100, parameterLimit: 200 } as const;
/** What makes a key nested (brackets, written or escaped): only qs reads those. */
const nested = /[[\]]|%5[bd]/i;

/** qs's decoding: `+` is a space, and a malformed escape leaves the text as it is. */
function decode(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * The query's fields. A flat query (`limit=10&page=2`, nearly every one the site and the back office send) is read
 * here, with qs's result: the same decoding, the same 200 parameters, names of Object's own properties dropped, an
 * empty name ignored. qs itself reads the rest (nested keys, a name given twice). On the front door, qs's general
 * path cost about 20 µs a request, a third of a kept list's whole answer.
 */
export function parseQuery(text: string): Record<string, unknown> {
  if (nested.test(text)) return qs.parse(text, qsOptions);
  const fields: Record<string, unknown> = {};
  for (const part of text.split('&', qsOptions.parameterLimit)) {
    const equals = part.indexOf('=');
    const key = decode(equals < 0 ? part : part.slice(0, equals));
    if (!key || Object.hasOwn(Object.prototype, key)) continue;
    if (Object.hasOwn(fields, key)) return qs.parse(text, qsOptions);
    fields[key] = equals < 0 ? '' : decode(part.slice(equals + 1));
  }
  return fields;
}
