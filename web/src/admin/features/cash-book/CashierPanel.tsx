// The cashier's own shift (/admin/so-quy): with no open shift, opening one with the float put in the drawer; with
// one open, its X-report (read again every half minute, so payments taken on the bill screens show up) and the
// close, after which the Z-report is shown for printing.
import type { ShiftRecord } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, Space } from 'antd';
import { PrinterOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { NumberInput } from '../../kit/NumberInput';
import { useResourceMutation } from '../../kit/mutation';
import { fetchData } from '../../kit/query';
import { CloseShiftDialog } from './CloseShiftDialog';
import { ShiftReport } from './ShiftReport';
import { money, useCashText } from './texts';
import { ZReportSheet } from './ZReportSheet';

export const CURRENT = '/api/soquy/ca/hientai';
const REFRESH_MS = 30_000;

function OpenShift() {
  const text = useCashText();
  const [form] = Form.useForm<{ tiendauca: number | null }>();
  const open = useResourceMutation<ShiftRecord, { tiendauca: number }>({
    request: (body) => ({ method: 'POST', path: '/api/soquy/ca', body }),
    invalidates: ['/api/soquy/ca', '/api/soquy'],
    success: (shift) => text('open.done', { amount: money(shift.tiendauca) }),
    form,
  });
  return (
    <Card title={text('open.title')}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('open.none')} />
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 360, margin: '0 auto' }}
        initialValues={{ tiendauca: null }}
        onFinish={(values) => void open.run({ tiendauca: values.tiendauca! })}
      >
        <Form.Item
          name="tiendauca"
          label={text('fields.tiendauca')}
          extra={text('open.hint')}
          rules={[
            { required: true, message: text('open.floatRequired') },
            {
              validator: (_, v: number | null) =>
                v == null || (Number.isSafeInteger(v) && v >= 0)
                  ? Promise.resolve()
                  : Promise.reject(new Error(text('close.countInvalid'))),
            },
          ]}
        >
          <NumberInput kind="money" min={0} suffix="₫" placeholder="500.000" />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<UnlockOutlined />} loading={open.busy} block>
          {text('open.submit')}
        </Button>
      </Form>
    </Card>
  );
}

function OpenShiftReport({ shift, onClosed }: { shift: ShiftRecord; onClosed: (z: ShiftRecord) => void }) {
  const text = useCashText();
  const { lang } = useI18n();
  const can = useScreenGrants(['/so-quy']);
  const [closing, setClosing] = useState(false);
  const [printing, setPrinting] = useState(false);
  return (
    <Card
      title={text('x.title', { time: formatDateTime(lang, shift.mo_luc) })}
      extra={
        <Space wrap>
          <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
            {text('x.print')}
          </Button>
          {can.update && (
            <Button type="primary" danger icon={<LockOutlined />} onClick={() => setClosing(true)}>
              {text('x.close')}
            </Button>
          )}
        </Space>
      }
    >
      <ShiftReport shift={shift} />
      {closing && (
        <CloseShiftDialog
          shift={shift}
          onClose={() => setClosing(false)}
          onClosed={(z) => {
            setClosing(false);
            onClosed(z);
          }}
        />
      )}
      {printing && <ZReportSheet shift={shift} onClose={() => setPrinting(false)} />}
    </Card>
  );
}

export function CashierPanel() {
  const text = useCashText();
  const can = useScreenGrants(['/so-quy']);
  const [report, setReport] = useState<ShiftRecord | null>(null);
  const current = useQuery({
    queryKey: ['/api/soquy/ca', 'current'],
    queryFn: () => fetchData<ShiftRecord | null>(CURRENT),
    refetchInterval: REFRESH_MS,
  });
  let body;
  if (current.isPending) body = <Card loading />;
  else if (current.isError) body = <Alert type="error" showIcon title={current.error.message} />;
  else if (current.data) body = <OpenShiftReport shift={current.data} onClosed={setReport} />;
  else if (can.create) body = <OpenShift />;
  else body = <Empty description={text('open.noGrant')} />;
  return (
    <>
      {body}
      {report && <ZReportSheet shift={report} onClose={() => setReport(null)} />}
    </>
  );
}
