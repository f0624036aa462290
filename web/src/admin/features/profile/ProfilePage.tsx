// The signed-in staff member's own profile (/admin/hosocanhan): who they are (account, role), their avatar and a
// form for name, phone and email. Saving (docs/product-rules.md, 'Own profile'): a newly chosen picture is uploaded first
// (POST /api/uploads), then the profile is saved with its hinhanh_id (PUT /api/nhanvien/:id); if either fails
// the server's text is shown, else the profile's own failure text (§8).
import { CameraOutlined, DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import {
  acceptedImageTypes,
  email,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MEGABYTES,
  phone,
  profileUpdate,
  type ProfileUpdate,
  type StaffInfo,
  type StoredFileInfo,
} from '@phongkham/contracts';
import { App, Avatar, Button, Card, Col, Descriptions, Form, Input, Row, Space, Tag, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { optionalSchemaRule, schemaRule } from '../../../shared/form-rules';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { saveProfile } from '../../auth';
import { showFieldErrors, useLanguageRevalidation } from '../../forms';
import { initials } from '../../shared/initials';
import { useStaff } from '../../session';
import styles from './ProfilePage.module.css';
import { uploadImage } from '../../kit/upload';

interface ProfileValues {
  hoten: string;
  dienthoai: string;
  email: string;
}

/** What happens to the avatar on save: nothing, a new picture (with its preview), or none any more. */
type AvatarChange = { kind: 'keep' } | { kind: 'new'; file: File; preview: string } | { kind: 'remove' };

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Some browsers give HEIC files no type: the extension decides there; the server checks the content anyway. */
const looksLikeImage = (file: File) =>
  file.type ? file.type.startsWith('image/') : /\.(jpe?g|png|webp|gif|avif|heic|heif|tiff?)$/i.test(file.name);

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

function AvatarPicker({
  staff,
  change,
  onChange,
  disabled,
}: {
  staff: StaffInfo;
  change: AvatarChange;
  onChange: (change: AvatarChange) => void;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const current = staff.hinhanh?.url ?? null;
  const shown = change.kind === 'new' ? change.preview : change.kind === 'remove' ? null : current;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!looksLikeImage(file)) {
      void message.error(t('admin.profile.avatarNotImage'));
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      void message.error(t('admin.profile.avatarTooLarge', { max: MAX_UPLOAD_MEGABYTES }));
      return;
    }
    onChange({ kind: 'new', file, preview: await readAsDataUrl(file) });
  };

  return (
    <div className={styles.picker}>
      <Avatar
        size={96}
        src={shown ?? undefined}
        alt={t('admin.profile.avatarAlt', { name: staff.hoten })}
        className={styles.avatar}
      >
        {initials(staff.hoten)}
      </Avatar>
      <input
        ref={input}
        type="file"
        accept={acceptedImageTypes}
        className={styles.fileInput}
        aria-label={t('admin.profile.avatar')}
        tabIndex={-1}
        onChange={(event) => void pick(event)}
        disabled={disabled}
      />
      <Space wrap size={8} className={styles.pickerActions}>
        <Button icon={<CameraOutlined />} onClick={() => input.current?.click()} disabled={disabled}>
          {shown ? t('admin.profile.changeAvatar') : t('admin.profile.chooseAvatar')}
        </Button>
        {change.kind !== 'keep' ? (
          <Button icon={<UndoOutlined />} onClick={() => onChange({ kind: 'keep' })} disabled={disabled}>
            {t('admin.profile.undoAvatar')}
          </Button>
        ) : (
          current && (
            <Button icon={<DeleteOutlined />} onClick={() => onChange({ kind: 'remove' })} disabled={disabled}>
              {t('admin.profile.removeAvatar')}
            </Button>
          )
        )}
      </Space>
      <Typography.Text type="secondary" className={styles.hint}>
        {change.kind === 'new'
          ? t('admin.profile.avatarPending')
          : change.kind === 'remove'
            ? t('admin.profile.avatarRemoving')
            : t('admin.profile.avatarHint', { max: MAX_UPLOAD_MEGABYTES })}
      </Typography.Text>
    </div>
  );
}

export function ProfilePage() {
  const { t, lang } = useI18n();
  const { message } = App.useApp();
  const staff = useStaff();
  const [form] = Form.useForm<ProfileValues>();
  const [saving, setSaving] = useState(false);
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'keep' });
  useLanguageRevalidation(form);

  /** The server's text when it gave one, otherwise the profile's own failure text. */
  const fail = (outcome: { message: string; local?: true; sessionEnded?: true; errors?: Record<string, string> }) => {
    // A 401 that could not be renewed: the user is on the way to the sign-in page.
    if (outcome.sessionEnded) return;
    const text = outcome.local ? t('admin.profile.saveFailed') : outcome.message;
    void message.error({ content: <span style={{ whiteSpace: 'pre-line' }}>{text}</span> });
    showFieldErrors(form, outcome.errors, ['hoten', 'dienthoai', 'email']);
  };

  const save = async (values: ProfileValues) => {
    setSaving(true);
    try {
      let uploaded: StoredFileInfo | null = null;
      if (avatar.kind === 'new') {
        const upload = await uploadImage(avatar.file, 'avatars');
        if (!upload.success) return fail(upload);
        uploaded = upload.data;
      }
      const body: ProfileUpdate = {
        hoten: values.hoten.trim(),
        dienthoai: blankToNull(values.dienthoai),
        email: blankToNull(values.email),
        ...(uploaded ? { hinhanh_id: uploaded._id } : avatar.kind === 'remove' ? { hinhanh_id: null } : {}),
      };
      // The answer carries the saved avatar; saveProfile puts it in the session, so the header shows it.
      const outcome = await saveProfile(staff._id, body);
      if (!outcome.success) return fail(outcome);
      setAvatar({ kind: 'keep' });
      void message.success(t('admin.profile.saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Typography.Title level={2} className={styles.heading}>
        {t('admin.profile.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9} xl={8}>
          <Card className={styles.identity}>
            <AvatarPicker staff={staff} change={avatar} onChange={setAvatar} disabled={saving} />
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
                <Input autoComplete="email" type="email" placeholder={t('admin.kit.emailExample')} />
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
