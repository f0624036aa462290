// The kit through its simplest screen: URL state, pagination, permissions, the not-found page, server field
// errors and the unsaved-changes warning.
import { type NewsCategoryRecord, type RoleMenuEntry } from '@phongkham/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { NewsCategoriesScreen } from './NewsCategoriesScreen';

// A loaded two-core machine can take seconds to render Ant Design: wait for the UI, never for a clock.

const category = (n: number, overrides: Partial<NewsCategoryRecord> = {}): NewsCategoryRecord => ({
  _id: `5d0c1f7e-2b4a-4c6d-8e9f-00000000000${n}`,
  tendanhmuc: `Danh mục ${n}`,
  tendanhmuc_en: `Category ${n}`,
  slug: `danh-muc-${n}`,
  thutu: n,
  sobaiviet: n * 2,
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-02T02:00:00.000Z',
  ...overrides,
});
const health = category(1, { tendanhmuc: 'Sức khỏe', tendanhmuc_en: 'Health', slug: 'suc-khoe' });
const page = (
  docs: NewsCategoryRecord[],
  over: Partial<{ page: number; limit: number; totalDocs: number; totalPages: number }> = {},
) => ({
  docs,
  totalDocs: docs.length,
  page: 1,
  limit: 10,
  totalPages: 1,
  ...over,
});

const findButton = async (name: string | RegExp) => screen.findByRole('button', { name });
const menuWith = (...entries: RoleMenuEntry[]) => entries;
const entry = (url: string, flags: Partial<RoleMenuEntry> = {}): RoleMenuEntry => ({
  url,
  view: true,
  create: false,
  update: false,
  delete: false,
  actions: [],
  ...flags,
});
const withMenu = (menu: RoleMenuEntry[]) =>
  staffWithRole('QUANLY', {
    vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c99', ma: 'QUANLY', ten: 'Biên tập', menu },
  });

