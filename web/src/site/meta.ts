// What a page tells search engines and the browser's tab: each route's `handle.meta` gives the title,
// description, image, breadcrumb trail and structured data from its loader's data; this module turns that
// into <head> tags. The server writes them into the first HTML (entry-server) and the browser replaces them
// on client-side navigation (SiteLayout), so both always carry the same canonical URL, Open Graph tags,
// hreflang alternates and JSON-LD (schema.org) blocks.
import type { Image, Setting } from '@phongkham/contracts';
import type { Lang } from '@phongkham/contracts/i18n';
import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { addressLines, telHref } from '../shared/format';
import { useI18n } from '../shared/i18n/I18nProvider';
import type { Translate } from '../shared/i18n/translator';
import { paths } from '../shared/paths';
import type { SiteData } from './data';

/** One step of the breadcrumb trail after "home"; the last one is the page itself (no link needed). */
export interface Crumb {
  label: string;
  to?: string;
}

export type JsonLd = Record<string, unknown>;

/** A picture with its size when known (a stored `Image` fits). */
export type ShareImage = Pick<Image, 'url' | 'chieurong' | 'chieucao'>;

export interface PageMeta {
  /** The tab title; the clinic's name is appended unless already there. */
  title: string;
  description?: string;
  /** The banner's heading (h1) when it differs from the title. */
  heading?: string;
  /** The trail after "home" for the banner and the BreadcrumbList; absent on home. */
  crumbs?: Crumb[];
  /** Open Graph image: a picture of the content, else the site's default. */
  image?: ShareImage | string | null;
  /** Open Graph type. */
  type?: 'website' | 'article' | 'profile';
  /** The page's own structured data (BreadcrumbList is added from `crumbs`). */
  jsonLd?: JsonLd[];
  /** Error and not-found pages: no canonical URL, not indexed. */
  noindex?: boolean;
}

export interface MetaArgs {
  t: Translate;
  lang: Lang;
  site: SiteData;
  /** The route's loader data. */
  data: unknown;
  /** The page's absolute URL (the site's public origin on the server). */
  url: URL;
}

export interface RouteHandle {
  meta?: (args: MetaArgs) => PageMeta;
}

interface MatchLike {
  handle?: unknown;
  data?: unknown;
}

/** The default share picture (web/public), used when a page has none of its own. */
export const defaultShareImage: ShareImage = { url: '/og-image.png', chieurong: 1200, chieucao: 630 };

export const clinicName = (site: SiteData, t: Translate) => site.setting?.tenphongkham ?? t('common.appName');

/** The meta of an error in place of the page: not found (404) or the generic error. */
export function errorMeta(t: Translate, status: number): PageMeta {
  return {
    title: t(status === 404 ? 'site.notFound.metaTitle' : 'site.error.title'),
    noindex: true,
  };
}

/**
 * The deepest route's meta. A route whose loader failed has no data: its meta cannot be built and the
 * not-found meta stands in (the page shows the error boundary then).
 */
export function routeMeta(
  matches: MatchLike[],
  args: Omit<MetaArgs, 'data'>,
  error?: { status: number } | null,
): PageMeta {
  if (error) return errorMeta(args.t, error.status);
  for (const match of [...matches].reverse()) {
    const meta = (match.handle as RouteHandle | undefined)?.meta;
    if (!meta) continue;
    try {
      return meta({ ...args, data: match.data });
    } catch (cause) {
      if (match.data === undefined) return errorMeta(args.t, 404);
      throw cause;
    }
  }
  return { title: clinicName(args.site, args.t) };
}

/** The tab title: the page's title followed by the clinic's name. */
export function documentTitle(meta: PageMeta, site: SiteData, t: Translate): string {
  const name = clinicName(site, t);
  return meta.title.includes(name) ? meta.title : `${meta.title} | ${name}`;
}

/** The text of the breadcrumb banner's heading. */
export const bannerHeading = (meta: PageMeta) => meta.heading ?? meta.title;

// Addresses ------------------------------------------------------------------------------------------------

/**
 * The page's URL in a language: the path, the list page when past the first, and `?lng=en` for English
 * (the server renders the language `?lng=` asks for, so each language has its own crawlable URL).
 */
export function languageUrl(url: URL, lang: Lang): string {
  const out = new URL(url.pathname, url.origin);
  const page = Number(url.searchParams.get('page'));
  if (Number.isInteger(page) && page > 1) out.searchParams.set('page', String(page));
  if (lang === 'en') out.searchParams.set('lng', 'en');
  return out.href;
}

