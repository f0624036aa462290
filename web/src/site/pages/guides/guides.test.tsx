// /huong-dan and /huong-dan/:id through the real routes: guides grouped by catalogue, a guide with its body and
// the rest of its catalogue, both languages, canonical addresses and what search engines read.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { byId, fixtureApi, listOf, renderRoute, serverRender } from '../../../test/pages';
import { guideCategories, guides } from './fixtures';

const api = () =>
  fixtureApi({
    '/api/dmhuongdan': listOf(guideCategories),
    '/api/huongdan': listOf(guides),
    '/api/huongdan/:id': byId(guides),
  });
const [bloodTest, ultrasound, stitches] = guides as [(typeof guides)[0], (typeof guides)[0], (typeof guides)[0]];
const bloodTestPath = `/huong-dan/${bloodTest._id}-chuan-bi-truoc-khi-xet-nghiem-mau`;

describe('guides /huong-dan', () => {
  it('lists the guides in a section per catalogue, each card linking to its guide', async () => {
    await renderRoute('/huong-dan', { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'Hướng dẫn' })).toBeInTheDocument();
    const preparing = within(screen.getByRole('region', { name: 'Chuẩn bị trước khi khám và xét nghiệm' }));
    expect(preparing.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Chuẩn bị trước khi xét nghiệm máu',
      'Chuẩn bị trước khi siêu âm bụng',
    ]);
    expect(preparing.getByRole('link', { name: bloodTest.tieude })).toHaveAttribute('href', bloodTestPath);
    const aftercare = within(screen.getByRole('region', { name: 'Chăm sóc sau tiểu phẫu' }));
    expect(aftercare.getByRole('link', { name: stitches.tieude })).toBeInTheDocument();
    const groups = within(screen.getByRole('navigation', { name: 'Nhóm hướng dẫn' }));
    expect(groups.getByRole('link', { name: 'Chăm sóc sau tiểu phẫu' })).toHaveAttribute(
      'href',
      '#nhom-cham-soc-sau-tieu-phau',
    );
  });

  it('speaks English, falling back to Vietnamese', async () => {
    await renderRoute('/huong-dan', { api: api(), lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Patient guides' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Care after minor surgery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preparing for a blood test' })).toHaveAttribute('href', bloodTestPath);
    expect(screen.getByRole('link', { name: ultrasound.tieude })).toBeInTheDocument();
  });

  it('renders on the server with its title and breadcrumbs, and says so when there is no guide', async () => {
    const page = await serverRender('/huong-dan', { api: api() });
    expect(page.status).toBe(200);
    expect(page.doc.title).toBe('Hướng dẫn | Phòng khám Đa khoa An Khang');
    expect(page.doc.head.querySelector('meta[name="description"]')!.getAttribute('content')).toContain('tiểu phẫu');
    await renderRoute('/huong-dan', {
      api: fixtureApi({ '/api/dmhuongdan': listOf(guideCategories), '/api/huongdan': listOf([]) }),
    });
    expect(screen.getByText('Chưa có bài hướng dẫn nào.')).toBeInTheDocument();
  });
});

describe('a guide /huong-dan/:id', () => {
  it('shows the guide, its catalogue, its body, and the rest of its catalogue', async () => {
    const fixtures = api();
    await renderRoute(bloodTestPath, { api: fixtures });
    expect(screen.getByRole('heading', { level: 1, name: bloodTest.tieude })).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Đường dẫn' }));
    expect(trail.getByRole('link', { name: 'Hướng dẫn' })).toHaveAttribute('href', '/huong-dan');
    expect(screen.getAllByRole('link', { name: 'Chuẩn bị trước khi khám và xét nghiệm' })[0]).toHaveAttribute(
      'href',
      '/huong-dan#nhom-chuan-bi-truoc-khi-kham-va-xet-nghiem',
    );
    expect(screen.getByText(bloodTest.mota!)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nhịn ăn' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: bloodTest.tieude })).toHaveAttribute('src', bloodTest.hinhanh!.url);
    const others = within(screen.getByRole('region', { name: 'Hướng dẫn khác' }));
    expect(others.getByRole('link', { name: ultrasound.tieude })).toBeInTheDocument();
    expect(others.queryByRole('link', { name: bloodTest.tieude })).toBeNull();
    expect(fixtures.requests.map((r) => r.url)).toContain(
      `/api/huongdan?dmhuongdan_id=${bloodTest.dmhuongdan_id}&limit=6`,
    );
    expect(screen.getByRole('button', { name: 'Đặt lịch khám' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await renderRoute(bloodTestPath, { api: api(), lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Preparing for a blood test' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fasting' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Other guides' })).toBeInTheDocument();
  });

  it('writes its head and a MedicalWebPage, redirects other forms of its address, and 404s an unknown one', async () => {
    const page = await serverRender(bloodTestPath, { api: api() });
    expect(page.status).toBe(200);
    expect(page.doc.title).toBe('Chuẩn bị trước khi xét nghiệm máu | Phòng khám Đa khoa An Khang');
    expect(page.doc.head.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      `https://phongkham.example${bloodTestPath}`,
    );
    expect(page.doc.head.querySelector('meta[property="og:image"]')!.getAttribute('content')).toBe(
      `https://phongkham.example${bloodTest.hinhanh!.url}`,
    );
    const blocks = [...page.doc.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent!),
    );
    expect(blocks.find((block) => block['@type'] === 'MedicalWebPage')).toMatchObject({
      name: bloodTest.tieude,
      dateModified: bloodTest.updatedAt,
    });
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(4);
    expect((await serverRender(`/huong-dan/${bloodTest._id}`, { api: api() })).redirect).toBe(bloodTestPath);
    expect((await serverRender(`/huong-dan/${bloodTest._id}-cu?lng=en`, { api: api() })).redirect).toBe(
      `${bloodTestPath}?lng=en`,
    );
    expect((await serverRender('/huong-dan/9a5d0000-0009-4a2b-9c3d-4e5f60718291', { api: api() })).status).toBe(404);
  });
});
