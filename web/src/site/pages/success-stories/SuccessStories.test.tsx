import type { SuccessStoryDetail } from '@phongkham/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/paths';
import { byId, fixtureApi, listOf, navigate, renderRoute, serverRender } from '../../../test/pages';
import { charityApi, listed, stories } from '../charity/fixtures';

const api = (docs: SuccessStoryDetail[] = stories) =>
  fixtureApi({ ...charityApi, '/api/cauchuyen': listOf(docs.map(listed)), '/api/cauchuyen/:id': byId(docs) });

const [school, walking] = stories as [SuccessStoryDetail, SuccessStoryDetail];

describe('success stories list', () => {
  it('shows the stories with their dates and links to their canonical pages', async () => {
    const fixtures = api();
    await renderRoute('/cau-chuyen-thanh-cong', { api: fixtures });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Câu chuyện thành công');
    const cards = within(screen.getByRole('list', { name: 'Câu chuyện thành công' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Bé Minh Anh đã có thể đến trường' })).toHaveAttribute(
      'href',
      paths.successStory(school._id, school.tieude),
    );
    expect(cards[0]).toHaveTextContent('9/3/2025');
    expect(cards[1]).toHaveTextContent('15/1/2025');
    expect(within(cards[0]!).getByRole('img')).toHaveAccessibleName('Bé Minh Anh đã có thể đến trường');
    expect(fixtures.requests.at(-1)!.url).toBe('/api/cauchuyen?page=1&limit=9&sort=-ngaydang');
    expect(screen.getByRole('link', { name: 'Xem các ca mổ đang kêu gọi' })).toHaveAttribute(
      'href',
      '/tai-tro-ca-mo?trangthai=DANG_KEU_GOI',
    );
  });

  it('paginates and answers 404 past the last page', async () => {
    const many = Array.from({ length: 11 }, (_, index) => ({
      ...walking,
      _id: `a05d0000-1${String(index).padStart(3, '0')}-4e7f-8a0b-1c2d3e4f5a61`,
      tieude: `Câu chuyện ${index + 1}`,
    }));
    const { router } = await renderRoute('/cau-chuyen-thanh-cong', { api: api(many) });
    expect(screen.getByText('1-9 của 11')).toBeInTheDocument();
    await navigate(router, '/cau-chuyen-thanh-cong?page=2');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    expect((await serverRender('/cau-chuyen-thanh-cong?page=3', { api: api(many) })).status).toBe(404);
    expect((await serverRender('/cau-chuyen-thanh-cong?page=0', { api: api(many) })).status).toBe(404);
  });

  it('says so when there is no story yet', async () => {
    await renderRoute('/cau-chuyen-thanh-cong', { api: api([]) });
    expect(screen.getByText('Chưa có câu chuyện nào được đăng.')).toBeInTheDocument();
  });

  it('renders in English on the server, with M/D/YYYY dates and Vietnamese where no translation exists', async () => {
    const { status, doc } = await serverRender('/cau-chuyen-thanh-cong', { api: api(), lang: 'en' });
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Success stories');
    expect([...doc.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual([
      'Little Minh Anh is back at school',
      'Ông Sáu đi lại được sau 2 năm',
    ]);
    expect(doc.body.textContent).toContain('3/9/2025');
    expect(doc.body.textContent).toContain('1/15/2025');
  });
});

describe('success story', () => {
  it('shows the story with its date and trail, and an Article for search engines', async () => {
    const { status, doc, head } = await serverRender(paths.successStory(school._id, school.tieude), { api: api() });
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Bé Minh Anh đã có thể đến trường');
    expect(doc.body.textContent).toContain('Ba tháng sau ca mổ, bé tăng 3 kg.');
    expect(doc.querySelector('[data-testid="page-banner"] time')?.textContent).toBe('9/3/2025');
    expect(head).toContain('"@type":"Article"');
    expect(head).toContain('"headline":"Bé Minh Anh đã có thể đến trường"');
    // No operation behind this one: no link to one.
    expect(doc.body.textContent).not.toContain('Ca mổ được tài trợ');
  });

  it('is reached from the list by client navigation, in English', async () => {
    const { router } = await renderRoute('/cau-chuyen-thanh-cong', { api: api(), lang: 'en' });
    await navigate(router, paths.successStory(walking._id, walking.tieude));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ông Sáu đi lại được sau 2 năm');
    expect(screen.getByText('Ông Sáu năm nay 72 tuổi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All stories' })).toHaveAttribute('href', '/cau-chuyen-thanh-cong');
    // It follows a sponsored operation: the page links to it.
    expect(within(screen.getByRole('main')).getByText(/Sponsored operation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Thay khớp gối cho ông Sáu' })).toHaveAttribute(
      'href',
      paths.sponsorship(walking.taitro!._id, walking.taitro!.tieude),
    );
  });

  it('answers 404 for an unknown story', async () => {
    const { status } = await serverRender('/cau-chuyen-thanh-cong/a05d0000-9999-4e7f-8a0b-1c2d3e4f5a61', {
      api: api(),
    });
    expect(status).toBe(404);
  });
});
