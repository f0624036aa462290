// Today's appointments at the desk: who is expected, at what time and for which doctor, and a one-click check-in
// of an arrival into the room the desk is serving (the check-in marks the appointment arrived in the same step). An
// arrival whose record lacks a birth date or sex (every site booking: the site never asks) is asked for them first,
// since lab and vital-sign ranges depend on both; the desk may still check in without them.
// Reads again on every appointment or queue event, so a booking made on the site appears while the desk is open.
import {
  appointmentResource,
  CLINIC_TIME_ZONE,
  genders,
  patientInput,
  patientResource,
  visitResource,
  type AppointmentRow,
  type Paginated,
  type PatientDetail,
  type VisitRecord,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { optionalSchemaRule } from '../../../shared/form-rules';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { DayInput } from '../../kit/DayPickers';
import { useResourceMutation } from '../../kit/mutation';
import { fetchData, queryKeys } from '../../kit/query';
import { useClearable } from '../../kit/selects';
import styles from './Reception.module.css';

/** Still expected: booked or confirmed. */
const expected = new Set(['DA_DAT', 'DA_XAC_NHAN']);

export function ArrivalsPanel({
  day,
  room,
  onCheckedIn,
}: {
  day: string;
  room: string;
  onCheckedIn: (visit: VisitRecord) => void;
}) {
  const { t, lang } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) =>
    t(`admin.resources.reception.arrivals.${key}`, params);
  const clearable = useClearable();
  /** The arrival whose record is being read before its check-in. */
  const [reading, setReading] = useState<string | null>(null);
  /** The arrival being asked for what its record lacks, and which of the two that is. */
  const [asking, setAsking] = useState<{ row: AppointmentRow; ngaysinh: boolean; gioitinh: boolean } | null>(null);
  const [form] = Form.useForm<{ ngaysinh?: string; gioitinh?: string }>();
  const query = { tungay: day, denngay: day, limit: 0, sort: 'batdau' };
  const appointments = useQuery({
    queryKey: queryKeys.list(appointmentResource.api, query),
    queryFn: () => fetchData<Paginated<AppointmentRow>>(appointmentResource.api, query, true),
  });
  const rows = (appointments.data?.docs ?? []).filter((row) => row.trangthai !== 'DA_HUY');
  const time = (at: string) =>
    new Date(at).toLocaleTimeString(lang === 'vi' ? 'vi-VN' : 'en-GB', {
      timeZone: CLINIC_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
    });

  // A refused check-in reloads the day's appointments too: someone else may have checked the patient in.
  const arrival = useResourceMutation<
    VisitRecord,
    { row: AppointmentRow; completion: { ngaysinh?: string; gioitinh?: string } }
  >({
    request: ({ row, completion }) => {
      const filled = Object.fromEntries(Object.entries(completion).filter(([, value]) => value));
      const body = {
        // A site booking without a patient yet: the server finds or makes one from its name and phone.
        ...(row.benhnhan_id ? { benhnhan_id: row.benhnhan_id } : {}),
        ...(Object.keys(filled).length ? { benhnhan_bosung: filled } : {}),
        lichhen_id: row._id,
        phong_id: room,
      };
      return { method: 'POST', path: visitResource.api, body };
    },
    invalidates: [appointmentResource.api, visitResource.api],
  });
  const busy = reading ?? arrival.running?.row._id ?? null;
  const checkIn = async (row: AppointmentRow, completion: { ngaysinh?: string; gioitinh?: string } = {}) => {
    const outcome = await arrival.run({ row, completion });
    if (outcome.success) onCheckedIn(outcome.data);
  };

  /** Checks in at once when the record holds birth date and sex; otherwise asks for what it lacks first. */
  const arrive = async (row: AppointmentRow) => {
    let lacks = { ngaysinh: true, gioitinh: true };
    if (row.benhnhan_id) {
      setReading(row._id);
      const patient = await fetchData<PatientDetail>(
        `${patientResource.api}/${row.benhnhan_id}`,
        undefined,
        true,
      ).catch(() => null);
      setReading(null);
      lacks = { ngaysinh: !patient?.ngaysinh, gioitinh: !patient?.gioitinh };
    }
    if (!lacks.ngaysinh && !lacks.gioitinh) return checkIn(row);
    form.resetFields();
    setAsking({ row, ...lacks });
  };

  return (
    <Card size="small" title={text('title')} className={styles.arrivals}>
      <Modal
        open={asking !== null}
        title={asking ? text('askTitle', { name: asking.row.hoten }) : ''}
        okText={t('admin.resources.reception.arrivals.checkIn')}
        confirmLoading={busy !== null}
        onOk={() => form.submit()}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        <Typography.Paragraph type="warning">{t('admin.resources.reception.completeIdentity')}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          onFinish={async (values) => {
            const row = asking!.row;
            setAsking(null);
            await checkIn(row, values);
          }}
        >
          {asking?.ngaysinh && (
            <Form.Item
              name="ngaysinh"
              label={t('admin.resources.reception.patientFields.ngaysinh')}
              rules={[
                optionalSchemaRule(
                  patientInput.shape.ngaysinh,
                  lang,
                  t('admin.resources.reception.patientFields.ngaysinh'),
                ),
              ]}
            >
              <DayInput style={{ width: '100%' }} />
            </Form.Item>
          )}
          {asking?.gioitinh && (
            <Form.Item name="gioitinh" label={t('admin.resources.reception.patientFields.gioitinh')}>
              <Select
                allowClear={clearable}
                options={genders.map((value) => ({
                  value,
                  label: t(`admin.resources.reception.genders.${value}`),
                }))}
              />
            </Form.Item>
          )}
        </Form>
      </Modal>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('none')} />
      ) : (
        <ul className={styles.arrivalList}>
          {rows.map((row) => (
            <li key={row._id} className={styles.arrival}>
              <Typography.Text strong>{time(row.batdau)}</Typography.Text>
              <span className={styles.arrivalWho}>
                <Typography.Text>{row.hoten}</Typography.Text>
                <Typography.Text type="secondary">
                  {[row.benhnhan_ma, row.bacsi_hoten].filter(Boolean).join(' · ')}
                </Typography.Text>
              </span>
              {expected.has(row.trangthai) ? (
                <Button
                  size="small"
                  type="primary"
                  loading={busy === row._id}
                  aria-label={text('checkInOne', { name: row.hoten })}
                  onClick={() => void arrive(row)}
                >
                  {text('checkIn')}
                </Button>
              ) : (
                <Tag>{t(`admin.resources.appointments.states.${row.trangthai}`)}</Tag>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
