// The pharmacy screens through the DOM: the day's worklist with the patient's identity and what is left; a
// prescription's dispensing page proposing FEFO's batches, a batch changed by hand and a line left to buy elsewhere,
// the batches sent and the answer shown (the issue, the bill, what is still short); the server's refusal shown; a
// return with its reason; a counter sale; English too.
import type { DispenseAnswer, PharmacyPrescription, PharmacyRow, SellableItem } from '@phongkham/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, labelled, ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { PharmacyScreen } from './PharmacyScreen';

const pharmacist = staffWithRole('DUOCSI', {
  vaitro: {
    _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c50',
    ma: 'DUOCSI',
    ten: 'Dược sĩ',
    menu: [{ url: '/nha-thuoc', view: true, create: true, update: true, delete: false, actions: ['PRINT'] }],
  },
});
const id = '01d10000-0000-7000-8000-000000000001';
const lineA = '01d10000-0000-7000-8000-0000000000a1';
const lineB = '01d10000-0000-7000-8000-0000000000a2';
const lot1 = '01d10000-0000-7000-8000-0000000000b1';
const lot2 = '01d10000-0000-7000-8000-0000000000b2';
const drugA = '01d10000-0000-7000-8000-0000000000c1';
const drugB = '01d10000-0000-7000-8000-0000000000c2';
const patient = '01d10000-0000-7000-8000-0000000000d1';

const row: PharmacyRow = {
  _id: id,
  madonthuoc: 'AB1230000001-c',
  trangthai: 'DA_KY',
  benhnhan_id: patient,
  benhnhan_ma: 'BN-000042',
  benhnhan_hoten: 'Nguyễn Bảo An',
  benhnhan_ngaysinh: '1985-04-02',
  benhnhan_gioitinh: 'NAM',
  bacsi_hoten: 'Trần Thị Lan',
  kyluc: '2026-11-28T02:30:00.000Z',
  sodong: 2,
  soconlai: 2,
};

const record: PharmacyPrescription = {
  _id: id,
  madonthuoc: 'AB1230000001-c',
  loaidon: 'c',
  trangthai: 'DA_KY',
  kyluc: '2026-11-28T02:30:00.000Z',
  bacsi_hoten: 'Trần Thị Lan',
  benhnhan_id: patient,
  benhnhan_ma: 'BN-000042',
  benhnhan_hoten: 'Nguyễn Bảo An',
  benhnhan_ngaysinh: '1985-04-02',
  benhnhan_gioitinh: 'NAM',
  kho_id: '01d10000-0000-7000-8000-0000000000e1',
  kho_ten: 'Nhà thuốc',
  dong: [
    {
      donthuoc_chitiet_id: lineA,
      thutu: 1,
      thuoc_id: drugA,
      tenthuoc: 'Amoxicillin 500 mg',
      donvitinh: 'Viên',
      cachdung: 'Uống sau ăn',
      soluong: 14,
      daphat: 0,
      conlai: 14,
      khadung: 30,
      lo: [
        { lohang_id: lot1, solo: 'A01', handung: '2027-01-31', soluong: 10, giaban: 2_000 },
        { lohang_id: lot2, solo: 'B02', handung: '2027-06-30', soluong: 20, giaban: 2_200 },
      ],
      dexuat: [
        { lohang_id: lot1, soluong: 10 },
        { lohang_id: lot2, soluong: 4 },
      ],
    },
    {
      donthuoc_chitiet_id: lineB,
      thutu: 2,
      thuoc_id: drugB,
      tenthuoc: 'Vitamin C 500 mg',
      donvitinh: 'Viên',
      cachdung: null,
      soluong: 10,
      daphat: 0,
      conlai: 10,
      khadung: 0,
      lo: [],
      dexuat: [],
    },
  ],
  phieukho: [],
};

