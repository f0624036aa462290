// The notices' screens: the list with each notice's state and audience by role name, the add page at /add, and
// the editor sending the audience and the window as the contract says.
import type { NoticeRecord } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { NoticesScreen } from './NoticesScreen';

const doctors = { _id: '0193a4f2-0000-7000-8000-0000000000b1', ma: 'BACSY', ten: 'Bác sĩ' };
const managers = { _id: '0193a4f2-0000-7000-8000-0000000000b2', ma: 'QUANLY', ten: 'Quản lý phòng khám' };
const stamp = '2026-11-20T02:00:00.000Z';
const toDoctors: NoticeRecord = {
  _id: '0193a4f2-0000-7000-8000-000000000011',
  tieude: 'Lịch trực Tết',
  tieude_en: 'On-call over Tết',
  noidung: '<p>Xem lịch trực.</p>',
  noidung_en: null,
  doituong: 'VAITRO',
  vaitro_ids: [doctors._id, managers._id],
  tungay: stamp,
  denngay: null,
  hienthi: true,
  trangthai: 'danghienthi',
  soluotxem: 3,
  createdAt: stamp,
  updatedAt: stamp,
};
const draft: NoticeRecord = {
  ...toDoctors,
  _id: '0193a4f2-0000-7000-8000-000000000012',
  tieude: 'Bản nháp họp giao ban',
  tieude_en: null,
  doituong: 'TATCA',
  vaitro_ids: [],
  hienthi: false,
  trangthai: 'nhap',
  soluotxem: 0,
};
const page = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });
const routes = {
  'GET /api/thongbaochung': () => ok(page([toDoctors, draft])),
  'GET /api/thongbaochung/vai-tro': () => ok([doctors, managers]),
};

describe('the notices list', { timeout: 60_000 }, () => {
  it('shows each notice’s state and audience, and adds at /add', async () => {
    signedInApi(owner, routes);
    const { location } = renderScreen({ screen: NoticesScreen, url: '/thong-bao-chung' });
    const row = (await screen.findByText('Lịch trực Tết')).closest('tr')!;
    expect(within(row).getByText('Đang hiển thị')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Bác sĩ, Quản lý phòng khám')).toBeInTheDocument());
    const other = screen.getByText('Bản nháp họp giao ban').closest('tr')!;
    expect(within(other).getByText('Bản nháp')).toBeInTheDocument();
    expect(within(other).getByText('Tất cả nhân viên')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Thêm thông báo/ }));
    await waitFor(() => expect(location()).toBe('/thong-bao-chung/add'));
  });

  it('speaks English', async () => {
    signedInApi(owner, routes);
    renderScreen({ screen: NoticesScreen, url: '/thong-bao-chung', lang: 'en' });
    const row = (await screen.findByText('On-call over Tết')).closest('tr')!;
    expect(within(row).getByText('Showing')).toBeInTheDocument();
  });
});

describe('the notice editor', { timeout: 120_000 }, () => {
  it('sends the chosen roles and the window; everybody is the default audience', async () => {
    const api = signedInApi(owner, {
      ...routes,
      [`GET /api/thongbaochung/${toDoctors._id}`]: () => ok(toDoctors),
      [`PUT /api/thongbaochung/${toDoctors._id}`]: () => ok(toDoctors),
    });
    renderScreen({ screen: NoticesScreen, url: '/thong-bao-chung', path: `/thong-bao-chung/${toDoctors._id}` });
    expect(await screen.findByText('Xem lịch trực.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Chọn vai trò' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /Lưu thay đổi/ }));
    expect(await screen.findByText('Đã lưu thay đổi.')).toBeInTheDocument();
    expect(api.bodyOf(`PUT /api/thongbaochung/${toDoctors._id}`)).toEqual({
      tieude: 'Lịch trực Tết',
      tieude_en: 'On-call over Tết',
      noidung: '<p>Xem lịch trực.</p>',
      noidung_en: null,
      doituong: 'VAITRO',
      vaitro_ids: [doctors._id, managers._id],
      tungay: stamp,
      denngay: null,
      hienthi: true,
    });
  });

  it('starts a new notice to everybody, published, showing from now', async () => {
    signedInApi(owner, routes);
    renderScreen({ screen: NoticesScreen, url: '/thong-bao-chung', path: '/thong-bao-chung/add' });
    expect(await screen.findByRole('radio', { name: 'Tất cả nhân viên' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Công khai' })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Vai trò nhận' })).not.toBeInTheDocument();
    expect((screen.getByLabelText('Hiển thị từ') as HTMLInputElement).value).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
  });
});
