// The queue's "Sửa" for a visit not yet with the doctor: reception sets or changes its doctor, reason and services
// (PUT /api/luotkham/:id), e.g. after a check-in made before those were chosen. Once the doctor opens the visit the
// server answers 409 and the queue no longer offers it (docs/decisions/0040-numbers-and-forms.md).
import {
  doctorResource,
  visitEditInput,
  visitResource,
  type DoctorItem,
  type ServiceItem,
  type VisitRecord,
  type VisitRow,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { formatPrice } from '../../../shared/format';
import { schemaRule } from '../../../shared/form-rules';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { adminApi } from '../../api';
import { enterMovesOn } from '../../kit/form';
import { fetchData, useAllRows, useInvalidate } from '../../kit/query';
import { useClearable } from '../../kit/selects';

type Values = { bacsi_id?: string | null; lydo?: string; dichvu_ids?: string[] };

/** A service as pickers show it: its name and its price in the one money style. */
export const serviceLabel = (service: Pick<ServiceItem, 'tendichvu' | 'gia'>) =>
  `${service.tendichvu} · ${formatPrice(service.gia)}`;

export function VisitEditor({ row, onClose }: { row: VisitRow; onClose: () => void }) {
  const { t, lang } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) => t(`admin.resources.reception.${key}`, params);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const clearable = useClearable();
  const invalidate = useInvalidate();
  const visit = useQuery({
    queryKey: [visitResource.api, 'one', row._id],
    queryFn: () => fetchData<VisitRecord>(`${visitResource.api}/${row._id}`),
  });
  const doctors = useAllRows<DoctorItem>(doctorResource.api, { sort: 'hoten' });
  const services = useAllRows<ServiceItem>(apiPaths.services, { sort: 'tendichvu' });
  const save = async (values: Values) => {
    setSaving(true);
    const outcome = await adminApi.send<VisitRecord>('PUT', `${visitResource.api}/${row._id}`, {
      bacsi_id: values.bacsi_id ?? null,
      lydo: values.lydo?.trim() || null,
      dichvu_ids: values.dichvu_ids ?? [],
    });
    setSaving(false);
    void invalidate([visitResource.api]);
    if (outcome.success) return onClose();
    const errors = 'errors' in outcome ? (outcome.errors ?? {}) : {};
    form.setFields(Object.entries(errors).map(([name, message]) => ({ name: name as never, errors: [message] })));
  };
  const record = visit.data;
  return (
    <Modal
      open
      title={text('editVisit', { number: row.sothutu, name: row.benhnhan_hoten })}
      okText={text('saveVisit')}
      cancelText={t('admin.kit.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !record }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {record && (
        <Form
          form={form}
          // Its own field ids: the check-in form beside it has fields of the same names.
          name="visitEdit"
          layout="vertical"
          initialValues={{
            bacsi_id: record.bacsi_id ?? undefined,
            lydo: record.lydo ?? '',
            dichvu_ids: record.chidinh.filter((line) => line.trangthai !== 'HUY').map((line) => line.dichvu_id),
          }}
          onFinish={(values) => void save(values)}
          onKeyDown={enterMovesOn(() => form.submit())}
        >
          <Form.Item name="bacsi_id" label={text('doctor')}>
            <Select
              allowClear={clearable}
              showSearch
              optionFilterProp="label"
              options={(doctors.data ?? []).map((doctor) => ({ value: doctor._id, label: doctor.hoten }))}
            />
          </Form.Item>
          <Form.Item
            name="lydo"
            label={text('reason')}
            rules={[schemaRule(visitEditInput.shape.lydo, lang, text('reason'))]}
          >
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="dichvu_ids" label={text('services')}>
            <Select
              mode="multiple"
              allowClear={clearable}
              optionFilterProp="label"
              options={(services.data ?? []).map((service) => ({ value: service._id, label: serviceLabel(service) }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
