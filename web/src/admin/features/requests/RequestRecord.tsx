// One request of the inbox (/admin/yeu-cau/:id): who asked for what and when, with the phone as a tel: link; the
// moves the workflow allows from its status (each with an optional note, and the next try when the visitor could
// not be reached), the assignee, and the request's history. Roles without update on /yeu-cau only read it. One step
// makes the visitor a patient (or finds their record) for roles that may add patients; another opens the calendar
// to book them (the request moves to booked with the booking), and the appointments booked from it are listed.
import { Link } from 'react-router';
import {
  appointmentResource,
  patientResource,
  type ConversionResult,
  requestAssignment,
  requestApi,
  requestResource,
  requestStatusChange,
  requestWorkflow,
  movesFor,
  type RequestAssignee,
  type RequestRecord as RequestRecordData,
  type RequestStatus,
  clinicDay,
} from '@phongkham/contracts';
import { CalendarOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Input, Modal, Select, Space, Tag, Timeline, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { MOBILE_QUERY, useMediaQuery } from '../../shared/useMediaQuery';
import { formatDateTime } from '../../kit/columns';
import { DayPicker } from '../../kit/DayPickers';
import { Field, KitForm, type FormSpec } from '../../kit/form';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import { fetchData, queryKeys } from '../../kit/query';
import { PhoneLink, statusColors } from './parts';
import styles from './RequestRecord.module.css';
import { useClearable } from '../../kit/selects';

const labels = 'admin.resources.requests.fields';

/** The dialog's form for one move: a note, and the next try when the visitor was unreachable. */
function moveForm(to: RequestStatus): FormSpec {
  return {
    fields: (
      <>
        {to === 'KHONG_LIEN_LAC' && (
          <Field name="lienhetiep">
            <DayPicker showTime={{ format: 'HH:mm' }} style={{ width: '100%' }} />
          </Field>
        )}
        <Field name="ghichu">
          <Input.TextArea rows={3} maxLength={1000} />
        </Field>
      </>
    ),
    get defaults() {
      return {
        trangthai: to,
        lienhetiep: to === 'KHONG_LIEN_LAC' ? dayjs().add(2, 'hour').startOf('hour') : undefined,
      };
    },
    transforms: { lienhetiep: { toWire: (value) => (value ? (value as Dayjs).toISOString() : null) } },
  };
}

export function RequestRecord({ request }: { request: RequestRecordData }) {
  const clearable = useClearable();
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const can = useScreenGrants(requestResource.urls);
  const mayAddPatients = useScreenGrants(patientResource.urls).create;
  const mayBook = useScreenGrants(appointmentResource.urls).create;
  const [moving, setMoving] = useState<RequestStatus | null>(null);
  // On a phone each label stands above its value, so long values (the consent, the assignee) keep the width.
  const mobile = useMediaQuery(MOBILE_QUERY);
  const text = (key: string, params?: Record<string, string | number>) => t(`admin.resources.requests.${key}`, params);
  const field = (name: string) => text(`fields.${name}`);
  const when = (moment: string | Date | null) => (moment ? formatDateTime(lang, moment) : '—');
  const status = (value: string | null) => (value ? text(`statuses.${value}`) : '—');
  const assignees = useQuery({
    queryKey: [requestResource.api, 'assignees', request._id],
    queryFn: () => fetchData<RequestAssignee[]>(requestApi.assignees(request._id), undefined, true),
    enabled: can.update,
  });

  /** The record as it is after a change, without asking the server again (the hooks read the lists again). */
  const changed = (data: RequestRecordData) =>
    client.setQueryData(queryKeys.record(requestResource.api, request._id), data);
  const lists = queryKeys.lists(requestResource.api);
  const assignment = useResourceMutation<RequestRecordData, string | null>({
    request: (nhanvien_id) => ({
      method: 'PUT',
      path: requestApi.assign(request._id),
      body: requestAssignment.parse({ nhanvien_id }),
    }),
    invalidates: [lists],
    success: () => text('assigned'),
  });
  /** The visitor becomes a patient, or is matched with the record the clinic already has for them. */
  const conversion = useResourceMutation<ConversionResult>({
    request: () => ({ method: 'POST', path: `${patientResource.api}/tu-yeu-cau/${request._id}`, body: {} }),
    invalidates: [lists, patientResource.api],
    success: ({ benhnhan, moi }) => text(moi ? 'patientCreated' : 'patientMatched', { code: benhnhan.ma }),
  });
  const move = useResourceMutation<RequestRecordData, object>({
    request: (body) => ({ method: 'POST', path: requestApi.status(request._id), body }),
    invalidates: [lists],
    success: (data) => text('moved', { status: status(data.trangthai) }),
  });
  const assign = async (nhanvien_id: string | null) => {
    const outcome = await assignment.run(nhanvien_id);
    if (outcome.success) changed(outcome.data);
  };
  const convert = async () => {
    const outcome = await conversion.run();
    if (!outcome.success) return;
    const { benhnhan } = outcome.data;
    changed({ ...request, benhnhan_id: benhnhan._id, benhnhan_ma: benhnhan.ma });
  };

  // The moves the request's status and the reader's grants allow, as the server will check them.
  const next = movesFor(requestWorkflow, request.trangthai, (flag) => can[flag]);
  const historyLine = (step: RequestRecordData['lichsu'][number]) => {
    if (step.hanhdong === 'TRANG_THAI')
      return text('history.status', { from: status(step.truoc), to: status(step.sau) });
    if (step.hanhdong === 'PHAN_CONG') return text('history.assigned', { to: step.sau ?? text('nobody') });
    return text('history.repeat', { type: step.sau ? text(`types.${step.sau}`) : '' });
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} layout={mobile ? 'vertical' : 'horizontal'}>
        <Descriptions.Item label={field('loaiyeucau')}>{text(`types.${request.loaiyeucau}`)}</Descriptions.Item>
        <Descriptions.Item label={field('dienthoai')}>
          <PhoneLink phone={request.dienthoai} />
        </Descriptions.Item>
        <Descriptions.Item label={field('trangthai')}>
          <Tag color={statusColors[request.trangthai]}>{status(request.trangthai)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={field('createdAt')}>{when(request.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={field('bacsi')}>{request.bacsi ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={field('nguoiphutrach')}>
          {can.update ? (
            <Select
              allowClear={clearable}
              showSearch
              optionFilterProp="label"
              style={{ minWidth: 200, width: '100%' }}
              aria-label={field('nguoiphutrach')}
              placeholder={text('nobody')}
              loading={assignees.isPending || assignment.busy}
              value={request.nhanvien_id ?? undefined}
              options={(assignees.data ?? []).map((member) => ({ value: member._id, label: member.hoten }))}
              onChange={(value?: string) => void assign(value ?? null)}
            />
          ) : (
            (request.nguoiphutrach ?? '—')
          )}
        </Descriptions.Item>
        {(request.solanthu > 0 || request.trangthai === 'KHONG_LIEN_LAC') && (
          <Descriptions.Item label={field('solanthu')}>
            {text('attempts', { count: request.solanthu })}
            {request.lienhetiep && ` · ${text('nextTry', { at: when(request.lienhetiep) })}`}
          </Descriptions.Item>
        )}
        {request.solanlap > 0 && <Descriptions.Item label={field('solanlap')}>{request.solanlap}</Descriptions.Item>}
        <Descriptions.Item label={field('benhnhan')}>
          {request.benhnhan_id ? (
            <Link to={`${patientResource.urls[0]}/${request.benhnhan_id}`}>{request.benhnhan_ma}</Link>
          ) : mayAddPatients ? (
            <Button size="small" loading={conversion.busy} onClick={() => void convert()}>
              {text('convert')}
            </Button>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={field('dongy')}>
          {request.dongy_phienban
            ? text('consentGiven', { version: request.dongy_phienban, at: when(request.dongy_luc) })
            : text('consentMissing')}
        </Descriptions.Item>
      </Descriptions>

      {request.lichhen.length > 0 && (
        <Card size="small" title={text('appointments')}>
          <ul className={styles.appointments}>
            {request.lichhen.map((appointment) => (
              <li key={appointment._id}>
                <Link to={`${appointmentResource.urls[0]}?ngay=${clinicDay(new Date(appointment.batdau))}`}>
                  {when(appointment.batdau)}
                </Link>{' '}
                · {appointment.bacsi_hoten}{' '}
                <Tag>{t(`admin.resources.appointments.states.${appointment.trangthai}`)}</Tag>
              </li>
            ))}
          </ul>
        </Card>
      )}

      {mayBook && request.trangthai !== 'HUY' && (
        <Link to={`${appointmentResource.urls[0]}?yeucau=${request._id}`}>
          <Button type={request.lichhen.length ? 'default' : 'primary'} icon={<CalendarOutlined />}>
            {text(request.lichhen.length ? 'bookAnother' : 'book')}
          </Button>
        </Link>
      )}

      {next.length > 0 && (
        <Space wrap aria-label={text('actions')}>
          {next.map((to) => (
            <Button
              key={to}
              type={to === next[0] ? 'primary' : 'default'}
              danger={to === 'HUY'}
              onClick={() => setMoving(to)}
            >
              {text(`moves.${to}`)}
            </Button>
          ))}
        </Space>
      )}

      <Card size="small" title={text('historyTitle')}>
        {request.lichsu.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('historyEmpty')} />
        ) : (
          <Timeline
            items={request.lichsu.map((step) => ({
              key: step._id,
              children: (
                <>
                  <Typography.Text strong>{historyLine(step)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {when(step.createdAt)} · {step.nhanvien ?? text('visitor')}
                  </Typography.Text>
                  {step.ghichu && (
                    <Typography.Paragraph style={{ marginBottom: 0 }}>{step.ghichu}</Typography.Paragraph>
                  )}
                </>
              ),
            }))}
          />
        )}
      </Card>

      <Modal
        open={moving !== null}
        title={moving ? text(`moves.${moving}`) : ''}
        footer={null}
        destroyOnHidden
        onCancel={() => setMoving(null)}
      >
        {moving && (
          <KitForm
            schema={requestStatusChange}
            labels={labels}
            spec={moveForm(moving)}
            record={null}
            submitText={text(`moves.${moving}`)}
            submit={move.run}
            onSaved={(data) => {
              setMoving(null);
              changed(data as RequestRecordData);
            }}
          />
        )}
      </Modal>
    </Space>
  );
}
