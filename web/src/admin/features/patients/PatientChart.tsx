// Under a patient's record: the chart as it stands (the visits and the requests linked to the record, and the member
// registrations and charity applications sent from the same phone), the clinical timeline for roles that read
// examinations (prescriptions included), and the person's data rights: download everything as JSON, print it, anonymise the record on request.
import { DownloadOutlined, PrinterOutlined, UserDeleteOutlined } from '@ant-design/icons';
import {
  examinationResource,
  patientResource,
  type ChartEntry,
  type ChartVisit,
  type PatientChart,
  type PatientExport,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useRef, useState, type ComponentType } from 'react';
import { formatDay } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { download } from '../../kit/export';
import type { Values } from '../../kit/form';
import { useScreenGrants } from '../../kit/grants';
import { PatientTimeline } from '../../kit/PatientTimeline';
import { printHtml } from '../../kit/PrintView';
import { useResourceMutation } from '../../kit/mutation';
import { fetchData } from '../../kit/query';
import { PatientPackagesPanel } from './PatientPackagesPanel';
import styles from './Patients.module.css';

const TEXTS = 'admin.resources.patientAccounts';
const { api } = patientResource;

function EntryTable({ rows, kind }: { rows: ChartEntry[]; kind: 'yeucau' | 'dangkythanhvien' | 'xetduyethoso' }) {
  const { t, lang } = useI18n();
  if (rows.length === 0) return <Typography.Text type="secondary">{t(`${TEXTS}.chart.none`)}</Typography.Text>;
  return (
    <Table<ChartEntry>
      size="small"
      rowKey="_id"
      pagination={false}
      dataSource={rows}
      scroll={{ x: true }}
      columns={[
        {
          key: 'createdAt',
          title: t(`${TEXTS}.chart.when`),
          render: (_, row) => formatDateTime(lang, row.createdAt),
        },
        ...(kind === 'yeucau'
          ? [
              {
                key: 'loai',
                title: t(`${TEXTS}.chart.type`),
                render: (_: unknown, row: ChartEntry) => t(`${TEXTS}.chart.requestTypes.${row.loai}`),
              },
            ]
          : []),
        // On phones the name (usually the patient's own) gives way to the date and the status.
        { key: 'hoten', title: t(`${TEXTS}.chart.name`), dataIndex: 'hoten', responsive: ['sm'] },
        {
          key: 'trangthai',
          title: t(`${TEXTS}.chart.status`),
          render: (_, row) => (
            <Tag>{t(`${TEXTS}.chart.statuses.${row.trangthai}`, { defaultValue: row.trangthai })}</Tag>
          ),
        },
      ]}
    />
  );
}

/** The visits, newest first: the day, the room and queue number, the state, why the patient came. */
function VisitTable({ rows }: { rows: ChartVisit[] }) {
  const { t, lang } = useI18n();
  if (rows.length === 0) return <Typography.Text type="secondary">{t(`${TEXTS}.chart.none`)}</Typography.Text>;
  return (
    <Table<ChartVisit>
      size="small"
      rowKey="_id"
      pagination={false}
      dataSource={rows}
      scroll={{ x: true }}
      columns={[
        { key: 'ngay', title: t(`${TEXTS}.chart.day`), render: (_, row) => formatDay(lang, row.ngay) },
        {
          key: 'phong',
          title: t(`${TEXTS}.chart.room`),
          render: (_, row) => t(`${TEXTS}.chart.roomNumber`, { room: row.phong_ten, number: row.sothutu }),
        },
        {
          key: 'trangthai',
          title: t(`${TEXTS}.chart.status`),
          render: (_, row) => <Tag>{t(`${TEXTS}.chart.visitStates.${row.trangthai}`)}</Tag>,
        },
        { key: 'lydo', title: t(`${TEXTS}.chart.reason`), dataIndex: 'lydo', responsive: ['sm'] },
      ]}
    />
  );
}

function Chart({ id }: { id: string }) {
  const { t } = useI18n();
  const chart = useQuery({
    queryKey: [api, 'chart', id],
    queryFn: () => fetchData<PatientChart>(`${api}/${id}/lienket`),
  });
  return (
    <Card size="small" title={t(`${TEXTS}.chart.title`)} loading={chart.isPending} className={styles.block}>
      {chart.data && (
        <Space orientation="vertical" size="middle" className={styles.full}>
          <section>
            <Typography.Title level={5}>{t(`${TEXTS}.chart.luotkham`)}</Typography.Title>
            <VisitTable rows={chart.data.luotkham} />
          </section>
          {(['yeucau', 'dangkythanhvien', 'xetduyethoso'] as const).map((kind) => (
            <section key={kind}>
              <Typography.Title level={5}>{t(`${TEXTS}.chart.${kind}`)}</Typography.Title>
              <EntryTable rows={chart.data[kind]} kind={kind} />
            </section>
          ))}
        </Space>
      )}
    </Card>
  );
}

/** The fields a print of the record shows, in the form's order. */
const PRINTED = [
  'ma',
  'hoten',
  'ngaysinh',
  'gioitinh',
  'dienthoai',
  'email',
  'diachi_day',
  'cccd',
  'bhyt',
  'nghenghiep',
  'nguoilienhe',
  'dienthoai_lienhe',
  'diung',
  'ghichu',
  'dongy_phienban',
] as const;

