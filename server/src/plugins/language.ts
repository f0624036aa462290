// Which language a request speaks: the i18nextLng header (the API client sends it), then ?lng=,
// then the i18nextLng cookie (a browser's first page load), else Vietnamese.
import { LANG_KEY, resolveLang, type Lang } from '@phongkham/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** Node gives header names in lower case. */
const langHeader = LANG_KEY.toLowerCase();

export function requestLanguage(request: Pick<FastifyRequest, 'headers' | 'query' | 'cookies'>): Lang {
  const header = request.headers[langHeader];
  if (typeof header === 'string' && header) return resolveLang(header);
  const query = (request.query as Record<string, unknown> | undefined)?.lng;
  if (typeof query === 'string' && query) return resolveLang(query);
  return resolveLang(request.cookies?.[LANG_KEY]);
}

export function setupLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'vi');
  app.addHook('onRequest', async (request) => {
    request.lang = requestLanguage(request);
  });
}
