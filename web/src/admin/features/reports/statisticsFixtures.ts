// A month of form 14 as the API answers it: two chapters and a code the catalogue lacks, and visits without a diagnosis.
import type { HealthStatistics } from '@phongkham/contracts';
import { issuer } from './fixtures';

export const statistics: HealthStatistics = {
  phongkham: issuer,
  tungay: '2026-10-01',
  denngay: '2026-10-31',
  tongso: 42,
  nu: 25,
  treem: 9,
  khongchandoan: 3,
  chuong: [
    {
      chuong: 'IX',
      ten_chuong: 'Bệnh hệ tuần hoàn',
      tongso: 12,
      nu: 5,
      treem: 0,
      nhom: [
        {
          ma: 'I10',
          ten: 'Bệnh lý tăng huyết áp vô căn (nguyên phát)',
          ten_en: 'Essential (primary) hypertension',
          tongso: 12,
          nu: 5,
          treem: 0,
        },
      ],
    },
    {
      chuong: 'X',
      ten_chuong: 'Bệnh hệ hô hấp',
      tongso: 29,
      nu: 19,
      treem: 9,
      nhom: [
        { ma: 'J02', ten: 'Viêm họng cấp', ten_en: 'Acute pharyngitis', tongso: 17, nu: 11, treem: 6 },
        {
          ma: 'J06',
          ten: 'Nhiễm trùng đường hô hấp trên cấp',
          ten_en: 'Acute upper respiratory infections',
          tongso: 12,
          nu: 8,
          treem: 3,
        },
      ],
    },
    {
      chuong: null,
      ten_chuong: null,
      tongso: 1,
      nu: 1,
      treem: 0,
      nhom: [{ ma: 'ZZZ', ten: null, ten_en: null, tongso: 1, nu: 1, treem: 0 }],
    },
  ],
};
