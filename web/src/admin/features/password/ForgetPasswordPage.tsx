// Forgotten password (/admin/forget-password), reachable signed out: by e-mail (a reset link is mailed) or by
// phone (a 6-digit code is texted, confirmed here, then the new password is chosen here). The server answers
// every request the same way whether an account matched, so the page says what it says.
import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { confirmOtpBody, forgotPasswordEmailBody, forgotPasswordPhoneBody, OTP_LENGTH } from '@phongkham/contracts';
import { Alert, Button, Form, Input, Result, Segmented, Steps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Outcome } from '../../../shared/api/client';
import { schemaRule } from '../../../shared/form-rules';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminPaths } from '../../../shared/paths';
import { showFieldErrors, useLanguageRevalidation } from '../../forms';
import { confirmResetCode, requestResetCode, requestResetLink, resetPassword } from '../../shared/password-api';
import { AuthShell } from '../../shared/AuthShell';
import { PasswordFields } from '../../shared/PasswordFields';
import styles from './recovery.module.css';

type Method = 'email' | 'phone';
type Notice = { type: 'success' | 'info' | 'error'; text: string } | null;

function NoticeAlert({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert
      type={notice.type}
      showIcon
      title={<span style={{ whiteSpace: 'pre-line' }}>{notice.text}</span>}
      className={styles.alert}
      role={notice.type === 'error' ? 'alert' : 'status'}
    />
  );
}

/** The server's words for a failure, on the fields it names and above the form. */
function failureNotice(outcome: Outcome<unknown>): Notice {
  return outcome.success ? null : { type: 'error', text: outcome.message };
}

/** Shown once the password is set: the way back to sign in. */
export function PasswordResetDone() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={t('admin.recovery.doneTitle')}
      subTitle={t('admin.recovery.doneText')}
      className={styles.done}
      extra={
        <Button type="primary" size="large" onClick={() => void navigate(adminPaths.signIn)}>
          {t('admin.recovery.toSignIn')}
        </Button>
      }
    />
  );
}

