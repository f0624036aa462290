// The provided services (/admin/dich-vu-cung-cap, /them-moi, /:id) on the module kit: the list filtered by group,
// kind and whether shown, sorted by order, name or price; the editor: vi/en name, summary and details, the group,
// the kind of work, the price in whole đồng with its unit and the short note shown beside it, a picture, the
// order within the group and whether the website shows it.
import {
  MAX_SERVICE_PRICE,
  serviceGroupResource,
  serviceKinds,
  serviceResource,
  type ServiceItem,
  type ServiceKind,
} from '@phongkham/contracts';
import { Col, Divider, Input, Row, Select, Tag } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import { formatPrice, localized } from '../../../shared/format';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field } from '../../kit/form';
import { LangTabs } from '../../kit/LangTabs';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { useResourceTexts } from '../../kit/texts';
import { OrderAndImageFields, contentForm, ContentTexts, ShownField, useCategory, useShown } from '../../kit/content';

const FOLDER = 'dich-vu';

const kindColors: Record<ServiceKind, string> = {
  KHAM: 'blue',
  XET_NGHIEM: 'purple',
  CHAN_DOAN_HINH_ANH: 'cyan',
  THU_THUAT: 'orange',
  KHAC: 'default',
};

/** A kind of work in the reader's language. */
function useKindName() {
  const { text } = useResourceTexts(serviceResource);
  return (value: ServiceKind) => text(`kinds.${value}`);
}

function useKindOptions() {
  const kind = useKindName();
  return serviceKinds.map((value) => ({ value, label: kind(value) }));
}

function useColumns(): KitColumn<ServiceItem>[] {
  const { lang, field } = useResourceTexts(serviceResource);
  const shown = useShown();
  const kind = useKindName();
  return [
    { key: 'tendichvu', title: field('tendichvu'), value: (s) => s.tendichvu, link: true, sortable: true },
    useCategory(serviceGroupResource).column<ServiceItem>('nhom', field('nhom'), { sortable: true }),
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
    shown.column<ServiceItem>(field('hienthi'), { responsive: ['sm'] }),
    { key: 'thutu', title: field('thutu'), value: (s) => s.thutu, sortable: true, responsive: ['lg'] },
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { field } = useResourceTexts(serviceResource);
  const shown = useShown();
  return [
    useCategory(serviceGroupResource).filter('dmdichvu_id', field('dmdichvu_id')),
    { name: 'loai', label: field('loai'), options: useKindOptions() },
    shown.filter(field('hienthi')),
  ];
}

function ServiceFields() {
  const { text } = useResourceTexts(serviceResource);
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <ContentTexts
          texts={[
            { name: 'tendichvu', kind: 'title', max: 200 },
            { name: 'mota', kind: 'summary', max: 1000 },
            { name: 'noidung', kind: 'rich' },
          ]}
          folder={FOLDER}
        />
      </Col>
      <Col xs={24} lg={8}>
        <ShownField resource={serviceResource} />
        <Field name="dmdichvu_id">
          <Select showSearch optionFilterProp="label" {...useCategory(serviceGroupResource).options} />
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
        <OrderAndImageFields resource={serviceResource} folder={FOLDER} />
      </Col>
    </Row>
  );
}

const serviceForm = contentForm(<ServiceFields />);

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
