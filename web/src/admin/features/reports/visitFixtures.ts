// A patients-and-flow report as the API answers it (1–3 March 2026), for the screen's and the workbook's tests.
import type { VisitReport } from '@phongkham/contracts';
import { issuer } from './fixtures';

const none = { tong: 0, chuaden: 0, daden: 0, khongden: 0, dahuy: 0 };

export const visitsReport: VisitReport = {
  phongkham: issuer,
  tungay: '2026-03-01',
  denngay: '2026-03-03',
  soluot: 57,
  daxong: 52,
  vanglai: 21,
  dahuy: 3,
  benhnhan: { tong: 50, moi: 18, taikham: 32 },
  lichhen: { tong: 40, chuaden: 2, daden: 30, khongden: 5, dahuy: 3 },
  pheu: { yeucau: 25, dangky: 19, luotkham: 57, dathanhtoan: 49 },
  theongay: [
    { ngay: '2026-03-01', soluot: 20, moi: 7 },
    { ngay: '2026-03-02', soluot: 0, moi: 0 },
    { ngay: '2026-03-03', soluot: 37, moi: 11 },
  ],
  theobacsi: [
    {
      bacsi_id: '01b10000-0000-7000-8000-0000000000d1',
      bacsi_hoten: 'BS. Trần Minh Khoa',
      soluot: 45,
      daxong: 42,
    },
    { bacsi_id: null, bacsi_hoten: null, soluot: 12, daxong: 10 },
  ],
  theophong: [
    { phong_id: '01b10000-0000-7000-8000-0000000000e1', phong_ten: 'Phòng khám nội 1', soluot: 40 },
    { phong_id: '01b10000-0000-7000-8000-0000000000e2', phong_ten: 'Phòng siêu âm', soluot: 17 },
  ],
  theokenh: [
    { kenh: 'WEB', ...none, tong: 22, daden: 15, khongden: 4, dahuy: 2, chuaden: 1 },
    { kenh: 'YEU_CAU', ...none, tong: 8, daden: 7, khongden: 1 },
    { kenh: 'NHAN_VIEN', ...none, tong: 10, daden: 8, dahuy: 1, chuaden: 1 },
  ],
  kytruoc: {
    tungay: '2026-02-26',
    denngay: '2026-02-28',
    soluot: 48,
    daxong: 45,
    vanglai: 19,
    dahuy: 2,
    benhnhan: { tong: 44, moi: 12, taikham: 32 },
    lichhen: { tong: 33, chuaden: 0, daden: 26, khongden: 6, dahuy: 1 },
    pheu: { yeucau: 20, dangky: 13, luotkham: 48, dathanhtoan: 41 },
  },
};