function PersonalData({ record }: { record: Values }) {
  const { t, lang } = useI18n();
  const grants = useScreenGrants(patientResource.urls);
  const [printing, setPrinting] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [reason] = Form.useForm<{ lydo: string }>();
  const area = useRef<HTMLDivElement>(null);
  const id = String(record._id);
  const anonymised = Boolean(record.andanh_luc);
  const value = (field: (typeof PRINTED)[number]) => {
    const raw = record[field];
    if (raw === null || raw === undefined || raw === '') return '—';
    if (field === 'gioitinh') return t(`${TEXTS}.genders.${String(raw)}`);
    return String(raw);
  };

  // A read, through the hook for its busy state and failure toast: it makes nothing stale.
  const exporting = useResourceMutation<PatientExport>({
    request: () => ({ method: 'GET', path: `${api}/${id}/du-lieu` }),
    invalidates: [],
  });
  const exportJson = async () => {
    const outcome = await exporting.run();
    if (!outcome.success) return;
    const bytes = new TextEncoder().encode(JSON.stringify(outcome.data, null, 2));
    download(bytes.buffer as ArrayBuffer, `${String(record.ma)}.json`, 'application/json');
  };
  const anonymise = useResourceMutation<unknown, { lydo: string }>({
    request: (body) => ({ method: 'POST', path: `${api}/${id}/an-danh`, body }),
    invalidates: [api],
    success: () => t(`${TEXTS}.privacy.erased`),
    form: reason,
  });
  const erase = async (body: { lydo: string }) => {
    if ((await anonymise.run(body)).success) setErasing(false);
  };

  if (!grants.export && !grants.print && !grants.delete) return null;
  return (
    <Card size="small" title={t(`${TEXTS}.privacy.title`)} className={styles.block}>
      <Typography.Paragraph type="secondary">{t(`${TEXTS}.privacy.intro`)}</Typography.Paragraph>
      {anonymised && (
        <Typography.Paragraph>
          {t(`${TEXTS}.privacy.anonymisedAt`, { time: formatDateTime(lang, String(record.andanh_luc)) })}
        </Typography.Paragraph>
      )}
      <Space wrap>
        {grants.export && (
          <Button icon={<DownloadOutlined />} loading={exporting.busy} onClick={() => void exportJson()}>
            {t(`${TEXTS}.privacy.export`)}
          </Button>
        )}
        {grants.print && (
          <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
            {t(`${TEXTS}.privacy.print`)}
          </Button>
        )}
        {grants.delete && !anonymised && (
          <Button danger icon={<UserDeleteOutlined />} onClick={() => setErasing(true)}>
            {t(`${TEXTS}.privacy.erase`)}
          </Button>
        )}
      </Space>
      <Modal
        open={printing}
        title={t(`${TEXTS}.privacy.printTitle`)}
        width="min(760px, 96vw)"
        onCancel={() => setPrinting(false)}
        footer={[
          <Button key="close" onClick={() => setPrinting(false)}>
            {t('admin.kit.close')}
          </Button>,
          <Button
            key="print"
            type="primary"
            icon={<PrinterOutlined />}
            onClick={() => area.current && printHtml(String(record.ma), area.current.innerHTML)}
          >
            {t('admin.kit.print')}
          </Button>,
        ]}
      >
        <div ref={area}>
          <h2>{t(`${TEXTS}.privacy.printHeading`, { ma: String(record.ma) })}</h2>
          <p>{t(`${TEXTS}.privacy.printedAt`, { time: formatDateTime(lang, new Date()) })}</p>
          <table>
            <tbody>
              {PRINTED.map((field) => (
                <tr key={field}>
                  <th>{t(`${TEXTS}.fields.${field}`)}</th>
                  <td>{value(field)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Modal>
      <Modal
        open={erasing}
        title={t(`${TEXTS}.privacy.eraseTitle`)}
        okText={t(`${TEXTS}.privacy.eraseConfirm`)}
        okButtonProps={{ danger: true, loading: anonymise.busy }}
        cancelText={t('admin.kit.cancel')}
        onCancel={() => setErasing(false)}
        onOk={() => reason.submit()}
        destroyOnHidden
      >
        <Typography.Paragraph>{t(`${TEXTS}.privacy.eraseExplain`)}</Typography.Paragraph>
        <Form form={reason} layout="vertical" onFinish={(values) => void erase(values)}>
          <Form.Item
            name="lydo"
            label={t(`${TEXTS}.privacy.reason`)}
            rules={[{ required: true, whitespace: true, message: t(`${TEXTS}.privacy.reasonRequired`) }]}
          >
            <Input.TextArea maxLength={500} rows={3} placeholder={t(`${TEXTS}.privacy.reasonPlaceholder`)} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

/** The clinical chart (visits with diagnoses), for roles that may read examinations: a receptionist does not. */
function ClinicalTimeline({ id }: { id: string }) {
  const { t } = useI18n();
  const clinical = useScreenGrants(examinationResource.urls);
  if (!clinical.view) return null;
  return (
    <Card size="small" title={t('admin.kit.timeline.title')} className={styles.block}>
      <PatientTimeline patientId={id} />
    </Card>
  );
}

/**
 * A panel another feature adds to the chart (the patient's money, from billing), given the patient's id; it decides
 * itself whether the reader may see it. resources.tsx, which composes the screens, hands them over.
 */
export type ChartPanel = ComponentType<{ patientId: string }>;

export function PatientRecordExtra({ record, panels = [] }: { record: Values; panels?: readonly ChartPanel[] }) {
  return (
    <>
      <Chart id={String(record._id)} />
      {panels.map((Panel, at) => (
        <Panel key={at} patientId={String(record._id)} />
      ))}
      <PatientPackagesPanel patientId={String(record._id)} patientName={String(record.hoten)} />
      <ClinicalTimeline id={String(record._id)} />
      <PersonalData record={record} />
    </>
  );
}
