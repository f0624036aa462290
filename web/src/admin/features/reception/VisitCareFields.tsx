// The fields that say who sees a visit and why: its doctor, its reason and its price-list services. Check-in and the
// queue's "Sửa" both ask them, so they are written once here, with the contract's rule for the reason.
import { doctorResource, visitEditInput, type DoctorItem, type ServiceItem } from '@phongkham/contracts';
import { Form, Input, Select } from 'antd';
import { formatPrice } from '../../../shared/format';
import { schemaRule } from '../../../shared/form-rules';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { useAllRows } from '../../kit/query';
import { useClearable } from '../../kit/selects';

/** A service as pickers show it: its name and its price in the one money style. */
export const serviceLabel = (service: Pick<ServiceItem, 'tendichvu' | 'gia'>) =>
  `${service.tendichvu} · ${formatPrice(service.gia)}`;

/** `bacsi_id`, `lydo` and `dichvu_ids`, inside the caller's form. */
export function VisitCareFields() {
  const { t, lang } = useI18n();
  const text = (key: string) => t(`admin.resources.reception.${key}`);
  const clearable = useClearable();
  const doctors = useAllRows<DoctorItem>(doctorResource.api, { sort: 'hoten' });
  const services = useAllRows<ServiceItem>(apiPaths.services, { sort: 'tendichvu' });
  return (
    <>
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
    </>
  );
}
