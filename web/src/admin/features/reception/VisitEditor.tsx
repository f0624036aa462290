// The queue's "Sửa" for a visit not yet with the doctor: reception sets or changes its doctor, reason and services
// (PUT /api/luotkham/:id), e.g. after a check-in made before those were chosen. Once the doctor opens the visit the
// server answers 409 and the queue no longer offers it (docs/decisions/0040-numbers-and-forms.md).
import { visitResource, type VisitRecord, type VisitRow } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { enterMovesOn } from '../../kit/form';
import { useResourceMutation } from '../../kit/mutation';
import { fetchData } from '../../kit/query';
import { VisitCareFields } from './VisitCareFields';

type Values = { bacsi_id?: string | null; lydo?: string; dichvu_ids?: string[] };

export function VisitEditor({ row, onClose }: { row: VisitRow; onClose: () => void }) {
  const { t } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) => t(`admin.resources.reception.${key}`, params);
  const [form] = Form.useForm<Values>();
  const visit = useQuery({
    queryKey: [visitResource.api, 'one', row._id],
    queryFn: () => fetchData<VisitRecord>(`${visitResource.api}/${row._id}`),
  });
  // A refusal (409: the doctor opened the visit meanwhile) reloads the queue too, which then offers no Sửa.
  const update = useResourceMutation<VisitRecord, Values>({
    request: (values) => ({
      method: 'PUT',
      path: `${visitResource.api}/${row._id}`,
      body: {
        bacsi_id: values.bacsi_id ?? null,
        lydo: values.lydo?.trim() || null,
        dichvu_ids: values.dichvu_ids ?? [],
      },
    }),
    invalidates: [visitResource.api],
    form,
  });
  const save = async (values: Values) => {
    if ((await update.run(values)).success) onClose();
  };
  const record = visit.data;
  return (
    <Modal
      open
      title={text('editVisit', { number: row.sothutu, name: row.benhnhan_hoten })}
      okText={text('saveVisit')}
      cancelText={t('admin.kit.cancel')}
      confirmLoading={update.busy}
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
