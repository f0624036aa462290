// The content-screen pieces of the kit on a screen this test declares: a resource's words by its locale key, the
// category column (in the reader's language, a stand-in for none) and its filter over the category resource, the
// shown column and filter, and the order-and-picture fields with their form side (the picture travels as its id).
import { faqResource, productCategoryResource, productResource } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ok, owner, signedInApi } from '../../test/admin';
import { renderScreen } from '../../test/screen';
import { contentForm, ContentTexts, OrderAndImageFields, ShownField, useCategory, useShown } from './content';
import { KitForm } from './form';
import { ResourceScreen } from './ResourceScreen';
import { useResourceTexts } from './texts';

interface Row {
  _id: string;
  ten: string;
  hienthi: boolean;
  danhmuc: { tendanhmuc: string; tendanhmuc_en: string | null } | null;
}

const wound = {
  _id: '7e3b0000-0000-4a2b-9c3d-000000000001',
  tendanhmuc: 'Chăm sóc vết thương',
  tendanhmuc_en: 'Wound care',
};
const rows: Row[] = [
  { _id: '8f4c0000-0000-4a2b-9c3d-000000000001', ten: 'Băng gạc', hienthi: true, danhmuc: wound },
  { _id: '8f4c0000-0000-4a2b-9c3d-000000000002', ten: 'Men vi sinh', hienthi: false, danhmuc: null },
];
const page = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });

function useColumns() {
  const { text, field } = useResourceTexts(productResource);
  return [
    { key: 'ten', title: 'Tên', value: (r: Row) => r.ten },
    useCategory(productCategoryResource).column<Row>('danhmuc', field('danhmuc'), { empty: text('noCategory') }),
    useShown().column<Row>(field('hienthi')),
  ];
}

function useFilters() {
  const { field } = useResourceTexts(productResource);
  return [
    useCategory(productCategoryResource).filter('dmsanpham_id', field('dmsanpham_id')),
    useShown().filter(field('hienthi')),
  ];
}

function DeclaredScreen() {
  return <ResourceScreen<Row> resource={productResource} useColumns={useColumns} useFilters={useFilters} />;
}

const api = () =>
  signedInApi(owner, {
    'GET /api/dmsanpham': () => ok({ ...page([wound]), limit: 0 }),
    'GET /api/sanpham': () => ok(page(rows)),
  });

describe('the category and shown pieces', { timeout: 60_000 }, () => {
  it('name the category in Vietnamese, a row without one by the resource’s words, and tag what shows', async () => {
    const calls = api();
    renderScreen({
      screen: DeclaredScreen,
      url: '/san-pham',
      path: `/san-pham?dmsanpham_id=${wound._id}&hienthi=true`,
    });
    const shown = (await screen.findByText('Băng gạc')).closest('tr')!;
    expect(within(shown).getByText('Chăm sóc vết thương')).toBeInTheDocument();
    expect(within(shown).getByText('Đang hiển thị')).toHaveClass('ant-tag');
    const hidden = screen.getByText('Men vi sinh').closest('tr')!;
    expect(within(hidden).getByText('Chưa phân loại')).toBeInTheDocument();
    expect(within(hidden).getByText('Đang ẩn')).toHaveClass('ant-tag');
    // The filters read the URL and name their values: the category by the category resource's rows.
    expect(await screen.findByTitle('Chăm sóc vết thương')).toHaveClass('ant-select-content');
    expect(screen.getByTitle('Đang hiển thị')).toHaveClass('ant-select-content');
    expect(calls.calls()).toContain(
      `GET /api/sanpham?page=1&limit=10&sort=thutu&dmsanpham_id=${wound._id}&hienthi=true`,
    );
  });

  it('speak English: the category’s English name and the kit’s words for shown and hidden', async () => {
    api();
    renderScreen({ screen: DeclaredScreen, url: '/san-pham', lang: 'en' });
    const shown = (await screen.findByText('Băng gạc')).closest('tr')!;
    expect(within(shown).getByText('Wound care')).toBeInTheDocument();
    expect(within(shown).getByText('Shown')).toBeInTheDocument();
    expect(within(screen.getByText('Men vi sinh').closest('tr')!).getByText('Hidden')).toBeInTheDocument();
  });
});

describe(
  'the content form: vi/en texts, the shown switch and the order-and-picture fields',
  { timeout: 60_000 },
  () => {
    const schema = z.object({
      tensanpham: z.string().min(1),
      tensanpham_en: z.string().nullable().optional(),
      hienthi: z.boolean(),
      thutu: z.number().int().min(0),
      hinhanh_id: z.string().nullable(),
    });
    const submit = vi.fn(async () => ({ success: true as const, data: null }));
    const picture = { _id: '9a000000-0000-4a2b-9c3d-000000000001', url: '/uploads/san-pham/bang-gac.webp' };

    function Editor({ record }: { record: Record<string, unknown> | null }) {
      return (
        <KitForm
          schema={schema}
          labels="admin.resources.products.fields"
          spec={contentForm(
            <>
              <ContentTexts texts={[{ name: 'tensanpham', kind: 'title', max: 250 }]} folder="san-pham" />
              <ShownField resource={faqResource} />
              <OrderAndImageFields resource={productResource} folder="san-pham" />
            </>,
          )}
          record={record}
          submitText="Lưu"
          submit={submit}
          onSaved={() => {}}
        />
      );
    }

    it('label the switch and the order with each resource’s hint, start a new record shown and first, and send no picture', async () => {
      renderScreen({ screen: () => <Editor record={null} />, url: '/thu' });
      expect(screen.getByRole('tab', { name: 'Tiếng Anh' })).toBeInTheDocument();
      await userEvent.click(screen.getByLabelText('Tên sản phẩm'));
      await userEvent.paste('Băng gạc');
      expect(screen.getByRole('switch', { name: 'Hiển thị trên website' })).toBeChecked();
      expect(screen.getByText('Tắt để ẩn câu hỏi khỏi trang Hỏi đáp mà không xóa.')).toBeInTheDocument();
      expect(screen.getByLabelText('Thứ tự')).toHaveValue('0');
      expect(screen.getByText('Số nhỏ đứng trước trong danh mục.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Chọn ảnh/ })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /Lưu/ }));
      await waitFor(() =>
        expect(submit).toHaveBeenLastCalledWith(
          expect.objectContaining({ tensanpham: 'Băng gạc', hienthi: true, thutu: 0, hinhanh_id: null }),
        ),
      );
    });

    it('show the record’s picture and send it back as its id', async () => {
      renderScreen({
        screen: () => (
          <Editor
            record={{ tensanpham: 'Băng gạc', hienthi: false, thutu: 3, hinhanh_id: picture._id, hinhanh: picture }}
          />
        ),
        url: '/thu',
      });
      expect(screen.getByRole('img', { name: 'Ảnh sản phẩm' })).toHaveAttribute('src', picture.url);
      await userEvent.click(screen.getByRole('button', { name: /Lưu/ }));
      await waitFor(() =>
        expect(submit).toHaveBeenLastCalledWith(
          expect.objectContaining({ tensanpham: 'Băng gạc', hienthi: false, thutu: 3, hinhanh_id: picture._id }),
        ),
      );
    });
  },
);
