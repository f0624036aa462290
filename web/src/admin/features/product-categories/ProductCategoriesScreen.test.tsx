// The product categories screen: the list with each category's product count, deleting only an empty one (the
// reason shown for the others), and the form with the contract's and the server's messages.
import type { ProductCategoryRecord } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { ProductCategoriesScreen } from './ProductCategoriesScreen';

const stamp = '2026-03-02T02:00:00.000Z';
const category = (n: number, overrides: Partial<ProductCategoryRecord> = {}): ProductCategoryRecord => ({
  _id: `7e3b0000-0000-4a2b-9c3d-00000000000${n}`,
  tendanhmuc: `Danh mục ${n}`,
  tendanhmuc_en: null,
  thutu: n,
  sosanpham: 0,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});
const full = category(1, { tendanhmuc: 'Chăm sóc vết thương', tendanhmuc_en: 'Wound care', sosanpham: 3 });
const empty = category(2, { tendanhmuc: 'Thực phẩm chức năng' });
const page = (docs: ProductCategoryRecord[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });

describe('the product categories list', { timeout: 60_000 }, () => {
  it('shows the product counts, deletes an empty category and refuses a full one with its reason', async () => {
    const api = signedInApi(owner, {
      'GET /api/dmsanpham': () => ok(page([full, empty])),
      [`DELETE /api/dmsanpham/${empty._id}`]: () => ok(null),
    });
    renderScreen({ screen: ProductCategoriesScreen, url: '/danh-muc-san-pham' });
    const fullRow = (await screen.findByText('Chăm sóc vết thương')).closest('tr')!;
    expect(within(fullRow).getByText('3')).toBeInTheDocument();
    expect(within(fullRow).getByRole('button', { name: 'Xóa: Chăm sóc vết thương' })).toBeDisabled();
    await userEvent.hover(within(fullRow).getByRole('button', { name: 'Xóa: Chăm sóc vết thương' }).parentElement!);
    expect(
      await screen.findByText('Danh mục đang có 3 sản phẩm nên không thể xóa. Hãy chuyển hoặc xóa các sản phẩm trước.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Xóa: Thực phẩm chức năng' }));
    const confirm = (await screen.findByText(/Xóa mục này\?/)).closest<HTMLElement>('.ant-popover')!;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(api.calls()).toContain(`DELETE /api/dmsanpham/${empty._id}`));
    expect(await screen.findByText('Đã xóa danh mục Thực phẩm chức năng.')).toBeInTheDocument();
  });
});

describe('the product category form', { timeout: 60_000 }, () => {
  it('checks the name before sending, sends the category, and shows the server’s messages', async () => {
    const api = signedInApi(owner, {
      'GET /api/dmsanpham': () => ok(page([full])),
      'POST /api/dmsanpham': () =>
        fail('Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.', 400, {
          thutu: 'Thứ tự không được lớn hơn 100000',
        }),
    });
    renderScreen({ screen: ProductCategoriesScreen, url: '/danh-muc-san-pham', path: '/danh-muc-san-pham/them-moi' });
    await userEvent.click(await screen.findByRole('button', { name: /Thêm mới/ }));
    const name = screen.getByLabelText('Tên danh mục');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls().some((c) => c.startsWith('POST'))).toBe(false);

    await userEvent.type(name, ' Dụng cụ sơ cứu ');
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    expect(await screen.findByText('Thứ tự không được lớn hơn 100000')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/dmsanpham')).toEqual({ tendanhmuc: 'Dụng cụ sơ cứu', tendanhmuc_en: null, thutu: 0 });
  });

  it('speaks English', async () => {
    signedInApi(owner, { 'GET /api/dmsanpham': () => ok(page([full])) });
    renderScreen({ screen: ProductCategoriesScreen, url: '/danh-muc-san-pham', lang: 'en' });
    expect(await screen.findByText('Wound care')).toBeInTheDocument();
    expect(screen.getByText('Product categories')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Products' })).toBeInTheDocument();
  });
});