function EmailRecovery() {
  const { t, lang } = useI18n();
  const [form] = Form.useForm<{ email: string }>();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  useLanguageRevalidation(form);

  const send = async ({ email }: { email: string }) => {
    setSending(true);
    setNotice(null);
    const outcome = await requestResetLink({ email: email.trim() });
    setSending(false);
    setNotice(outcome.success ? { type: 'success', text: outcome.data.message } : failureNotice(outcome));
    if (!outcome.success) showFieldErrors(form, outcome.errors, ['email']);
  };

  return (
    <>
      <NoticeAlert notice={notice} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={(v) => void send(v)}
        disabled={sending}
      >
        <Form.Item
          name="email"
          label={t('admin.recovery.email')}
          rules={[schemaRule(forgotPasswordEmailBody.shape.email, lang)]}
        >
          <Input
            prefix={<MailOutlined />}
            type="email"
            autoComplete="email"
            autoFocus
            placeholder={t('admin.recovery.emailPlaceholder')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={sending} className={styles.submit}>
          {notice?.type === 'success' ? t('admin.recovery.sendAgain') : t('admin.recovery.sendLink')}
        </Button>
      </Form>
    </>
  );
}

type PhoneStep = 'phone' | 'code' | 'password' | 'done';

function PhoneRecovery() {
  const { t, lang } = useI18n();
  const [step, setStep] = useState<PhoneStep>('phone');
  const [dienthoai, setDienthoai] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [phoneForm] = Form.useForm<{ dienthoai: string }>();
  const [codeForm] = Form.useForm<{ otp: string }>();
  const [passwordForm] = Form.useForm<{ matkhau: string; xacnhan: string }>();
  useLanguageRevalidation(phoneForm);
  useLanguageRevalidation(codeForm);
  useLanguageRevalidation(passwordForm);

  const sendCode = async (phone: string) => {
    setBusy(true);
    setNotice(null);
    const outcome = await requestResetCode({ dienthoai: phone });
    setBusy(false);
    if (!outcome.success) {
      setNotice(failureNotice(outcome));
      showFieldErrors(phoneForm, outcome.errors, ['dienthoai']);
      return;
    }
    setDienthoai(phone);
    setNotice({ type: 'info', text: outcome.data.message });
    codeForm.resetFields();
    setStep('code');
  };

  const confirm = async ({ otp }: { otp: string }) => {
    setBusy(true);
    setNotice(null);
    const outcome = await confirmResetCode({ dienthoai, otp });
    setBusy(false);
    if (!outcome.success) {
      setNotice(failureNotice(outcome));
      showFieldErrors(codeForm, outcome.errors, ['otp']);
      return;
    }
    setResetToken(outcome.data.resetToken);
    setStep('password');
  };

  const save = async ({ matkhau }: { matkhau: string }) => {
    setBusy(true);
    setNotice(null);
    const outcome = await resetPassword({ token: resetToken, matkhau });
    setBusy(false);
    if (!outcome.success) {
      setNotice(failureNotice(outcome));
      showFieldErrors(passwordForm, outcome.errors, ['matkhau']);
      return;
    }
    setStep('done');
  };

  if (step === 'done') return <PasswordResetDone />;
  const current = step === 'phone' ? 0 : step === 'code' ? 1 : 2;
  return (
    <>
      <Steps
        size="small"
        current={current}
        className={styles.steps}
        items={[
          { title: t('admin.recovery.steps.phone') },
          { title: t('admin.recovery.steps.code') },
          { title: t('admin.recovery.steps.password') },
        ]}
      />
      <NoticeAlert notice={notice} />
      {step === 'phone' && (
        <Form
          form={phoneForm}
          layout="vertical"
          requiredMark={false}
          size="large"
          initialValues={{ dienthoai }}
          onFinish={({ dienthoai: typed }) => void sendCode(typed.trim())}
          disabled={busy}
        >
          <Form.Item
            name="dienthoai"
            label={t('admin.recovery.phone')}
            rules={[schemaRule(forgotPasswordPhoneBody.shape.dienthoai, lang)]}
          >
            <Input
              prefix={<MobileOutlined />}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              autoFocus
              placeholder={t('admin.recovery.phonePlaceholder')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} className={styles.submit}>
            {t('admin.recovery.sendCode')}
          </Button>
        </Form>
      )}
      {step === 'code' && (
        <Form
          form={codeForm}
          layout="vertical"
          requiredMark={false}
          size="large"
          onFinish={(v) => void confirm(v)}
          disabled={busy}
        >
          <Form.Item
            name="otp"
            label={t('admin.recovery.otp')}
            extra={t('admin.recovery.otpHelp')}
            rules={[schemaRule(confirmOtpBody.shape.otp, lang)]}
          >
            <Input
              className={styles.otp}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH + 1}
              autoFocus
              placeholder="••••••"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} className={styles.submit}>
            {t('admin.recovery.confirmCode')}
          </Button>
          <div className={styles.links}>
            <Button type="link" size="small" onClick={() => void sendCode(dienthoai)} disabled={busy}>
              {t('admin.recovery.resendCode')}
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => {
                setNotice(null);
                setStep('phone');
              }}
              disabled={busy}
            >
              {t('admin.recovery.changePhone')}
            </Button>
          </div>
        </Form>
      )}
      {step === 'password' && (
        <Form
          form={passwordForm}
          layout="vertical"
          requiredMark={false}
          size="large"
          onFinish={(v) => void save(v)}
          disabled={busy}
        >
          <PasswordFields
            name="matkhau"
            label={t('admin.recovery.newPassword')}
            confirmLabel={t('admin.recovery.confirmPassword')}
            placeholder={t('admin.recovery.newPasswordPlaceholder')}
          />
          <Button type="primary" htmlType="submit" block loading={busy} className={styles.submit}>
            {t('admin.recovery.savePassword')}
          </Button>
        </Form>
      )}
    </>
  );
}

export function ForgetPasswordPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const method: Method = params.get('kenh') === 'phone' ? 'phone' : 'email';
  return (
    <AuthShell title={t('admin.recovery.title')} subtitle={t('admin.recovery.subtitle')}>
      <Segmented<Method>
        block
        aria-label={t('admin.recovery.method')}
        className={styles.method}
        value={method}
        onChange={(value) => setParams(value === 'phone' ? { kenh: 'phone' } : {}, { replace: true })}
        options={[
          { value: 'email', label: t('admin.recovery.byEmail'), icon: <MailOutlined /> },
          { value: 'phone', label: t('admin.recovery.byPhone'), icon: <MobileOutlined /> },
        ]}
      />
      {method === 'email' ? <EmailRecovery key="email" /> : <PhoneRecovery key="phone" />}
      <div className={styles.links}>
        <Link to={adminPaths.signIn}>{t('admin.recovery.backToSignIn')}</Link>
      </div>
    </AuthShell>
  );
}
