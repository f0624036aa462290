// The bill page's e-invoice through the DOM: nothing while e-invoices are off; a paid bill issued by hand with the
// buyer who asked (a wrong tax code refused by the contract before it is sent); an issued invoice's number, lookup
// code and the adjustment a refund made owed, in English; a refused one sent again.
import type { BillDetail, BillEInvoice } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { BillsScreen } from './BillsScreen';
import { billId, cashier, partlyPaid } from './fixtures';

const paidBill: BillDetail = { ...partlyPaid, trangthai: 'DA_THANH_TOAN', dathu: 1_305_000, conlai: 0 };
const eInvoiceApi = `/api/hoadon/${billId}/hoadondientu`;

const issued: NonNullable<BillEInvoice['hoadondientu']> = {
  _id: '01b10000-0000-7000-8000-0000000000a9',
  hoadon_id: billId,
  trangthai: 'DA_PHAT_HANH',
  nhacungcap: 'VIETTEL',
  mauso: '1/001',
  kyhieu: 'C26MAA',
  sohoadon: 'C26MAA00000012',
  matracuu: 'TRACUU12',
  tongtien: 1_305_000,
  tienthue: 0,
  nguoimua_ten: 'Người mua không cung cấp thông tin',
  nguoimua_mst: null,
  loi: null,
  solan: 1,
  phathanh_luc: '2026-11-26T03:05:00.000Z',
  createdAt: '2026-11-26T03:00:00.000Z',
  updatedAt: '2026-11-26T03:05:00.000Z',
};

const open = (answer: BillEInvoice, lang: 'vi' | 'en' = 'vi', routes = {}) => {
  const api = signedInApi(cashier, {
    [`GET /api/hoadon/${billId}`]: () => ok(paidBill),
    [`GET ${eInvoiceApi}`]: () => ok(answer),
    ...routes,
  });
  renderScreen({ screen: BillsScreen, url: '/hoa-don', path: `/hoa-don/${billId}`, staff: cashier, lang });
  return api;
};

describe('the bill’s e-invoice', { timeout: 90_000 }, () => {
  it('shows nothing while e-invoices are off', async () => {
    open({ batdau: false, hoadondientu: null, dieuchinh: 0 });
    expect(await screen.findByText('BN-000042')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Hóa đơn điện tử')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Xuất hóa đơn điện tử' })).toBeNull();
  });

  it('issues a paid bill’s invoice for the buyer who asked, the tax code checked before it is sent', async () => {
    const api = open({ batdau: true, hoadondientu: null, dieuchinh: 0 }, 'vi', {
      [`POST ${eInvoiceApi}`]: () =>
        ok({ batdau: true, hoadondientu: { ...issued, trangthai: 'CHO_GUI' }, dieuchinh: 0 }),
    });
    expect(await screen.findByText('Hóa đơn này chưa có hóa đơn điện tử.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xuất hóa đơn điện tử' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Tên người mua hoặc đơn vị'), 'Công ty TNHH An Bình');
    await userEvent.type(within(dialog).getByLabelText('Mã số thuế'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xuất hóa đơn' }));
    expect(await within(dialog).findByText(/Mã số thuế gồm 10 chữ số/)).toBeInTheDocument();
    expect(api.calls().filter((call) => call.startsWith('POST'))).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText('Mã số thuế'));
    await userEvent.type(within(dialog).getByLabelText('Mã số thuế'), '0301234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xuất hóa đơn' }));
    await waitFor(() =>
      expect(api.bodyOf(`POST ${eInvoiceApi}`)).toMatchObject({
        nguoimua_ten: 'Công ty TNHH An Bình',
        nguoimua_mst: '0301234567',
      }),
    );
  });

  it('shows an issued invoice’s number and lookup code, and the adjustment a refund made owed, in English', async () => {
    open({ batdau: true, hoadondientu: issued, dieuchinh: 85_000 }, 'en');
    expect(await screen.findByText('C26MAA00000012')).toBeInTheDocument();
    expect(screen.getByText('Issued')).toBeInTheDocument();
    expect(screen.getByText('TRACUU12')).toBeInTheDocument();
    expect(screen.getByText('Viettel SInvoice')).toBeInTheDocument();
    expect(screen.getByText(/an adjusting invoice of 85\.000\s₫ is due/)).toBeInTheDocument();
  });

  it('sends a refused invoice again', async () => {
    const refused = { ...issued, trangthai: 'LOI' as const, sohoadon: null, loi: 'SInvoice 400: Ký hiệu không hợp lệ' };
    const api = open({ batdau: true, hoadondientu: refused, dieuchinh: 0 }, 'vi', {
      [`POST ${eInvoiceApi}/guilai`]: () => ok({ batdau: true, hoadondientu: { ...refused, trangthai: 'CHO_GUI' } }),
    });
    expect(await screen.findByText('Nhà cung cấp từ chối: SInvoice 400: Ký hiệu không hợp lệ')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi lại' }));
    await waitFor(() => expect(api.calls()).toContain(`POST ${eInvoiceApi}/guilai`));
  });
});
