import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diseases, doctors, news, priceList } from '../../../test/content';
import { fixtureApi, listOf, renderRoute, serverRender } from '../../../test/pages';

const api = () =>
  fixtureApi({
    '/api/tintuc': listOf(news),
    '/api/dmdichvu': listOf(priceList.map(({ dichvu: _services, ...group }) => group)),
    '/api/bacsi': listOf(doctors),
    '/api/benh': listOf(diseases),
  });

describe('home /', () => {
  it('shows service groups, doctors, featured news first, common conditions and the call to book', async () => {
    await renderRoute('/', { api: api() });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByTestId('page-banner')).not.toBeInTheDocument();

    const services = within(screen.getByRole('region', { name: 'Dịch vụ của phòng khám' }));
    expect(services.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Khám tổng quát',
      'Tiểu phẫu',
    ]);
    expect(services.getByRole('link', { name: 'Bảng giá dịch vụ' })).toHaveAttribute('href', '/bang-gia-dich-vu');

    const team = within(screen.getByRole('region', { name: 'Đội ngũ bác sĩ' }));
    expect(team.getByRole('link', { name: 'BS.CKII Nguyễn Văn An' })).toBeInTheDocument();
    expect(team.getByRole('link', { name: 'Xem tất cả bác sĩ' })).toHaveAttribute('href', '/bac-si');

    const featured = within(screen.getByRole('region', { name: 'Tin tức nổi bật' }));
    expect(featured.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      news[0]!.tieude,
      news[1]!.tieude,
    ]);

    const conditions = within(screen.getByRole('region', { name: 'Bệnh thường gặp' }));
    expect(conditions.getByRole('link', { name: 'Viêm xoang' })).toHaveAttribute(
      'href',
      `/benh/${diseases[0]!._id}-viem-xoang`,
    );

    const book = within(screen.getByRole('region', { name: 'Đặt lịch khám ngay hôm nay' }));
    expect(book.getByRole('button', { name: 'Đặt lịch khám' })).toBeInTheDocument();
    expect(book.getByRole('link', { name: 'Gọi 0909 115 115' })).toHaveAttribute('href', 'tel:0909115115');
  });

  it('asks for the featured news', async () => {
    const fixtures = api();
    await renderRoute('/', { api: fixtures });
    expect(fixtures.requests.map((request) => request.url)).toContain('/api/tintuc?noibat=true&limit=3');
  });

  it('still shows the clinic when the content API answers nothing', async () => {
    await renderRoute('/', { api: fixtureApi({}) });
    expect(screen.getByRole('heading', { level: 1, name: 'Phòng khám Đa khoa An Khang' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tin tức nổi bật' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Đặt lịch khám ngay hôm nay' })).toBeInTheDocument();
  });

  it('writes the MedicalClinic JSON-LD and no breadcrumbs on the server, in English too', async () => {
    const page = await serverRender('/', { api: api(), lang: 'en' });
    expect(page.status).toBe(200);
    const blocks = [...page.doc.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent!),
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['MedicalClinic']);
    expect(page.doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://phongkham.example/?lng=en',
    );
    expect(page.doc.getElementById('home-doctors')?.textContent).toBe('Our doctors');
  });
});
