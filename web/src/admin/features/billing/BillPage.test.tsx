// The bill page through the DOM: the lines and what each came from, the totals following the discounts as a
// Vietnamese cashier types them ("10" %, "150.000" đồng), a discount without its reason refused before it is sent,
// the saved discounts sent as đồng, and the moves the workflow allows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { labelled, ok, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { BillsScreen } from './BillsScreen';
import { billId, cashier, draftBill, manager } from './fixtures';

const open = (routes = {}) => {
  const api = signedInApi(cashier, { [`GET /api/hoadon/${billId}`]: () => ok(draftBill), ...routes });
  renderScreen({ screen: BillsScreen, url: '/hoa-don', path: `/hoa-don/${billId}`, staff: cashier });
  return api;
};
const figure = (label: string) => labelled(label).textContent?.replace(/\u00a0/g, ' ');

describe('the bill page', { timeout: 90_000 }, () => {
  it('shows the patient, each line with where it came from, and the balance', async () => {
    open();
    expect(await screen.findByText('BN-000042')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Các dòng hóa đơn' });
    // An order names the service's kind and who ordered it (a doctor as "BS …"); a counter line what it sells.
    expect(within(lines).getByText('Khám · Phạm Minh Tâm')).toBeInTheDocument();
    expect(within(lines).getByText('Chẩn đoán hình ảnh · BS Nguyễn Văn An')).toBeInTheDocument();
    expect(within(lines).getByText('Thuốc')).toBeInTheDocument();
    expect(figure('Còn lại')).toBe('1.450.000 ₫');
  });

  it('totals the discounts live as they are typed, a percentage rounded half up to the đồng', async () => {
    open();
    await screen.findByText('BN-000042');
    // Line 3 (20 × 42.500 = 850.000): 10 % off.
    await userEvent.click(labelled('Kiểu giảm giá: Giảm giá dòng 3'));
    await userEvent.click(await screen.findByTitle('%'));
    await userEvent.type(labelled('Giảm giá dòng 3'), '10');
    expect(figure('Thành tiền dòng 3')).toBe('765.000 ₫');
    expect(figure('Tổng tiền')).toBe('1.365.000 ₫');
    // The bill: 150.000 đồng typed the Vietnamese way.
    await userEvent.type(labelled('Giảm giá hóa đơn'), '150.000');
    expect(figure('Phải trả')).toBe('1.215.000 ₫');
    expect(figure('Còn lại')).toBe('1.215.000 ₫');
    // A reason is needed before saving.
    // A discount without its reason is refused by the contract's rule before it is sent.
    expect(screen.getAllByText('Không được để trống')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Lưu giảm giá' })).toBeDisabled();
    // Issuing and payment wait for the discounts to be saved, and the page says so.
    expect(screen.getByText('Lưu giảm giá trước khi phát hành hay thu tiền.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thu tiền' })).toBeDisabled();
  });

  it('refuses a discount above the line and a percentage above 100', async () => {
    open();
    await screen.findByText('BN-000042');
    await userEvent.type(labelled('Giảm giá dòng 1'), '300.000');
    expect(await screen.findByText('Giảm giá không được lớn hơn số tiền được giảm')).toBeInTheDocument();
    await userEvent.click(labelled('Kiểu giảm giá: Giảm giá hóa đơn'));
    await userEvent.click((await screen.findAllByTitle('%')).at(-1)!);
    await userEvent.type(labelled('Giảm giá hóa đơn'), '120');
    expect(await screen.findByText('Phần trăm phải là số nguyên từ 0 đến 100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lưu giảm giá' })).toBeDisabled();
  });

  it('saves the discounts as đồng with their reasons', async () => {
    const api = open({ [`PUT /api/hoadon/${billId}/giamgia`]: () => ok(draftBill) });
    await screen.findByText('BN-000042');
    await userEvent.click(labelled('Kiểu giảm giá: Giảm giá hóa đơn'));
    await userEvent.click((await screen.findAllByTitle('%')).at(-1)!);
    await userEvent.type(labelled('Giảm giá hóa đơn'), '10');
    await userEvent.type(labelled('Lý do: Giảm giá hóa đơn'), 'Khách quen');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu giảm giá' }));
    await waitFor(() =>
      expect(api.bodyOf(`PUT /api/hoadon/${billId}/giamgia`)).toEqual({
        giamgia_phantram: 10,
        giamgia: null,
        giamgia_lydo: 'Khách quen',
      }),
    );
    // Only what changed is sent: no line was touched.
    expect(api.calls().filter((call) => call.startsWith('PUT'))).toHaveLength(1);
  });

  it('offers the cashier issuing but not voiding, and no payment while a discount awaits approval', async () => {
    signedInApi(cashier, { [`GET /api/hoadon/${billId}`]: () => ok({ ...draftBill, giamgia_duyet: 'CHO_DUYET' }) });
    renderScreen({ screen: BillsScreen, url: '/hoa-don', path: `/hoa-don/${billId}`, staff: cashier });
    expect(await screen.findByText(/đang chờ người có quyền duyệt/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Phát hành hóa đơn' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Thu tiền' })).toBeDisabled();
    // Voiding is the manager's.
    expect(screen.queryByRole('button', { name: 'Hủy hóa đơn' })).toBeNull();
  });

  it('offers the manager voiding, with its reason', async () => {
    const api = signedInApi(manager, {
      [`GET /api/hoadon/${billId}`]: () => ok(draftBill),
      [`POST /api/hoadon/${billId}/huy`]: () => ok({ ...draftBill, trangthai: 'DA_HUY' }),
    });
    renderScreen({ screen: BillsScreen, url: '/hoa-don', path: `/hoa-don/${billId}`, staff: manager });
    await userEvent.click(await screen.findByRole('button', { name: 'Hủy hóa đơn' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Lý do hủy'), 'Lập nhầm hóa đơn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy hóa đơn' }));
    await waitFor(() => expect(api.bodyOf(`POST /api/hoadon/${billId}/huy`)).toEqual({ huy_lydo: 'Lập nhầm hóa đơn' }));
  });
});
