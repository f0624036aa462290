// The sponsored operations (/admin/tai-tro-ca-mo, /them-moi, /:id) on the module kit: the list filtered by status and
// by whether the website shows it, with what each has raised; the editor: vi/en title, summary and story, the
// patient named by initials and age only, the target in whole đồng, the status, picture, posting date and whether
// it is shown. A saved operation's page also lists its donations (add, edit, delete) and the progress they make.
import { sponsorshipResource, sponsorshipStatuses, MAX_CHARITY_AMOUNT, PATIENT_LINE_MAX } from '@phongkham/contracts';
import type { SponsorshipRow, SponsorshipStatus } from '@phongkham/contracts';
import { Col, DatePicker, Divider, Input, Radio, Row, Tag } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import dayjs, { type Dayjs } from 'dayjs';
import { formatPrice } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { ChildList } from '../../kit/ChildList';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { ImageField, imageTransform } from '../../kit/ImageField';
import { LangTabs } from '../../kit/LangTabs';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { RichTextEditor } from '../../kit/RichTextEditor';
import { useResourceTexts } from '../../kit/texts';
import { ShownField, useShown } from '../../kit/content';
import { donationList, raisedPercent } from './donations';
import styles from './SponsorshipsScreen.module.css';

const FOLDER = 'tai-tro-ca-mo';

const statusColors: Record<SponsorshipStatus, string> = { DANG_KEU_GOI: 'gold', DA_PHAU_THUAT: 'green' };

function useColumns(): KitColumn<SponsorshipRow>[] {
  const { text, field } = useResourceTexts(sponsorshipResource);
  const shown = useShown();
  const status = (value: SponsorshipStatus) => text(`statuses.${value}`);
  return [
    { key: 'tieude', title: field('tieude'), value: (r) => r.tieude, link: true, sortable: true },
    { key: 'benhnhan', title: field('benhnhan'), value: (r) => r.benhnhan, responsive: ['xxl'] },
    {
      key: 'trangthai',
      title: field('trangthai'),
      value: (r) => status(r.trangthai),
      render: (r) => <Tag color={statusColors[r.trangthai]}>{status(r.trangthai)}</Tag>,
    },
    {
      key: 'chiphi',
      title: field('chiphi'),
      value: (r) => r.chiphi,
      render: (r) => <span className={styles.nowrap}>{formatPrice(r.chiphi)}</span>,
      sortable: true,
      responsive: ['md'],
    },
    {
      key: 'dataitro',
      title: field('dataitro'),
      value: (r) => r.dataitro,
      render: (r) => (
        <span className={styles.nowrap}>
          {formatPrice(r.dataitro)} ({raisedPercent(r.dataitro, r.chiphi)}%)
        </span>
      ),
      sortable: true,
      responsive: ['sm'],
    },
    shown.column<SponsorshipRow>(field('hienthi'), { responsive: ['md'] }),
    dateColumn('ngaydang', field('ngaydang'), { responsive: ['lg'] }),
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xxl'] }),
  ];
}

function useStatusOptions() {
  const { text } = useResourceTexts(sponsorshipResource);
  const status = (value: SponsorshipStatus) => text(`statuses.${value}`);
  return sponsorshipStatuses.map((value) => ({ value, label: status(value) }));
}

function useFilters(): FilterSpec[] {
  const { field } = useResourceTexts(sponsorshipResource);
  const shown = useShown();
  return [
    { name: 'trangthai', label: field('trangthai'), options: useStatusOptions() },
    shown.filter(field('hienthi')),
  ];
}

function SponsorshipFields() {
  const { text, field } = useResourceTexts(sponsorshipResource);
  const { t } = useI18n();
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <LangTabs names={['tieude', 'benhnhan', 'mota', 'noidung']}>
          {(l) => (
            <>
              <Field name={`tieude${l}`}>
                <Input maxLength={250} />
              </Field>
              <Field name={`benhnhan${l}`} hint={text(l === '' ? 'patientHint' : 'patientHintEn')}>
                <Input
                  maxLength={PATIENT_LINE_MAX}
                  showCount
                  placeholder={text(l === '' ? 'patientPlaceholder' : 'patientPlaceholderEn')}
                />
              </Field>
              <Field name={`mota${l}`}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
              </Field>
              <Field name={`noidung${l}`}>
                <RichTextEditor folder={FOLDER} />
              </Field>
            </>
          )}
        </LangTabs>
      </Col>
      <Col xs={24} lg={8}>
        <Field name="trangthai">
          <Radio.Group vertical options={useStatusOptions()} />
        </Field>
        <Field name="chiphi" hint={text('targetHint')}>
          <NumberInput kind="money" min={0} max={MAX_CHARITY_AMOUNT} suffix="₫" style={{ width: '100%' }} />
        </Field>
        <Divider />
        <ShownField resource={sponsorshipResource} />
        <Field name="ngaydang" hint={text('postedHint')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={t('admin.kit.dateTimeFormat')} style={{ width: '100%' }} />
        </Field>
        <Field name="hinhanh_id">
          <ImageField folder={FOLDER} label={field('hinhanh_id')} />
        </Field>
      </Col>
    </Row>
  );
}

const sponsorshipForm: FormSpec = {
  fields: <SponsorshipFields />,
  defaults: { trangthai: 'DANG_KEU_GOI', hienthi: true },
  transforms: {
    hinhanh_id: imageTransform('hinhanh'),
    ngaydang: {
      toForm: (record) => (record.ngaydang ? dayjs(String(record.ngaydang)) : undefined),
      toWire: (value) => (value ? (value as Dayjs).toISOString() : null),
    },
  },
};

export function SponsorshipsScreen() {
  return (
    <ResourceScreen<SponsorshipRow>
      resource={sponsorshipResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={sponsorshipForm}
      recordTitle={(record) => String(record.tieude)}
      recordExtra={(record) => <ChildList spec={donationList} record={record} recordApi={sponsorshipResource.api} />}
    />
  );
}
