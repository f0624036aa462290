// One staff account (/admin/nhanhvien/{0}, /admin/users/{0}): edit the profile and the role, deactivate or
// reactivate (which ends every session of the account at once), set a new password, delete. Nobody locks,
// deletes or re-roles themselves, and nobody manages an account whose role outranks theirs: the buttons follow
// the same rules as the server, which checks them again (docs/permissions.md).
import { DeleteOutlined, KeyOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { newPassword, staffResource, staffUpdate, type StaffRecord as Member } from '@phongkham/contracts';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { schemaRule } from '../../../shared/form-rules';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { formatDateTime } from '../../kit/columns';
import { Field, KitForm, type FormSpec } from '../../kit/form';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation, type WriteRequest } from '../../kit/mutation';
import { useMayChooseClinic } from '../../kit/selects';
import type { ScreenPaths } from '../../kit/ResourceScreen';
import { useStaff } from '../../session';
import { initials } from '../../shared/initials';
import { useMayHandle, useRoles } from './roles';
import { ClinicField, ContactFields, PasswordAgain, StatusTag } from './parts';
import styles from './Staff.module.css';

const { api } = staffResource;

function ProfileFields({ member, self }: { member: Member; self: boolean }) {
  const { t } = useI18n();
  const roles = useRoles();
  const mayHandle = useMayHandle();
  // The current role is always listed, even one the editor could not hand out themselves.
  const options = (roles ?? []).map((role) => ({
    value: role._id,
    label: role.ten,
    disabled: role._id !== member.vaitro._id && !mayHandle(role),
  }));
  if (!options.some((option) => option.value === member.vaitro._id)) {
    options.unshift({ value: member.vaitro._id, label: member.vaitro.ten, disabled: false });
  }
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Field name="hoten">
          <Input maxLength={100} />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field name="vaitro_id" hint={self ? t('admin.staff.ownRoleHelp') : undefined}>
          <Select disabled={self} loading={roles === undefined} options={options} />
        </Field>
      </Col>
      <ContactFields />
      <ClinicField disabled={self} />
    </Row>
  );
}

