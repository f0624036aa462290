// The back office's home for now: what this workspace is for and whether the system is healthy.
import type { Health } from '@phongkham/contracts';
import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { apiPaths } from '../../shared/paths';
import { adminApi } from '../api';

export function HomePage() {
  const { t } = useI18n();
  const [health, setHealth] = useState<Health | null>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    let current = true;
    void adminApi.get<Health>(apiPaths.health).then((answer) => {
      if (current) setHealth(answer);
    });
    return () => {
      current = false;
    };
  }, [checks]);

  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={2}>{t('admin.home.welcome')}</Typography.Title>
        <Typography.Paragraph>{t('admin.home.text')}</Typography.Paragraph>
      </Card>
      <Card
        title={t('admin.home.systemTitle')}
        extra={<Button onClick={() => setChecks((n) => n + 1)}>{t('admin.home.refresh')}</Button>}
      >
        {health && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('admin.home.status')}>
              <Tag color={health.status === 'ok' ? 'green' : 'red'}>{t(`admin.home.${health.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.home.database')}>
              {t(`admin.home.databaseKind.${health.database.kind}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.home.version')}>{health.version}</Descriptions.Item>
            <Descriptions.Item label={t('admin.home.uptime')}>
              {t('admin.home.uptimeValue', { minutes: Math.floor(health.uptime / 60) })}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </>
  );
}
