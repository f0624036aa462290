// The lab catalogue screen through the DOM: one tab per panel (the lab services), each test with its ranges read as
// people say them; a new test's ranges are edited row by row and sent with it.
import type { LabTestRow } from '@phongkham/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { LabCatalogueScreen } from './LabCatalogueScreen';

const clinic = '01a60000-0000-7000-8000-0000000000c1';
const lipid = {
  _id: '01a60000-0000-7000-8000-0000000000f1',
  tendichvu: 'Xét nghiệm mỡ máu',
  tendichvu_en: 'Lipid panel',
};
const cbc = { _id: '01a60000-0000-7000-8000-0000000000f2', tendichvu: 'Tổng phân tích tế bào máu', tendichvu_en: null };
const hdl: LabTestRow = {
  _id: '01a60000-0000-7000-8000-000000000001',
  phongkham_id: clinic,
  dichvu_id: lipid._id,
  dichvu_ten: lipid.tendichvu,
  ma: 'HDL-C',
  ten: 'HDL-Cholesterol',
  ten_en: 'HDL cholesterol',
  donvi: 'mmol/L',
  thutu: 3,
  hoatdong: true,
  khoang: [
    { gioitinh: 'NAM', thap: 1.0 },
    { gioitinh: 'NU', thap: 1.3 },
    { tuoitu: 1, tuoiden: 16, thap: 1.0, cao: 2.0 },
  ],
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-02T02:00:00.000Z',
};
const page = (docs: LabTestRow[]) => ok({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });

describe('the lab catalogue screen', { timeout: 90_000 }, () => {
  it('shows a tab per panel and each test’s ranges by sex and age', async () => {
    const api = signedInApi(staffWithRole('ADMINISTRATOR'), {
      'GET /api/chisoxetnghiem': () => page([hdl]),
      'GET /api/chisoxetnghiem/bo': () => ok([lipid, cbc]),
    });
    renderScreen({ screen: LabCatalogueScreen, url: '/danh-muc-xet-nghiem' });
    expect(await screen.findByText('HDL-Cholesterol')).toBeInTheDocument();
    expect(screen.getByText('Nam: ≥ 1')).toBeInTheDocument();
    // Decimals the Vietnamese way.
    expect(screen.getByText('Nữ: ≥ 1,3')).toBeInTheDocument();
    expect(screen.getByText('1–dưới 16 tuổi: 1 – 2')).toBeInTheDocument();
    expect(await screen.findByText('Tổng phân tích tế bào máu')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Tổng phân tích tế bào máu'));
    await waitFor(() => expect(api.calls().some((call) => call.includes(`dichvu_id=${cbc._id}`))).toBe(true));
  });

  it('sends a new test with the ranges typed row by row', async () => {
    const api = signedInApi(staffWithRole('ADMINISTRATOR'), {
      'GET /api/chisoxetnghiem': () => page([]),
      'GET /api/chisoxetnghiem/bo': () => ok([lipid, cbc]),
      'POST /api/chisoxetnghiem': () => ok({ ...hdl, ma: 'LDL-C', ten: 'LDL-Cholesterol' }, 201),
    });
    renderScreen({
      screen: LabCatalogueScreen,
      url: '/danh-muc-xet-nghiem',
      path: `/danh-muc-xet-nghiem?dichvu_id=${lipid._id}`,
    });
    // A test added from a panel's tab starts in that panel.
    await userEvent.click(await screen.findByText('Thêm chỉ số'));
    await userEvent.type(await screen.findByLabelText('Mã'), 'ldl-c');
    await userEvent.type(screen.getByLabelText('Tên chỉ số'), 'LDL-Cholesterol');
    await userEvent.type(screen.getByLabelText('Đơn vị'), 'mmol/L');
    await userEvent.click(screen.getByText('Thêm khoảng'));
    fireEvent.change(screen.getByLabelText('Cao nhất'), { target: { value: '3.4' } });
    fireEvent.change(screen.getByLabelText('Nguy hiểm trên'), { target: { value: '4.9' } });
    await userEvent.click(screen.getByText('Thêm mới'));
    await waitFor(() => expect(api.bodyOf('POST /api/chisoxetnghiem')).toBeDefined());
    const body = api.bodyOf('POST /api/chisoxetnghiem') as Record<string, unknown>;
    expect(body).toMatchObject({ dichvu_id: lipid._id, ten: 'LDL-Cholesterol', donvi: 'mmol/L' });
    expect(String(body.ma).toUpperCase()).toBe('LDL-C');
    expect(body.khoang).toEqual([expect.objectContaining({ cao: 3.4, nguycao: 4.9 })]);
  });
});
