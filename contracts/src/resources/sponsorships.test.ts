import { describe, expect, it } from 'vitest';
import { clinicDay as clinicToday } from '../clinic-time';
import { donationInput } from './donations';
import { looksLikeFullName, sponsorshipInput } from './sponsorships';

describe('the public line about a patient', () => {
  it('tells a full name from initials, a given name alone and a place', () => {
    for (const full of [
      'Bà Nguyễn Thị Lan, 72 tuổi',
      'Lê Thị Hoa',
      'Mr Tran Van An, 45',
      'Ông Trần Văn Bình',
      'bé Hồ Ngọc Hà, 6 tuổi',
    ]) {
      expect(looksLikeFullName(full), full).toBe(true);
    }
    for (const anonymous of [
      'Bà N.T.L., 72 tuổi, xã Cần Giờ',
      'Mrs N.T.L., 72, Cần Giờ commune',
      'Bé Na, 9 tuổi',
      'Anh P.V.H., 41 tuổi, lao động tự do',
      'Anh H., TP. Hồ Chí Minh',
      'Mr H., Ho Chi Minh City',
      'Little T.K., 5, Đồng Tháp province',
    ]) {
      expect(looksLikeFullName(anonymous), anonymous).toBe(false);
    }
  });

  it('is refused with its message when it reads as a full name or runs past 60 characters', () => {
    const base = { tieude: 'Ca mổ', chiphi: 0, trangthai: 'DANG_KEU_GOI', hienthi: true };
    const named = sponsorshipInput.safeParse({ ...base, benhnhan: 'Bà Nguyễn Thị Lan' });
    expect(named.error?.issues.map((issue) => issue.message)).toEqual(['validation.patientNotAnonymous']);
    const long = sponsorshipInput.safeParse({ ...base, benhnhan: 'x'.repeat(61) });
    expect(long.error?.issues.map((issue) => issue.path)).toEqual([['benhnhan']]);
    expect(sponsorshipInput.safeParse({ ...base, benhnhan: '  Bà N.T.L., 72 tuổi ' }).data?.benhnhan).toBe(
      'Bà N.T.L., 72 tuổi',
    );
  });
});

describe('a donation', () => {
  const gift = { taitro_id: '0190f4a0-0000-7000-8000-000000000000', nhataitro: 'Nhà hảo tâm', sotien: 100_000 };

  it('takes the clinic’s day (UTC+7): 18:00 UTC is already tomorrow in Vietnam', () => {
    expect(clinicToday(new Date('2026-01-31T16:59:00Z'))).toBe('2026-01-31');
    expect(clinicToday(new Date('2026-01-31T17:00:00Z'))).toBe('2026-02-01');
  });

  it('is given on a real day, not after today, for more than nothing', () => {
    expect(donationInput.safeParse({ ...gift, ngay: clinicToday() }).success).toBe(true);
    const tomorrow = clinicToday(new Date(Date.now() + 86_400_000));
    const messages = (input: object) => donationInput.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ ...gift, ngay: tomorrow })).toEqual(['validation.dateNotFuture']);
    expect(messages({ ...gift, ngay: '2025-02-30' })).toEqual(['validation.dateInvalid']);
    expect(messages({ ...gift, ngay: '1899-12-31' })).toEqual(['validation.dateInvalid']);
    expect(messages({ ...gift, ngay: '2025-01-01', sotien: 0 })).toEqual(['validation.amountPositive']);
  });
});
