// The kit's optional screen props, on small screens declared here: other paths for the add page and the
// list, a locked record, deletes refused with a reason and offered on each row, a resource's own wording,
// and collections whose API answers every row at once.
import { defineResource, type RoleMenuEntry } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok, signedInApi, staffWithRole } from '../../test/admin';
import { renderScreen } from '../../test/screen';
import { Field } from './form';
import { localPage } from './list';
import { ResourceScreen } from './ResourceScreen';

// A loaded two-core machine can take seconds to render Ant Design: wait for the UI, never for a clock.

type Row = { _id: string; ten: string; ma: string; so: number };
const row = (n: number, ten: string, extra: Partial<Row> = {}): Row => ({
  _id: `5d0c1f7e-2b4a-4c6d-8e9f-00000000000${n}`,
  ten,
  ma: `M${n}`,
  so: n,
  ...extra,
});
const rows = [row(1, 'Bác sĩ'), row(2, 'Lễ tân'), row(3, 'Điều dưỡng')];
const schema = z.object({ ten: z.string() });
// The roles resource's key: its locale texts (title, fields, own wording) serve the test screen.
const resource = defineResource({
  key: 'roles',
  table: 'vaitro',
  api: '/api/thu',
  urls: ['/vaitro'],
  item: z.object({ _id: z.string(), ten: z.string() }),
  detail: z.object({ _id: z.string(), ten: z.string() }),
  create: schema,
  update: schema,
  sortFields: ['ten', 'so'],
  defaultSort: 'ten',
  filters: { ma: z.string().optional() },
  publicContent: false,
});
const entry = (flags: Partial<RoleMenuEntry>): RoleMenuEntry => ({
  url: '/vaitro',
  view: true,
  create: true,
  update: true,
  delete: true,
  actions: [],
  ...flags,
});
const staff = (flags: Partial<RoleMenuEntry> = {}) =>
  staffWithRole('QUANLY', { vaitro: { _id: rows[0]!._id, ma: 'QUANLY', ten: 'Thử', menu: [entry(flags)] } });
const form = {
  fields: (
    <Field name="ten">
      <Input />
    </Field>
  ),
};

function TestScreen() {
  return (
    <ResourceScreen<Row>
      resource={resource}
      useColumns={() => [{ key: 'ten', title: 'Tên', value: (r) => r.ten, link: true }]}
      form={form}
      paths={(base) =>
        base === '/bi-danh'
          ? { list: '/thu', add: '/thu/add', item: (id) => `/thu/${id}` }
          : { list: base, add: `${base}/add`, item: (id) => `${base}/${id}` }
      }
      locked={(record) => record.ma === 'M1'}
      deleteBlocked={(record) => (Number(record.so) > 2 ? 'Đang dùng' : null)}
      deleteInList={(r) => r.ten}
    />
  );
}

describe('localPage', () => {
  it('searches without diacritics, filters, sorts and pages rows already loaded', () => {
    const state = { page: 1, limit: 2, sort: '-so', q: undefined, filters: {} };
    expect(localPage(rows, state)).toMatchObject({ totalDocs: 3, totalPages: 2, docs: [rows[2], rows[1]] });
    expect(localPage(rows, { ...state, q: 'dieu duong' }).docs).toEqual([rows[2]]);
    expect(localPage(rows, { ...state, filters: { ma: 'M1' } }).docs).toEqual([rows[0]]);
    expect(localPage(rows, { ...state, sort: 'ten', limit: 0 }).docs.map((r) => r.ten)).toEqual([
      'Bác sĩ',
      'Điều dưỡng',
      'Lễ tân',
    ]);
  });
});

