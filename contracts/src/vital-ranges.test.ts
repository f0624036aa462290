// The vital-sign bands by age and sex, each at its edges, and the flags a visit record answers with them: a child
// is never judged against an adult's range, and where no band applies there is no flag.
import { describe, expect, it } from 'vitest';
import { bodyMassIndex, vitalFlags } from './resources/examination';
import { bandFlag, vitalRange, type VitalPatient } from './vital-ranges';

const child = (years: number, months = 0, sex: string | null = 'NAM'): VitalPatient => ({
  ageMonths: years * 12 + months,
  sex,
});
const adult: VitalPatient = { ageMonths: 40 * 12, sex: 'NU' };
const edges = (field: Parameters<typeof vitalRange>[0], patient: VitalPatient) => {
  const range = vitalRange(field, patient);
  return range && [range.low, range.high, range.highExcluded, range.source];
};

describe('heart and breathing rate (PALS 2020, awake)', () => {
  it('has a band per age group, the adult one from 16 years', () => {
    expect(edges('mach', { ageMonths: 0, sex: null })).toEqual([100, 205, false, 'PALS_2020']);
    expect(edges('mach', child(0, 6))).toEqual([100, 180, false, 'PALS_2020']);
    expect(edges('mach', child(2, 11))).toEqual([98, 140, false, 'PALS_2020']);
    expect(edges('mach', child(3))).toEqual([80, 120, false, 'PALS_2020']);
    expect(edges('mach', child(6))).toEqual([75, 118, false, 'PALS_2020']);
    expect(edges('mach', child(15, 11))).toEqual([60, 100, false, 'PALS_2020']);
    expect(edges('mach', child(16))).toEqual([60, 100, false, 'ADULT']);
    expect(edges('nhiptho', child(0, 3))).toEqual([30, 53, false, 'PALS_2020']);
    expect(edges('nhiptho', child(1))).toEqual([22, 37, false, 'PALS_2020']);
    expect(edges('nhiptho', child(4))).toEqual([20, 28, false, 'PALS_2020']);
    expect(edges('nhiptho', child(11, 11))).toEqual([18, 25, false, 'PALS_2020']);
    expect(edges('nhiptho', child(12))).toEqual([12, 20, false, 'PALS_2020']);
    expect(edges('nhiptho', adult)).toEqual([12, 20, false, 'ADULT']);
  });
});

describe('blood pressure (AAP 2017 screening values, PALS hypotension)', () => {
  it('is high at the screening value for the age and sex, low below the PALS floor', () => {
    expect(edges('huyetap_tamthu', child(3, 0, 'NAM'))).toEqual([76, 101, true, 'AAP_2017']);
    expect(edges('huyetap_tamthu', child(3, 0, 'NU'))).toEqual([76, 102, true, 'AAP_2017']);
    expect(edges('huyetap_tamtruong', child(12, 0, 'NU'))).toEqual([null, 75, true, 'AAP_2017']);
    // Sex unknown: the lower of the two values, so nothing high is missed.
    expect(edges('huyetap_tamtruong', child(2, 0, null))).toEqual([null, 55, true, 'AAP_2017']);
    expect(edges('huyetap_tamthu', child(13))).toEqual([90, 120, true, 'AAP_2017']);
    expect(edges('huyetap_tamthu', child(10))).toEqual([90, 108, true, 'AAP_2017']);
    // An infant: a floor, no ceiling from the simplified table.
    expect(edges('huyetap_tamthu', child(0, 4))).toEqual([70, null, false, 'PALS_2020']);
    expect(edges('huyetap_tamtruong', child(0, 4))).toEqual([null, null, false, 'PALS_2020']);
    expect(edges('huyetap_tamthu', adult)).toEqual([90, 139, false, 'ADULT']);
    const range = vitalRange('huyetap_tamthu', child(3, 0, 'NAM'));
    expect([bandFlag(100, range), bandFlag(101, range), bandFlag(75, range)]).toEqual([null, 'CAO', 'THAP']);
  });
});

describe('BMI (WHO BMI-for-age under 18, Asian adult cut-offs from 18)', () => {
  it('uses -2 SD and +2 SD under 5 years, -2 SD and +1 SD from 5, by sex, interpolated by month', () => {
    expect(edges('bmi', child(3, 0, 'NAM'))).toEqual([13.4, 18.4, false, 'WHO_2006']);
    expect(edges('bmi', child(3, 0, 'NU'))).toEqual([13.1, 18.4, false, 'WHO_2006']);
    expect(edges('bmi', child(10, 0, 'NU'))).toEqual([13.5, 19, false, 'WHO_2007']);
    expect(edges('bmi', child(10, 6, 'NU'))).toEqual([13.7, 19.4, false, 'WHO_2007']);
    expect(edges('bmi', child(17, 11, 'NAM'))).toEqual([17.3, 24.9, false, 'WHO_2007']);
    expect(edges('bmi', child(18, 0, 'NAM'))).toEqual([18.5, 23, true, 'ASIAN_BMI']);
  });

  it('has no range under 2 years or for a child whose sex is not recorded', () => {
    expect(vitalRange('bmi', child(1, 11))).toBeNull();
    expect(vitalRange('bmi', child(8, 0, null))).toBeNull();
    expect(vitalRange('bmi', child(8, 0, 'KHAC'))).toBeNull();
  });
});

describe("a visit record's flags", () => {
  const threeYearOld = { benhnhan_ngaysinh: '2023-05-10', benhnhan_gioitinh: 'NAM', ngay: '2026-11-28' };

  it("does not flag a 3-year-old's pulse of 110 nor a BMI of 15.5, which an adult's ranges would", () => {
    // 14.5 kg and 96.7 cm: BMI 15.5.
    const values = { mach: 110, cannang: 14.5, chieucao: 96.7, nhiptho: 24 };
    expect(bodyMassIndex(values.cannang, values.chieucao)).toBe(15.5);
    expect(vitalFlags({ ...values, ...threeYearOld })).toEqual({});
    expect(vitalFlags(values)).toEqual({ mach: 'CAO', nhiptho: 'CAO', bmi: 'THAP' });
    expect(vitalFlags({ ...threeYearOld, mach: 130, nhiptho: 18 })).toEqual({ mach: 'CAO', nhiptho: 'THAP' });
  });

  it('judges the BMI as shown: 23.03 shows as 23.0 and is high beside 18.5 to under 23', () => {
    // 66.5 kg, 169.9 cm: 23.04 before rounding.
    expect(bodyMassIndex(66.5, 169.9)).toBe(23);
    expect(vitalFlags({ cannang: 66.5, chieucao: 169.9, benhnhan_ngaysinh: '1990-01-01', ngay: '2026-11-28' })).toEqual(
      { bmi: 'CAO' },
    );
    expect(bodyMassIndex(66, 169.9)).toBe(22.9);
    expect(vitalFlags({ cannang: 66, chieucao: 169.9 })).toEqual({});
  });

  it('has no BMI flag for a toddler, whom WHO judges by weight-for-length', () => {
    const toddler = { benhnhan_ngaysinh: '2025-06-01', benhnhan_gioitinh: 'NU', ngay: '2026-11-28' };
    expect(vitalFlags({ ...toddler, cannang: 8, chieucao: 80 })).toEqual({});
  });
});
