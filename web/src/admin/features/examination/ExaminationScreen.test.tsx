// Examination (/admin/kham-benh) through the DOM: the doctor opens the next patient from the worklist and lands on
// the record; vitals typed show their flags and BMI at once and a code is chosen from the ICD-10 search; a signed
// record is read-only and takes an addendum; a lab panel ordered from the record comes back with its flagged value.
import type { ExaminationRecord, OrderRecord, WorklistRow } from '@phongkham/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doctor, ok, signedInApi } from '../../../test/admin';
import { installEventSource } from '../../../test/event-source';
import { renderScreen } from '../../../test/screen';
import { ExaminationScreen } from './ExaminationScreen';

const clinic = '01a50000-0000-7000-8000-0000000000c1';
const visitId = '01a50000-0000-7000-8000-000000000001';
const recordId = '01a50000-0000-7000-8000-0000000000e1';
const patientId = '01a50000-0000-7000-8000-0000000000b1';
const moment = '2026-11-26T02:00:00.000Z';
const row: WorklistRow = {
  _id: visitId,
  phongkham_id: clinic,
  benhnhan_id: patientId,
  benhnhan_ma: 'BN-000001',
  benhnhan_hoten: 'Nguyễn Văn Bình',
  benhnhan_ngaysinh: '1970-03-02',
  benhnhan_dienthoai: null,
  phong_id: '01a50000-0000-7000-8000-0000000000a1',
  phong_ten: 'Phòng 1',
  bacsi_id: null,
  bacsi_hoten: null,
  ngay: '2026-11-26',
  sothutu: 3,
  trangthai: 'CHO',
  lydo: 'Nhức đầu',
  lichhen_id: null,
  den_luc: moment,
  goi_luc: null,
  batdau_luc: null,
  ketthuc_luc: null,
  createdAt: moment,
  updatedAt: moment,
  khambenh_id: null,
  kyluc: null,
};
const record = (overrides: Partial<ExaminationRecord> = {}): ExaminationRecord => ({
  _id: recordId,
  phongkham_id: clinic,
  luotkham_id: visitId,
  benhnhan_id: patientId,
  benhnhan_ma: 'BN-000001',
  benhnhan_hoten: 'Nguyễn Văn Bình',
  benhnhan_ngaysinh: '1970-03-02',
  benhnhan_gioitinh: 'NAM',
  ngay: '2026-11-26',
  sothutu: 3,
  phong_ten: 'Phòng 1',
  bacsi_id: null,
  bacsi_hoten: 'Trần Thị Lan',
  luotkham_trangthai: 'DANG_KHAM',
  chandoan_chinh: null,
  chandoan_ghichu: null,
  kyluc: null,
  createdAt: moment,
  updatedAt: moment,
  mach: null,
  nhiptho: null,
  huyetap_tamthu: null,
  huyetap_tamtruong: null,
  nhietdo: null,
  spo2: null,
  cannang: null,
  chieucao: null,
  bmi: null,
  canhbao: {},
  lydo: 'Nhức đầu',
  tiensu: null,
  khamthucthe: null,
  chandoan_phu: [],
  chandoan: [],
  ketluan: null,
  loidan: null,
  ngaytaikham: null,
  nguoiky_id: null,
  nguoiky_hoten: null,
  bosung: [],
  ...overrides,
});
const live = installEventSource();
const timeline = () => ok({ benhnhan_id: patientId, luotkham: [] });

