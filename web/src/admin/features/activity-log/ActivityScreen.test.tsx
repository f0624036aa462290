// The activity history on the kit, through the DOM of the screen alone: the list and its filters in the URL
// (staff member, action, resource, days), the Excel export read back, the print view under PRINT, and one entry's
// before/after as a field-by-field table. Waits are findBy/waitFor with a generous timeout: no fixed sleeps.
import { CLINICAL_HIDDEN, type ActivityEntry, type RoleMenuEntry, type StaffListItem } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, owner, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { ActivityScreen } from './ActivityScreen';

const lan: StaffListItem = {
  _id: '3f0e7c1a-5b2d-4c8e-9a61-0d2f4b6c8e22',
  taikhoan: 'bs.lan',
  hoten: 'Trần Thị Lan',
  dienthoai: null,
  email: null,
  hinhanh_id: null,
  hinhanh: null,
  phongkham_id: null,
  kichhoat: true,
  vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01', ma: 'BACSY', ten: 'Bác sĩ' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const an: StaffListItem = { ...lan, _id: owner._id, taikhoan: owner.taikhoan, hoten: owner.hoten };

const update: ActivityEntry = {
  _id: '01a20000-0000-7000-8000-000000000003',
  nhanvien_id: owner._id,
  nhanvien: { hoten: owner.hoten, taikhoan: owner.taikhoan },
  phongkham_id: null,
  hanhdong: 'CAP_NHAT',
  tainguyen: 'tintuc',
  banghi_id: '7a3e9c10-1111-4222-8333-000000000002',
  truoc: {
    tieude: 'Lịch khám Tết',
    tieude_en: null,
    mota: 'Nghỉ từ 28 tháng Chạp',
    noibat: false,
    hienthi: true,
    ngaydang: '2027-01-20T01:00:00.000Z',
    phienban: 3,
  },
  sau: {
    tieude: 'Lịch khám Tết 2027',
    tieude_en: 'Lunar New Year hours',
    mota: 'Nghỉ từ 28 tháng Chạp',
    noibat: true,
    hienthi: true,
    ngaydang: '2027-01-20T01:00:00.000Z',
    phienban: 3,
  },
  ip: '127.0.0.1',
  createdAt: '2026-11-21T01:30:00.000Z',
};
const failedSignIn: ActivityEntry = {
  _id: '01a20000-0000-7000-8000-000000000002',
  nhanvien_id: null,
  nhanvien: null,
  phongkham_id: null,
  hanhdong: 'DANG_NHAP_THAT_BAI',
  tainguyen: 'kho_thuoc',
  banghi_id: null,
  truoc: null,
  sau: { taikhoan: 'khach' },
  ip: '10.0.0.9',
  createdAt: '2026-11-21T01:00:00.000Z',
};
const creation: ActivityEntry = {
  _id: '01a20000-0000-7000-8000-000000000001',
  nhanvien_id: lan._id,
  nhanvien: { hoten: lan.hoten, taikhoan: lan.taikhoan },
  phongkham_id: null,
  hanhdong: 'TAO',
  tainguyen: 'vaitro',
  banghi_id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c77',
  truoc: null,
  sau: { ma: 'LE_TAN', ten: 'Lễ tân', menu: [] },
  ip: '10.0.0.7',
  createdAt: '2026-11-20T09:00:00.000Z',
};
const entries = [update, failedSignIn, creation];
/** A visit's entry as a reader without a clinical grant receives it: the conclusion's content hidden by the server. */
const hiddenConclusion: ActivityEntry = {
  ...update,
  _id: '01a20000-0000-7000-8000-000000000004',
  tainguyen: 'luotkham',
  truoc: { ketluan: null },
  sau: { ketluan: CLINICAL_HIDDEN },
};

const paged = <T,>(docs: T[], totalDocs = docs.length, limit = 10) => ({
  docs,
  totalDocs,
  page: 1,
  limit,
  totalPages: Math.max(1, Math.ceil(totalDocs / (limit || totalDocs || 1))),
});

/** A page of the first two entries out of 42; `limit=0` (export, print) answers all three. */
function activityApi(staff = owner) {
  const api = signedInApi(staff);
  api.fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/nhanvien/me')) return ok(staff);
    if (url.startsWith('/api/nhanvien?')) return ok(paged([an, lan], 2, 0));
    if (url.startsWith('/api/lich-su-hoat-dong?') && url.includes('limit=0')) return ok(paged(entries, 3, 0));
    if (url.startsWith('/api/lich-su-hoat-dong?')) return ok(paged(entries.slice(0, 2), 42));
    const one = [...entries, hiddenConclusion].find((entry) => url === `/api/lich-su-hoat-dong/${entry._id}`);
    if (one) return ok(one);
    return ok(null);
  });
  return api;
}
const listCalls = (api: ReturnType<typeof activityApi>) =>
  api.calls().filter((call) => call.startsWith('GET /api/lich-su-hoat-dong?') && !call.includes('limit=0'));

