// The pharmacy report through the DOM: the period from the address sent to the API, the stock's value and the
// period's receipts and issues beside the previous period's, the stores' table with its total, the movements by
// kind, the expiry lists and the slow movers; a store's name narrows the report to it; Excel and print only under
// the page's EXPORT and PRINT actions, the printout holding the tables; in English too.
import { clinicDay, type StaffInfo } from '@phongkham/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { pharmacyReportFixture as report } from './pharmacyFixtures';
import { PharmacyReportScreen } from './PharmacyReportScreen';

const pharmacist = (actions: StaffInfo['vaitro']['menu'][number]['actions']) =>
  staffWithRole('DUOCSI', {
    vaitro: {
      _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4f',
      ma: 'DUOCSI',
      ten: 'Dược sĩ',
      menu: [{ url: '/bao-cao/kho-thuoc', view: true, create: false, update: false, delete: false, actions }],
    },
  });
const path = '/bao-cao/kho-thuoc?tungay=2026-03-01&denngay=2026-03-03';
const amount = (text: string) => new RegExp(`^${text.replace(/\./g, '\\.')}\\s₫$`);
const figure = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-statistic-title' })).closest('div[class*="figure"]') as HTMLElement;

describe('the pharmacy report', () => {
  it('shows the stock and the movements against the previous period, by store, by kind and in the lists', async () => {
    const reader = pharmacist(['PRINT', 'EXPORT']);
    const api = signedInApi(reader, { 'GET /api/baocao/khothuoc': () => ok(report) });
    renderScreen({ screen: PharmacyReportScreen, url: '/bao-cao/kho-thuoc', path, staff: reader });
    const stock = await figure('Giá trị tồn kho');
    expect(within(stock).getByText('466.100 ₫', { exact: false })).toBeInTheDocument();
    expect(within(stock).getByText(/^Kỳ trước: 320\.000\s₫$/)).toBeInTheDocument();
    const received = await figure('Nhập hàng trong kỳ');
    expect(within(received).getByText('515.600 ₫', { exact: false })).toBeInTheDocument();
    expect(within(received).getByText(/^Kỳ trước: 100\.000\s₫$/)).toBeInTheDocument();
    const issued = await figure('Xuất kho trong kỳ');
    expect(within(issued).getByText('36.000 ₫', { exact: false })).toBeInTheDocument();
    expect(within(issued).getByText(/^Kỳ trước: 12\.000\s₫$/)).toBeInTheDocument();
    expect(screen.getByText('Tồn kho cuối ngày 03/03/2026')).toBeInTheDocument();
    const stores = screen.getAllByText('Giá trị tồn')[0]!.closest('table') as HTMLElement;
    const total = within(stores).getByText('Cộng').closest('tr') as HTMLElement;
    expect(within(total).getByText(amount('466.100'))).toBeInTheDocument();
    expect(screen.getByText('Xuất kho: Bán lẻ')).toBeInTheDocument();
    // A kind that moved only in the period before shows with nothing now and its previous net.
    const dispensed = screen.getByText('Xuất kho: Phát thuốc theo đơn').closest('tr') as HTMLElement;
    expect(within(dispensed).getByText(amount('-12.000'))).toBeInTheDocument();
    expect(screen.getByText('Lô cận hạn dùng (trong 90 ngày)')).toBeInTheDocument();
    expect(screen.getByText('A2')).toBeInTheDocument();
    expect(screen.getByText('E1')).toBeInTheDocument();
    expect(screen.getByText('Hàng còn tồn nhưng không xuất từ ngày 02/02/2026')).toBeInTheDocument();
    expect(screen.getByText('2 mục, giá trị 250.000 ₫')).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/baocao/khothuoc?tungay=2026-03-01&denngay=2026-03-03');

    await userEvent.click(within(stores).getByText('Phòng thủ thuật'));
    expect(api.calls()).toContain(
      'GET /api/baocao/khothuoc?tungay=2026-03-01&denngay=2026-03-03&kho_id=01b10000-0000-7000-8000-0000000000a2',
    );

    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /In báo cáo/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Từ 01\/03\/2026 đến 03\/03\/2026/)).toBeInTheDocument();
    expect(within(dialog).getByText('Hàng chậm luân chuyển', { selector: 'h3' })).toBeInTheDocument();
    // The printout holds every column, the held value too (a phone's table shows the store and its value).
    expect(within(dialog).getAllByText(amount('100.000')).length).toBeGreaterThan(0);
    expect(within(dialog).getByText('20/12/2025')).toBeInTheDocument();
  });

  it('offers neither Excel nor print without the actions, says the stock is now when the period runs to today, and speaks English', async () => {
    const reader = pharmacist([]);
    const today = clinicDay();
    signedInApi(reader, { 'GET /api/baocao/khothuoc': () => ok({ ...report, denngay: today, ngay_ton: today }) });
    renderScreen({ screen: PharmacyReportScreen, url: '/bao-cao/kho-thuoc', path, staff: reader, lang: 'en' });
    expect(await screen.findByText('Stock value', { selector: '.ant-statistic-title' })).toBeInTheDocument();
    expect(screen.getByText(/^Previous period: 320\.000\s₫$/)).toBeInTheDocument();
    expect(screen.getByText('Issue: Counter sale')).toBeInTheDocument();
    expect(screen.getByText(`Stock as it stands now (${today.split('-').reverse().join('/')})`)).toBeInTheDocument();
    expect(screen.getByText('Items in stock with no issue since 02/02/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export to Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Print report/ })).toBeNull();
  });
});
