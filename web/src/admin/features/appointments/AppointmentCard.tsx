// An appointment's card: who, when, with whom and from where, and the state changes its state and the reader's
// grants allow (appointmentWorkflow).
import {
  appointmentResource,
  appointmentWorkflow,
  movesFor,
  CLINIC_TIME_ZONE,
  requestResource,
  type AppointmentRow,
  type AppointmentState,
} from '@phongkham/contracts';
import { Button, Descriptions, Modal, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useScreenGrants } from '../../kit/grants';
import { useRecordAction } from '../../kit/mutation';
import styles from './Appointments.module.css';
import { stateColors } from './calendarTime';

const api = appointmentResource.api;

export function AppointmentCard({ row, onClose }: { row: AppointmentRow | null; onClose: () => void }) {
  const { t, lang } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) =>
    t(`admin.resources.appointments.${key}`, params);
  const { busy, run } = useRecordAction([api]);
  const mayViewRequests = useScreenGrants(requestResource.urls).view;
  const grants = useScreenGrants(appointmentResource.urls);
  if (!row) return null;
  const moves = movesFor(appointmentWorkflow, row.trangthai, (flag) => grants[flag]);
  const change = async (to: AppointmentState) => {
    if ((await run(to, `${api}/${row._id}/trangthai`, { trangthai: to })).success) onClose();
  };
  const when = new Date(row.batdau).toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-GB', {
    timeZone: CLINIC_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Modal open title={row.hoten} onCancel={onClose} footer={null}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={text('when')}>{when}</Descriptions.Item>
        <Descriptions.Item label={text('doctor')}>{row.bacsi_hoten}</Descriptions.Item>
        <Descriptions.Item label={text('phone')}>{row.dienthoai}</Descriptions.Item>
        <Descriptions.Item label={text('patientCode')}>
          {/* A site booking has no register patient until confirmed or checked in. */}
          {row.benhnhan_ma ?? <Typography.Text type="secondary">{text('patientLater')}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={text('state')}>
          <Tag color={stateColors[row.trangthai]}>{text(`states.${row.trangthai}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={text('noShows')}>
          {row.sokhongden > 0 ? <Tag color="orange">{row.sokhongden}</Tag> : 0}
        </Descriptions.Item>
        <Descriptions.Item label={text('source')}>{text(`sources.${row.nguon}`)}</Descriptions.Item>
        {row.ghichu && <Descriptions.Item label={text('note')}>{row.ghichu}</Descriptions.Item>}
        {row.yeucau_id && (
          <Descriptions.Item label={text('fromRequest')}>
            {mayViewRequests ? (
              <Link to={`${requestResource.urls[0]}/${row.yeucau_id}`}>{text('linkedRequest')}</Link>
            ) : (
              text('linkedRequest')
            )}
          </Descriptions.Item>
        )}
      </Descriptions>
      {moves.length > 0 && (
        <Space wrap className={styles.actions}>
          {moves.map((to) => (
            <Button key={to} danger={to === 'DA_HUY'} loading={busy === to} onClick={() => void change(to)}>
              {text(`moves.${to}`)}
            </Button>
          ))}
        </Space>
      )}
      {grants.update && <Typography.Paragraph type="secondary">{text('dragHint')}</Typography.Paragraph>}
    </Modal>
  );
}
