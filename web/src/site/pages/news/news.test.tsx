import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { news } from '../../../test/content';
import { byId, fixtureApi, listOf, navigate, renderRoute, serverRender } from '../../../test/pages';
import { categories } from '../../../test/site';

const api = () =>
  fixtureApi({
    '/api/tintuc': listOf(news),
    '/api/tintuc/:id': byId(news),
    '/api/dmtintuc/:id': byId(categories),
  });

const [checkup, cyst] = news as [(typeof news)[0], (typeof news)[0]];
// The article's stored slug, which differs from its title: the page must use what the editor set.
const checkupPath = `/tin-tuc/${checkup._id}-kham-suc-khoe-tong-quat-bao-lau-mot-lan`;
const surgeryPath = `/danh-muc-tin-tuc/${categories[1]!._id}-tieu-phau`;
const articles = () => within(screen.getByRole('list', { name: 'Danh sách bài viết' }));

describe('news list /tin-tuc', () => {
  it('lists the articles newest first with date and category, under the banner', async () => {
    await renderRoute('/tin-tuc', { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'Tin tức' })).toBeInTheDocument();
    const titles = articles()
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([checkup.tieude, cyst.tieude]);
    expect(articles().getByRole('link', { name: checkup.tieude })).toHaveAttribute('href', checkupPath);
    expect(articles().getByText('9/3/2025')).toBeInTheDocument();
    const chips = within(screen.getByRole('navigation', { name: 'Chuyên mục' }));
    expect(chips.getByRole('link', { name: 'Tất cả' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('1-2 của 2')).toBeInTheDocument();
  });

  it('shows English titles, falling back to Vietnamese, and M/D/YYYY dates in English', async () => {
    await renderRoute('/tin-tuc', { api: api(), lang: 'en' });
    const list = within(screen.getByRole('list', { name: 'Articles' }));
    expect(list.getByRole('link', { name: checkup.tieude_en! })).toBeInTheDocument();
    expect(list.getByRole('link', { name: cyst.tieude })).toBeInTheDocument();
    expect(list.getByText('3/9/2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
  });

  it('asks the API for the page in the URL and answers 404 past the last page', async () => {
    const fixtures = api();
    const ok = await serverRender('/tin-tuc', { api: fixtures });
    expect(ok.status).toBe(200);
    expect(fixtures.requests.map((r) => r.url)).toContain('/api/tintuc?page=1&limit=9');
    const past = await serverRender('/tin-tuc?page=4', { api: fixtures });
    expect(past.status).toBe(404);
    expect(past.doc.body.textContent).toContain('Không tìm thấy trang');
  });

  it('says so when there is no article', async () => {
    await renderRoute('/tin-tuc', { api: fixtureApi({ '/api/tintuc': listOf([]) }) });
    expect(screen.getByText('Chưa có bài viết nào.')).toBeInTheDocument();
  });
});

describe('news category /danh-muc-tin-tuc/:id', () => {
  it("lists only the category's articles, titled with the category's name", async () => {
    const fixtures = api();
    await renderRoute(surgeryPath, { api: fixtures });
    expect(screen.getByRole('heading', { level: 1, name: 'Tiểu phẫu' })).toBeInTheDocument();
    expect(
      articles()
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([cyst.tieude]);
    const chips = within(screen.getByRole('navigation', { name: 'Chuyên mục' }));
    expect(chips.getByRole('link', { name: 'Tiểu phẫu' })).toHaveAttribute('aria-current', 'page');
    expect(chips.getByRole('link', { name: 'Tất cả' })).not.toHaveAttribute('aria-current');
    expect(fixtures.requests.map((r) => r.url)).toContain(
      `/api/tintuc?page=1&limit=9&dmtintuc_id=${categories[1]!._id}`,
    );
  });

  it('renders on the server with title, canonical and breadcrumbs, and redirects a bare id', async () => {
    const page = await serverRender(surgeryPath, { api: api() });
    expect(page.status).toBe(200);
    expect(page.doc.title).toBe('Tiểu phẫu | Phòng khám Đa khoa An Khang');
    expect(page.doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://phongkham.example${surgeryPath}`,
    );
    const crumbs = JSON.parse(page.doc.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Trang chủ',
      'Tin tức',
      'Tiểu phẫu',
    ]);

    const bare = await serverRender(`/danh-muc-tin-tuc/${categories[1]!._id}`, { api: api() });
    expect(bare.status).toBe(301);
    expect(bare.redirect).toBe(surgeryPath);
  });

  it('answers 404 for an unknown category', async () => {
    const page = await serverRender('/danh-muc-tin-tuc/0b8f8e0c-9999-4c3b-9a51-2f7e0d9c4b11', { api: api() });
    expect(page.status).toBe(404);
    expect(page.doc.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

describe('news article /tin-tuc/:id', () => {
  it('shows the article with its date, category, picture, summary and body', async () => {
    await renderRoute(checkupPath, { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: checkup.tieude })).toBeInTheDocument();
    expect(screen.getByText('Đăng ngày 9/3/2025')).toBeInTheDocument();
    const article = within(screen.getByRole('article'));
    expect(article.getByRole('img', { name: checkup.tieude })).toHaveAttribute('loading', 'eager');
    expect(article.getByText(checkup.mota!)).toBeInTheDocument();
    expect(article.getByRole('heading', { level: 2, name: 'Chuẩn bị' })).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Đường dẫn' }));
    expect(trail.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Trang chủ',
      'Tin tức',
      'Sức khỏe gia đình',
      checkup.tieude,
    ]);
  });

  it('shows the English body in English', async () => {
    await renderRoute(checkupPath, { api: api(), lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: checkup.tieude_en! })).toBeInTheDocument();
    expect(screen.getByText('Published 3/9/2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Preparing' })).toBeInTheDocument();
  });

  it('writes NewsArticle and BreadcrumbList JSON-LD and Open Graph tags on the server', async () => {
    const page = await serverRender(checkupPath, { api: api(), lang: 'en' });
    expect(page.status).toBe(200);
    const head = page.doc.head;
    expect(head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `https://phongkham.example${checkup.hinhanh!.url}`,
    );
    const blocks = [...head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent!),
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(blocks[0]).toMatchObject({
      headline: checkup.tieude_en,
      datePublished: checkup.ngaydang,
      inLanguage: 'en-US',
      url: `https://phongkham.example${checkupPath}?lng=en`,
    });
    expect(page.html).toContain('Healthy adults should have a <strong>check-up</strong>');
  });

  it('redirects a bare id to the canonical URL and answers 404 for an unknown one', async () => {
    const bare = await serverRender(`/tin-tuc/${checkup._id}`, { api: api() });
    expect(bare.status).toBe(301);
    expect(bare.redirect).toBe(checkupPath);
    const unknown = await serverRender('/tin-tuc/3a0e6c1e-9999-4b7e-8a1c-1d2e3f405161', { api: api() });
    expect(unknown.status).toBe(404);
    expect(unknown.doc.body.textContent).toContain('Không tìm thấy trang');
  });

  it('reaches the article from the list by client navigation, updating the head', async () => {
    const { router } = await renderRoute('/tin-tuc', { api: api() });
    await navigate(router, checkupPath);
    expect(screen.getByRole('heading', { level: 1, name: checkup.tieude })).toBeInTheDocument();
    expect(document.title).toBe(`${checkup.tieude} | Phòng khám Đa khoa An Khang`);
    await navigate(router, '/tin-tuc/3a0e6c1e-9999-4b7e-8a1c-1d2e3f405161');
    expect(screen.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeInTheDocument();
    expect(document.title).toBe('Không tìm thấy trang | Phòng khám Đa khoa An Khang');
  });
});
