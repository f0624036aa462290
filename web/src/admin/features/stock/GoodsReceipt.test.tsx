// The goods receipt through the DOM: a line typed in boxes at a box's price is sent in tablets at a tablet's price (the
// total shown is what will be stored), a number typed with thousands dots reads as đồng, an expired batch is held back
// before anything is sent, the server's message for one line lands under that line's field, and an issued receipt
// opens its print with its number and lines.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { drugs, keeper, page, receiptDocument, stores, suppliers } from './fixtures';
import { StockScreen } from './StockScreen';

const api = {
  'GET /api/kho': () => ok(stores),
  'GET /api/thuoc': () => ok(page(drugs)),
  'GET /api/nhacungcap': () => ok(page(suppliers)),
  [`GET /api/kho/phieukho/${receiptDocument._id}`]: () => ok(receiptDocument),
};

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, box: HTMLElement, search: string, option: string) {
  await user.type(box, search);
  const found = await screen.findAllByTitle(option);
  await user.click(found[found.length - 1]!);
}

async function fillHeader(user: User) {
  await choose(user, await screen.findByRole('combobox', { name: 'Nhà cung cấp' }), 'hau giang', suppliers[0]!.ten);
  await user.type(screen.getByRole('textbox', { name: 'Số hóa đơn' }), 'HD0099');
}

async function fillLine(user: User, expiry: string) {
  await choose(
    user,
    screen.getByRole('combobox', { name: 'Thuốc dòng 1' }),
    'amoxi',
    'Amoxicillin 500mg · VD-12345-10',
  );
  await user.type(screen.getByRole('textbox', { name: 'Số lô dòng 1' }), 'A77');
  await user.type(screen.getByRole('textbox', { name: 'Hạn dùng dòng 1' }), `${expiry}{Enter}`);
  await user.type(screen.getByRole('spinbutton', { name: 'Số lượng dòng 1' }), '2');
  await choose(user, screen.getByRole('combobox', { name: 'Đơn vị dòng 1' }), 'hop', 'Hộp (100 Viên)');
  await user.type(screen.getByRole('spinbutton', { name: 'Giá nhập dòng 1' }), '105.000');
  await user.type(screen.getByRole('spinbutton', { name: 'Giá bán dòng 1' }), '150.000');
}

describe('goods received', { timeout: 180_000 }, () => {
  it('sends boxes as tablets at a tablet’s price, shows the total that will be stored, then prints the receipt', async () => {
    const calls = signedInApi(keeper, { ...api, 'POST /api/kho/phieunhap': () => ok(receiptDocument, 201) });
    const user = userEvent.setup();
    renderScreen({ screen: StockScreen, url: '/kho', path: '/kho/nhap-hang', staff: keeper });
    await fillHeader(user);
    await fillLine(user, '30/06/2028');
    expect(screen.getByTestId('line-value-1')).toHaveTextContent('200 Viên · thành tiền 210.000 ₫');
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('1 dòng · Tổng tiền hàng: 210.000 ₫');
    await user.click(screen.getByRole('button', { name: 'Lập phiếu nhập' }));
    await waitFor(() => expect(calls.bodyOf('POST /api/kho/phieunhap')).toBeDefined());
    expect(calls.bodyOf('POST /api/kho/phieunhap')).toMatchObject({
      kho_id: stores[0]!._id,
      nhacungcap_id: suppliers[0]!._id,
      sohoadon: 'HD0099',
      dong: [
        { thuoc_id: drugs[0]!._id, solo: 'A77', handung: '2028-06-30', soluong: 200, gianhap: 1_050, giaban: 1_500 },
      ],
    });
    const sheet = await screen.findByRole('dialog', { name: 'Phiếu kho' });
    expect(within(sheet).getByText('Số: PN-2026-000012')).toBeInTheDocument();
    expect(within(sheet).getByText('Phiếu nhập kho')).toBeInTheDocument();
    expect(sheet).toHaveTextContent('210.000 ₫');
  });

  it('holds back an expired batch, and puts the server’s message for a line under that line', async () => {
    const calls = signedInApi(keeper, {
      ...api,
      'POST /api/kho/phieunhap': () =>
        fail('Dữ liệu không hợp lệ', 400, { 'dong.0.solo': 'Số lô này đã nhập với hạn dùng khác.' }),
    });
    const user = userEvent.setup();
    renderScreen({ screen: StockScreen, url: '/kho', path: '/kho/nhap-hang', staff: keeper });
    await fillHeader(user);
    await fillLine(user, '01/01/2020');
    await user.click(screen.getByRole('button', { name: 'Lập phiếu nhập' }));
    expect(await screen.findByText('Lô này đã hết hạn, không nhập được.')).toBeInTheDocument();
    expect(calls.calls().filter((call) => call.startsWith('POST'))).toEqual([]);

    const expiry = screen.getByRole('textbox', { name: 'Hạn dùng dòng 1' });
    await user.clear(expiry);
    await user.type(expiry, '30/06/2028{Enter}');
    await user.click(screen.getByRole('button', { name: 'Lập phiếu nhập' }));
    expect(await screen.findByText('Số lô này đã nhập với hạn dùng khác.')).toBeInTheDocument();
    // The expiry is fine now (its message is leaving); the batch number carries the server's message.
    expect(expiry.closest('.ant-form-item')).not.toHaveClass('ant-form-item-has-error');
    expect(screen.getByRole('textbox', { name: 'Số lô dòng 1' }).closest('.ant-form-item')).toHaveClass(
      'ant-form-item-has-error',
    );
  });

  it('fills the lines from an Excel file the server read, and lists each refused row with its reasons', async () => {
    const calls = signedInApi(keeper, {
      ...api,
      'POST /api/kho/phieunhap/excel': () =>
        ok({
          hople: false,
          dong: [
            {
              dong: 2,
              thuoc_id: drugs[0]!._id,
              ten: drugs[0]!.tenthuoc,
              solo: 'B1',
              handung: '2028-06-30',
              soluong: 300,
              gianhap: 1_050,
              giaban: 1_500,
              loi: [],
            },
            {
              dong: 3,
              thuoc_id: null,
              ten: 'Thuốc lạ',
              solo: 'X',
              handung: null,
              soluong: null,
              gianhap: null,
              giaban: null,
              loi: ['Không tìm thấy thuốc “Thuốc lạ”.', 'Thiếu hạn dùng.'],
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderScreen({ screen: StockScreen, url: '/kho', path: '/kho/nhap-hang', staff: keeper });
    const file = new File(['xlsx'], 'nhap.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(await screen.findByLabelText('Chọn file Excel các dòng nhập'), file);
    expect(await screen.findByText('Không tìm thấy thuốc “Thuốc lạ”.')).toBeInTheDocument();
    expect(screen.getByText('Thiếu hạn dùng.')).toBeInTheDocument();
    expect(screen.getByText('1 dòng dùng được, 1 dòng có lỗi.', { exact: false })).toBeInTheDocument();
    expect(calls.calls()).toContain('POST /api/kho/phieunhap/excel');
    await user.click(screen.getByRole('button', { name: 'Điền 1 dòng vào phiếu' }));
    expect(await screen.findByTestId('line-value-1')).toHaveTextContent('300 Viên · thành tiền 315.000 ₫');
    expect(screen.getByRole('textbox', { name: 'Số lô dòng 1' })).toHaveValue('B1');
    expect(screen.queryByTestId('line-2')).not.toBeInTheDocument();
  });
});
