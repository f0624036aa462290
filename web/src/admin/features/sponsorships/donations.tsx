// An operation's donations on its record page (the kit's ChildList): who gave, how much, when, whether they agreed
// to be named on the website, who recorded it; above them, what has been raised against the target. The raised
// amount is their sum, never typed (docs/decisions/0011-site-editors.md).
import { clinicDay, clinicInstant, donationResource, MAX_CHARITY_AMOUNT, type DonationRow } from '@phongkham/contracts';
import { Input, Progress, Switch, Tag, Typography } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDate, formatPrice } from '../../../shared/format';
import type { ChildListSpec } from '../../kit/ChildList';
import { DayPicker } from '../../kit/DayPickers';
import type { KitColumn } from '../../kit/columns';
import { Field, type FormSpec, type Values } from '../../kit/form';
import { useResourceTexts } from '../../kit/texts';
import styles from './SponsorshipsScreen.module.css';

/** Whole percent of the target raised, 0 to 100 (a target of 0 is reached once anything came). */
export function raisedPercent(raised: number, target: number): number {
  if (target <= 0) return raised > 0 ? 100 : 0;
  return Math.min(100, Math.floor((raised / target) * 100));
}

function useColumns(): KitColumn<DonationRow>[] {
  const { lang, text, field } = useResourceTexts(donationResource);
  return [
    {
      key: 'ngay',
      title: field('ngay'),
      value: (row) => formatDate(lang, clinicInstant(row.ngay)),
      responsive: ['sm'],
    },
    { key: 'nhataitro', title: field('nhataitro'), value: (row) => row.nhataitro },
    {
      key: 'sotien',
      title: field('sotien'),
      value: (row) => row.sotien,
      render: (row) => <span className={styles.nowrap}>{formatPrice(row.sotien)}</span>,
    },
    {
      key: 'congkhai',
      title: field('congkhai'),
      value: (row) => text(row.congkhai ? 'named' : 'anonymous'),
      render: (row) => (row.congkhai ? <Tag color="green">{text('named')}</Tag> : <Tag>{text('anonymous')}</Tag>),
      responsive: ['sm'],
    },
    { key: 'nguoighi', title: field('nguoighi'), value: (row) => row.nguoighi?.hoten, responsive: ['md'] },
    { key: 'ghichu', title: field('ghichu'), value: (row) => row.ghichu, responsive: ['lg'] },
  ];
}

function DonationFields() {
  const { text } = useResourceTexts(donationResource);
  const today = dayjs(clinicDay());
  return (
    <>
      <Field name="nhataitro">
        <Input maxLength={200} placeholder={text('sponsorPlaceholder')} />
      </Field>
      <Field name="sotien">
        <NumberInput kind="money" min={1} max={MAX_CHARITY_AMOUNT} suffix="₫" style={{ width: '100%' }} />
      </Field>
      <Field name="ngay">
        <DayPicker disabledDate={(day: Dayjs) => day.isAfter(today, 'day')} style={{ width: '100%' }} />
      </Field>
      <Field name="congkhai" valuePropName="checked" hint={text('consentHint')}>
        <Switch />
      </Field>
      <Field name="ghichu">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={1000} showCount />
      </Field>
    </>
  );
}

const donationForm: FormSpec = {
  fields: <DonationFields />,
  // A getter: a dialog opened after midnight offers the new day.
  get defaults() {
    return { ngay: dayjs(clinicDay()), congkhai: false };
  },
  transforms: {
    ngay: {
      toForm: (record) => (record.ngay ? dayjs(String(record.ngay)) : undefined),
      toWire: (value) => (value ? (value as Dayjs).format('YYYY-MM-DD') : null),
    },
  },
};

/** What has been raised against the target, as a bar and in words. */
function Raised({ record }: { record: Values }) {
  const { text } = useResourceTexts(donationResource);
  const raised = Number(record.dataitro ?? 0);
  const target = Number(record.chiphi ?? 0);
  const percent = raisedPercent(raised, target);
  return (
    <div className={styles.raised} data-testid="raised">
      <Typography.Text>
        {text('progress', { raised: formatPrice(raised), target: formatPrice(target), percent })}
      </Typography.Text>
      <Progress percent={percent} status={percent >= 100 ? 'success' : 'active'} aria-label={text('raisedLabel')} />
      {raised < target && (
        <Typography.Text type="secondary">
          {text('remaining', { amount: formatPrice(target - raised) })}
        </Typography.Text>
      )}
    </div>
  );
}

export const donationList: ChildListSpec<DonationRow> = {
  resource: donationResource,
  parentField: 'taitro_id',
  useColumns,
  form: donationForm,
  rowName: (row) => row.nhataitro,
  summary: (record) => <Raised record={record} />,
};
