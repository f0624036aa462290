// The waiting report through the DOM: the period and the doctor from the address sent to the API, the median and
// the 90th percentile beside the previous period's, the hours' and the doctors' tables (a visit with no doctor
// named as such), print under PRINT; in English too.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { waits } from './fixtures';
import { WaitReportScreen } from './WaitReportScreen';

const manager = staffWithRole('QUANLY', {
  vaitro: {
    _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
    ma: 'QUANLY',
    ten: 'Quản lý',
    menu: [
      { url: '/bao-cao/thoi-gian-cho', view: true, create: false, update: false, delete: false, actions: ['PRINT'] },
    ],
  },
});
const path = '/bao-cao/thoi-gian-cho?tungay=2026-03-01&denngay=2026-03-03';

describe('the waiting report', () => {
  it('shows the median and the 90th percentile against the previous period, by hour and by doctor', async () => {
    const api = signedInApi(manager, { 'GET /api/baocao/cho': () => ok(waits) });
    renderScreen({ screen: WaitReportScreen, url: '/bao-cao/thoi-gian-cho', path, staff: manager });
    const median = (await screen.findByText('Chờ gọi (trung vị)', { selector: '.ant-statistic-title' })).closest(
      'div[class*="figure"]',
    ) as HTMLElement;
    expect(within(median).getByText('17,5 phút')).toBeInTheDocument();
    expect(within(median).getByText('Kỳ trước: 22 phút')).toBeInTheDocument();
    const hours = screen.getByText('7 giờ', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(hours).getByText('25 phút')).toBeInTheDocument();
    expect(screen.getByText('BS. Trần Minh Khoa')).toBeInTheDocument();
    expect(screen.getByText('Chưa phân bác sĩ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Xuất Excel/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /In báo cáo/ }));
    expect(within(await screen.findByRole('dialog')).getByText('Từ 01/03/2026 đến 03/03/2026')).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/baocao/cho?tungay=2026-03-01&denngay=2026-03-03');
  });

  it('speaks English', async () => {
    signedInApi(manager, { 'GET /api/baocao/cho': () => ok(waits) });
    renderScreen({ screen: WaitReportScreen, url: '/bao-cao/thoi-gian-cho', path, staff: manager, lang: 'en' });
    expect(await screen.findByText('Wait for the call (90% within)')).toBeInTheDocument();
    expect(screen.getByText('41 min')).toBeInTheDocument();
    expect(screen.getByText('No doctor assigned')).toBeInTheDocument();
  });
});
