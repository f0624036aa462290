// The success stories (/admin/cau-chuyen-thanh-cong, /them-moi, /:id) on the module kit: the list filtered by the
// sponsored operation a story follows and by whether the website shows it; the editor: vi/en title, summary and
// body, a picture, the posting date, whether it is shown, and the operation it follows (each public page then
// links to the other).
import { sponsorshipResource, successStoryResource } from '@phongkham/contracts';
import type { LinkedContent, SponsorshipRow, SuccessStoryRow } from '@phongkham/contracts';
import { Col, DatePicker, Divider, Form, Input, Row, Select, type SelectProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { localized } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { ImageField, imageTransform } from '../../kit/ImageField';
import { LangTabs } from '../../kit/LangTabs';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { RichTextEditor } from '../../kit/RichTextEditor';
import { useResourceOptions, useClearable } from '../../kit/selects';
import { useResourceTexts } from '../../kit/texts';
import { ShownField, useShown } from '../../kit/content';

const FOLDER = 'cau-chuyen-thanh-cong';

/** The sponsored operations to link, newest first (hidden ones included: staff see them). */
function useOperations() {
  const { lang } = useI18n();
  return useResourceOptions<SponsorshipRow>(
    sponsorshipResource.api,
    (operation) => localized(lang, operation.tieude, operation.tieude_en),
    { sort: '-ngaydang' },
  );
}

/**
 * The operation a story follows. The story's own (kept in the form as `taitro`) is always offered, so it shows by
 * name even when the list leaves it out (a role that reads operations as the public does, and it is hidden).
 */
function OperationSelect({
  value,
  onChange,
  ...rest
}: Omit<SelectProps, 'value' | 'onChange'> & { value?: string | null; onChange?: (value: string | null) => void }) {
  const { lang, text } = useResourceTexts(successStoryResource);
  const { options, loading } = useOperations();
  const clearable = useClearable();
  const own = Form.useWatch<LinkedContent | null | undefined>('taitro', { preserve: true });
  const all =
    own && !options.some((option) => option.value === own._id)
      ? [{ value: own._id, label: localized(lang, own.tieude, own.tieude_en) }, ...options]
      : options;
  return (
    <Select
      allowClear={clearable}
      showSearch
      optionFilterProp="label"
      placeholder={text('noOperation')}
      options={all}
      loading={loading}
      {...rest}
      value={value ?? undefined}
      onChange={(chosen?: string) => onChange?.(chosen ?? null)}
    />
  );
}

function useColumns(): KitColumn<SuccessStoryRow>[] {
  const { lang, field } = useResourceTexts(successStoryResource);
  const shown = useShown();
  return [
    { key: 'tieude', title: field('tieude'), value: (s) => s.tieude, link: true, sortable: true },
    {
      key: 'taitro',
      title: field('taitro_id'),
      value: (s) => (s.taitro ? localized(lang, s.taitro.tieude, s.taitro.tieude_en) : null),
      responsive: ['md'],
    },
    shown.column<SuccessStoryRow>(field('hienthi')),
    dateColumn('ngaydang', field('ngaydang'), { responsive: ['sm'] }),
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { field } = useResourceTexts(successStoryResource);
  const shown = useShown();
  return [
    { name: 'taitro_id', label: field('taitro_id'), showSearch: true, ...useOperations() },
    shown.filter(field('hienthi')),
  ];
}

function StoryFields() {
  const { t, text, field } = useResourceTexts(successStoryResource);
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
        <ShownField resource={successStoryResource} />
        <Field name="ngaydang" hint={text('postedHint')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={t('admin.kit.dateTimeFormat')} style={{ width: '100%' }} />
        </Field>
        <Divider />
        <Field name="taitro_id" hint={text('operationHint')}>
          <OperationSelect />
        </Field>
        <Field name="hinhanh_id">
          <ImageField folder={FOLDER} label={field('hinhanh_id')} />
        </Field>
      </Col>
    </Row>
  );
}

const storyForm: FormSpec = {
  fields: <StoryFields />,
  defaults: { hienthi: true },
  transforms: {
    hinhanh_id: imageTransform('hinhanh'),
    // The linked operation's titles, for its name in the select; never sent.
    taitro: { toForm: (record) => record.taitro },
    ngaydang: {
      toForm: (record) => (record.ngaydang ? dayjs(String(record.ngaydang)) : undefined),
      toWire: (value) => (value ? (value as Dayjs).toISOString() : null),
    },
  },
};

export function SuccessStoriesScreen() {
  return (
    <ResourceScreen<SuccessStoryRow>
      resource={successStoryResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={storyForm}
      recordTitle={(record) => String(record.tieude)}
      invalidates={[sponsorshipResource.api]}
    />
  );
}