export function StaffRecord({ member, paths }: { member: Member; paths: ScreenPaths }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const can = useScreenGrants(staffResource.urls);
  const me = useStaff();
  const mayHandle = useMayHandle();
  const mayChooseClinic = useMayChooseClinic();
  const [resetOpen, setResetOpen] = useState(false);

  const self = member._id === me._id;
  const manageable = !self && mayHandle(member.vaitro);
  const mayEdit = self || (can.update && manageable);
  const form: FormSpec = {
    fields: <ProfileFields member={member} self={self} />,
    transforms: { vaitro_id: { toForm: () => member.vaitro._id } },
    // Only the profile and, for someone else, the role: the picture is the member's own to change.
    // The clinic too, for someone else, when this role may choose one (otherwise it stays as it is).
    finish: ({ hoten, dienthoai, email, vaitro_id, phongkham_id }) => ({
      hoten,
      dienthoai,
      email,
      ...(self ? {} : { vaitro_id }),
      ...(self || !mayChooseClinic ? {} : { phongkham_id }),
    }),
  };
  const save = useResourceMutation<Member, object>({
    request: (body) => ({ method: 'PUT', path: `${api}/${member._id}`, body }),
    invalidates: [api],
    success: (saved) => t('admin.staff.saved', { name: saved.hoten }),
  });
  // The account's actions: each is named by its toast's text.
  const act = useResourceMutation<unknown, { request: WriteRequest; done: string }>({
    request: ({ request }) => request,
    invalidates: [api],
    success: (_data, { done }) => t(done, { name: member.hoten }),
  });
  const setActive = (kichhoat: boolean) =>
    act.run({
      request: { method: 'PUT', path: apiPaths.staffStatus(member._id), body: { kichhoat } },
      done: kichhoat ? 'admin.staff.activated' : 'admin.staff.deactivated',
    });
  const unlock = () =>
    act.run({
      request: { method: 'POST', path: apiPaths.staffUnlock(member._id), body: {} },
      done: 'admin.staff.unlocked',
    });
  const remove = async () => {
    const outcome = await act.run({
      request: { method: 'DELETE', path: `${api}/${member._id}` },
      done: 'admin.staff.deleted',
    });
    if (outcome.success) void navigate(paths.list);
  };

  return (
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
        <Descriptions.Item label={t('admin.resources.staff.fields.createdAt')}>
          {formatDate(lang, member.createdAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.resources.staff.fields.updatedAt')}>
          {formatDate(lang, member.updatedAt)}
        </Descriptions.Item>
      </Descriptions>
      {member.khoa_den && (
        <Alert
          type="error"
          showIcon
          className={styles.summary}
          data-testid="sign-in-lock"
          title={t('admin.staff.locked', { time: formatDateTime(lang, member.khoa_den) })}
          description={t('admin.staff.lockedHelp')}
          action={
            manageable && can.update ? (
              <Button size="small" icon={<UnlockOutlined />} onClick={() => void unlock()}>
                {t('admin.staff.unlock')}
              </Button>
            ) : undefined
          }
        />
      )}
      {self && <Alert type="info" showIcon className={styles.summary} title={t('admin.staff.selfNotice')} />}
      {!self && !manageable && (
        <Alert type="warning" showIcon className={styles.summary} title={t('admin.staff.beyondNotice')} />
      )}
      <KitForm
        schema={staffUpdate}
        labels="admin.resources.staff.fields"
        spec={form}
        record={member}
        readOnly={!mayEdit}
        submitText={t('admin.kit.save')}
        submit={save.run}
        onSaved={() => undefined}
      />
      {manageable && (can.update || can.delete) && (
        <Card size="small" type="inner" title={t('admin.staff.accountActions')} className={styles.danger}>
          <Space wrap>
            {can.update &&
              (member.kichhoat ? (
                <Popconfirm
                  title={t('admin.staff.confirmDeactivate', { name: member.hoten })}
                  description={t('admin.staff.deactivateEffect')}
                  okText={t('admin.staff.deactivate')}
                  cancelText={t('admin.kit.cancel')}
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
                cancelText={t('admin.kit.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove()}
              >
                <Button danger icon={<DeleteOutlined />}>
                  {t('admin.staff.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        </Card>
      )}
      <ResetPasswordModal member={member} open={resetOpen} onClose={() => setResetOpen(false)} />
    </div>
  );
}

/** Sets a new password for the account (typed twice); its sessions end. */
function ResetPasswordModal({ member, open, onClose }: { member: Member; open: boolean; onClose: () => void }) {
  const { t, lang } = useI18n();
  const [form] = Form.useForm<{ matkhau: string }>();
  const reset = useResourceMutation<unknown, { matkhau: string }>({
    request: (body) => ({ method: 'PUT', path: apiPaths.staffPassword(member._id), body }),
    invalidates: [api],
    success: () => t('admin.staff.passwordReset', { name: member.hoten }),
    form,
  });
  const label = t('admin.staff.newPassword');
  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if ((await reset.run({ matkhau: values.matkhau })).success) close();
  };
  return (
    <Modal
      open={open}
      title={t('admin.staff.resetPasswordTitle', { name: member.hoten })}
      okText={t('admin.staff.resetPassword')}
      cancelText={t('admin.kit.cancel')}
      confirmLoading={reset.busy}
      onOk={() => void submit()}
      onCancel={close}
      width={500}
    >
      <Typography.Paragraph type="secondary">{t('admin.staff.resetPasswordEffect')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="matkhau" label={label} rules={[schemaRule(newPassword, lang, label)]}>
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <PasswordAgain name="matkhau" />
        {/* Enter submits the form. */}
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
