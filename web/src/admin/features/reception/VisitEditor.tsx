// The queue's "Sửa" for a visit not yet with the doctor: reception sets or changes its doctor, reason and services
// (PUT /api/luotkham/:id), e.g. after a check-in made before those were chosen. Once the doctor opens the visit the
// server answers 409 and the queue no longer offers it (docs/decisions/0040-numbers-and-forms.md).
import { visitResource, type VisitRecord, type VisitRow } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminApi } from '../../api';
import { enterMovesOn } from '../../kit/form';
import { fetchData, useInvalidate } from '../../kit/query';
import { VisitCareFields } from './VisitCareFields';

type Values = { bacsi_id?: string | null; lydo?: string; dichvu_ids?: string[] };

export function VisitEditor({ row, onClose }: { row: VisitRow; onClose: () => void }) {
  const { t } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) => t(`admin.resources.reception.${key}`, params);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const invalidate = useInvalidate();
  const visit = useQuery({
    queryKey: [visitResource.api, 'one', row._id],
    queryFn: () => fetchData<VisitRecord>(`${visitResource.api}/${row._id}`),
  });
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
          <VisitCareFields />
        </Form>
      )}
    </Modal>
  );
}
