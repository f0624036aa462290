// A new password typed twice, checked with the contracts' password rule (docs/product-rules.md, 'Form validation messages') and for matching. Used by the
// reset page, the phone recovery and the account's change-password form.
import { LockOutlined } from '@ant-design/icons';
import { password, PASSWORD_MISMATCH } from '@phongkham/contracts';
import { translate } from '@phongkham/contracts/messages';
import { Form, Input } from 'antd';
import { schemaRule } from '../../shared/form-rules';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { sameAsRule } from '../forms';

export const NEW_PASSWORD_MAX = 128;

interface Props {
  /** The field holding the new password (the API's name for it). */
  name: string;
  label: string;
  confirmLabel: string;
  placeholder?: string;
}

export function PasswordFields({ name, label, confirmLabel, placeholder }: Props) {
  const { lang } = useI18n();
  return (
    <>
      <Form.Item name={name} label={label} rules={[schemaRule(password, lang)]} hasFeedback>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          maxLength={NEW_PASSWORD_MAX}
          placeholder={placeholder}
        />
      </Form.Item>
      <Form.Item
        name="xacnhan"
        label={confirmLabel}
        dependencies={[name]}
        hasFeedback
        rules={[
          sameAsRule(name, {
            missing: translate(lang, 'validation.passwordRequired'),
            mismatch: translate(lang, PASSWORD_MISMATCH),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={NEW_PASSWORD_MAX} />
      </Form.Item>
    </>
  );
}
