// The revenue report through the DOM: the period from the address sent to the API, each total with the previous
// period's beside it, the net by method, the days' table with its total and the cashiers; Excel and print offered
// only under the page's EXPORT and PRINT actions, the printout holding the figures; in English too.
import type { StaffInfo } from '@phongkham/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { revenue } from './fixtures';
import { RevenueReportScreen } from './RevenueReportScreen';

const withActions = (actions: StaffInfo['vaitro']['menu'][number]['actions']) =>
  staffWithRole('QUANLY', {
    vaitro: {
      _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
      ma: 'QUANLY',
      ten: 'Quản lý',
      menu: [{ url: '/bao-cao/doanh-thu', view: true, create: false, update: false, delete: false, actions }],
    },
  });
const path = '/bao-cao/doanh-thu?tungay=2026-03-01&denngay=2026-03-03';
const amount = (text: string) => new RegExp(`^${text.replace(/\./g, '\\.')}\\s₫$`);

describe('the revenue report', () => {
  it('shows the totals against the previous period, by method, by day and by cashier', async () => {
    const manager = withActions(['PRINT', 'EXPORT']);
    const api = signedInApi(manager, { 'GET /api/baocao/doanhthu': () => ok(revenue) });
    renderScreen({ screen: RevenueReportScreen, url: '/bao-cao/doanh-thu', path, staff: manager });
    const net = (await screen.findByText('Thực thu', { selector: '.ant-statistic-title' })).closest(
      'div[class*="figure"]',
    ) as HTMLElement;
    expect(within(net).getByText('865.000 ₫', { exact: false })).toBeInTheDocument();
    expect(within(net).getByText(/^Kỳ trước: 1\.070\.000\s₫$/)).toBeInTheDocument();
    expect(screen.getByText('Chuyển khoản')).toBeInTheDocument();
    const days = screen.getByText('02/03/2026').closest('table') as HTMLElement;
    const total = within(days).getByText('Cộng').closest('tr') as HTMLElement;
    expect(within(total).getByText(amount('865.000'))).toBeInTheDocument();
    expect(screen.getByText('Phạm Thu Ngân')).toBeInTheDocument();
    expect(screen.getByText(/Trong đó tạm ứng: thu 200\.000/)).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/baocao/doanhthu?tungay=2026-03-01&denngay=2026-03-03');
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /In báo cáo/ }));
    const dialog = await screen.findByRole('dialog');
    // Whose figures: the clinic's header, as on every printed document.
    expect(within(dialog).getByText('Phòng khám Đa khoa An Tâm – Cơ sở Quận 3')).toBeInTheDocument();
    expect(within(dialog).getByText('12 Võ Văn Tần, Phường Xuân Hòa, Thành phố Hồ Chí Minh')).toBeInTheDocument();
    expect(within(dialog).getByText(/028 3930 1234/)).toBeInTheDocument();
    expect(within(dialog).getByText('Từ 01/03/2026 đến 03/03/2026')).toBeInTheDocument();
    expect(within(dialog).getAllByText(amount('865.000')).length).toBeGreaterThan(0);
    // The printout holds every column, the refunds too (a phone's table shows the day and the net).
    expect(within(dialog).getAllByText(amount('30.000')).length).toBeGreaterThan(0);
  });

  it('offers neither Excel nor print without the actions, and speaks English', async () => {
    const reader = withActions([]);
    signedInApi(reader, { 'GET /api/baocao/doanhthu': () => ok(revenue) });
    renderScreen({ screen: RevenueReportScreen, url: '/bao-cao/doanh-thu', path, staff: reader, lang: 'en' });
    expect(await screen.findByText('Net revenue', { selector: '.ant-statistic-title' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Previous period: 1\.070\.000\s₫$/)).toHaveLength(2);
    expect(screen.getByText('Bank transfer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export to Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Print report/ })).toBeNull();
  });
});
