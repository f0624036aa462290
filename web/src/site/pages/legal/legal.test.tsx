// The privacy policy and the terms of use: the clinic's own text from the API, with the banner and trail, its last
// change, links between the two, SEO in both languages, and 404 while the clinic has not written the page.
import type { SitePage } from '@phongkham/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureApi, navigate, renderRoute, serverRender } from '../../../test/pages';

const legalPage = (ma: 'CHINH_SACH_BAO_MAT' | 'DIEU_KHOAN_SU_DUNG', fields: Partial<SitePage>): SitePage => ({
  _id: ma === 'CHINH_SACH_BAO_MAT' ? '7e3b0000-0006-4c5d-8e9f-0a1b2c3d4e5f' : '7e3b0000-0007-4c5d-8e9f-0a1b2c3d4e5f',
  ma,
  tieude: '',
  tieude_en: null,
  mota: null,
  mota_en: null,
  noidung: null,
  noidung_en: null,
  hinhanh: { _id: 'a1', url: '/uploads/bao-mat.webp', chieurong: 1200, chieucao: 675 },
  updatedAt: '2026-01-05T03:00:00.000Z',
  ...fields,
});

const privacy = legalPage('CHINH_SACH_BAO_MAT', {
  tieude: 'Chính sách bảo mật dữ liệu cá nhân',
  tieude_en: 'Personal data protection policy',
  mota: 'Phòng khám thu thập gì, để làm gì và bạn có những quyền gì.',
  mota_en: 'What the clinic collects, why, and your rights.',
  noidung: '<h2>1. Dữ liệu thu thập</h2><p>Họ tên và số điện thoại khi bạn đặt lịch.</p>',
  noidung_en: '<h2>1. What we collect</h2><p>Your name and phone number when you book.</p>',
});
const terms = legalPage('DIEU_KHOAN_SU_DUNG', {
  tieude: 'Điều khoản sử dụng trang web',
  tieude_en: 'Website terms of use',
  noidung: '<h2>Thông tin trên trang web</h2><p>Không thay thế việc khám bệnh.</p>',
  noidung_en: null,
});

const api = () =>
  fixtureApi({ '/api/trang/CHINH_SACH_BAO_MAT': () => privacy, '/api/trang/DIEU_KHOAN_SU_DUNG': () => terms });

describe('the privacy policy', () => {
  it('shows the clinic’s text under its banner and trail, with its last change and the related pages', async () => {
    await renderRoute('/chinh-sach-bao-mat', { api: api() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Chính sách bảo mật dữ liệu cá nhân');
    const trail = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(within(trail).getByText('Chính sách bảo mật')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Phòng khám thu thập gì, để làm gì và bạn có những quyền gì.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Dữ liệu thu thập' })).toBeInTheDocument();
    expect(screen.getByText('Cập nhật lần cuối: 5/1/2026')).toBeInTheDocument();
    const related = screen.getByRole('complementary', { name: 'Xem thêm' });
    expect(within(related).getByRole('link', { name: 'Điều khoản sử dụng' })).toHaveAttribute(
      'href',
      '/dieu-khoan-su-dung',
    );
    expect(within(related).getByRole('link', { name: 'Liên hệ phòng khám' })).toHaveAttribute('href', '/lien-he');
    expect(document.title).toBe('Chính sách bảo mật dữ liệu cá nhân | Phòng khám Đa khoa An Khang');
  });

  it('renders on the server in English with its description, picture and breadcrumb', async () => {
    const { status, doc, head } = await serverRender('/chinh-sach-bao-mat', { api: api(), lang: 'en' });
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Personal data protection policy');
    expect(doc.body.textContent).toContain('Your name and phone number when you book.');
    expect(doc.body.textContent).toContain('Last updated: 1/5/2026');
    expect(head).toContain('<title>Personal data protection policy | Phòng khám Đa khoa An Khang</title>');
    expect(head).toContain('content="What the clinic collects, why, and your rights."');
    expect(head).toContain('/uploads/bao-mat.webp');
    const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
    );
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('is not found (404) while the clinic has not written it', async () => {
    const { status, doc } = await serverRender('/chinh-sach-bao-mat', { api: fixtureApi({}) });
    expect(status).toBe(404);
    expect(doc.querySelector('h1')?.textContent).not.toBe('Chính sách bảo mật');
  });
});

describe('the terms of use', () => {
  it('shows the Vietnamese text where the English is empty, and links back to the privacy policy', async () => {
    await renderRoute('/dieu-khoan-su-dung', { api: api(), lang: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Website terms of use');
    expect(screen.getByText('Không thay thế việc khám bệnh.')).toBeInTheDocument();
    const related = screen.getByRole('complementary', { name: 'See also' });
    expect(within(related).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/chinh-sach-bao-mat',
    );
  });

  it('is reached by client navigation from another page', async () => {
    const { router } = await renderRoute('/chinh-sach-bao-mat', { api: api() });
    await navigate(router, '/dieu-khoan-su-dung');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Điều khoản sử dụng trang web');
  });
});
