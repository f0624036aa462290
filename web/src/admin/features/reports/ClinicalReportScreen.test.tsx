// The clinical report through the DOM: the period and the doctor from the address sent to the API (and the doctor
// let go again), the figures beside the previous period's, the diagnoses, chapters, tests and drugs (an antibiotic
// marked, a code the catalogue lacks named as such), Excel and print under their actions with the printout holding
// the tables; a doctor's view-only grant in English, with WHO's chapter titles.
import type { StaffInfo } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { ClinicalReportScreen } from './ClinicalReportScreen';
import { clinical } from './clinicalFixtures';

const manager = staffWithRole('QUANLY', {
  vaitro: {
    _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
    ma: 'QUANLY',
    ten: 'Quản lý',
    menu: [
      {
        url: '/bao-cao/lam-sang',
        view: true,
        create: false,
        update: false,
        delete: false,
        actions: ['PRINT', 'EXPORT'],
      },
    ] satisfies StaffInfo['vaitro']['menu'],
  },
});
const doctor = '01c10000-0000-7000-8000-0000000000b1';
const path = `/bao-cao/lam-sang?tungay=2026-03-01&denngay=2026-03-03&bacsi_id=${doctor}`;
const figure = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-statistic-title' })).closest('div[class*="figure"]') as HTMLElement;

describe('the clinical report', () => {
  it('shows the figures against the previous period and the diagnoses, chapters, tests and drugs', async () => {
    const api = signedInApi(manager, { 'GET /api/baocao/lamsang': () => ok(clinical) });
    renderScreen({ screen: ClinicalReportScreen, url: '/bao-cao/lam-sang', path, staff: manager });
    const antibiotic = await figure('Lượt khám có kháng sinh');
    expect(within(antibiotic).getByText(/^25\s?%$/)).toBeInTheDocument();
    expect(within(antibiotic).getByText(/^Kỳ trước: 33,3\s?%$/)).toBeInTheDocument();
    const perVisit = await figure('Đơn thuốc mỗi lượt khám');
    expect(within(perVisit).getByText('0,75')).toBeInTheDocument();
    expect(within(await figure('Từ chỉ định đến duyệt kết quả (trung vị)')).getByText('42,5 phút')).toBeInTheDocument();
    const flu = screen.getByText('J06.9', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(flu).getByText('Nhiễm trùng đường hô hấp trên cấp, không đặc hiệu')).toBeInTheDocument();
    expect(within(flu).getByText('14')).toBeInTheDocument();
    expect(screen.getByText('Mã không có trong danh mục ICD-10')).toBeInTheDocument();
    expect(screen.getByText('Bệnh hệ tuần hoàn')).toBeInTheDocument();
    expect(screen.getByText('Mã ngoài danh mục ICD-10')).toBeInTheDocument();
    const cholesterol = screen.getByText('Cholesterol toàn phần').closest('tr') as HTMLElement;
    expect(within(cholesterol).getByText(/^33,3\s?% \(4\)$/)).toBeInTheDocument();
    const augmentin = screen.getByText('Augmentin 625 mg', { exact: false }).closest('tr') as HTMLElement;
    expect(within(augmentin).getByText('Kháng sinh')).toBeInTheDocument();
    expect(screen.getByText('Hapacol 500', { exact: false }).closest('tr')).not.toHaveTextContent('Kháng sinh');
    expect(api.calls()).toContain(`GET /api/baocao/lamsang?tungay=2026-03-01&denngay=2026-03-03&bacsi_id=${doctor}`);
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: /In báo cáo/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Từ 01/03/2026 đến 03/03/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Bệnh hệ tuần hoàn')).toBeInTheDocument();
    expect(within(dialog).getByText('360 viên')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: /Đóng/ })[0]!);

    await userEvent.click(screen.getByText('Xem cả phòng khám'));
    await waitFor(() => expect(api.calls()).toContain('GET /api/baocao/lamsang?tungay=2026-03-01&denngay=2026-03-03'));
  });

  it('gives a doctor the counts without Excel or print, in English with WHO’s chapter titles', async () => {
    const reader = staffWithRole('BACSY');
    signedInApi(reader, { 'GET /api/baocao/lamsang': () => ok(clinical) });
    renderScreen({
      screen: ClinicalReportScreen,
      url: '/bao-cao/lam-sang',
      path: '/bao-cao/lam-sang?tungay=2026-03-01&denngay=2026-03-03',
      staff: reader,
      lang: 'en',
    });
    expect(await figure('Visits with an antibiotic')).toHaveTextContent('Previous period: 33.3%');
    expect(screen.getByText('Essential (primary) hypertension')).toBeInTheDocument();
    expect(screen.getByText('Diseases of the respiratory system')).toBeInTheDocument();
    expect(screen.getByText('Total cholesterol')).toBeInTheDocument();
    expect(screen.queryByText("Showing one doctor's visits.")).toBeNull();
    expect(screen.queryByRole('button', { name: /Export to Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Print report/ })).toBeNull();
  });
});
