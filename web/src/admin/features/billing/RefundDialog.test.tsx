// The refund dialog through the DOM: a refund above what was paid is refused as typed, a reason is needed, and the
// refund is sent with its amount, method and reason.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { BillsScreen } from './BillsScreen';
import { billId, cashier, partlyPaid } from './fixtures';

describe('the refund dialog', { timeout: 90_000 }, () => {
  it('refuses more than was paid, needs a reason, and sends the refund', async () => {
    const api = signedInApi(cashier, {
      [`GET /api/hoadon/${billId}`]: () => ok(partlyPaid),
      [`POST /api/hoadon/${billId}/hoantien`]: () => ok({ so: 'PC-2026-000001', sotien: 200_000 }, 201),
    });
    renderScreen({ screen: BillsScreen, url: '/hoa-don', path: `/hoa-don/${billId}`, staff: cashier });
    await userEvent.click(await screen.findByRole('button', { name: 'Hoàn tiền' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Số tiền hoàn');
    await userEvent.type(amount, '700.000');
    expect(await within(dialog).findByText(/Không hoàn được nhiều hơn số đã thu/)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Lập phiếu chi' });
    expect(submit).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '200.000');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Lý do'), 'Bỏ bớt một dịch vụ');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(api.bodyOf(`POST /api/hoadon/${billId}/hoantien`)).toEqual({
        sotien: 200_000,
        lydo: 'Bỏ bớt một dịch vụ',
        phuongthuc: 'TIEN_MAT',
      }),
    );
  });
});
