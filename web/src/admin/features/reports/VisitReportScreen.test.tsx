// The patients-and-flow report through the DOM: the period from the address sent to the API, the figures beside the
// previous period's, the funnel, the appointments by channel with their total, the days', doctors' and rooms' tables;
// a doctor's name narrows the report to them and the funnel says what belongs to no doctor; Excel and print only
// under the page's actions, the printout holding the figures; in English too.
import type { StaffInfo } from '@phongkham/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { visitsReport } from './visitFixtures';
import { VisitReportScreen } from './VisitReportScreen';

const withActions = (actions: StaffInfo['vaitro']['menu'][number]['actions']) =>
  staffWithRole('QUANLY', {
    vaitro: {
      _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
      ma: 'QUANLY',
      ten: 'Quản lý',
      menu: [{ url: '/bao-cao/luot-kham', view: true, create: false, update: false, delete: false, actions }],
    },
  });
const path = '/bao-cao/luot-kham?tungay=2026-03-01&denngay=2026-03-03';
const figure = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-statistic-title' })).closest('div[class*="figure"]') as HTMLElement;

describe('the patients-and-flow report', () => {
  it('shows the figures against the previous period, the funnel, the channels and the tables', async () => {
    const manager = withActions(['PRINT', 'EXPORT']);
    const doctor = visitsReport.theobacsi[0]!.bacsi_id!;
    const narrowed = { ...visitsReport, pheu: { ...visitsReport.pheu, yeucau: null, dangky: null } };
    let answer = visitsReport;
    const api = signedInApi(manager, { 'GET /api/baocao/luotkham': () => ok(answer) });
    renderScreen({ screen: VisitReportScreen, url: '/bao-cao/luot-kham', path, staff: manager });
    const visits = await figure('Lượt khám');
    expect(within(visits).getByText('57')).toBeInTheDocument();
    expect(within(visits).getByText('Kỳ trước: 48')).toBeInTheDocument();
    expect(within(await figure('Bệnh nhân mới')).getByText('Kỳ trước: 12')).toBeInTheDocument();
    expect(within(await figure('Hẹn nhưng không đến')).getByText('5')).toBeInTheDocument();
    const funnel = screen.getByText('Yêu cầu gửi từ web').closest('tr') as HTMLElement;
    expect(within(funnel).getByText('25')).toBeInTheDocument();
    const paid = screen.getByText('Lượt khám có hóa đơn đã thanh toán').closest('tr') as HTMLElement;
    expect(within(paid).getByText('49')).toBeInTheDocument();
    const web = screen.getByText('Tự đặt trên trang web').closest('tr') as HTMLElement;
    expect(within(web).getByText('22')).toBeInTheDocument();
    expect(within(web).getByText('4')).toBeInTheDocument();
    const days = screen.getByText('02/03/2026').closest('table') as HTMLElement;
    const total = within(days).getByText('Cộng').closest('tr') as HTMLElement;
    expect(within(total).getByText('57')).toBeInTheDocument();
    expect(within(total).getByText('18')).toBeInTheDocument();
    expect(screen.getByText('Chưa phân bác sĩ')).toBeInTheDocument();
    expect(screen.getByText('Phòng siêu âm')).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/baocao/luotkham?tungay=2026-03-01&denngay=2026-03-03');
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: /In báo cáo/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Từ 01/03/2026 đến 03/03/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Nhân viên đặt (điện thoại, tại quầy)')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Phòng khám nội 1').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getAllByRole('button', { name: /Đóng/ })[0]!);

    // Narrowed to the doctor: requests and registrations belong to no doctor.
    answer = narrowed;
    await userEvent.click(screen.getByTitle('Chỉ xem lượt khám của bác sĩ này'));
    expect(await screen.findAllByText('Không tính theo bác sĩ')).toHaveLength(2);
    expect(api.calls()).toContain(`GET /api/baocao/luotkham?tungay=2026-03-01&denngay=2026-03-03&bacsi_id=${doctor}`);
    await userEvent.click(screen.getByText('Xem tất cả bác sĩ'));
    expect(await screen.findByText('25')).toBeInTheDocument();
  });

  it('offers neither Excel nor print without the actions, and speaks English', async () => {
    const reader = withActions([]);
    signedInApi(reader, { 'GET /api/baocao/luotkham': () => ok(visitsReport) });
    renderScreen({ screen: VisitReportScreen, url: '/bao-cao/luot-kham', path, staff: reader, lang: 'en' });
    expect(within(await figure('Returning patients')).getByText('Previous period: 32')).toBeInTheDocument();
    expect(screen.getByText('Booked from a website request')).toBeInTheDocument();
    expect(screen.getByText('Visits with a paid bill')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export to Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Print report/ })).toBeNull();
  });
});
