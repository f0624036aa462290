// Vietnam's public holidays (Labour Code 2019, art. 112) for 2026 and 2027, which every clinic starts with and edits
// each year in the appointments screen: Tết's days move with the lunar calendar and the Government fixes the days
// around them (and the day beside 2 September) each year, so these are the announced or usual ones to check.
// A holiday on a weekly day off carries a day in lieu (nghỉ bù) on the next working day.
export interface SeedHoliday {
  ngay: string;
  ten: string;
  ten_en: string;
}

const tet = (days: string[], year: number): SeedHoliday[] =>
  days.map((ngay) => ({ ngay, ten: `Tết Nguyên đán ${year}`, ten_en: `Lunar New Year (Tết) ${year}` }));

export const vietnameseHolidays: SeedHoliday[] = [
  { ngay: '2026-01-01', ten: 'Tết Dương lịch', ten_en: "New Year's Day" },
  // Tết Bính Ngọ: mùng 1 is 17 February 2026; the Government's break runs 14–22 February.
  ...tet(
    [
      '2026-02-14',
      '2026-02-15',
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
      '2026-02-21',
      '2026-02-22',
    ],
    2026,
  ),
  // 10/3 âm lịch falls on Sunday 26 April 2026.
  { ngay: '2026-04-26', ten: 'Giỗ Tổ Hùng Vương', ten_en: 'Hung Kings Commemoration Day' },
  { ngay: '2026-04-27', ten: 'Nghỉ bù Giỗ Tổ Hùng Vương', ten_en: 'Day in lieu of Hung Kings Commemoration Day' },
  { ngay: '2026-04-30', ten: 'Ngày Giải phóng miền Nam', ten_en: 'Reunification Day' },
  { ngay: '2026-05-01', ten: 'Ngày Quốc tế Lao động', ten_en: 'International Labour Day' },
  { ngay: '2026-09-01', ten: 'Quốc khánh (ngày liền kề)', ten_en: 'National Day (adjacent day)' },
  { ngay: '2026-09-02', ten: 'Quốc khánh', ten_en: 'National Day' },
  { ngay: '2027-01-01', ten: 'Tết Dương lịch', ten_en: "New Year's Day" },
  // Tết Đinh Mùi: mùng 1 is Saturday 6 February 2027; the eve and mùng 1–4, the Saturday's day in lieu after.
  ...tet(['2027-02-05', '2027-02-06', '2027-02-07', '2027-02-08', '2027-02-09', '2027-02-10'], 2027),
  { ngay: '2027-04-16', ten: 'Giỗ Tổ Hùng Vương', ten_en: 'Hung Kings Commemoration Day' },
  { ngay: '2027-04-30', ten: 'Ngày Giải phóng miền Nam', ten_en: 'Reunification Day' },
  { ngay: '2027-05-01', ten: 'Ngày Quốc tế Lao động', ten_en: 'International Labour Day' },
  { ngay: '2027-05-03', ten: 'Nghỉ bù Ngày Quốc tế Lao động', ten_en: 'Day in lieu of International Labour Day' },
  { ngay: '2027-09-02', ten: 'Quốc khánh', ten_en: 'National Day' },
  { ngay: '2027-09-03', ten: 'Quốc khánh (ngày liền kề)', ten_en: 'National Day (adjacent day)' },
];
