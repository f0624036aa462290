// Request parsing and validation: zod schemas from contracts check every body, query and params,
// query strings are read in bracket form (ids[]=a&ids[]=b), an empty JSON body counts as {}, and one nested deeper
// than any route's shape is refused before it is parsed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { FieldError, HttpError } from '../lib/http-error';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../lib/json-depth';

/** What PostgreSQL cannot store or compare in a text: left to the database, the query fails with a 500. */
type BadText = 'validation.nulCharacter' | 'validation.brokenCharacter';

/**
 * The first text that holds a NUL character (U+0000) or a lone surrogate (half of a UTF-16 pair, which JSON
 * escapes like "\ud800" can carry and UTF-8 cannot encode), with its path ('tieude', 'menu.0.url').
 */
function badText(value: unknown, path: string[] = []): { field: string; message: BadText } | null {
  if (typeof value === 'string') {
    const field = path.join('.') || 'default';
    if (value.includes('\u0000')) return { field, message: 'validation.nulCharacter' };
    // In a /u pattern a well-formed pair is one code point, so \p{Cs} finds only the lone halves.
    return /\p{Cs}/u.test(value) ? { field, message: 'validation.brokenCharacter' } : null;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = badText(item, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  const prototype = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  // Plain objects only (query strings are parsed into objects without a prototype); not Buffers or streams.
  if (prototype === Object.prototype || prototype === null) {
    for (const [key, item] of Object.entries(value as object)) {
      const found = badText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export function setupValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Clients that send no body at all still deserve per-field messages, not a parse error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    // Refused before it is parsed: a deep enough body overflows the stack of whatever walks it next.
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      return done(new HttpError(400, 'errors.jsonTooDeep', { max: MAX_JSON_DEPTH }), undefined);
    }
    parseJson(request, body as string, done);
  });
  // The API speaks JSON: a text/plain body is refused with 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    const found = badRequestText(request);
    if (found) throw new FieldError(400, found.message, found.field);
  });
}

/**
 * A text in the request's body, query or path that no route accepts (a NUL, half a surrogate pair): on every route
 * at once, before any schema or query, such a text is the caller's mistake, a 400 on its field. Answers kept ready
 * (plugins/ready-answers.ts, plugins/front-door.ts) ask it too, so they are refused exactly when the route would be.
 */
export function badRequestText(
  request: Pick<FastifyRequest, 'body' | 'query' | 'params'>,
): { field: string; message: BadText } | null {
  return badText(request.body) ?? badText(request.query) ?? badText(request.params);
}
