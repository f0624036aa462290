// The route check of a prescription line's directions (docs/decisions/0042): a conflict only when the directions name
// some route and none of the drug's family, in Vietnamese with or without diacritics, or in English.
import { describe, expect, it } from 'vitest';
import { routeConflict } from './prescriptions';

describe('routeConflict', () => {
  it('finds directions that name another route than the drug’s', () => {
    expect(routeConflict('DAT', 'Uống khi sốt')).toBe('UONG');
    expect(routeConflict('DAT', 'uong 1 vien khi sot')).toBe('UONG');
    expect(routeConflict('UONG', 'Insert rectally at bedtime')).toBe('DAT');
    expect(routeConflict('NHO_MAT', 'Bôi lớp mỏng lên mi mắt')).toBe('BOI');
  });

  it('accepts the drug’s own route, its family, beside another, or no route named at all', () => {
    expect(routeConflict('DAT', 'Đặt hậu môn khi sốt, uống nhiều nước')).toBeNull();
    expect(routeConflict('HIT', 'Xịt 2 nhát, súc miệng sau xịt')).toBeNull();
    expect(routeConflict('NHO_MUI', 'Nhỏ 2 giọt mỗi bên')).toBeNull();
    expect(routeConflict('TIEM_BAP', 'Tiêm sâu vào cơ')).toBeNull();
    expect(routeConflict('UONG', 'Có thể gây buồn ngủ, không lái xe')).toBeNull();
    // "xuống" holds the letters of "uong" but is not the word.
    expect(routeConflict('DAT', 'Khi sốt xuống thì ngưng')).toBeNull();
    expect(routeConflict('UONG', null)).toBeNull();
  });
});
