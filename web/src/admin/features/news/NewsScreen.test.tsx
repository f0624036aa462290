// The news screen on the kit: filters in the URL, the Excel export and print view of the filtered list,
// and the editor's request body.
import type { NewsCategoryRecord, NewsRecord, NewsRow, RoleMenuEntry } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, owner, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { NewsScreen } from './NewsScreen';

const categories: NewsCategoryRecord[] = [
  {
    _id: '5d0c1f7e-2b4a-4c6d-8e9f-000000000001',
    tendanhmuc: 'Sức khỏe',
    tendanhmuc_en: 'Health',
    slug: 'suc-khoe',
    thutu: 1,
    sobaiviet: 2,
    createdAt: '2026-03-01T02:00:00.000Z',
    updatedAt: '2026-03-01T02:00:00.000Z',
  },
  {
    _id: '5d0c1f7e-2b4a-4c6d-8e9f-000000000002',
    tendanhmuc: 'Tin phòng khám',
    tendanhmuc_en: null,
    slug: 'tin-phong-kham',
    thutu: 2,
    sobaiviet: 1,
    createdAt: '2026-03-01T02:00:00.000Z',
    updatedAt: '2026-03-01T02:00:00.000Z',
  },
];
const [health, clinic] = categories as [NewsCategoryRecord, NewsCategoryRecord];

const row = (n: number, overrides: Partial<NewsRow> = {}): NewsRow => ({
  _id: `7a3e9c10-1111-4222-8333-00000000000${n}`,
  dmtintuc_id: health._id,
  tieude: `Bài viết số ${n}`,
  tieude_en: null,
  mota: null,
  mota_en: null,
  slug: `bai-viet-so-${n}`,
  hinhanh: null,
  noibat: false,
  hienthi: true,
  ngaydang: '2026-04-10T02:30:00.000Z',
  trangthai: 'dadang',
  danhmuc: { _id: health._id, tendanhmuc: health.tendanhmuc, tendanhmuc_en: health.tendanhmuc_en, slug: 'suc-khoe' },
  tacgia: null,
  updatedAt: '2026-04-11T03:00:00.000Z',
  ...overrides,
});
const rows = [
  row(1, { tieude: 'Phòng ngừa sốt xuất huyết', noibat: true }),
  row(2, { tieude: 'Lịch khám Tết', trangthai: 'henlich', ngaydang: '2027-01-20T01:00:00.000Z' }),
  row(3, { tieude: 'Bản nháp dinh dưỡng', trangthai: 'nhap', hienthi: false }),
];
const paged = <T,>(docs: T[], totalDocs = docs.length, limit = 10) => ({
  docs,
  totalDocs,
  page: 1,
  limit,
  totalPages: Math.max(1, Math.ceil(totalDocs / (limit || totalDocs || 1))),
});

/** The list answers a page of the first two rows; `limit=0` (export, print) answers every row. */
const newsApi = (staff = owner, extra: Parameters<typeof signedInApi>[1] = {}) =>
  signedInApi(staff, {
    'GET /api/dmtintuc': () => ok(paged(categories, 2, 0)),
    'GET /api/nhanvien': () => ok(paged([], 0, 0)),
    'GET /api/tintuc': () => ok(paged(rows, 13)),
    ...extra,
  });

