import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/paths';
import { fixtureApi, listOf, renderRoute, serverRender } from '../../../test/pages';
import { charityApi, listed, operations } from './fixtures';

const api = (withOperations = true) =>
  fixtureApi({ ...charityApi, '/api/taitro': listOf(withOperations ? operations.map(listed) : []) });

describe('charity page', () => {
  it('shows the programme from the API, its three ways in and the latest operations', async () => {
    const fixtures = api();
    await renderRoute('/tu-thien', { api: fixtures });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Chương trình Trái tim nhân ái');
    expect(screen.getByText('Mỗi năm phòng khám dành 5% lợi nhuận cho chương trình.')).toBeInTheDocument();

    const ways = screen.getByRole('region', { name: 'Chung tay cùng chương trình' });
    expect(
      within(ways)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Gửi hồ sơ xét duyệt', 'Tài trợ ca mổ', 'Câu chuyện thành công']);
    expect(
      within(ways)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([paths.profileReview, paths.sponsorships, paths.successStories]);

    const latest = screen.getByRole('region', { name: 'Ca mổ mới nhất' });
    const cards = within(latest).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Mổ tim bẩm sinh cho bé Nguyễn Gia Bảo',
    );
    expect(within(cards[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(within(latest).getByRole('link', { name: 'Xem tất cả ca mổ' })).toHaveAttribute('href', paths.sponsorships);
    expect(fixtures.requests.map((r) => r.url)).toContain('/api/taitro?page=1&limit=3&sort=-ngaydang');
  });

  it('says so when no operation has been posted', async () => {
    await renderRoute('/tu-thien', { api: api(false) });
    expect(screen.getByText('Hiện chưa có ca mổ nào được đăng.')).toBeInTheDocument();
  });

  it('renders on the server in English, the untranslated page falling back to Vietnamese', async () => {
    const { status, doc, head } = await serverRender('/tu-thien', { api: api(), lang: 'en' });
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Chương trình Trái tim nhân ái');
    expect(doc.body.textContent).toContain('Take part in the programme');
    expect(doc.body.textContent).toContain('Latest operations');
    expect(head).toContain(
      '<meta data-head name="description" content="Hỗ trợ chi phí phẫu thuật cho người bệnh nghèo.">',
    );
  });

  it('keeps its locale title when the page row is missing', async () => {
    await renderRoute('/tu-thien', { api: fixtureApi({ '/api/taitro': listOf([]) }), lang: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Charity');
  });
});
