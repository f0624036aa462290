// Journeys through the catalogue pages (issue 3): home, news (list, category, article), services (groups,
// group, provided service, price list), products, diseases and doctors. Each renders its content on the
// server in vi and en (checked with scripts off), and again after client-side navigation; detail pages
// redirect a bare id to their canonical URL; unknown ids and paths answer 404.
import { sitePaths } from '@phongkham/contracts/site-paths';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const journey = useJourney();

type Lang = 'vi' | 'en';
type Row = Record<string, unknown> & { _id: string };
interface Target {
  name: string;
  path: string;
  /** The page's h1 in each language. */
  heading: Record<Lang, string>;
  /** Text the page's content must show in each language. */
  text: Record<Lang, string>;
}

const l10n = (row: Row, field: string): Record<Lang, string> => {
  const vi = String(row[field] ?? '');
  const en = row[`${field}_en`];
  return { vi, en: typeof en === 'string' && en.trim() ? en : vi };
};
const same = (text: string): Record<Lang, string> => ({ vi: text, en: text });

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${journey.server.url}${path}`);
  const body = (await response.json()) as { success: boolean; data: T };
  if (!body.success) throw new Error(`${path} answered ${JSON.stringify(body)}`);
  return body.data;
}

const docs = async (path: string) => (await api<{ docs: Row[] }>(path)).docs;

let targets: Target[] = [];
let article: Row;
let category: Row;
let doctor: Row;

beforeAll(async () => {
  const setting = await api<Row>('/api/setting');
  const [latest] = await docs('/api/tintuc?limit=1');
  article = await api<Row>(`/api/tintuc/${latest!._id}`);
  category = article.danhmuc as Row;
  const [firstGroup] = await docs('/api/dmdichvu?limit=0');
  const group = await api<Row & { dichvu: Row[] }>(`/api/dmdichvu/${firstGroup!._id}`);
  const service = group.dichvu[0]!;
  const [product] = await docs('/api/sanpham?limit=1');
  const [disease] = await docs('/api/benh?limit=1');
  [doctor] = (await docs('/api/bacsi?limit=1')) as [Row];
  // The title precedes the name in Vietnamese and follows it in English ("Nguyễn Văn Hùng, MD, Specialist Level II").
  const doctorName = {
    vi: doctor.hocham ? `${doctor.hocham} ${doctor.hoten}` : String(doctor.hoten),
    en: doctor.hocham_en ? `${doctor.hoten}, ${doctor.hocham_en}` : String(doctor.hoten),
  };

  targets = [
    { name: 'home', path: '/', heading: same(String(setting.tenphongkham)), text: doctorName },
    {
      name: 'news',
      path: sitePaths.news,
      heading: { vi: 'Tin tức', en: 'News' },
      text: l10n(latest!, 'tieude'),
    },
    {
      name: 'news category',
      path: sitePaths.newsCategory(category._id, String(category.tendanhmuc)),
      heading: l10n(category, 'tendanhmuc'),
      text: l10n(latest!, 'tieude'),
    },
    {
      name: 'news article',
      path: sitePaths.newsArticle(article._id, String(article.tieude)),
      heading: l10n(article, 'tieude'),
      text: l10n(article, 'mota'),
    },
    {
      name: 'services',
      path: sitePaths.services,
      heading: { vi: 'Dịch vụ', en: 'Services' },
      text: l10n(group, 'tendanhmuc'),
    },
    {
      name: 'service group',
      path: sitePaths.service(group._id, String(group.tendanhmuc)),
      heading: l10n(group, 'tendanhmuc'),
      text: l10n(service, 'tendichvu'),
    },
    {
      name: 'provided service',
      path: sitePaths.providedService(service._id, String(service.tendichvu)),
      heading: l10n(service, 'tendichvu'),
      // The price in VND: 1.250.000 ₫.
      text: same(String(service.gia).replace(/\B(?=(\d{3})+(?!\d))/g, '.')),
    },
    {
      name: 'price list',
      path: sitePaths.priceList,
      heading: { vi: 'Bảng giá dịch vụ', en: 'Price list' },
      text: l10n(service, 'tendichvu'),
    },
    {
      name: 'products',
      path: sitePaths.products,
      heading: { vi: 'Sản phẩm', en: 'Products' },
      text: l10n(product!, 'tensanpham'),
    },
    {
      name: 'product',
      path: sitePaths.product(product!._id, String(product!.tensanpham)),
      heading: l10n(product!, 'tensanpham'),
      text: product!.gia === null ? { vi: 'Liên hệ để biết giá', en: 'Contact us for the price' } : same('₫'),
    },
    {
      name: 'disease',
      path: sitePaths.disease(disease!._id, String(disease!.tenbenh)),
      heading: l10n(disease!, 'tenbenh'),
      text: l10n(disease!, 'mota'),
    },
    {
      name: 'doctors',
      path: sitePaths.doctors,
      heading: { vi: 'Đội ngũ bác sĩ', en: 'Our doctors' },
      text: doctorName,
    },
    {
      name: 'doctor',
      path: sitePaths.doctor(doctor._id, String(doctor.hoten)),
      heading: doctorName,
      text: l10n(doctor, 'chuyenkhoa'),
    },
  ];
});

/** Marks the window: a full page load clears the mark, client-side navigation keeps it. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { journeyMark: true }));
const stillSameWindow = (page: Page) => page.evaluate(() => (window as { journeyMark?: boolean }).journeyMark === true);
const heading = (page: Page) => page.locator('h1').innerText();

describe('catalogue pages rendered on the server', () => {
  it.each(['vi', 'en'] as const)('show their content in the first HTML, before any script runs (%s)', async (lang) => {
    const { context, page } = await journey.open({ lang, javaScript: false });
    for (const target of targets) {
      const response = await page.goto(`${journey.server.url}${target.path}`);
      expect(response?.status(), target.name).toBe(200);
      expect(await page.locator('html').getAttribute('lang'), target.name).toBe(lang);
      expect(await page.locator('h1').count(), target.name).toBe(1);
      expect((await heading(page)).trim(), target.name).toBe(target.heading[lang]);
      expect(await page.locator('main').innerText(), target.name).toContain(target.text[lang].trim());
      const canonical = `${journey.server.url}${target.path}${lang === 'en' ? `${target.path.includes('?') ? '&' : '?'}lng=en` : ''}`;
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), target.name).toBe(canonical);
      expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href'), target.name).toBe(
        `${journey.server.url}${target.path}?lng=en`,
      );
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((blocks) => blocks.map((block) => JSON.parse(block.textContent ?? '{}')['@type'] as string));
      if (target.path === '/') expect(types).toEqual(['MedicalClinic']);
      else expect(types, target.name).toContain('BreadcrumbList');
      if (target.name === 'doctor') expect(types).toContain('Physician');
      if (target.name === 'news article') expect(types).toContain('NewsArticle');
      // The banner's trail starts with home everywhere but home.
      if (target.path !== '/') {
        const trail = page.getByRole('navigation', { name: lang === 'vi' ? 'Đường dẫn' : 'Breadcrumb' });
        expect(await trail.getByRole('link').first().innerText(), target.name).toBe(
          lang === 'vi' ? 'Trang chủ' : 'Home',
        );
      }
    }
    await context.close();
  });

  it('pages the news list with ?page= links a crawler can follow', async () => {
    const html = await (await fetch(`${journey.server.url}${sitePaths.news}`)).text();
    expect(html).toContain('href="/tin-tuc?page=2"');
    expect(html).toContain('Trang Kế');
    const second = await fetch(`${journey.server.url}${sitePaths.news}?page=2`);
    expect(second.status).toBe(200);
    expect(await second.text()).toContain(
      '<link data-head rel="canonical" href="' + journey.server.url + '/tin-tuc?page=2">',
    );
    expect((await fetch(`${journey.server.url}${sitePaths.news}?page=999`)).status).toBe(404);
  });
});

describe('client-side navigation', () => {
  it.each(['vi', 'en'] as const)(
    'reaches every catalogue page by following links, without reloading (%s)',
    async (lang) => {
      const { context, page } = await journey.open({ lang });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      const byName = Object.fromEntries(targets.map((target) => [target.name, target]));
      const expectPage = async (name: string) => {
        const target = byName[name]!;
        await expect.poll(() => heading(page), { message: name }).toBe(target.heading[lang]);
        await expect
          .poll(() => page.locator('main').innerText(), { message: name })
          .toContain(target.text[lang].trim());
        expect(new URL(page.url()).pathname, name).toBe(target.path);
        await expect
          .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'), { message: name })
          .toBe(`${journey.server.url}${target.path}${lang === 'en' ? '?lng=en' : ''}`);
        expect(await page.evaluate(() => window.scrollY), name).toBe(0);
      };
      const menu = page.getByRole('navigation', { name: lang === 'vi' ? 'Menu chính' : 'Main menu' });
      const link = (name: string) => page.locator(`main a[href="${byName[name]!.path}"]`).first();

      await visit(page, `${journey.server.url}/`);
      await expect
        .poll(() => context.cookies().then((all) => all.find((c) => c.name === 'i18nextLng')?.value))
        .toBe(lang);
      await markWindow(page);

      await menu.getByRole('link', { name: lang === 'vi' ? 'Tin tức' : 'News', exact: true }).click();
      await expectPage('news');
      await link('news article').click();
      await expectPage('news article');
      await page.locator(`[data-testid="page-banner"] a[href="${byName['news category']!.path}"]`).first().click();
      await expectPage('news category');

      await menu.getByRole('link', { name: lang === 'vi' ? 'Dịch vụ' : 'Services', exact: true }).click();
      await expectPage('services');
      await link('service group').click();
      await expectPage('service group');
      await link('provided service').click();
      await expectPage('provided service');
      await page.goBack();
      await expectPage('service group');
      await link('price list').click();
      await expectPage('price list');
      await menu.getByRole('link', { name: lang === 'vi' ? 'Dịch vụ' : 'Services', exact: true }).click();
      await link('products').click();
      await expectPage('products');
      await link('product').click();
      await expectPage('product');

      await menu.getByRole('link', { name: lang === 'vi' ? 'Trang chủ' : 'Home', exact: true }).click();
      await expectPage('home');
      await link('disease').click();
      await expectPage('disease');
      await menu.getByRole('link', { name: lang === 'vi' ? 'Trang chủ' : 'Home', exact: true }).click();
      await link('doctors').click();
      await expectPage('doctors');
      await link('doctor').click();
      await expectPage('doctor');

      expect(await stillSameWindow(page)).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('scrolls to the top of the new page, and highlights the section in the menu', async () => {
    const { context, page } = await journey.open({ width: 375 });
    await visit(page, `${journey.server.url}${sitePaths.doctors}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page
      .locator(`main a[href="${sitePaths.doctor(doctor._id, String(doctor.hoten))}"]`)
      .first()
      .click();
    await expect.poll(() => page.locator('h1').innerText()).toContain(String(doctor.hoten));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The doctors belong to the "about" section of the main menu (folded behind the menu button on a phone).
    const about = page.locator(`#site-menu a[href="${sitePaths.about}"]`);
    expect(await about.getAttribute('class')).toMatch(/active/);
    await context.close();
  });

  it('reaches a category page from the news dropdown in the header', async () => {
    const { context, page } = await journey.open({ width: 1280 });
    await visit(page, `${journey.server.url}/`);
    await markWindow(page);
    const menu = page.getByRole('navigation', { name: 'Menu chính' });
    await menu.getByRole('button', { name: 'Chuyên mục tin tức' }).click();
    const categoryPath = sitePaths.newsCategory(category._id, String(category.tendanhmuc));
    await menu.locator(`a[href="${categoryPath}"]`).click();
    await expect.poll(() => page.locator('h1').innerText()).toBe(String(category.tendanhmuc));
    expect(new URL(page.url()).pathname).toBe(categoryPath);
    expect(await menu.locator(`a[href="${categoryPath}"]`).getAttribute('aria-current')).toBe('page');
    expect(await stillSameWindow(page)).toBe(true);
    await context.close();
  });

  it("downloads only the visitor's language, and the other one when the visitor switches", async () => {
    const { context, page } = await journey.open({ lang: 'vi' });
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await visit(page, `${journey.server.url}${sitePaths.doctors}`);
    // Bodies are read after their response events: wait for the Vietnamese one, then check no English came.
    await expect.poll(() => scripts.some((body) => body.includes('Chuyển đến nội dung chính'))).toBe(true);
    expect(scripts.some((body) => body.includes('Skip to main content'))).toBe(false);
    await page.locator('button[data-lang="en"]').first().click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Our doctors');
    // The response's body is read after the event: wait for it.
    await expect.poll(() => scripts.some((body) => body.includes('Skip to main content'))).toBe(true);
    await context.close();
  });

  it('keeps JSON-LD in the head after hydration without any CSP violation', async () => {
    const { context, page } = await journey.open();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await visit(page, `${journey.server.url}${sitePaths.doctor(doctor._id, String(doctor.hoten))}`);
    await expect
      .poll(() =>
        page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((blocks) => blocks.map((block) => JSON.parse(block.textContent ?? '{}')['@type'])),
      )
      .toEqual(['Physician', 'BreadcrumbList']);
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('canonical URLs and unknown pages', () => {
  it('redirects a bare id, or an outdated slug, to the canonical URL with 301', async () => {
    const canonical = sitePaths.newsArticle(article._id, String(article.tieude));
    const bare = await fetch(`${journey.server.url}/tin-tuc/${article._id}`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(new URL(bare.headers.get('location')!, journey.server.url).pathname).toBe(canonical);

    const doctorPath = sitePaths.doctor(doctor._id, String(doctor.hoten));
    const old = await fetch(`${journey.server.url}/bac-si/${doctor._id}-ten-cu?lng=en`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    const location = new URL(old.headers.get('location')!, journey.server.url);
    expect(`${location.pathname}${location.search}`).toBe(`${doctorPath}?lng=en`);

    // A browser follows it to the page.
    const { context, page } = await journey.open();
    await visit(page, `${journey.server.url}/tin-tuc/${article._id}`);
    expect(new URL(page.url()).pathname).toBe(canonical);
    await context.close();
  });

  it('answers 404 with the not-found page for an unknown id and an unknown path', async () => {
    for (const path of [
      '/tin-tuc/3a0e6c1e-0000-4b7e-8a1c-000000000000',
      '/bac-si/3a0e6c1e-0000-4b7e-8a1c-000000000000-khong-co',
      '/san-pham/khong-phai-ma-so',
      '/danh-muc-tin-tuc/3a0e6c1e-0000-4b7e-8a1c-000000000000',
      '/khong-co-trang-nay/abc',
    ]) {
      const response = await fetch(`${journey.server.url}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('Không tìm thấy trang');
      expect(html, path).toContain('<meta data-head name="robots" content="noindex">');
    }
    const { context, page } = await journey.open({ lang: 'en' });
    const response = await page.goto(`${journey.server.url}/benh/3a0e6c1e-0000-4b7e-8a1c-000000000000`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Page not found');
    // The header and footer stay around the not-found page.
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(1);
    await context.close();
  });
});
