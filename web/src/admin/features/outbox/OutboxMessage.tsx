// One message of the outbox (/admin/sms/:id): where it went, how sending went (status, attempts, provider, the
// refusal's reason), what it belongs to, and its text; the HTML version of an e-mail is shown in a sandboxed frame
// (no script, no navigation). A failed message can be sent again by roles with update on /sms.
import { ReloadOutlined } from '@ant-design/icons';
import { outboxResource, type OutboxRecord } from '@phongkham/contracts';
import { Alert, Button, Card, Descriptions, Space, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import styles from './Outbox.module.css';
import { providerName, reasonText, StatusTag } from './outboxStatus';

/** The text with its web addresses as links (the reset link opens in a new tab). */
function WithLinks({ text }: { text: string }) {
  return text.split(/(https?:\/\/\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} target="_blank" rel="noopener noreferrer">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export function OutboxMessage({ message }: { message: OutboxRecord }) {
  const { t, lang } = useI18n();
  const can = useScreenGrants(outboxResource.urls);
  const text = (key: string, params?: Record<string, string | number>) => t(`admin.resources.outbox.${key}`, params);
  const field = (name: string) => text(`fields.${name}`);
  const when = (moment: string | Date | null) => (moment ? formatDateTime(lang, moment) : '—');
  const reason = reasonText(message.loi, t);

  const retry = useResourceMutation({
    request: () => ({ method: 'POST', path: `${outboxResource.api}/${message._id}/gui-lai`, body: {} }),
    invalidates: [outboxResource.api],
    success: () => text('retried'),
  });

  const ownerKey = `admin.resources.outbox.owners.${message.loai}`;
  const ownerName = t(ownerKey) === ownerKey ? message.loai : t(ownerKey);
  const owner = message.loai ? `${ownerName} · ${message.banghi_id ?? ''}` : '—';

  return (
    <Space direction="vertical" size={16} className={styles.column}>
      {message.trangthai === 'FAILED' && (
        <Alert
          type="error"
          showIcon
          message={text('failedTitle')}
          description={reason ?? text('noReason')}
          action={
            can.update ? (
              <Button icon={<ReloadOutlined />} loading={retry.busy} onClick={() => void retry.run()}>
                {text('retry')}
              </Button>
            ) : undefined
          }
        />
      )}
      {message.trangthai !== 'FAILED' && reason && (
        <Alert type="warning" showIcon message={text('lastProblem')} description={reason} />
      )}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={field('kenh')}>{text(`channels.${message.kenh}`)}</Descriptions.Item>
        <Descriptions.Item label={field('nguoinhan')}>
          <span className={styles.break}>{message.nguoinhan}</span>
        </Descriptions.Item>
        <Descriptions.Item label={field('trangthai')}>
          <StatusTag row={message} />
        </Descriptions.Item>
        <Descriptions.Item label={field('solan')}>{message.solan}</Descriptions.Item>
        <Descriptions.Item label={field('nhacungcap')}>
          {providerName(message.nhacungcap, t) ?? '—'}
          {message.nhacungcap === 'outbox' && (
            <Typography.Text type="secondary" className={styles.hint}>
              {text('outboxOnly')}
            </Typography.Text>
          )}
        </Descriptions.Item>
        {message.trangthai === 'SENT' && (
          <Descriptions.Item label={field('guiluc')}>{when(message.guiluc)}</Descriptions.Item>
        )}
        {(message.trangthai === 'QUEUED' || message.trangthai === 'SENDING') && (
          <Descriptions.Item label={field('guitiep')}>{when(message.guitiep)}</Descriptions.Item>
        )}
        <Descriptions.Item label={field('queuedAt')}>{when(message.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={field('loai')}>
          <span className={styles.break}>{owner}</span>
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title={message.tieude ?? field('noidung')}>
        <Typography.Paragraph className={styles.text} copyable={{ text: message.noidung }}>
          <WithLinks text={message.noidung} />
        </Typography.Paragraph>
      </Card>
      {message.html && (
        <Card size="small" title={field('html')}>
          <iframe className={styles.html} title={field('html')} sandbox="" srcDoc={message.html} />
        </Card>
      )}
      <Typography.Text type="secondary">{text('readRecorded')}</Typography.Text>
    </Space>
  );
}
