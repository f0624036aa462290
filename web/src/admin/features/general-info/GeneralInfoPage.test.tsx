import type { Setting, StoredFileInfo } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, owner, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { GeneralInfoPage } from './GeneralInfoPage';

const setting: Setting = {
  _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  tenphongkham: 'Phòng khám An Khang',
  diachi: '12 Nguyễn Trãi, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh',
  dienthoai: '0909115115',
  email: 'lienhe@ankhang.vn',
  link_facebook: 'https://facebook.com/ankhang',
  link_youtube: null,
  link_tiktok: null,
  logo: { _id: '0190d7c4-5a5a-7000-8000-0000000000d1', url: '/uploads/logo.png', chieurong: 200, chieucao: 60 },
  giomocua: '7h30 - 20h00',
  giomocua_en: null,
  ngaymocua: 'Thứ 2 - Chủ nhật',
  ngaymocua_en: 'Monday - Sunday',
  giolamviec: null,
  giolamviec_en: null,
  khuyenmai_tieude: null,
  khuyenmai_tieude_en: null,
  khuyenmai_noidung: null,
  khuyenmai_noidung_en: null,
  vanhanhboi: null,
  vanhanhboi_en: null,
  chiduong: 'Đối diện chợ Bến Thành.',
  chiduong_en: null,
  bando_vido: 10.7721,
  bando_kinhdo: 106.6983,
  khuyenmai_soluong: 50,
  khuyenmai_giamgia: 30,
  updatedAt: '2026-04-01T03:00:00.000Z',
};
const uploaded: StoredFileInfo = {
  _id: '0190d7c4-5a5a-7000-8000-0000000000d2',
  url: '/uploads/logo-moi.png',
  tenfile: 'logo-moi.png',
  loai: 'image/png',
  kichthuoc: 2048,
  chieurong: 240,
  chieucao: 80,
  folder_id: 'logo',
  provider: 'local',
  createdAt: '2026-04-02T03:00:00.000Z',
};

