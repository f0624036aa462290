// The cashier's screen through the DOM: opening a shift with a float typed the Vietnamese way; closing it with the
// difference shown as the cash is counted, a reason required only when the count is off, the count note by note
// adding up to what is sent; the Z-report answered by the close shown with its figures in whole đồng.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, signedInApi, type Routes } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { CashBookScreen } from './CashBookScreen';
import { cashier, closedShift, openShift, shiftId } from './fixtures';

const close = `POST /api/soquy/ca/${shiftId}/dong`;
const plain = (element: Element | null | undefined) => element?.textContent?.replace(/\u00a0/g, ' ');

async function closingDialog(routes: Routes = {}, lang: 'vi' | 'en' = 'vi') {
  const api = signedInApi(cashier, {
    'GET /api/soquy/ca/hientai': () => ok(openShift),
    [close]: () => ok(closedShift),
    ...routes,
  });
  renderScreen({ screen: CashBookScreen, url: '/so-quy', staff: cashier, lang });
  await userEvent.click(await screen.findByRole('button', { name: lang === 'vi' ? /Đóng ca$/ : /Close the shift$/ }));
  return { api, dialog: await screen.findByRole('dialog') };
}

describe("the cashier's shift", { timeout: 90_000 }, () => {
  it('opens a shift with the float typed as 500.000', async () => {
    const api = signedInApi(cashier, {
      'GET /api/soquy/ca/hientai': () => ok(null),
      'POST /api/soquy/ca': (body) => ok({ ...openShift, ...(body as object) }, 201),
    });
    renderScreen({ screen: CashBookScreen, url: '/so-quy', staff: cashier });
    await userEvent.type(await screen.findByLabelText('Tiền đầu ca'), '500.000');
    await userEvent.click(screen.getByRole('button', { name: /Mở ca/ }));
    await screen.findByText('Đã mở ca với 500.000 ₫ đầu ca.', { normalizer: (t) => t.replace(/\u00a0/g, ' ') });
    expect(api.bodyOf('POST /api/soquy/ca')).toEqual({ tiendauca: 500_000 });
  });

  it('shows the difference as the cash is counted and asks a reason only when it is not zero', async () => {
    const { api, dialog } = await closingDialog();
    expect(plain(within(dialog).getByTestId('expected'))).toBe('1.700.000 ₫');
    const counted = within(dialog).getByLabelText('Tiền mặt đếm được');
    await userEvent.type(counted, '1680000');
    expect(plain(within(dialog).getByTestId('difference'))).toBe('-20.000 ₫ · Thiếu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng ca' }));
    expect(await within(dialog).findByText('Tiền đếm được lệch với dự kiến: hãy ghi lý do')).toBeInTheDocument();
    expect(api.calls()).not.toContain(close);

    await userEvent.clear(counted);
    await userEvent.type(counted, '1.700.000');
    expect(plain(within(dialog).getByTestId('difference'))).toBe('0 ₫ · Khớp');
    await userEvent.clear(counted);
    await userEvent.type(counted, '1.705.000');
    expect(plain(within(dialog).getByTestId('difference'))).toBe('+5.000 ₫ · Thừa');
    await userEvent.type(within(dialog).getByLabelText('Lý do chênh lệch'), 'Khách không lấy tiền thối');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng ca' }));
    await screen.findByRole('heading', { name: 'BÁO CÁO Z (KẾT CA)', level: 3 });
    expect(api.bodyOf(close)).toEqual({ tienmatthucte: 1_705_000, lydo_chenhlech: 'Khách không lấy tiền thối' });
  });

  it('sums the count note by note and sends that total', async () => {
    const { api, dialog } = await closingDialog();
    await userEvent.click(within(dialog).getByText('Đếm theo mệnh giá'));
    await userEvent.type(within(dialog).getByLabelText('Số tờ 500.000 ₫'), '3');
    await userEvent.type(within(dialog).getByLabelText('Số tờ 100.000 ₫'), '1');
    await userEvent.type(within(dialog).getByLabelText('Số tờ 50.000 ₫'), '1');
    await userEvent.type(within(dialog).getByLabelText('Số tờ 20.000 ₫'), '2');
    await userEvent.type(within(dialog).getByLabelText('Số tờ 10.000 ₫'), '1');
    // 1.500.000 + 100.000 + 50.000 + 40.000 + 10.000
    expect(plain(within(dialog).getByTestId('note-total'))).toBe('1.700.000 ₫');
    expect(plain(within(dialog).getByTestId('difference'))).toBe('0 ₫ · Khớp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng ca' }));
    await screen.findByRole('heading', { name: 'BÁO CÁO Z (KẾT CA)', level: 3 });
    expect(api.bodyOf(close)).toEqual({ tienmatthucte: 1_700_000, lydo_chenhlech: null });
  });

  it("says the server's refusal in the dialog (a difference above the threshold)", async () => {
    const { dialog } = await closingDialog(
      { [close]: () => fail('Difference above the threshold: an approver must close this shift.', 409) },
      'en',
    );
    await userEvent.type(within(dialog).getByLabelText('Counted cash'), '1.600.000');
    await userEvent.type(within(dialog).getByLabelText('Reason for the difference'), 'Missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the shift' }));
    expect(
      await within(dialog).findByText('Difference above the threshold: an approver must close this shift.'),
    ).toBeInTheDocument();
  });
});
