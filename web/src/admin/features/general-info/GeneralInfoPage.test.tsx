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

describe('general information', { timeout: 60_000 }, () => {
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
