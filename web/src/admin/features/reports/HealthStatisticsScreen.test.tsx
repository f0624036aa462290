// The health statistics form through the DOM: the period from the address sent to the API, the figures, the chapters
// over their codes in the form's numbering, the print preview holding the table, Excel and print under their actions;
// a manager without them in English.
import type { StaffInfo } from '@phongkham/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { HealthStatisticsScreen } from './HealthStatisticsScreen';
import { statistics } from './statisticsFixtures';

const grant = (actions: ('PRINT' | 'EXPORT')[]) =>
  staffWithRole('QUANLY', {
    vaitro: {
      _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
      ma: 'QUANLY',
      ten: 'Quản lý',
      menu: [
        { url: '/bao-cao/thong-ke-y-te', view: true, create: false, update: false, delete: false, actions },
      ] satisfies StaffInfo['vaitro']['menu'],
    },
  });
const path = '/bao-cao/thong-ke-y-te?tungay=2026-10-01&denngay=2026-10-31';

describe('the health statistics form', () => {
  it('shows the month by chapter and code, prints it, and offers the Excel form', async () => {
    const manager = grant(['PRINT', 'EXPORT']);
    const api = signedInApi(manager, { 'GET /api/baocao/thongke': () => ok(statistics) });
    renderScreen({ screen: HealthStatisticsScreen, url: '/bao-cao/thong-ke-y-te', path, staff: manager });
    const figure = (await screen.findByText('Lượt khám có chẩn đoán', { selector: '.ant-statistic-title' })).closest(
      'div[class*="figure"]',
    ) as HTMLElement;
    expect(within(figure).getByText('42')).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/baocao/thongke?tungay=2026-10-01&denngay=2026-10-31');
    const chapter = screen.getByText('Chương X: Bệnh hệ hô hấp').closest('tr') as HTMLElement;
    expect(within(chapter).getByText('29')).toBeInTheDocument();
    const pharyngitis = screen.getByText('J02', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(pharyngitis).getByText('2')).toBeInTheDocument(); // numbered on through the form
    expect(within(pharyngitis).getByText('Viêm họng cấp')).toBeInTheDocument();
    expect(within(pharyngitis).getByText('17')).toBeInTheDocument();
    expect(screen.getByText('Mã không có trong danh mục ICD-10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: /In báo cáo/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Từ 01/10/2026 đến 31/10/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Chương IX: Bệnh hệ tuần hoàn')).toBeInTheDocument();
    const sum = within(dialog).getByText('Tổng số', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(sum).getByText('42')).toBeInTheDocument();
    // A table wider than a phone's preview scrolls inside it rather than being cut off.
    expect(sum.closest('table')!.parentElement!.className).toMatch(/printScroll/);
  });

  it('shows the counts in English without Excel or print to a reader without those actions', async () => {
    const reader = grant([]);
    signedInApi(reader, { 'GET /api/baocao/thongke': () => ok(statistics) });
    renderScreen({ screen: HealthStatisticsScreen, url: '/bao-cao/thong-ke-y-te', path, staff: reader, lang: 'en' });
    // WHO's chapter titles and English code names, the Ministry's name where WHO has none.
    expect(await screen.findByText('Chapter IX: Diseases of the circulatory system')).toBeInTheDocument();
    expect(screen.getByText('Acute pharyngitis')).toBeInTheDocument();
    expect(screen.getByText('Visits with a diagnosis')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export to Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Print report/ })).toBeNull();
  });
});
