// Other income and expenses through the DOM: the cashier enters an expense typing 150.000 and the form sends whole
// đồng; the server's refusal (no open shift for cash) is said in the dialog; the book lists an entry beside a bill's
// receipt with its purpose and who was paid; the shift's X-report shows them in a column of their own.
import type { CashBook } from '@phongkham/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, signedInApi, type Routes } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { CashBookScreen } from './CashBookScreen';
import { cashier, openShift, shiftId } from './fixtures';

const day = '2026-11-26';
const book: CashBook = {
  tungay: day,
  denngay: day,
  dauky: 0,
  cuoiky: 350_000,
  ngay: [
    {
      ngay: day,
      daungay: 0,
      thu: 500_000,
      chi: 150_000,
      cuoingay: 350_000,
      theophuongthuc: { TIEN_MAT: 350_000, THE: 0, CHUYEN_KHOAN: 0, VIETQR: 0 },
      theonhanvien: [],
    },
  ],
  chungtu: [
    {
      loai: 'THU',
      nguon: 'HOA_DON',
      _id: '01b10000-0000-7000-8000-0000000000d1',
      so: 'PT-2026-000001',
      ngay: day,
      createdAt: '2026-11-26T01:00:00.000Z',
      phuongthuc: 'TIEN_MAT',
      sotien: 500_000,
      hoadon_id: '01b10000-0000-7000-8000-0000000000d2',
      hoadon_so: 'HD-2026-000001',
      cathungan_id: shiftId,
      nhanvien_id: cashier._id,
      nhanvien_hoten: 'Lê Thu Hà',
      lydo: null,
      noidung: null,
      nguoinop_nhan: null,
    },
    {
      loai: 'CHI',
      nguon: 'KHAC',
      _id: '01b10000-0000-7000-8000-0000000000d3',
      so: 'CK-2026-000001',
      ngay: day,
      createdAt: '2026-11-26T02:00:00.000Z',
      phuongthuc: 'TIEN_MAT',
      sotien: 150_000,
      hoadon_id: null,
      hoadon_so: null,
      cathungan_id: shiftId,
      nhanvien_id: cashier._id,
      nhanvien_hoten: 'Lê Thu Hà',
      lydo: null,
      noidung: 'Mua găng tay, khẩu trang',
      nguoinop_nhan: 'Nhà thuốc Minh Châu',
    },
  ],
};
const entry = { ...book.chungtu[1], phongkham_id: '01b10000-0000-7000-8000-0000000000e1', dieuchinh_id: null };

async function openForm(routes: Routes, lang: 'vi' | 'en' = 'vi') {
  const api = signedInApi(cashier, {
    'GET /api/soquy': () => ok(book),
    'GET /api/soquy/ca': () => ok({ docs: [], totalDocs: 0, page: 1, limit: 100, totalPages: 0 }),
    ...routes,
  });
  renderScreen({ screen: CashBookScreen, url: '/so-quy', path: `/so-quy/thu-chi?tungay=${day}`, staff: cashier, lang });
  await userEvent.click(await screen.findByRole('button', { name: lang === 'vi' ? /Thu\/chi khác/ : /Other income/ }));
  return { api, dialog: await screen.findByRole('dialog') };
}

