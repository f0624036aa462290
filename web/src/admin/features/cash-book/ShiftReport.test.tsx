// The Z-report as printed: each method's receipts, refunds and net, the float, the expected and counted cash and the
// difference, every figure in whole đồng grouped by dots, with the reason for the difference.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { CashBookScreen } from './CashBookScreen';
import { cashier, closedShift, shiftId } from './fixtures';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));

describe('the Z-report', { timeout: 60_000 }, () => {
  it('shows every figure as whole đồng', async () => {
    signedInApi(cashier, { [`GET /api/soquy/ca/${shiftId}`]: () => ok(closedShift) });
    renderScreen({ screen: CashBookScreen, url: '/so-quy', path: `/so-quy/ca/${shiftId}`, staff: cashier });
    expect(await screen.findByText('BÁO CÁO Z (KẾT CA)')).toBeInTheDocument();
    const methods = screen.getByRole('table', { name: 'Theo phương thức thanh toán' });
    expect(cells(within(methods).getByRole('row', { name: /^Tiền mặt/ }))).toEqual([
      '1.250.000 ₫',
      '50.000 ₫',
      '1.200.000 ₫',
    ]);
    expect(cells(within(methods).getByRole('row', { name: /^VietQR/ }))).toEqual(['300.000 ₫', '0 ₫', '300.000 ₫']);
    expect(cells(within(methods).getByRole('row', { name: /^Tổng cộng/ }))).toEqual([
      '1.550.000 ₫',
      '50.000 ₫',
      '1.500.000 ₫',
    ]);
    const drawer = screen.getByRole('table', { name: 'Tiền mặt trong két' });
    expect(within(drawer).getAllByRole('row').map(cells)).toEqual([
      ['Tiền đầu ca', '500.000 ₫'],
      ['Tiền mặt thu chi trong ca', '+1.200.000 ₫'],
      ['Tiền mặt dự kiến', '1.700.000 ₫'],
      ['Tiền mặt đếm được', '1.680.000 ₫'],
      ['Chênh lệch', '-20.000 ₫'],
    ]);
    expect(screen.getByText('Lý do chênh lệch: Thối nhầm cho khách')).toBeInTheDocument();
    // Nothing but whole đồng: no decimal separator anywhere among the figures.
    const figures = [methods, drawer].flatMap((table) => within(table).getAllByText(/₫$/));
    expect(figures.every((cell) => /^[+-]?\d{1,3}(\.\d{3})* ₫$/.test(cell.textContent!.replace(/\u00a0/g, ' ')))).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Đóng ca' })).not.toBeInTheDocument();
  });

  it("prints under the clinic's name, address and phone, as a receipt does", async () => {
    signedInApi(cashier, { [`GET /api/soquy/ca/${shiftId}`]: () => ok(closedShift) });
    renderScreen({ screen: CashBookScreen, url: '/so-quy', path: `/so-quy/ca/${shiftId}`, staff: cashier });
    await userEvent.click(await screen.findByRole('button', { name: /In báo cáo Z/ }));
    const sheet = await screen.findByRole('dialog');
    const header = within(sheet).getByRole('banner');
    expect(header).toHaveTextContent('Phòng khám Đa khoa An Tâm');
    expect(header).toHaveTextContent('125 Nguyễn Văn Cừ, Phường Chợ Quán, Thành phố Hồ Chí Minh');
    expect(header).toHaveTextContent('Điện thoại: 028 3923 4567');
  });
});
