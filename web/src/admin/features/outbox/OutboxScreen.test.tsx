// The outbox screen (/admin/sms) through the DOM: the list with channel, status and a refusal's reason, its filters
// in the URL, and one message's page with its text and, for a role with update on /sms, the retry of a failed one.
import type { OutboxRecord } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { OutboxScreen } from './OutboxScreen';

const code: OutboxRecord = {
  _id: '01a30000-0000-7000-8000-000000000002',
  kenh: 'SMS',
  nguoinhan: '0912345678',
  tieude: null,
  trangthai: 'SENT',
  solan: 1,
  guitiep: '2026-11-21T01:30:00.000Z',
  loi: null,
  nhacungcap: 'outbox',
  loai: 'khoiphucmatkhau',
  banghi_id: '01a30000-0000-7000-8000-0000000000aa',
  guiluc: '2026-11-21T01:30:01.000Z',
  createdAt: '2026-11-21T01:30:00.000Z',
  noidung: 'PhongKham: mã đặt lại mật khẩu tài khoản bs.lan là 493817, hiệu lực 10 phút.',
  html: null,
};
const refused: OutboxRecord = {
  ...code,
  _id: '01a30000-0000-7000-8000-000000000003',
  nguoinhan: '0987654321',
  trangthai: 'FAILED',
  nhacungcap: 'esms',
  loi: 'eSMS 104: Brandname không tồn tại hoặc đã bị hủy',
  guiluc: null,
  createdAt: '2026-11-21T02:00:00.000Z',
};
const mail: OutboxRecord = {
  ...code,
  _id: '01a30000-0000-7000-8000-000000000001',
  kenh: 'EMAIL',
  nhacungcap: 'smtp',
  nguoinhan: 'lan.tran@antam.vn',
  tieude: 'Đặt lại mật khẩu tài khoản bs.lan',
  noidung: 'http://localhost:3000/admin/reset-password?token=abc',
  html: '<p>Đặt lại mật khẩu</p>',
  createdAt: '2026-11-21T01:00:00.000Z',
};
const messages = [refused, code, mail];
const rowOf = ({ noidung: _n, html: _h, ...row }: OutboxRecord) => row;

function outboxApi(staff = owner) {
  let failed = true;
  const api = signedInApi(staff, {
    'GET /api/hop-thu-di': () => ok({ docs: messages.map(rowOf), totalDocs: 3, page: 1, limit: 10, totalPages: 1 }),
    [`GET /api/hop-thu-di/${code._id}`]: () => ok(code),
    [`GET /api/hop-thu-di/${refused._id}`]: () =>
      ok(failed ? refused : { ...refused, trangthai: 'SENT', nhacungcap: 'esms', solan: 2 }),
    [`POST /api/hop-thu-di/${refused._id}/gui-lai`]: () => {
      failed = false;
      return ok({});
    },
  });
  return api;
}

describe('the outbox', { timeout: 90_000 }, () => {
  it('lists messages with channel, status and the provider’s refusal, filters kept in the URL', async () => {
    const api = outboxApi();
    const { location } = renderScreen({ screen: OutboxScreen, url: '/sms', path: '/sms?kenh=SMS' });
    const row = (await screen.findByText('0987654321')).closest('tr')!;
    expect(api.calls()).toContain('GET /api/hop-thu-di?page=1&limit=10&sort=-createdAt&kenh=SMS');
    expect(within(row).getByText('Thất bại')).toBeInTheDocument();
    expect(within(row).getByText('eSMS 104: Brandname không tồn tại hoặc đã bị hủy')).toBeInTheDocument();
    expect(within(row).getByText('SMS')).toBeInTheDocument();
    const mailRow = screen.getByText('lan.tran@antam.vn').closest('tr')!;
    expect(within(mailRow).getByText('Email')).toBeInTheDocument();
    expect(within(mailRow).getByText('Đã gửi')).toBeInTheDocument();
    // Kept by the outbox provider (no gateway): stored, not sent.
    const codeRow = screen.getByText('0912345678').closest('tr')!;
    expect(within(codeRow).getByText('Chỉ lưu (chưa cấu hình nhà mạng)')).toBeInTheDocument();
    expect(within(codeRow).queryByText('Đã gửi')).toBeNull();
    // The list never carries a message's text, and nothing can be added.
    expect(screen.queryByText(/493817/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Thêm/ })).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await userEvent.click(await screen.findByTitle('Thất bại'));
    await waitFor(() => expect(location()).toBe('/sms?kenh=SMS&trangthai=FAILED'));
  });

  it('shows a message’s text, where it went and what it belongs to', async () => {
    outboxApi();
    renderScreen({ screen: OutboxScreen, url: '/sms', path: `/sms/${code._id}` });
    expect(await screen.findByText(code.noidung)).toBeInTheDocument();
    expect(screen.getByText('Chỉ lưu tại đây')).toBeInTheDocument();
    expect(screen.getByText('Chỉ lưu (chưa cấu hình nhà mạng)')).toBeInTheDocument();
    expect(screen.queryByText('Đã gửi')).toBeNull();
    expect(screen.getByText(/Chưa cấu hình cổng gửi/)).toBeInTheDocument();
    expect(screen.getByText(`Khôi phục mật khẩu · ${code.banghi_id}`)).toBeInTheDocument();
    expect(screen.getByText('Lần xem nội dung này đã được ghi vào lịch sử hoạt động.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Gửi lại/ })).toBeNull();
  });

  it('shows a refusal with its reason and sends the message again', async () => {
    const api = outboxApi();
    renderScreen({ screen: OutboxScreen, url: '/sms', path: `/sms/${refused._id}` });
    expect(await screen.findByText('Gửi không thành công')).toBeInTheDocument();
    expect(screen.getByText('eSMS 104: Brandname không tồn tại hoặc đã bị hủy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Gửi lại/ }));
    expect(await screen.findByText('Đã đưa tin nhắn vào hàng chờ gửi lại.')).toBeInTheDocument();
    expect(api.calls()).toContain(`POST /api/hop-thu-di/${refused._id}/gui-lai`);
    await waitFor(() => expect(screen.queryByText('Gửi không thành công')).toBeNull());
  });

  it('offers no retry to a role that may only view', async () => {
    const viewer = staffWithRole('QUANLY', {
      vaitro: {
        _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c98',
        ma: 'QUANLY',
        ten: 'Quản lý',
        menu: [{ url: '/sms', view: true, create: false, update: false, delete: false, actions: [] }],
      },
    });
    outboxApi(viewer);
    renderScreen({ screen: OutboxScreen, url: '/sms', path: `/sms/${refused._id}`, staff: viewer });
    expect(await screen.findByText('Gửi không thành công')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Gửi lại/ })).toBeNull();
  });
});
