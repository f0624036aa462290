// The printed receipt through the DOM: the clinic's header, the lines, the discount, each payment by method, the
// balance, the amount in Vietnamese words and the cashier's name, on A5 and on the 80 mm roll.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { BillsScreen } from './BillsScreen';
import { billId, cashier, partlyPaid, receiptPrint } from './fixtures';

describe('the printed receipt', { timeout: 90_000 }, () => {
  it('shows the amount in words, the payments by method and the cashier, on A5 and 80 mm', async () => {
    signedInApi(cashier, {
      [`GET /api/hoadon/${billId}`]: () => ok(partlyPaid),
      [`GET /api/phieuthu/${receiptPrint._id}`]: () => ok(receiptPrint),
    });
    renderScreen({ screen: BillsScreen, url: '/hoa-don', path: `/hoa-don/${billId}`, staff: cashier });
    await userEvent.click(await screen.findByRole('button', { name: 'In phiếu thu PT-2026-000007' }));
    const sheet = await screen.findByRole('dialog', { name: 'In phiếu thu' });
    expect(await within(sheet).findByText('Sáu trăm nghìn đồng chẵn')).toBeInTheDocument();
    expect(within(sheet).getByText('Phòng khám Đa khoa An Tâm')).toBeInTheDocument();
    expect(within(sheet).getByText('Đã thu – Tiền mặt')).toBeInTheDocument();
    expect(within(sheet).getByText('Giảm giá hóa đơn (10%): Khách quen')).toBeInTheDocument();
    expect(within(sheet).getByText('Lê Thu Hà')).toBeInTheDocument();
    // Each line says what it came from, briefly.
    expect(within(sheet).getByText('Chẩn đoán hình ảnh · BS Nguyễn Văn An')).toBeInTheDocument();
    expect(sheet.querySelector('.receipt-A5')).not.toBeNull();
    await userEvent.click(within(sheet).getByText('Giấy nhiệt 80 mm'));
    expect(sheet.querySelector('.receipt-80mm')).not.toBeNull();
    expect(within(sheet).getByText('Sáu trăm nghìn đồng chẵn')).toBeInTheDocument();
  });
});
