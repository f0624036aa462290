// The review queue (/admin/xet-duyet-ho-so) through the DOM: the list with codes, statuses and the status filter in
// the URL; a case's page with its documents through the reviewers' route, its history, and its next steps: a refusal
// asks for its reason before anything is sent; an approved case offers the draft operation only to a role that may
// also add operations; a role that may only view gets no step at all.
import type { ProfileReviewRecord } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { ProfileReviewsScreen } from './ProfileReviewsScreen';

const id = '01a40000-0000-7000-8000-000000000001';
const review: ProfileReviewRecord = {
  _id: id,
  phongkham_id: '01a40000-0000-7000-8000-0000000000aa',
  ma: 'HS-4K7P2Q',
  hoten: 'Trần Văn Nam',
  dienthoai: '0912345678',
  email: null,
  tenbenhnhan: 'Trần Thị Lụa',
  namsinh: 1962,
  tinh_ma: '79',
  xa_ma: '27301',
  diachi: '12 Trần Hưng Đạo',
  diachi_day_du: '12 Trần Hưng Đạo, Phường Chợ Quán, Thành phố Hồ Chí Minh',
  chandoan: 'Sỏi thận hai bên',
  hoancanh: 'Gia đình làm thuê, thu nhập thấp.',
  hotro: 'Chi phí mổ sỏi thận',
  chiphi: 25_000_000,
  trangthai: 'DANG_XEM_XET',
  lydo: null,
  sotailieu: 2,
  taitro_id: null,
  taitro: null,
  dongy_phienban: '2026-01-01',
  dongy_luc: '2026-05-01T01:00:00.000Z',
  tailieu: [
    {
      _id: '01a40000-0000-7000-8000-000000000011',
      tenfile: 'giay-ra-vien.pdf',
      loai: 'application/pdf',
      kichthuoc: 52_000,
      createdAt: '2026-05-01T01:00:00.000Z',
    },
    {
      _id: '01a40000-0000-7000-8000-000000000012',
      tenfile: 'xac-nhan.jpg',
      loai: 'image/webp',
      kichthuoc: 120_000,
      createdAt: '2026-05-01T01:00:00.000Z',
    },
  ],
  lichsu: [
    {
      _id: '01a40000-0000-7000-8000-000000000021',
      tu: null,
      den: 'MOI',
      lydo: null,
      ghichu: null,
      nhanvien_id: null,
      nhanvien_ten: null,
      createdAt: '2026-05-01T01:00:00.000Z',
    },
    {
      _id: '01a40000-0000-7000-8000-000000000022',
      tu: 'MOI',
      den: 'DANG_XEM_XET',
      lydo: null,
      ghichu: 'Đã gọi xác minh',
      nhanvien_id: '01a40000-0000-7000-8000-0000000000bb',
      nhanvien_ten: 'Lê Thu Hà',
      createdAt: '2026-05-02T01:00:00.000Z',
    },
  ],
  createdAt: '2026-05-01T01:00:00.000Z',
  updatedAt: '2026-05-02T01:00:00.000Z',
};
const row = (({ tailieu: _a, lichsu: _b, taitro: _c2, dongy_phienban: _v, dongy_luc: _w, ...rest }) => rest)(review);

function reviewApi(staff = owner, record: ProfileReviewRecord = review) {
  return signedInApi(staff, {
    'GET /api/xetduyethoso': () => ok({ docs: [row], totalDocs: 1, page: 1, limit: 10, totalPages: 1 }),
    [`GET /api/xetduyethoso/${id}`]: () => ok(record),
    [`POST /api/xetduyethoso/${id}/trangthai`]: (body) =>
      ok({ ...record, trangthai: (body as { trangthai: string }).trangthai }),
    [`POST /api/xetduyethoso/${id}/taitro`]: () => ok(record, 201),
  });
}

const menu = (entries: [string, { view?: boolean; create?: boolean; update?: boolean }][]) =>
  entries.map(([url, flags]) => ({
    url,
    view: false,
    create: false,
    update: false,
    delete: false,
    actions: [],
    ...flags,
  }));
const role = (entries: Parameters<typeof menu>[0]) =>
  staffWithRole('QUANLY', {
    vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c77', ma: 'QUANLY', ten: 'Quản lý', menu: menu(entries) },
  });

