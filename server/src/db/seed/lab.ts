// The demo lab catalogue: the common outpatient panels with their tests, SI units as Vietnamese labs print them and
// adult reference ranges (per sex where they differ, a child's band where it matters) as found on hospital result
// sheets; each panel is a lab-kind service of the demo price list (seed/services.ts), found by name.
import type { LabRange } from '@phongkham/contracts';

interface DemoTest {
  ma: string;
  ten: string;
  ten_en: string;
  donvi: string;
  khoang: LabRange[];
}

export interface DemoPanel {
  /** The names the panel's price-list service may have. */
  tendichvu: string[];
  chiso: DemoTest[];
}

const both = (thap: number | null, cao: number | null, extra: Partial<LabRange> = {}): LabRange => ({
  thap,
  cao,
  ...extra,
});
const man = (thap: number | null, cao: number | null, extra: Partial<LabRange> = {}): LabRange => ({
  gioitinh: 'NAM',
  tuoitu: 16,
  thap,
  cao,
  ...extra,
});
const woman = (thap: number | null, cao: number | null, extra: Partial<LabRange> = {}): LabRange => ({
  gioitinh: 'NU',
  tuoitu: 16,
  thap,
  cao,
  ...extra,
});
const child = (thap: number | null, cao: number | null, extra: Partial<LabRange> = {}): LabRange => ({
  tuoitu: 1,
  tuoiden: 16,
  thap,
  cao,
  ...extra,
});

export const demoPanels: DemoPanel[] = [
  {
    tendichvu: ['Tổng phân tích tế bào máu', 'Xét nghiệm công thức máu'],
    chiso: [
      {
        ma: 'WBC',
        ten: 'Số lượng bạch cầu',
        ten_en: 'White blood cells',
        donvi: 'G/L',
        khoang: [both(4.0, 10.0, { nguythap: 2.0, nguycao: 30 }), child(4.5, 13.5, { nguythap: 2.0, nguycao: 30 })],
      },
      {
        ma: 'NEUT%',
        ten: 'Tỷ lệ bạch cầu trung tính',
        ten_en: 'Neutrophils',
        donvi: '%',
        khoang: [both(40, 75)],
      },
      { ma: 'LYM%', ten: 'Tỷ lệ bạch cầu lympho', ten_en: 'Lymphocytes', donvi: '%', khoang: [both(20, 40)] },
      {
        ma: 'RBC',
        ten: 'Số lượng hồng cầu',
        ten_en: 'Red blood cells',
        donvi: 'T/L',
        khoang: [man(4.2, 5.4), woman(4.0, 4.9), child(4.0, 5.2)],
      },
      {
        ma: 'HGB',
        ten: 'Huyết sắc tố',
        ten_en: 'Haemoglobin',
        donvi: 'g/L',
        khoang: [
          man(130, 170, { nguythap: 70, nguycao: 200 }),
          woman(120, 150, { nguythap: 70, nguycao: 200 }),
          child(115, 155, { nguythap: 70, nguycao: 200 }),
        ],
      },
      {
        ma: 'HCT',
        ten: 'Thể tích khối hồng cầu',
        ten_en: 'Haematocrit',
        donvi: 'L/L',
        khoang: [man(0.4, 0.5), woman(0.36, 0.46), child(0.35, 0.45)],
      },
      { ma: 'MCV', ten: 'Thể tích trung bình hồng cầu', ten_en: 'MCV', donvi: 'fL', khoang: [both(80, 100)] },
      { ma: 'MCH', ten: 'Lượng Hb trung bình hồng cầu', ten_en: 'MCH', donvi: 'pg', khoang: [both(27, 32)] },
      { ma: 'MCHC', ten: 'Nồng độ Hb trung bình hồng cầu', ten_en: 'MCHC', donvi: 'g/L', khoang: [both(320, 360)] },
      {
        ma: 'PLT',
        ten: 'Số lượng tiểu cầu',
        ten_en: 'Platelets',
        donvi: 'G/L',
        khoang: [both(150, 450, { nguythap: 20, nguycao: 1000 })],
      },
    ],
  },
  {
    tendichvu: ['Xét nghiệm mỡ máu (bộ lipid)'],
    chiso: [
      {
        ma: 'CHOL',
        ten: 'Cholesterol toàn phần',
        ten_en: 'Total cholesterol',
        donvi: 'mmol/L',
        khoang: [both(3.9, 5.2)],
      },
      {
        ma: 'TG',
        ten: 'Triglycerid',
        ten_en: 'Triglycerides',
        donvi: 'mmol/L',
        khoang: [both(0.46, 1.88, { nguycao: 11.3 })],
      },
      {
        ma: 'HDL-C',
        ten: 'HDL-Cholesterol',
        ten_en: 'HDL cholesterol',
        donvi: 'mmol/L',
        khoang: [both(1.0, null), { gioitinh: 'NAM', thap: 1.0 }, { gioitinh: 'NU', thap: 1.3 }],
      },
      { ma: 'LDL-C', ten: 'LDL-Cholesterol', ten_en: 'LDL cholesterol', donvi: 'mmol/L', khoang: [both(null, 3.4)] },
    ],
  },
  {
    tendichvu: ['Xét nghiệm đường huyết và HbA1c'],
    chiso: [
      {
        ma: 'GLU',
        ten: 'Glucose máu lúc đói',
        ten_en: 'Fasting glucose',
        donvi: 'mmol/L',
        khoang: [both(3.9, 6.4, { nguythap: 2.8, nguycao: 22.2 })],
      },
      { ma: 'HBA1C', ten: 'HbA1c', ten_en: 'HbA1c', donvi: '%', khoang: [both(4.0, 6.0)] },
    ],
  },
  {
    tendichvu: ['Xét nghiệm chức năng gan (AST, ALT)'],
    chiso: [
      { ma: 'AST', ten: 'AST (GOT)', ten_en: 'AST (GOT)', donvi: 'U/L', khoang: [both(null, 37)] },
      {
        ma: 'ALT',
        ten: 'ALT (GPT)',
        ten_en: 'ALT (GPT)',
        donvi: 'U/L',
        khoang: [both(null, 40), { gioitinh: 'NU', cao: 31 }],
      },
    ],
  },
  {
    tendichvu: ['Xét nghiệm chức năng thận (ure, creatinin, acid uric)'],
    chiso: [
      { ma: 'URE', ten: 'Urê', ten_en: 'Urea', donvi: 'mmol/L', khoang: [both(2.5, 7.5, { nguycao: 35 })] },
      {
        ma: 'CREA',
        ten: 'Creatinin',
        ten_en: 'Creatinine',
        donvi: 'µmol/L',
        khoang: [man(62, 106, { nguycao: 500 }), woman(44, 80, { nguycao: 500 }), child(27, 62)],
      },
      {
        ma: 'URIC',
        ten: 'Acid uric',
        ten_en: 'Uric acid',
        donvi: 'µmol/L',
        khoang: [man(202, 416), woman(142, 339)],
      },
    ],
  },
];
