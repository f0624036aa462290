import type { SponsoredOperationDetail } from '@phongkham/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/paths';
import { byId, fixtureApi, listOf, navigate, renderRoute, serverRender } from '../../../test/pages';
import { charityApi, listed, operations } from '../charity/fixtures';
import { fundedPercent } from './SponsorshipProgress';

const api = (docs: SponsoredOperationDetail[] = operations) =>
  fixtureApi({
    ...charityApi,
    '/api/taitro': listOf(docs.map(listed)),
    '/api/taitro/:id': byId(docs),
  });

const [heart, hip] = operations as [SponsoredOperationDetail, SponsoredOperationDetail];

/** Twelve operations: two pages of nine. */
const many = Array.from({ length: 12 }, (_, index) => ({
  ...heart,
  _id: `8f4c0000-1${String(index).padStart(3, '0')}-4d6e-9f0a-1b2c3d4e5f60`,
  tieude: `Ca mổ số ${index + 1}`,
}));

describe('fundedPercent', () => {
  it('gives whole percent of the cost, never above 100', () => {
    expect(fundedPercent(51_000_000, 85_000_000)).toBe(60);
    expect(fundedPercent(1, 3)).toBe(33);
    expect(fundedPercent(2_000_000, 1_250_000)).toBe(100);
    expect(fundedPercent(0, 0)).toBe(0);
    expect(fundedPercent(5, 0)).toBe(100);
  });
});

