// The patient guides (/admin/huongdan, /them-moi, /:id) on the module kit: the list filtered by catalogue and by
// whether a guide shows, and the editor: title, summary and body (rich text) in vi and en, the catalogue, a
// picture, the order within the catalogue and the published switch.
import { guideCategoryResource, guideResource, type GuideCategoryRecord, type GuideRow } from '@phongkham/contracts';
import { Col, Input, Row, Select, Switch } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import { localized } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { ImageField, imageTransform } from '../../kit/ImageField';
import { LangTabs } from '../../kit/LangTabs';
import { booleanFilter, ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { RichTextEditor } from '../../kit/RichTextEditor';
import { useResourceOptions } from '../../kit/selects';
import { ShownTag } from './shown';

/** Pictures of the guides go to this upload folder. */
const FOLDER = 'huong-dan';

function useTexts() {
  const { t, lang } = useI18n();
  const text = (key: string) => t(`admin.resources.guides.${key}`);
  return { lang, text, field: (name: string) => text(`fields.${name}`) };
}

function useCategories() {
  const { lang } = useI18n();
  return useResourceOptions<GuideCategoryRecord>(
    guideCategoryResource.api,
    (c) => localized(lang, c.tendanhmuc, c.tendanhmuc_en),
    { sort: 'thutu' },
  );
}

function useColumns(): KitColumn<GuideRow>[] {
  const { lang, text, field } = useTexts();
  return [
    { key: 'tieude', title: field('tieude'), value: (r) => r.tieude, link: true, sortable: true },
    {
      key: 'danhmuc',
      title: field('dmhuongdan_id'),
      value: (r) => localized(lang, r.danhmuc.tendanhmuc, r.danhmuc.tendanhmuc_en),
      responsive: ['md'],
    },
    {
      key: 'hienthi',
      title: field('hienthi'),
      value: (r) => text(r.hienthi ? 'published' : 'hidden'),
      render: (r) => <ShownTag shown={r.hienthi} />,
    },
    { key: 'thutu', title: field('thutu'), value: (r) => r.thutu, sortable: true, responsive: ['lg'] },
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { field, text } = useTexts();
  return [
    { name: 'dmhuongdan_id', label: field('dmhuongdan_id'), ...useCategories() },
    booleanFilter('hienthi', field('hienthi'), text('published'), text('hidden')),
  ];
}

function GuideFields() {
  const { text, field } = useTexts();
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <LangTabs names={['tieude', 'mota', 'noidung']}>
          {(l) => (
            <>
              <Field name={`tieude${l}`}>
                <Input maxLength={250} />
              </Field>
              <Field name={`mota${l}`}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
              </Field>
              <Field name={`noidung${l}`}>
                <RichTextEditor folder={FOLDER} />
              </Field>
            </>
          )}
        </LangTabs>
      </Col>
      <Col xs={24} lg={8}>
        <Field name="hienthi" valuePropName="checked" hint={text('publishedHint')}>
          <Switch />
        </Field>
        <Field name="dmhuongdan_id">
          <Select showSearch optionFilterProp="label" {...useCategories()} />
        </Field>
        <Field name="thutu" hint={text('orderHint')}>
          <NumberInput kind="integer" min={0} max={100_000} style={{ width: 160 }} />
        </Field>
        <Field name="hinhanh_id">
          <ImageField folder={FOLDER} label={field('hinhanh_id')} />
        </Field>
      </Col>
    </Row>
  );
}

const guideForm: FormSpec = {
  fields: <GuideFields />,
  defaults: { hienthi: true, thutu: 0 },
  transforms: { hinhanh_id: imageTransform('hinhanh') },
};

export function GuidesScreen() {
  return (
    <ResourceScreen<GuideRow>
      resource={guideResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={guideForm}
      recordTitle={(record) => String(record.tieude)}
      // A guide moved, added or removed changes its catalogue's count.
      invalidates={[guideCategoryResource.api]}
    />
  );
}