describe('general information', { timeout: 120_000 }, () => {
  it('saves every text, the new logo by its id, and shows the server’s field messages', async () => {
    let attempt = 0;
    const api = signedInApi(owner, {
      'GET /api/setting': () => ok(setting),
      'POST /api/uploads': () => ok(uploaded, 201),
      'PUT /api/setting': (body) =>
        ++attempt === 1
          ? fail('Có lỗi xảy ra, vui lòng kiểm tra và thử lại.', 400, {
              dienthoai: 'Hotline này đang được dùng ở chi nhánh khác',
            })
          : ok({ ...setting, ...(body as object), logo: uploaded, updatedAt: '2026-04-02T03:00:00.000Z' }),
    });
    renderScreen({ screen: GeneralInfoPage, url: '/thong-tin-chung' });
    expect(await screen.findByDisplayValue('Phòng khám An Khang')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Monday - Sunday')).toBeInTheDocument();
    const hotline = screen.getByLabelText('Hotline');
    await userEvent.clear(hotline);
    await userEvent.paste('0909115117');
    await userEvent.upload(screen.getByLabelText('Logo'), new File(['png'], 'logo-moi.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByAltText('Logo')).toHaveAttribute('src', '/uploads/logo-moi.png'));
    await userEvent.click(screen.getByRole('button', { name: /Lưu thay đổi/ }));
    const message = await screen.findByText('Hotline này đang được dùng ở chi nhánh khác');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Hotline'));

    await userEvent.clear(hotline);
    await userEvent.paste('0909115116');
    const codes = screen.getByLabelText('Số suất ưu đãi');
    await userEvent.clear(codes);
    await userEvent.type(codes, '80');
    await userEvent.click(screen.getByRole('button', { name: /Lưu thay đổi/ }));
    expect(await screen.findByText(/Đã lưu thông tin chung/)).toBeInTheDocument();
    const puts = api.fetchMock.mock.calls.filter(([, init]) => init.method === 'PUT');
    expect(JSON.parse(puts.at(-1)![1].body as string)).toEqual({
      tenphongkham: 'Phòng khám An Khang',
      diachi: setting.diachi,
      dienthoai: '0909115116',
      email: 'lienhe@ankhang.vn',
      link_facebook: 'https://facebook.com/ankhang',
      link_youtube: null,
      link_tiktok: null,
      logo_id: uploaded._id,
      giomocua: '7h30 - 20h00',
      giomocua_en: null,
      ngaymocua: 'Thứ 2 - Chủ nhật',
      ngaymocua_en: 'Monday - Sunday',
      giolamviec: null,
      giolamviec_en: null,
      khuyenmai_tieude: null,
      khuyenmai_tieude_en: null,
      khuyenmai_noidung: null,
      khuyenmai_noidung_en: null,
      vanhanhboi: null,
      vanhanhboi_en: null,
      chiduong: 'Đối diện chợ Bến Thành.',
      chiduong_en: null,
      bando_vido: 10.7721,
      bando_kinhdo: 106.6983,
      khuyenmai_soluong: 80,
      khuyenmai_giamgia: 30,
    });
  });

  it('saves the map position and the directions, and refuses half a position or one out of range', async () => {
    const api = signedInApi(owner, {
      'GET /api/setting': () => ok(setting),
      'PUT /api/setting': (body) => ok({ ...setting, ...(body as object), updatedAt: '2026-04-02T03:00:00.000Z' }),
    });
    renderScreen({ screen: GeneralInfoPage, url: '/thong-tin-chung' });
    const latitude = await screen.findByLabelText('Vĩ độ');
    const longitude = screen.getByLabelText('Kinh độ');
    expect(latitude).toHaveValue('10,7721');
    expect(screen.getByLabelText('Chỉ đường (trang Liên hệ)')).toHaveValue('Đối diện chợ Bến Thành.');
    const save = screen.getByRole('button', { name: /Lưu thay đổi/ });

    // Half a position: the form says so under the empty one and sends nothing.
    await userEvent.clear(longitude);
    await userEvent.click(save);
    const pair = await screen.findByText('Nhập cả vĩ độ và kinh độ, hoặc để trống cả hai');
    expect(pair.closest('.ant-form-item')).toContainElement(longitude);
    await userEvent.click(longitude);
    await userEvent.paste('200');
    await userEvent.click(save);
    expect(await screen.findByText('Kinh độ phải là số từ -180 đến 180 (ví dụ: 106,6843)')).toBeInTheDocument();
    expect(api.fetchMock.mock.calls.some(([, init]) => init.method === 'PUT')).toBe(false);

    await userEvent.clear(latitude);
    await userEvent.paste('21.0285');
    await userEvent.clear(longitude);
    await userEvent.paste('105.8542');
    // The directions' own language tabs, below the header and footer texts'.
    await userEvent.click(screen.getAllByRole('tab', { name: 'Tiếng Anh' }).at(-1)!);
    await userEvent.click(screen.getByLabelText('Chỉ đường (trang Liên hệ) – tiếng Anh'));
    await userEvent.paste('Opposite Hoan Kiem Lake.');
    await userEvent.click(save);
    expect(await screen.findByText(/Đã lưu thông tin chung/)).toBeInTheDocument();
    const put = api.fetchMock.mock.calls.find(([, init]) => init.method === 'PUT')!;
    expect(JSON.parse(put[1].body as string)).toMatchObject({
      bando_vido: 21.0285,
      bando_kinhdo: 105.8542,
      chiduong: 'Đối diện chợ Bến Thành.',
      chiduong_en: 'Opposite Hoan Kiem Lake.',
    });
  });

  it('is read-only without the update flag', async () => {
    const manager = staffWithRole('QUANLY');
    signedInApi(manager, { 'GET /api/setting': () => ok(setting) });
    renderScreen({ screen: GeneralInfoPage, url: '/thong-tin-chung', staff: manager, lang: 'en' });
    expect(await screen.findByDisplayValue('Phòng khám An Khang')).toBeDisabled();
    const card = screen.getByText('General information').closest('.ant-card') as HTMLElement;
    expect(within(card).queryByRole('button', { name: /Save changes/ })).toBeNull();
  });
});