describe('examination', { timeout: 90_000 }, () => {
  it('opens the next patient from the worklist onto their record', async () => {
    const api = signedInApi(doctor, {
      'GET /api/khambenh/hang-doi': () => ok([row]),
      [`POST /api/khambenh/${visitId}/mo`]: () => ok(record()),
      [`GET /api/khambenh/${recordId}`]: () => ok(record()),
      [`GET /api/khambenh/benh-an/${patientId}`]: timeline,
    });
    const { location } = renderScreen({ screen: ExaminationScreen, url: '/kham-benh', staff: doctor });
    await userEvent.setup().click(await screen.findByText('Khám người tiếp theo: số 3 – Nguyễn Văn Bình'));
    await waitFor(() => expect(location()).toBe(`/kham-benh/${recordId}`));
    expect(api.calls().includes(`POST /api/khambenh/${visitId}/mo`)).toBe(true);
    await screen.findByText('Dấu hiệu sinh tồn');
  });

  it('flags vitals and computes BMI as they are typed, and saves a code chosen from the ICD-10 search', async () => {
    const api = signedInApi(doctor, {
      [`GET /api/khambenh/${recordId}`]: () => ok(record()),
      [`GET /api/khambenh/benh-an/${patientId}`]: timeline,
      'GET /api/icd10': () =>
        ok([
          {
            ma: 'I10',
            ten: 'Bệnh lý tăng huyết áp',
            ten_en: 'Essential (primary) hypertension',
            chuong: 'IX',
            nhom: 'I10-I15',
          },
        ]),
      [`PUT /api/khambenh/${recordId}`]: () => ok(record({ chandoan_chinh: 'I10' })),
    });
    renderScreen({ screen: ExaminationScreen, url: '/kham-benh', path: `/kham-benh/${recordId}`, staff: doctor });
    const pulse = await screen.findByLabelText('Mạch');
    fireEvent.change(pulse, { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText('Cân nặng'), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText('Chiều cao'), { target: { value: '160' } });
    await waitFor(() => expect(screen.getAllByText('Cao')).toHaveLength(2));
    expect(screen.getByText('31,3')).toBeInTheDocument();

    const user = userEvent.setup();
    const main = screen.getByLabelText('Chẩn đoán chính (ICD-10)');
    // Typed at once (fireEvent): key-by-key typing costs seconds in jsdom; the select searches what was typed.
    fireEvent.change(main, { target: { value: 'tang huyet' } });
    await user.click(await screen.findByText('I10 · Bệnh lý tăng huyết áp'));
    await user.click(screen.getByText('Lưu hồ sơ'));
    await waitFor(() =>
      expect(api.bodyOf(`PUT /api/khambenh/${recordId}`)).toMatchObject({ mach: 120, chandoan_chinh: 'I10' }),
    );
  });

  it("shows a child's ranges for their age, and the BMI with the decimal the flag judged", async () => {
    const child = record({ benhnhan_ngaysinh: '2023-05-10', ngay: '2026-11-26' });
    signedInApi(doctor, {
      [`GET /api/khambenh/${recordId}`]: () => ok(child),
      [`GET /api/khambenh/benh-an/${patientId}`]: timeline,
    });
    renderScreen({ screen: ExaminationScreen, url: '/kham-benh', path: `/kham-benh/${recordId}`, staff: doctor });
    // A 3-year-old's pulse of 110 is inside PALS's 80–120: an adult's 60–100 flagged it high.
    fireEvent.change(await screen.findByLabelText('Mạch'), { target: { value: '110' } });
    expect(await screen.findByText('80–120')).toBeInTheDocument();
    expect(screen.queryByText('60–100')).toBeNull();
    // 14.6 kg, 97 cm: BMI 15.5, inside WHO's band for a boy of 3½ (an adult's 18.5 to under 23 called it low).
    fireEvent.change(screen.getByLabelText('Cân nặng'), { target: { value: '14.6' } });
    fireEvent.change(screen.getByLabelText('Chiều cao'), { target: { value: '97' } });
    expect(await screen.findByText('15,5')).toBeInTheDocument();
    expect(screen.getByText('13,2–18,3')).toBeInTheDocument();
    expect(screen.queryByText('Cao')).toBeNull();
    expect(screen.queryByText('Thấp')).toBeNull();
  });

  it("shows an adult's BMI of 23.03 as 23,0, high beside 18,5–<23", async () => {
    signedInApi(doctor, {
      [`GET /api/khambenh/${recordId}`]: () => ok(record({ cannang: 66.5, chieucao: 170 })),
      [`GET /api/khambenh/benh-an/${patientId}`]: timeline,
    });
    renderScreen({ screen: ExaminationScreen, url: '/kham-benh', path: `/kham-benh/${recordId}`, staff: doctor });
    expect(await screen.findByText('23,0')).toBeInTheDocument();
    expect(screen.getByText('18,5–<23')).toBeInTheDocument();
    expect(screen.getByText('Cao')).toBeInTheDocument();
  });

  it('orders a lab panel from the record and shows its result with the out-of-range value flagged', async () => {
    const lipids = '01a50000-0000-7000-8000-0000000000d1';
    const line = (overrides: Partial<OrderRecord>): OrderRecord => ({
      _id: '01a50000-0000-7000-8000-0000000000f1',
      phongkham_id: clinic,
      luotkham_id: visitId,
      dichvu_id: lipids,
      tendichvu: 'Xét nghiệm mỡ máu',
      loai: 'XET_NGHIEM',
      trangthai: 'CHI_DINH',
      ghichu: null,
      ngay: '2026-11-26',
      sothutu: 3,
      phong_ten: 'Phòng 1',
      benhnhan_id: patientId,
      benhnhan_ma: 'BN-000001',
      benhnhan_hoten: 'Nguyễn Văn Bình',
      benhnhan_ngaysinh: '1970-03-02',
      benhnhan_gioitinh: 'NAM',
      chidinh_hoten: 'Trần Thị Lan',
      batthuong: false,
      chiso: [],
      mota: null,
      ketluan: null,
      hinhanh: [],
      thuchien_luc: null,
      nhap_luc: null,
      nguoinhap_hoten: null,
      duyet_luc: null,
      nguoiduyet_hoten: null,
      phongkham_ten: 'Phòng khám Đa khoa An Khang',
      phongkham_diachi: '125 Nguyễn Văn Cừ, TP. Hồ Chí Minh',
      phongkham_dienthoai: '028 3923 4567',
      createdAt: moment,
      updatedAt: moment,
      ...overrides,
    });
    let lines: OrderRecord[] = [];
    const api = signedInApi(doctor, {
      [`GET /api/khambenh/${recordId}`]: () => ok(record()),
      [`GET /api/khambenh/benh-an/${patientId}`]: timeline,
      'GET /api/dichvu': () =>
        ok({ docs: [{ _id: lipids, tendichvu: 'Xét nghiệm mỡ máu' }], totalDocs: 1, page: 1, limit: 0, totalPages: 1 }),
      'GET /api/ketqua': () => ok(lines),
      'POST /api/xetnghiem': () => {
        lines = [line({})];
        return ok(lines, 201);
      },
    });
    renderScreen({ screen: ExaminationScreen, url: '/kham-benh', path: `/kham-benh/${recordId}`, staff: doctor });
    const user = userEvent.setup();
    await screen.findByText('Chưa có chỉ định xét nghiệm hay chẩn đoán hình ảnh.');
    await user.click(screen.getByLabelText('Chọn xét nghiệm, chẩn đoán hình ảnh'));
    await user.click(
      (await screen.findAllByText('Xét nghiệm mỡ máu', { selector: '.ant-select-item-option-content' }))[0]!,
    );
    await user.click(screen.getByRole('button', { name: 'Chỉ định' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/xetnghiem')).toEqual({ luotkham_id: visitId, dichvu_ids: [lipids] }),
    );
    expect(await screen.findByText('Đã chỉ định')).toBeInTheDocument();

    // The technician's result arrives: LDL-C above its critical limit.
    lines = [
      line({
        trangthai: 'DA_DUYET',
        batthuong: true,
        ketluan: 'Rối loạn lipid máu',
        chiso: [
          {
            chiso_id: '01a50000-0000-7000-8000-0000000000f2',
            ma: 'LDL-C',
            ten: 'LDL-Cholesterol',
            ten_en: null,
            donvi: 'mmol/L',
            khoang: { cao: 3.4, nguycao: 4.9 },
            giatri: 5.2,
            co: 'NGUY_HIEM_CAO',
          },
        ],
      }),
    ];
    live.emit('chidinh.capnhat', { _id: lines[0]!._id, luotkham_id: visitId, hanhdong: 'DUYET' });
    expect(await screen.findByText('Cao nguy hiểm')).toBeInTheDocument();
    expect(screen.getByText('Bất thường')).toBeInTheDocument();
    // A lab line's text is the technician's comment, named as the lab names it.
    expect(screen.getByText(/^Nhận xét:/)).toBeInTheDocument();
    expect(screen.queryByText(/^Kết luận:/)).toBeNull();
    expect(screen.getByText('≤ 3,4')).toBeInTheDocument();
  });

  it('turns the advice and the follow-up day read-only the moment the record is signed', async () => {
    const open = record({ loidan: 'Uống nhiều nước', ngaytaikham: '2026-12-05' });
    let current = open;
    signedInApi(doctor, {
      [`GET /api/khambenh/${recordId}`]: () => ok(current),
      [`GET /api/khambenh/benh-an/${patientId}`]: timeline,
      [`POST /api/khambenh/${recordId}/ky`]: () => {
        current = { ...open, kyluc: moment, nguoiky_id: doctor._id, nguoiky_hoten: 'Trần Thị Lan' };
        return ok(current);
      },
    });
    renderScreen({ screen: ExaminationScreen, url: '/kham-benh', path: `/kham-benh/${recordId}`, staff: doctor });
    expect(await screen.findByLabelText('Lời dặn')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ký hồ sơ' }));
    const confirm = (await screen.findByText('Ký hồ sơ khám?')).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ký hồ sơ' }));
    await waitFor(() => expect(screen.getByLabelText('Lời dặn')).toBeDisabled());
    expect(screen.getByLabelText('Ngày tái khám')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Lưu hồ sơ' })).toBeNull();
  });

  it('shows a signed record read-only and adds an addendum beside it', async () => {
    const signed = record({
      kyluc: moment,
      nguoiky_id: doctor._id,
      nguoiky_hoten: 'Trần Thị Lan',
      chandoan_chinh: 'I10',
    });
    let current = signed;
    const api = signedInApi(doctor, {
      [`GET /api/khambenh/${recordId}`]: () => ok(current),
      [`GET /api/khambenh/benh-an/${patientId}`]: timeline,
      [`POST /api/khambenh/${recordId}/bosung`]: () => {
        const addendum = {
          _id: recordId,
          noidung: 'Đính chính liều thuốc',
          nhanvien_id: doctor._id,
          nhanvien_hoten: 'Trần Thị Lan',
          createdAt: moment,
        };
        current = { ...signed, bosung: [addendum] };
        return ok(current);
      },
    });
    renderScreen({
      screen: ExaminationScreen,
      url: '/kham-benh',
      path: `/kham-benh/${recordId}`,
      staff: doctor,
      lang: 'en',
    });
    await screen.findByText(/The record is read-only/);
    expect(screen.queryByText('Save record')).toBeNull();
    expect(screen.queryByText('Sign record')).toBeNull();
    expect(screen.getByLabelText('Pulse')).toBeDisabled();
    const addenda = screen.getByText('Addenda').closest('.ant-card') as HTMLElement;
    fireEvent.change(within(addenda).getByLabelText('Addendum'), { target: { value: 'Đính chính liều thuốc' } });
    await userEvent.setup().click(within(addenda).getByText('Add addendum'));
    expect(await within(addenda).findByText('Đính chính liều thuốc')).toBeInTheDocument();
    expect(api.bodyOf(`POST /api/khambenh/${recordId}/bosung`)).toEqual({ noidung: 'Đính chính liều thuốc' });
  });
});
