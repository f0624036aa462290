// The roles screens: /vaitro with /vaitro/them-moi and /vaitro/{0}, and the same screens behind /roles with
// /roles/add and /roles/{0}; a grant on either url counts, as the roles API accepts either. A role is its code
// (set once), its name and its url × permission matrix. The ADMINISTRATOR role always holds everything: its
// matrix is read-only, and only an ADMINISTRATOR renames it (docs/permissions.md).
import { roleResource, type RoleRecord } from '@phongkham/contracts';
import { Alert, Form, Input, Space, Tag, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminPaths } from '../../../shared/paths';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec, type Values } from '../../kit/form';
import { ResourceScreen } from '../../kit/ResourceScreen';
import { useStaff } from '../../session';
import { RoleMatrix } from '../../shared/RoleMatrix';
import styles from './Roles.module.css';

const OWNER = 'ADMINISTRATOR';

function useColumns(): KitColumn<RoleRecord>[] {
  const { t } = useI18n();
  const field = (name: string) => t(`admin.resources.roles.fields.${name}`);
  return [
    { key: 'ten', title: field('ten'), value: (role) => role.ten, sortable: true, link: true },
    {
      key: 'ma',
      title: field('ma'),
      value: (role) => role.ma,
      sortable: true,
      render: (role) => (
        <Space size={4} wrap>
          <Typography.Text code className={styles.code}>
            {role.ma}
          </Typography.Text>
          {role.macdinh && <Tag color="blue">{t('admin.roles.builtIn')}</Tag>}
        </Space>
      ),
    },
    { key: 'sonhanvien', title: field('sonhanvien'), value: (role) => role.sonhanvien, responsive: ['sm'] },
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['md'] }),
  ];
}

function RoleFields({ role }: { role: Values | null }) {
  const { t } = useI18n();
  const staff = useStaff();
  const owner = role?.ma === OWNER;
  return (
    <>
      {owner && <Alert type="info" showIcon className={styles.notice} title={t('admin.roles.ownerLocked')} />}
      <div className={styles.form}>
        {role ? (
          <Form.Item label={t('admin.resources.roles.fields.ma')}>
            <Typography.Text code>{String(role.ma)}</Typography.Text>
            {role.macdinh === true && <Tag color="blue">{t('admin.roles.builtIn')}</Tag>}
          </Form.Item>
        ) : (
          <Field name="ma" hint={t('admin.roles.codeHelp')} normalize={(value: string) => value.toUpperCase()}>
            <Input maxLength={30} autoComplete="off" placeholder="LE_TAN" />
          </Field>
        )}
        <Field name="ten">
          <Input maxLength={100} />
        </Field>
      </div>
      <Field name="menu" extra={owner ? undefined : t('admin.roles.matrixHelp')}>
        <RoleMatrix value={[]} editorMenu={staff.vaitro.menu} readOnly={owner} />
      </Field>
    </>
  );
}

const roleForm: FormSpec = { fields: (role) => <RoleFields role={role} />, defaults: { menu: [] } };

export function RolesScreen() {
  const { t } = useI18n();
  const staff = useStaff();
  return (
    <ResourceScreen<RoleRecord>
      resource={roleResource}
      paths={(base) => (base === adminPaths.roleList.list ? adminPaths.roleList : adminPaths.roles)}
      useColumns={useColumns}
      form={roleForm}
      recordTitle={(role) => t('admin.roles.editTitle', { name: String(role.ten) })}
      // Only an ADMINISTRATOR renames the ADMINISTRATOR role; nobody changes its matrix.
      locked={(role) => role.ma === OWNER && staff.vaitro.ma !== OWNER}
      deleteBlocked={(role) =>
        role.macdinh
          ? t('admin.roles.cannotDeleteBuiltIn')
          : Number(role.sonhanvien) > 0
            ? t('admin.roles.cannotDeleteHeld', { count: Number(role.sonhanvien) })
            : null
      }
      deleteInList={(role) => role.ten}
    />
  );
}
