// The sign-in page's list of the demo clinic's people while the demo's sign-in is open (docs/decisions/0062-demo-clinic.md):
// each role's name and account and the one demo password, so a newcomer can sign in as each person and see their
// day, with the warning that the password is public. Choosing a person fills the form. A real account's first
// sign-in closes the demo's sign-in, and the list goes.
import type { DemoAccount } from '@phongkham/contracts';
import { Alert, Button, Typography } from 'antd';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { useDemo } from '../shared/demo';
import styles from './SignInPage.module.css';

export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount, password: string) => void }) {
  const { t } = useI18n();
  const demo = useDemo();
  if (!demo?.mo || demo.matkhau === null) return null;
  const password = demo.matkhau;
  return (
    <section aria-labelledby="demo-accounts" className={styles.demo}>
      <Alert
        type="info"
        showIcon
        title={<span id="demo-accounts">{t('admin.demo.signInTitle')}</span>}
        description={
          <>
            <Typography.Paragraph className={styles.demoText}>{t('admin.demo.signInText')}</Typography.Paragraph>
            <Typography.Paragraph className={styles.demoText}>
              {t('admin.demo.password')}{' '}
              <Typography.Text code copyable>
                {password}
              </Typography.Text>
            </Typography.Paragraph>
            <Typography.Text type="warning">{t('admin.demo.publicWarning')}</Typography.Text>
          </>
        }
      />
      <ul className={styles.demoList}>
        {demo.taikhoan.map((account) => (
          <li key={account.taikhoan} className={styles.demoPerson}>
            <div className={styles.demoWho}>
              <Typography.Text strong>{account.hoten}</Typography.Text>
              <Typography.Text type="secondary">
                {t(`admin.demo.roles.${account.vaitro}`)} · <Typography.Text code>{account.taikhoan}</Typography.Text>
              </Typography.Text>
            </div>
            <Button size="small" onClick={() => onPick(account, password)}>
              {t('admin.demo.use')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