const answer: DispenseAnswer = {
  phieukho: {
    _id: '01d10000-0000-7000-8000-0000000000f1',
    so: 'PX-2026-000007',
    loai: 'XUAT',
    lydo: 'PHAT_THUOC',
    donthuoc_id: id,
    hoadon_id: '01d10000-0000-7000-8000-0000000000f2',
    goc_id: null,
    ghichu: null,
    nhanvien_hoten: 'Nguyễn Văn An',
    createdAt: '2026-11-28T03:00:00.000Z',
    dong: [],
  },
  hoadon_id: '01d10000-0000-7000-8000-0000000000f2',
  hoadon_so: 'HD-2026-000031',
  hoadon_dong: [],
  donthuoc: {
    _id: id,
    trangthai: 'PHAT_MOT_PHAN',
    conlai: [
      {
        donthuoc_chitiet_id: lineB,
        thuoc_id: drugB,
        tenthuoc: 'Vitamin C 500 mg',
        donvitinh: 'Viên',
        soluong: 10,
        daphat: 0,
        conlai: 10,
      },
    ],
  },
};

describe('the pharmacy screens', { timeout: 90_000 }, () => {
  it('lists the day’s prescriptions and dispenses one with the batches chosen, showing what is still short', async () => {
    let refuse = true;
    const api = signedInApi(pharmacist, {
      'GET /api/nhathuoc': () => ok([row]),
      [`GET /api/nhathuoc/${id}`]: () => ok(record),
      [`POST /api/donthuoc/${id}/phat`]: () =>
        refuse ? fail('Lô A01 không còn đủ số lượng, vui lòng tải lại và chọn lại lô.', 409) : ok(answer, 201),
    });
    const { location } = renderScreen({ screen: PharmacyScreen, url: '/nha-thuoc', staff: pharmacist });
    const link = await screen.findByRole('link', { name: 'Mở đơn AB1230000001-c' });
    expect(screen.getByText(/Nguyễn Bảo An/)).toBeInTheDocument();
    expect(screen.getByText('Đã ký')).toBeInTheDocument();
    await userEvent.click(link);
    expect(location()).toBe(`/nha-thuoc/${id}`);
    const first = await screen.findByRole('group', { name: 'Dòng 1' });
    expect(within(first).getByText('Còn phải phát: 14 Viên')).toBeInTheDocument();
    expect(within(first).getByText(/Lô A01 · HSD 31\/1\/2027 · còn 10 Viên/)).toBeInTheDocument();
    const second = screen.getByRole('group', { name: 'Dòng 2' });
    expect(within(second).getByText('Hết hàng')).toBeInTheDocument();
    expect(within(second).getByText(/Không phát dòng này tại nhà thuốc/)).toBeInTheDocument();
    // No diagnosis, advice or allergy on the pharmacist's page.
    expect(screen.queryByText(/Chẩn đoán/)).toBeNull();
    // The second batch gives 3 instead of FEFO's 4: the line is short by one.
    const units = labelled('Số lượng lô 2 của dòng 1');
    fireEvent.change(units, { target: { value: '3' } });
    expect(await within(first).findByText(/Thiếu 1 Viên/)).toBeInTheDocument();
    expect(screen.getByText('26.600 ₫')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Phát thuốc' }));
    const lines = first.closest('.ant-card') as HTMLElement;
    expect(await within(lines).findByText(/Lô A01 không còn đủ số lượng/)).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Phát thuốc' }));
    expect(
      await screen.findByText('Đã phát theo phiếu PX-2026-000007: thêm 0 dòng vào hóa đơn HD-2026-000031.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Chưa phát: Vitamin C 500 mg, còn 10 Viên.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mở hóa đơn HD-2026-000031' })).toHaveAttribute(
      'href',
      '/hoa-don/01d10000-0000-7000-8000-0000000000f2',
    );
    expect(api.bodyOf(`POST /api/donthuoc/${id}/phat`)).toEqual({
      dong: [
        {
          donthuoc_chitiet_id: lineA,
          lo: [
            { lohang_id: lot1, soluong: 10 },
            { lohang_id: lot2, soluong: 3 },
          ],
        },
        { donthuoc_chitiet_id: lineB, lo: [] },
      ],
    });
  });

  it('takes drugs back on an issue with a reason', async () => {
    const issued: PharmacyPrescription = {
      ...record,
      trangthai: 'DA_PHAT',
      dong: record.dong.map((line) => ({ ...line, daphat: line.soluong, conlai: 0, dexuat: [] })),
      phieukho: [
        {
          ...answer.phieukho,
          dong: [
            {
              _id: '01d10000-0000-7000-8000-0000000000f9',
              lohang_id: lot1,
              thuoc_id: drugA,
              sanpham_id: null,
              ten: 'Amoxicillin 500 mg',
              donvitinh: 'Viên',
              solo: 'A01',
              handung: '2027-01-31',
              soluong: 10,
              giaban: 2_000,
              donthuoc_chitiet_id: lineA,
              hoadon_dong_id: '01d10000-0000-7000-8000-0000000000fa',
              datralai: 0,
            },
          ],
        },
      ],
    };
    const api = signedInApi(pharmacist, {
      [`GET /api/nhathuoc/${id}`]: () => ok(issued),
      'POST /api/nhathuoc/tralai': () =>
        ok(
          {
            phieukho: { ...answer.phieukho, so: 'PNL-2026-000001', loai: 'TRA_LAI', lydo: null },
            sotien: 4_000,
            phieuchi_id: '01d10000-0000-7000-8000-0000000000fb',
            phieuchi_so: 'PC-2026-000003',
          },
          201,
        ),
    });
    renderScreen({ screen: PharmacyScreen, url: '/nha-thuoc', path: `/nha-thuoc/${id}`, staff: pharmacist });
    await userEvent.click(await screen.findByRole('button', { name: 'Nhận trả lại' }));
    fireEvent.change(labelled('Số lượng trả lại của Amoxicillin 500 mg'), { target: { value: '2' } });
    await userEvent.type(labelled('Lý do trả lại'), 'Dị ứng, ngừng thuốc');
    await userEvent.click(screen.getByRole('button', { name: 'Nhập trả và hoàn tiền' }));
    expect(
      await screen.findByText(/Đã nhập trả PNL-2026-000001, hoàn 4\.000\s₫ theo phiếu chi PC-2026-000003/),
    ).toBeInTheDocument();
    expect(api.bodyOf('POST /api/nhathuoc/tralai')).toEqual({
      phieukho_id: answer.phieukho._id,
      lydo: 'Dị ứng, ngừng thuốc',
      phuongthuc: 'TIEN_MAT',
      dong: [{ phieukho_dong_id: '01d10000-0000-7000-8000-0000000000f9', soluong: 2 }],
    });
  });

  it('sells at the counter in English', async () => {
    const item: SellableItem = {
      thuoc_id: drugA,
      sanpham_id: null,
      ten: 'Vitamin B1',
      donvitinh: 'Tablet',
      khadung: 40,
      handung_gannhat: '2027-03-31',
      giaban: 1_000,
      cankedon: false,
    };
    const api = signedInApi(pharmacist, {
      'GET /api/nhathuoc/ton': () => ok([item]),
      'POST /api/nhathuoc/banle': () =>
        ok(
          {
            phieukho: { ...answer.phieukho, lydo: 'BAN_LE', donthuoc_id: null },
            hoadon: { _id: '01d10000-0000-7000-8000-0000000000f2', so: 'HD-2026-000032', phaitra: 5_000 },
          },
          201,
        ),
    });
    renderScreen({
      screen: PharmacyScreen,
      url: '/nha-thuoc',
      path: '/nha-thuoc/ban-le',
      staff: pharmacist,
      lang: 'en',
    });
    const search = await screen.findByRole('combobox', { name: 'Find a drug or product in stock' });
    await userEvent.click(search);
    await userEvent.click(
      await screen.findByText(/Vitamin B1 · 40 Tablet left · nearest expiry 03\/31\/2027|Vitamin B1 · 40 Tablet left/),
    );
    fireEvent.change(labelled('Units of Vitamin B1 sold'), { target: { value: '5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sell and bill' }));
    expect(await screen.findByText(/Issued PX-2026-000007 and opened bill HD-2026-000032/)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodyOf('POST /api/nhathuoc/banle')).toEqual({
        khachhang: null,
        dong: [{ thuoc_id: drugA, sanpham_id: null, soluong: 5 }],
      }),
    );
  });
});