describe('the news categories list', { timeout: 60_000 }, () => {
  it('reads page, size, sort and search from the URL, sends them, and shows "from–to of total"', async () => {
    const api = signedInApi(staffWithRole('ADMINISTRATOR'), {
      'GET /api/dmtintuc': () => ok(page([category(2), category(3)], { page: 2, limit: 20, totalDocs: 22 })),
    });
    renderScreen({
      screen: NewsCategoriesScreen,
      url: '/danh-muc-tin-tuc',
      path: '/danh-muc-tin-tuc?page=2&limit=20&sort=-thutu&q=suc+khoe',
    });
    expect(await screen.findByText('Danh mục 2')).toBeInTheDocument();
    expect(screen.getByText('21-22 trên 22 mục')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveValue('suc khoe');
    const call = api.calls().find((c) => c.startsWith('GET /api/dmtintuc?'))!;
    expect(call).toBe('GET /api/dmtintuc?page=2&limit=20&sort=-thutu&q=suc%20khoe');
    // The row links to its record under the url the screen was opened with.
    expect(screen.getByText('Danh mục 2').closest('a')).toHaveAttribute('href', `/danh-muc-tin-tuc/${category(2)._id}`);
  });

  it('writes search, sort, page and page size back to the URL', async () => {
    signedInApi(staffWithRole('ADMINISTRATOR'), {
      'GET /api/dmtintuc': () => ok(page([health, category(2)], { totalDocs: 35, totalPages: 4 })),
    });
    const { location } = renderScreen({
      screen: NewsCategoriesScreen,
      url: '/danh-muc-tin-tuc',
      path: '/danh-muc-tin-tuc?page=3',
    });
    await screen.findByText('Sức khỏe');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'suc khoe{Enter}');
    await waitFor(() => expect(location()).toBe('/danh-muc-tin-tuc?q=suc+khoe'));
    // Sorting on the name: ascending, then descending.
    await userEvent.click(screen.getByText('Tên danh mục', { selector: 'th *' }));
    await waitFor(() => expect(location()).toBe('/danh-muc-tin-tuc?q=suc+khoe&sort=tendanhmuc'));
    await userEvent.click(screen.getByText('Tên danh mục', { selector: 'th *' }));
    await waitFor(() => expect(location()).toBe('/danh-muc-tin-tuc?q=suc+khoe&sort=-tendanhmuc'));
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(location()).toBe('/danh-muc-tin-tuc?q=suc+khoe&sort=-tendanhmuc&page=2'));
    await userEvent.click(await findButton('Xóa bộ lọc'));
    await waitFor(() => expect(location()).toBe('/danh-muc-tin-tuc?sort=-tendanhmuc'));
  });

  it('shows create, update and delete only with their grants, on either of the two urls', async () => {
    signedInApi(withMenu(menuWith(entry('/danh-muc-tin-tuc'))), {
      'GET /api/dmtintuc': () => ok(page([health])),
      [`GET /api/dmtintuc/${health._id}`]: () => ok(health),
    });
    const viewer = renderScreen({
      screen: NewsCategoriesScreen,
      url: '/danh-muc-tin-tuc',
      staff: withMenu(menuWith(entry('/danh-muc-tin-tuc'))),
    });
    await screen.findByText('Sức khỏe');
    expect(screen.queryByRole('button', { name: /Thêm danh mục/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Xuất Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^In$/ })).toBeNull();
    await userEvent.click(screen.getByText('Sức khỏe'));
    expect(await screen.findByDisplayValue('Sức khỏe')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Lưu thay đổi/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Xóa/ })).toBeNull();
    // The add page itself is not there without the create flag.
    await viewer.router.navigate('/danh-muc-tin-tuc/them-moi');
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
    viewer.unmount();

    // Create, update and delete granted on /dmtintuc count on /danh-muc-tin-tuc too (one collection, two urls).
    const editor = withMenu(
      menuWith(entry('/danh-muc-tin-tuc'), entry('/dmtintuc', { create: true, update: true, delete: true })),
    );
    signedInApi(editor, {
      'GET /api/dmtintuc': () => ok(page([health])),
      [`GET /api/dmtintuc/${health._id}`]: () => ok(health),
    });
    renderScreen({
      screen: NewsCategoriesScreen,
      url: '/danh-muc-tin-tuc',
      path: `/danh-muc-tin-tuc/${health._id}`,
      staff: editor,
    });
    expect(await screen.findByDisplayValue('Sức khỏe')).toBeEnabled();
    expect(await findButton(/Lưu thay đổi/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Xóa/ })).toBeInTheDocument();
  });

  it('serves the same screen at /dmtintuc, linking within /dmtintuc', async () => {
    signedInApi(staffWithRole('ADMINISTRATOR'), { 'GET /api/dmtintuc': () => ok(page([health])) });
    renderScreen({ screen: NewsCategoriesScreen, url: '/dmtintuc', lang: 'en' });
    expect(await screen.findByText('News categories')).toBeInTheDocument();
    expect((await screen.findByText('Sức khỏe')).closest('a')).toHaveAttribute('href', `/dmtintuc/${health._id}`);
    expect(screen.getByText('1-1 of 1 items')).toBeInTheDocument();
  });

  it('shows the not-found page for a record the API does not find', async () => {
    const missing = '5d0c1f7e-2b4a-4c6d-8e9f-0000000000ff';
    signedInApi(staffWithRole('ADMINISTRATOR'), {
      [`GET /api/dmtintuc/${missing}`]: () => fail('Không tìm thấy nội dung bạn yêu cầu.', 404),
    });
    renderScreen({ screen: NewsCategoriesScreen, url: '/danh-muc-tin-tuc', path: `/danh-muc-tin-tuc/${missing}` });
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
  });
});