describe('a resource screen’s options', { timeout: 60_000 }, () => {
  it('adds at its own path, and a base whose list lives elsewhere leads there', async () => {
    signedInApi(staff(), { 'GET /api/thu': () => ok({ docs: rows, totalDocs: 3, page: 1, limit: 10, totalPages: 1 }) });
    const first = renderScreen({ screen: TestScreen, url: '/thu' });
    await userEvent.click(await screen.findByRole('button', { name: /Thêm vai trò/ }));
    expect(first.location()).toBe('/thu/add');
    expect(await screen.findByRole('button', { name: 'Tạo vai trò' })).toBeInTheDocument();
    first.unmount();

    const second = renderScreen({ screen: TestScreen, url: '/bi-danh' });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/thu');
    expect(second.location()).toBe('/thu');
  });

  it('opens a row from a click anywhere on it, not only on its linked cell', async () => {
    function TwoColumns() {
      return (
        <ResourceScreen<Row>
          resource={resource}
          useColumns={() => [
            { key: 'ten', title: 'Tên', value: (r) => r.ten, link: true },
            { key: 'ma', title: 'Mã', value: (r) => r.ma },
          ]}
          form={form}
        />
      );
    }
    signedInApi(staff(), { 'GET /api/thu': () => ok({ docs: rows, totalDocs: 3, page: 1, limit: 10, totalPages: 1 }) });
    const { location } = renderScreen({ screen: TwoColumns, url: '/thu' });
    await userEvent.click(await screen.findByText('M2'));
    expect(location()).toBe(`/thu/${rows[1]!._id}`);
  });

  it('deletes from the list, refusing with the reason where the record may not go', async () => {
    const api = signedInApi(staff(), {
      'GET /api/thu': () => ok({ docs: rows, totalDocs: 3, page: 1, limit: 10, totalPages: 1 }),
      [`DELETE /api/thu/${rows[1]!._id}`]: () => ok(null),
    });
    renderScreen({ screen: TestScreen, url: '/thu' });
    expect(await screen.findByLabelText('Xóa: Điều dưỡng')).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Xóa: Lễ tân'));
    const confirm = (await screen.findByText(/Xóa mục này\?/)).closest('.ant-popover') as HTMLElement;
    // A click on the confirmation's words stays there: it does not open the row it belongs to.
    await userEvent.click(within(confirm).getByText(/Xóa mục này\?/));
    expect(screen.getByText(/Xóa mục này\?/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(api.calls()).toContain(`DELETE /api/thu/${rows[1]!._id}`));
    // The resource's own wording, filled with the record's fields.
    expect(await screen.findByText('Đã xóa vai trò Lễ tân')).toBeInTheDocument();
  });

  it('shows a locked record read-only, and no delete where it is refused', async () => {
    signedInApi(staff(), {
      [`GET /api/thu/${rows[0]!._id}`]: () => ok(rows[0]),
      [`GET /api/thu/${rows[2]!._id}`]: () => ok(rows[2]),
    });
    const locked = renderScreen({ screen: TestScreen, url: '/thu', path: `/thu/${rows[0]!._id}` });
    expect(await screen.findByLabelText('Tên vai trò')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Lưu quyền' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Xóa/ })).toBeInTheDocument();
    locked.unmount();

    renderScreen({ screen: TestScreen, url: '/thu', path: `/thu/${rows[2]!._id}` });
    expect(await screen.findByLabelText('Tên vai trò')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Lưu quyền' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Xóa/ })).not.toBeInTheDocument();
  });
});

type Code = { ma: string; ten: string };
const codes: Code[] = Array.from({ length: 12 }, (_, i) => ({
  ma: `C${String(i + 1).padStart(2, '0')}`,
  ten: `Mục ${i + 1}`,
}));

function CodeScreen() {
  return (
    <ResourceScreen<Code & { _id: string }>
      resource={{ ...resource, sortFields: ['ma'], defaultSort: 'ma', filters: {} }}
      everyRow={(code) => code.ma}
      useColumns={() => [{ key: 'ma', title: 'Mã', value: (r) => r.ma, link: true }]}
      recordView={(record) => <p>Bản ghi {String(record.ten)}</p>}
    />
  );
}

describe('a collection whose API answers every row', { timeout: 60_000 }, () => {
  it('pages and searches in the browser and opens a row by its id', async () => {
    const api = signedInApi(staff({ create: false }), { 'GET /api/thu': () => ok(codes) });
    const { location } = renderScreen({ screen: CodeScreen, url: '/thu', path: '/thu?page=2' });
    expect(await screen.findByText('C11')).toBeInTheDocument();
    expect(screen.getByText('11-12 trên 12 mục')).toBeInTheDocument();
    // The API is asked once, without a page.
    expect(api.calls().filter((call) => call.startsWith('GET /api/thu'))).toEqual(['GET /api/thu']);
    await userEvent.click(screen.getByText('C12'));
    expect(location()).toBe('/thu/C12');
    expect(await screen.findByText('Bản ghi Mục 12')).toBeInTheDocument();
  });

  it("names the search box's clear button in the screen's language, not by antd's icon", async () => {
    signedInApi(staff(), { 'GET /api/thu': () => ok(codes) });
    renderScreen({ screen: CodeScreen, url: '/thu' });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Tìm kiếm' }), 'C1');
    expect(await screen.findByLabelText('Xóa chữ đã gõ')).toBeInTheDocument();
    expect(screen.queryByLabelText('close-circle')).toBeNull();
  });

  it('shows the not-found page for an id no row has', async () => {
    signedInApi(staff(), { 'GET /api/thu': () => ok(codes) });
    renderScreen({ screen: CodeScreen, url: '/thu', path: '/thu/C99' });
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
  });
});
