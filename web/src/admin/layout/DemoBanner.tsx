// The back office's reminder that the installation is the demo clinic (docs/decisions/0062-demo-clinic.md), and the
// owner's way out of it: "End the demo" (under /setting's delete grant, as the server checks) removes the demo's
// patients, documents, stock and accounts after a confirmation, then starts the back office afresh (a demo
// account that ended the demo is signed out with it).
import { endDemoPath, type DemoEnded } from '@phongkham/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm } from 'antd';
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
  const { delete: mayEnd } = useScreenGrants(['/setting']);
  const client = useQueryClient();
  const { message } = App.useApp();
  const [ending, setEnding] = useState(false);
  if (!demo) return null;

  const end = async () => {
    setEnding(true);
    const ended = await adminApi.post<DemoEnded>(endDemoPath, {});
    setEnding(false);
    if (!ended) return;
    client.setQueryData(demoKey, null);
    void message.success(t('admin.demo.ended', { patients: ended.benhnhan }));
    window.location.assign(paths.admin);
  };

  return (
    <Alert
      type="info"
      showIcon
      banner
      className={styles.demoBanner}
      title={t('admin.demo.banner')}
      action={
        mayEnd ? (
          <Popconfirm
            title={t('admin.demo.endTitle')}
            description={<div className={styles.demoConfirm}>{t('admin.demo.endText')}</div>}
            okText={t('admin.demo.endConfirm')}
            okButtonProps={{ danger: true }}
            cancelText={t('admin.demo.cancel')}
            onConfirm={() => void end()}
          >
            <Button size="small" danger loading={ending}>
              {t('admin.demo.end')}
            </Button>
          </Popconfirm>
        ) : undefined
      }
    />
  );
}
