// System settings (/admin/setting): the mail server, the SMS provider, Zalo ZNS, upload limits, the public forms'
// limits, the page cache, backups, the e-invoice provider, and stock (the near-expiry window and the national pharmacy
// database link), in one form. Distinct from the site information of /admin/thong-tin-chung. An empty field means the
// default (the environment, then the built-in value), which its placeholder names. Secrets are write-only: the page
// shows whether each is set, an empty box keeps it, and "remove" clears it on save. While no SMS provider is in effect
// the SMS section warns that patients receive nothing.
import {
  eInvoiceDefaults,
  eInvoiceProviders,
  nationalPharmacyDefaultUrl,
  smsProviders,
  systemDefaults,
  systemSecretFields,
  systemSettingsPath,
  systemSettingsUpdate,
  systemSettingsUrl,
  type SystemSettingsView,
} from '@phongkham/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Col, Divider, Form, Input, Result, Row, Select, Typography } from 'antd';
import { useContext } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { Field, KitForm, type FormSpec, type Values } from '../../kit/form';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import { fetchData, queryKeys } from '../../kit/query';
import { useClearable } from '../../kit/selects';

import { Count, Rate, Secret, Toggle, View, key } from './SettingsInputs';

/**
 * The e-invoice provider: off while none is chosen; once chosen, what its account needs. The server says whether
 * all a send needs is set (`hddt_hoatdong`); until it is, nothing is issued, which the section says.
 */
