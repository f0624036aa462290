// One registration (/admin/dang-ky-thanh-vien/:id): the registrant's details, the consent recorded with them, and the
// promotion code with who marked it used and when; roles with update on the page mark an unused code as used.
import { CheckOutlined } from '@ant-design/icons';
import {
  markPromotionUsedPath,
  memberRegistrationResource,
  type MemberRegistrationRecord as MemberRecord,
} from '@phongkham/contracts';
import { Button, Descriptions, Popconfirm, Space, Tag, Typography } from 'antd';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import { codeUse } from './codeUse';

export function MemberRegistrationRecord({ record }: { record: MemberRecord }) {
  const { t, lang } = useI18n();
  const can = useScreenGrants(memberRegistrationResource.urls);
  const text = (key: string, params?: Record<string, string | number>) =>
    t(`admin.resources.memberRegistrations.${key}`, params);
  const field = (name: string) => text(`fields.${name}`);
  const when = (moment: string | Date | null) => (moment ? formatDateTime(lang, moment) : '—');
  const use = codeUse(record, t);

  const markUsed = useResourceMutation({
    request: () => ({ method: 'POST', path: markPromotionUsedPath(record._id), body: {} }),
    invalidates: [memberRegistrationResource.api],
    success: () => text('markedUsed', { code: record.makhuyenmai ?? '' }),
  });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={field('hoten')}>{record.hoten}</Descriptions.Item>
        <Descriptions.Item label={field('dienthoai')}>
          <a href={`tel:${record.dienthoai}`}>{record.dienthoai}</a>
        </Descriptions.Item>
        <Descriptions.Item label={field('email')}>
          {record.email ? <a href={`mailto:${record.email}`}>{record.email}</a> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={field('ngaysinh')}>
          {record.ngaysinh ? formatDate(lang, record.ngaysinh) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={field('diachi_day')} span={2}>
          {record.diachi_day ?? record.diachi ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={field('ghichu')} span={2}>
          {record.ghichu ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={field('createdAt')}>{when(record.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={field('dongy')}>
          {record.dongy_luc
            ? text('consentGiven', { version: record.dongy_phienban ?? '', at: when(record.dongy_luc) })
            : text('noConsent')}
        </Descriptions.Item>
      </Descriptions>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title={field('makhuyenmai')}>
        <Descriptions.Item label={field('makhuyenmai')}>
          {record.makhuyenmai ? (
            <Typography.Text code copyable data-testid="member-code">
              {record.makhuyenmai}
            </Typography.Text>
          ) : (
            text('noCode')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={field('giamgia')}>
          {record.giamgia === null ? '—' : `${record.giamgia}%`}
        </Descriptions.Item>
        {record.makhuyenmai && (
          <Descriptions.Item label={field('khuyenmai')}>
            <Tag color={use.color}>{use.label}</Tag>
          </Descriptions.Item>
        )}
        {record.khuyenmai_dadung_luc && (
          <>
            <Descriptions.Item label={field('khuyenmai_dadung_luc')}>
              {when(record.khuyenmai_dadung_luc)}
            </Descriptions.Item>
            <Descriptions.Item label={field('khuyenmai_dadung_boi')}>
              {record.khuyenmai_dadung_boi?.hoten ?? '—'}
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
      {can.update && record.makhuyenmai && !record.khuyenmai_dadung_luc && (
        <Popconfirm
          title={text('markUsed')}
          description={text('markUsedConfirm', { code: record.makhuyenmai })}
          okText={t('admin.kit.yes')}
          cancelText={t('admin.kit.no')}
          onConfirm={() => markUsed.run()}
        >
          <Button type="primary" icon={<CheckOutlined />} loading={markUsed.busy}>
            {text('markUsed')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
