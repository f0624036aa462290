// The draft prescription's "patient identity" box: what signing needs and the patient's record lacks (citizen id, or a
// foreign patient's passport number; birth date; sex), completed by the prescribing doctor without leaving the page
// (PUT /api/donthuoc/:id/benhnhan, checked by the contract's rules here and on the server). A value the record already
// holds is not offered: correcting the register is reception's work (docs/decisions/0042).
import {
  genders,
  localizeIssue,
  prescriptionIdentityInput,
  prescriptionResource,
  type PrescriptionRecord,
} from '@phongkham/contracts';
import { Alert, Button, Checkbox, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useResourceMutation } from '../../kit/mutation';
import { DayInput } from '../../kit/DayPickers';

const key = 'admin.resources.prescriptions';

/** Whether the draft still lacks something of the identity its signing or its sheet needs. */
export const identityMissing = (record: PrescriptionRecord) =>
  (!record.cccd && !record.hochieu && !record.treem) || !record.benhnhan_ngaysinh || !record.benhnhan_gioitinh;

export function PatientIdentity({
  record,
  onSaved,
}: {
  record: PrescriptionRecord;
  onSaved: (next: PrescriptionRecord) => void;
}) {
  const { t, lang } = useI18n();
  const text = (name: string) => t(`${key}.${name}`);
  const needsId = !record.cccd && !record.hochieu;
  const [foreign, setForeign] = useState(false);
  const [cccd, setCccd] = useState('');
  const [hochieu, setHochieu] = useState('');
  const [ngaysinh, setNgaysinh] = useState('');
  const [gioitinh, setGioitinh] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useResourceMutation<PrescriptionRecord, Record<string, string>>({
    request: (body) => ({ method: 'PUT', path: `${prescriptionResource.api}/${record._id}/benhnhan`, body }),
    invalidates: [prescriptionResource.api],
  });

  const save = async () => {
    const body = {
      ...(needsId && !foreign && cccd.trim() ? { cccd } : {}),
      ...(needsId && foreign && hochieu.trim() ? { hochieu } : {}),
      ...(!record.benhnhan_ngaysinh && ngaysinh ? { ngaysinh } : {}),
      ...(!record.benhnhan_gioitinh && gioitinh ? { gioitinh } : {}),
    };
    const checked = prescriptionIdentityInput.safeParse(body);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), localizeIssue(issue, lang)])),
      );
      return;
    }
    const outcome = await saving.run(body);
    if (!outcome.success) {
      setErrors(outcome.errors ?? { '': outcome.message });
      return;
    }
    setErrors({});
    onSaved(outcome.data);
  };
  const error = (field: string) => (errors[field] ? 'error' : undefined);

  return (
    <section aria-label={text('identity.title')} style={{ marginTop: 12 }}>
      <Alert
        type="info"
        showIcon
        title={text('identity.title')}
        description={
          <Space direction="vertical" style={{ width: '100%' }}>
            <span>{text('identity.intro')}</span>
            <Space wrap align="start">
              {needsId && !foreign && (
                <label>
                  {text('fields.cccd')}{' '}
                  <Input
                    aria-label={text('fields.cccd')}
                    inputMode="numeric"
                    maxLength={12}
                    style={{ width: 170 }}
                    status={error('cccd')}
                    value={cccd}
                    onChange={(event) => setCccd(event.target.value)}
                  />
                </label>
              )}
              {needsId && foreign && (
                <label>
                  {text('fields.hochieu')}{' '}
                  <Input
                    aria-label={text('fields.hochieu')}
                    maxLength={15}
                    style={{ width: 170 }}
                    status={error('hochieu')}
                    value={hochieu}
                    onChange={(event) => setHochieu(event.target.value)}
                  />
                </label>
              )}
              {!record.benhnhan_ngaysinh && (
                <label>
                  {text('fields.benhnhan_ngaysinh')}{' '}
                  <DayInput
                    aria-label={text('fields.benhnhan_ngaysinh')}
                    style={{ width: 160 }}
                    status={error('ngaysinh')}
                    value={ngaysinh}
                    onChange={(day) => setNgaysinh(day ?? '')}
                  />
                </label>
              )}
              {!record.benhnhan_gioitinh && (
                <label>
                  {text('fields.gioitinh')}{' '}
                  <Select
                    aria-label={text('fields.gioitinh')}
                    style={{ width: 130 }}
                    status={error('gioitinh')}
                    value={gioitinh ?? undefined}
                    onChange={(value: string) => setGioitinh(value)}
                    options={genders.map((value) => ({
                      value,
                      label: t(`admin.resources.labCatalogue.sexes.${value}`),
                    }))}
                  />
                </label>
              )}
            </Space>
            {needsId && (
              <Checkbox checked={foreign} onChange={(event) => setForeign(event.target.checked)}>
                {text('identity.foreigner')}
              </Checkbox>
            )}
            {Object.values(errors).map((message) => (
              <Alert key={message} type="error" title={message} />
            ))}
            <Button loading={saving.busy} onClick={() => void save()}>
              {text('identity.save')}
            </Button>
          </Space>
        }
      />
    </section>
  );
}
