// The one address of the back office's forms, on the units of 1 July 2025: the province, then one of its communes,
// then the street line — the contract's `addressFields` (tinh_ma, xa_ma, diachi), checked by the same rules as the
// API. Both lists are searchable without diacritics ("cho quan" finds "Phường Chợ Quán"); choosing another
// province empties the commune. Use it inside a KitForm whose schema holds the three fields.
import {
  addressResource,
  provincesPath,
  STREET_LINE_MAX,
  type CommuneItem,
  type ProvinceItem,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select } from 'antd';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { useClearable } from './selects';
import { Field } from './form';
import { plain } from './list';
import { fetchData, useAllRows } from './query';

/** Options filtered without case or diacritics, and by code. */
const filterOption = (input: string, option?: { label?: unknown; value?: unknown }) =>
  plain(String(option?.label ?? '')).includes(plain(input)) || String(option?.value ?? '').startsWith(input.trim());

/** The 34 provinces, once per session of the screen (they change only with a new data file). */
export function useProvinces() {
  return useQuery({
    queryKey: [provincesPath],
    queryFn: () => fetchData<ProvinceItem[]>(provincesPath, undefined, true),
    staleTime: Infinity,
  });
}

/** A province's communes, by name; nothing until a province is chosen. */
export function useCommunes(province: string | undefined) {
  return useAllRows<CommuneItem>(addressResource.api, { tinh: province ?? '', sort: 'ten' }, Boolean(province));
}

export function AddressPicker({ disabled }: { disabled?: boolean }) {
  const { t } = useI18n();
  const clearable = useClearable();
  const form = Form.useFormInstance();
  const province = Form.useWatch<string | undefined>('tinh_ma', form);
  const provinces = useProvinces();
  const communes = useCommunes(province);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Field name="tinh_ma" label={t('admin.kit.address.tinh_ma')}>
          <Select
            showSearch={{ filterOption }}
            allowClear={clearable}
            disabled={disabled}
            placeholder={t('admin.kit.address.provincePlaceholder')}
            loading={provinces.isPending}
            options={(provinces.data ?? []).map((p) => ({ value: p.ma, label: p.ten }))}
            onChange={() => form.setFieldValue('xa_ma', undefined)}
          />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field name="xa_ma" label={t('admin.kit.address.xa_ma')}>
          <Select
            showSearch={{ filterOption }}
            allowClear={clearable}
            disabled={disabled || !province}
            placeholder={t(province ? 'admin.kit.address.communePlaceholder' : 'admin.kit.address.provinceFirst')}
            loading={Boolean(province) && communes.isPending}
            options={(communes.data ?? []).map((c) => ({ value: c.ma, label: c.ten }))}
          />
        </Field>
      </Col>
      <Col span={24}>
        <Field name="diachi" label={t('admin.kit.address.diachi')} hint={t('admin.kit.address.streetHint')}>
          <Input maxLength={STREET_LINE_MAX} disabled={disabled} autoComplete="street-address" />
        </Field>
      </Col>
    </Row>
  );
}
