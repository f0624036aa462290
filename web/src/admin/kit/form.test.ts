import { newsCategoryInput, newsInput, prescriptionInput, settingUpdate } from '@phongkham/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formValues, requestBody, schemaAt, wireValue } from './form';
import { exportFileName } from './export';
import { formatDateTime } from './columns';
import { imageTransform } from './ImageField';

describe('wireValue()', () => {
  it('trims text and sends nothing typed as null where the schema takes null', () => {
    expect(wireValue(newsInput.shape.tieude, '  Tiêm phòng  ')).toBe('Tiêm phòng');
    expect(wireValue(newsInput.shape.tieude_en, '   ')).toBeNull();
    expect(wireValue(newsInput.shape.tieude_en, undefined)).toBeNull();
    // A required text stays empty, so the rule (and the server) say it is missing.
    expect(wireValue(newsInput.shape.tieude, '')).toBe('');
    // Optional but not nullable: left out.
    expect(wireValue(z.string().optional(), '')).toBeUndefined();
    expect(wireValue(newsCategoryInput.shape.thutu, 3)).toBe(3);
  });
});

describe('a list field’s rows', () => {
  it('are sent field by field as the element schema wants them, with only its fields', () => {
    const line = { thuoc_id: 'a', lieu_moilan: 1.5, solan_ngay: 2, songay: 3, soluong: null, cachdung: '  ' };
    expect(wireValue(prescriptionInput.shape.chitiet, [{ ...line, cachdung: ' Uống sau ăn ', tenthuoc: 'x' }])).toEqual(
      [{ ...line, cachdung: 'Uống sau ăn' }],
    );
    expect(wireValue(prescriptionInput.shape.chitiet, [line])).toEqual([{ ...line, cachdung: null }]);
  });

  it('take their rules from the element schema, through its wrappers', () => {
    expect(schemaAt(prescriptionInput, ['chitiet', 0, 'songay'])?.safeParse(0).success).toBe(false);
    expect(schemaAt(prescriptionInput, ['chitiet', 0, 'songay'])?.safeParse(5).success).toBe(true);
    expect(schemaAt(prescriptionInput, ['chitiet', 'songay'])).toBeUndefined();
    expect(schemaAt(prescriptionInput, ['loidan'])).toBe(prescriptionInput.shape.loidan);
  });
});

describe('formValues() and requestBody()', () => {
  const spec = { fields: null, defaults: { thutu: 0 }, transforms: { logo_id: imageTransform('logo') } };
  it('fills a new record with the defaults and sends only the schema’s fields', () => {
    const values = formValues(newsCategoryInput, spec, null);
    expect(values).toMatchObject({ tendanhmuc: undefined, thutu: 0 });
    expect(requestBody(newsCategoryInput, spec, { ...values, tendanhmuc: ' Sức khỏe ', extra: 1 }, null)).toEqual({
      tendanhmuc: 'Sức khỏe',
      tendanhmuc_en: null,
      slug: null,
      thutu: 0,
    });
  });

  it('reads a picture into the form and sends its id', () => {
    const logo = { _id: '0190d7c4-5a5a-7000-8000-0000000000d1', url: '/uploads/logo.png', chieurong: 1, chieucao: 1 };
    const values = formValues(settingUpdate, spec, { tenphongkham: 'An Khang', logo });
    expect(values.logo_id).toEqual(logo);
    expect(requestBody(settingUpdate, spec, values, null).logo_id).toBe(logo._id);
    expect(requestBody(settingUpdate, spec, { ...values, logo_id: null }, null).logo_id).toBeNull();
  });
});

describe('export helpers', () => {
  it('names the file after the title, without diacritics, with the day', () => {
    expect(exportFileName('Danh mục tin tức', new Date('2026-05-01T03:00:00Z'))).toBe(
      'danh-muc-tin-tuc-2026-05-01.xlsx',
    );
    expect(exportFileName('Đường dẫn', new Date('2026-05-01T03:00:00Z'))).toBe('duong-dan-2026-05-01.xlsx');
  });

  it('writes moments on the clinic’s clock (UTC+7)', () => {
    expect(formatDateTime('vi', '2026-04-10T17:05:00.000Z')).toBe('11/4/2026 00:05');
    expect(formatDateTime('en', '2026-04-10T02:30:00.000Z')).toBe('4/10/2026 09:30');
  });
});
