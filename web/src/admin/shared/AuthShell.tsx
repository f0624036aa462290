// The frame of the signed-out pages (sign-in, forgotten password, reset): the way back to the site and the language
// switch on top, one card in the middle with the clinic's mark, a title and a short explanation.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ClinicMark } from '../../shared/ClinicMark';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { paths } from '../../shared/paths';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './AuthShell.module.css';

export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <a href={paths.home} className={styles.back}>
          <ArrowLeftOutlined /> {t('admin.signIn.backToSite')}
        </a>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <Card className={styles.card}>
          <div className={styles.brand}>
            <ClinicMark size={48} />
            <div>
              <div className={styles.appName}>{t('common.appName')}</div>
              <div className={styles.tagline}>{t('admin.title')}</div>
            </div>
          </div>
          <Typography.Title level={1} className={styles.heading}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" className={styles.subtitle}>
              {subtitle}
            </Typography.Paragraph>
          )}
          {children}
        </Card>
      </main>
    </div>
  );
}
