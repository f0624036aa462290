// A patient's deposit through the DOM: the chart's money panel (the deposit and the bills still owing, for a reader
// holding the bills' page, nothing for a doctor), the deposit dialog (taking one by card, paying back no more than
// the balance), the payment dialog drawing on it ("Trừ tạm ứng", at most the deposit), and a deposit's receipt print.
import type { DepositAccount, PatientMoney, ReceiptPrint } from '@phongkham/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doctor, ok, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { BillsScreen } from './BillsScreen';
import { billId, cashier, partlyPaid, receiptPrint } from './fixtures';
import { PatientMoneyPanel } from './PatientMoneyPanel';

const patientId = partlyPaid.benhnhan_id!;
const money: PatientMoney = {
  benhnhan_id: patientId,
  sodu_tamung: 700_000,
  hoadon: [{ ...partlyPaid, phieuthu: undefined, phieuchi: undefined } as never],
  conlai: 705_000,
};
const account: DepositAccount = {
  benhnhan_id: patientId,
  benhnhan_hoten: partlyPaid.benhnhan_hoten!,
  benhnhan_ma: partlyPaid.benhnhan_ma!,
  sodu: 700_000,
  chungtu: [
    {
      _id: '01b10000-0000-7000-8000-0000000000a2',
      so: 'PT-2026-000002',
      loai: 'TRU',
      phuongthuc: 'TAM_UNG',
      sotien: 300_000,
      sodu: 700_000,
      hoadon_id: billId,
      hoadon_so: partlyPaid.so,
      lydo: null,
      nhanvien_hoten: 'Lê Thu Hà',
      createdAt: '2026-11-26T04:00:00.000Z',
    },
    {
      _id: '01b10000-0000-7000-8000-0000000000a1',
      so: 'PT-2026-000001',
      loai: 'NOP',
      phuongthuc: 'TIEN_MAT',
      sotien: 1_000_000,
      sodu: 1_000_000,
      hoadon_id: null,
      hoadon_so: null,
      lydo: null,
      nhanvien_hoten: 'Lê Thu Hà',
      createdAt: '2026-11-25T04:00:00.000Z',
    },
  ],
};
const Panel = () => <PatientMoneyPanel patientId={patientId} />;
const plain = (element: HTMLElement | null) => element?.textContent?.replace(/\u00a0/g, ' ');