describe('other income and expenses', { timeout: 90_000 }, () => {
  it('enters an expense typed as 150.000 and sends whole đồng', async () => {
    const { api, dialog } = await openForm({ 'POST /api/soquy/thuchikhac': () => ok(entry, 201) });
    await userEvent.type(within(dialog).getByLabelText('Số tiền'), '150.000');
    await userEvent.type(within(dialog).getByLabelText('Nội dung'), 'Mua găng tay, khẩu trang');
    await userEvent.type(within(dialog).getByLabelText('Người nộp/nhận'), 'Nhà thuốc Minh Châu');
    await userEvent.click(within(dialog).getByRole('button', { name: /Ghi phiếu/ }));
    await screen.findByText('Đã ghi phiếu CK-2026-000001.');
    expect(api.bodyOf('POST /api/soquy/thuchikhac')).toMatchObject({
      loai: 'CHI',
      phuongthuc: 'TIEN_MAT',
      sotien: 150_000,
      noidung: 'Mua găng tay, khẩu trang',
      nguoinop_nhan: 'Nhà thuốc Minh Châu',
    });
  });

  it("says the server's refusal in the dialog and keeps what was typed", async () => {
    const { dialog } = await openForm(
      {
        'POST /api/soquy/thuchikhac': () =>
          fail('You have no open cashier shift: open one before taking or paying out cash.', 409),
      },
      'en',
    );
    await userEvent.type(within(dialog).getByLabelText('Amount'), '20000');
    await userEvent.type(within(dialog).getByLabelText('Purpose'), 'Parking');
    await userEvent.click(within(dialog).getByRole('button', { name: /Enter/ }));
    expect(await screen.findByText(/You have no open cashier shift/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Purpose')).toHaveProperty('value', 'Parking');
  });

  it('lists an entry beside a receipt, with its purpose and who was paid', async () => {
    await openForm({});
    await userEvent.keyboard('{Escape}');
    const row = (await screen.findByText('CK-2026-000001')).closest('tr')!;
    expect(within(row).getByText('Chi khác')).toBeTruthy();
    expect(within(row).getByText('Mua găng tay, khẩu trang')).toBeTruthy();
    expect(row.textContent?.replace(/\u00a0/g, ' ')).toContain('−150.000 ₫');
    const receipt = screen.getByText('PT-2026-000001').closest('tr')!;
    expect(within(receipt).getByText('HD-2026-000001')).toBeTruthy();
  });

  it('corrects an entry from its line: the opposite kind, the amount to start from, a reason required', async () => {
    const sent: unknown[] = [];
    signedInApi(cashier, {
      'GET /api/soquy': () => ok(book),
      'GET /api/soquy/ca': () => ok({ docs: [], totalDocs: 0, page: 1, limit: 100, totalPages: 0 }),
      // The contract asks the reason of a correction as a whole-body rule: the server says it under the field.
      'POST /api/soquy/thuchikhac': (body) =>
        sent.push(body) && (body as { lydo?: string }).lydo
          ? ok({ ...entry, loai: 'THU', so: 'TK-2026-000001' }, 201)
          : fail('Dữ liệu không hợp lệ', 400, { lydo: 'Không được để trống' }),
    });
    renderScreen({ screen: CashBookScreen, url: '/so-quy', path: `/so-quy/thu-chi?tungay=${day}`, staff: cashier });
    await userEvent.click(await screen.findByRole('button', { name: 'Điều chỉnh phiếu CK-2026-000001' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Số tiền');
    await userEvent.clear(amount);
    await userEvent.type(amount, '100.000');
    await userEvent.click(within(dialog).getByRole('button', { name: /Ghi phiếu/ }));
    expect(await within(dialog).findByText('Không được để trống')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Lý do điều chỉnh'), 'Gõ nhầm 150.000 thay vì 50.000');
    await userEvent.click(within(dialog).getByRole('button', { name: /Ghi phiếu/ }));
    await screen.findByText('Đã ghi phiếu TK-2026-000001.');
    expect(sent.length).toBe(2);
    expect(sent[1]).toMatchObject({
      loai: 'THU',
      phuongthuc: 'TIEN_MAT',
      sotien: 100_000,
      noidung: 'Điều chỉnh phiếu CK-2026-000001',
      dieuchinh_id: entry._id,
      lydo: 'Gõ nhầm 150.000 thay vì 50.000',
    });
  });

  it("shows the shift's other income and expenses in the X-report, the row adding up to its net", async () => {
    signedInApi(cashier, {
      'GET /api/soquy/ca/hientai': () =>
        ok({
          ...openShift,
          chikhac: { ...openShift.hoan, TIEN_MAT: 150_000 },
          thukhac: { ...openShift.hoan, TIEN_MAT: 0 },
          sophieukhac: 1,
          theophuongthuc: { ...openShift.theophuongthuc, TIEN_MAT: 1_050_000 },
          tienmatdukien: 1_550_000,
        }),
    });
    renderScreen({ screen: CashBookScreen, url: '/so-quy', staff: cashier });
    const table = await screen.findByRole('table', { name: 'Theo phương thức thanh toán' });
    expect(within(table).getByRole('columnheader', { name: 'Thu/chi khác' })).toBeTruthy();
    const cash = within(table).getByRole('rowheader', { name: 'Tiền mặt' }).closest('tr')!;
    const cells = [...cash.querySelectorAll('td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));
    expect(cells).toEqual(['1.250.000 ₫', '50.000 ₫', '-150.000 ₫', '1.050.000 ₫']);
    expect(screen.getByText(/1 phiếu thu\/chi khác/)).toBeTruthy();
  });
});