const withMenu = (menu: RoleMenuEntry) =>
  staffWithRole('QUANLY', {
    vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c98', ma: 'QUANLY', ten: 'Quản lý', menu: [menu] },
  });
const viewer = (actions: RoleMenuEntry['actions']) =>
  withMenu({ url: '/lich-su-hoat-dong', view: true, create: true, update: true, delete: true, actions });

const URL_ = '/lich-su-hoat-dong';

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  vi.restoreAllMocks();
});

describe('the activity history list', { timeout: 90_000 }, () => {
  it('lists who did what and when, newest first, with names for actions, resources and changed fields', async () => {
    const api = activityApi();
    renderScreen({ screen: ActivityScreen, url: URL_ });
    const row = (await screen.findByText('Nguyễn Văn An (quantri)')).closest('tr')!;
    expect(listCalls(api)[0]).toBe('GET /api/lich-su-hoat-dong?page=1&limit=10&sort=-createdAt');
    expect(within(row).getByText('Cập nhật')).toBeInTheDocument();
    // A resource reads as its name (its code on hover); a code without a name yet shows as it is.
    expect(within(row).getByText('Tin tức')).toHaveAttribute('title', 'tintuc');
    expect(within(row).getByText('Tiêu đề, Tiêu đề – tiếng Anh, Nổi bật')).toBeInTheDocument();
    expect(screen.getByText('kho_thuoc')).toBeInTheDocument();
    expect(screen.getByText('Đăng nhập thất bại')).toBeInTheDocument();
    expect(screen.getByText('Chưa đăng nhập')).toBeInTheDocument();
    expect(screen.getByText('1-10 trên 42 mục')).toBeInTheDocument();
    // The time, on the clinic's clock, opens the entry; the history is read-only: nothing to add.
    expect(within(row).getByRole('link', { name: '21/11/2026 08:30' })).toHaveAttribute(
      'href',
      `/lich-su-hoat-dong/${update._id}`,
    );
    expect(screen.queryByRole('button', { name: /Thêm/ })).toBeNull();
  });

  it('filters by staff member from the staff list, and keeps every filter in the URL', async () => {
    const api = activityApi();
    const { location } = renderScreen({
      screen: ActivityScreen,
      url: URL_,
      path: `${URL_}?hanhdong=CAP_NHAT&tainguyen=tintuc`,
    });
    await screen.findByText('Nguyễn Văn An (quantri)');
    expect(listCalls(api)[0]).toBe(
      'GET /api/lich-su-hoat-dong?page=1&limit=10&sort=-createdAt&tainguyen=tintuc&hanhdong=CAP_NHAT',
    );
    // The selects show the URL's choices by name.
    expect(await screen.findByTitle('Cập nhật')).toHaveClass('ant-select-content');
    expect(screen.getByTitle('Tin tức')).toHaveClass('ant-select-content');

    // The staff select is fed by every staff member, and typing narrows it.
    await userEvent.click(screen.getByRole('combobox', { name: 'Người thực hiện' }));
    expect(api.calls()).toContain('GET /api/nhanvien?sort=hoten&limit=0');
    await userEvent.type(screen.getByRole('combobox', { name: 'Người thực hiện' }), 'lan');
    await userEvent.click(await screen.findByTitle('Trần Thị Lan (bs.lan)'));
    await waitFor(() => expect(location()).toContain(`nhanvien_id=${lan._id}`));
    expect(location()).toContain('hanhdong=CAP_NHAT');
    await waitFor(() => expect(listCalls(api).at(-1)).toContain(`nhanvien_id=${lan._id}`));

    await userEvent.click(screen.getByRole('button', { name: /Xóa bộ lọc/ }));
    await waitFor(() => expect(location()).toBe(URL_));
  });

  it('takes a range of days from the URL and from the picker', async () => {
    const api = activityApi();
    const { location } = renderScreen({
      screen: ActivityScreen,
      url: URL_,
      path: `${URL_}?tungay=2026-11-01&denngay=2026-11-02`,
    });
    await screen.findByText('Nguyễn Văn An (quantri)');
    expect(listCalls(api)[0]).toContain('&tungay=2026-11-01&denngay=2026-11-02');
    const from = screen.getByPlaceholderText('Từ ngày');
    expect(from).toHaveValue('01/11/2026');
    expect(screen.getByPlaceholderText('Đến ngày')).toHaveValue('02/11/2026');

    await userEvent.click(from);
    await userEvent.click((await screen.findAllByTitle('2026-11-20'))[0]!);
    await userEvent.click((await screen.findAllByTitle('2026-11-21'))[0]!);
    await waitFor(() => expect(location()).toBe(`${URL_}?tungay=2026-11-20&denngay=2026-11-21`));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('&tungay=2026-11-20&denngay=2026-11-21'));
  });

  it('exports every row of the filtered list to Excel, as listed, with Vietnamese headers', async () => {
    const api = activityApi();
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:export';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen({ screen: ActivityScreen, url: URL_, path: `${URL_}?tungay=2026-11-20&sort=createdAt` });
    await screen.findByText('Nguyễn Văn An (quantri)');
    await userEvent.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(api.calls()).toContain('GET /api/lich-su-hoat-dong?page=1&limit=0&sort=createdAt&tungay=2026-11-20');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blobs[0]!.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Thời gian',
      'Người thực hiện',
      'Hành động',
      'Đối tượng',
      'Trường thay đổi',
      'Mã bản ghi',
      'Địa chỉ IP',
    ]);
    expect(sheet.rowCount).toBe(1 + entries.length);
    // Times are dates on the clinic's clock (UTC+7): 01:30Z is 08:30 in Hà Nội.
    expect(values(2)).toEqual([
      new Date('2026-11-21T08:30:00.000Z'),
      'Nguyễn Văn An (quantri)',
      'Cập nhật',
      'Tin tức',
      'Tiêu đề, Tiêu đề – tiếng Anh, Nổi bật',
      update.banghi_id,
      '127.0.0.1',
    ]);
    expect([3, 4].map((n) => values(n).slice(1, 4))).toEqual([
      ['Chưa đăng nhập', 'Đăng nhập thất bại', 'kho_thuoc'],
      ['Trần Thị Lan (bs.lan)', 'Tạo mới', 'Vai trò'],
    ]);
    // Not an update: no changed fields, an empty cell.
    expect(values(3)[4]).toBeUndefined();
  });

  it('prints under PRINT, exports under EXPORT, and shows neither without them', async () => {
    activityApi();
    const printer = renderScreen({ screen: ActivityScreen, url: URL_, staff: viewer(['PRINT']) });
    await screen.findByText('Nguyễn Văn An (quantri)');
    expect(screen.queryByRole('button', { name: /Xuất Excel/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^printer ?In$/ }));
    const dialog = (await screen.findByText('Bản in danh sách')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByRole('columnheader', { name: 'Người thực hiện' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Trần Thị Lan (bs.lan)')).toBeInTheDocument();
    printer.unmount();

    activityApi();
    renderScreen({ screen: ActivityScreen, url: URL_, staff: viewer([]) });
    await screen.findByText('Nguyễn Văn An (quantri)');
    expect(screen.queryByRole('button', { name: /Xuất Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^printer ?In$/ })).toBeNull();
    // Create, update and delete grants on the page change nothing: the history has no form.
    expect(screen.queryByRole('button', { name: /Thêm/ })).toBeNull();
  });
});

describe('one history entry', { timeout: 90_000 }, () => {
  it('compares before and after field by field: the changes first, the rest folded', async () => {
    activityApi();
    const { location } = renderScreen({ screen: ActivityScreen, url: URL_ });
    await userEvent.click(await screen.findByRole('link', { name: '21/11/2026 08:30' }));
    expect(await screen.findByText('Cập nhật: Tin tức')).toBeInTheDocument();
    expect(location()).toBe(`${URL_}/${update._id}`);

    const changed = await screen.findByRole('table', { name: 'Các trường đã thay đổi (3)' });
    const rows = within(changed)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    // Labels come from the news screen's own fields; an English twin reads "– tiếng Anh"; nothing is a dash.
    expect(rows).toEqual([
      ['Tiêu đề', 'Lịch khám Tết', 'Lịch khám Tết 2027'],
      ['Tiêu đề – tiếng Anh', '—', 'Lunar New Year hours'],
      ['Nổi bật', 'Không', 'Có'],
    ]);

    // Unchanged fields wait behind a fold; a field without a label shows its column's name.
    expect(screen.queryByRole('table', { name: 'Các trường không đổi (4)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Các trường không đổi \(4\)/ }));
    const unchanged = await screen.findByRole('table', { name: 'Các trường không đổi (4)' });
    expect(within(unchanged).getByRole('rowheader', { name: 'Tóm tắt' })).toBeInTheDocument();
    expect(within(unchanged).getByRole('rowheader', { name: 'phienban' })).toBeInTheDocument();
    // Before and after are the same there: one value column. A moment reads on the clinic's clock.
    expect(
      within(unchanged)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Trường', 'Giá trị']);
    const published = within(unchanged).getByRole('rowheader', { name: 'Ngày đăng' }).closest('tr')!;
    expect(within(published).getByRole('cell')).toHaveTextContent('20/1/2027 08:00');

    await userEvent.click(screen.getByRole('button', { name: /Về danh sách/ }));
    await waitFor(() => expect(location()).toBe(URL_));
  });

  it('shows a creation with nothing before, in English', async () => {
    activityApi();
    renderScreen({ screen: ActivityScreen, url: URL_, path: `${URL_}/${creation._id}`, lang: 'en' });
    expect(await screen.findByText('Created: Role')).toBeInTheDocument();
    const changed = await screen.findByRole('table', { name: 'Changed fields (2)' });
    expect(within(changed).getByRole('columnheader', { name: 'Before' })).toBeInTheDocument();
    const code = within(changed).getByRole('rowheader', { name: 'Code' }).closest('tr')!;
    expect(
      within(code)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', 'LE_TAN']);
    expect(within(changed).getByRole('rowheader', { name: 'Role name' })).toBeInTheDocument();
    // An empty list is no change from nothing.
    expect(screen.getByRole('button', { name: /Unchanged fields \(1\)/ })).toBeInTheDocument();
    expect(screen.getByText('Trần Thị Lan (bs.lan)')).toBeInTheDocument();
  });

  it('says a clinical value is hidden, rather than show the server’s mark', async () => {
    activityApi();
    renderScreen({ screen: ActivityScreen, url: URL_, path: `${URL_}/${hiddenConclusion._id}` });
    const changed = await screen.findByRole('table', { name: 'Các trường đã thay đổi (1)' });
    const cells = [...within(changed).getAllByRole('row')[1]!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toEqual(['—', 'Ẩn (nội dung lâm sàng)']);
  });
});
