// Staff sign-in (/admin/dang-nhap): account and password checked with the contracts' rules, the server's
// refusal (wrong credentials, too many tries) shown above the button; once signed in, the page first asked
// for (?redirect=) or the back-office home. While the installation is the demo clinic, its people are listed below.
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { account, password, type LoginBody } from '@phongkham/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { schemaRule } from '../../shared/form-rules';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { adminPaths, paths } from '../../shared/paths';
import { signIn } from '../auth';
import { showFieldErrors, useLanguageRevalidation } from '../forms';
import { AuthShell } from '../shared/AuthShell';
import { DemoAccounts } from './DemoAccounts';
import { FullScreenSpin } from '../shared/FullScreenSpin';
import { useSession } from '../session';
import styles from './SignInPage.module.css';

/** Where to go after signing in: a back-office path from ?redirect= (never another site), else home. */
export function redirectTarget(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return adminPaths.home;
  // Accept the full browser path too: the router adds /admin itself.
  const path =
    value === paths.admin ? '/' : value.startsWith(`${paths.admin}/`) ? value.slice(paths.admin.length) : value;
  if (path === adminPaths.signIn || path.startsWith(`${adminPaths.signIn}?`)) return adminPaths.home;
  return path;
}

function SignInForm({ expired }: { expired: boolean }) {
  const { t, lang } = useI18n();
  const [form] = Form.useForm<LoginBody>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useLanguageRevalidation(form);

  const submit = async (values: LoginBody) => {
    setSubmitting(true);
    setError(null);
    const outcome = await signIn({ taikhoan: values.taikhoan.trim(), matkhau: values.matkhau });
    setSubmitting(false);
    if (outcome.success) return;
    setError(outcome.message);
    showFieldErrors(form, outcome.errors, ['taikhoan', 'matkhau']);
  };

  return (
    <>
      {expired && !error && (
        <Alert type="warning" showIcon title={t('admin.signIn.expired')} className={styles.alert} />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={<span style={{ whiteSpace: 'pre-line' }}>{error}</span>}
          className={styles.alert}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        disabled={submitting}
        size="large"
      >
        <Form.Item name="taikhoan" label={t('admin.signIn.account')} rules={[schemaRule(account, lang)]}>
          <Input
            prefix={<UserOutlined />}
            autoComplete="username"
            autoFocus
            placeholder={t('admin.signIn.accountPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="matkhau"
          label={t('admin.signIn.password')}
          rules={[schemaRule(password, lang)]}
          extra={<Link to={adminPaths.forgetPassword}>{t('admin.recovery.forgotLink')}</Link>}
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            placeholder={t('admin.signIn.passwordPlaceholder')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} className={styles.submit}>
          {t('admin.signIn.submit')}
        </Button>
      </Form>
      <DemoAccounts onPick={(person, matkhau) => form.setFieldsValue({ taikhoan: person.taikhoan, matkhau })} />
    </>
  );
}

export function SignInPage() {
  const { t } = useI18n();
  const session = useSession();
  const [params] = useSearchParams();
  if (session.status === 'loading') return <FullScreenSpin />;
  if (session.status === 'signedIn') return <Navigate to={redirectTarget(params.get('redirect'))} replace />;
  return (
    <AuthShell title={t('admin.signIn.title')} subtitle={t('admin.signIn.subtitle')}>
      <SignInForm expired={session.reason === 'expired'} />
    </AuthShell>
  );
}
