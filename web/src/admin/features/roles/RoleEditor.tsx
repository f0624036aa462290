// Adding a role (/vaitro/them-moi, /roles/add) and editing one (/vaitro/{0}, /roles/{0}): its code (new roles
// only), its name and its url × permission matrix. The ADMINISTRATOR role always holds everything: its matrix
// is shown read-only, and only an ADMINISTRATOR renames it.
import { ArrowLeftOutlined, DeleteOutlined } from '@ant-design/icons';
import { roleCode, roleName, type RoleCreate, type RoleMenuEntry, type RoleRecord } from '@phongkham/contracts';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Result, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { schemaRule } from '../../../shared/form-rules';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { adminApi } from '../../api';
import { showFieldErrors, useLanguageRevalidation } from '../../forms';
import { useStaff } from '../../session';
import { useApiGet } from '../staff/data';
import type { Grants } from '../staff/grants';
import type { ScreenPaths } from '../staff/screen-paths';
import { RoleMatrix } from './RoleMatrix';
import styles from './Roles.module.css';

interface RoleValues {
  ma?: string;
  ten: string;
  menu: RoleMenuEntry[];
}

export function RoleEditor({ paths, can, id }: { paths: ScreenPaths; can: Grants; id?: string }) {
  const { t } = useI18n();
  const { data: role, reload } = useApiGet<RoleRecord>(id ? apiPaths.role(id) : null);
  if (!id) return <RoleForm paths={paths} can={can} />;
  if (role === undefined) return <Card loading />;
  if (role === null) {
    return <Result status="404" title={t('admin.roles.notFound')} extra={<BackButton to={paths.list} />} />;
  }
  return <RoleForm key={role.updatedAt} paths={paths} can={can} role={role} onSaved={reload} />;
}

function BackButton({ to }: { to: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(to)}>
      {t('admin.roles.backToList')}
    </Button>
  );
}

function RoleForm({
  paths,
  can,
  role,
  onSaved,
}: {
  paths: ScreenPaths;
  can: Grants;
  role?: RoleRecord;
  onSaved?: () => void;
}) {
  const { t, lang } = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const staff = useStaff();
  const [form] = Form.useForm<RoleValues>();
  const [saving, setSaving] = useState(false);
  useLanguageRevalidation(form);

  const owner = role?.ma === 'ADMINISTRATOR';
  const mayWrite = role ? can.update : can.create;
  const nameLocked = !mayWrite || (owner && staff.vaitro.ma !== 'ADMINISTRATOR');
  const matrixLocked = !mayWrite || owner;

  const save = async (values: RoleValues) => {
    setSaving(true);
    const body = role
      ? { ten: values.ten, menu: values.menu }
      : ({ ma: values.ma?.trim().toUpperCase() ?? '', ten: values.ten, menu: values.menu } satisfies RoleCreate);
    const outcome = role
      ? await adminApi.send<RoleRecord>('PUT', apiPaths.role(role._id), body, { silent: true })
      : await adminApi.send<RoleRecord>('POST', apiPaths.roles, body, { silent: true });
    setSaving(false);
    if (outcome.success) {
      void message.success(t(role ? 'admin.roles.saved' : 'admin.roles.created', { name: outcome.data.ten }));
      if (role) onSaved?.();
      else void navigate(paths.item(outcome.data._id), { replace: true });
      return;
    }
    if ('sessionEnded' in outcome && outcome.sessionEnded) return;
    void message.error({ content: <span style={{ whiteSpace: 'pre-line' }}>{outcome.message}</span> });
    showFieldErrors(form, outcome.errors, ['ma', 'ten']);
  };

  const remove = async () => {
    if (!role) return;
    const done = await adminApi.delete(apiPaths.role(role._id));
    if (done === null) return;
    void message.success(t('admin.roles.deleted', { name: role.ten }));
    void navigate(paths.list);
  };

  const deletable = role && can.delete && !role.macdinh && role.sonhanvien === 0;

  return (
    <Card
      title={
        <Space wrap>
          <span>{role ? t('admin.roles.editTitle', { name: role.ten }) : t('admin.roles.addTitle')}</span>
          {role?.macdinh && <Tag color="blue">{t('admin.roles.builtIn')}</Tag>}
        </Space>
      }
      extra={<BackButton to={paths.list} />}
    >
      {owner && <Alert type="info" showIcon className={styles.toolbar} title={t('admin.roles.ownerLocked')} />}
      {role && !owner && mayWrite && (
        <Typography.Paragraph type="secondary">{t('admin.roles.matrixHelp')}</Typography.Paragraph>
      )}
      <Form<RoleValues>
        form={form}
        layout="vertical"
        initialValues={{ ma: role?.ma ?? '', ten: role?.ten ?? '', menu: role?.menu ?? [] }}
        onFinish={(values) => void save(values)}
        disabled={saving}
      >
        <div className={styles.form}>
          {role ? (
            <Form.Item label={t('admin.roles.code')}>
              <Typography.Text code>{role.ma}</Typography.Text>
            </Form.Item>
          ) : (
            <Form.Item
              name="ma"
              label={t('admin.roles.code')}
              extra={t('admin.roles.codeHelp')}
              normalize={(value: string) => value.toUpperCase()}
              rules={[schemaRule(roleCode, lang, t('admin.roles.code'))]}
            >
              <Input maxLength={30} autoComplete="off" placeholder="LE_TAN" disabled={!mayWrite} />
            </Form.Item>
          )}
          <Form.Item
            name="ten"
            label={t('admin.roles.name')}
            rules={[schemaRule(roleName, lang, t('admin.roles.name'))]}
          >
            <Input maxLength={100} disabled={nameLocked} />
          </Form.Item>
        </div>
        <Form.Item name="menu" label={t('admin.roles.permissions')}>
          <RoleMatrix value={[]} editorMenu={staff.vaitro.menu} readOnly={matrixLocked} />
        </Form.Item>
        <div className={styles.actions}>
          {mayWrite && !(owner && nameLocked) && (
            <Button type="primary" htmlType="submit" loading={saving}>
              {role ? t('admin.roles.save') : t('admin.roles.create')}
            </Button>
          )}
          {deletable && (
            <Popconfirm
              title={t('admin.roles.confirmDelete', { name: role.ten })}
              okText={t('admin.roles.delete')}
              cancelText={t('admin.roles.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove()}
            >
              <Button danger icon={<DeleteOutlined />}>
                {t('admin.roles.delete')}
              </Button>
            </Popconfirm>
          )}
        </div>
      </Form>
    </Card>
  );
}