describe('the news category form', { timeout: 60_000 }, () => {
  it('puts the server’s field messages under their fields', async () => {
    const api = signedInApi(staffWithRole('ADMINISTRATOR'), {
      'GET /api/dmtintuc': () => ok(page([health])),
      'POST /api/dmtintuc': () =>
        fail('Có lỗi xảy ra, vui lòng kiểm tra và thử lại.', 409, { slug: 'Đường dẫn này đã có danh mục khác dùng' }),
    });
    renderScreen({ screen: NewsCategoriesScreen, url: '/danh-muc-tin-tuc', path: '/danh-muc-tin-tuc/them-moi' });
    await userEvent.type(await screen.findByLabelText('Tên danh mục'), 'Sức khỏe');
    await userEvent.type(screen.getByLabelText('Đường dẫn (slug)'), 'suc-khoe');
    await userEvent.click(await findButton(/Thêm mới/));
    const message = await screen.findByText('Đường dẫn này đã có danh mục khác dùng');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Đường dẫn (slug)'));
    expect(api.bodyOf('POST /api/dmtintuc')).toEqual({
      tendanhmuc: 'Sức khỏe',
      tendanhmuc_en: null,
      slug: 'suc-khoe',
      thutu: 0,
    });
  });

  it('checks the contract’s rules before sending', async () => {
    const api = signedInApi(staffWithRole('ADMINISTRATOR'), {});
    renderScreen({ screen: NewsCategoriesScreen, url: '/danh-muc-tin-tuc', path: '/danh-muc-tin-tuc/them-moi' });
    await userEvent.click(await findButton(/Thêm mới/));
    const name = screen.getByLabelText('Tên danh mục');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls().some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('asks before leaving with unsaved changes, and not after saving', async () => {
    const created = category(7, { tendanhmuc: 'Dinh dưỡng' });
    signedInApi(staffWithRole('ADMINISTRATOR'), {
      'GET /api/dmtintuc': () => ok(page([health])),
      'POST /api/dmtintuc': () => ok(created, 201),
      [`GET /api/dmtintuc/${created._id}`]: () => ok(created),
    });
    const { location } = renderScreen({
      screen: NewsCategoriesScreen,
      url: '/danh-muc-tin-tuc',
      path: '/danh-muc-tin-tuc/them-moi',
    });
    await userEvent.type(await screen.findByLabelText('Tên danh mục'), 'Dinh dưỡng');
    await userEvent.click(await findButton(/Về danh sách/));
    const dialog = await screen.findByRole('dialog', { name: 'Rời trang khi chưa lưu?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ở lại' }));
    expect(location()).toBe('/danh-muc-tin-tuc/them-moi');
    expect(screen.getByLabelText('Tên danh mục')).toHaveValue('Dinh dưỡng');
    // The browser's own question on reload or close.
    const unload = new Event('beforeunload', { cancelable: true });
    fireEvent(window, unload);
    expect(unload.defaultPrevented).toBe(true);

    // Saving goes to the new record without asking.
    await userEvent.click(await findButton(/Thêm mới/));
    await waitFor(() => expect(location()).toBe(`/danh-muc-tin-tuc/${created._id}`));
    expect(await screen.findByDisplayValue('Dinh dưỡng')).toBeInTheDocument();
  });

  it('leaves when the user chooses to', async () => {
    signedInApi(staffWithRole('ADMINISTRATOR'), { 'GET /api/dmtintuc': () => ok(page([health])) });
    const { location } = renderScreen({
      screen: NewsCategoriesScreen,
      url: '/danh-muc-tin-tuc',
      path: '/danh-muc-tin-tuc/them-moi',
    });
    await userEvent.type(await screen.findByLabelText('Tên danh mục'), 'Dinh dưỡng');
    await userEvent.click(await findButton(/Về danh sách/));
    const dialog = await screen.findByRole('dialog', { name: 'Rời trang khi chưa lưu?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(location()).toBe('/danh-muc-tin-tuc'));
    expect(await screen.findByText('Sức khỏe')).toBeInTheDocument();
  });
});
