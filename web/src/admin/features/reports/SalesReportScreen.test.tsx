// The sales report through the DOM: the period from the address sent to the API, the figures beside the period
// before, what is owed and held now, each table (every kind, a counter sale's "no visit", the approver); print
// holding the tables, offered only under the page's actions; in English too; a refused report said on the screen,
// with nothing to export or print.
import type { StaffInfo } from '@phongkham/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { sales } from './salesFixtures';
import { SalesReportScreen } from './SalesReportScreen';

const withActions = (actions: StaffInfo['vaitro']['menu'][number]['actions']) =>
  staffWithRole('QUANLY', {
    vaitro: {
      _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
      ma: 'QUANLY',
      ten: 'Quản lý',
      menu: [
        { url: '/bao-cao/doanh-so', view: true, create: false, update: false, delete: false, actions },
        ...(actions.includes('PRINT')
          ? [{ url: '/goi-dich-vu', view: true, create: false, update: false, delete: false, actions: [] }]
          : []),
      ],
    },
  });
const path = '/bao-cao/doanh-so?tungay=2026-03-01&denngay=2026-03-03';
const amount = (text: string) => new RegExp(`^${text.replace(/\./g, '\\.')}\\s₫$`);

describe('the sales report', () => {
  it('shows the sales against the period before, what is owed now, and every table', async () => {
    const manager = withActions(['PRINT', 'EXPORT']);
    const api = signedInApi(manager, { 'GET /api/baocao/doanhso': () => ok(sales) });
    renderScreen({ screen: SalesReportScreen, url: '/bao-cao/doanh-so', path, staff: manager });
    const figure = async (title: string) =>
      (await screen.findByText(title, { selector: '.ant-statistic-title' })).closest(
        'div[class*="figure"]',
      ) as HTMLElement;
    const total = await figure('Doanh số');
    expect(within(total).getByText('390.000 ₫', { exact: false })).toBeInTheDocument();
    expect(within(total).getByText(/^Kỳ trước: 60\.000\s₫$/)).toBeInTheDocument();
    expect(within(await figure('Còn phải thu')).getByText('505.000 ₫', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/đã trừ giảm giá theo dòng 50\.000\s₫; 1 hóa đơn/)).toBeInTheDocument();
    // Every kind, a kind that sold nothing at 0.
    const kinds = screen.getByText('Gói dịch vụ').closest('tr') as HTMLElement;
    expect(within(kinds).getByText(amount('0'))).toBeInTheDocument();
    expect(screen.getByText('Không qua lượt khám (bán tại quầy)')).toBeInTheDocument();
    const approver = screen.getByText('Nguyễn Văn Quản').closest('tr') as HTMLElement;
    expect(within(approver).getByText(amount('30.000'))).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/baocao/doanhso?tungay=2026-03-01&denngay=2026-03-03');
    // The packages' own money for the same period, for a reader of the packages page.
    expect(
      screen.getByRole('link', { name: 'Tiền thu bán gói dịch vụ và doanh thu các buổi đã dùng trong kỳ này' }),
    ).toHaveAttribute('href', '/goi-dich-vu/doanh-thu?tungay=2026-03-01&denngay=2026-03-03');
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /In báo cáo/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Từ 01/03/2026 đến 03/03/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Theo bác sĩ của lượt khám')).toBeInTheDocument();
    expect(within(dialog).getAllByText(amount('390.000')).length).toBeGreaterThan(0);
  });

  it('offers neither Excel nor print without the actions, and speaks English', async () => {
    const reader = withActions([]);
    signedInApi(reader, { 'GET /api/baocao/doanhso': () => ok(sales) });
    renderScreen({ screen: SalesReportScreen, url: '/bao-cao/doanh-so', path, staff: reader, lang: 'en' });
    expect(await screen.findByText('Sales', { selector: '.ant-statistic-title' })).toBeInTheDocument();
    expect(screen.getByText('No visit (counter sale)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export to Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Print report/ })).toBeNull();
    // Without the packages page, no link to it.
    expect(screen.queryByRole('link', { name: /service packages/ })).toBeNull();
  });

  it("says why the report could not be read, keeps Excel and print off, and reads the owner's clinic from the address", async () => {
    const manager = withActions(['PRINT', 'EXPORT']);
    const api = signedInApi(manager, {
      'GET /api/baocao/doanhso': () =>
        fail('Dữ liệu chưa hợp lệ.', 400, { denngay: 'Thời điểm kết thúc phải sau thời điểm bắt đầu' }),
    });
    renderScreen({
      screen: SalesReportScreen,
      url: '/bao-cao/doanh-so',
      path: `${path}&phongkham_id=0b0b0b0b-0000-4000-8000-000000000001&bacsi_id=ignored`,
      staff: manager,
    });
    // The server's word on the refused period, not only that something was refused.
    const why = await screen.findByText('Thời điểm kết thúc phải sau thời điểm bắt đầu');
    expect(within(why.closest('.ant-alert') as HTMLElement).getByText('Dữ liệu chưa hợp lệ.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /In báo cáo/ })).toBeDisabled();
    // The period and the clinic go to the API; a filter the sales report does not take stays out.
    expect(api.calls()).toContain(
      'GET /api/baocao/doanhso?tungay=2026-03-01&denngay=2026-03-03&phongkham_id=0b0b0b0b-0000-4000-8000-000000000001',
    );
  });
});
