// A revenue report and a waiting report as the API answers them, for the reports' screen and sheet tests.
import type { ReportIssuer, RevenueReport, WaitReport } from '@phongkham/contracts';

/** The clinic a narrowed reading covers, as the answer names it for the printout. */
export const issuer: ReportIssuer = {
  phongkham_ten: 'Phòng khám Đa khoa An Tâm – Cơ sở Quận 3',
  phongkham_diachi: '12 Võ Văn Tần, Phường Xuân Hòa, Thành phố Hồ Chí Minh',
  phongkham_dienthoai: '028 3930 1234',
};

export const revenue: RevenueReport = {
  phongkham: issuer,
  tungay: '2026-03-01',
  denngay: '2026-03-03',
  tongthu: 895_000,
  tonghoan: 30_000,
  thucthu: 865_000,
  theophuongthuc: { TIEN_MAT: 270_000, THE: 250_000, CHUYEN_KHOAN: 300_000, VIETQR: 45_000 },
  tamung: { thu: 200_000, hoan: 0 },
  theongay: [
    { ngay: '2026-03-01', tongthu: 350_000, tonghoan: 0, thucthu: 350_000 },
    { ngay: '2026-03-02', tongthu: 345_000, tonghoan: 0, thucthu: 345_000 },
    { ngay: '2026-03-03', tongthu: 200_000, tonghoan: 30_000, thucthu: 170_000 },
  ],
  theonhanvien: [
    {
      nhanvien_id: '01b10000-0000-7000-8000-0000000000c1',
      nhanvien_hoten: 'Phạm Thu Ngân',
      tongthu: 895_000,
      tonghoan: 30_000,
      thucthu: 865_000,
    },
  ],
  kytruoc: { tungay: '2026-02-26', denngay: '2026-02-28', tongthu: 1_070_000, tonghoan: 0, thucthu: 1_070_000 },
};

export const waits: WaitReport = {
  phongkham: issuer,
  tungay: '2026-03-01',
  denngay: '2026-03-03',
  soluot: 42,
  trungvi_phut: 17.5,
  p90_phut: 41,
  kham_trungvi_phut: 9.5,
  kham_p90_phut: 20,
  theogio: [
    { gio: 7, soluot: 12, trungvi_phut: 25 },
    { gio: 8, soluot: 20, trungvi_phut: 15.5 },
    { gio: 14, soluot: 10, trungvi_phut: 8 },
  ],
  theobacsi: [
    {
      bacsi_id: '01b10000-0000-7000-8000-0000000000d1',
      bacsi_hoten: 'BS. Trần Minh Khoa',
      soluot: 30,
      trungvi_phut: 18,
      kham_trungvi_phut: 10,
    },
    { bacsi_id: null, bacsi_hoten: null, soluot: 12, trungvi_phut: 12, kham_trungvi_phut: null },
  ],
  kytruoc: { tungay: '2026-02-26', denngay: '2026-02-28', soluot: 35, trungvi_phut: 22, p90_phut: 50 },
};
