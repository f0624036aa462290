// The sign-in page's list of the demo clinic's people while the demo is on (docs/decisions/0062-demo-clinic.md):
// each role's name and account and the one demo password, so a newcomer can sign in as each person and see their
// day. Choosing a person fills the form.
import type { DemoAccount } from '@phongkham/contracts';
import { Alert, Button, List, Typography } from 'antd';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { useDemo } from '../shared/demo';
import styles from './SignInPage.module.css';

export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount, password: string) => void }) {
  const { t } = useI18n();
  const demo = useDemo();
  if (!demo) return null;
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
                {demo.matkhau}
              </Typography.Text>
            </Typography.Paragraph>
            <List
              size="small"
              dataSource={demo.taikhoan}
              renderItem={(account) => (
                <List.Item
                  actions={[
                    <Button key="use" size="small" onClick={() => onPick(account, demo.matkhau)}>
                      {t('admin.demo.use')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={`${t(`admin.demo.roles.${account.vaitro}`)}: ${account.hoten}`}
                    description={<Typography.Text code>{account.taikhoan}</Typography.Text>}
                  />
                </List.Item>
              )}
            />
          </>
        }
      />
    </section>
  );
}
