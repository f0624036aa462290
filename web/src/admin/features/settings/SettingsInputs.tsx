// The system settings form's inputs: the settings read (View, for what is set and the defaults), and the kinds of
// field every section uses: a yes/no left to its default, a count, a write-only secret, a VAT rate.
import type { systemSecretFields } from '@phongkham/contracts';
import { type SystemSettingsView, vatRates } from '@phongkham/contracts';
import { Checkbox, Form, Input, Select, Tag } from 'antd';
import { createContext, useContext } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { Field } from '../../kit/form';
import { NumberInput } from '../../kit/NumberInput';
import { useClearable } from '../../kit/selects';

export const key = 'admin.systemSettings';
export const View = createContext<SystemSettingsView | null>(null);

/** A yes/no setting that may also be left to its default. */
export function Toggle({ name, fallback }: { name: string; fallback?: boolean }) {
  const clearable = useClearable();
  const { t } = useI18n();
  const word = (on: boolean) => t(`${key}.${on ? 'on' : 'off'}`);
  return (
    <Field name={name}>
      <Select
        allowClear={clearable}
        placeholder={fallback === undefined ? t(`${key}.byDefault`) : t(`${key}.defaultIs`, { value: word(fallback) })}
        options={[
          { value: true, label: word(true) },
          { value: false, label: word(false) },
        ]}
      />
    </Field>
  );
}

export function Count({ name, fallback, unit }: { name: string; fallback?: number; unit?: string }) {
  const { t } = useI18n();
  return (
    <Field name={name}>
      <NumberInput
        kind="integer"
        min={0}
        style={{ width: '100%' }}
        suffix={unit}
        placeholder={fallback === undefined ? t(`${key}.unlimited`) : t(`${key}.defaultIs`, { value: fallback })}
      />
    </Field>
  );
}

/** A write-only secret: never shown, only whether it is set; the box replaces it, the check box removes it. */
export function Secret({ name }: { name: (typeof systemSecretFields)[number] }) {
  const { t } = useI18n();
  const view = useContext(View);
  const set = Boolean(view?.[`${name}_daluu`]);
  return (
    <>
      <Field
        name={name}
        hint={<Tag color={set ? 'green' : 'default'}>{t(`${key}.${set ? 'secretSet' : 'secretNotSet'}`)}</Tag>}
      >
        <Input.Password
          autoComplete="new-password"
          visibilityToggle={false}
          placeholder={t(`${key}.${set ? 'secretKeep' : 'secretEnter'}`)}
        />
      </Field>
      {set && (
        <Form.Item name={`xoa_${name}`} valuePropName="checked">
          <Checkbox>{t(`${key}.removeSecret`)}</Checkbox>
        </Form.Item>
      )}
    </>
  );
}

/** VAT for one kind of line: empty for the default rate, which the placeholder names. */
export function Rate({ name, fallback }: { name: string; fallback: string }) {
  const clearable = useClearable();
  const { t } = useI18n();
  return (
    <Field name={name}>
      <Select
        allowClear={clearable}
        placeholder={t(`${key}.defaultIs`, { value: t(`${key}.vatRates.${fallback}`) })}
        options={vatRates.map((value) => ({ value, label: t(`${key}.vatRates.${value}`) }))}
      />
    </Field>
  );
}
