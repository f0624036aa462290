// A drug's reorder levels (docs/decisions/0059), under its record for those who view the stock page: each store of the
// clinic with the drug's usable stock there and its level, in the drug's smallest unit. A level is saved on its own
// (PUT /api/kho/dinhmuc, update on /kho); an empty box removes it. Below the level the store is low on the drug: the
// dashboard, the stock list and the daily mail say so.
import { itemLevelsPath, reorderLevelsPath, stockAlertsPath, stockUrl, type ItemLevelRow } from '@phongkham/contracts';
import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import { NumberInput } from '../../kit/NumberInput';
import { fetchData } from '../../kit/query';

const key = 'admin.reorderLevels';

function LevelEditor({ row, drug }: { row: ItemLevelRow; drug: string }) {
  const { t } = useI18n();
  const [value, setValue] = useState<number | null>(row.muc);
  const save = useResourceMutation<unknown, number | null>({
    request: (muc) => ({ method: 'PUT', path: reorderLevelsPath, body: { kho_id: row.kho_id, thuoc_id: drug, muc } }),
    invalidates: [itemLevelsPath, stockAlertsPath],
    success: () => t(`${key}.saved`),
  });
  return (
    <Space.Compact>
      <NumberInput
        kind="integer"
        min={0}
        value={value}
        onChange={(next) => setValue(next ?? null)}
        placeholder={t(`${key}.none`)}
        aria-label={t(`${key}.levelIn`, { store: row.kho_ten })}
        style={{ width: 90 }}
      />
      <Button
        icon={<SaveOutlined />}
        aria-label={t('admin.kit.save')}
        title={t('admin.kit.save')}
        loading={save.busy}
        disabled={value === row.muc || Number.isNaN(value)}
        onClick={() => void save.run(value)}
      />
    </Space.Compact>
  );
}

export function ReorderLevels({ drug, unit }: { drug: string; unit: string }) {
  const { t } = useI18n();
  const can = useScreenGrants([stockUrl]);
  const levels = useQuery({
    queryKey: [itemLevelsPath, drug],
    queryFn: () => fetchData<ItemLevelRow[]>(itemLevelsPath, { thuoc_id: drug }, true),
    enabled: can.view,
  });
  if (!can.view) return null;
  return (
    <Card size="small" title={t(`${key}.title`)} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t(`${key}.hint`)}</Typography.Paragraph>
      <Table<ItemLevelRow>
        size="small"
        rowKey="kho_id"
        pagination={false}
        // A phone scrolls the table sideways rather than cut the level's box.
        scroll={{ x: 'max-content' }}
        loading={levels.isPending}
        dataSource={levels.data ?? []}
        locale={{ emptyText: t(`${key}.noStore`) }}
        columns={[
          { key: 'kho', title: t(`${key}.store`), render: (_v, row) => row.kho_ten },
          {
            key: 'khadung',
            title: t(`${key}.usable`),
            render: (_v, row) => (
              <Space size={2} direction="vertical">
                <span>{`${row.khadung.toLocaleString('vi-VN')} ${unit}`}</span>
                {row.muc != null && row.khadung < row.muc && <Tag color="gold">{t(`${key}.low`)}</Tag>}
              </Space>
            ),
          },
          {
            key: 'muc',
            title: unit ? `${t(`${key}.level`)} (${unit})` : t(`${key}.level`),
            render: (_v, row) =>
              can.update ? (
                <LevelEditor key={`${row.kho_id}:${row.muc}`} row={row} drug={drug} />
              ) : row.muc == null ? (
                t(`${key}.none`)
              ) : (
                `${row.muc.toLocaleString('vi-VN')} ${unit}`
              ),
          },
        ]}
      />
    </Card>
  );
}
