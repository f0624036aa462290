// The member registrations screen (/admin/dang-ky-thanh-vien) through the DOM: the list with each code and whether it
// was used, the search and filters kept in the URL, and one registration's page, where a role with update marks an
// unused code as used and a role that may only view cannot.
import type { MemberRegistrationRecord, MemberRegistrationRow } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { MemberRegistrationsScreen } from './MemberRegistrationsScreen';

const clinic = '01a30000-0000-7000-8000-0000000000c1';
const coded: MemberRegistrationRecord = {
  _id: '01a30000-0000-7000-8000-000000000011',
  phongkham_id: clinic,
  hoten: 'Nguyễn Thị Hoa',
  dienthoai: '0903123456',
  email: 'hoa@example.com',
  ngaysinh: '1988-04-12',
  makhuyenmai: 'KM-7QX4MZ',
  giamgia: 30,
  khuyenmai_dadung_luc: null,
  khuyenmai_dadung_boi: null,
  trangthai: 'MOI',
  createdAt: '2026-11-25T02:00:00.000Z',
  tinh_ma: '79',
  xa_ma: '26740',
  diachi: '12 Lê Lợi',
  diachi_day: '12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
  ghichu: null,
  dongy_phienban: '2026-01-01',
  dongy_luc: '2026-11-25T02:00:00.000Z',
  updatedAt: '2026-11-25T02:00:00.000Z',
};
const late: MemberRegistrationRecord = {
  ...coded,
  _id: '01a30000-0000-7000-8000-000000000012',
  hoten: 'Trần Văn Nam',
  dienthoai: '0912345678',
  email: null,
  makhuyenmai: null,
  giamgia: null,
  createdAt: '2026-11-25T03:00:00.000Z',
};
const rowOf = ({
  tinh_ma: _t,
  xa_ma: _x,
  diachi: _d,
  diachi_day: _dd,
  ghichu: _g,
  dongy_phienban: _v,
  dongy_luc: _l,
  updatedAt: _u,
  ...row
}: MemberRegistrationRecord): MemberRegistrationRow => row;

function membersApi(staff = owner) {
  let used = false;
  return signedInApi(staff, {
    'GET /api/dangkythanhvien': () =>
      ok({ docs: [late, coded].map(rowOf), totalDocs: 2, page: 1, limit: 10, totalPages: 1 }),
    [`GET /api/dangkythanhvien/${coded._id}`]: () =>
      ok(
        used
          ? {
              ...coded,
              khuyenmai_dadung_luc: '2026-11-25T04:30:00.000Z',
              khuyenmai_dadung_boi: { _id: staff._id, hoten: 'Lê Thu Ngân' },
            }
          : coded,
      ),
    [`POST /api/dangkythanhvien/${coded._id}/dung-ma`]: () => {
      used = true;
      return ok(coded);
    },
  });
}

describe('member registrations', { timeout: 90_000 }, () => {
  it('lists registrants with their code and its use, search and filters kept in the URL', async () => {
    const api = membersApi();
    const { location } = renderScreen({
      screen: MemberRegistrationsScreen,
      url: '/dang-ky-thanh-vien',
      path: '/dang-ky-thanh-vien?q=hoa',
    });
    const row = (await screen.findByText('Nguyễn Thị Hoa')).closest('tr')!;
    expect(api.calls()).toContain('GET /api/dangkythanhvien?page=1&limit=10&sort=-createdAt&q=hoa');
    expect(within(row).getByText('KM-7QX4MZ')).toBeInTheDocument();
    expect(within(row).getByText('Chưa dùng')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '0903123456' })).toHaveAttribute('href', 'tel:0903123456');
    const lateRow = screen.getByText('Trần Văn Nam').closest('tr')!;
    expect(within(lateRow).queryByText(/^KM-/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Thêm/ })).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Tình trạng mã' }));
    await userEvent.click(await screen.findByTitle('Chưa dùng'));
    await waitFor(() => expect(location()).toBe('/dang-ky-thanh-vien?q=hoa&khuyenmai=CHUA_DUNG'));
  });

  it('shows a registration with its consent and marks its code used', async () => {
    const api = membersApi();
    renderScreen({
      screen: MemberRegistrationsScreen,
      url: '/dang-ky-thanh-vien',
      path: `/dang-ky-thanh-vien/${coded._id}`,
    });
    expect(await screen.findByText('12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh')).toBeInTheDocument();
    expect(screen.getByText(/Đã đồng ý \(chính sách phiên bản 2026-01-01\)/)).toBeInTheDocument();
    expect(screen.getByTestId('member-code')).toHaveTextContent('KM-7QX4MZ');
    await userEvent.click(screen.getByRole('button', { name: /Đánh dấu mã đã dùng/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Có' }));
    expect(await screen.findByText('Đã đánh dấu mã KM-7QX4MZ là đã dùng.')).toBeInTheDocument();
    expect(api.calls()).toContain(`POST /api/dangkythanhvien/${coded._id}/dung-ma`);
    expect(await screen.findByText('Lê Thu Ngân')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Đánh dấu mã đã dùng/ })).toBeNull());
  });

  it('offers no marking to a role that may only view, and speaks English', async () => {
    const viewer = staffWithRole('QUANLY', {
      vaitro: {
        _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c98',
        ma: 'QUANLY',
        ten: 'Quản lý',
        menu: [{ url: '/dang-ky-thanh-vien', view: true, create: false, update: false, delete: false, actions: [] }],
      },
    });
    membersApi(viewer);
    renderScreen({
      screen: MemberRegistrationsScreen,
      url: '/dang-ky-thanh-vien',
      path: `/dang-ky-thanh-vien/${coded._id}`,
      staff: viewer,
      lang: 'en',
    });
    expect(await screen.findByText('Promotion code', { selector: '.ant-descriptions-title' })).toBeInTheDocument();
    expect(screen.getByText('Not used')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark the code as used/ })).toBeNull();
  });
});