const entry = (url: string, flags: Partial<RoleMenuEntry> = {}): RoleMenuEntry => ({
  url,
  view: true,
  create: true,
  update: true,
  delete: true,
  actions: [],
  ...flags,
});
const withMenu = (menu: RoleMenuEntry[]) =>
  staffWithRole('QUANLY', {
    vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c98', ma: 'QUANLY', ten: 'Biên tập', menu },
  });

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the news list', { timeout: 60_000 }, () => {
  it('sends the filters of the URL, shows them, and clears them', async () => {
    const api = newsApi();
    const { location } = renderScreen({
      screen: NewsScreen,
      url: '/tin-tuc',
      path: `/tin-tuc?dmtintuc_id=${clinic._id}&trangthai=henlich&noibat=true`,
    });
    expect(await screen.findByText('Phòng ngừa sốt xuất huyết')).toBeInTheDocument();
    const call = api.calls().find((c) => c.startsWith('GET /api/tintuc?'))!;
    expect(call).toBe(
      `GET /api/tintuc?page=1&limit=10&sort=-ngaydang&dmtintuc_id=${clinic._id}&noibat=true&trangthai=henlich`,
    );
    // The selects show the URL's choices by name.
    expect(await screen.findByTitle('Tin phòng khám')).toHaveClass('ant-select-content');
    expect(screen.getByTitle('Tin nổi bật')).toHaveClass('ant-select-content');
    // A state tag per row, the range over the total.
    expect(within(screen.getByText('Lịch khám Tết').closest('tr')!).getByText('Hẹn lịch đăng')).toBeInTheDocument();
    expect(screen.getByText('1-10 trên 13 mục')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Xóa bộ lọc/ }));
    await waitFor(() => expect(location()).toBe('/tin-tuc'));
  });

  it('exports every row of the filtered list to Excel, with Vietnamese headers', async () => {
    const api = newsApi(owner);
    // The export asks for every row (limit=0): answer all three.
    api.fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/tintuc?') && url.includes('limit=0')) return ok(paged(rows, 3, 0));
      if (url.startsWith('/api/tintuc')) return ok(paged(rows.slice(0, 2), 3, 2));
      if (url.startsWith('/api/dmtintuc')) return ok(paged(categories, 2, 0));
      return ok(paged([], 0, 0));
    });
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:export';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen({
      screen: NewsScreen,
      url: '/tin-tuc',
      path: `/tin-tuc?dmtintuc_id=${health._id}&sort=tieude&q=phong`,
    });
    await screen.findByText('Phòng ngừa sốt xuất huyết');
    await userEvent.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(click).toHaveBeenCalled();
    const exportCall = api.calls().find((c) => c.includes('limit=0') && c.startsWith('GET /api/tintuc'))!;
    expect(exportCall).toBe(`GET /api/tintuc?page=1&limit=0&sort=tieude&q=phong&dmtintuc_id=${health._id}`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blobs[0]!.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Tiêu đề', 'Danh mục', 'Trạng thái', 'Nổi bật', 'Ngày đăng', 'Cập nhật lần cuối']);
    expect(sheet.rowCount).toBe(4);
    expect([2, 3, 4].map((n) => values(n).slice(0, 4))).toEqual([
      ['Phòng ngừa sốt xuất huyết', 'Sức khỏe', 'Đã đăng', 'Có'],
      ['Lịch khám Tết', 'Sức khỏe', 'Hẹn lịch đăng', 'Không'],
      ['Bản nháp dinh dưỡng', 'Sức khỏe', 'Bản nháp', 'Không'],
    ]);
    // Dates are dates, on the clinic's clock (UTC+7): 02:30Z is 09:30 in Hà Nội.
    expect(values(2)[4]).toEqual(new Date('2026-04-10T09:30:00.000Z'));
  });

  it('opens the print view of every row with PRINT, and hides export and print without the actions', async () => {
    newsApi(owner);
    const owned = renderScreen({ screen: NewsScreen, url: '/tin-tuc' });
    await screen.findByText('Phòng ngừa sốt xuất huyết');
    await userEvent.click(screen.getByRole('button', { name: /^printer ?In$/ }));
    const dialog = (await screen.findByText('Bản in danh sách')).closest('.ant-modal') as HTMLElement;
    // The fake list answers the same page: the view lists what the API gave for limit=0.
    expect(within(dialog).getByRole('columnheader', { name: 'Tiêu đề' })).toBeInTheDocument();
    expect(within(dialog).getByText('Lịch khám Tết')).toBeInTheDocument();
    // Printing sends only the table, from a frame of its own.
    await userEvent.click(within(dialog).getByRole('button', { name: /In$/ }));
    const frame = document.querySelector('iframe[srcdoc]')!;
    expect(frame.getAttribute('srcdoc')).toContain('<th>Tiêu đề</th>');
    expect(frame.getAttribute('srcdoc')).toContain('Lịch khám Tết');
    frame.remove();
    owned.unmount();

    const editor = withMenu([entry('/tin-tuc')]);
    newsApi(editor);
    renderScreen({ screen: NewsScreen, url: '/tin-tuc', staff: editor });
    await screen.findByText('Phòng ngừa sốt xuất huyết');
    expect(screen.getByRole('button', { name: /Thêm bài viết/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Xuất Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^printer ?In$/ })).toBeNull();
  });
});

