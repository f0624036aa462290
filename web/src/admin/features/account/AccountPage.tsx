// One's own account (/admin/tai-khoan): the account name and role, and the change-password form (the current
// password, the new one twice). Every signed-in staff member has one, whatever the role menu grants; the
// user menu's "change password" opens it. After a change the other devices are signed out, this one stays.
import { EditOutlined, LockOutlined } from '@ant-design/icons';
import { currentPassword, type ChangePasswordBody } from '@phongkham/contracts';
import { Alert, App, Avatar, Button, Card, Col, Descriptions, Form, Input, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { schemaRule } from '../../../shared/form-rules';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminPaths } from '../../../shared/paths';
import { showFieldErrors, useLanguageRevalidation } from '../../forms';
import { initials } from '../../shared/initials';
import { useStaff } from '../../session';
import { changePassword } from '../../shared/password-api';
import { NEW_PASSWORD_MAX, PasswordFields } from '../../shared/PasswordFields';
import styles from './AccountPage.module.css';

type PasswordValues = ChangePasswordBody & { xacnhan: string };

function ChangePasswordForm() {
  const { t, lang } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useLanguageRevalidation(form);

  const save = async ({ matkhaucu, matkhaumoi }: PasswordValues) => {
    setSaving(true);
    setError(null);
    const outcome = await changePassword({ matkhaucu, matkhaumoi });
    setSaving(false);
    if (outcome.success) {
      form.resetFields();
      void message.success(t('admin.account.changed'));
      return;
    }
    if ('sessionEnded' in outcome && outcome.sessionEnded) return;
    setError(outcome.message);
    showFieldErrors(form, outcome.errors, ['matkhaucu', 'matkhaumoi']);
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void save(v)} disabled={saving} className={styles.form}>
      <Typography.Paragraph type="secondary">{t('admin.account.passwordHint')}</Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={<span style={{ whiteSpace: 'pre-line' }}>{error}</span>}
          className={styles.alert}
        />
      )}
      <Form.Item
        name="matkhaucu"
        label={t('admin.account.currentPassword')}
        rules={[schemaRule(currentPassword, lang)]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={NEW_PASSWORD_MAX} />
      </Form.Item>
      <PasswordFields
        name="matkhaumoi"
        label={t('admin.account.newPassword')}
        confirmLabel={t('admin.account.confirmPassword')}
        placeholder={t('admin.account.newPasswordPlaceholder')}
      />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('admin.account.save')}
      </Button>
    </Form>
  );
}

export function AccountPage() {
  const { t } = useI18n();
  const staff = useStaff();
  const navigate = useNavigate();
  return (
    <>
      <Typography.Title level={2} className={styles.heading}>
        {t('admin.account.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10} xl={9}>
          {/* The edit link sits under the details, not beside the title: side by side they cut the title short. */}
          <Card title={t('admin.account.infoTitle')}>
            <div className={styles.who}>
              <Avatar size={56} src={staff.hinhanh?.url} className={styles.avatar}>
                {initials(staff.hoten)}
              </Avatar>
              <div>
                <div className={styles.name}>{staff.hoten}</div>
                <Tag color="blue">{staff.vaitro.ten}</Tag>
              </div>
            </div>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('admin.account.account')}>{staff.taikhoan}</Descriptions.Item>
              <Descriptions.Item label={t('admin.account.role')}>{staff.vaitro.ten}</Descriptions.Item>
              <Descriptions.Item label={t('admin.account.phone')}>
                {staff.dienthoai || t('admin.account.none')}
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.account.email')}>
                {staff.email || t('admin.account.none')}
              </Descriptions.Item>
            </Descriptions>
            <Button icon={<EditOutlined />} onClick={() => void navigate(adminPaths.profile)}>
              {t('admin.account.editProfile')}
            </Button>
          </Card>
        </Col>
        <Col xs={24} lg={14} xl={15}>
          <Card title={t('admin.account.changePassword')}>
            <ChangePasswordForm />
          </Card>
        </Col>
      </Row>
    </>
  );
}
