// Renders a public page on the server: runs the matched routes' loaders through the API (Fastify inject),
// renders the HTML in the visitor's language and says the status, head tags and <html> attributes.
import { defaultLang, type Lang } from '@phongkham/contracts/i18n';
import { translate } from '@phongkham/contracts/messages';
import { withOverrides, type OverrideTable } from '@phongkham/contracts/overrides';
import type { Transport } from '@phongkham/contracts/transport';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createApiClient } from '../shared/api/client';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import { createTranslator } from '../shared/i18n/translator';
import { htmlLang } from '../shared/i18n/language';
import { enabledLanguages, overridesPath, overridesScript } from '../shared/i18n/overrides';
import type { ApiClient } from '../shared/api/client';
import type { SiteContext } from './api';
import type { SiteData } from './data';
import { siteTables } from './i18n';
import { hydrationDataBlock } from './hydration-data';
import { headHtml, routeMeta } from './meta';
import { routes } from './routes';

const handler = createStaticHandler(routes);

export interface RenderInput {
  url: string;
  lang: Lang;
  nonce: string;
  transport: Transport;
}

export interface RenderResult {
  status: number;
  head: string;
  html: string;
  htmlAttributes: string;
  redirect?: string;
}

/**
 * The language to render in and its overrides (/admin/languages): a disabled language's pages are rendered in vi.
 * Without an answer, the bundled texts and every shipped language.
 */
async function pageLanguage(transport: Transport, asked: Lang): Promise<{ lang: Lang; table: OverrideTable | null }> {
  const read = (api: ApiClient, lng: Lang) => api.get<OverrideTable>(overridesPath, { query: { lng }, silent: true });
  const api = createApiClient({ transport, lang: () => asked, message: translate });
  const table = await read(api, asked);
  if (!table || enabledLanguages(table).includes(asked)) return { lang: asked, table };
  return { lang: defaultLang, table: await read(api, defaultLang) };
}

export async function render({ url, lang: asked, nonce, transport }: RenderInput): Promise<RenderResult> {
  const { lang, table } = await pageLanguage(transport, asked);
  const tables = table ? { ...siteTables, [lang]: withOverrides(siteTables[lang], table.bandich) } : siteTables;
  const requestContext: SiteContext = { api: createApiClient({ transport, lang: () => lang, message: translate }) };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get('location') ?? '/',
      head: '',
      html: '',
      htmlAttributes: '',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const site = (context.loaderData.root ?? { setting: null, categories: [] }) as SiteData;
  const t = createTranslator(lang, tables);
  const matches = context.matches.map((match) => ({
    handle: match.route.handle,
    data: context.loaderData[match.route.id],
  }));
  const pageUrl = new URL(url);
  // A loader that threw (unknown id: 404) puts the error page in place of the page, and its meta.
  const meta = routeMeta(
    matches,
    { t, lang, site, url: pageUrl },
    context.errors ? { status: context.statusCode } : null,
  );
  // The loaders' data goes in a data block (hydration-data.ts), not React Router's inline script.
  const html =
    renderToString(
      <StrictMode>
        <I18nProvider initialLang={lang} tables={tables} available={enabledLanguages(table)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nProvider>
      </StrictMode>,
    ) + hydrationDataBlock(context);
  return {
    status: context.statusCode,
    head: headHtml({ meta, site, t, lang, url: pageUrl }, nonce) + (table ? overridesScript(table) : ''),
    html,
    htmlAttributes: `lang="${htmlLang(lang)}"`,
  };
}
