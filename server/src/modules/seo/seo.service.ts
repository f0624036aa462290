// What search engines read at the site root: the sitemap (every public URL in its canonical form, with the
// English alternate) and robots.txt. Each content module names its own published records; this module only
// turns them into URLs, so the sitemap and the pages build the same paths (contracts' sitePaths).
import { sitePaths } from '@phongkham/contracts';
import type { Database } from '../../db/client';
import { diseaseLinks } from '../diseases/diseases.service';
import { doctorLinks } from '../doctors/doctors.service';
import { faqLastChange } from '../faq/faq.service';
import { guideLinks } from '../guides/guides.service';
import { listNewsCategories } from '../news-categories/news-categories.service';
import { newsLinks } from '../news/news.service';
import { pageDates } from '../pages/pages.service';
import { productLinks } from '../products/products.service';
import { serviceLinks } from '../services/services.service';
import { getSiteSetting } from '../setting/setting.service';
import { sponsorshipLinks } from '../sponsorship/sponsorship.service';
import { successStoryLinks } from '../success-stories/success-stories.service';

export interface SitemapEntry {
  /** Path from the site root, Vietnamese slugs (sitePaths). */
  path: string;
  lastmod: Date | null;
}

interface Link {
  _id: string;
  title: string;
  updatedAt: Date;
}

/** The latest of some moments, or null when there are none. */
function latest(...dates: (Date | null | undefined)[]): Date | null {
  let best: Date | null = null;
  for (const date of dates) if (date && (!best || date > best)) best = date;
  return best;
}

const newest = (links: Link[]) => latest(...links.map((link) => link.updatedAt));

/** Every public page: the fixed ones (lastmod from what they show), then each published record. */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [setting, pages, categories, articles, services, products, diseases, doctors, sponsorships, stories] =
    await Promise.all([
      getSiteSetting(db),
      pageDates(db),
      listNewsCategories(db, { page: 1, limit: 0 }),
      newsLinks(db),
      serviceLinks(db),
      productLinks(db),
      diseaseLinks(db),
      doctorLinks(db),
      sponsorshipLinks(db),
      successStoryLinks(db),
    ]);
  const [faqChanged, guideList] = await Promise.all([faqLastChange(db), guideLinks(db)]);
  const allServices = [...services.groups, ...services.services];
  const everything = [...articles, ...allServices, ...products, ...diseases, ...doctors, ...sponsorships, ...stories];

  const fixed: SitemapEntry[] = [
    { path: sitePaths.home, lastmod: latest(newest(everything), setting.updatedAt) },
    { path: sitePaths.about, lastmod: pages.GIOI_THIEU ?? null },
    { path: sitePaths.services, lastmod: newest(allServices) },
    { path: sitePaths.priceList, lastmod: newest(allServices) },
    { path: sitePaths.products, lastmod: newest(products) },
    { path: sitePaths.news, lastmod: newest(articles) },
    { path: sitePaths.doctors, lastmod: newest(doctors) },
    { path: sitePaths.charity, lastmod: pages.TU_THIEN ?? null },
    { path: sitePaths.profileReview, lastmod: pages.XET_DUYET_HO_SO ?? null },
    { path: sitePaths.sponsorships, lastmod: newest(sponsorships) },
    { path: sitePaths.successStories, lastmod: newest(stories) },
    { path: sitePaths.memberRegistration, lastmod: pages.DANG_KY_THANH_VIEN ?? null },
    { path: sitePaths.contact, lastmod: latest(setting.updatedAt, pages.LIEN_HE) },
    { path: sitePaths.faq, lastmod: faqChanged },
    { path: sitePaths.guides, lastmod: newest(guideList) },
  ];

  // The privacy policy and the terms are pages only once the clinic has written them (else the site answers 404).
  for (const [path, date] of [
    [sitePaths.privacy, pages.CHINH_SACH_BAO_MAT],
    [sitePaths.terms, pages.DIEU_KHOAN_SU_DUNG],
  ] as const) {
    if (date) fixed.push({ path, lastmod: date });
  }

  const details = (links: Link[], path: (id: string, title: string) => string): SitemapEntry[] =>
    links.map((link) => ({ path: path(link._id, link.title), lastmod: link.updatedAt }));

  const categoryEntries = categories.docs.map((category) => ({
    path: sitePaths.newsCategory(category._id, category.slug),
    lastmod: latest(category.updatedAt, newest(articles.filter((article) => article.dmtintuc_id === category._id))),
  }));

  return [
    ...fixed,
    ...categoryEntries,
    // Articles and categories carry the slug their editor chose; other content's slug comes from its title.
    ...articles.map((article) => ({
      path: sitePaths.newsArticle(article._id, article.slug),
      lastmod: article.updatedAt,
    })),
    ...details(services.groups, sitePaths.service),
    ...details(services.services, sitePaths.providedService),
    ...details(products, sitePaths.product),
    ...details(diseases, sitePaths.disease),
    ...details(doctors, sitePaths.doctor),
    ...details(sponsorships, sitePaths.sponsorship),
    ...details(stories, sitePaths.successStory),
    ...details(guideList, sitePaths.guide),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The URL of a path in a language: Vietnamese as it is, English with `?lng=en` (as the pages' canonical). */
export function languageUrl(publicUrl: string, path: string, lang: 'vi' | 'en'): string {
  const url = new URL(path, publicUrl);
  if (lang === 'en') url.searchParams.set('lng', 'en');
  return url.href;
}

/**
 * The sitemap XML: each page once per language, each entry naming both languages and the default (vi),
 * as search engines ask for hreflang in sitemaps.
 */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const vi = escapeXml(languageUrl(publicUrl, entry.path, 'vi'));
    const en = escapeXml(languageUrl(publicUrl, entry.path, 'en'));
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="vi" href="${vi}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${vi}"/>`,
    ];
    const lastmod = entry.lastmod ? [`    <lastmod>${entry.lastmod.toISOString()}</lastmod>`] : [];
    for (const loc of [vi, en]) {
      lines.push('  <url>', `    <loc>${loc}</loc>`, ...lastmod, ...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** robots.txt: the back office and the API are not for search engines; the sitemap says what is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    `Disallow: ${sitePaths.admin}`,
    'Disallow: /api',
    'Allow: /',
    '',
    `Sitemap: ${new URL(sitePaths.sitemap, publicUrl).href}`,
    '',
  ].join('\n');
}
