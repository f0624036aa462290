import { sitePaths } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  diseases,
  doctors,
  faqCategories,
  faqs,
  guides,
  news,
  newsCategories,
  pages,
  products,
  serviceGroups,
  services,
  settings,
  sponsoredOperations,
  staff,
  successStories,
} from '../../db/schema';
import { buildTestApp } from '../../test/app';

const { app, database } = await buildTestApp();
const db = database.db;
const origin = 'http://localhost:3000';

interface UrlEntry {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

async function sitemap(): Promise<UrlEntry[]> {
  const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const xml = response.body;
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  return blocks.map((block) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(block)![1]!,
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(block)?.[1],
    alternates: Object.fromEntries(
      [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    ),
  }));
}

const published = async () => {
  const [articles, categories, groups, provided, items, ills, people, cases, stories] = await Promise.all([
    db.select().from(news),
    db.select().from(newsCategories),
    db.select().from(serviceGroups),
    db.select().from(services),
    db.select().from(products),
    db.select().from(diseases),
    db
      .select({ _id: doctors._id, hoten: staff.hoten, updatedAt: doctors.updatedAt })
      .from(doctors)
      .innerJoin(staff, eq(staff._id, doctors.nhanvien_id)),
    db.select().from(sponsoredOperations),
    db.select().from(successStories),
  ]);
  return [
    ...articles.map((r) => [sitePaths.newsArticle(r._id, r.tieude), r.updatedAt] as const),
    ...categories.map((r) => [sitePaths.newsCategory(r._id, r.tendanhmuc), null] as const),
    ...groups.map((r) => [sitePaths.service(r._id, r.tendanhmuc), r.updatedAt] as const),
    ...provided.map((r) => [sitePaths.providedService(r._id, r.tendichvu), r.updatedAt] as const),
    ...items.map((r) => [sitePaths.product(r._id, r.tensanpham), r.updatedAt] as const),
    ...ills.map((r) => [sitePaths.disease(r._id, r.tenbenh), r.updatedAt] as const),
    ...people.map((r) => [sitePaths.doctor(r._id, r.hoten), r.updatedAt] as const),
    ...cases.map((r) => [sitePaths.sponsorship(r._id, r.tieude), r.updatedAt] as const),
    ...stories.map((r) => [sitePaths.successStory(r._id, r.tieude), r.updatedAt] as const),
    ...(await db.select().from(guides)).map((r) => [sitePaths.guide(r._id, r.tieude), r.updatedAt] as const),
  ];
};

const fixedPages = [
  sitePaths.home,
  sitePaths.about,
  sitePaths.services,
  sitePaths.priceList,
  sitePaths.products,
  sitePaths.news,
  sitePaths.doctors,
  sitePaths.charity,
  sitePaths.profileReview,
  sitePaths.sponsorships,
  sitePaths.successStories,
  sitePaths.memberRegistration,
  sitePaths.contact,
  sitePaths.faq,
  sitePaths.guides,
  sitePaths.privacy,
  sitePaths.terms,
];

