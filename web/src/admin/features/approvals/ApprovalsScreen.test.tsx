// The approvals screen through the DOM: the bills whose discount awaits approval, each with its patient, number,
// amount, discount, setters and reason; the approval sent and the server's refusal (the setter approving) shown on
// the bill's card; no button without the update grant; the discounts by approver of a period.
import type { BillRow, DiscountReport } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { ApprovalsScreen } from './ApprovalsScreen';

const billId = '01b10000-0000-7000-8000-000000000001';
/** The manager, who holds the approvals grant. */
const manager = staffWithRole('QUANLY', {
  vaitro: {
    _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
    ma: 'QUANLY',
    ten: 'Quản lý',
    menu: [{ url: '/duyet-thu-chi', view: true, create: true, update: true, delete: true, actions: [] }],
  },
});
const waiting: BillRow = {
  _id: billId,
  phongkham_id: '01b10000-0000-7000-8000-0000000000e1',
  so: 'HD-2026-000123',
  luotkham_id: '01b10000-0000-7000-8000-0000000000a1',
  benhnhan_id: '01b10000-0000-7000-8000-0000000000b1',
  benhnhan_hoten: 'Nguyễn Bảo An',
  benhnhan_ma: 'BN-000042',
  khachhang: null,
  trangthai: 'NHAP',
  tongtien: 1_450_000,
  dahoan: 0,
  phaitra: 1_300_000,
  dathu: 0,
  conlai: 1_300_000,
  phathanh_luc: null,
  createdAt: '2026-11-26T02:00:00.000Z',
  updatedAt: '2026-11-26T02:00:00.000Z',
  giamgia: 130_000,
  giamgia_lydo: 'Người nhà nhân viên',
  giamgia_dong: 20_000,
  giamgia_nguoi: ['Lê Thu Hà', 'Trần Quốc Bảo'],
  giamgia_duyet: 'CHO_DUYET',
};
const page = (docs: BillRow[]) => ok({ docs, totalDocs: docs.length, limit: 0, page: 1, totalPages: 1 });

const report: DiscountReport = {
  tungay: '2026-11-01',
  denngay: '2026-11-28',
  soluong: 3,
  tong: 410_000,
  nguoiduyet: [
    {
      nguoiduyet_id: '01b10000-0000-7000-8000-0000000000e7',
      nguoiduyet_hoten: 'Đỗ Thị Lan',
      soluong: 2,
      tong: 300_000,
    },
    { nguoiduyet_id: '01b10000-0000-7000-8000-0000000000e8', nguoiduyet_hoten: 'Vũ Minh', soluong: 1, tong: 110_000 },
  ],
  hoadon: [
    {
      _id: billId,
      so: 'HD-2026-000123',
      trangthai: 'DA_THANH_TOAN',
      benhnhan_hoten: 'Nguyễn Bảo An',
      benhnhan_ma: 'BN-000042',
      khachhang: null,
      tongtien: 1_450_000,
      giamgia_tong: 150_000,
      giamgia_lydo: 'Người nhà nhân viên',
      giamgia_nguoi_hoten: 'Lê Thu Hà',
      nguoiduyet_id: '01b10000-0000-7000-8000-0000000000e7',
      nguoiduyet_hoten: 'Đỗ Thị Lan',
      giamgia_duyet_luc: '2026-11-26T03:00:00.000Z',
    },
  ],
};

describe('the approvals screen', { timeout: 90_000 }, () => {
  it('lists the discounts awaiting approval and approves one, showing the server’s refusal', async () => {
    let refuse = true;
    const api = signedInApi(manager, {
      'GET /api/hoadon': () => page([waiting]),
      [`POST /api/hoadon/${billId}/duyetgiamgia`]: () =>
        refuse
          ? fail('Bạn đã đặt giảm giá trên hóa đơn này nên không thể tự duyệt.', 409)
          : ok({ ...waiting, giamgia_duyet: 'DA_DUYET' }),
    });
    renderScreen({ screen: ApprovalsScreen, url: '/duyet-thu-chi', staff: manager });
    const card = (await screen.findByText('HD-2026-000123')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(/Nguyễn Bảo An/)).toBeInTheDocument();
    expect(within(card).getByText('BN-000042')).toBeInTheDocument();
    expect(within(card).getByText(/^−150\.000\s₫$/)).toBeInTheDocument();
    expect(within(card).getByText(/Giảm giá hóa đơn 130\.000\s₫/)).toBeInTheDocument();
    expect(within(card).getByText('Lê Thu Hà, Trần Quốc Bảo')).toBeInTheDocument();
    expect(within(card).getByText('Người nhà nhân viên')).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/hoadon?giamgia_duyet=CHO_DUYET&sort=createdAt&limit=0');
    await userEvent.click(within(card).getByRole('button', { name: 'Duyệt giảm giá hóa đơn HD-2026-000123' }));
    expect(
      await within(card).findByText('Bạn đã đặt giảm giá trên hóa đơn này nên không thể tự duyệt.'),
    ).toBeInTheDocument();
    refuse = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Duyệt giảm giá hóa đơn HD-2026-000123' }));
    expect(await screen.findByText('Đã duyệt giảm giá hóa đơn HD-2026-000123.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls().filter((call) => call.startsWith('POST /api/hoadon/'))).toHaveLength(2));
  });

  it('offers no approval without the update grant, and says so', async () => {
    const reader = staffWithRole('THUNGAN', {
      vaitro: {
        _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c40',
        ma: 'THUNGAN',
        ten: 'Thu ngân',
        menu: [{ url: '/duyet-thu-chi', view: true, create: false, update: false, delete: false, actions: [] }],
      },
    });
    signedInApi(reader, { 'GET /api/hoadon': () => page([waiting]) });
    renderScreen({ screen: ApprovalsScreen, url: '/duyet-thu-chi', staff: reader });
    expect(await screen.findByText('HD-2026-000123')).toBeInTheDocument();
    expect(screen.getByText(/Bạn chỉ được xem danh sách/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Duyệt giảm giá/ })).toBeNull();
  });

  it('reports the discounts of a period by approver, in English too', async () => {
    const api = signedInApi(manager, { 'GET /api/hoadon/giamgia': () => ok(report) });
    renderScreen({
      screen: ApprovalsScreen,
      url: '/duyet-thu-chi',
      path: '/duyet-thu-chi/giam-gia?tungay=2026-11-01&denngay=2026-11-28',
      staff: manager,
      lang: 'en',
    });
    const approvers = (await screen.findByText('Vũ Minh')).closest('table') as HTMLElement;
    const lan = within(approvers).getByText('Đỗ Thị Lan').closest('tr') as HTMLElement;
    expect(within(lan).getByText('2')).toBeInTheDocument();
    expect(within(lan).getByText(/^300\.000\s₫$/)).toBeInTheDocument();
    expect(screen.getByText('Bills with an approved discount (1)')).toBeInTheDocument();
    expect(screen.getByText(/^150\.000\s₫$/)).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/hoadon/giamgia?tungay=2026-11-01&denngay=2026-11-28');
  });
});
