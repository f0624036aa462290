// Role permissions (/admin/phan-quyen-vai-tro): pick a role, edit its url × permission matrix with the same
// editor as the roles screens, save. The chosen role stays in the URL (?vaitro=…) so the view can be reloaded.
import { roleResource, roleUrls, type RoleMenuEntry, type RoleRecord } from '@phongkham/contracts';
import { Alert, App, Button, Card, Empty, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminApi } from '../../api';
import { useScreenGrants } from '../../kit/grants';
import { useAllRows, useInvalidate } from '../../kit/query';
import { useStaff } from '../../session';
import { RoleMatrix } from '../../shared/RoleMatrix';
import styles from './RolePermissionsPage.module.css';

export function RolePermissionsPage() {
  const { t } = useI18n();
  const can = useScreenGrants([...roleUrls, '/phan-quyen-vai-tro']);
  const [params, setParams] = useSearchParams();
  const { data } = useAllRows<RoleRecord>(roleResource.api);
  const roles = data ?? [];
  const selectedId = params.get('vaitro') ?? undefined;
  const role = roles.find((item) => item._id === selectedId);

  return (
    <Card title={t('admin.menu.rolePermissions')}>
      <Space wrap align="center" className={styles.toolbar}>
        <Typography.Text id="role-permissions-role">{t('admin.roles.pickRole')}</Typography.Text>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          className={styles.select}
          aria-labelledby="role-permissions-role"
          placeholder={t('admin.roles.pickRolePlaceholder')}
          loading={data === undefined}
          value={role ? role._id : undefined}
          onChange={(value: string) => setParams(new URLSearchParams({ vaitro: value }))}
          options={roles.map((item) => ({ value: item._id, label: `${item.ten} (${item.ma})` }))}
        />
      </Space>
      {role ? (
        // A new role, or the same one saved and reloaded: the matrix starts again from what the server holds.
        <RoleGrants key={`${role._id} ${role.updatedAt}`} role={role} mayUpdate={can.update} />
      ) : (
        <Empty description={t('admin.roles.pickRoleFirst')} />
      )}
    </Card>
  );
}

/** The chosen role's matrix, changed locally until saved (or undone). */
function RoleGrants({ role, mayUpdate }: { role: RoleRecord; mayUpdate: boolean }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const staff = useStaff();
  const invalidate = useInvalidate();
  const [menu, setMenu] = useState<RoleMenuEntry[]>(role.menu);
  const [saving, setSaving] = useState(false);
  const owner = role.ma === 'ADMINISTRATOR';
  const readOnly = !mayUpdate || owner;
  const changed = JSON.stringify(menu) !== JSON.stringify(role.menu);

  const save = async () => {
    setSaving(true);
    const saved = await adminApi.put<RoleRecord>(`${roleResource.api}/${role._id}`, { ten: role.ten, menu });
    setSaving(false);
    if (saved === null) return;
    void message.success(t('admin.roles.saved', { name: saved.ten }));
    await invalidate([roleResource.api]);
  };

  return (
    <>
      {owner && <Alert type="info" showIcon className={styles.notice} title={t('admin.roles.ownerLocked')} />}
      {!readOnly && (
        <div className={styles.notice}>
          <Typography.Paragraph type="secondary">{t('admin.roles.matrixHelp')}</Typography.Paragraph>
          <Space wrap>
            <Button type="primary" loading={saving} disabled={!changed} onClick={() => void save()}>
              {t('admin.roles.save')}
            </Button>
            <Button disabled={!changed || saving} onClick={() => setMenu(role.menu)}>
              {t('admin.roles.undo')}
            </Button>
          </Space>
        </div>
      )}
      <RoleMatrix value={menu} onChange={setMenu} editorMenu={staff.vaitro.menu} readOnly={readOnly} />
    </>
  );
}
