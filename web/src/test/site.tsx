// Rendering helpers for the public site's components: the site's message tables, the language persisted
// the way the browser entry does it, and a memory router where a component links or reads the path.
import type { Lang, NewsCategory, Setting } from '@phongkham/contracts';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import { persistLanguage } from '../shared/i18n/language';
import { siteTables } from '../site/i18n';
import { browserTables } from '../site/tables/load';
import { toastStore } from '../site/toasts';
import { useInSiteLinks } from '../site/ui/in-site-links';

export const setting: Setting = {
  _id: '6f1c2b1e-8d4a-4c3b-9a51-2f7e0d9c4b10',
  tenphongkham: 'Phòng khám Đa khoa An Khang',
  diachi: '12 Nguyễn Trãi,  Phường Bến Thành , Quận 1,, TP. Hồ Chí Minh',
  dienthoai: '0909 115 115',
  email: 'lienhe@ankhang.vn',
  link_facebook: 'https://www.facebook.com/phongkhamankhang',
  link_youtube: 'https://www.youtube.com/@phongkhamankhang',
  link_tiktok: null,
  logo: null,
  giomocua: null,
  giomocua_en: null,
  ngaymocua: null,
  ngaymocua_en: null,
  giolamviec: null,
  giolamviec_en: null,
  khuyenmai_tieude: null,
  khuyenmai_tieude_en: null,
  khuyenmai_noidung: null,
  khuyenmai_noidung_en: null,
  vanhanhboi: null,
  vanhanhboi_en: null,
  // No map position: the contact page's tests set one where they need it.
  chiduong: null,
  chiduong_en: null,
  bando_vido: null,
  bando_kinhdo: null,
  khuyenmai_soluong: 50,
  khuyenmai_giamgia: 30,
  updatedAt: '2024-05-01T08:00:00.000Z',
};

export const categories: NewsCategory[] = [
  {
    _id: '0b8f8e0c-1111-4c3b-9a51-2f7e0d9c4b11',
    tendanhmuc: 'Sức khỏe gia đình',
    tendanhmuc_en: 'Family health',
    slug: 'suc-khoe-gia-dinh',
    thutu: 1,
    createdAt: '2024-05-01T08:00:00.000Z',
    updatedAt: '2024-05-01T08:00:00.000Z',
  },
  {
    _id: '0b8f8e0c-2222-4c3b-9a51-2f7e0d9c4b12',
    tendanhmuc: 'Tiểu phẫu',
    tendanhmuc_en: null,
    slug: 'tieu-phau',
    thutu: 2,
    createdAt: '2024-05-01T08:00:00.000Z',
    updatedAt: '2024-05-01T08:00:00.000Z',
  },
];

export interface SiteRenderOptions {
  lang?: Lang;
  /** The router's current path; the component renders for every path. */
  path?: string;
}

/** The site layout's link listener, without the rest of the layout. */
function InSiteLinks() {
  useInSiteLinks();
  return null;
}

/**
 * Renders `ui` as the public site does: language provider (persisting like the browser entry), a router, and the
 * listener that opens the site's links in place.
 */
export function renderSite(ui: ReactNode, { lang = 'vi', path = '/' }: SiteRenderOptions = {}) {
  // The page's language table, as the browser holds it once the page is hydrated (the site's API client takes the
  // texts it writes itself from there), for this test only: the tables' own tests start from none.
  const before = browserTables[lang];
  browserTables[lang] = siteTables[lang];
  onTestFinished(() => {
    browserTables[lang] = before;
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <InSiteLinks />
            {ui}
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result: RenderResult = render(
    <I18nProvider initialLang={lang} tables={siteTables} onChange={persistLanguage}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { ...result, router };
}

/** Removes every notification of the site's store (it lives for the whole test file). */
export function clearToasts(): void {
  for (const toast of toastStore.snapshot()) toastStore.dismiss(toast.id);
}
