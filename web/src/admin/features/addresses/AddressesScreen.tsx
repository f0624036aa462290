// Vietnam's administrative units of 1 July 2025 (/admin/dia-chi) on the module kit: the communes browsed by
// province and searched without diacritics, each commune's page with the old communes it was formed from, a
// name corrected under the update grant (the code and the province never change here), and above the list the
// look-up of an address written the old way ("Phường Bến Nghé, Quận 1, TP.HCM").
import {
  addressResource,
  COMMUNE_NAME_MAX,
  LOOKUP_MAX,
  lookupPath,
  type CommuneItem,
  type FormerUnit,
  type LookupResult,
} from '@phongkham/contracts';
import { Alert, Card, Descriptions, Input, List, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useProvinces } from '../../kit/AddressPicker';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec, type Values } from '../../kit/form';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { ApiError, fetchData } from '../../kit/query';
import { useClearable } from '../../kit/selects';
import { useResourceTexts } from '../../kit/texts';

function useColumns(): KitColumn<CommuneItem>[] {
  const { field } = useResourceTexts(addressResource);
  return [
    { key: 'ma', title: field('ma'), value: (r) => r.ma, sortable: true, width: 90 },
    { key: 'ten', title: field('ten'), value: (r) => r.ten, link: true, sortable: true },
    { key: 'tinh_ma', title: field('tinh_ma'), value: (r) => r.tinh_ten, sortable: true, responsive: ['md'] },
    { key: 'sotruoc', title: field('sotruoc'), value: (r) => r.sotruoc, responsive: ['lg'] },
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { field } = useResourceTexts(addressResource);
  const provinces = useProvinces();
  return [
    {
      name: 'tinh',
      label: field('tinh_ma'),
      showSearch: true,
      loading: provinces.isPending,
      options: (provinces.data ?? []).map((p) => ({ value: p.ma, label: p.ten })),
    },
  ];
}

const KindTag = ({ loai }: { loai: FormerUnit['loai'] }) => {
  const { text } = useResourceTexts(addressResource);
  return <Tag color={loai === 'full' ? 'green' : 'orange'}>{text(`kinds.${loai}`)}</Tag>;
};

/** The look-up of an old address, above the list. */
function OldAddressLookup() {
  const clearText = useClearable('text');
  const { text } = useResourceTexts(addressResource);
  const [result, setResult] = useState<LookupResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lookUp = async (q: string) => {
    if (!q.trim()) return;
    setBusy(true);
    setFailure(null);
    try {
      setResult(await fetchData<LookupResult>(lookupPath, { q: q.trim() }));
    } catch (error) {
      setResult(null);
      setFailure(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={text('lookup.title')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{text('lookup.hint')}</Typography.Paragraph>
      <Input.Search
        allowClear={clearText}
        enterButton={text('lookup.button')}
        maxLength={LOOKUP_MAX}
        loading={busy}
        aria-label={text('lookup.label')}
        placeholder={text('lookup.placeholder')}
        onSearch={(value) => void lookUp(value)}
      />
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
      {result && (
        <div style={{ marginTop: 12 }} role="region" aria-live="polite" aria-label={text('lookup.results')}>
          {result.ketqua.length === 0 ? (
            <Alert type="warning" showIcon title={text('lookup.none')} />
          ) : (
            <>
              {result.ketqua.length > 1 && (
                <Alert type="info" showIcon title={text('lookup.several', { count: result.ketqua.length })} />
              )}
              <List
                dataSource={result.ketqua}
                renderItem={(old) => (
                  <List.Item>
                    <Space orientation="vertical" size={2}>
                      <Typography.Text type="secondary">
                        {old.ten_cu} ({old.ma_cu}) →
                      </Typography.Text>
                      {old.thanh.map((unit) => (
                        <Space key={unit.ma} wrap size={4}>
                          <Typography.Text strong>{unit.ten}</Typography.Text>
                          <Typography.Text>
                            ({unit.ma}), {unit.tinh_ten}
                          </Typography.Text>
                          <KindTag loai={unit.loai} />
                        </Space>
                      ))}
                    </Space>
                  </List.Item>
                )}
              />
            </>
          )}
        </div>
      )}
    </Card>
  );
}

/** What the commune was formed from, under its editor. */
function FormedFrom({ record }: { record: Values }) {
  const { text, field } = useResourceTexts(addressResource);
  const former = (record.truoc as FormerUnit[] | undefined) ?? [];
  return (
    <Card size="small" title={text('formedFrom', { count: former.length })} style={{ marginTop: 16 }}>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={field('ma')}>{String(record.ma)}</Descriptions.Item>
        <Descriptions.Item label={field('tinh_ma')}>{String(record.tinh_ten)}</Descriptions.Item>
        <Descriptions.Item label={field('ten_goc')}>{String(record.ten_goc)}</Descriptions.Item>
      </Descriptions>
      <Table<FormerUnit>
        size="small"
        rowKey="ma_cu"
        pagination={false}
        dataSource={former}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'ma_cu', title: field('ma_cu'), dataIndex: 'ma_cu', width: 90 },
          { key: 'ten_cu', title: field('ten_cu'), dataIndex: 'ten_cu' },
          { key: 'loai', title: field('loai'), render: (_, row) => <KindTag loai={row.loai} /> },
        ]}
      />
    </Card>
  );
}

function NameField() {
  const { text } = useResourceTexts(addressResource);
  return (
    <Field name="ten" hint={text('nameHint')}>
      <Input maxLength={COMMUNE_NAME_MAX} />
    </Field>
  );
}

const communeForm: FormSpec = { fields: <NameField /> };

export function AddressesScreen() {
  return (
    <ResourceScreen<CommuneItem>
      resource={addressResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={communeForm}
      without={['create', 'delete']}
      recordTitle={(record) => String(record.ten)}
      recordExtra={(record) => <FormedFrom record={record} />}
      listExtra={<OldAddressLookup />}
    />
  );
}
