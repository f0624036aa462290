// The frequently asked questions (/admin/faq, /them-moi, /:id) on the module kit: the list filtered by catalogue
// and by whether a question shows, and the editor: question and answer (rich text) in vi and en, the catalogue,
// the order within it and the published switch.
import { faqCategoryResource, faqResource, type FaqCategoryRecord, type FaqRow } from '@phongkham/contracts';
import { Col, Input, Row, Select, Switch } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import { localized } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { LangTabs } from '../../kit/LangTabs';
import { booleanFilter, ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { RichTextEditor } from '../../kit/RichTextEditor';
import { useResourceOptions } from '../../kit/selects';
import { ShownTag } from './shown';

/** Pictures put into answers go to this upload folder. */
const FOLDER = 'hoi-dap';

function useTexts() {
  const { t, lang } = useI18n();
  const text = (key: string) => t(`admin.resources.faq.${key}`);
  return { lang, text, field: (name: string) => text(`fields.${name}`) };
}

function useCategories() {
  const { lang } = useI18n();
  return useResourceOptions<FaqCategoryRecord>(
    faqCategoryResource.api,
    (c) => localized(lang, c.tendanhmuc, c.tendanhmuc_en),
    { sort: 'thutu' },
  );
}

function useColumns(): KitColumn<FaqRow>[] {
  const { lang, text, field } = useTexts();
  return [
    { key: 'cauhoi', title: field('cauhoi'), value: (r) => r.cauhoi, link: true, sortable: true },
    {
      key: 'danhmuc',
      title: field('dmfaq_id'),
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
    { name: 'dmfaq_id', label: field('dmfaq_id'), ...useCategories() },
    booleanFilter('hienthi', field('hienthi'), text('published'), text('hidden')),
  ];
}

function FaqFields() {
  const { text } = useTexts();
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <LangTabs names={['cauhoi', 'traloi']}>
          {(l) => (
            <>
              <Field name={`cauhoi${l}`}>
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
              </Field>
              <Field name={`traloi${l}`}>
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
        <Field name="dmfaq_id">
          <Select showSearch optionFilterProp="label" {...useCategories()} />
        </Field>
        <Field name="thutu" hint={text('orderHint')}>
          <NumberInput kind="integer" min={0} max={100_000} style={{ width: 160 }} />
        </Field>
      </Col>
    </Row>
  );
}

const faqForm: FormSpec = { fields: <FaqFields />, defaults: { hienthi: true, thutu: 0 } };

export function FaqScreen() {
  return (
    <ResourceScreen<FaqRow>
      resource={faqResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={faqForm}
      recordTitle={(record) => String(record.cauhoi)}
      // A question moved, added or removed changes its catalogue's count.
      invalidates={[faqCategoryResource.api]}
    />
  );
}
