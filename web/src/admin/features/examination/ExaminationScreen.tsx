// Examination (/admin/kham-benh): the doctor's worklist for today (their own and unassigned visits; every doctor's
// with the ALL action), opening the next patient, and the visit record at /kham-benh/:id (VisitRecordPage).
import { examinationResource, type ExaminationRecord, type WorklistRow } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Tag, Typography } from 'antd';
import { Route, Routes, useNavigate } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import { fetchData } from '../../kit/query';
import { NotFoundPage } from '../../pages/NotFoundPage';
import styles from './Examination.module.css';
import { VisitRecordPage } from './VisitRecordPage';

const { api, urls } = examinationResource;
export const TEXTS = 'admin.resources.examination';
/** The worklist reads again this often: doctors do not receive reception's live queue events. */
const REFRESH_MS = 20_000;

export const stateColors: Record<string, string> = {
  CHO: 'blue',
  DANG_GOI: 'orange',
  DANG_KHAM: 'green',
  BO_QUA: 'default',
  XONG: 'default',
};
/** Who is next: a called patient before a waiting one. */
const takeable = (row: WorklistRow) => row.trangthai === 'DANG_GOI' || row.trangthai === 'CHO';

function Worklist() {
  const { t } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) => t(`${TEXTS}.${key}`, params);
  const grants = useScreenGrants(urls);
  const navigate = useNavigate();
  // Opening a patient starts their visit record (or answers the one started).
  const opening = useResourceMutation<ExaminationRecord, WorklistRow>({
    request: (row) => ({ method: 'POST', path: `${api}/${row._id}/mo` }),
    invalidates: [api],
  });
  const busy = opening.running?._id ?? null;
  const list = useQuery({
    queryKey: [api, 'hang-doi'],
    queryFn: () => fetchData<WorklistRow[]>(`${api}/hang-doi`),
    refetchInterval: REFRESH_MS,
  });
  const rows = list.data ?? [];
  const next = rows.find((row) => row.trangthai === 'DANG_GOI') ?? rows.find(takeable);

  const open = async (row: WorklistRow) => {
    if (row.khambenh_id && (row.trangthai === 'XONG' || !grants.create)) {
      void navigate(row.khambenh_id);
      return;
    }
    const outcome = await opening.run(row);
    if (outcome.success) void navigate(outcome.data._id);
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Typography.Title level={3} className={styles.title}>
          {text('title')}
        </Typography.Title>
        {grants.create && (
          <Button
            type="primary"
            className={styles.next}
            disabled={!next}
            loading={busy !== null && busy === next?._id}
            onClick={() => next && void open(next)}
          >
            {next ? text('openNext', { number: next.sothutu, name: next.benhnhan_hoten }) : text('nobodyWaiting')}
          </Button>
        )}
      </div>
      <Card title={text('worklist')} loading={list.isPending}>
        {rows.length === 0 ? (
          <Empty description={text('emptyWorklist')} />
        ) : (
          <ol className={styles.list} aria-label={text('worklist')}>
            {rows.map((row) => (
              <li key={row._id} className={styles.row} data-state={row.trangthai}>
                <span className={styles.number}>{row.sothutu}</span>
                <div className={styles.who}>
                  <Typography.Text strong>{row.benhnhan_hoten}</Typography.Text>
                  <Typography.Text type="secondary" className={styles.meta}>
                    {[row.benhnhan_ma, row.phong_ten, row.bacsi_hoten ?? text('unassigned'), row.lydo]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </div>
                <span className={styles.tags}>
                  <Tag color={stateColors[row.trangthai]}>{text(`states.${row.trangthai}`)}</Tag>
                  {row.kyluc && <Tag color="green">{text('signed')}</Tag>}
                </span>
                {(row.khambenh_id || (grants.create && row.trangthai !== 'BO_QUA')) && (
                  <Button
                    size="small"
                    type={row.trangthai === 'DANG_KHAM' ? 'primary' : 'default'}
                    loading={busy === row._id}
                    onClick={() => void open(row)}
                  >
                    {row.khambenh_id ? text('openRecord') : text('examine')}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}

export function ExaminationScreen() {
  return (
    <Routes>
      <Route index element={<Worklist />} />
      <Route path=":id" element={<VisitRecordPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