export const absoluteUrl = (url: URL, pathOrUrl: string) => new URL(pathOrUrl, url.origin).href;

const imageUrl = (image: ShareImage | string) => (typeof image === 'string' ? image : image.url);

// Structured data (schema.org) -------------------------------------------------------------------------------

/** The clinic as a MedicalClinic: home and contact pages, and the publisher of articles. */
export function clinicJsonLd(site: SiteData, url: URL, t: Translate): JsonLd {
  const setting: Setting | null = site.setting;
  const sameAs = [setting?.link_facebook, setting?.link_youtube, setting?.link_tiktok].filter(Boolean);
  const lines = setting ? addressLines(setting.diachi) : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${absoluteUrl(url, paths.home)}#clinic`,
    name: clinicName(site, t),
    url: absoluteUrl(url, paths.home),
    logo: absoluteUrl(url, '/favicon.svg'),
    image: absoluteUrl(url, defaultShareImage.url),
    ...(setting
      ? {
          telephone: telHref(setting.dienthoai).slice('tel:'.length),
          email: setting.email,
          address: {
            '@type': 'PostalAddress',
            streetAddress: lines.slice(0, -1).join(', ') || setting.diachi,
            addressLocality: lines.at(-1) ?? '',
            addressCountry: 'VN',
          },
        }
      : {}),
    // The header's hours (docs/product-rules.md, 'Public header'): every day including holidays.
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '08:00',
      closes: '21:00',
    },
    medicalSpecialty: ['PrimaryCare', 'Surgical'],
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** A reference to the clinic for `publisher`, `worksFor` and the like. */
export const clinicRef = (site: SiteData, url: URL, t: Translate): JsonLd => ({
  '@type': 'MedicalClinic',
  '@id': `${absoluteUrl(url, paths.home)}#clinic`,
  name: clinicName(site, t),
  url: absoluteUrl(url, paths.home),
});

export function breadcrumbJsonLd(crumbs: Crumb[], url: URL, t: Translate): JsonLd {
  const trail = [{ label: t('site.ui.home'), to: paths.home }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => {
      // The last crumb is the page itself; a step without a page of its own has no item.
      const last = index === trail.length - 1;
      const item = last ? languageUrl(url, 'vi') : crumb.to ? absoluteUrl(url, crumb.to) : undefined;
      return { '@type': 'ListItem', position: index + 1, name: crumb.label, ...(item ? { item } : {}) };
    }),
  };
}

// Head tags ---------------------------------------------------------------------------------------------------

