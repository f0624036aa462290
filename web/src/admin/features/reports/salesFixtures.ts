// A sales report as the API answers it, for the screen's and the workbook's tests: 1–3 March 2026, two bills.
import type { SalesReport } from '@phongkham/contracts';
import { issuer } from './fixtures';

export const sales: SalesReport = {
  phongkham: issuer,
  tungay: '2026-03-01',
  denngay: '2026-03-03',
  sohoadon: 2,
  tienhang: 420_000,
  giamgia: 30_000,
  doanhso: 390_000,
  giamgia_dong: 50_000,
  dahuy: 1,
  theoloai: [
    { ma: 'DICH_VU', ten: null, soluong: 2, thanhtien: 300_000 },
    { ma: 'THUOC', ten: null, soluong: 2, thanhtien: 120_000 },
  ],
  theonhom: [{ ma: '0192f000-0000-7000-8000-000000000001', ten: 'Khám bệnh', soluong: 2, thanhtien: 300_000 }],
  theodichvu: [
    { ma: '0192f000-0000-7000-8000-000000000002', ten: 'Khám nội tổng quát', soluong: 1, thanhtien: 150_000 },
    { ma: '0192f000-0000-7000-8000-000000000003', ten: 'Xét nghiệm mỡ máu', soluong: 1, thanhtien: 150_000 },
  ],
  theobacsi: [
    { ma: '0192f000-0000-7000-8000-000000000004', ten: 'Trần Thị Lan', soluong: 1, thanhtien: 270_000 },
    { ma: null, ten: null, soluong: 1, thanhtien: 120_000 },
  ],
  giamgia_theonguoiduyet: [
    {
      nguoiduyet_id: '0192f000-0000-7000-8000-000000000005',
      nguoiduyet_hoten: 'Nguyễn Văn Quản',
      sohoadon: 1,
      giamgia: 30_000,
    },
  ],
  congno: { sohoadon: 3, conlai: 505_000 },
  tamung: { sobenhnhan: 1, sodu: 80_000 },
  kytruoc: { tungay: '2026-02-26', denngay: '2026-02-28', sohoadon: 1, tienhang: 60_000, giamgia: 0, doanhso: 60_000 },
};