describe("a patient's deposit", { timeout: 90_000 }, () => {
  it('shows the deposit and the bills still owing on the chart, takes a deposit and pays back no more than it', async () => {
    const api = signedInApi(cashier, {
      [`GET /api/hoadon/benhnhan/${patientId}/tongquan`]: () => ok(money),
      'GET /api/tamung': () => ok(account),
      'GET /api/soquy/ca/hientai': () => ok(null),
      'POST /api/tamung': (body) =>
        ok({ _id: 'r1', so: 'PT-2026-000003', phuongthuc: 'THE', ...(body as object) }, 201),
    });
    renderScreen({ screen: Panel, url: '/tai-khoan-benh-nhan', staff: cashier });
    const panel = (await screen.findByText('Tạm ứng và hóa đơn còn nợ')).closest('.ant-card') as HTMLElement;
    expect(plain(await within(panel).findByText(/^700\.000/))).toBe('700.000 ₫');
    expect(within(panel).getByRole('link', { name: partlyPaid.so })).toHaveAttribute('href', `/hoa-don/${billId}`);
    expect(within(panel).getByRole('link', { name: 'Xem mọi hóa đơn' })).toHaveAttribute(
      'href',
      `/hoa-don?benhnhan_id=${patientId}`,
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Tạm ứng' }));
    const dialog = await screen.findByRole('dialog', { name: /Tạm ứng của Nguyễn Bảo An/ });
    expect(within(dialog).getByText(/Trừ vào hóa đơn/)).toHaveTextContent(`Trừ vào hóa đơn ${partlyPaid.so}`);
    expect(within(dialog).getByText('còn 1.000.000 ₫', { normalizer: (s) => s.replace(/\u00a0/g, ' ') })).toBeTruthy();
    // Cash without an open shift is said before sending; by card it goes.
    expect(within(dialog).getByText(/Bạn chưa mở ca thu ngân/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Thẻ' }));
    await userEvent.type(within(dialog).getByLabelText('Số tiền tạm ứng'), '500.000');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Thu tạm ứng 500\.000\s₫$/ }));
    expect(await within(dialog).findByText(/PT-2026-000003 · Thẻ · 500.000/)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/tamung')).toEqual({ benhnhan_id: patientId, phuongthuc: 'THE', sotien: 500_000 });

    await userEvent.click(within(dialog).getByText('Hoàn tạm ứng'));
    await userEvent.type(within(dialog).getByLabelText('Số tiền hoàn'), '800.000');
    expect(
      await within(dialog).findByText('Không hoàn được nhiều hơn số dư tạm ứng (700.000 ₫)', {
        normalizer: (s) => s.replace(/\u00a0/g, ' '),
      }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Lập phiếu chi hoàn tạm ứng' })).toBeDisabled();
  });

  it('shows a doctor without the bills’ page no money, and asks nothing', async () => {
    const api = signedInApi(doctor, {});
    renderScreen({ screen: Panel, url: '/tai-khoan-benh-nhan', staff: doctor });
    expect(screen.queryByText('Tạm ứng và hóa đơn còn nợ')).toBeNull();
    expect(api.calls().filter((call) => call.includes('tongquan'))).toEqual([]);
  });

  it('draws a payment on the deposit, at most what it holds', async () => {
    const api = signedInApi(cashier, {
      [`GET /api/hoadon/${billId}`]: () => ok(partlyPaid),
      'GET /api/tamung': () => ok({ ...account, sodu: 300_000 }),
      'GET /api/soquy/ca/hientai': () => ok(null),
      [`POST /api/hoadon/${billId}/thanhtoan`]: (body) =>
        ok({ _id: 'r2', so: 'PT-2026-000004', sotienbangchu: '', ...(body as object) }, 201),
    });
    renderScreen({ screen: BillsScreen, url: '/hoa-don', path: `/hoa-don/${billId}`, staff: cashier });
    await userEvent.click(await screen.findByRole('button', { name: 'Thu tiền' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Trừ tạm ứng' }));
    expect(plain(within(dialog).getByLabelText('Số dư tạm ứng'))).toBe('300.000 ₫');
    const amount = within(dialog).getByLabelText('Số tiền thu');
    expect(amount).toHaveValue('300.000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '400.000');
    expect(
      await within(dialog).findByText('Số tiền vượt quá số dư tạm ứng (300.000 ₫)', {
        normalizer: (s) => s.replace(/\u00a0/g, ' '),
      }),
    ).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '300.000');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Thu 300\.000\s₫$/ }));
    expect(await within(dialog).findByText(/PT-2026-000004 · Trừ tạm ứng · 300.000/)).toBeInTheDocument();
    expect(api.bodyOf(`POST /api/hoadon/${billId}/thanhtoan`)).toEqual({ phuongthuc: 'TAM_UNG', sotien: 300_000 });
  });

  it("prints a deposit's receipt as one: its title, the patient, the amount in words and the balance left", async () => {
    const deposit: ReceiptPrint = {
      ...receiptPrint,
      so: 'PT-2026-000001',
      loai: 'TAM_UNG',
      hoadon_id: null,
      hoadon: null,
      sotien: 1_000_000,
      sotienbangchu: 'Một triệu đồng chẵn',
      tienkhachdua: null,
      tienthoi: null,
      theophuongthuc: { TIEN_MAT: 1_000_000, THE: 0, CHUYEN_KHOAN: 0, VIETQR: 0, TAM_UNG: 0 },
      sodu_tamung: 1_000_000,
    };
    signedInApi(cashier, {
      'GET /api/tamung': () => ok(account),
      [`GET /api/phieuthu/${deposit._id}`]: () => ok(deposit),
      [`GET /api/hoadon/benhnhan/${patientId}/tongquan`]: () => ok(money),
      'POST /api/tamung': () => ok({ _id: deposit._id, so: deposit.so, phuongthuc: 'THE', sotien: 1_000 }, 201),
    });
    renderScreen({ screen: Panel, url: '/tai-khoan-benh-nhan', staff: cashier });
    await userEvent.click(await screen.findByRole('button', { name: 'Tạm ứng' }));
    const dialog = await screen.findByRole('dialog', { name: /Tạm ứng của/ });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Thẻ' }));
    await userEvent.type(within(dialog).getByLabelText('Số tiền tạm ứng'), '1.000');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Thu tạm ứng/ }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'In phiếu' }));
    // The print opens over the deposit dialog (found by its content: the test ids name both dialogs alike).
    const sheet = (await screen.findByText('PHIẾU THU TẠM ỨNG')).closest('.receipt') as HTMLElement;
    expect(within(sheet).getByText('Một triệu đồng chẵn')).toBeInTheDocument();
    expect(within(sheet).getByText(/Lý do nộp: tạm ứng/)).toBeInTheDocument();
    expect(plain(within(sheet).getByText(/Số dư tạm ứng sau phiếu này/).parentElement)).toContain('1.000.000 ₫');
    expect(within(sheet).queryByText(/Hóa đơn:/)).toBeNull();
  });
});
