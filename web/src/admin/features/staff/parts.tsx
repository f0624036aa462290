// Small pieces the staff list, the new-account form and an account's page share.
import { Col, Form, Input, Tag } from 'antd';
import { Field } from '../../kit/form';
import { ClinicSelect, useMayChooseClinic } from '../../kit/selects';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { sameAsRule } from '../../forms';

export function StatusTag({ active }: { active: boolean }) {
  const { t } = useI18n();
  return <Tag color={active ? 'green' : 'red'}>{t(active ? 'admin.staff.active' : 'admin.staff.inactive')}</Tag>;
}

/** The new password typed again; only the first one is sent. */
export function PasswordAgain({ name }: { name: string }) {
  const { t } = useI18n();
  return (
    <Form.Item
      name="nhaplai"
      label={t('admin.resources.staff.fields.nhaplai')}
      dependencies={[name]}
      rules={[
        sameAsRule(name, {
          missing: t('admin.staff.passwordAgainRequired'),
          mismatch: t('admin.staff.passwordMismatch'),
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" maxLength={128} />
    </Form.Item>
  );
}

/** Phone and e-mail, the same on the new-account form and an account's page. */
export function ContactFields() {
  const { t } = useI18n();
  return (
    <>
      <Col xs={24} md={12}>
        <Field name="dienthoai">
          <Input inputMode="numeric" maxLength={10} placeholder="0912345678" />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field name="email">
          <Input type="email" placeholder={t('admin.kit.emailExample')} />
        </Field>
      </Col>
    </>
  );
}

/** The clinic the member works at, for a role that may read the clinics (the others leave it as it is). */
export function ClinicField({ disabled }: { disabled?: boolean }) {
  const { t } = useI18n();
  if (!useMayChooseClinic()) return null;
  return (
    <Col xs={24} md={12}>
      <Field name="phongkham_id" hint={t('admin.resources.staff.clinicHint')}>
        <ClinicSelect disabled={disabled} />
      </Field>
    </Col>
  );
}
