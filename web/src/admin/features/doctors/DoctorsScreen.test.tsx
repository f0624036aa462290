// The doctors screen on the kit: the list and its published filter, a new profile choosing its account among
// staff without one, and the weekly hours: added in place, checked with the contract's rule before anything is
// sent, the server's message on a session shown under the schedule, the week sent whole with the profile.
import type { DoctorCandidate, DoctorDetail, DoctorItem } from '@phongkham/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, owner, signedInApi, type Handler } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { DoctorsScreen } from './DoctorsScreen';

const room3 = '0190f4a0-0000-7000-8000-0000000000a3';
const mai: DoctorDetail = {
  _id: '4b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b201',
  nhanvien_id: '4b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2f1',
  hoten: 'Trần Thị Mai Anh',
  hocham: 'ThS.BS',
  hocham_en: 'MSc, MD',
  chuyenkhoa: 'Nhi khoa',
  chuyenkhoa_en: 'Paediatrics',
  mota: null,
  mota_en: null,
  noidung: null,
  noidung_en: null,
  namkinhnghiem: 12,
  sochungchi: '004127/HCM-CCHN',
  hinhanh: null,
  hinhanh_id: null,
  thutu: 2,
  hienthi: true,
  lichlamviec: [
    { thu: 1, batdau: '08:00', ketthuc: '11:30', ghichu: null, ghichu_en: null },
    { thu: 1, batdau: '13:30', ketthuc: '17:00', ghichu: 'Tư vấn dinh dưỡng', ghichu_en: 'Nutrition advice' },
    { thu: 7, batdau: '08:00', ketthuc: '11:30', ghichu: null, ghichu_en: null },
  ],
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-02T02:00:00.000Z',
};
const { noidung: _b, noidung_en: _be, hinhanh_id: _h, lichlamviec: _w, createdAt: _c, ...maiRow } = mai;
const hidden: DoctorItem = {
  ...maiRow,
  _id: '4b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b202',
  nhanvien_id: '4b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2f2',
  hoten: 'Võ Minh Khoa',
  hocham: 'BS.CKI',
  chuyenkhoa: 'Tim mạch',
  hienthi: false,
};
const candidates: DoctorCandidate[] = [
  { _id: '4b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2f9', hoten: 'Huỳnh Thanh Tâm', taikhoan: 'bs.thanhtam', email: null },
];
const page = (docs: DoctorItem[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });

/** The rows of the week (the list the schedule field draws). */
const sessions = (name = 'Các buổi làm việc') => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('the doctors list', { timeout: 180_000 }, () => {
  it('shows each doctor with the title, specialty and whether the website shows them; filters from the URL', async () => {
    const api = signedInApi(owner, { 'GET /api/bacsi': () => ok(page([maiRow, hidden])) });
    renderScreen({ screen: DoctorsScreen, url: '/bac-si', path: '/bac-si?hienthi=false' });
    const row = (await screen.findByRole('link', { name: 'Võ Minh Khoa' })).closest('tr')!;
    expect(within(row).getByText('BS.CKI')).toBeInTheDocument();
    expect(within(row).getByText('Đang ẩn')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Trần Thị Mai Anh' }).closest('tr')!).getByText('Đang hiển thị'));
    expect(api.calls().find((c) => c.startsWith('GET /api/bacsi?'))).toBe(
      'GET /api/bacsi?page=1&limit=10&sort=thutu&hienthi=false',
    );
  });
});

describe('a new doctor', { timeout: 180_000 }, () => {
  it('chooses the account among staff without a profile and sends the profile with its week', async () => {
    const api = signedInApi(owner, {
      'GET /api/bacsi/nhanvien': () => ok(candidates),
      'GET /api/danhmuc': () =>
        ok({ docs: [{ _id: room3, ten: 'Phòng khám Nội 3' }], totalDocs: 1, page: 1, limit: 0, totalPages: 1 }),
      'POST /api/bacsi': (body) => ok({ ...mai, ...(body as object), _id: mai._id }, 201),
    });
    const user = userEvent.setup();
    const { location } = renderScreen({ screen: DoctorsScreen, url: '/bac-si', path: '/bac-si/them-moi' });
    expect(await screen.findByText('Chưa có buổi làm việc nào; trang bác sĩ trên website sẽ không hiện lịch.'));
    await user.click(screen.getByRole('combobox', { name: 'Tài khoản nhân viên' }));
    await user.click(await screen.findByText('Huỳnh Thanh Tâm (bs.thanhtam)'));
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Chuyên khoa' })[0]!, { target: { value: 'Nội tiết' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Học hàm, học vị' })[0]!, { target: { value: 'BS.CKI' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Thời lượng một lượt hẹn' }), { target: { value: '20' } });
    await user.click(screen.getByRole('button', { name: /Thêm buổi/ }));
    await user.click(screen.getByRole('button', { name: /Thêm buổi/ }));
    expect(sessions()).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: 'Ghi chú – buổi 2' }), {
      target: { value: ' Khám hẹn trước ' },
    });
    // The second session's room, from the clinic's rooms.
    await user.click(screen.getByRole('combobox', { name: 'Phòng – buổi 2' }));
    await user.click(
      (await screen.findAllByText('Phòng khám Nội 3', { selector: '.ant-select-item-option-content' }))[0]!,
    );
    await user.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(api.bodyOf('POST /api/bacsi')).toBeDefined());
    expect(api.bodyOf('POST /api/bacsi')).toMatchObject({
      nhanvien_id: candidates[0]!._id,
      hocham: 'BS.CKI',
      chuyenkhoa: 'Nội tiết',
      hienthi: true,
      thutu: 0,
      thoiluong: 20,
      // Each new session takes the day after the last one; notes trimmed, an empty one sent as null.
      lichlamviec: [
        { thu: 1, batdau: '08:00', ketthuc: '11:30', ghichu: null, ghichu_en: null },
        { thu: 2, batdau: '08:00', ketthuc: '11:30', ghichu: 'Khám hẹn trước', ghichu_en: null, phong_id: room3 },
      ],
    });
    await waitFor(() => expect(location()).toBe(`/bac-si/${mai._id}`));
  });

  it('says so when every staff member already has a profile', async () => {
    signedInApi(owner, { 'GET /api/bacsi/nhanvien': () => ok([]) });
    const user = userEvent.setup();
    renderScreen({ screen: DoctorsScreen, url: '/bac-si', path: '/bac-si/them-moi' });
    await user.click(await screen.findByRole('combobox', { name: 'Tài khoản nhân viên' }));
    expect(
      await screen.findByText('Không còn nhân viên nào chưa có hồ sơ bác sĩ. Hãy tạo tài khoản nhân viên trước.'),
    ).toBeInTheDocument();
  });
});

