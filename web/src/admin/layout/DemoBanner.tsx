// The back office's reminder that the installation is the demo clinic (docs/decisions/0062-demo-clinic.md), and the
// owner's ways out of it. While the demo's sign-in is open, the banner says the data is invented; once a real
// account has signed in (which closes the demo's public sign-in), it says so, and the owner may open it again on
// purpose (under /setting's update grant). "End the demo" (under /setting's delete grant, as the server checks)
// removes the demo's patients, documents, stock and accounts after a confirmation, then starts the back office
// afresh.
import { endDemoPath, reopenDemoPath, type DemoEnded } from '@phongkham/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { paths } from '../../shared/paths';
import { adminApi } from '../api';
import { useScreenGrants } from '../kit/grants';
import { demoKey, useDemo } from '../shared/demo';
import styles from './AdminLayout.module.css';

export function DemoBanner() {
  const { t } = useI18n();
  const demo = useDemo();
  const { delete: mayEnd, update: mayReopen } = useScreenGrants(['/setting']);
  const client = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'end' | 'reopen' | null>(null);
  if (!demo) return null;

  const end = async () => {
    setBusy('end');
    const ended = await adminApi.post<DemoEnded>(endDemoPath, {});
    setBusy(null);
    if (!ended) return;
    client.setQueryData(demoKey, null);
    void message.success(t('admin.demo.ended', { patients: ended.benhnhan }));
    window.location.assign(paths.admin);
  };

  const reopen = async () => {
    setBusy('reopen');
    const outcome = await adminApi.send<null>('POST', reopenDemoPath, {});
    setBusy(null);
    if (!outcome.success) return;
    await client.invalidateQueries({ queryKey: demoKey });
    void message.success(t('admin.demo.reopened'));
  };

  const actions = (
    <Space wrap size="small">
      {!demo.mo && mayReopen ? (
        <Popconfirm
          title={t('admin.demo.reopenTitle')}
          description={<div className={styles.demoConfirm}>{t('admin.demo.reopenText')}</div>}
          okText={t('admin.demo.reopenConfirm')}
          cancelText={t('admin.demo.cancel')}
          onConfirm={() => void reopen()}
        >
          <Button size="small" loading={busy === 'reopen'}>
            {t('admin.demo.reopen')}
          </Button>
        </Popconfirm>
      ) : null}
      {mayEnd ? (
        <Popconfirm
          title={t('admin.demo.endTitle')}
          description={<div className={styles.demoConfirm}>{t('admin.demo.endText')}</div>}
          okText={t('admin.demo.endConfirm')}
          okButtonProps={{ danger: true }}
          cancelText={t('admin.demo.cancel')}
          onConfirm={() => void end()}
        >
          <Button size="small" danger loading={busy === 'end'}>
            {t('admin.demo.end')}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );

  return (
    <Alert
      type={demo.mo ? 'info' : 'warning'}
      showIcon
      banner
      className={styles.demoBanner}
      title={demo.mo ? t('admin.demo.banner') : t('admin.demo.closedBanner')}
      action={mayEnd || mayReopen ? actions : undefined}
    />
  );
}