describe('GET /sitemap.xml', () => {
  it('lists every fixed page and every published record in its canonical form, in both languages', async () => {
    const entries = await sitemap();
    const locs = entries.map((entry) => entry.loc);
    const details = await published();
    const paths = [...fixedPages, ...details.map(([path]) => path)];
    expect(paths).toHaveLength(17 + 5 + 13 + 4 + 17 + 8 + 6 + 6 + 3 + 3 + 5);
    expect(locs).toHaveLength(paths.length * 2);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of paths) {
      expect(locs).toContain(`${origin}${path}`);
      expect(locs).toContain(`${origin}${path}?lng=en`);
    }
    expect(locs).toContain(`${origin}/tin-tuc/${details[0]![0].split('/')[2]}`);
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
    // Canonical detail paths carry the id and the Vietnamese title as a slug.
    expect(locs).toContainEqual(expect.stringMatching(/\/bac-si\/[0-9a-f-]{36}-nguyen-van-hung$/));
    expect(locs).toContainEqual(expect.stringMatching(/\/dich-vu-cung-cap\/[0-9a-f-]{36}-kham-tong-quat$/));
  });

  it('names the vi, en and default alternates on every entry', async () => {
    for (const entry of await sitemap()) {
      const vi = entry.loc.replace(/\?lng=en$/, '');
      expect(entry.alternates).toEqual({ vi, en: `${vi}?lng=en`, 'x-default': vi });
    }
  });

  it('dates each record by its last change, and each list by its newest record', async () => {
    const entries = new Map((await sitemap()).map((entry) => [entry.loc, entry.lastmod]));
    for (const [path, updatedAt] of await published()) {
      if (updatedAt) expect(entries.get(`${origin}${path}`)).toBe(updatedAt.toISOString());
      else expect(entries.get(`${origin}${path}`)).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    }
    const newestArticle = (await db.select().from(news))
      .map((row) => row.updatedAt.getTime())
      .sort()
      .at(-1)!;
    expect(entries.get(`${origin}/tin-tuc`)).toBe(new Date(newestArticle).toISOString());
    const [about] = await db.select().from(pages).where(eq(pages.ma, 'GIOI_THIEU'));
    expect(entries.get(`${origin}/gioi-thieu`)).toBe(about!.updatedAt.toISOString());
    const [setting] = await db.select().from(settings);
    const [contact] = await db.select().from(pages).where(eq(pages.ma, 'LIEN_HE'));
    // The contact page shows the settings and the LIEN_HE page: it changes with the later of the two.
    const contactChanged = Math.max(setting!.updatedAt.getTime(), contact!.updatedAt.getTime());
    expect(entries.get(`${origin}/lien-he`)).toBe(new Date(contactChanged).toISOString());
    const [privacy] = await db.select().from(pages).where(eq(pages.ma, 'CHINH_SACH_BAO_MAT'));
    expect(entries.get(`${origin}/chinh-sach-bao-mat`)).toBe(privacy!.updatedAt.toISOString());
  });

  it('follows edits: an article whose slug changed moves to its new URL with a new date, an unpublished one leaves', async () => {
    const [article, hidden] = await db.select().from(news).limit(2);
    // The address carries the slug the editor set, not one made from the title.
    await db
      .update(news)
      .set({ tieude: 'Tiêu đề mới cho bài viết', slug: 'duong-dan-moi' })
      .where(eq(news._id, article!._id));
    await db.update(news).set({ hienthi: false }).where(eq(news._id, hidden!._id));
    const [changed] = await db.select().from(news).where(eq(news._id, article!._id));
    const entries = new Map((await sitemap()).map((entry) => [entry.loc, entry.lastmod]));
    expect(entries.get(`${origin}/tin-tuc/${article!._id}-duong-dan-moi`)).toBe(changed!.updatedAt.toISOString());
    expect(entries.has(`${origin}${sitePaths.newsArticle(article!._id, article!.slug)}`)).toBe(false);
    expect(entries.has(`${origin}/tin-tuc/${article!._id}-tieu-de-moi-cho-bai-viet`)).toBe(false);
    expect([...entries.keys()].some((loc) => loc.includes(hidden!._id))).toBe(false);
  });
});

describe('GET /sitemap.xml: the FAQ and the guides', () => {
  it('dates /hoi-dap by its newest question, lists each published guide, and follows unpublishing', async () => {
    const [question] = await db.select().from(faqs).limit(1);
    await db.update(faqs).set({ cauhoi: 'Câu hỏi vừa sửa?', updatedAt: new Date() }).where(eq(faqs._id, question!._id));
    const [edited] = await db.select().from(faqs).where(eq(faqs._id, question!._id));
    const catalogueDates = (await db.select().from(faqCategories)).map((row) => row.updatedAt.getTime());
    const newest = Math.max(edited!.updatedAt.getTime(), ...catalogueDates);
    let entries = new Map((await sitemap()).map((entry) => [entry.loc, entry.lastmod]));
    expect(entries.get(`${origin}/hoi-dap`)).toBe(new Date(newest).toISOString());
    expect(entries.get(`${origin}/hoi-dap?lng=en`)).toBe(new Date(newest).toISOString());

    const [guide] = await db.select().from(guides).limit(1);
    const path = sitePaths.guide(guide!._id, guide!.tieude);
    expect(path).toMatch(/^\/huong-dan\/[0-9a-f-]{36}-[a-z0-9-]+$/);
    expect(entries.get(`${origin}${path}`)).toBe(guide!.updatedAt.toISOString());
    await db.update(guides).set({ hienthi: false }).where(eq(guides._id, guide!._id));
    entries = new Map((await sitemap()).map((entry) => [entry.loc, entry.lastmod]));
    expect([...entries.keys()].some((loc) => loc.includes(guide!._id))).toBe(false);
    // The list page stays, dated by the guides still shown.
    expect(entries.get(`${origin}/huong-dan`)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the back office and the API and points at the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
  });

  it('needs no sign-in, whatever cookie a crawler sends', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const response = await app.inject({ method: 'GET', url, cookies: { token: 'nonsense' } });
      expect(response.statusCode).toBe(200);
    }
  });
});
