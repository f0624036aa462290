// The prescription page through the DOM: a young child's fields shown, the quantity computed as the dose changes, an
// allergy warned of; the printed prescription carries the code and its QR code, a draft neither QR nor validity; the
// doctor completes a missing citizen id in place; a drug's form and route shown and contradicting directions warned
// of; a signed prescription voided with a reason, shown and printed as void, then offered for reissue.
import type { DrugRow, PrescriptionRecord } from '@phongkham/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doctor, fail, ok, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { PrescriptionsScreen } from './PrescriptionsScreen';

const id = '01a70000-0000-7000-8000-000000000001';
const drug: DrugRow = {
  _id: '01a70000-0000-7000-8000-0000000000d1',
  tenthuoc: 'Hapacol 250',
  thanhphan: [{ hoatchat: 'Paracetamol', hamluong: '250 mg' }],
  dangbaoche: 'Thuốc bột sủi',
  donvitinh: 'gói',
  duongdung: 'UONG',
  sodangky: 'VD-10001-20',
  hangsanxuat: 'DHG Pharma',
  nuocsanxuat: 'Việt Nam',
  loaithuoc: 'THUONG',
  maatc: null,
  cachdung: null,
  ghichu: null,
  hoatdong: true,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
};
const record: PrescriptionRecord = {
  _id: id,
  phongkham_id: '01a70000-0000-7000-8000-0000000000c1',
  luotkham_id: '01a70000-0000-7000-8000-0000000000a1',
  benhnhan_id: '01a70000-0000-7000-8000-0000000000b1',
  benhnhan_ma: 'BN-000042',
  benhnhan_hoten: 'Nguyễn Bảo An',
  ngay: '2026-11-26',
  madonthuoc: '79K01AB3CD7E-c',
  loaidon: 'c',
  trangthai: 'NHAP',
  bacsi_hoten: 'BS. Trần Minh',
  kyluc: null,
  createdAt: '2026-11-26T02:00:00.000Z',
  updatedAt: '2026-11-26T02:00:00.000Z',
  benhnhan_ngaysinh: '2024-05-10',
  benhnhan_gioitinh: 'NAM',
  benhnhan_diachi: null,
  diung: 'Paracetamol',
  cccd: null,
  hochieu: null,
  lydohuy: null,
  huyluc: null,
  caplaitu_id: null,
  caplaitu_ma: null,
  caplai_id: null,
  caplai_ma: null,
  chandoan: [{ ma: 'J02.9', ten: 'Viêm họng cấp', ten_en: 'Acute pharyngitis, unspecified', chinh: true }],
  chandoan_ghichu: null,
  loidan: null,
  ngaytaikham: null,
  treem: true,
  tuoi_thang: 30,
  cannang: 13,
  nguoigiamho: null,
  bacsi_sochungchi: '001234/HCM-CCHN',
  nguoiky_hoten: null,
  phongkham_ten: 'Phòng khám Đa khoa An Tâm',
  phongkham_diachi: '125 Nguyễn Văn Cừ',
  phongkham_dienthoai: '02838123456',
  chitiet: [
    {
      _id: '01a70000-0000-7000-8000-0000000000e1',
      thuoc_id: drug._id,
      tenthuoc: 'Paracetamol 250 mg (Hapacol 250)',
      donvitinh: 'gói',
      thanhphan: drug.thanhphan,
      loaithuoc: 'THUONG',
      dangbaoche: 'Thuốc bột sủi',
      duongdung: 'UONG',
      lieu_moilan: 1,
      solan_ngay: 3,
      songay: 3,
      soluong: 9,
      cachdung: null,
    },
  ],
  canhbao: [],
};
const page = <T,>(docs: T[]) => ok({ docs, totalDocs: docs.length, page: 1, limit: 0, totalPages: 1 });

