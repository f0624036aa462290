// The stocktake through the DOM: starting a count sheet for the pharmacy on the server, then counting as a pharmacist
// types (Enter moves to the next batch), each difference with its value at cost and the totals; posting saves every
// count first (a blank one as not counted) and then posts the sheet with its reason, and the adjustment's print opens.
// An open sheet is found again when the page is opened later.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { batches, keeper, page, receiptDocument, sheet, stores } from './fixtures';
import { StockScreen } from './StockScreen';

const posted = { ...sheet, trangthai: 'DA_CHOT', phieukho_id: receiptDocument._id, phieukho_so: 'PKK-2026-000003' };
const { dong: _lines, ...row } = sheet;

describe('the stocktake', { timeout: 180_000 }, () => {
  it('starts a sheet, counts batch after batch with Enter, shows the differences, saves and posts', async () => {
    let open = false;
    const calls = signedInApi(keeper, {
      'GET /api/kho': () => ok(stores),
      'GET /api/kho/lohang': () => ok(page(batches)),
      'GET /api/kho/kiemke': () => ok(open ? [row] : []),
      'POST /api/kho/kiemke': () => {
        open = true;
        return ok(sheet, 201);
      },
      [`GET /api/kho/kiemke/${sheet._id}`]: () => ok(sheet),
      [`PUT /api/kho/kiemke/${sheet._id}/dong`]: () => ok(sheet),
      [`POST /api/kho/kiemke/${sheet._id}/chot`]: () => ok(posted),
      [`GET /api/kho/phieukho/${receiptDocument._id}`]: () =>
        ok({ ...receiptDocument, loai: 'KIEM_KE', so: 'PKK-2026-000003' }),
    });
    const user = userEvent.setup();
    renderScreen({ screen: StockScreen, url: '/kho', path: '/kho/kiem-ke', staff: keeper });
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu kiểm kê' }));
    await waitFor(() => expect(calls.bodyOf('POST /api/kho/kiemke')).toEqual({ kho_id: stores[0]!._id }));
    const first = await screen.findByRole('spinbutton', { name: 'Thực tế: Amoxicillin 500mg, lô HH01' });
    expect(screen.getByTestId('count-CH02')).toHaveTextContent('250 Viên');

    // HH01 held 40: 38 counted; Enter goes to CH02 (250 → 250), then TG03 (250 → 260), and P004 stays blank.
    await user.click(first);
    await user.keyboard('38{Enter}');
    expect(screen.getByRole('spinbutton', { name: 'Thực tế: Amoxicillin 500mg, lô CH02' })).toHaveFocus();
    await user.keyboard('250{Enter}');
    expect(screen.getByRole('spinbutton', { name: 'Thực tế: Amoxicillin 500mg, lô TG03' })).toHaveFocus();
    await user.keyboard('260{Enter}');
    expect(screen.getByRole('spinbutton', { name: 'Thực tế: Paracetamol 500mg, lô P004' })).toHaveFocus();

    expect(screen.getByTestId('count-HH01')).toHaveTextContent('−2 · 2.100 ₫');
    expect(screen.getByTestId('count-CH02')).toHaveTextContent('Khớp');
    expect(screen.getByTestId('count-TG03')).toHaveTextContent('+10 · 10.500 ₫');
    expect(screen.getByTestId('count-P004')).toHaveTextContent('Chưa đếm');
    expect(screen.getByText('3/4')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Lý do điều chỉnh' }), 'Kiểm kê cuối tháng 11');
    await user.click(screen.getByRole('button', { name: 'Ghi điều chỉnh kiểm kê' }));
    await waitFor(() => expect(calls.bodyOf(`POST /api/kho/kiemke/${sheet._id}/chot`)).toBeDefined());
    expect(calls.bodyOf(`PUT /api/kho/kiemke/${sheet._id}/dong`)).toEqual({
      dong: [
        { lohang_id: batches[0]!._id, thucte: 38, ghichu: null },
        { lohang_id: batches[1]!._id, thucte: 250, ghichu: null },
        { lohang_id: batches[2]!._id, thucte: 260, ghichu: null },
        { lohang_id: batches[3]!._id, thucte: null, ghichu: null },
      ],
    });
    expect(calls.bodyOf(`POST /api/kho/kiemke/${sheet._id}/chot`)).toEqual({ lydo: 'Kiểm kê cuối tháng 11' });
    expect(await screen.findByText('Số: PKK-2026-000003')).toBeInTheDocument();
  });

  it('opens the store’s open sheet again, with what was counted', async () => {
    signedInApi(keeper, {
      'GET /api/kho': () => ok(stores),
      'GET /api/kho/lohang': () => ok(page(batches)),
      'GET /api/kho/kiemke': () => ok([row]),
      [`GET /api/kho/kiemke/${sheet._id}`]: () =>
        ok({ ...sheet, dong: sheet.dong.map((line, at) => (at === 0 ? { ...line, thucte: 40, chenhlech: 0 } : line)) }),
    });
    renderScreen({ screen: StockScreen, url: '/kho', path: '/kho/kiem-ke', staff: keeper });
    expect(await screen.findByRole('spinbutton', { name: 'Thực tế: Amoxicillin 500mg, lô HH01' })).toHaveValue('40');
    expect(screen.getByTestId('count-HH01')).toHaveTextContent('Khớp');
    expect(screen.queryByRole('button', { name: 'Bắt đầu kiểm kê' })).not.toBeInTheDocument();
  });
});
