// One staff account (/admin/nhanhvien/{0}, /admin/users/{0}): edit the profile and the role, deactivate or
// reactivate (which ends every session of the account at once), set a new password, delete. Nobody locks,
// deletes or re-roles themselves, and nobody manages an account whose role outranks theirs: the buttons follow
// the same rules as the server, which checks them again.
import { ArrowLeftOutlined, DeleteOutlined, KeyOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { email, newPassword, phone, staffUpdate, type StaffRecord, type StaffUpdate } from '@phongkham/contracts';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Modal,
  Popconfirm,
  Result,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { optionalSchemaRule, schemaRule } from '../../../shared/form-rules';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { adminApi } from '../../api';
import { sameAsRule, showFieldErrors, useLanguageRevalidation } from '../../forms';
import { initials } from '../../layout/UserMenu';
import { useStaff } from '../../session';
import { useApiGet } from './data';
import type { Grants } from './grants';
import { useMayHandle, useRoles } from './roles';
import { StatusTag } from './StaffList';
import type { ScreenPaths } from './screen-paths';
import styles from './Staff.module.css';

interface EditValues {
  hoten: string;
  dienthoai: string;
  email: string;
  vaitro_id: string;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function StaffDetail({ id, paths, can }: { id: string; paths: ScreenPaths; can: Grants }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { data: member, reload } = useApiGet<StaffRecord>(apiPaths.staffMember(id));
  if (member === undefined) return <Card loading />;
  if (member === null) {
    return (
      <Result
        status="404"
        title={t('admin.staff.notFound')}
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.list)}>
            {t('admin.staff.backToList')}
          </Button>
        }
      />
    );
  }
  return <StaffEditor key={member.updatedAt} member={member} paths={paths} can={can} onChanged={reload} />;
}

