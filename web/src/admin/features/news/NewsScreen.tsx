// The news articles (/admin/tin-tuc, /them-moi, /:id) on the module kit: the list with its filters, and the
// editor: vi/en texts, body in the rich-text editor, category, pictures, publish state, SEO and author.
import { newsCategoryResource, newsResource, type NewsCategoryRecord, type NewsRow } from '@phongkham/contracts';
import { Col, Divider, Input, Row, Select, Switch } from 'antd';
import { localized } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { dateColumn, flagColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { ImageField, imageTransform } from '../../kit/ImageField';
import { LangTabs } from '../../kit/LangTabs';
import { PublishFields, publishForm, usePublishColumn, usePublishFilter } from '../../kit/publish';
import { booleanFilter, ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { RichTextEditor } from '../../kit/RichTextEditor';
import { knownPerson, StaffSelect, useResourceOptions } from '../../kit/selects';
import { useResourceTexts } from '../../kit/texts';

const FOLDER = 'tin-tuc';

function useCategories() {
  const { lang } = useI18n();
  return useResourceOptions<NewsCategoryRecord>(
    newsCategoryResource.api,
    (c) => localized(lang, c.tendanhmuc, c.tendanhmuc_en),
    { sort: 'thutu' },
  );
}

function useColumns(): KitColumn<NewsRow>[] {
  const { lang, field } = useResourceTexts(newsResource);
  return [
    { key: 'tieude', title: field('tieude'), value: (r) => r.tieude, link: true, sortable: true },
    {
      key: 'danhmuc',
      title: field('dmtintuc_id'),
      value: (r) => localized(lang, r.danhmuc.tendanhmuc, r.danhmuc.tendanhmuc_en),
      responsive: ['md'],
    },
    usePublishColumn(field('trangthai')),
    flagColumn('noibat', field('noibat'), { responsive: ['lg'] }),
    dateColumn('ngaydang', field('ngaydang'), { responsive: ['sm'] }),
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { field, text } = useResourceTexts(newsResource);
  return [
    { name: 'dmtintuc_id', label: field('dmtintuc_id'), ...useCategories() },
    usePublishFilter(field('trangthai')),
    booleanFilter('noibat', field('noibat'), text('featuredOnly'), text('notFeatured')),
  ];
}

function NewsFields() {
  const { text, field } = useResourceTexts(newsResource);
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
        <Divider titlePlacement="start">{text('seo')}</Divider>
        <Field name="seo_tieude" hint={text('seoHint')}>
          <Input maxLength={70} showCount />
        </Field>
        <Field name="seo_mota">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={160} showCount />
        </Field>
        <Field name="seo_hinhanh_id">
          <ImageField folder={FOLDER} label={field('seo_hinhanh_id')} />
        </Field>
      </Col>
      <Col xs={24} lg={8}>
        <PublishFields />
        <Field name="dmtintuc_id">
          <Select showSearch optionFilterProp="label" {...useCategories()} />
        </Field>
        <Field name="noibat" valuePropName="checked">
          <Switch />
        </Field>
        <Field name="hinhanh_id">
          <ImageField folder={FOLDER} label={field('hinhanh_id')} />
        </Field>
        <Field name="tacgia_id">
          <StaffSelect known="tacgia" />
        </Field>
        <Field name="slug" hint={text('slugHint')}>
          <Input placeholder={text('slugPlaceholder')} />
        </Field>
      </Col>
    </Row>
  );
}

const newsForm: FormSpec = {
  fields: <NewsFields />,
  defaults: { ...publishForm.defaults, noibat: false },
  transforms: {
    ...publishForm.transforms,
    hinhanh_id: imageTransform('hinhanh'),
    seo_hinhanh_id: imageTransform('seo_hinhanh'),
    tacgia: knownPerson('tacgia'),
  },
  finish: publishForm.finish,
};

export function NewsScreen() {
  return (
    <ResourceScreen<NewsRow>
      resource={newsResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={newsForm}
      recordTitle={(record) => String(record.tieude)}
      invalidates={[newsCategoryResource.api]}
    />
  );
}
