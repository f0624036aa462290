// Request parsing and validation: zod schemas from contracts check every body, query and params,
// query strings are read in bracket form (ids[]=a&ids[]=b), and an empty JSON body counts as {}.
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { FieldError } from '../lib/http-error';

/**
 * The path ('tieude', 'menu.0.url') of the first text that holds a NUL character (U+0000), which PostgreSQL
 * cannot store or compare: left to the database it fails the query with a 500.
 */
function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'default' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  const prototype = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  // Plain objects only (query strings are parsed into objects without a prototype); not Buffers or streams.
  if (prototype === Object.prototype || prototype === null) {
    for (const [key, item] of Object.entries(value as object)) {
      const found = nulPath(item, [...path, key]);
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
    parseJson(request, body as string, done);
  });
  // The API speaks JSON: a text/plain body is refused with 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    // Every route at once, before any schema or query: a NUL in any text is the caller's mistake, a 400 on its field.
    const field = nulPath(request.body) ?? nulPath(request.query) ?? nulPath(request.params);
    if (field) throw new FieldError(400, 'validation.nulCharacter', field);
  });
}