export interface HeadElement {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

export interface HeadInput {
  meta: PageMeta;
  site: SiteData;
  t: Translate;
  lang: Lang;
  url: URL;
}

/** Every tag the page puts in <head> besides <title>, in order. */
export function headElements({ meta, site, t, lang, url }: HeadInput): HeadElement[] {
  const name = clinicName(site, t);
  const title = documentTitle(meta, site, t);
  const out: HeadElement[] = [];
  const add = (tag: HeadElement['tag'], attrs: Record<string, string>, text?: string) =>
    out.push(text === undefined ? { tag, attrs } : { tag, attrs, text });

  if (meta.description) add('meta', { name: 'description', content: meta.description });
  if (meta.noindex) {
    add('meta', { name: 'robots', content: 'noindex' });
  } else {
    const canonical = languageUrl(url, lang);
    add('link', { rel: 'canonical', href: canonical });
    add('link', { rel: 'alternate', hreflang: 'vi', href: languageUrl(url, 'vi') });
    add('link', { rel: 'alternate', hreflang: 'en', href: languageUrl(url, 'en') });
    add('link', { rel: 'alternate', hreflang: 'x-default', href: languageUrl(url, 'vi') });
    add('meta', { property: 'og:url', content: canonical });
  }
  add('meta', { property: 'og:type', content: meta.type ?? 'website' });
  add('meta', { property: 'og:site_name', content: name });
  add('meta', { property: 'og:title', content: title });
  if (meta.description) add('meta', { property: 'og:description', content: meta.description });
  const image = meta.image ?? defaultShareImage;
  add('meta', { property: 'og:image', content: absoluteUrl(url, imageUrl(image)) });
  if (typeof image !== 'string' && image.chieurong && image.chieucao) {
    add('meta', { property: 'og:image:width', content: String(image.chieurong) });
    add('meta', { property: 'og:image:height', content: String(image.chieucao) });
  }
  add('meta', { property: 'og:locale', content: lang === 'en' ? 'en_US' : 'vi_VN' });
  add('meta', { property: 'og:locale:alternate', content: lang === 'en' ? 'vi_VN' : 'en_US' });
  add('meta', { name: 'twitter:card', content: 'summary_large_image' });

  const blocks = [...(meta.jsonLd ?? [])];
  if (meta.crumbs?.length && !meta.noindex) blocks.push(breadcrumbJsonLd(meta.crumbs, url, t));
  for (const block of blocks) add('script', { type: 'application/ld+json' }, jsonForScript(block));
  return out;
}

/** JSON that cannot close its <script> element or open a comment, whatever the content's text holds. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Marks the tags this module owns, so the browser can replace them on navigation. */
const HEAD_MARK = 'data-head';

/**
 * The server's <head> HTML. JSON-LD scripts carry the response's nonce: data blocks are not run, but the
 * nonce keeps them valid under any CSP reading.
 */
export function headHtml(input: HeadInput, nonce = ''): string {
  const tags = [`<title>${escapeHtml(documentTitle(input.meta, input.site, input.t))}</title>`];
  for (const element of headElements(input)) {
    const attrs = Object.entries({ ...element.attrs, ...(element.tag === 'script' && nonce ? { nonce } : {}) })
      .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
      .join('');
    tags.push(
      element.tag === 'script'
        ? `<script ${HEAD_MARK}${attrs}>${element.text ?? ''}</script>`
        : `<${element.tag} ${HEAD_MARK}${attrs}>`,
    );
  }
  return tags.join('');
}

/** The browser's side: sets the title and swaps the tags of the previous page for this page's. */
export function applyHead(input: HeadInput, doc: Document = document): void {
  doc.title = documentTitle(input.meta, input.site, input.t);
  for (const old of doc.head.querySelectorAll(`[${HEAD_MARK}]`)) old.remove();
  // A description written by an older server render (before these tags were marked).
  doc.head.querySelector('meta[name="description"]')?.remove();
  for (const element of headElements(input)) {
    const node = doc.createElement(element.tag);
    node.setAttribute(HEAD_MARK, '');
    for (const [key, value] of Object.entries(element.attrs)) node.setAttribute(key, value);
    if (element.text !== undefined) node.textContent = element.text;
    doc.head.appendChild(node);
  }
}

// In components --------------------------------------------------------------------------------------------

/** The current route's meta, for components that show part of it (the breadcrumb banner). */
export function useRouteMeta(): PageMeta {
  const matches = useMatches();
  const site = useRouteLoaderData('root') as SiteData | undefined;
  const { t, lang } = useI18n();
  const { pathname, search } = useLocation();
  // Only the texts are read here: the origin does not matter.
  const url = new URL(`${pathname}${search}`, 'http://localhost');
  return routeMeta(matches, { t, lang, site: site ?? { setting: null, categories: [] }, url });
}

/** An article's structured data: NewsArticle for news, MedicalWebPage for health pages (issue 3). */
export function articleJsonLd(input: {
  type: 'NewsArticle' | 'MedicalWebPage' | 'Article';
  headline: string;
  description?: string | null | undefined;
  image?: ShareImage | null | undefined;
  datePublished?: string | undefined;
  dateModified?: string | undefined;
  lang: Lang;
  url: URL;
  site: SiteData;
  t: Translate;
  /** What a MedicalWebPage is about (`{ '@type': 'MedicalCondition', name }`). */
  about?: JsonLd;
}): JsonLd {
  const { type, headline, description, image, datePublished, dateModified, lang, url, site, t, about } = input;
  const clinic = clinicRef(site, url, t);
  const pageUrl = languageUrl(url, lang);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    [type === 'MedicalWebPage' ? 'name' : 'headline']: headline,
    ...(description ? { description } : {}),
    image: absoluteUrl(url, (image ?? defaultShareImage).url),
    ...(datePublished ? { datePublished } : {}),
    ...((dateModified ?? datePublished) ? { dateModified: dateModified ?? datePublished } : {}),
    inLanguage: lang === 'en' ? 'en-US' : 'vi-VN',
    url: pageUrl,
    ...(type === 'MedicalWebPage' ? {} : { mainEntityOfPage: pageUrl, author: clinic }),
    publisher: clinic,
    ...(about ? { about } : {}),
  };
}
