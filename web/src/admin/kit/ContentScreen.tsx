// A screen of categorised public content declared in one place (the FAQ, the patient guides): the list with the
// row's title, its category, whether the website shows it, its order and last change, filtered by category and by
// shown; the editor with the vi/en texts on the left and, on the right, the shown switch, the category, the order
// and optionally a picture. What differs between such screens is the declaration, not a copy of the screen.
import { Col, Row, Select } from 'antd';
import { dateColumn, type KitColumn } from './columns';
import {
  ContentTexts,
  contentForm,
  OrderAndImageFields,
  ShownField,
  useCategory,
  useShown,
  type ContentText,
} from './content';
import { Field } from './form';
import { ResourceScreen, type KitResource } from './ResourceScreen';
import { useResourceTexts } from './texts';

export interface ContentScreenProps {
  resource: KitResource;
  /** The category every row belongs to: the field holding its id and the category resource. */
  category: { field: string; resource: KitResource };
  /** The field that names a row: the list's link and the record page's heading. */
  title: string;
  /** The editor's vi/en texts, in order. */
  texts: readonly ContentText[];
  /** The upload folder of the pictures (in the rich text, and the record's own). */
  folder: string;
  /** The record has a picture of its own (`hinhanh_id`). */
  image?: boolean;
}

interface ContentRow {
  _id: string;
  hienthi: boolean;
  thutu: number;
  [field: string]: unknown;
}

function ContentFields({ resource, category, texts, folder, image = false }: ContentScreenProps) {
  const { options } = useCategory(category.resource);
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <ContentTexts texts={texts} folder={folder} />
      </Col>
      <Col xs={24} lg={8}>
        <ShownField resource={resource} />
        <Field name={category.field}>
          <Select showSearch optionFilterProp="label" {...options} />
        </Field>
        <OrderAndImageFields resource={resource} folder={folder} image={image} />
      </Col>
    </Row>
  );
}

export function ContentScreen(props: ContentScreenProps) {
  const { resource, category, title, image = false } = props;
  const useColumns = (): KitColumn<ContentRow>[] => {
    const { field } = useResourceTexts(resource);
    return [
      { key: title, title: field(title), value: (r) => String(r[title] ?? ''), link: true, sortable: true },
      useCategory(category.resource).column<ContentRow>('danhmuc', field(category.field)),
      useShown().column<ContentRow>(field('hienthi')),
      { key: 'thutu', title: field('thutu'), value: (r) => r.thutu, sortable: true, responsive: ['lg'] },
      dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
    ];
  };
  const useFilters = () => {
    const { field } = useResourceTexts(resource);
    return [
      useCategory(category.resource).filter(category.field, field(category.field)),
      useShown().filter(field('hienthi')),
    ];
  };
  const form = contentForm(<ContentFields {...props} />, image);
  return (
    <ResourceScreen<ContentRow>
      resource={resource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={form}
      recordTitle={(record) => String(record[title])}
      // A row moved, added or removed changes its category's count.
      invalidates={[category.resource.api]}
    />
  );
}