describe('sponsorship list', () => {
  it('shows each operation with its status, date, patient and funding in đồng', async () => {
    await renderRoute('/tai-tro-ca-mo', { api: api() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tài trợ ca mổ');
    const list = screen.getByRole('list', { name: 'Tài trợ ca mổ' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Mổ tim bẩm sinh cho bé Nguyễn Gia Bảo');
    expect(within(first).getByRole('link')).toHaveAttribute('href', paths.sponsorship(heart._id, heart.tieude));
    expect(first).toHaveTextContent('Đang kêu gọi');
    expect(first).toHaveTextContent('2/4/2025');
    expect(first).toHaveTextContent('Người bệnh: Bé N.G.B., 4 tuổi, tỉnh Long An');
    expect(first).toHaveTextContent('51.000.000 ₫');
    expect(first).toHaveTextContent('85.000.000 ₫');
    const bar = within(first).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuetext', '60% · Đã nhận 51.000.000\u00a0₫ trên 85.000.000\u00a0₫');

    // 18:30 UTC on 31 December is New Year's Day at the clinic.
    expect(cards[1]).toHaveTextContent('1/1/2025');
    expect(cards[1]).toHaveTextContent('Đã phẫu thuật');
    expect(within(cards[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('1-2 của 2')).toBeInTheDocument();
  });

  it('filters by status through the URL and marks the current filter', async () => {
    const fixtures = api();
    const { router } = await renderRoute('/tai-tro-ca-mo', { api: fixtures });
    const filters = screen.getByRole('navigation', { name: 'Lọc theo trạng thái' });
    expect(within(filters).getByRole('link', { name: 'Tất cả' })).toHaveAttribute('aria-current', 'page');

    await navigate(router, '/tai-tro-ca-mo?trangthai=DA_PHAU_THUAT');
    expect(within(filters).getByRole('link', { name: 'Đã phẫu thuật' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'Tất cả' })).not.toHaveAttribute('aria-current');
    const cards = within(screen.getByRole('list', { name: 'Tài trợ ca mổ' })).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Thay khớp gối cho ông Sáu');
    expect(fixtures.requests.at(-1)!.url).toBe('/api/taitro?page=1&limit=9&sort=-ngaydang&trangthai=DA_PHAU_THUAT');
  });

  it('says so when a filter has no operation', async () => {
    await renderRoute('/tai-tro-ca-mo?trangthai=DANG_KEU_GOI', { api: api([hip]) });
    expect(screen.getByText('Chưa có ca mổ nào ở mục này.')).toBeInTheDocument();
  });

  it('paginates nine a page with ?page= links', async () => {
    const { router } = await renderRoute('/tai-tro-ca-mo', { api: api(many) });
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(screen.getByText('1-9 của 12')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(within(pager).getByRole('link', { name: 'Trang Kế' })).toHaveAttribute('href', '/tai-tro-ca-mo?page=2');
    await navigate(router, '/tai-tro-ca-mo?page=2');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('10-12 của 12')).toBeInTheDocument();
  });

  it('answers 404 for a page past the end and for an unknown status', async () => {
    expect((await serverRender('/tai-tro-ca-mo?page=3', { api: api(many) })).status).toBe(404);
    expect((await serverRender('/tai-tro-ca-mo?trangthai=XYZ', { api: api() })).status).toBe(404);
  });

  it('renders in English on the server, English twins falling back to Vietnamese', async () => {
    const { status, doc, head } = await serverRender('/tai-tro-ca-mo', { api: api(), lang: 'en' });
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Operation sponsorship');
    const titles = [...doc.querySelectorAll('article h2')].map((h) => h.textContent);
    expect(titles).toEqual(['Congenital heart surgery for little Nguyen Gia Bao', 'Thay khớp gối cho ông Sáu']);
    expect(doc.body.textContent).toContain('4/2/2025');
    expect(doc.body.textContent).toContain('Seeking sponsors');
    // The patient's line in English, the Vietnamese one where no twin was written.
    const patients = [...doc.querySelectorAll('article')].map((card) => card.textContent);
    expect(patients[0]).toContain('Patient: Little N.G.B., 4, Long An province');
    expect(patients[1]).toContain('Patient: Ông N.V.S., 72 tuổi');
    expect(head).toContain('<title>Operation sponsorship | Phòng khám Đa khoa An Khang</title>');
  });
});

describe('sponsorship detail', () => {
  it('shows the operation, its funding, what is still needed and how to help', async () => {
    await renderRoute(paths.sponsorship(heart._id, heart.tieude), { api: api() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mổ tim bẩm sinh cho bé Nguyễn Gia Bảo');
    const trail = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/tu-thien', '/tai-tro-ca-mo']);
    expect(screen.getByText('Gia đình bé làm nông ở Long An.')).toBeInTheDocument();
    const funding = screen.getByRole('region', { name: 'Tình hình tài trợ' });
    expect(funding).toHaveTextContent('Còn thiếu 34.000.000 ₫');
    expect(within(funding).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByRole('link', { name: /Gọi 0909 115 115/ })).toHaveAttribute('href', 'tel:0909115115');
    expect(screen.getByRole('img', { name: 'Mổ tim bẩm sinh cho bé Nguyễn Gia Bảo' })).toHaveAttribute(
      'src',
      heart.hinhanh!.url,
    );
  });

  it('lists who gave, newest first, naming only those who agreed to be named', async () => {
    await renderRoute(paths.sponsorship(heart._id, heart.tieude), { api: api() });
    const donors = screen.getByRole('region', { name: 'Các nhà hảo tâm đã chung tay' });
    const rows = within(donors).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Nhà hảo tâm ẩn danh21.000.000\u00a0₫10/4/2025',
      'Nhóm thiện nguyện Ánh Dương30.000.000\u00a0₫5/4/2025',
    ]);
    expect(screen.queryByRole('region', { name: 'Câu chuyện sau ca mổ' })).not.toBeInTheDocument();
  });

  it('says so when nobody has given yet, in English', async () => {
    const fresh = { ...heart, dataitro: 0, quyengop: [] };
    await renderRoute(paths.sponsorship(heart._id, heart.tieude), { api: api([fresh]), lang: 'en' });
    const donors = screen.getByRole('region', { name: 'Donors who helped' });
    expect(donors).toHaveTextContent('No donations have been recorded yet. You could be the first.');
    expect(within(screen.getByRole('region', { name: 'Funding so far' })).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('links an operated case to the stories that followed it, and names anonymous donors in English', async () => {
    await renderRoute(paths.sponsorship(hip._id, hip.tieude), { api: api(), lang: 'en' });
    const stories = screen.getByRole('region', { name: 'After the operation' });
    expect(within(stories).getByRole('link', { name: 'Ông Sáu đi lại được sau 2 năm' })).toHaveAttribute(
      'href',
      paths.successStory('a05d0000-0002-4e7f-8a0b-1c2d3e4f5a61', 'Ông Sáu đi lại được sau 2 năm'),
    );
    await renderRoute(paths.sponsorship(heart._id, heart.tieude), { api: api(), lang: 'en' });
    expect(screen.getAllByText('Anonymous donor')[0]).toBeInTheDocument();
  });

  it('says a finished operation is fully funded and stops asking for money', async () => {
    await renderRoute(paths.sponsorship(hip._id, hip.tieude), { api: api(), lang: 'en' });
    expect(screen.getByRole('region', { name: 'Funding so far' })).toHaveTextContent('Fully funded');
    expect(screen.queryByRole('region', { name: 'Help fund an operation' })).not.toBeInTheDocument();
  });

  it('answers 404 for an unknown id and redirects other forms of the URL to the canonical one', async () => {
    const unknown = await serverRender('/tai-tro-ca-mo/8f4c0000-9999-4d6e-9f0a-1b2c3d4e5f60', { api: api() });
    expect(unknown.status).toBe(404);
    expect(unknown.doc.querySelector('h1')?.textContent).toBe('Không tìm thấy trang');
    expect((await serverRender('/tai-tro-ca-mo/khong-phai-ma', { api: api() })).status).toBe(404);

    const byIdOnly = await serverRender(`/tai-tro-ca-mo/${heart._id}?lng=en`, { api: api() });
    expect(byIdOnly.status).toBe(301);
    expect(byIdOnly.redirect).toBe(`${paths.sponsorship(heart._id, heart.tieude)}?lng=en`);
  });

  it('renders on the server with an article preview for sharing', async () => {
    const { status, head, doc } = await serverRender(paths.sponsorship(heart._id, heart.tieude), { api: api() });
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Mổ tim bẩm sinh cho bé Nguyễn Gia Bảo');
    expect(head).toContain('<meta data-head property="og:type" content="article">');
    expect(head).toContain(`content="https://phongkham.example${heart.hinhanh!.url}"`);
  });
});