function EInvoiceFields() {
  const clearable = useClearable();
  const { t } = useI18n();
  const view = useContext(View);
  // VNPT's issuing account is asked only when VNPT is the provider chosen in the form.
  const provider = Form.useWatch('hddt_nhacungcap', Form.useFormInstance()) as string | null | undefined;
  const vnpt = provider === 'VNPT';
  return (
    <>
      {view?.hddt_nhacungcap && !view.hddt_hoatdong && (
        <Alert type="warning" showIcon title={t(`${key}.eInvoiceIncomplete`)} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Field name="hddt_nhacungcap">
            <Select
              allowClear={clearable}
              placeholder={t(`${key}.eInvoiceOff`)}
              options={eInvoiceProviders.map((value) => ({ value, label: t(`${key}.eInvoiceProviders.${value}`) }))}
            />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Toggle name="hddt_tudong" fallback />
        </Col>
      </Row>
      <Field name="hddt_url">
        <Input
          maxLength={255}
          inputMode="url"
          placeholder={vnpt ? t(`${key}.eInvoiceUrlVnpt`) : eInvoiceDefaults.viettelUrl}
        />
      </Field>
      <Field name="hddt_taikhoan">
        <Input maxLength={100} autoComplete="off" />
      </Field>
      <Secret name="hddt_matkhau" />
      {vnpt && (
        <>
          <Field name="hddt_taikhoan_phathanh">
            <Input maxLength={100} autoComplete="off" />
          </Field>
          <Secret name="hddt_matkhau_phathanh" />
        </>
      )}
      <Field name="hddt_masothue">
        <Input maxLength={14} inputMode="numeric" placeholder="0312345678" />
      </Field>
      <Row gutter={16}>
        <Col xs={12}>
          <Field name="hddt_mauso">
            <Input maxLength={10} placeholder="1/001" />
          </Field>
        </Col>
        <Col xs={12}>
          <Field name="hddt_kyhieu">
            <Input maxLength={6} placeholder="C26MYY" />
          </Field>
        </Col>
      </Row>
      <Field name="hddt_nguoimua">
        <Input maxLength={200} placeholder={eInvoiceDefaults.nguoimua} />
      </Field>
      <Rate name="hddt_thuesuat_dichvu" fallback={eInvoiceDefaults.thuesuat_dichvu} />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Rate name="hddt_thuesuat_thuoc" fallback={eInvoiceDefaults.thuesuat_thuoc} />
        </Col>
        <Col xs={24} sm={12}>
          <Rate name="hddt_thuesuat_sanpham" fallback={eInvoiceDefaults.thuesuat_sanpham} />
        </Col>
      </Row>
    </>
  );
}

/**
 * Stock (docs/decisions/0059): the near-expiry window, and the national pharmacy database link, off until the facility
 * code, the account and its password are all set, which the server reports (`duocqg_hoatdong`) and the section says.
 */
function StockFields() {
  const { t } = useI18n();
  const view = useContext(View);
  const started = Boolean(view?.duocqg_macoso || view?.duocqg_taikhoan || view?.duocqg_matkhau_daluu);
  return (
    <>
      <Count name="kho_hethan_ngay" fallback={systemDefaults.kho_hethan_ngay} unit={t(`${key}.days`)} />
      {view?.duocqg_hoatdong && (
        <Alert type="success" showIcon title={t(`${key}.nationalPharmacyOn`)} style={{ marginBottom: 16 }} />
      )}
      {started && !view?.duocqg_hoatdong && (
        <Alert type="warning" showIcon title={t(`${key}.nationalPharmacyIncomplete`)} style={{ marginBottom: 16 }} />
      )}
      <Field name="duocqg_url">
        <Input maxLength={255} placeholder={t(`${key}.defaultIs`, { value: nationalPharmacyDefaultUrl })} />
      </Field>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Field name="duocqg_macoso">
            <Input maxLength={50} autoComplete="off" />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field name="duocqg_taikhoan">
            <Input maxLength={50} autoComplete="off" />
          </Field>
        </Col>
      </Row>
      <Secret name="duocqg_matkhau" />
    </>
  );
}

function SettingsFields() {
  const clearable = useClearable();
  const { t } = useI18n();
  const view = useContext(View);
  const section = (name: string) => (
    <>
      <Divider titlePlacement="start">{t(`${key}.sections.${name}`)}</Divider>
      <Typography.Paragraph type="secondary">{t(`${key}.hints.${name}`)}</Typography.Paragraph>
    </>
  );
  return (
    <Row gutter={32}>
      <Col xs={24} lg={12}>
        {section('mail')}
        <Field name="smtp_host">
          <Input
            placeholder={view?.moitruong.smtp_url ? t(`${key}.smtpFromEnvironment`) : t(`${key}.smtpNone`)}
            maxLength={255}
          />
        </Field>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Count name="smtp_port" fallback={systemDefaults.smtp_port} />
          </Col>
          <Col xs={24} sm={12}>
            <Toggle name="smtp_secure" fallback={false} />
          </Col>
        </Row>
        <Field name="smtp_user">
          <Input maxLength={255} autoComplete="off" />
        </Field>
        <Secret name="smtp_matkhau" />
        <Field name="mail_from">
          <Input maxLength={255} placeholder={view?.moitruong.mail_from} />
        </Field>
        {section('sms')}
        {view?.tinnhan_chiluu && (
          // Without a provider every text message only lands in the outbox: reminders and codes reach nobody.
          <Alert type="warning" showIcon title={t(`${key}.smsStoredOnly`)} style={{ marginBottom: 16 }} />
        )}
        <Field name="sms_nhacungcap">
          <Select
            allowClear={clearable}
            placeholder={t(`${key}.defaultIs`, { value: t(`${key}.providers.outbox`) })}
            options={smsProviders.map((value) => ({ value, label: t(`${key}.providers.${value}`) }))}
          />
        </Field>
        <Secret name="sms_apikey" />
        <Secret name="sms_secretkey" />
        <Field name="sms_brandname">
          <Input maxLength={20} />
        </Field>
        {section('einvoice')}
        <EInvoiceFields />
      </Col>
      <Col xs={24} lg={12}>
        {section('zalo')}
        <Toggle name="zalo_batdau" fallback={false} />
        <Field name="zalo_app_id">
          <Input maxLength={50} inputMode="numeric" />
        </Field>
        <Secret name="zalo_oa_token" />
        <Secret name="zalo_secret" />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Field name="zalo_mau_otp">
              <Input maxLength={50} inputMode="numeric" />
            </Field>
          </Col>
          <Col xs={24} sm={12}>
            <Field name="zalo_mau_thongbao">
              <Input maxLength={50} inputMode="numeric" />
            </Field>
          </Col>
        </Row>
        {section('uploads')}
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Count name="upload_anh_mb" fallback={systemDefaults.upload_anh_mb} unit="MB" />
          </Col>
          <Col xs={24} sm={12}>
            <Count name="upload_tep_mb" fallback={systemDefaults.upload_tep_mb} unit="MB" />
          </Col>
          <Col xs={24} sm={12}>
            <Count name="upload_ngay_mb" fallback={systemDefaults.upload_ngay_mb} unit="MB" />
          </Col>
        </Row>
        {section('forms')}
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Count name="gioihan_diachi" fallback={systemDefaults.gioihan_diachi} />
          </Col>
          <Col xs={24} sm={12}>
            <Count name="gioihan_sodienthoai" fallback={systemDefaults.gioihan_sodienthoai} />
          </Col>
          <Col xs={24} sm={12}>
            <Count name="gioihan_phut" fallback={systemDefaults.gioihan_phut} unit={t(`${key}.minutes`)} />
          </Col>
        </Row>
        {section('cache')}
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Toggle name="cache_batdau" fallback={view?.moitruong.cache_batdau} />
          </Col>
          <Col xs={24} sm={12}>
            <Count name="cache_giay" fallback={systemDefaults.cache_giay} unit={t(`${key}.seconds`)} />
          </Col>
        </Row>
        {section('backups')}
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Toggle name="saoluu_batdau" fallback={systemDefaults.saoluu_batdau} />
          </Col>
          <Col xs={24} sm={8}>
            <Count name="saoluu_gio" fallback={systemDefaults.saoluu_gio} unit={t(`${key}.hourOfDay`)} />
          </Col>
          <Col xs={24} sm={8}>
            <Count name="saoluu_giulai" fallback={systemDefaults.saoluu_giulai} unit={t(`${key}.copies`)} />
          </Col>
        </Row>
        {section('stock')}
        <StockFields />
      </Col>
    </Row>
  );
}

/** The remove check boxes live only in the form; on save they become the body's `xoa` list. */
const removeFields = Object.fromEntries(
  systemSecretFields.map((field) => [`xoa_${field}`, { toForm: () => false, toWire: () => undefined }]),
);

const settingsForm: FormSpec = {
  fields: <SettingsFields />,
  transforms: removeFields,
  finish: (body: Values, values: Values) => {
    const xoa = systemSecretFields.filter((field) => values[`xoa_${field}`] === true);
    const cleaned = Object.fromEntries(Object.entries(body).filter(([name]) => !name.startsWith('xoa_')));
    return xoa.length ? { ...cleaned, xoa } : cleaned;
  },
};

export function SettingsPage() {
  const { t } = useI18n();
  const client = useQueryClient();
  const can = useScreenGrants([systemSettingsUrl]);
  const queryKey = queryKeys.all(systemSettingsPath);
  const query = useQuery({ queryKey, queryFn: () => fetchData<SystemSettingsView>(systemSettingsPath) });
  // The answer is the saved view: it goes into the cache as it is, with nothing to read again.
  const save = useResourceMutation<SystemSettingsView, object>({
    request: (body) => ({ method: 'PUT', path: systemSettingsPath, body }),
    invalidates: [],
    success: () => t(`${key}.saved`),
  });
  if (query.isError) return <Result status="warning" title={t('admin.kit.loadFailed')} />;
  return (
    <Card title={t(`${key}.title`)} loading={query.isPending}>
      <Typography.Paragraph type="secondary">{t(`${key}.intro`)}</Typography.Paragraph>
      {query.data && (
        <View.Provider value={query.data}>
          <KitForm
            key={String(query.data.updatedAt)}
            schema={systemSettingsUpdate}
            labels={`${key}.fields`}
            spec={settingsForm}
            record={query.data}
            readOnly={!can.update}
            submitText={t('admin.kit.save')}
            submit={save.run}
            onSaved={(data) => client.setQueryData(queryKey, data)}
          />
        </View.Provider>
      )}
    </Card>
  );
}
