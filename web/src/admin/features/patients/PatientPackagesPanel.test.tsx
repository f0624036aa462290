// The chart's service packages: each package with the sessions left per service and its state, the refund of unused
// sessions offered only where the rule gives one and sent with its reason and method, and nothing at all for a role
// that reads neither the bills nor the packages.
import type { PatientPackage, RoleMenuEntry } from '@phongkham/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { PatientPackagesPanel } from './PatientPackagesPanel';

const patient = '0197a0a0-0000-7000-8000-00000000b001';
const heart: PatientPackage = {
  _id: '0197a0a0-0000-7000-8000-00000000e001',
  phongkham_id: '0197a0a0-0000-7000-8000-00000000c001',
  benhnhan_id: patient,
  goidichvu_id: '0197a0a0-0000-7000-8000-00000000d001',
  ten: 'Theo dõi tim mạch 6 tháng',
  giatri: 1_100_000,
  tongluot: 6,
  dadung: 2,
  quytac_hoantien: 'THEO_TY_LE',
  ngaymua: '2026-11-29',
  hieuluc_den: '2027-05-27',
  trangthai: 'HOAT_DONG',
  hethan: false,
  hoadon_id: '0197a0a0-0000-7000-8000-00000000f001',
  hoadon_so: 'HD-2026-000001',
  hoantien: null,
  phieuchi_id: null,
  phieuchi_so: null,
  hoantien_dukien: 733_333,
  dong: [
    {
      _id: '0197a0a0-0000-7000-8000-00000000e101',
      dichvu_id: '0197a0a0-0000-7000-8000-00000000a001',
      sanpham_id: null,
      ten: 'Đo điện tim',
      soluot: 3,
      dadung: 1,
      conlai: 2,
    },
  ],
  createdAt: '2026-11-29T02:00:00.000Z',
};
const dressing: PatientPackage = {
  ...heart,
  _id: '0197a0a0-0000-7000-8000-00000000e002',
  ten: 'Thay băng vết thương 5 lần',
  quytac_hoantien: 'KHONG',
  hethan: true,
  hoantien_dukien: null,
  dong: [{ ...heart.dong[0]!, _id: '0197a0a0-0000-7000-8000-00000000e102', ten: 'Thay băng, cắt chỉ', conlai: 4 }],
};
const Panel = () => <PatientPackagesPanel patientId={patient} patientName="Nguyễn Văn An" />;

describe("the chart's service packages", { timeout: 120_000 }, () => {
  it('shows the sessions left and refunds unused sessions where the rule gives a refund', async () => {
    const calls = signedInApi(owner, {
      [`GET /api/goidichvu/benhnhan/${patient}`]: () => ok([heart, dressing]),
      [`POST /api/goidichvu/goibenhnhan/${heart._id}/hoantien`]: () => ok([dressing], 201),
    });
    const user = userEvent.setup();
    renderScreen({ screen: Panel, url: '/benh-nhan' });
    expect(await screen.findByText('Theo dõi tim mạch 6 tháng')).toBeInTheDocument();
    expect(screen.getByText('còn 2/3 buổi')).toBeInTheDocument();
    expect(screen.getByText('Hết hạn')).toBeInTheDocument();
    // One refund button: the expired package under the no-refund rule offers none.
    await user.click(screen.getByRole('button', { name: 'Hoàn tiền buổi chưa dùng' }));
    expect(await screen.findByText(/Hoàn lại 733\.333 ₫/)).toBeInTheDocument();
    const ok_ = screen.getByRole('button', { name: 'Hoàn tiền' });
    expect(ok_).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Lý do' }), 'Chuyển nơi ở');
    await user.click(ok_);
    await waitFor(() =>
      expect(calls.bodyOf(`POST /api/goidichvu/goibenhnhan/${heart._id}/hoantien`)).toEqual({
        lydo: 'Chuyển nơi ở',
        phuongthuc: 'TIEN_MAT',
      }),
    );
  });

  it('shows nothing to a role that reads neither the bills nor the packages', () => {
    const grant: RoleMenuEntry = {
      url: '/tai-khoan-benh-nhan',
      view: true,
      create: false,
      update: false,
      delete: false,
      actions: [],
    };
    const nurse = staffWithRole('LETAN', {
      vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c77', ma: 'LETAN', ten: 'Lễ tân', menu: [grant] },
    });
    const calls = signedInApi(nurse, {});
    const { container } = renderScreen({ screen: Panel, url: '/benh-nhan', staff: nurse });
    // The grant is read from the session as the panel renders: it renders nothing and asks for nothing.
    expect(container).not.toHaveTextContent('Gói dịch vụ');
    expect(calls.calls().some((call) => call.includes('/api/goidichvu'))).toBe(false);
  });
});
