// The calendar's booking form: a click on a free time opens it there (the server checks it is one of the doctor's
// free slots), filled in with the visitor of an inbox request when booking for one.
import { appointmentResource, CLINIC_TIME_ZONE, type DoctorItem } from '@phongkham/contracts';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useResourceMutation } from '../../kit/mutation';

const api = appointmentResource.api;

type Values = { bacsi_id: string; hoten: string; dienthoai: string; ghichu?: string };

/** The visitor of an inbox request the calendar books for: filled into the form, and linked by yeucau_id. */
export interface FromRequest {
  yeucau_id: string;
  hoten: string;
  dienthoai: string;
}

export function BookingForm({
  open,
  start,
  doctor,
  doctors,
  person,
  onClose,
}: {
  open: boolean;
  start: Date | null;
  doctor: string;
  doctors: DoctorItem[];
  person: FromRequest | null;
  onClose: (booked: boolean) => void;
}) {
  const { t, lang } = useI18n();
  const text = (key: string) => t(`admin.resources.appointments.${key}`);
  const [form] = Form.useForm();
  // A refusal's per-field messages go under the form's fields (the kit's mapping).
  const booking = useResourceMutation<unknown, Values>({
    request: (values) => ({
      method: 'POST',
      path: api,
      body: { ...values, batdau: start!.toISOString(), ...(person ? { yeucau_id: person.yeucau_id } : {}) },
    }),
    invalidates: [api],
    form,
  });
  const submit = async (values: Values) => {
    if (!(await booking.run(values)).success) return;
    form.resetFields();
    onClose(true);
  };
  return (
    <Modal
      open={open}
      title={text('create')}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      okText={text('book')}
      confirmLoading={booking.busy}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ bacsi_id: doctor || undefined, hoten: person?.hoten, dienthoai: person?.dienthoai }}
        onFinish={submit}
      >
        <Typography.Paragraph strong>
          {start?.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-GB', {
            timeZone: CLINIC_TIME_ZONE,
            dateStyle: 'full',
            timeStyle: 'short',
          })}
        </Typography.Paragraph>
        <Form.Item name="bacsi_id" label={text('doctor')} rules={[{ required: true, message: text('doctorRequired') }]}>
          <Select options={doctors.map((d) => ({ value: d._id, label: d.hoten }))} />
        </Form.Item>
        <Form.Item name="hoten" label={text('name')} rules={[{ required: true, message: text('nameRequired') }]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="dienthoai" label={text('phone')} rules={[{ required: true, message: text('phoneRequired') }]}>
          <Input maxLength={20} inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="ghichu" label={text('note')}>
          <Input.TextArea maxLength={1000} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
