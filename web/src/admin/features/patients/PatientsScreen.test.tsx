// The patient form's duplicate warning: nothing until something is typed; once a phone is typed the server is asked,
// and the record it names is listed with the matching rule and a link to it. A warning, not a refusal: the record
// still saves. A CCCD that is not 12 digits is refused under its field before anything is sent. The record page
// lists the chart's linked records and anonymises on request, with the reason typed.
import type { DuplicateMatch, PatientChart, PatientDetail } from '@phongkham/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { PatientsScreen } from './PatientsScreen';

const match: DuplicateMatch = {
  _id: '0197a0a0-0000-7000-8000-00000000b001',
  ma: 'BN-000042',
  hoten: 'Trần Văn Bình',
  ngaysinh: '1972-05-09',
  dienthoai: '0912345678',
  lydo: ['DIENTHOAI'],
};
const saved: PatientDetail = {
  _id: '0197a0a0-0000-7000-8000-00000000b002',
  phongkham_id: '0197a0a0-0000-7000-8000-00000000c001',
  ma: 'BN-000043',
  hoten: 'Trần Thị Bích',
  ngaysinh: null,
  gioitinh: null,
  dienthoai: '0912345678',
  email: null,
  cccd: null,
  andanh_luc: null,
  tinh_ma: null,
  xa_ma: null,
  diachi: null,
  diachi_day: null,
  bhyt: null,
  nghenghiep: null,
  nguoilienhe: null,
  dienthoai_lienhe: null,
  diung: null,
  ghichu: null,
  dongy_phienban: null,
  dongy_luc: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the patient form', { timeout: 180_000 }, () => {
  it('warns of a record with the same phone, links to it, and still saves', async () => {
    const api = signedInApi(owner, {
      'GET /api/diachi/tinh': () => ok([]),
      'GET /api/benhnhan/trung-lap': () => ok([match]),
      'POST /api/benhnhan': (body) => ok({ ...saved, ...(body as object) }, 201),
    });
    const user = userEvent.setup();
    renderScreen({ screen: PatientsScreen, url: '/tai-khoan-benh-nhan', path: '/tai-khoan-benh-nhan/them-moi' });
    await user.type(await screen.findByRole('textbox', { name: 'Họ tên' }), 'Trần Thị Bích');
    expect(screen.queryByText(/Có thể trùng/)).not.toBeInTheDocument();
    expect(api.calls().some((call) => call.includes('/trung-lap'))).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), '0912 345 678');
    expect(await screen.findByText('Có thể trùng với 1 hồ sơ đã có. Hãy kiểm tra trước khi lưu:')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'BN-000042 · Trần Văn Bình' });
    expect(link).toHaveAttribute('href', `/tai-khoan-benh-nhan/${match._id}`);
    expect(screen.getByText('(trùng số điện thoại)')).toBeInTheDocument();
    const asked = api.calls().filter((call) => call.includes('/trung-lap'));
    expect(decodeURIComponent(asked.at(-1)!)).toContain('dienthoai=0912 345 678');

    await user.type(screen.getByRole('textbox', { name: 'Số CCCD' }), '07918500012');
    await user.click(screen.getByRole('button', { name: /Thêm mới/ }));
    expect(await screen.findByText('Số CCCD gồm đúng 12 chữ số')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/benhnhan')).toBeUndefined();

    await user.type(screen.getByRole('textbox', { name: 'Số CCCD' }), '3');
    await user.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(api.bodyOf('POST /api/benhnhan')).toBeDefined());
    expect(api.bodyOf('POST /api/benhnhan')).toMatchObject({
      hoten: 'Trần Thị Bích',
      dienthoai: '0912 345 678',
      cccd: '079185000123',
    });
  });
});

const chart: PatientChart = {
  yeucau: [
    {
      _id: '0197a0a0-0000-7000-8000-00000000d001',
      loai: 'DAT_LICH_HEN',
      hoten: 'Trần Thị Bích',
      trangthai: 'MOI',
      createdAt: '2026-01-02T02:00:00.000Z',
    },
  ],
  dangkythanhvien: [],
  xetduyethoso: [],
  luotkham: [
    {
      _id: '0197a0a0-0000-7000-8000-00000000e001',
      ngay: '2026-01-03',
      sothutu: 7,
      phong_ten: 'Phòng khám Nội 1',
      trangthai: 'XONG',
      lydo: 'Đau đầu',
      createdAt: '2026-01-03T01:00:00.000Z',
    },
  ],
};

describe('the patient page', { timeout: 180_000 }, () => {
  it("lists the chart's visits and requests, with no promise of features already in use, and anonymises with the reason typed", async () => {
    const api = signedInApi(owner, {
      'GET /api/diachi/tinh': () => ok([]),
      'GET /api/benhnhan/trung-lap': () => ok([]),
      [`GET /api/benhnhan/${saved._id}`]: () => ok(saved),
      [`GET /api/benhnhan/${saved._id}/lienket`]: () => ok(chart),
      [`POST /api/benhnhan/${saved._id}/an-danh`]: () => ok(null),
    });
    const user = userEvent.setup();
    renderScreen({ screen: PatientsScreen, url: '/tai-khoan-benh-nhan', path: `/tai-khoan-benh-nhan/${saved._id}` });
    expect(await screen.findByText('Đặt lịch hẹn')).toBeInTheDocument();
    expect(screen.getByText('Phòng khám Nội 1 · số 7')).toBeInTheDocument();
    // Prescriptions are on the clinical timeline: no "shown once prescribing is in use" placeholder.
    expect(screen.queryByText(/Sẽ hiển thị tại đây khi|chart\.later/)).toBeNull();
    await user.click(screen.getByRole('button', { name: /Ẩn danh theo yêu cầu/ }));
    await user.click(await screen.findByRole('button', { name: 'Ẩn danh' }));
    expect(await screen.findByText('Vui lòng ghi lý do')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Lý do/ }), 'Đơn yêu cầu ngày 02/01/2026');
    await user.click(screen.getByRole('button', { name: 'Ẩn danh' }));
    await waitFor(() => expect(api.bodyOf(`POST /api/benhnhan/${saved._id}/an-danh`)).toBeDefined());
    expect(api.bodyOf(`POST /api/benhnhan/${saved._id}/an-danh`)).toEqual({ lydo: 'Đơn yêu cầu ngày 02/01/2026' });
  });
});
