// The header's bell: the staff member's unread general notices (those addressed to their role and open now) in a
// 320 px popover, with their count on the bell; marking one read takes it away. The list is fetched again every
// minute and when the window regains focus (docs/decisions/0015-templates-and-notices.md). For roles that view the
// requests inbox, the bell also counts the new requests, kept current by the live stream (kit/live.ts), and chimes
// when one arrives unless the user turned the sound off.
import { noticeApi, requestResource, type MyNotices, type Paginated } from '@phongkham/contracts';
import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Popover, Switch, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { localized } from '../../shared/format';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { adminApi } from '../api';
import { formatDateTime } from '../kit/columns';
import { useScreenGrants } from '../kit/grants';
import { RECONNECTED, useLiveEvents } from '../kit/live';
import { ApiError, queryKeys } from '../kit/query';
import styles from './AdminLayout.module.css';
import { chimeEnabled, playChime, setChimeEnabled } from '../shared/chime';

/** The notification popover is 320 px wide (narrower on a phone, with a margin each side). */
export const NOTIFICATION_WIDTH = 320;
/** How often the bell asks for new notices while the page is open. */
export const NOTICE_POLL_MS = 60_000;

const mineKey = [noticeApi.mine] as const;

/** The caller's unread notices; polled in the background (no loading indicator, no toast when offline). */
export function useMyNotices() {
  return useQuery({
    queryKey: mineKey,
    queryFn: async () => {
      const outcome = await adminApi.send<MyNotices>('GET', noticeApi.mine, undefined, {
        background: true,
        silent: true,
      });
      if (!outcome.success) throw new ApiError(outcome);
      return outcome.data;
    },
    staleTime: 0,
    refetchInterval: NOTICE_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** The new requests' filter: the list the bell's line opens, and the count it shows. */
const newRequests = { trangthai: 'MOI', limit: 1 } as const;

/**
 * How many requests wait as new, for a role that views the inbox (null otherwise). Read again on every live
 * event of the inbox, which also chimes for an arrival.
 */
export function useNewRequestCount(): number | null {
  const { view } = useScreenGrants(requestResource.urls);
  const client = useQueryClient();
  const key = queryKeys.list(requestResource.api, newRequests);
  const count = useQuery({
    queryKey: key,
    queryFn: async () => {
      const outcome = await adminApi.send<Paginated<unknown>>('GET', requestResource.api, undefined, {
        query: newRequests,
        background: true,
        silent: true,
      });
      if (!outcome.success) throw new ApiError(outcome);
      return outcome.data.totalDocs;
    },
    enabled: view,
    staleTime: 0,
  });
  useLiveEvents(
    ['yeucau.moi', 'yeucau.capnhat', RECONNECTED],
    (event) => {
      void client.invalidateQueries({ queryKey: key });
      if (event.type === 'yeucau.moi' && chimeEnabled()) playChime();
    },
    view,
  );
  return view ? (count.data ?? 0) : null;
}

export function NotificationBell() {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const notices = useMyNotices();
  const requests = useNewRequestCount();
  const [sound, setSound] = useState(chimeEnabled);
  const read = useMutation({
    mutationFn: async (id: string) => {
      const outcome = await adminApi.send('POST', noticeApi.read(id), {});
      if (!outcome.success) throw new ApiError(outcome);
    },
    // The notice leaves the list at once; the count follows from the server's next answer.
    onSuccess: (_data, id) => {
      client.setQueryData<MyNotices>(mineKey, (old) =>
        old ? { docs: old.docs.filter((doc) => doc._id !== id), chuadoc: Math.max(0, old.chuadoc - 1) } : old,
      );
      void client.invalidateQueries({ queryKey: mineKey });
    },
  });
  const docs = notices.data?.docs ?? [];
  const unread = notices.data?.chuadoc ?? 0;
  const total = unread + (requests ?? 0);

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      arrow={false}
      // Shifted back inside the screen when the bell sits too far left for the popover's width (phones).
      align={{ overflow: { adjustX: true, adjustY: true, shiftX: true } }}
      title={t('admin.notifications.title')}
      classNames={{ root: styles.notificationPopover }}
      content={
        <div
          className={styles.notifications}
          style={{ width: NOTIFICATION_WIDTH, maxWidth: 'calc(100vw - 48px)' }}
          data-testid="notifications"
        >
          {requests !== null && (
            <div className={styles.requestsLine}>
              <Link to={`/yeu-cau?${new URLSearchParams({ trangthai: 'MOI' })}`}>
                {requests > 0
                  ? t('admin.notifications.requests', { count: requests })
                  : t('admin.notifications.requestsNone')}
              </Link>
              <label className={styles.chimeToggle}>
                <Switch
                  size="small"
                  checked={sound}
                  onChange={(on) => {
                    setChimeEnabled(on);
                    setSound(on);
                  }}
                />
                <Typography.Text type="secondary">{t('admin.notifications.sound')}</Typography.Text>
              </label>
            </div>
          )}
          {docs.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.notifications.empty')} />
          ) : (
            <ul className={styles.noticeList} aria-label={t('admin.notifications.title')}>
              {docs.map((notice) => {
                const title = localized(lang, notice.tieude, notice.tieude_en);
                return (
                  <li key={notice._id} className={styles.notice}>
                    <div className={styles.noticeHead}>
                      <Typography.Text strong>{title}</Typography.Text>
                      <Button
                        size="small"
                        type="text"
                        icon={<CheckOutlined />}
                        loading={read.isPending && read.variables === notice._id}
                        aria-label={t('admin.notifications.markRead', { title })}
                        title={t('admin.notifications.markReadShort')}
                        onClick={() => read.mutate(notice._id)}
                      />
                    </div>
                    <Typography.Text type="secondary" className={styles.noticeDate}>
                      {formatDateTime(lang, notice.tungay)}
                    </Typography.Text>
                    <div
                      className={styles.noticeBody}
                      // Sanitized against the server's allowlist on every write (lib/html.ts).
                      dangerouslySetInnerHTML={{ __html: localized(lang, notice.noidung, notice.noidung_en) }}
                    />
                  </li>
                );
              })}
            </ul>
          )}
          {unread > docs.length && (
            <Typography.Text type="secondary" className={styles.noticeMore}>
              {t('admin.notifications.more', { count: unread - docs.length })}
            </Typography.Text>
          )}
        </div>
      }
    >
      <Button
        type="text"
        shape="circle"
        aria-label={total > 0 ? t('admin.notifications.openUnread', { count: total }) : t('admin.notifications.open')}
      >
        <Badge count={total} size="small" overflowCount={99}>
          <BellOutlined className={styles.headerIcon} />
        </Badge>
      </Button>
    </Popover>
  );
}
