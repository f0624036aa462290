// The public site's address picker: the provinces from the public API, the commune list waiting for its province
// and loaded for it, another province emptying the commune, and the three contract fields handed to the form.
import type { CommuneItem } from '@phongkham/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/admin';
import { renderSite } from '../../test/site';
import { AddressPicker, type AddressValue } from './AddressPicker';

const commune = (ma: string, ten: string, tinh_ma: string): CommuneItem => ({
  _id: `0197a0a0-0000-7000-8000-0000000${ma}`,
  ma,
  ten,
  tinh_ma,
  tinh_ten: tinh_ma === '01' ? 'Thành phố Hà Nội' : 'Thành phố Hồ Chí Minh',
  sotruoc: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

let last: AddressValue = {};
function Form() {
  const [value, setValue] = useState<AddressValue>({});
  const change = (next: AddressValue) => {
    last = next;
    setValue(next);
  };
  return <AddressPicker value={value} onChange={change} errors={{ diachi: 'Không được để trống' }} />;
}

describe('the public address picker', () => {
  it('offers the communes of the chosen province and hands back tinh_ma, xa_ma and diachi', async () => {
    const api = fakeApi({
      'GET /api/diachi/tinh': () =>
        ok([
          { ma: '01', ten: 'Thành phố Hà Nội', soxa: 126 },
          { ma: '79', ten: 'Thành phố Hồ Chí Minh', soxa: 168 },
        ]),
      // The fake API ignores the query: the last call says which province was asked for.
      'GET /api/diachi/xa': () => {
        const province = api.calls().at(-1)!.includes('tinh=01') ? '01' : '79';
        const docs =
          province === '01' ? [commune('00004', 'Phường Ba Đình', '01')] : [commune('26740', 'Phường Sài Gòn', '79')];
        return ok({ docs, totalDocs: docs.length, page: 1, limit: 0, totalPages: 1 });
      },
    });
    const user = userEvent.setup();
    renderSite(<Form />);
    const communeBox = screen.getByRole('combobox', { name: 'Xã/phường/đặc khu' });
    expect(communeBox).toBeDisabled();
    await screen.findByRole('option', { name: 'Thành phố Hà Nội' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tỉnh/thành phố' }), '01');
    await screen.findByRole('option', { name: 'Phường Ba Đình' });
    await user.selectOptions(communeBox, '00004');
    await user.type(screen.getByRole('textbox', { name: /Số nhà, đường/ }), '5 Phan Đình Phùng');
    expect(last).toEqual({ tinh_ma: '01', xa_ma: '00004', diachi: '5 Phan Đình Phùng' });
    expect(screen.getByRole('textbox', { name: /Số nhà, đường/ })).toHaveAccessibleDescription('Không được để trống');
    // Another province empties the commune and loads its own.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tỉnh/thành phố' }), '79');
    await screen.findByRole('option', { name: 'Phường Sài Gòn' });
    await waitFor(() => expect(last).toEqual({ tinh_ma: '79', xa_ma: '', diachi: '5 Phan Đình Phùng' }));
    expect(api.calls().some((c) => c.startsWith('GET /api/diachi/xa?') && c.includes('tinh=79'))).toBe(true);
  });
});
