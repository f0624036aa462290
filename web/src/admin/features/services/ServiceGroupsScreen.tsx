// The service groups (/admin/dich-vu, /them-moi, /:id) on the module kit: names, summaries and introductions in
// vi and en, a picture, the order of the website's Services page and whether the group is shown. A group's page
// also lists the services it holds, each linking to its record under /dich-vu-cung-cap; a group that still
// holds services cannot be deleted (the API refuses it too).
import { serviceGroupResource, serviceResource, type ServiceGroupItem, type ServiceItem } from '@phongkham/contracts';
import { Col, Input, Row, Table, Typography } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import { Link } from 'react-router';
import { formatPrice, localized } from '../../../shared/format';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec, type Values } from '../../kit/form';
import { useScreenGrants } from '../../kit/grants';
import { ImageField, imageTransform } from '../../kit/ImageField';
import { LangTabs } from '../../kit/LangTabs';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { RichTextEditor } from '../../kit/RichTextEditor';
import { useResourceTexts } from '../../kit/texts';
import { ShownField, ShownTag, useShown } from '../../kit/content';

const FOLDER = 'dich-vu';

function useColumns(): KitColumn<ServiceGroupItem>[] {
  const { t, field } = useResourceTexts(serviceGroupResource);
  const shown = useShown();
  return [
    { key: 'tendanhmuc', title: field('tendanhmuc'), value: (g) => g.tendanhmuc, link: true, sortable: true },
    {
      key: 'tendanhmuc_en',
      title: t('admin.kit.lang.enLabel', { label: field('tendanhmuc') }),
      value: (g) => g.tendanhmuc_en,
      responsive: ['md'],
    },
    { key: 'sodichvu', title: field('sodichvu'), value: (g) => g.sodichvu },
    { key: 'thutu', title: field('thutu'), value: (g) => g.thutu, sortable: true, responsive: ['sm'] },
    shown.column<ServiceGroupItem>(field('hienthi'), { responsive: ['sm'] }),
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { field } = useResourceTexts(serviceGroupResource);
  const shown = useShown();
  return [shown.filter(field('hienthi'))];
}

function GroupFields() {
  const { text, field } = useResourceTexts(serviceGroupResource);
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <LangTabs names={['tendanhmuc', 'mota', 'noidung']}>
          {(l) => (
            <>
              <Field name={`tendanhmuc${l}`}>
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
        <ShownField resource={serviceGroupResource} />
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

const groupForm: FormSpec = {
  fields: <GroupFields />,
  defaults: { hienthi: true, thutu: 0 },
  transforms: { hinhanh_id: imageTransform('hinhanh') },
};

/** The services a group holds, read-only: each links to its own record when the role may open that screen. */
function GroupServices({ services }: { services: ServiceItem[] }) {
  const { t, lang, text } = useResourceTexts(serviceGroupResource);
  const canOpen = useScreenGrants(serviceResource.urls).view;
  // The record page offers no delete while the group holds services: say why, to those who could delete it.
  const canDelete = useScreenGrants(serviceGroupResource.urls).delete;
  const service = (name: string) => t(`admin.resources.services.fields.${name}`);
  return (
    <section aria-labelledby="group-services" style={{ marginTop: 24 }}>
      <Typography.Title level={5} id="group-services">
        {text('servicesTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {text('servicesHint')}
        {canDelete && services.length > 0 && <> {text('hasServices', { count: services.length })}</>}
      </Typography.Paragraph>
      <Table<ServiceItem>
        rowKey="_id"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={services}
        locale={{ emptyText: text('servicesEmpty') }}
        columns={[
          {
            key: 'tendichvu',
            title: service('tendichvu'),
            render: (_value, row) => {
              const name = localized(lang, row.tendichvu, row.tendichvu_en);
              return canOpen ? <Link to={`${serviceResource.urls[0]}/${row._id}`}>{name}</Link> : name;
            },
          },
          {
            key: 'loai',
            title: service('loai'),
            responsive: ['md'],
            render: (_value, row) => t(`admin.resources.services.kinds.${row.loai}`),
          },
          {
            key: 'gia',
            title: service('gia'),
            align: 'right',
            render: (_value, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatPrice(row.gia)}</span>,
          },
          {
            key: 'hienthi',
            title: service('hienthi'),
            responsive: ['sm'],
            render: (_value, row) => <ShownTag shown={row.hienthi} />,
          },
        ]}
      />
    </section>
  );
}

export function ServiceGroupsScreen() {
  const { text } = useResourceTexts(serviceGroupResource);
  return (
    <ResourceScreen<ServiceGroupItem>
      resource={serviceGroupResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={groupForm}
      recordTitle={(record) => String(record.tendanhmuc)}
      deleteBlocked={(record: Values) => {
        const count = Number(record.sodichvu ?? 0);
        return count > 0 ? text('hasServices', { count }) : null;
      }}
      recordExtra={(record) => <GroupServices services={(record.dichvu as ServiceItem[] | undefined) ?? []} />}
      invalidates={[serviceResource.api]}
    />
  );
}
