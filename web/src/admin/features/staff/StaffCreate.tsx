// Adding a staff account (/admin/nhanvien/them-moi, /admin/users/add): account name, first password (typed
// twice), name, phone, email, role and whether it may sign in at once. Rules come from the contracts; the
// server's answer (a taken account name) lands on its field.
import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  email,
  newAccount,
  newPassword,
  phone,
  requiredSelect,
  staffCreate,
  type StaffCreate as StaffCreateBody,
  type StaffRecord,
} from '@phongkham/contracts';
import { App, Button, Card, Col, Form, Input, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { optionalSchemaRule, schemaRule } from '../../../shared/form-rules';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { adminApi } from '../../api';
import { sameAsRule, showFieldErrors, useLanguageRevalidation } from '../../forms';
import { useMayHandle, useRoles } from './roles';
import type { ScreenPaths } from './screen-paths';
import styles from './Staff.module.css';

interface CreateValues {
  taikhoan: string;
  matkhau: string;
  nhaplai: string;
  hoten: string;
  dienthoai?: string;
  email?: string;
  vaitro_id?: string;
  kichhoat: boolean;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function StaffCreate({ paths }: { paths: ScreenPaths }) {
  const { t, lang } = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const roles = useRoles();
  const mayHandle = useMayHandle();
  const [form] = Form.useForm<CreateValues>();
  const [saving, setSaving] = useState(false);
  useLanguageRevalidation(form);

  const save = async (values: CreateValues) => {
    setSaving(true);
    const body: StaffCreateBody = {
      taikhoan: values.taikhoan.trim(),
      matkhau: values.matkhau,
      hoten: values.hoten.trim(),
      dienthoai: blankToNull(values.dienthoai),
      email: blankToNull(values.email),
      vaitro_id: values.vaitro_id ?? '',
      kichhoat: values.kichhoat,
    };
    const outcome = await adminApi.send<StaffRecord>('POST', apiPaths.staff, body, { silent: true });
    setSaving(false);
    if (outcome.success) {
      void message.success(t('admin.staff.created', { name: outcome.data.hoten }));
      void navigate(paths.item(outcome.data._id), { replace: true });
      return;
    }
    if ('sessionEnded' in outcome && outcome.sessionEnded) return;
    void message.error({ content: <span style={{ whiteSpace: 'pre-line' }}>{outcome.message}</span> });
    showFieldErrors(form, outcome.errors, ['taikhoan', 'matkhau', 'hoten', 'dienthoai', 'email', 'vaitro_id']);
  };

  const label = (key: string) => t(`admin.staff.${key}`);

  return (
    <Card
      title={t('admin.staff.addTitle')}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.list)}>
          {t('admin.staff.backToList')}
        </Button>
      }
    >
      <Form<CreateValues>
        form={form}
        layout="vertical"
        className={styles.form}
        initialValues={{ kichhoat: true }}
        onFinish={(values) => void save(values)}
        disabled={saving}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="taikhoan"
              label={label('account')}
              extra={t('admin.staff.accountHelp')}
              rules={[schemaRule(newAccount, lang, label('account'))]}
            >
              <Input autoComplete="off" maxLength={50} placeholder="bs.nguyenvan" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="vaitro_id" label={label('role')} rules={[schemaRule(requiredSelect, lang, label('role'))]}>
              <Select
                placeholder={t('admin.staff.pickRole')}
                loading={roles === undefined}
                options={(roles ?? []).map((role) => ({
                  value: role._id,
                  label: role.ten,
                  disabled: !mayHandle(role),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="matkhau"
              label={label('password')}
              rules={[schemaRule(newPassword, lang, label('password'))]}
            >
              <Input.Password autoComplete="new-password" maxLength={128} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="nhaplai"
              label={label('passwordAgain')}
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
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="hoten"
              label={label('fullName')}
              rules={[schemaRule(staffCreate.shape.hoten, lang, label('fullName'))]}
            >
              <Input autoComplete="off" maxLength={100} />
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
          <Col xs={24} md={12}>
            <Form.Item name="kichhoat" label={label('canSignIn')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.staff.create')}
        </Button>
      </Form>
    </Card>
  );
}
