// A visit's lab and imaging orders with their results, where the doctor works on the visit: order price-list
// services of either kind (each kind through its own page's create grant), and follow each line's state, its values
// with their flags or its report as the lab and the imaging room work (GET /api/ketqua, refreshed on the order
// event). Abnormal values stand out, so the doctor sees the flag without opening the result sheet.
import {
  imagingOrderResource,
  isAbnormal,
  labOrderResource,
  ORDER_EVENT,
  orderKinds,
  orderResources,
  serviceResource,
  visitResultsApi,
  type ChartResult,
  type LabFlag,
  type OrderKind,
  type OrderRecord,
  type ServiceItem,
} from '@phongkham/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatNumber, formatRange } from '../../shared/format';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { adminApi } from '../api';
import { useScreenGrants } from './grants';
import { useLiveEvents } from './live';
import { useClearable } from './selects';
import { fetchData, useAllRows } from './query';
import styles from './kit.module.css';

const TEXTS = 'admin.kit.orders';
/** The order pages' own words for states, flags and the report (one wording everywhere). */
const ORDER_TEXTS = 'admin.resources.labTests';

/** The colour of a lab flag, on every screen that shows one. */
export const flagColors: Record<LabFlag, string> = {
  BINH_THUONG: 'green',
  THAP: 'gold',
  CAO: 'gold',
  NGUY_HIEM_THAP: 'red',
  NGUY_HIEM_CAO: 'red',
};

/** One line with its result, as the visit and the patient's chart show it. */
export function ResultLine({ line }: { line: ChartResult }) {
  const { t, lang } = useI18n();
  const text = (key: string) => t(`${ORDER_TEXTS}.${key}`);
  const measured = line.chiso.filter((value) => value.giatri !== null);
  return (
    <li className={styles.orderLine}>
      <Space wrap size={4}>
        <Typography.Text strong>{line.tendichvu}</Typography.Text>
        <Tag>{text(`states.${line.trangthai}`)}</Tag>
        {line.batthuong && <Tag color="red">{text('abnormal')}</Tag>}
      </Space>
      {measured.length > 0 && (
        <table className={styles.values}>
          <tbody>
            {measured.map((value) => (
              <tr key={value.chiso_id} className={isAbnormal(value.co) ? styles.abnormal : undefined}>
                <td>{(lang === 'en' && value.ten_en) || value.ten}</td>
                <td>
                  {formatNumber(lang, value.giatri, { decimals: 6 })} {value.donvi ?? ''}
                </td>
                <td className={styles.muted}>{formatRange(lang, value.khoang?.thap, value.khoang?.cao)}</td>
                <td>{value.co && <Tag color={flagColors[value.co]}>{text(`flags.${value.co}`)}</Tag>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {line.ketluan && (
        <div>
          {/* A lab line's text is the technician's comment (Nhận xét), an imaging line's the conclusion. */}
          <Typography.Text type="secondary">
            {text(line.loai === 'XET_NGHIEM' ? 'fields.ghichu' : 'fields.ketluan')}:{' '}
          </Typography.Text>
          {line.ketluan}
        </div>
      )}
    </li>
  );
}

/** Ordering: the lab's and the imaging room's services in one choice, sent to each kind's API. */
function OrderPicker({ visitId, kinds, onOrdered }: { visitId: string; kinds: OrderKind[]; onOrdered: () => void }) {
  const { t } = useI18n();
  const clearable = useClearable();
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const lab = useAllRows<ServiceItem>(serviceResource.api, { loai: 'XET_NGHIEM' }, kinds.includes('XET_NGHIEM'));
  const imaging = useAllRows<ServiceItem>(
    serviceResource.api,
    { loai: 'CHAN_DOAN_HINH_ANH' },
    kinds.includes('CHAN_DOAN_HINH_ANH'),
  );
  const offered: Record<OrderKind, ServiceItem[]> = {
    XET_NGHIEM: lab.data ?? [],
    CHAN_DOAN_HINH_ANH: imaging.data ?? [],
  };
  const order = async () => {
    setSaving(true);
    for (const kind of kinds) {
      const ids = offered[kind].filter((service) => chosen.includes(service._id)).map((service) => service._id);
      if (ids.length === 0) continue;
      const outcome = await adminApi.send('POST', orderResources[kind].api, { luotkham_id: visitId, dichvu_ids: ids });
      if (!outcome.success) break;
    }
    setSaving(false);
    setChosen([]);
    onOrdered();
  };
  return (
    <Space.Compact className={styles.full}>
      <Select
        mode="multiple"
        allowClear={clearable}
        className={styles.full}
        aria-label={t(`${TEXTS}.choose`)}
        placeholder={t(`${TEXTS}.choose`)}
        optionFilterProp="label"
        value={chosen}
        onChange={setChosen}
        options={kinds.map((kind) => ({
          label: t(`${TEXTS}.kinds.${kind}`),
          title: kind,
          options: offered[kind].map((service) => ({ value: service._id, label: service.tendichvu })),
        }))}
      />
      <Button type="primary" disabled={chosen.length === 0} loading={saving} onClick={() => void order()}>
        {t(`${TEXTS}.order`)}
      </Button>
    </Space.Compact>
  );
}

/** The visit's orders and results; `closed` (a finished or signed visit) takes no new order. */
export function VisitOrders({ visitId, closed }: { visitId: string; closed: boolean }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const labGrants = useScreenGrants(labOrderResource.urls);
  const imagingGrants = useScreenGrants(imagingOrderResource.urls);
  const may: Record<OrderKind, boolean> = { XET_NGHIEM: labGrants.create, CHAN_DOAN_HINH_ANH: imagingGrants.create };
  const orderable = closed ? [] : orderKinds.filter((kind) => may[kind]);
  const key = [visitResultsApi, visitId];
  const lines = useQuery({
    queryKey: key,
    queryFn: () => fetchData<OrderRecord[]>(visitResultsApi, { luotkham_id: visitId }, true),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: key });
  useLiveEvents([ORDER_EVENT], (event) => {
    if (event.data.luotkham_id === visitId) refresh();
  });
  const shown = (lines.data ?? []).filter((line) => line.trangthai !== 'HUY');
  return (
    <Space orientation="vertical" className={styles.full}>
      {orderable.length > 0 && <OrderPicker visitId={visitId} kinds={orderable} onOrdered={refresh} />}
      {lines.isPending ? (
        <Typography.Text type="secondary">{t('admin.loading')}</Typography.Text>
      ) : shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${TEXTS}.none`)} />
      ) : (
        <ul className={styles.orderLines} aria-label={t(`${TEXTS}.title`)}>
          {shown.map((line) => (
            <ResultLine key={line._id} line={line} />
          ))}
        </ul>
      )}
    </Space>
  );
}
