// The provided services (/admin/dich-vu-cung-cap, /them-moi, /:id) on the module kit: the list filtered by group,
// kind and whether shown, sorted by order, name or price; the editor: vi/en name, summary and details, the group,
// the kind of work, the price in whole đồng with its unit and the short note shown beside it, a picture, the
// order within the group and whether the website shows it.
import {
  MAX_SERVICE_PRICE,
  serviceGroupResource,
  serviceKinds,
  serviceResource,
  type ServiceGroupItem,
  type ServiceItem,
  type ServiceKind,
} from '@phongkham/contracts';
import { Col, Divider, Input, Row, Select, Switch, Tag } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import { formatPrice, localized } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { ImageField, imageTransform } from '../../kit/ImageField';
import { LangTabs } from '../../kit/LangTabs';
import { booleanFilter, ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { RichTextEditor } from '../../kit/RichTextEditor';
import { useResourceOptions } from '../../kit/selects';

const FOLDER = 'dich-vu';

const kindColors: Record<ServiceKind, string> = {
  KHAM: 'blue',
  XET_NGHIEM: 'purple',
  CHAN_DOAN_HINH_ANH: 'cyan',
  THU_THUAT: 'orange',
  KHAC: 'default',
};

function useTexts() {
  const { t, lang } = useI18n();
  const text = (key: string) => t(`admin.resources.services.${key}`);
  const kind = (value: ServiceKind) => text(`kinds.${value}`);
  return { t, lang, text, kind, field: (name: string) => text(`fields.${name}`) };
}

function useKindOptions() {
  const { kind } = useTexts();
  return serviceKinds.map((value) => ({ value, label: kind(value) }));
}

function useGroups() {
  const { lang } = useI18n();
  return useResourceOptions<ServiceGroupItem>(
    serviceGroupResource.api,
    (g) => localized(lang, g.tendanhmuc, g.tendanhmuc_en),
    { sort: 'thutu' },
  );
}

function useColumns(): KitColumn<ServiceItem>[] {
  const { lang, text, kind, field } = useTexts();
  return [
    { key: 'tendichvu', title: field('tendichvu'), value: (s) => s.tendichvu, link: true, sortable: true },
    {
      key: 'nhom',
      title: field('nhom'),
      value: (s) => localized(lang, s.nhom.tendanhmuc, s.nhom.tendanhmuc_en),
      sortable: true,
      responsive: ['md'],
    },
    {
      key: 'loai',
      title: field('loai'),
      value: (s) => kind(s.loai),
      render: (s) => <Tag color={kindColors[s.loai]}>{kind(s.loai)}</Tag>,
      responsive: ['lg'],
    },
    {
      key: 'gia',
      title: field('gia'),
      // The number itself in the workbook; the table shows it in đồng.
      value: (s) => s.gia,
      render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{formatPrice(s.gia)}</span>,
      sortable: true,
    },
    {
      key: 'donvitinh',
      title: field('donvitinh'),
      value: (s) => localized(lang, s.donvitinh ?? '', s.donvitinh_en),
      responsive: ['xl'],
    },
    {
      key: 'hienthi',
      title: field('hienthi'),
      value: (s) => text(s.hienthi ? 'published' : 'hidden'),
      render: (s) => (s.hienthi ? <Tag color="green">{text('published')}</Tag> : <Tag>{text('hidden')}</Tag>),
      responsive: ['sm'],
    },
    { key: 'thutu', title: field('thutu'), value: (s) => s.thutu, sortable: true, responsive: ['lg'] },
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { field, text } = useTexts();
  return [
    { name: 'dmdichvu_id', label: field('dmdichvu_id'), ...useGroups() },
    { name: 'loai', label: field('loai'), options: useKindOptions() },
    booleanFilter('hienthi', field('hienthi'), text('published'), text('hidden')),
  ];
}

function ServiceFields() {
  const { text, field } = useTexts();
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <LangTabs names={['tendichvu', 'mota', 'noidung']}>
          {(l) => (
            <>
              <Field name={`tendichvu${l}`}>
                <Input maxLength={200} />
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
        <Field name="dmdichvu_id">
          <Select showSearch optionFilterProp="label" {...useGroups()} />
        </Field>
        <Field name="loai">
          <Select options={useKindOptions()} />
        </Field>
        <Divider />
        <Field name="gia" hint={text('priceHint')}>
          <NumberInput
            kind="money"
            min={0}
            max={MAX_SERVICE_PRICE}
            suffix={text('currency')}
            style={{ width: '100%' }}
          />
        </Field>
        <LangTabs names={['donvitinh', 'ghichu']}>
          {(l) => (
            <>
              <Field name={`donvitinh${l}`}>
                <Input maxLength={50} placeholder={l === '' ? text('unitPlaceholder') : undefined} />
              </Field>
              <Field name={`ghichu${l}`} hint={l === '' ? text('noteHint') : undefined}>
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={200} />
              </Field>
            </>
          )}
        </LangTabs>
        <Divider />
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

const serviceForm: FormSpec = {
  fields: <ServiceFields />,
  defaults: { hienthi: true, thutu: 0 },
  transforms: { hinhanh_id: imageTransform('hinhanh') },
};

export function ProvidedServicesScreen() {
  return (
    <ResourceScreen<ServiceItem>
      resource={serviceResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={serviceForm}
      recordTitle={(record) => String(record.tendichvu)}
      invalidates={[serviceGroupResource.api]}
    />
  );
}
