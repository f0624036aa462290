// The signed-in staff member's own profile (/admin/hosocanhan): who they are (account, role) and a form
// for name, phone and email, saved with PUT /api/nhanvien/:id (SPEC §4 "Profile update", §8).
import { email, phone, profileUpdate, type ProfileUpdate } from '@phongkham/contracts';
import { App, Avatar, Button, Card, Col, Descriptions, Form, Input, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { optionalSchemaRule, schemaRule } from '../../shared/form-rules';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { saveProfile } from '../auth';
import { showFieldErrors, useLanguageRevalidation } from '../forms';
import { initials } from '../layout/UserMenu';
import { useStaff } from '../session';
import styles from './ProfilePage.module.css';

interface ProfileValues {
  hoten: string;
  dienthoai: string;
  email: string;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function ProfilePage() {
  const { t, lang } = useI18n();
  const { message } = App.useApp();
  const staff = useStaff();
  const [form] = Form.useForm<ProfileValues>();
  const [saving, setSaving] = useState(false);
  useLanguageRevalidation(form);

  const save = async (values: ProfileValues) => {
    setSaving(true);
    const body: ProfileUpdate = {
      hoten: values.hoten.trim(),
      dienthoai: blankToNull(values.dienthoai),
      email: blankToNull(values.email),
    };
    const outcome = await saveProfile(staff._id, body);
    setSaving(false);
    if (outcome.success) {
      void message.success(t('admin.profile.saved'));
      return;
    }
    // A 401 that could not be renewed: the user is on the way to the sign-in page.
    if ('sessionEnded' in outcome && outcome.sessionEnded) return;
    // SPEC §8: the server's text when it gave one, otherwise the profile's own failure text.
    const text = 'local' in outcome && outcome.local ? t('admin.profile.saveFailed') : outcome.message;
    void message.error({ content: <span style={{ whiteSpace: 'pre-line' }}>{text}</span> });
    showFieldErrors(form, outcome.errors, ['hoten', 'dienthoai', 'email']);
  };

  return (
    <>
      <Typography.Title level={2} className={styles.heading}>
        {t('admin.profile.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9} xl={8}>
          <Card className={styles.identity}>
            <Avatar size={88} className={styles.avatar}>
              {initials(staff.hoten)}
            </Avatar>
            <Typography.Title level={3} className={styles.name}>
              {staff.hoten}
            </Typography.Title>
            <Tag color="blue">{staff.vaitro.ten}</Tag>
            <Descriptions column={1} size="small" className={styles.facts}>
              <Descriptions.Item label={t('admin.profile.account')}>{staff.taikhoan}</Descriptions.Item>
              <Descriptions.Item label={t('admin.profile.role')}>{staff.vaitro.ten}</Descriptions.Item>
              <Descriptions.Item label={t('admin.profile.phone')}>
                {staff.dienthoai || t('admin.profile.none')}
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.profile.email')}>
                {staff.email || t('admin.profile.none')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={15} xl={16}>
          <Card title={t('admin.profile.formTitle')}>
            <Form
              form={form}
              layout="vertical"
              initialValues={{ hoten: staff.hoten, dienthoai: staff.dienthoai ?? '', email: staff.email ?? '' }}
              onFinish={(values) => void save(values)}
              disabled={saving}
              className={styles.form}
            >
              <Form.Item
                name="hoten"
                label={t('admin.profile.fullName')}
                rules={[schemaRule(profileUpdate.shape.hoten, lang, t('admin.profile.fullName'))]}
              >
                <Input autoComplete="name" maxLength={100} />
              </Form.Item>
              <Form.Item name="dienthoai" label={t('admin.profile.phone')} rules={[optionalSchemaRule(phone, lang)]}>
                <Input autoComplete="tel" inputMode="numeric" maxLength={10} placeholder="0912345678" />
              </Form.Item>
              <Form.Item name="email" label={t('admin.profile.email')} rules={[optionalSchemaRule(email, lang)]}>
                <Input autoComplete="email" type="email" placeholder="ten@phongkham.vn" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('admin.profile.save')}
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </>
  );
}
