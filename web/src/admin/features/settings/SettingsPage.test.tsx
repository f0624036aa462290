// The system settings page through the DOM: secrets shown only as set or not set, an empty secret box left out of
// the body, the remove check box sent as `xoa`, the server's field message under its field, read-only without the
// update grant, and the warning that patients receive nothing while no SMS provider is in effect.
import type { SystemSettingsView } from '@phongkham/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, owner, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { SettingsPage } from './SettingsPage';

const view: SystemSettingsView = {
  smtp_host: 'smtp.gmail.com',
  smtp_port: 587,
  smtp_secure: null,
  smtp_user: 'phongkham@gmail.com',
  mail_from: null,
  sms_nhacungcap: 'esms',
  sms_brandname: 'PHONGKHAM',
  zalo_batdau: null,
  zalo_app_id: null,
  zalo_mau_otp: null,
  zalo_mau_thongbao: null,
  upload_anh_mb: null,
  upload_tep_mb: null,
  upload_ngay_mb: null,
  saoluu_batdau: null,
  saoluu_gio: null,
  saoluu_giulai: null,
  gioihan_diachi: null,
  gioihan_sodienthoai: null,
  gioihan_phut: null,
  cache_batdau: null,
  cache_giay: null,
  hddt_nhacungcap: null,
  hddt_tudong: null,
  hddt_url: null,
  hddt_taikhoan: null,
  hddt_taikhoan_phathanh: null,
  hddt_masothue: null,
  hddt_mauso: null,
  hddt_kyhieu: null,
  hddt_nguoimua: null,
  hddt_thuesuat_dichvu: null,
  hddt_thuesuat_thuoc: null,
  hddt_thuesuat_sanpham: null,
  kho_hethan_ngay: null,
  duocqg_url: null,
  duocqg_macoso: null,
  duocqg_taikhoan: null,
  smtp_matkhau_daluu: true,
  sms_apikey_daluu: true,
  sms_secretkey_daluu: false,
  zalo_oa_token_daluu: false,
  zalo_secret_daluu: false,
  hddt_matkhau_daluu: false,
  hddt_matkhau_phathanh_daluu: false,
  duocqg_matkhau_daluu: false,
  hddt_hoatdong: false,
  duocqg_hoatdong: false,
  moitruong: { smtp_url: false, mail_from: 'PhongKham <no-reply@localhost>', cache_batdau: true },
  updatedAt: '2026-04-01T03:00:00.000Z',
  tinnhan_chiluu: false,
};

