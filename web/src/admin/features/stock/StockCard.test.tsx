// The stock card through the DOM: a drug picked (kept in the address) shows its movements with what came in and went
// out and the balance after each, between the opening and closing balances; the print window carries the same card.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { amoxicillin, batches, card, drugs, keeper, page, stores } from './fixtures';
import { StockScreen } from './StockScreen';

describe('the stock card', { timeout: 180_000 }, () => {
  it('shows every movement with its running balance and prints it', async () => {
    const calls = signedInApi(keeper, {
      'GET /api/kho': () => ok(stores),
      'GET /api/thuoc': () => ok(page(drugs)),
      'GET /api/kho/lohang': () => ok(page(batches)),
      'GET /api/kho/thekho': () => ok(card),
    });
    const user = userEvent.setup();
    const { location } = renderScreen({ screen: StockScreen, url: '/kho', path: '/kho/the-kho', staff: keeper });
    expect(await screen.findByText('Chọn một thuốc để xem thẻ kho.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Thuốc' }), 'Amox');
    await user.click(await screen.findByTitle(amoxicillin.tenthuoc));
    await waitFor(() => expect(location()).toContain(`thuoc_id=${amoxicillin._id}`));
    const received = (await screen.findByText('PN-2026-000012')).closest('tr')!;
    expect(received).toHaveTextContent('Nhập hàng');
    expect(received).toHaveTextContent('Công ty Dược Hậu Giang');
    expect(within(received).getAllByText('250')).toHaveLength(2);
    const issued = screen.getByText('PX-2026-000040').closest('tr')!;
    expect(issued).toHaveTextContent('20');
    expect(issued).toHaveTextContent('230');
    expect(screen.getByText('Tồn đầu kỳ').closest('tr')).toHaveTextContent('0');
    expect(screen.getByText('Tồn cuối kỳ').closest('tr')).toHaveTextContent('230');
    expect(calls.calls()).toContainEqual(expect.stringContaining(`GET /api/kho/thekho?thuoc_id=${amoxicillin._id}`));

    await user.click(screen.getByRole('button', { name: /In thẻ kho/ }));
    const sheet = (await screen.findByText(/Tên thuốc: Amoxicillin 500mg · Đơn vị: Viên/)).closest<HTMLElement>(
      '.ant-modal',
    )!;
    expect(within(sheet).getByText('PX-2026-000040')).toBeInTheDocument();
  });
});
