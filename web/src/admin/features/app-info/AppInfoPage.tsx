// Application information (/admin/thong-tin-ung-dung): the running version, the database, how long the server has
// been up, its clock and time zone, Node.js, memory and how mail leaves. Uptime and clock keep ticking between
// refreshes, counted from the answer.
import { ReloadOutlined } from '@ant-design/icons';
import type { AppInfo, Lang } from '@phongkham/contracts';
import { Button, Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { Translate } from '../../../shared/i18n/translator';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { adminApi } from '../../api';
import styles from './AppInfoPage.module.css';

/** "2 ngày 3 giờ 5 phút" / "2 d 3 h 5 min"; seconds only for the first minute. */
export function formatUptime(seconds: number, t: Translate): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return t('admin.appInfo.units.second', { count: whole });
  const days = Math.floor(whole / 86_400);
  const hours = Math.floor((whole % 86_400) / 3_600);
  const minutes = Math.floor((whole % 3_600) / 60);
  return [
    days ? t('admin.appInfo.units.day', { count: days }) : '',
    days || hours ? t('admin.appInfo.units.hour', { count: hours }) : '',
    t('admin.appInfo.units.minute', { count: minutes }),
  ]
    .filter(Boolean)
    .join(' ');
}

/** A moment on a time zone's clock: vi D/M/YYYY HH:mm:ss, en M/D/YYYY HH:mm:ss (docs/product-rules.md, 'Dates and prices'). */
export function formatMoment(lang: Lang, moment: Date, timeZone: string): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(moment);
  } catch {
    return moment.toISOString();
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date =
    lang === 'en'
      ? `${part('month')}/${part('day')}/${part('year')}`
      : `${part('day')}/${part('month')}/${part('year')}`;
  return `${date} ${part('hour')}:${part('minute')}:${part('second')}`;
}

export function AppInfoPage() {
  const { t, lang } = useI18n();
  const [info, setInfo] = useState<{ data: AppInfo; at: number } | null>(null);
  const [loads, setLoads] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let current = true;
    void adminApi.get<AppInfo>(apiPaths.appInfo).then((data) => {
      if (current && data) setInfo({ data, at: Date.now() });
    });
    return () => {
      current = false;
    };
  }, [loads]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const elapsed = info ? Math.max(0, (now - info.at) / 1000) : 0;
  const data = info?.data;
  return (
    <>
      <Typography.Title level={2} className={styles.heading}>
        {t('admin.appInfo.title')}
      </Typography.Title>
      <Card
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => setLoads((n) => n + 1)}>
            {t('admin.appInfo.refresh')}
          </Button>
        }
        title={data ? `PhongKham ${data.version}` : t('admin.appInfo.title')}
      >
        {!data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" className={styles.facts}>
            <Descriptions.Item label={t('admin.appInfo.version')}>{data.version}</Descriptions.Item>
            <Descriptions.Item label={t('admin.appInfo.database')}>
              <span className={styles.database}>
                {t(`admin.appInfo.databaseKind.${data.database.kind}`)}
                <Tag color={data.database.reachable ? 'green' : 'red'}>
                  {data.database.reachable ? t('admin.appInfo.reachable') : t('admin.appInfo.unreachable')}
                </Tag>
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.appInfo.uptime')}>
              {formatUptime(data.uptime + elapsed, t)}
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.appInfo.startedAt')}>
              {formatMoment(lang, new Date(data.startedAt), data.timeZone)}
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.appInfo.serverTime')}>
              {formatMoment(lang, new Date(Date.parse(data.serverTime) + elapsed * 1000), data.timeZone)}
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.appInfo.timeZone')}>{data.timeZone}</Descriptions.Item>
            <Descriptions.Item label={t('admin.appInfo.node')}>{data.node}</Descriptions.Item>
            <Descriptions.Item label={t('admin.appInfo.platform')}>{data.platform}</Descriptions.Item>
            <Descriptions.Item label={t('admin.appInfo.memory')}>
              {t('admin.appInfo.memoryValue', { mb: Math.round(data.memory / (1024 * 1024)) })}
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.appInfo.mail')}>
              {t(`admin.appInfo.mailKind.${data.mail}`)}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </>
  );
}