describe('the review queue', { timeout: 90_000 }, () => {
  it('lists cases with their code and status, and keeps the status filter in the URL', async () => {
    const api = reviewApi();
    const { location } = renderScreen({ screen: ProfileReviewsScreen, url: '/xet-duyet-ho-so' });
    const line = (await screen.findByRole('link', { name: 'HS-4K7P2Q' })).closest('tr')!;
    expect(within(line).getByText('Đang xem xét')).toBeInTheDocument();
    expect(within(line).getByText('Trần Thị Lụa')).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/xetduyethoso?page=1&limit=10&sort=-createdAt');
    expect(screen.queryByRole('button', { name: /Thêm/ })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await userEvent.click(await screen.findByTitle('Từ chối'));
    await waitFor(() => expect(location()).toBe('/xet-duyet-ho-so?trangthai=TU_CHOI'));
  });

  it("shows a case's documents through the reviewers' route and its history", async () => {
    reviewApi();
    renderScreen({ screen: ProfileReviewsScreen, url: '/xet-duyet-ho-so', path: `/xet-duyet-ho-so/${id}` });
    expect(await screen.findByText('12 Trần Hưng Đạo, Phường Chợ Quán, Thành phố Hồ Chí Minh')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'giay-ra-vien.pdf' })).toHaveAttribute(
      'href',
      `/api/xetduyethoso/${id}/tailieu/01a40000-0000-7000-8000-000000000011`,
    );
    expect(screen.getByRole('img', { name: 'xac-nhan.jpg' })).toHaveAttribute(
      'src',
      `/api/xetduyethoso/${id}/tailieu/01a40000-0000-7000-8000-000000000012`,
    );
    expect(screen.getByText(/Lê Thu Hà/)).toBeInTheDocument();
    expect(screen.getByText('Ghi chú: Đã gọi xác minh')).toBeInTheDocument();
  });

  it('asks for the reason of a refusal before sending it', async () => {
    const api = reviewApi();
    renderScreen({ screen: ProfileReviewsScreen, url: '/xet-duyet-ho-so', path: `/xet-duyet-ho-so/${id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Vui lòng ghi lý do từ chối')).toBeInTheDocument();
    expect(api.calls().some((call) => call.startsWith('PUT'))).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Lý do từ chối/ }), 'Đã có bảo hiểm chi trả');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() =>
      expect(api.bodyOf(`POST /api/xetduyethoso/${id}/trangthai`)).toEqual({
        trangthai: 'TU_CHOI',
        lydo: 'Đã có bảo hiểm chi trả',
      }),
    );
  });

  it('offers the draft operation only with the right to add operations, and no step to a viewer', async () => {
    const approved = { ...review, trangthai: 'DUYET' as const };
    const reviewer = role([['/xet-duyet-ho-so', { view: true, update: true }]]);
    reviewApi(reviewer, approved);
    const first = renderScreen({
      screen: ProfileReviewsScreen,
      url: '/xet-duyet-ho-so',
      path: `/xet-duyet-ho-so/${id}`,
      staff: reviewer,
    });
    expect(await screen.findByText(/Hồ sơ đã được duyệt/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tạo ca tài trợ (bản nháp)' })).toBeNull();
    first.unmount();

    const both = role([
      ['/xet-duyet-ho-so', { view: true, update: true }],
      ['/tai-tro-ca-mo', { view: true, create: true }],
    ]);
    const api = reviewApi(both, approved);
    const second = renderScreen({
      screen: ProfileReviewsScreen,
      url: '/xet-duyet-ho-so',
      path: `/xet-duyet-ho-so/${id}`,
      staff: both,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tạo ca tài trợ (bản nháp)' }));
    await waitFor(() => expect(api.calls()).toContain(`POST /api/xetduyethoso/${id}/taitro`));
    second.unmount();

    const viewer = role([['/xet-duyet-ho-so', { view: true }]]);
    reviewApi(viewer);
    renderScreen({
      screen: ProfileReviewsScreen,
      url: '/xet-duyet-ho-so',
      path: `/xet-duyet-ho-so/${id}`,
      staff: viewer,
    });
    expect(await screen.findByTestId('review-status')).toHaveTextContent('Đang xem xét');
    expect(screen.queryByRole('button', { name: 'Duyệt hồ sơ' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Từ chối' })).toBeNull();
  });
});
