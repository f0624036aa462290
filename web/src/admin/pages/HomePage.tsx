// The back office's home for now: what this workspace is for and whether the system is healthy.
import type { Health } from '@phongkham/contracts';
import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { apiPaths } from '../../shared/paths';
import { useAdminApi } from '../api';

export function HomePage() {
  const { t } = useI18n();
  const api = useAdminApi();
  const [health, setHealth] = useState<Health | null>(null);
  const refresh = useCallback(async () => {
    setHealth(await api.get<Health>(apiPaths.health));
  }, [api]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={2}>{t('admin.home.welcome')}</Typography.Title>
        <Typography.Paragraph>{t('admin.home.text')}</Typography.Paragraph>
      </Card>
      <Card title={t('admin.home.systemTitle')} extra={<Button onClick={() => void refresh()}>{t('admin.home.refresh')}</Button>}>
        {health && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('admin.home.status')}>
              <Tag color={health.status === 'ok' ? 'green' : 'red'}>{t(`admin.home.${health.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.home.database')}>{t(`admin.home.databaseKind.${health.database.kind}`)}</Descriptions.Item>
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