describe('the prescription page', { timeout: 90_000 }, () => {
  it('shows a young child’s fields, the allergy and the quantity computed as the dose changes', async () => {
    signedInApi(doctor, {
      [`GET /api/donthuoc/${id}`]: () => ok(record),
      'GET /api/thuoc': () => page([drug]),
    });
    renderScreen({ screen: PrescriptionsScreen, url: '/don-thuoc', path: `/don-thuoc/${id}`, staff: doctor });
    expect(await screen.findByLabelText('Cân nặng (kg)')).toBeInTheDocument();
    expect(screen.getByLabelText('Người đưa trẻ đến khám')).toBeInTheDocument();
    expect(await screen.findByText('Số lượng: 9 gói')).toBeInTheDocument();
    expect(await screen.findByText(/dị ứng "Paracetamol"/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Liều mỗi lần 1'), { target: { value: '1.5' } });
    expect(await screen.findByText('Số lượng: 14 gói')).toBeInTheDocument();
  });

  it('shows the follow-up day in the language’s order and saves the picked day as the wire’s text', async () => {
    const api = signedInApi(doctor, {
      [`GET /api/donthuoc/${id}`]: () => ok({ ...record, ngaytaikham: '2026-12-03' }),
      'GET /api/thuoc': () => page([drug]),
      [`PUT /api/donthuoc/${id}`]: () => ok({ ...record, ngaytaikham: '2026-12-10' }),
    });
    renderScreen({ screen: PrescriptionsScreen, url: '/don-thuoc', path: `/don-thuoc/${id}`, staff: doctor });
    const followUp = await screen.findByLabelText('Ngày tái khám');
    // Day first, whatever the browser's own locale would show in a native date box.
    expect(followUp).toHaveValue('03/12/2026');
    await userEvent.click(followUp);
    await userEvent.click((await screen.findAllByTitle('2026-12-10'))[0]!);
    await waitFor(() => expect(followUp).toHaveValue('10/12/2026'));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu đơn' }));
    await waitFor(() => expect(api.bodyOf(`PUT /api/donthuoc/${id}`)).toMatchObject({ ngaytaikham: '2026-12-10' }));
  });

  it('leaves nothing looking editable once signed: the advice and the follow-up day turn read-only at once', async () => {
    const adult = { ...record, treem: false, tuoi_thang: 480, cannang: null, cccd: '079186001234', diung: null };
    const signed = {
      ...adult,
      trangthai: 'DA_KY' as const,
      kyluc: '2026-11-26T03:00:00.000Z',
      nguoiky_hoten: 'BS. Trần Minh',
    };
    signedInApi(doctor, {
      [`GET /api/donthuoc/${id}`]: () => ok(adult),
      'GET /api/thuoc': () => page([drug]),
      [`PUT /api/donthuoc/${id}`]: () => ok(adult),
      [`POST /api/donthuoc/${id}/ky`]: () => ok(signed),
    });
    renderScreen({ screen: PrescriptionsScreen, url: '/don-thuoc', path: `/don-thuoc/${id}`, staff: doctor });
    const advice = await screen.findByLabelText('Lời dặn');
    expect(advice).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ký đơn' }));
    await waitFor(() => expect(screen.getByLabelText('Lời dặn')).toBeDisabled());
    expect(screen.getByLabelText('Ngày tái khám')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Ký đơn' })).toBeNull();
  });

  it('prints the code with its QR code', async () => {
    signedInApi(doctor, {
      [`GET /api/donthuoc/${id}`]: () => ok({ ...record, trangthai: 'DA_KY', kyluc: '2026-11-26T03:00:00.000Z' }),
      'GET /api/thuoc': () => page([drug]),
    });
    renderScreen({ screen: PrescriptionsScreen, url: '/don-thuoc', path: `/don-thuoc/${id}`, staff: doctor });
    await userEvent.click(await screen.findByRole('button', { name: /In đơn/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Mã QR của mã đơn thuốc' })).toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('img', { name: 'Mã QR của mã đơn thuốc' }).tagName.toLowerCase()).toBe('svg');
    expect(within(dialog).getByText('79K01AB3CD7E-c')).toBeInTheDocument();
    expect(within(dialog).getByText('Paracetamol 250 mg (Hapacol 250)')).toBeInTheDocument();
    expect(within(dialog).getByText('Mỗi lần 1 gói, 3 lần/ngày, trong 3 ngày')).toBeInTheDocument();
    expect(within(dialog).getByText(/J02\.9 Viêm họng cấp/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('note')).toBeNull();
  });

  it('prints the dose in English with the counts in the right number', async () => {
    const line = { ...record.chitiet[0]!, solan_ngay: 1, songay: 1, soluong: 1 };
    signedInApi(doctor, {
      [`GET /api/donthuoc/${id}`]: () =>
        ok({ ...record, trangthai: 'DA_KY', kyluc: '2026-11-26T03:00:00.000Z', chitiet: [line] }),
      'GET /api/thuoc': () => page([drug]),
    });
    renderScreen({
      screen: PrescriptionsScreen,
      url: '/don-thuoc',
      path: `/don-thuoc/${id}`,
      staff: doctor,
      lang: 'en',
    });
    await userEvent.click(await screen.findByRole('button', { name: /Print/ }));
    const dialog = await screen.findByRole('dialog');
    // The catalogue's Vietnamese unit in its English name, in the right number.
    expect(await within(dialog).findByText('1 sachet per time, once a day, for 1 day')).toBeInTheDocument();
    expect(within(dialog).getByText('1 sachet')).toBeInTheDocument();
    // WHO's title in English, on the sheet and on the screen behind it; the Vietnamese screens keep the Ministry's.
    expect(within(dialog).getByText(/J02\.9 Acute pharyngitis, unspecified/)).toBeInTheDocument();
    expect(screen.getAllByText('J02.9 Acute pharyngitis, unspecified', { exact: false }).length).toBe(2);
    expect(screen.queryByText(/Viêm họng cấp/)).toBeNull();
  });

  it('prints a draft under a mark and without the QR code, so it cannot pass for a signed one', async () => {
    signedInApi(doctor, {
      [`GET /api/donthuoc/${id}`]: () => ok(record),
      'GET /api/thuoc': () => page([drug]),
    });
    renderScreen({ screen: PrescriptionsScreen, url: '/don-thuoc', path: `/don-thuoc/${id}`, staff: doctor });
    await userEvent.click(await screen.findByRole('button', { name: /In bản nháp/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('BẢN NHÁP: đơn chưa ký, không dùng để bán thuốc')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Mã QR của mã đơn thuốc' })).toBeNull();
    expect(within(dialog).getByText('79K01AB3CD7E-c')).toBeInTheDocument();
  });

  it('lets the doctor complete a missing citizen id, checked by the contract’s rule before it is sent', async () => {
    const adult = { ...record, benhnhan_ngaysinh: '1980-05-01', treem: false, tuoi_thang: null, diung: null };
    const api = signedInApi(doctor, {
      [`GET /api/donthuoc/${id}`]: () => ok(adult),
      'GET /api/thuoc': () => page([drug]),
      [`PUT /api/donthuoc/${id}/benhnhan`]: () => ok({ ...adult, cccd: '079080009999' }),
    });
    renderScreen({ screen: PrescriptionsScreen, url: '/don-thuoc', path: `/don-thuoc/${id}`, staff: doctor });
    const box = await screen.findByRole('region', { name: 'Thông tin người bệnh cần để ký đơn' });
    // A line typed but not saved yet survives the identity's save.
    fireEvent.change(screen.getByLabelText('Số ngày 1'), { target: { value: '6' } });
    await userEvent.type(within(box).getByLabelText('Số CCCD'), '07908');
    await userEvent.click(within(box).getByRole('button', { name: 'Lưu thông tin người bệnh' }));
    expect(await within(box).findByText('Số CCCD gồm đúng 12 chữ số')).toBeInTheDocument();
    expect(api.bodyOf(`PUT /api/donthuoc/${id}/benhnhan`)).toBeUndefined();
    await userEvent.type(within(box).getByLabelText('Số CCCD'), '0009999');
    await userEvent.click(within(box).getByRole('button', { name: 'Lưu thông tin người bệnh' }));
    expect(await screen.findByText('079080009999')).toBeInTheDocument();
    expect(api.bodyOf(`PUT /api/donthuoc/${id}/benhnhan`)).toEqual({ cccd: '079080009999' });
    expect(screen.queryByRole('region', { name: 'Thông tin người bệnh cần để ký đơn' })).toBeNull();
    expect(screen.getByText('Số lượng: 18 gói')).toBeInTheDocument();
  });

  it('shows the citizen id saved on the patient’s record elsewhere when the doctor comes back to the page', async () => {
    let held: string | null = null;
    signedInApi(doctor, {
      [`GET /api/donthuoc/${id}`]: () => ok({ ...record, cccd: held }),
      'GET /api/thuoc': () => page([drug]),
    });
    renderScreen({ screen: PrescriptionsScreen, url: '/don-thuoc', path: `/don-thuoc/${id}`, staff: doctor });
    expect(await screen.findByText('Chưa có')).toBeInTheDocument();
    held = '079080007777';
    fireEvent.focus(window);
    expect(await screen.findByText('079080007777')).toBeInTheDocument();
  });

  it('shows each line’s form and route and warns when the directions name another route', async () => {
    const suppository: DrugRow = {
      ...drug,
      _id: '01a70000-0000-7000-8000-0000000000d2',
      tenthuoc: 'Efferalgan 150 mg',
      thanhphan: [{ hoatchat: 'Paracetamol', hamluong: '150 mg' }],
      dangbaoche: 'Thuốc đạn',
      donvitinh: 'viên',
      duongdung: 'DAT',
    };
    const line = {
      ...record.chitiet[0]!,
      thuoc_id: suppository._id,
      tenthuoc: 'Paracetamol 150 mg (Efferalgan 150 mg)',
      dangbaoche: 'Thuốc đạn',
      duongdung: 'DAT' as const,
      cachdung: 'Đặt hậu môn khi sốt',
    };
    signedInApi(doctor, {
      [`GET /api/donthuoc/${id}`]: () => ok({ ...record, diung: null, chitiet: [line] }),
      'GET /api/thuoc': () => page([drug, suppository]),
    });
    renderScreen({ screen: PrescriptionsScreen, url: '/don-thuoc', path: `/don-thuoc/${id}`, staff: doctor });
    expect(await screen.findByLabelText('Dạng bào chế, đường dùng 1')).toHaveTextContent('Thuốc đạn, Đặt');
    expect(await screen.findByTitle('Paracetamol 150 mg (Efferalgan 150 mg) · Thuốc đạn, Đặt')).toBeInTheDocument();
    expect(screen.queryByText(/cách dùng ghi/)).toBeNull();
    const directions = screen.getByLabelText('Cách dùng 1');
    await userEvent.clear(directions);
    await userEvent.type(directions, 'Uống khi sốt');
    expect(
      await screen.findByText(
        'Thuốc 1: cách dùng ghi "Uống" nhưng đường dùng của thuốc là "Đặt". Hãy kiểm tra lại cách dùng.',
      ),
    ).toBeInTheDocument();
  });

  it('voids a signed prescription with a reason, shows and prints it as void, and offers its reissue', async () => {
    const signed = { ...record, trangthai: 'DA_KY' as const, kyluc: '2026-11-26T03:00:00.000Z' };
    const voided = { ...signed, trangthai: 'HUY' as const, lydohuy: 'Sai liều', huyluc: '2026-11-26T04:00:00.000Z' };
    const api = signedInApi(doctor, {
      [`GET /api/donthuoc/${id}`]: () => ok(signed),
      'GET /api/thuoc': () => page([drug]),
      [`POST /api/donthuoc/${id}/huy`]: () => ok(voided),
    });
    renderScreen({ screen: PrescriptionsScreen, url: '/don-thuoc', path: `/don-thuoc/${id}`, staff: doctor });
    await userEvent.click(await screen.findByRole('button', { name: 'Hủy đơn' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Lý do hủy'), 'Sai liều');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy đơn' }));
    await waitFor(() => expect(api.bodyOf(`POST /api/donthuoc/${id}/huy`)).toEqual({ lydohuy: 'Sai liều' }));
    expect(await screen.findByText('Sai liều')).toBeInTheDocument();
    expect(screen.getAllByText('Đã hủy').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Cấp lại đơn mới' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hủy đơn' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /In bản nháp/ }));
    const mark = await screen.findByText('ĐƠN ĐÃ HỦY: không dùng để bán thuốc');
    const sheet = mark.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(sheet).getByText('ĐÃ HỦY')).toBeInTheDocument();
    expect(within(sheet).getByText('Lý do hủy: Sai liều')).toBeInTheDocument();
    expect(within(sheet).queryByRole('img', { name: 'Mã QR của mã đơn thuốc' })).toBeNull();
  });
  it('checks a line by the contract’s rule before saving, shows the server’s line message under its field, and asks before leaving unsaved', async () => {
    const adult = { ...record, treem: false, tuoi_thang: 480, cannang: null, cccd: '079186001234', diung: null };
    const api = signedInApi(doctor, {
      [`GET /api/donthuoc/${id}`]: () => ok(adult),
      'GET /api/thuoc': () => page([drug]),
      'GET /api/donthuoc': () => page([]),
      [`PUT /api/donthuoc/${id}`]: () =>
        fail('Dữ liệu không hợp lệ.', 400, {
          'chitiet.0.soluong': 'Số lượng không được ít hơn liều × số lần × số ngày',
        }),
    });
    const { location } = renderScreen({
      screen: PrescriptionsScreen,
      url: '/don-thuoc',
      path: `/don-thuoc/${id}`,
      staff: doctor,
    });
    const days = await screen.findByLabelText('Số ngày 1');
    await userEvent.clear(days);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu đơn' }));
    expect(await screen.findByText('Không phải là số')).toBeInTheDocument();
    expect(api.bodyOf(`PUT /api/donthuoc/${id}`)).toBeUndefined();
    await userEvent.type(days, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu đơn' }));
    expect(await screen.findByText('Số lượng không được ít hơn liều × số lần × số ngày')).toBeInTheDocument();
    expect(api.bodyOf(`PUT /api/donthuoc/${id}`)).toMatchObject({
      chitiet: [{ thuoc_id: drug._id, lieu_moilan: 1, solan_ngay: 3, songay: 4, soluong: null, cachdung: null }],
    });
    await userEvent.click(screen.getByRole('button', { name: /Về danh sách/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rời trang khi chưa lưu?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ở lại' }));
    expect(location()).toBe(`/don-thuoc/${id}`);
    expect(screen.getByLabelText('Số ngày 1')).toHaveValue('4');
  });
});

describe('the pharmacy’s stock on the prescription', { timeout: 90_000 }, () => {
  it('shows each drug’s usable stock and nearest expiry in the picker, marks one out of stock, and warns on more', async () => {
    const stocked: DrugRow = { ...drug, tonkho: 5, handung_gannhat: '2027-03-31' };
    const out: DrugRow = { ...drug, _id: '01a70000-0000-7000-8000-0000000000d2', tenthuoc: 'Efferalgan 80', tonkho: 0 };
    signedInApi(doctor, {
      [`GET /api/donthuoc/${id}`]: () => ok(record),
      'GET /api/thuoc': () => page([stocked, out]),
    });
    renderScreen({ screen: PrescriptionsScreen, url: '/don-thuoc', path: `/don-thuoc/${id}`, staff: doctor });
    // Nine sachets written, five in the pharmacy: a warning, never a refusal.
    expect(
      await screen.findByText('Nhà thuốc chỉ còn 5 gói dùng được; vẫn kê được, bệnh nhân mua phần thiếu ở nơi khác.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lưu đơn' })).toBeEnabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Thuốc 1' }));
    expect(await screen.findByText('tồn 5 · HSD 31/3/2027')).toBeInTheDocument();
    expect(screen.getByText('hết hàng')).toBeInTheDocument();
  });

  it('prints what the pharmacy handed out per batch and what the patient buys elsewhere', async () => {
    const dispensed: PrescriptionRecord = {
      ...record,
      trangthai: 'PHAT_MOT_PHAN',
      kyluc: '2026-11-26T03:00:00.000Z',
      chitiet: [{ ...record.chitiet[0]!, daphat: [{ solo: 'HP2401', handung: '2027-03-31', soluong: 6 }] }],
    };
    signedInApi(doctor, {
      [`GET /api/donthuoc/${id}`]: () => ok(dispensed),
      'GET /api/thuoc': () => page([drug]),
    });
    renderScreen({ screen: PrescriptionsScreen, url: '/don-thuoc', path: `/don-thuoc/${id}`, staff: doctor });
    await userEvent.click(await screen.findByRole('button', { name: /In đơn/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Đã phát tại nhà thuốc: lô HP2401 (HSD 31/3/2027) × 6')).toBeInTheDocument();
    expect(within(dialog).getByText('Không phát tại phòng khám: 3 gói')).toBeInTheDocument();
  });
});