describe('editing a doctor’s week', { timeout: 180_000 }, () => {
  const editApi = (put: Handler) =>
    signedInApi(owner, { [`GET /api/bacsi/${mai._id}`]: () => ok(mai), [`PUT /api/bacsi/${mai._id}`]: put });

  it('shows the stored week and the fixed account, refuses an overlap before sending, then saves the week whole', async () => {
    const api = editApi((body) => ok({ ...mai, ...(body as object) }));
    const user = userEvent.setup();
    renderScreen({ screen: DoctorsScreen, url: '/bac-si', path: `/bac-si/${mai._id}` });
    expect(await screen.findByText('ThS.BS Trần Thị Mai Anh')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tài khoản nhân viên' })).toBeDisabled();
    expect(sessions()).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Ghi chú – buổi 2' })).toHaveValue('Tư vấn dinh dưỡng');
    // After Sunday comes Monday morning, which Monday's first session already holds.
    await user.click(screen.getByRole('button', { name: /Thêm buổi/ }));
    await user.click(screen.getByRole('button', { name: /Lưu thay đổi/ }));
    expect(
      await screen.findByText('Buổi 4 (Thứ Hai): Buổi này trùng giờ với một buổi khác trong cùng ngày'),
    ).toBeInTheDocument();
    const start = within(sessions()[3]!).getByRole('textbox', { name: 'Bắt đầu – buổi 4' });
    expect(start.closest('.ant-picker')).toHaveClass('ant-picker-status-error');
    // Only the session at fault: the one it clashes with is left as it is.
    const first = within(sessions()[0]!).getByRole('textbox', { name: 'Bắt đầu – buổi 1' });
    expect(first.closest('.ant-picker')).not.toHaveClass('ant-picker-status-error');
    expect(api.calls().some((c) => c.startsWith('PUT '))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Xóa buổi 4' }));
    await waitFor(() => expect(screen.queryByText(/^Buổi 4/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Lưu thay đổi/ }));
    await waitFor(() => expect(api.bodyOf(`PUT /api/bacsi/${mai._id}`)).toBeDefined());
    const body = api.bodyOf(`PUT /api/bacsi/${mai._id}`) as Record<string, unknown>;
    expect(body.lichlamviec).toEqual(mai.lichlamviec);
    // The account stays with the profile: an update never sends it.
    expect(body).not.toHaveProperty('nhanvien_id');
  });

  it('puts the server’s message about a session under the schedule, in English too', async () => {
    editApi(() =>
      fail('The data is not valid, please check the marked fields.', 400, {
        'lichlamviec.2.ketthuc': 'The end time must be after the start time',
      }),
    );
    const user = userEvent.setup();
    renderScreen({ screen: DoctorsScreen, url: '/bac-si', path: `/bac-si/${mai._id}`, lang: 'en' });
    await screen.findByText('ThS.BS Trần Thị Mai Anh');
    expect(
      within(sessions('Working sessions')[2]!).getByRole('combobox', { name: 'Day – session 3' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await screen.findByText('The end time must be after the start time')).toBeInTheDocument();
  });
});
