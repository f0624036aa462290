// Page titles and descriptions: each route's `handle.meta` says them; the server writes them into <head>
// and the browser updates them on client-side navigation.
import type { Lang } from '@phongkham/contracts/i18n';
import type { Translate } from '../shared/i18n/translator';
import type { SiteData } from './data';

export interface PageMeta {
  title: string;
  description?: string;
}

export interface MetaArgs {
  t: Translate;
  lang: Lang;
  site: SiteData;
  data: unknown;
}

export interface RouteHandle {
  meta?: (args: MetaArgs) => PageMeta;
}

interface MatchLike {
  handle?: unknown;
  data?: unknown;
}

export function pageMeta(matches: MatchLike[], site: SiteData, t: Translate, lang: Lang): PageMeta {
  const name = site.setting?.tenphongkham ?? t('common.appName');
  for (const match of [...matches].reverse()) {
    const meta = (match.handle as RouteHandle | undefined)?.meta;
    if (meta) {
      const page = meta({ t, lang, site, data: match.data });
      return { ...page, title: page.title.includes(name) ? page.title : `${page.title} | ${name}` };
    }
  }
  return { title: name };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function headHtml(meta: PageMeta): string {
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  if (meta.description) tags.push(`<meta name="description" content="${escapeHtml(meta.description)}">`);
  return tags.join('');
}
