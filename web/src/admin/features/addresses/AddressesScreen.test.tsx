// The address catalogue on the kit: the communes browsed by province, the look-up of an old address answering
// the new units (and saying when one name fits several former wards), and a commune's page: its former units,
// the name the only thing sent on save; no create or delete.
import type { CommuneDetail, CommuneItem, LookupResult, ProvinceItem } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { AddressesScreen } from './AddressesScreen';

const provinces: ProvinceItem[] = [{ ma: '79', ten: 'Thành phố Hồ Chí Minh', soxa: 168 }];
const saigon: CommuneDetail = {
  _id: '0197a0a0-0000-7000-8000-000000026740',
  ma: '26740',
  ten: 'Phường Sài Gòn',
  ten_goc: 'Phường Sài Gòn',
  tinh_ma: '79',
  tinh_ten: 'Thành phố Hồ Chí Minh',
  sotruoc: 3,
  truoc: [
    { ma_cu: '26737', ten_cu: 'Phường Đa Kao', loai: 'partial' },
    { ma_cu: '26740', ten_cu: 'Phường Bến Nghé', loai: 'full' },
    { ma_cu: '26746', ten_cu: 'Phường Nguyễn Thái Bình', loai: 'partial' },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const { ten_goc: _t, truoc: _p, createdAt: _c, ...saigonRow } = saigon;
const page = (docs: CommuneItem[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });
const lookup: LookupResult = {
  phan: { xa: 'ben nghe', huyen: 'quan 1', tinh: 'ho chi minh' },
  tinh: [{ ma: '79', ten: 'Thành phố Hồ Chí Minh' }],
  ketqua: [
    {
      ma_cu: '26740',
      ten_cu: 'Phường Bến Nghé',
      thanh: [{ ma: '26740', ten: 'Phường Sài Gòn', tinh_ma: '79', tinh_ten: 'Thành phố Hồ Chí Minh', loai: 'full' }],
    },
  ],
};

describe('the address catalogue', { timeout: 180_000 }, () => {
  it('lists communes by province from the URL and looks up an old address', async () => {
    const api = signedInApi(owner, {
      'GET /api/diachi/tinh': () => ok(provinces),
      'GET /api/diachi/xa': () => ok(page([saigonRow])),
      'GET /api/diachi/tra-cuu': () => ok(lookup),
    });
    const user = userEvent.setup();
    renderScreen({ screen: AddressesScreen, url: '/dia-chi', path: '/dia-chi?tinh=79' });
    const row = (await screen.findByRole('link', { name: 'Phường Sài Gòn' })).closest('tr')!;
    expect(row).toHaveTextContent('26740');
    expect(api.calls().find((c) => c.startsWith('GET /api/diachi/xa?'))).toContain('tinh=79');
    expect(screen.queryByRole('button', { name: /Thêm/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Địa chỉ cũ' }), 'Phường Bến Nghé, Quận 1, TP.HCM{Enter}');
    const results = await screen.findByRole('region', { name: 'Kết quả tra cứu' });
    await within(results).findByText('Phường Sài Gòn');
    expect(results).toHaveTextContent('Phường Bến Nghé (26740) →');
    expect(results).toHaveTextContent('Toàn bộ');
    const asked = api.calls().find((c) => c.startsWith('GET /api/diachi/tra-cuu?'))!;
    expect(new URL(asked.split(' ')[1]!, 'http://x').searchParams.get('q')).toBe('Phường Bến Nghé, Quận 1, TP.HCM');
  });

  it("shows a commune's former units and sends only the corrected name", async () => {
    const api = signedInApi(owner, {
      [`GET /api/diachi/xa/${saigon._id}`]: () => ok(saigon),
      [`PUT /api/diachi/xa/${saigon._id}`]: (body) => ok({ ...saigon, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderScreen({ screen: AddressesScreen, url: '/dia-chi', path: `/dia-chi/${saigon._id}` });
    expect(await screen.findByText('Hình thành từ 3 đơn vị cũ')).toBeInTheDocument();
    const former = screen.getByRole('row', { name: /Phường Đa Kao/ });
    expect(former).toHaveTextContent('Một phần');
    expect(screen.queryByRole('button', { name: /Xóa/ })).not.toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Tên' });
    await user.clear(name);
    await user.type(name, 'Phường Sài Gòn mới');
    await user.click(screen.getByRole('button', { name: 'Lưu tên' }));
    await waitFor(() => expect(api.bodyOf(`PUT /api/diachi/xa/${saigon._id}`)).toEqual({ ten: 'Phường Sài Gòn mới' }));
  });
});
