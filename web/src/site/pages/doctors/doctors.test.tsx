import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { doctors } from '../../../test/content';
import { byId, fixtureApi, listOf, renderRoute, serverRender } from '../../../test/pages';

const api = () => fixtureApi({ '/api/bacsi': listOf(doctors), '/api/bacsi/:id': byId(doctors) });
const [an, binh] = doctors as [(typeof doctors)[0], (typeof doctors)[0]];
const anPath = `/bac-si/${an._id}-nguyen-van-an`;

describe('doctors /bac-si', () => {
  it('lists the doctors with title, specialty, experience and portrait', async () => {
    await renderRoute('/bac-si', { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'Đội ngũ bác sĩ' })).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Danh sách bác sĩ' }));
    const [first, second] = list.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'BS.CKII Nguyễn Văn An' })).toHaveAttribute('href', anPath);
    expect(within(first).getByText('Ngoại tổng quát')).toBeInTheDocument();
    expect(within(first).getByText('22 năm kinh nghiệm')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Ảnh bác sĩ Nguyễn Văn An' })).toHaveAttribute('width', '600');
    expect(within(second).getByRole('link', { name: 'Trần Thị Bình' })).toBeInTheDocument();
  });

  it('speaks English, keeping the Vietnamese specialty where none is translated', async () => {
    await renderRoute('/bac-si', { api: api(), lang: 'en' });
    const list = within(screen.getByRole('list', { name: 'Doctors' }));
    expect(list.getByText('General surgery')).toBeInTheDocument();
    expect(list.getByText('Nội tổng quát')).toBeInTheDocument();
    expect(list.getByText('22 years of experience')).toBeInTheDocument();
  });
});

describe('doctor /bac-si/:id', () => {
  it("shows the doctor's profile and a booking button", async () => {
    await renderRoute(anPath, { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'BS.CKII Nguyễn Văn An' })).toBeInTheDocument();
    expect(screen.getByText('22 năm')).toBeInTheDocument();
    expect(screen.getByText('Nguyên trưởng khoa Ngoại.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đặt lịch khám' })).toBeInTheDocument();
    const others = within(screen.getByRole('region', { name: 'Bác sĩ khác' }));
    expect(others.getByRole('link', { name: 'Trần Thị Bình' })).toHaveAttribute(
      'href',
      `/bac-si/${binh._id}-tran-thi-binh`,
    );
  });

  it('writes Physician JSON-LD, redirects a bare id and 404s an unknown doctor', async () => {
    const page = await serverRender(anPath, { api: api() });
    const [physician, crumbs] = [...page.doc.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent!),
    );
    expect(physician).toMatchObject({
      '@type': 'Physician',
      name: 'BS.CKII Nguyễn Văn An',
      knowsAbout: 'Ngoại tổng quát',
      image: `https://phongkham.example${an.hinhanh!.url}`,
    });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(page.doc.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('profile');
    expect((await serverRender(`/bac-si/${an._id}`, { api: api() })).redirect).toBe(anPath);
    expect((await serverRender('/bac-si/ab6e0000-0009-4a2b-9c3d-4e5f60718291', { api: api() })).status).toBe(404);
  });
});
