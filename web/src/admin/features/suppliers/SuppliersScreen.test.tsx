// The suppliers screen on the kit: the list with each supplier's tax code, whole address and state (the kit's active
// column), the contract's tax-code and phone rules under their fields before anything is sent, the address through the
// kit's picker, and the buttons the grants allow.
import type { CommuneItem, ProvinceItem, RoleMenuEntry, SupplierRow } from '@phongkham/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { SuppliersScreen } from './SuppliersScreen';

const provinces: ProvinceItem[] = [{ ma: '79', ten: 'Thành phố Hồ Chí Minh', soxa: 168 }];
const communes: CommuneItem[] = [
  {
    _id: '0197a0a0-0000-7000-8000-000000026929',
    ma: '26929',
    ten: 'Phường Bình Thạnh',
    tinh_ma: '79',
    tinh_ten: 'Thành phố Hồ Chí Minh',
    sotruoc: 3,
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];
const page = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });
const benNghe: SupplierRow = {
  _id: '0197a0a0-0000-7000-8000-00000000d001',
  phongkham_id: '0197a0a0-0000-7000-8000-00000000c001',
  ten: 'Công ty TNHH Dược phẩm Bến Nghé',
  masothue: '0312223334',
  tinh_ma: '79',
  xa_ma: '26929',
  diachi: '9 Phan Đăng Lưu',
  diachi_day: '9 Phan Đăng Lưu, Phường Bình Thạnh, Thành phố Hồ Chí Minh',
  dienthoai: '0977123456',
  nguoilienhe: 'Đỗ Văn Khoa',
  sogdp: '5120/ĐKKDD-HCM',
  hoatdong: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const tayDo: SupplierRow = {
  ...benNghe,
  _id: '0197a0a0-0000-7000-8000-00000000d002',
  ten: 'Công ty TNHH Dược phẩm Tây Đô',
  masothue: '1801234567',
  hoatdong: false,
};
const api = {
  'GET /api/diachi/tinh': () => ok(provinces),
  'GET /api/diachi/xa': () => ok(page(communes)),
  'GET /api/nhacungcap': () => ok(page([benNghe, tayDo])),
};

describe('the suppliers screen', { timeout: 180_000 }, () => {
  it('lists each supplier with its tax code, whole address and whether it is still bought from', async () => {
    signedInApi(owner, api);
    renderScreen({ screen: SuppliersScreen, url: '/nha-cung-cap' });
    const row = (await screen.findByRole('link', { name: benNghe.ten })).closest('tr')!;
    expect(row).toHaveTextContent('0312223334');
    expect(row).toHaveTextContent('9 Phan Đăng Lưu, Phường Bình Thạnh, Thành phố Hồ Chí Minh');
    expect(row).toHaveTextContent('Đang giao dịch');
    const past = screen.getByRole('link', { name: tayDo.ten }).closest('tr')!;
    expect(past.querySelector('.ant-tag')).toHaveTextContent('Ngừng giao dịch');
  });

  it("holds a bad tax code and phone to the contract's rules, then sends the supplier with its address", async () => {
    const calls = signedInApi(owner, {
      ...api,
      'POST /api/nhacungcap': (body) => ok({ ...benNghe, ...(body as object) }, 201),
    });
    const user = userEvent.setup();
    renderScreen({ screen: SuppliersScreen, url: '/nha-cung-cap', path: '/nha-cung-cap/them-moi' });
    await user.type(await screen.findByRole('textbox', { name: 'Tên nhà cung cấp' }), benNghe.ten);
    await user.type(screen.getByRole('textbox', { name: 'Mã số thuế' }), '031222333');
    await user.type(screen.getByRole('textbox', { name: 'Điện thoại' }), '028 3823 1234');
    await user.click(screen.getByRole('button', { name: /Thêm mới/ }));
    expect(
      await screen.findByText('Mã số thuế gồm 10 chữ số, hoặc 13 chữ số viết dạng 0123456789-001'),
    ).toBeInTheDocument();
    expect(screen.getByText('Số điện thoại không hợp lệ')).toBeInTheDocument();
    expect(calls.bodyOf('POST /api/nhacungcap')).toBeUndefined();

    await user.type(screen.getByRole('textbox', { name: 'Mã số thuế' }), '4');
    await user.clear(screen.getByRole('textbox', { name: 'Điện thoại' }));
    await user.type(screen.getByRole('textbox', { name: 'Điện thoại' }), '0977 123 456');
    await user.type(screen.getByRole('combobox', { name: 'Tỉnh/thành phố' }), 'ho chi minh');
    await user.click(await screen.findByTitle('Thành phố Hồ Chí Minh'));
    const communeBox = screen.getByRole('combobox', { name: 'Xã/phường/đặc khu' });
    await waitFor(() => expect(communeBox).toBeEnabled());
    await user.type(communeBox, 'binh thanh');
    await user.click(await screen.findByTitle('Phường Bình Thạnh'));
    await user.type(screen.getByRole('textbox', { name: 'Số nhà, đường, thôn/ấp' }), '9 Phan Đăng Lưu');
    await user.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(calls.bodyOf('POST /api/nhacungcap')).toBeDefined());
    expect(calls.bodyOf('POST /api/nhacungcap')).toMatchObject({
      ten: benNghe.ten,
      masothue: '0312223334',
      tinh_ma: '79',
      xa_ma: '26929',
      diachi: '9 Phan Đăng Lưu',
      dienthoai: '0977 123 456',
      nguoilienhe: null,
      sogdp: null,
      hoatdong: true,
    });
  });

  it('offers add only with the create grant, in English too', async () => {
    const grant: RoleMenuEntry = {
      url: '/nha-cung-cap',
      view: true,
      create: false,
      update: false,
      delete: false,
      actions: [],
    };
    const viewer = staffWithRole('QUANLY', {
      vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c99', ma: 'QUANLY', ten: 'Quản lý', menu: [grant] },
    });
    signedInApi(viewer, api);
    const view = renderScreen({ screen: SuppliersScreen, url: '/nha-cung-cap', staff: viewer, lang: 'en' });
    expect(await screen.findByRole('link', { name: benNghe.ten })).toBeInTheDocument();
    expect(screen.getByText('No longer buying')).toBeInTheDocument();
    expect(screen.queryByText(/Add supplier/, { selector: 'button, button *' })).toBeNull();
    view.unmount();
    signedInApi(owner, api);
    renderScreen({ screen: SuppliersScreen, url: '/nha-cung-cap', lang: 'en' });
    expect(await screen.findByRole('button', { name: /Add supplier/ })).toBeInTheDocument();
  });
});
