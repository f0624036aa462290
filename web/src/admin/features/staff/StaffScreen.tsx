// The staff screens: the list at /nhanvien with /nhanvien/them-moi and an account at /nhanhvien/{0} (the spec's
// spelling, kept), and the same screens behind /users, /users/add and /users/{0}. One staff entity is behind
// both, and a grant on either url counts, as the staff API accepts either (docs/permissions.md).
import { staffResource, type StaffListItem, type StaffRecord as Member } from '@phongkham/contracts';
import { Avatar, Col, Input, Row, Select, Switch, Tag, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminPaths } from '../../../shared/paths';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { booleanFilter, ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { initials } from '../../shared/initials';
import { useMayHandle, useRoles } from './roles';
import styles from './Staff.module.css';
import { StaffRecord } from './StaffRecord';
import { ClinicField, ContactFields, PasswordAgain, StatusTag } from './parts';

function useColumns(): KitColumn<StaffListItem>[] {
  const { t } = useI18n();
  const field = (name: string) => t(`admin.resources.staff.fields.${name}`);
  return [
    {
      key: 'hoten',
      title: field('hoten'),
      value: (member) => member.hoten,
      sortable: true,
      link: true,
      render: (member) => (
        <span className={styles.person}>
          <Avatar size={32} src={member.hinhanh?.url} alt="" className={styles.avatar}>
            {initials(member.hoten)}
          </Avatar>
          <span className={styles.personText}>
            <span className={styles.personName}>{member.hoten}</span>
            <Typography.Text type="secondary" className={styles.personAccount}>
              {member.taikhoan}
            </Typography.Text>
            {/* On a phone the role and status columns give way: the same facts under the name. */}
            <span className={styles.mobileMeta}>
              <Tag color="blue">{member.vaitro.ten}</Tag>
              <StatusTag active={member.kichhoat} />
            </span>
          </span>
        </span>
      ),
    },
    {
      key: 'vaitro',
      title: field('vaitro_id'),
      value: (member) => member.vaitro.ten,
      render: (member) => <Tag color="blue">{member.vaitro.ten}</Tag>,
      responsive: ['sm'],
    },
    { key: 'dienthoai', title: field('dienthoai'), value: (member) => member.dienthoai, responsive: ['md'] },
    { key: 'email', title: field('email'), value: (member) => member.email, responsive: ['lg'] },
    {
      key: 'kichhoat',
      title: t('admin.staff.status'),
      value: (member) => t(member.kichhoat ? 'admin.staff.active' : 'admin.staff.inactive'),
      render: (member) => <StatusTag active={member.kichhoat} />,
      responsive: ['sm'],
    },
    dateColumn('createdAt', field('createdAt'), { responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { t } = useI18n();
  const roles = useRoles();
  return [
    {
      name: 'vaitro_id',
      label: t('admin.staff.allRoles'),
      loading: roles === undefined,
      options: (roles ?? []).map((role) => ({ value: role._id, label: role.ten })),
    },
    booleanFilter('kichhoat', t('admin.staff.allStatuses'), t('admin.staff.active'), t('admin.staff.inactive')),
  ];
}

/** A new account: its name, first password (typed twice), profile, role and whether it may sign in at once. */
function CreateFields() {
  const { t } = useI18n();
  const roles = useRoles();
  const mayHandle = useMayHandle();
  return (
    <Row gutter={16} className={styles.form}>
      <Col xs={24} md={12}>
        <Field name="taikhoan" hint={t('admin.staff.accountHelp')}>
          <Input autoComplete="off" maxLength={50} placeholder="bs.nguyenvan" />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field name="vaitro_id">
          <Select
            placeholder={t('admin.staff.pickRole')}
            loading={roles === undefined}
            options={(roles ?? []).map((role) => ({ value: role._id, label: role.ten, disabled: !mayHandle(role) }))}
          />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field name="matkhau">
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <PasswordAgain name="matkhau" />
      </Col>
      <Col xs={24} md={12}>
        <Field name="hoten">
          <Input autoComplete="off" maxLength={100} />
        </Field>
      </Col>
      <ContactFields />
      <ClinicField />
      <Col xs={24} md={12}>
        <Field name="kichhoat" valuePropName="checked">
          <Switch />
        </Field>
      </Col>
    </Row>
  );
}

const createForm: FormSpec = {
  fields: <CreateFields />,
  defaults: { kichhoat: true },
  // A password is sent as typed (spaces at its ends are part of it); a clinic only when one was chosen.
  finish: (body, values) => ({ ...body, matkhau: values.matkhau, phongkham_id: values.phongkham_id ?? undefined }),
};

export function StaffScreen() {
  return (
    <ResourceScreen<StaffListItem, Member>
      resource={staffResource}
      paths={(base) => (base === adminPaths.users.list ? adminPaths.users : adminPaths.staff)}
      useColumns={useColumns}
      useFilters={useFilters}
      form={createForm}
      recordView={(record, paths) => <StaffRecord key={String(record.updatedAt)} member={record} paths={paths} />}
    />
  );
}
