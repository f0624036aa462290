// The header's bell: a 320 px popover with the staff member's new notifications (none are sent yet).
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover } from 'antd';
import { useI18n } from '../../shared/i18n/I18nProvider';
import styles from './AdminLayout.module.css';

/** The notification popover is 320 px wide. */
export const NOTIFICATION_WIDTH = 320;

export function NotificationBell() {
  const { t } = useI18n();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      arrow={false}
      title={t('admin.notifications.title')}
      content={
        <div style={{ width: NOTIFICATION_WIDTH, maxWidth: 'calc(100vw - 56px)' }} data-testid="notifications">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.notifications.empty')} />
        </div>
      }
    >
      <Button type="text" shape="circle" aria-label={t('admin.notifications.open')}>
        <Badge count={0} size="small">
          <BellOutlined className={styles.headerIcon} />
        </Badge>
      </Button>
    </Popover>
  );
}
