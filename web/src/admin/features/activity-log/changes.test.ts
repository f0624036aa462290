import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { adminTables } from '../../i18n';
import { changedFieldNames, differs, fieldChanges, fieldLabel, valueText } from './changes';

const inVi = createTranslator('vi', adminTables);
const inEn = createTranslator('en', adminTables);

describe('before and after, field by field', () => {
  it('counts nothing, null, empty text and an empty list as the same, and ignores key order', () => {
    expect(differs(undefined, null)).toBe(false);
    expect(differs('', null)).toBe(false);
    expect(differs([], undefined)).toBe(false);
    expect(differs({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(false);
    expect(differs([1, 2], [2, 1])).toBe(true);
    expect(differs(false, null)).toBe(true);
  });

  it('lists every field of either side, and names only the changed ones of an update', () => {
    const before = { hoten: 'Nguyễn Văn A', email: null, kichhoat: true };
    const after = { hoten: 'Nguyễn Văn An', email: null, kichhoat: true, dienthoai: '0912345678' };
    expect(fieldChanges(before, after).map((change) => [change.name, change.changed])).toEqual([
      ['hoten', true],
      ['email', false],
      ['kichhoat', false],
      ['dienthoai', true],
    ]);
    expect(changedFieldNames({ truoc: before, sau: after })).toEqual(['hoten', 'dienthoai']);
    // A creation or a sign-in has one side only: no "changed fields" to name.
    expect(changedFieldNames({ truoc: null, sau: after })).toEqual([]);
    // A bare value becomes one unnamed field.
    expect(fieldChanges(null, 'khach')).toEqual([{ name: '', before: undefined, after: 'khach', changed: true }]);
  });

  it('writes values as a person reads them', () => {
    expect(valueText(null, 'vi', inVi)).toBeNull();
    expect(valueText(true, 'vi', inVi)).toBe('Có');
    expect(valueText(false, 'en', inEn)).toBe('No');
    expect(valueText(12, 'vi', inVi)).toBe('12');
    expect(valueText('2026-11-20T17:05:00.000Z', 'vi', inVi)).toBe('21/11/2026 00:05');
    expect(valueText(['TAO', 'XOA'], 'vi', inVi)).toBe('TAO\nXOA');
    expect(valueText([{ url: '/tin-tuc', view: true, actions: [] }], 'vi', inVi)).toBe(
      'url: /tin-tuc, view: Có, actions: —',
    );
  });

  it("labels a field with its table's own label, the history's common one, or its name", () => {
    expect(fieldLabel('tintuc', 'mota', inVi)).toBe('Tóm tắt');
    expect(fieldLabel('tintuc', 'mota_en', inVi)).toBe('Tóm tắt – tiếng Anh');
    expect(fieldLabel('setting', 'dienthoai', inVi)).toBe('Hotline');
    expect(fieldLabel('nhanvien', 'dienthoai', inVi)).toBe('Số điện thoại');
    expect(fieldLabel('nhanvien', 'dienthoai', inEn)).toBe('Phone number');
    expect(fieldLabel('kho_thuoc', 'soluong', inVi)).toBe('soluong');
    expect(fieldLabel('kho_thuoc', 'soluong_en', inVi)).toBe('soluong_en');
    expect(fieldLabel('nhanvien', '', inEn)).toBe('Value');
    // Every kit resource labels its own history with its form's words, without being listed anywhere else.
    expect(fieldLabel('bacsi', 'sochungchi', inVi)).toBe('Số chứng chỉ hành nghề');
    expect(fieldLabel('bacsi', 'sochungchi', inEn)).toBe('Practising certificate no.');
    expect(fieldLabel('dichvu', 'gia', inVi)).toBe('Giá (đồng)');
  });
});
