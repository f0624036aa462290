// Reset password (/admin/reset-password?token=…), the page the e-mailed link opens, reachable signed out: the
// new password twice, checked with the contracts' rules; the server spends the token and ends every session.
import { Alert, Button, Form, Result } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminPaths } from '../../../shared/paths';
import { showFieldErrors, useLanguageRevalidation } from '../../forms';
import { resetPassword } from '../../shared/password-api';
import { AuthShell } from '../../shared/AuthShell';
import { PasswordResetDone } from './ForgetPasswordPage';
import { PasswordFields } from '../../shared/PasswordFields';
import styles from './recovery.module.css';

function ResetForm({ token }: { token: string }) {
  const { t } = useI18n();
  const [form] = Form.useForm<{ matkhau: string; xacnhan: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useLanguageRevalidation(form);

  const save = async ({ matkhau }: { matkhau: string }) => {
    setSaving(true);
    setError(null);
    const outcome = await resetPassword({ token, matkhau });
    setSaving(false);
    if (outcome.success) {
      setDone(true);
      return;
    }
    setError(outcome.message);
    showFieldErrors(form, outcome.errors, ['matkhau']);
  };

  if (done) return <PasswordResetDone />;
  return (
    <>
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={<span style={{ whiteSpace: 'pre-line' }}>{error}</span>}
          action={<Link to={adminPaths.forgetPassword}>{t('admin.recovery.requestNewLink')}</Link>}
          className={styles.alert}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={(v) => void save(v)}
        disabled={saving}
      >
        <PasswordFields
          name="matkhau"
          label={t('admin.recovery.newPassword')}
          confirmLabel={t('admin.recovery.confirmPassword')}
          placeholder={t('admin.recovery.newPasswordPlaceholder')}
        />
        <Button type="primary" htmlType="submit" block loading={saving} className={styles.submit}>
          {t('admin.recovery.savePassword')}
        </Button>
      </Form>
    </>
  );
}

export function ResetPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthShell title={t('admin.recovery.resetTitle')} subtitle={token ? t('admin.recovery.resetSubtitle') : undefined}>
      {token ? (
        <ResetForm token={token} />
      ) : (
        <Result
          status="warning"
          subTitle={t('admin.recovery.missingToken')}
          className={styles.done}
          extra={
            <Button type="primary" onClick={() => void navigate(adminPaths.forgetPassword)}>
              {t('admin.recovery.requestNewLink')}
            </Button>
          }
        />
      )}
      <div className={styles.links}>
        <Link to={adminPaths.signIn}>{t('admin.recovery.backToSignIn')}</Link>
      </div>
    </AuthShell>
  );
}
