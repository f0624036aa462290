import type { Lang } from '@phongkham/contracts/i18n';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../shared/i18n/I18nProvider';
import { categories, setting } from '../../test/site';
import { siteTables } from '../i18n';
import type { RouteHandle } from '../meta';
import { PageBanner } from './PageBanner';

const doctorHandle: RouteHandle = {
  meta: ({ data }) => {
    const doctor = data as { hoten: string };
    return { title: doctor.hoten, crumbs: [{ label: 'Bác sĩ', to: '/bac-si' }, { label: doctor.hoten }] };
  },
};

function renderAt(path: string, lang: Lang = 'vi') {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ setting, categories }),
        HydrateFallback: () => null,
        children: [
          {
            index: true,
            element: (
              <>
                <PageBanner />
                <p>Nội dung trang chủ</p>
              </>
            ),
            handle: { meta: () => ({ title: 'Trang chủ' }) },
          },
          {
            path: 'bac-si',
            element: <PageBanner />,
            handle: { meta: () => ({ title: 'Đội ngũ bác sĩ', crumbs: [{ label: 'Bác sĩ' }] }) } satisfies RouteHandle,
          },
          {
            path: 'bac-si/:id',
            loader: () => ({ hoten: 'BS. Nguyễn Văn An' }),
            element: <PageBanner />,
            handle: doctorHandle,
          },
          {
            path: 'tin-tuc/:id',
            element: (
              <PageBanner title="Tiêu đề riêng" crumbs={[{ label: 'Tin tức', to: '/tin-tuc' }, { label: 'Bài' }]}>
                <span>9/3/2025</span>
              </PageBanner>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nProvider initialLang={lang} tables={siteTables}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

const trail = () =>
  within(screen.getByRole('navigation', { name: /Đường dẫn|Breadcrumb/ }))
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href') ?? null]);

describe('PageBanner', () => {
  it('is hidden on home', async () => {
    renderAt('/');
    await screen.findByText('Nội dung trang chủ');
    expect(screen.queryByTestId('page-banner')).not.toBeInTheDocument();
  });

  it("shows the page's title as its one h1 and a trail starting with home", async () => {
    renderAt('/bac-si');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đội ngũ bác sĩ' })).toBeInTheDocument();
    expect(trail()).toEqual([
      ['Trang chủ', '/'],
      ['Bác sĩ', null],
    ]);
    expect(screen.getByText('Bác sĩ')).toHaveAttribute('aria-current', 'page');
  });

  it("ends a detail page's trail with its own record, linking the list", async () => {
    renderAt('/bac-si/ab6e0000-0001-4a2b-9c3d-4e5f60718291');
    expect(await screen.findByRole('heading', { level: 1, name: 'BS. Nguyễn Văn An' })).toBeInTheDocument();
    expect(trail()).toEqual([
      ['Trang chủ', '/'],
      ['Bác sĩ', '/bac-si'],
      ['BS. Nguyễn Văn An', null],
    ]);
  });

  it('takes a title, a trail and a line under the title from the page', async () => {
    renderAt('/tin-tuc/x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tiêu đề riêng' })).toBeInTheDocument();
    expect(screen.getByText('9/3/2025')).toBeInTheDocument();
    expect(trail().map(([label]) => label)).toEqual(['Trang chủ', 'Tin tức', 'Bài']);
  });

  it('says home in English', async () => {
    renderAt('/bac-si', 'en');
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
  });
});
