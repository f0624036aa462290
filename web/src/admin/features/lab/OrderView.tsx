// One order line's page: the patient and the order, the steps the line's state allows (for a reader with the update
// grant), its result entry or the result as it stands, and the printable result sheet.
import {
  ageInYears,
  movesFor,
  orderMoves,
  orderSteps,
  type OrderAction,
  type OrderKind,
  type OrderRecord,
} from '@phongkham/contracts';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { useRecordAction } from '../../kit/mutation';
import { ImagingEntry } from './ImagingEntry';
import { LabEntry } from './LabEntry';
import styles from './Lab.module.css';
import { orderResources as resources, stateColors, useOrderText } from './orderTexts';
import { ResultSheet } from './ResultSheet';
import { ResultView } from './ResultView';

export function OrderView({ record, kind }: { record: OrderRecord; kind: OrderKind }) {
  const text = useOrderText();
  const { lang, t } = useI18n();
  const resource = resources[kind];
  const grants = useScreenGrants(resource.urls);
  const { busy, run } = useRecordAction([resource.api]);
  const [printing, setPrinting] = useState(false);
  const act = (action: OrderAction) => run(action, `${resource.api}/${record._id}/trangthai`, { hanhdong: action });
  const age = ageInYears(record.benhnhan_ngaysinh, record.ngay);
  const editing = grants.update && orderMoves.KET_QUA.from.includes(record.trangthai);
  const hasResult = record.trangthai === 'CO_KET_QUA' || record.trangthai === 'DA_DUYET';
  // The steps the declaration allows from the line's state, for this reader's grants (the server refuses the rest).
  const steps = movesFor(orderSteps, record.trangthai, (flag) => grants[flag]);
  return (
    <Space orientation="vertical" size="middle" className={styles.record}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={text('fields.benhnhan')}>
          {record.benhnhan_ma} · {record.benhnhan_hoten}
        </Descriptions.Item>
        <Descriptions.Item label={text('fields.gioitinhTuoi')}>
          {[
            record.benhnhan_gioitinh ? t(`admin.resources.labCatalogue.sexes.${record.benhnhan_gioitinh}`) : null,
            age != null ? text('age', { age }) : null,
          ]
            .filter(Boolean)
            .join(', ') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={text('fields.tendichvu')}>{record.tendichvu}</Descriptions.Item>
        <Descriptions.Item label={text('fields.trangthai')}>
          <Tag color={stateColors[record.trangthai]}>{text(`states.${record.trangthai}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={text('fields.phong')}>
          {record.phong_ten} · {record.sothutu}
        </Descriptions.Item>
        <Descriptions.Item label={text('fields.chidinh_hoten')}>
          {record.chidinh_hoten ?? '—'} · {formatDateTime(lang, record.createdAt)}
        </Descriptions.Item>
      </Descriptions>
      <Space wrap>
        {steps.map((action) => (
          <Button
            key={action}
            type={action === 'HUY' ? 'default' : 'primary'}
            danger={action === 'HUY'}
            loading={busy === action}
            onClick={() => void act(action)}
          >
            {text(`actions.${action}`)}
          </Button>
        ))}
        {grants.print && hasResult && (
          <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
            {text('printSheet')}
          </Button>
        )}
      </Space>
      <Card size="small" title={text('result')}>
        {editing ? (
          kind === 'XET_NGHIEM' ? (
            <LabEntry key={record.updatedAt} record={record} />
          ) : (
            <ImagingEntry key={record.updatedAt} record={record} />
          )
        ) : (
          <ResultView record={record} />
        )}
      </Card>
      {printing && <ResultSheet record={record} onClose={() => setPrinting(false)} />}
    </Space>
  );
}