function StaffEditor({
  member,
  paths,
  can,
  onChanged,
}: {
  member: StaffRecord;
  paths: ScreenPaths;
  can: Grants;
  onChanged: () => void;
}) {
  const { t, lang } = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const me = useStaff();
  const roles = useRoles();
  const mayHandle = useMayHandle();
  const [form] = Form.useForm<EditValues>();
  const [saving, setSaving] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  useLanguageRevalidation(form);

  const self = member._id === me._id;
  const manageable = !self && mayHandle(member.vaitro);
  const mayEdit = self || (can.update && manageable);
  const label = (key: string) => t(`admin.staff.${key}`);

  const save = async (values: EditValues) => {
    setSaving(true);
    const body: StaffUpdate = {
      hoten: values.hoten.trim(),
      dienthoai: blankToNull(values.dienthoai),
      email: blankToNull(values.email),
      ...(self ? {} : { vaitro_id: values.vaitro_id }),
    };
    const outcome = await adminApi.send<StaffRecord>('PUT', apiPaths.staffMember(member._id), body, { silent: true });
    setSaving(false);
    if (outcome.success) {
      void message.success(t('admin.staff.saved', { name: outcome.data.hoten }));
      onChanged();
      return;
    }
    if ('sessionEnded' in outcome && outcome.sessionEnded) return;
    void message.error({ content: <span style={{ whiteSpace: 'pre-line' }}>{outcome.message}</span> });
    showFieldErrors(form, outcome.errors, ['hoten', 'dienthoai', 'email', 'vaitro_id']);
  };

  const setActive = async (kichhoat: boolean) => {
    const done = await adminApi.put<StaffRecord>(apiPaths.staffStatus(member._id), { kichhoat });
    if (done === null) return;
    void message.success(t(kichhoat ? 'admin.staff.activated' : 'admin.staff.deactivated', { name: member.hoten }));
    onChanged();
  };

  const remove = async () => {
    const done = await adminApi.delete(apiPaths.staffMember(member._id));
    if (done === null) return;
    void message.success(t('admin.staff.deleted', { name: member.hoten }));
    void navigate(paths.list);
  };

  // The current role is always listed, even one the editor could not hand out themselves.
  const roleOptions = (roles ?? []).map((role) => ({
    value: role._id,
    label: role.ten,
    disabled: role._id !== member.vaitro._id && !mayHandle(role),
  }));
  if (!roleOptions.some((option) => option.value === member.vaitro._id)) {
    roleOptions.unshift({ value: member.vaitro._id, label: member.vaitro.ten, disabled: false });
  }

  return (
    <Card
      title={t('admin.staff.editTitle')}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.list)}>
          {t('admin.staff.backToList')}
        </Button>
      }
    >
      <div className={styles.column}>
        <Space align="start" size={16} className={styles.summary} wrap>
          <Avatar size={56} src={member.hinhanh?.url} alt="" className={styles.avatar}>
            {initials(member.hoten)}
          </Avatar>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {member.hoten}
            </Typography.Title>
            <Space size={4} wrap>
              <Typography.Text type="secondary">{member.taikhoan}</Typography.Text>
              <Tag color="blue">{member.vaitro.ten}</Tag>
              <StatusTag active={member.kichhoat} />
            </Space>
          </div>
        </Space>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} className={styles.summary}>
          <Descriptions.Item label={label('createdAt')}>{formatDate(lang, member.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={label('updatedAt')}>{formatDate(lang, member.updatedAt)}</Descriptions.Item>
        </Descriptions>
        {self && <Alert type="info" showIcon className={styles.summary} title={t('admin.staff.selfNotice')} />}
        {!self && !manageable && (
          <Alert type="warning" showIcon className={styles.summary} title={t('admin.staff.beyondNotice')} />
        )}

        <Form<EditValues>
          form={form}
          layout="vertical"
          className={styles.form}
          initialValues={{
            hoten: member.hoten,
            dienthoai: member.dienthoai ?? '',
            email: member.email ?? '',
            vaitro_id: member.vaitro._id,
          }}
          onFinish={(values) => void save(values)}
          disabled={saving || !mayEdit}
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="hoten"
                label={label('fullName')}
                rules={[schemaRule(staffUpdate.shape.hoten, lang, label('fullName'))]}
              >
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="vaitro_id" label={label('role')} extra={self ? t('admin.staff.ownRoleHelp') : undefined}>
                <Select disabled={self} loading={roles === undefined} options={roleOptions} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="dienthoai" label={label('phone')} rules={[optionalSchemaRule(phone, lang)]}>
                <Input inputMode="numeric" maxLength={10} placeholder="0912345678" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="email" label={label('email')} rules={[optionalSchemaRule(email, lang)]}>
                <Input type="email" placeholder="ten@phongkham.vn" />
              </Form.Item>
            </Col>
          </Row>
          {mayEdit && (
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('admin.staff.save')}
            </Button>
          )}
        </Form>

        {manageable && (can.update || can.delete) && (
          <Card size="small" type="inner" title={t('admin.staff.accountActions')} className={styles.danger}>
            <div className={styles.actions}>
              {can.update &&
                (member.kichhoat ? (
                  <Popconfirm
                    title={t('admin.staff.confirmDeactivate', { name: member.hoten })}
                    description={t('admin.staff.deactivateEffect')}
                    okText={t('admin.staff.deactivate')}
                    cancelText={t('admin.staff.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => setActive(false)}
                  >
                    <Button icon={<LockOutlined />}>{t('admin.staff.deactivate')}</Button>
                  </Popconfirm>
                ) : (
                  <Button icon={<UnlockOutlined />} onClick={() => void setActive(true)}>
                    {t('admin.staff.activate')}
                  </Button>
                ))}
              {can.update && (
                <Button icon={<KeyOutlined />} onClick={() => setResetOpen(true)}>
                  {t('admin.staff.resetPassword')}
                </Button>
              )}
              {can.delete && (
                <Popconfirm
                  title={t('admin.staff.confirmDelete', { name: member.hoten })}
                  description={t('admin.staff.deleteEffect')}
                  okText={t('admin.staff.delete')}
                  cancelText={t('admin.staff.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove()}
                >
                  <Button danger icon={<DeleteOutlined />}>
                    {t('admin.staff.delete')}
                  </Button>
                </Popconfirm>
              )}
            </div>
          </Card>
        )}
      </div>
      <ResetPasswordModal member={member} open={resetOpen} onClose={() => setResetOpen(false)} />
    </Card>
  );
}

/** Sets a new password for the account (typed twice); its sessions end. */
function ResetPasswordModal({ member, open, onClose }: { member: StaffRecord; open: boolean; onClose: () => void }) {
  const { t, lang } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ matkhau: string; nhaplai: string }>();
  const [saving, setSaving] = useState(false);
  const label = t('admin.staff.newPassword');

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    const outcome = await adminApi.send('PUT', apiPaths.staffPassword(member._id), { matkhau: values.matkhau });
    setSaving(false);
    if (!outcome.success) return;
    void message.success(t('admin.staff.passwordReset', { name: member.hoten }));
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('admin.staff.resetPasswordTitle', { name: member.hoten })}
      okText={t('admin.staff.resetPassword')}
      cancelText={t('admin.staff.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      width={500}
    >
      <Typography.Paragraph type="secondary">{t('admin.staff.resetPasswordEffect')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="matkhau" label={label} rules={[schemaRule(newPassword, lang, label)]}>
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="nhaplai"
          label={t('admin.staff.passwordAgain')}
          dependencies={['matkhau']}
          rules={[
            sameAsRule('matkhau', {
              missing: t('admin.staff.passwordAgainRequired'),
              mismatch: t('admin.staff.passwordMismatch'),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        {/* Enter submits the form. */}
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
