// The patient's chart as a timeline (GET /api/khambenh/benh-an/:benhnhan_id): each visit, newest first, with its
// diagnoses, conclusion, order lines, lab and imaging results (abnormal values flagged) and prescriptions. Clinical, so only for
// roles that may view /kham-benh; shown on the patient's record and beside a visit record.
import { examinationResource, type PatientTimeline as Timeline } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Tag, Timeline as AntTimeline, Typography } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { formatDay } from '../../shared/format';
import { icd10Label } from './Icd10Select';
import { fetchData } from './query';
import { ResultLine } from './VisitOrders';
import styles from './kit.module.css';

const TEXTS = 'admin.kit.timeline';

export function PatientTimeline({ patientId, current }: { patientId: string; current?: string }) {
  const { t, lang } = useI18n();
  const chart = useQuery({
    queryKey: [examinationResource.api, 'benh-an', patientId],
    queryFn: () => fetchData<Timeline>(`${examinationResource.api}/benh-an/${patientId}`, undefined, true),
  });
  if (chart.isPending) return <Typography.Text type="secondary">{t('admin.loading')}</Typography.Text>;
  const visits = (chart.data?.luotkham ?? []).filter((visit) => visit.luotkham_id !== current);
  if (visits.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${TEXTS}.none`)} />;
  return (
    <AntTimeline
      className={styles.timeline}
      items={visits.map((visit) => ({
        key: visit.luotkham_id,
        color: visit.kyluc ? 'green' : 'gray',
        content: (
          <div>
            <Typography.Text strong>{formatDay(lang, visit.ngay)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {[visit.phong_ten, visit.bacsi_hoten].filter(Boolean).join(' · ')}
            </Typography.Text>{' '}
            <Tag>{t(`${TEXTS}.states.${visit.trangthai}`)}</Tag>
            {visit.kyluc && <Tag color="green">{t(`${TEXTS}.signed`)}</Tag>}
            {visit.lydo && <div>{visit.lydo}</div>}
            {visit.chandoan.map((diagnosis) => (
              <div key={diagnosis.ma}>
                <Tag color={diagnosis.chinh ? 'blue' : 'default'}>{diagnosis.ma}</Tag>
                {icd10Label(diagnosis, lang).replace(`${diagnosis.ma} · `, '')}
              </div>
            ))}
            {visit.chandoan_ghichu && <div>{visit.chandoan_ghichu}</div>}
            {visit.ketluan && (
              <div>
                <Typography.Text type="secondary">{t(`${TEXTS}.conclusion`)}: </Typography.Text>
                {visit.ketluan}
              </div>
            )}
            {visit.chidinh.length > 0 && (
              <div>
                <Typography.Text type="secondary">{t(`${TEXTS}.orders`)}: </Typography.Text>
                {visit.chidinh.map((line) => line.tendichvu).join(', ')}
              </div>
            )}
            {visit.ketqua.length > 0 && (
              <ul className={styles.orderLines}>
                {visit.ketqua.map((line) => (
                  <ResultLine key={line._id} line={line} />
                ))}
              </ul>
            )}
            {visit.donthuoc.map((prescription) => (
              <div key={prescription._id}>
                <Link to={`/don-thuoc/${prescription._id}`}>
                  {t(`${TEXTS}.prescription`, { code: prescription.madonthuoc })}
                </Link>{' '}
                {prescription.trangthai === 'DA_KY' && <Tag color="green">{t(`${TEXTS}.signed`)}</Tag>}
                <ul className={styles.orderLines}>
                  {prescription.thuoc.map((drug, i) => (
                    <li key={i}>
                      {drug.tenthuoc} · {drug.soluong} {drug.donvitinh}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {visit.khambenh_id && <Link to={`/kham-benh/${visit.khambenh_id}`}>{t(`${TEXTS}.open`)}</Link>}
          </div>
        ),
      }))}
    />
  );
}
