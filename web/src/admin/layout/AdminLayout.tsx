// The back-office frame: a 55 px header with the title, loading indicator, language switch and a link
// to the public site; the page below it.
import { languages } from '@phongkham/contracts/i18n';
import { Layout, Segmented, Space, Spin, Typography } from 'antd';
import { Outlet } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { useApiLoading } from '../api';
import styles from './AdminLayout.module.css';

export function AdminLayout() {
  const { t, lang, setLang } = useI18n();
  const loading = useApiLoading();
  return (
    <Layout className={styles.layout}>
      <Layout.Header className={styles.header}>
        <Typography.Title level={1} className={styles.title}>
          {t('admin.title')}
        </Typography.Title>
        <Space size="middle">
          {loading && <Spin size="small" aria-label={t('admin.loading')} />}
          <Segmented
            aria-label={t('common.language.label')}
            value={lang}
            onChange={(value) => setLang(value)}
            options={languages.map((code) => ({
              value: code,
              label: t(`common.language.short.${code}`),
              title: t(`common.language.${code}`),
            }))}
          />
          <a href="/" className={styles.siteLink}>
            {t('admin.viewSite')}
          </a>
        </Space>
      </Layout.Header>
      <Layout.Content className={styles.content}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
