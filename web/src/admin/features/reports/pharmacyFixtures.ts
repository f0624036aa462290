// A pharmacy report as the API answers it (the server test's clinic of today, two stores), for the pharmacy
// report's screen and workbook tests.
import type { PharmacyReport } from '@phongkham/contracts';
import { issuer } from './fixtures';

const pharmacy = '01b10000-0000-7000-8000-0000000000a1';
const room = '01b10000-0000-7000-8000-0000000000a2';
const drugA = '01b10000-0000-7000-8000-0000000000b1';
const drugB = '01b10000-0000-7000-8000-0000000000b2';
const drugC = '01b10000-0000-7000-8000-0000000000b3';

export const pharmacyReportFixture: PharmacyReport = {
  phongkham: issuer,
  tungay: '2026-03-01',
  denngay: '2026-03-03',
  ngay_ton: '2026-03-03',
  songay_ganhethan: 90,
  giatri_ton: 466_100,
  giatri_ganhethan: 24_000,
  giatri_hethan: 2_100,
  giatri_tamgiu: 100_000,
  theokho: [
    {
      kho_id: pharmacy,
      kho_ten: 'Nhà thuốc',
      solo: 4,
      giatri_ton: 366_100,
      giatri_ganhethan: 24_000,
      giatri_hethan: 2_100,
      giatri_tamgiu: 0,
    },
    {
      kho_id: room,
      kho_ten: 'Phòng thủ thuật',
      solo: 1,
      giatri_ton: 100_000,
      giatri_ganhethan: 0,
      giatri_hethan: 0,
      giatri_tamgiu: 100_000,
    },
  ],
  theoloai: [
    {
      loai: 'NHAP',
      lydo: null,
      sophieu: 2,
      sodong: 4,
      soluong_vao: 358,
      soluong_ra: 0,
      giatri_vao: 515_600,
      giatri_ra: 0,
    },
    {
      loai: 'XUAT',
      lydo: 'BAN_LE',
      sophieu: 1,
      sodong: 1,
      soluong_vao: 0,
      soluong_ra: 30,
      giatri_vao: 0,
      giatri_ra: 36_000,
    },
    {
      loai: 'CHUYEN',
      lydo: null,
      sophieu: 1,
      sodong: 2,
      soluong_vao: 40,
      soluong_ra: 40,
      giatri_vao: 100_000,
      giatri_ra: 100_000,
    },
  ],
  ganhethan: {
    so: 1,
    thanhtien: 24_000,
    dong: [
      {
        lohang_id: '01b10000-0000-7000-8000-0000000000c1',
        kho_id: pharmacy,
        kho_ten: 'Nhà thuốc',
        thuoc_id: drugA,
        sanpham_id: null,
        ten: 'Paracetamol 500 mg',
        donvitinh: 'Viên',
        soluong: 20,
        thanhtien: 24_000,
        solo: 'A2',
        handung: '2026-04-02',
      },
    ],
  },
  hethan: {
    so: 1,
    thanhtien: 2_100,
    dong: [
      {
        lohang_id: '01b10000-0000-7000-8000-0000000000c2',
        kho_id: pharmacy,
        kho_ten: 'Nhà thuốc',
        thuoc_id: drugC,
        sanpham_id: null,
        ten: 'Vitamin C 500 mg',
        donvitinh: 'Viên',
        soluong: 3,
        thanhtien: 2_100,
        solo: 'E1',
        handung: '2026-03-02',
      },
    ],
  },
  chamluanchuyen_tungay: '2026-02-02',
  chamluanchuyen: {
    so: 2,
    thanhtien: 250_000,
    dong: [
      {
        kho_id: pharmacy,
        kho_ten: 'Nhà thuốc',
        thuoc_id: drugB,
        sanpham_id: null,
        ten: 'Amoxicillin 500 mg',
        donvitinh: 'Viên',
        soluong: 60,
        thanhtien: 150_000,
        xuat_cuoi: '2025-12-20',
      },
      {
        kho_id: room,
        kho_ten: 'Phòng thủ thuật',
        thuoc_id: drugB,
        sanpham_id: null,
        ten: 'Amoxicillin 500 mg',
        donvitinh: 'Viên',
        soluong: 40,
        thanhtien: 100_000,
        xuat_cuoi: null,
      },
    ],
  },
  kytruoc: {
    tungay: '2026-02-26',
    denngay: '2026-02-28',
    giatri_ton: 320_000,
    giatri_ganhethan: 0,
    giatri_hethan: 0,
    giatri_tamgiu: 0,
    theoloai: [
      {
        loai: 'NHAP',
        lydo: null,
        sophieu: 1,
        sodong: 1,
        soluong_vao: 100,
        soluong_ra: 0,
        giatri_vao: 100_000,
        giatri_ra: 0,
      },
      {
        loai: 'XUAT',
        lydo: 'PHAT_THUOC',
        sophieu: 3,
        sodong: 3,
        soluong_vao: 0,
        soluong_ra: 12,
        giatri_vao: 0,
        giatri_ra: 12_000,
      },
    ],
  },
};
