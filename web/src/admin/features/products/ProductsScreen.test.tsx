// The products screen: category and state filters in the URL, the price in đồng or "contact us", and the editor:
// the product as the contract says (no category and an empty price are allowed: null), the contract's errors
// before sending and the server's after.
import type { ProductCategoryRecord, ProductRecord, ProductRow } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { ProductsScreen } from './ProductsScreen';

const stamp = '2026-03-02T02:00:00.000Z';

const category = (n: number, tendanhmuc: string, tendanhmuc_en: string | null): ProductCategoryRecord => ({
  _id: `7e3b0000-0000-4a2b-9c3d-00000000000${n}`,
  tendanhmuc,
  tendanhmuc_en,
  thutu: n,
  sosanpham: 1,
  createdAt: stamp,
  updatedAt: stamp,
});
const categories = [category(1, 'Chăm sóc vết thương', 'Wound care'), category(2, 'Thiết bị y tế', null)];
const [woundCare, devices] = categories as [ProductCategoryRecord, ProductCategoryRecord];

const row = (n: number, overrides: Partial<ProductRow> = {}): ProductRow => ({
  _id: `8f4c0000-0000-4a2b-9c3d-00000000000${n}`,
  dmsanpham_id: woundCare._id,
  tensanpham: `Sản phẩm ${n}`,
  tensanpham_en: null,
  mota: null,
  mota_en: null,
  gia: 150_000,
  hinhanh: null,
  thutu: n,
  hienthi: true,
  danhmuc: { _id: woundCare._id, tendanhmuc: 'Chăm sóc vết thương', tendanhmuc_en: 'Wound care' },
  updatedAt: stamp,
  ...overrides,
});
const rows = [
  row(1, { tensanpham: 'Băng gạc vô trùng', gia: 45_000 }),
  row(2, { tensanpham: 'Men vi sinh', gia: null, hienthi: false, dmsanpham_id: null, danhmuc: null }),
];
const page = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });

const productsApi = (extra: Parameters<typeof signedInApi>[1] = {}) =>
  signedInApi(owner, {
    'GET /api/dmsanpham': () => ok(page(categories)),
    'GET /api/sanpham': () => ok(page(rows)),
    ...extra,
  });

describe('the products list', { timeout: 60_000 }, () => {
  it('sends the category and state of the URL, and shows prices in đồng or "contact us"', async () => {
    const api = productsApi();
    renderScreen({
      screen: ProductsScreen,
      url: '/san-pham',
      path: `/san-pham?dmsanpham_id=${devices._id}&hienthi=true`,
    });
    const gauze = (await screen.findByText('Băng gạc vô trùng')).closest('tr')!;
    expect(api.calls().find((c) => c.startsWith('GET /api/sanpham?'))).toBe(
      `GET /api/sanpham?page=1&limit=10&sort=thutu&dmsanpham_id=${devices._id}&hienthi=true`,
    );
    expect(await screen.findByTitle('Thiết bị y tế')).toHaveClass('ant-select-content');
    expect(within(gauze).getByText('45.000 ₫')).toBeInTheDocument();
    expect(within(gauze).getByText('Chăm sóc vết thương')).toBeInTheDocument();
    const probiotic = screen.getByText('Men vi sinh').closest('tr')!;
    expect(within(probiotic).getByText('Liên hệ')).toBeInTheDocument();
    expect(within(probiotic).getByText('Chưa phân loại')).toBeInTheDocument();
    expect(within(probiotic).getByText('Đang ẩn')).toBeInTheDocument();
  });
});

describe('the product editor', { timeout: 60_000 }, () => {
  it('sends a product without category or price as nulls ("contact us")', async () => {
    const created: ProductRecord = {
      ...rows[1]!,
      tensanpham: 'Nẹp cổ tay',
      noidung: null,
      noidung_en: null,
      hinhanh_id: null,
      createdAt: stamp,
    };
    const api = productsApi({
      'POST /api/sanpham': () => ok(created, 201),
      [`GET /api/sanpham/${created._id}`]: () => ok(created),
    });
    const { location } = renderScreen({ screen: ProductsScreen, url: '/san-pham', path: '/san-pham/them-moi' });
    await userEvent.type(await screen.findByLabelText('Tên sản phẩm'), 'Nẹp cổ tay');
    expect(screen.getByLabelText('Giá (đồng)')).toHaveAttribute('placeholder', 'Liên hệ để biết giá');
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(location()).toBe(`/san-pham/${created._id}`));
    expect(api.bodyOf('POST /api/sanpham')).toEqual({
      dmsanpham_id: null,
      tensanpham: 'Nẹp cổ tay',
      tensanpham_en: null,
      mota: null,
      mota_en: null,
      noidung: null,
      noidung_en: null,
      gia: null,
      hinhanh_id: null,
      thutu: 0,
      hienthi: true,
    });
  });

  it('sends the category and the price typed with its thousands grouped', async () => {
    const created: ProductRecord = { ...rows[0]!, noidung: null, noidung_en: null, hinhanh_id: null, createdAt: stamp };
    const api = productsApi({
      'POST /api/sanpham': () => ok(created, 201),
      [`GET /api/sanpham/${created._id}`]: () => ok(created),
    });
    renderScreen({ screen: ProductsScreen, url: '/san-pham', path: '/san-pham/them-moi' });
    await userEvent.type(await screen.findByLabelText('Tên sản phẩm'), 'Băng gạc vô trùng');
    await userEvent.click(screen.getByRole('combobox', { name: 'Danh mục' }));
    await userEvent.click(await screen.findByTitle('Chăm sóc vết thương'));
    const price = screen.getByLabelText('Giá (đồng)');
    await userEvent.type(price, '1250000');
    await userEvent.tab();
    await waitFor(() => expect(price).toHaveValue('1.250.000'));
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(api.bodyOf('POST /api/sanpham')).toBeDefined());
    expect(api.bodyOf('POST /api/sanpham')).toMatchObject({ dmsanpham_id: woundCare._id, gia: 1_250_000 });
  });

  it('checks the name before sending, and shows the server’s message under the category', async () => {
    const api = productsApi({
      'POST /api/sanpham': () =>
        fail('Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.', 400, {
          dmsanpham_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.',
        }),
    });
    renderScreen({ screen: ProductsScreen, url: '/san-pham', path: '/san-pham/them-moi' });
    await userEvent.click(await screen.findByRole('button', { name: /Thêm mới/ }));
    const name = screen.getByLabelText('Tên sản phẩm');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls().some((c) => c.startsWith('POST'))).toBe(false);

    await userEvent.type(name, 'Kem chống nắng');
    await userEvent.click(screen.getByRole('combobox', { name: 'Danh mục' }));
    await userEvent.click(await screen.findByTitle('Thiết bị y tế'));
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    const item = screen.getByRole('combobox', { name: 'Danh mục' }).closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('Mục được chọn không tồn tại hoặc đã bị xóa.')).toBeInTheDocument();
  });
});
