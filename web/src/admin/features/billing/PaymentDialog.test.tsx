// The payment dialog through the DOM: the amount defaults to the balance; more than the balance, and cash handed
// over short of the amount, are refused as typed; the change is shown; the server's refusals (no open shift, a
// discount awaiting approval) are said in the dialog; VietQR shows the balance's code with the amount and bill
// number; payments follow one another until the bill is paid (split tender).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, labelled, ok, signedInApi, type Routes } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { BillsScreen } from './BillsScreen';
import type { ReceiptRow } from '@phongkham/contracts';
import { billId, cashier, partlyPaid } from './fixtures';

const shift = { 'GET /api/soquy/ca/hientai': () => ok({ _id: 'ca-1', trangthai: 'MO' }) };

async function openDialog(routes: Routes = {}, lang: 'vi' | 'en' = 'vi') {
  const api = signedInApi(cashier, { [`GET /api/hoadon/${billId}`]: () => ok(partlyPaid), ...shift, ...routes });
  renderScreen({ screen: BillsScreen, url: '/hoa-don', path: `/hoa-don/${billId}`, staff: cashier, lang });
  await userEvent.click(await screen.findByRole('button', { name: lang === 'vi' ? 'Thu tiền' : 'Take payment' }));
  return { api, dialog: await screen.findByRole('dialog') };
}
const plain = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

describe('the payment dialog', { timeout: 90_000 }, () => {
  it('defaults to the balance, refuses more than it, and gives the change for cash', async () => {
    const { dialog } = await openDialog();
    const amount = within(dialog).getByLabelText('Số tiền thu');
    expect(amount).toHaveValue('705.000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '800.000');
    expect(await within(dialog).findByText('Số tiền thu vượt quá số còn lại (705.000 ₫)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Thu / })).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '500.000');
    await userEvent.type(within(dialog).getByLabelText('Tiền khách đưa'), '200.000');
    expect(await within(dialog).findByText('Tiền khách đưa không được ít hơn số tiền thu')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Tiền khách đưa'));
    await userEvent.type(within(dialog).getByLabelText('Tiền khách đưa'), '1.000.000');
    expect(plain(labelled('Tiền thối lại'))).toBe('500.000 ₫');
    expect(within(dialog).getByRole('button', { name: /^Thu 500\.000\s₫$/ })).toBeEnabled();
  });

  it('says in the dialog why the server refused: no open shift for cash', async () => {
    const { dialog } = await openDialog({
      'GET /api/soquy/ca/hientai': () => ok(null),
      [`POST /api/hoadon/${billId}/thanhtoan`]: () =>
        fail('Chưa mở ca thu ngân: hãy mở ca trước khi thu tiền mặt.', 409),
    });
    expect(await within(dialog).findByText(/Bạn chưa mở ca thu ngân/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Thu 705\.000\s₫$/ }));
    expect(
      await within(dialog).findByText('Chưa mở ca thu ngân: hãy mở ca trước khi thu tiền mặt.'),
    ).toBeInTheDocument();
  });

  it('says the server’s refusal over the balance, in English', async () => {
    const { dialog } = await openDialog(
      {
        [`GET /api/hoadon/${billId}`]: () => ok({ ...partlyPaid }),
        [`POST /api/hoadon/${billId}/thanhtoan`]: () => fail('The amount exceeds the balance of the bill.', 409),
      },
      'en',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /^Collect 705\.000\s₫$/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The amount exceeds the balance of the bill.');
  });

  it('shows the VietQR of the balance with the amount and the bill number, then takes a split payment', async () => {
    let paid = 0;
    // The bill read again lists the receipts taken, as the server's does.
    const taken: ReceiptRow[] = [];
    const { api, dialog } = await openDialog({
      [`GET /api/hoadon/${billId}`]: () =>
        ok({
          ...partlyPaid,
          dathu: 600_000 + paid,
          conlai: 705_000 - paid,
          updatedAt: `x${paid}`,
          phieuthu: [...partlyPaid.phieuthu, ...taken],
        }),
      [`GET /api/hoadon/${billId}/vietqr`]: () =>
        ok({ chuoi: `00020101021238570010A000000727${705_000 - paid}`, sotien: 705_000 - paid, so: 'HD-2026-000123' }),
      [`POST /api/hoadon/${billId}/thanhtoan`]: (body) => {
        const { sotien, phuongthuc } = body as { sotien: number; phuongthuc: 'TIEN_MAT' | 'VIETQR' };
        paid += sotien;
        const receipt = {
          ...partlyPaid.phieuthu[0]!,
          _id: `r${paid}`,
          so: `PT-2026-00000${paid > 300_000 ? 9 : 8}`,
          sotien,
          phuongthuc,
          sotienbangchu: '',
          tienkhachdua: null,
          tienthoi: null,
        };
        taken.push(receipt);
        return ok(receipt, 201);
      },
    });
    // 300.000 in cash first.
    const amount = within(dialog).getByLabelText('Số tiền thu');
    await userEvent.clear(amount);
    await userEvent.type(amount, '300.000');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Thu 300\.000\s₫$/ }));
    expect(await within(dialog).findByText(/PT-2026-000008 · Tiền mặt · 300.000/)).toBeInTheDocument();
    expect(api.bodyOf(`POST /api/hoadon/${billId}/thanhtoan`)).toEqual({ phuongthuc: 'TIEN_MAT', sotien: 300_000 });
    // The rest by VietQR: the code of the new balance, its amount and the bill number beside it.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'VietQR' }));
    const qr = await within(dialog).findByRole('img', { name: 'Mã VietQR để chuyển khoản' });
    const beside = within(qr.parentElement!);
    expect(await beside.findByText(/^405\.000\s₫$/)).toBeInTheDocument();
    expect(beside.getByText('HD-2026-000123')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đã nhận tiền' }));
    expect(await within(dialog).findByText('Hóa đơn đã được thanh toán đủ')).toBeInTheDocument();
    expect(within(dialog).getByText(/PT-2026-000009 · VietQR · 405.000/)).toBeInTheDocument();
  });
});
