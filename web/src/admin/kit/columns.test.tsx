// The kit's column builders: a field's own column shows the field as it is; an on/off state column shows its word in a tag (green when on) in the table and the word
// alone in the workbook and the print view.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeColumn, textColumn } from './columns';

describe('activeColumn', () => {
  const column = activeColumn<{ hoatdong: boolean }>('hoatdong', 'Trạng thái', 'Đang giao dịch', 'Ngừng giao dịch');

  it('gives the workbook the word for the state', () => {
    expect(column).toMatchObject({ key: 'hoatdong', title: 'Trạng thái' });
    expect(column.value({ hoatdong: true })).toBe('Đang giao dịch');
    expect(column.value({ hoatdong: false })).toBe('Ngừng giao dịch');
  });

  it('shows the word in a green tag when on, a plain one when off', () => {
    const on = render(<>{column.render!({ hoatdong: true })}</>).container.querySelector('.ant-tag')!;
    expect(on).toHaveTextContent('Đang giao dịch');
    expect(on.className).toMatch(/green/);
    const off = render(<>{column.render!({ hoatdong: false })}</>).container.querySelector('.ant-tag')!;
    expect(off).toHaveTextContent('Ngừng giao dịch');
    expect(off.className).not.toMatch(/green/);
  });
});

describe('textColumn', () => {
  it("shows the row's field as it is, with the column's options", () => {
    const column = textColumn<{ masothue: string | null }>('masothue', 'Mã số thuế', { sortable: true, width: 150 });
    expect(column).toMatchObject({ key: 'masothue', title: 'Mã số thuế', sortable: true, width: 150 });
    expect(column.value({ masothue: '0316543210-001' })).toBe('0316543210-001');
    expect(column.value({ masothue: null })).toBeNull();
  });
});