describe('the system settings page', { timeout: 120_000 }, () => {
  it('keeps secrets write-only, sends removals as xoa, and shows the server’s message under its field', async () => {
    let attempt = 0;
    const api = signedInApi(owner, {
      'GET /api/cauhinh': () => ok(view),
      'PUT /api/cauhinh': () =>
        ++attempt === 1
          ? fail('Dữ liệu không hợp lệ', 400, { smtp_port: 'Giá trị phải là số nguyên trong khoảng cho phép' })
          : ok({ ...view, sms_apikey_daluu: false, updatedAt: '2026-04-02T03:00:00.000Z' }),
    });
    renderScreen({ screen: SettingsPage, url: '/setting' });
    expect(await screen.findByDisplayValue('smtp.gmail.com')).toBeInTheDocument();
    // Two secrets set, five not (the e-invoice account's and the national pharmacy link's among them; VNPT's issuing
    // account only once VNPT is chosen); no secret text anywhere, the boxes empty.
    expect(screen.getAllByText('Đã lưu')).toHaveLength(2);
    expect(screen.getAllByText('Chưa lưu')).toHaveLength(5);
    expect(screen.getByLabelText('Mật khẩu')).toHaveValue('');
    expect(screen.getByPlaceholderText('PhongKham <no-reply@localhost>')).toBeInTheDocument();
    // A provider in effect: no warning.
    expect(screen.queryByText(/bệnh nhân không nhận được gì/)).toBeNull();

    await userEvent.type(screen.getByLabelText('Secret key'), 'khoa-moi');
    const removes = screen.getAllByRole('checkbox', { name: 'Xóa giá trị đã lưu khi bấm Lưu' });
    await userEvent.click(removes[1]!);
    await userEvent.click(screen.getByRole('button', { name: /Lưu/ }));
    expect(await screen.findByText('Giá trị phải là số nguyên trong khoảng cho phép')).toBeInTheDocument();
    const body = api.bodyOf('PUT /api/cauhinh') as Record<string, unknown>;
    expect(body).toMatchObject({ smtp_host: 'smtp.gmail.com', sms_secretkey: 'khoa-moi', xoa: ['sms_apikey'] });
    expect(body).not.toHaveProperty('smtp_matkhau');
    expect(Object.keys(body).some((name) => name.startsWith('xoa_'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /Lưu/ }));
    expect(await screen.findByText('Đã lưu cài đặt hệ thống.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Chưa lưu')).toHaveLength(6));
  });

  it('sets the near-expiry window within its range and the national pharmacy link, saying while it lacks something', async () => {
    const started = { ...view, duocqg_macoso: '79-NT-0123', duocqg_hoatdong: false };
    const api = signedInApi(owner, {
      'GET /api/cauhinh': () => ok(started),
      'PUT /api/cauhinh': () => ok({ ...started, kho_hethan_ngay: 60, updatedAt: '2026-04-02T03:00:00.000Z' }),
    });
    renderScreen({ screen: SettingsPage, url: '/setting' });
    expect(await screen.findByDisplayValue('79-NT-0123')).toBeInTheDocument();
    // Empty means the built-in 90 days and the Drug Administration's address.
    expect(screen.getByPlaceholderText('Mặc định: 90')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Mặc định: https://duocquocgia.com.vn')).toBeInTheDocument();
    expect(screen.getByText(/cần mã cơ sở, tài khoản và mật khẩu liên thông/)).toBeInTheDocument();
    // Two years is the most the contract takes: the form refuses it before anything is sent.
    const window = screen.getByLabelText('Cảnh báo sắp hết hạn trước');
    await userEvent.type(window, '1000');
    await userEvent.click(screen.getByRole('button', { name: /Lưu/ }));
    expect(await screen.findByText(/trong khoảng cho phép/)).toBeInTheDocument();
    expect(api.bodyOf('PUT /api/cauhinh')).toBeUndefined();
    await userEvent.clear(window);
    await userEvent.type(window, '60');
    await userEvent.type(screen.getByLabelText('Tài khoản liên thông'), 'nt0123');
    await userEvent.type(screen.getByLabelText('Mật khẩu liên thông'), 'mat-khau-dqg');
    await userEvent.click(screen.getByRole('button', { name: /Lưu/ }));
    await waitFor(() =>
      expect(api.bodyOf('PUT /api/cauhinh')).toMatchObject({
        kho_hethan_ngay: 60,
        duocqg_macoso: '79-NT-0123',
        duocqg_taikhoan: 'nt0123',
        duocqg_matkhau: 'mat-khau-dqg',
      }),
    );
  });

  it('names the e-invoice provider with its write-only passwords, and says while a send lacks something', async () => {
    const chosen = { ...view, hddt_nhacungcap: 'VNPT' as const, hddt_taikhoan: 'phongkham-api', hddt_hoatdong: false };
    const api = signedInApi(owner, {
      'GET /api/cauhinh': () => ok(chosen),
      'PUT /api/cauhinh': () => ok({ ...chosen, hddt_matkhau_daluu: true, updatedAt: '2026-04-02T03:00:00.000Z' }),
    });
    renderScreen({ screen: SettingsPage, url: '/setting' });
    expect(await screen.findByDisplayValue('phongkham-api')).toBeInTheDocument();
    expect(screen.getByText(/Chưa đủ thông tin để gửi/)).toBeInTheDocument();
    // VNPT asks for its issuing account too.
    expect(screen.getByLabelText('Mật khẩu tài khoản phát hành (VNPT)')).toHaveValue('');
    // Empty means the default: KCT for services, the buyer wording.
    expect(screen.getByText('Mặc định: Không chịu thuế (KCT)')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Người mua không cung cấp thông tin')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mật khẩu tài khoản dịch vụ'), 'mat-khau-hddt');
    await userEvent.type(screen.getByLabelText('Mã số thuế người bán'), '0312345678');
    await userEvent.type(screen.getByLabelText('Ký hiệu'), 'C26MYY');
    await userEvent.click(screen.getByRole('button', { name: /Lưu/ }));
    await waitFor(() =>
      expect(api.bodyOf('PUT /api/cauhinh')).toMatchObject({
        hddt_nhacungcap: 'VNPT',
        hddt_matkhau: 'mat-khau-hddt',
        hddt_masothue: '0312345678',
        hddt_kyhieu: 'C26MYY',
      }),
    );
    expect(api.bodyOf('PUT /api/cauhinh')).not.toHaveProperty('hddt_matkhau_phathanh');
  });

  it('is read-only without the update grant, in English too', async () => {
    const viewer = staffWithRole('QUANLY', {
      vaitro: {
        _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c99',
        ma: 'QUANLY',
        ten: 'Quản lý',
        menu: [{ url: '/setting', view: true, create: false, update: false, delete: false, actions: [] }],
      },
    });
    signedInApi(viewer, { 'GET /api/cauhinh': () => ok({ ...view, sms_nhacungcap: null, tinnhan_chiluu: true }) });
    renderScreen({ screen: SettingsPage, url: '/setting', staff: viewer, lang: 'en' });
    expect(await screen.findByDisplayValue('smtp.gmail.com')).toBeDisabled();
    expect(screen.getByText('System settings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    // No SMS provider in effect: the page says that patients receive nothing.
    expect(
      screen.getByText(/text messages are only stored in the outbox, and patients receive nothing/),
    ).toBeInTheDocument();
  });
});