describe('the news editor', { timeout: 60_000 }, () => {
  it('sends the article as the contract says, published now', async () => {
    const created: NewsRecord = {
      ...row(9, { tieude: 'Tiêm phòng cúm mùa', noibat: true }),
      noidung: null,
      noidung_en: null,
      hinhanh_id: null,
      seo_tieude: null,
      seo_mota: null,
      seo_hinhanh_id: null,
      seo_hinhanh: null,
      tacgia_id: null,
      createdAt: '2026-04-11T03:00:00.000Z',
    };
    const api = newsApi(owner, {
      'POST /api/tintuc': () => ok(created, 201),
      [`GET /api/tintuc/${created._id}`]: () => ok(created),
    });
    const { location } = renderScreen({ screen: NewsScreen, url: '/tin-tuc', path: '/tin-tuc/them-moi' });
    await userEvent.type(await screen.findByLabelText('Tiêu đề'), '  Tiêm phòng cúm mùa ');
    await userEvent.type(screen.getByLabelText('Tóm tắt'), 'Lịch tiêm tháng 10');
    await userEvent.click(screen.getByRole('combobox', { name: 'Danh mục' }));
    await userEvent.click(await screen.findByTitle('Sức khỏe'));
    await userEvent.click(screen.getByRole('switch', { name: 'Nổi bật' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Đã đăng' }).closest('label')!);
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(location()).toBe(`/tin-tuc/${created._id}`));
    const body = api.bodyOf('POST /api/tintuc') as Record<string, unknown>;
    expect(body).toEqual({
      dmtintuc_id: health._id,
      tieude: 'Tiêm phòng cúm mùa',
      tieude_en: null,
      mota: 'Lịch tiêm tháng 10',
      mota_en: null,
      noidung: null,
      noidung_en: null,
      hinhanh_id: null,
      noibat: true,
      ngaydang: expect.any(String),
      hienthi: true,
      slug: null,
      seo_tieude: null,
      seo_mota: null,
      seo_hinhanh_id: null,
      tacgia_id: null,
    });
    expect(Date.parse(body.ngaydang as string)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps a draft as hienthi false, and asks for a moment ahead when scheduling', async () => {
    const api = newsApi(owner, {});
    renderScreen({ screen: NewsScreen, url: '/tin-tuc', path: '/tin-tuc/them-moi' });
    await userEvent.type(await screen.findByLabelText('Tiêu đề'), 'Lịch nghỉ lễ');
    await userEvent.click(screen.getByRole('radio', { name: 'Hẹn lịch đăng' }).closest('label')!);
    expect(await screen.findByLabelText('Thời điểm đăng')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    expect(await screen.findByText('Vui lòng chọn thời điểm đăng')).toBeInTheDocument();
    const category = screen.getByRole('combobox', { name: 'Danh mục' });
    expect(
      within(category.closest('.ant-form-item') as HTMLElement).getByText('Không được để trống'),
    ).toBeInTheDocument();
    expect(api.calls().some((c) => c.startsWith('POST'))).toBe(false);

    // Back to a draft: no moment needed, and hienthi is false.
    await userEvent.click(screen.getByRole('radio', { name: 'Bản nháp' }).closest('label')!);
    await userEvent.click(category);
    await userEvent.click(await screen.findByTitle('Tin phòng khám'));
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(api.bodyOf('POST /api/tintuc')).toBeDefined());
    expect(api.bodyOf('POST /api/tintuc')).toMatchObject({
      tieude: 'Lịch nghỉ lễ',
      dmtintuc_id: clinic._id,
      hienthi: false,
    });
  });

  it('opens an article and leaves it without asking when nothing was changed', async () => {
    // The server's sanitized HTML, which the editor serializes a little differently.
    const article = {
      ...row(4),
      noidung: '<p>Đo huyết áp.</p><img src="/uploads/anh.webp" alt="" loading="lazy" decoding="async" /><p></p>',
      noidung_en: null,
      hinhanh_id: null,
      seo_tieude: null,
      seo_mota: null,
      seo_hinhanh_id: null,
      seo_hinhanh: null,
      tacgia_id: null,
      createdAt: '2026-04-01T03:00:00.000Z',
    } satisfies NewsRecord;
    newsApi(owner, { [`GET /api/tintuc/${article._id}`]: () => ok(article) });
    const { location } = renderScreen({ screen: NewsScreen, url: '/tin-tuc', path: `/tin-tuc/${article._id}` });
    expect(await screen.findByText('Đo huyết áp.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Về danh sách/ }));
    await waitFor(() => expect(location()).toBe('/tin-tuc'));
    expect(screen.queryByText('Rời trang khi chưa lưu?')).toBeNull();
  });

  it('edits an article: its body in the editor, its author by name, its date kept when it stays published', async () => {
    const cover = {
      _id: '0190d7c4-5a5a-7000-8000-0000000000c1',
      url: '/uploads/bia.webp',
      chieurong: 1200,
      chieucao: 630,
    };
    const author = { _id: '3f0e7c1a-5b2d-4c8e-9a61-0d2f4b6c8e55', hoten: 'Trần Thị Lan' };
    const article: NewsRecord = {
      ...row(1, { tieude: 'Phòng ngừa sốt xuất huyết', hinhanh: cover, tacgia: author }),
      noidung: '<p>Diệt <strong>lăng quăng</strong> mỗi tuần.</p>',
      noidung_en: null,
      hinhanh_id: cover._id,
      seo_tieude: null,
      seo_mota: null,
      seo_hinhanh_id: null,
      seo_hinhanh: null,
      tacgia_id: author._id,
      createdAt: '2026-04-01T03:00:00.000Z',
    };
    // An editor without the staff list still sees the author by name.
    const editor = withMenu([entry('/tin-tuc'), entry('/danh-muc-tin-tuc', { create: false })]);
    const api = newsApi(editor, {
      [`GET /api/tintuc/${article._id}`]: () => ok(article),
      [`PUT /api/tintuc/${article._id}`]: () =>
        ok({ ...article, tieude: 'Phòng ngừa sốt xuất huyết mùa mưa', updatedAt: '2026-04-12T03:00:00.000Z' }),
    });
    renderScreen({ screen: NewsScreen, url: '/tin-tuc', path: `/tin-tuc/${article._id}`, staff: editor });
    expect(await screen.findByText('lăng quăng')).toBeInTheDocument();
    expect(screen.getByTitle('Trần Thị Lan')).toHaveClass('ant-select-content');
    expect(screen.getByAltText('Ảnh đại diện')).toHaveAttribute('src', '/uploads/bia.webp');
    expect(api.calls().some((c) => c.startsWith('GET /api/nhanvien'))).toBe(false);
    await userEvent.type(screen.getByLabelText('Tiêu đề'), ' mùa mưa');
    await userEvent.click(screen.getByRole('button', { name: /Lưu thay đổi/ }));
    expect(await screen.findByText('Đã lưu thay đổi.')).toBeInTheDocument();
    expect(api.bodyOf(`PUT /api/tintuc/${article._id}`)).toMatchObject({
      tieude: 'Phòng ngừa sốt xuất huyết mùa mưa',
      noidung: '<p>Diệt <strong>lăng quăng</strong> mỗi tuần.</p>',
      hinhanh_id: cover._id,
      tacgia_id: author._id,
      hienthi: true,
      ngaydang: article.ngaydang,
    });
  });
});
