// The calendar's two lists of days that change the schedules, on the module kit under the appointments page's grants:
// the clinic's holidays (/admin/dat-lich-hen/ngay-nghi: public holidays and Tết, seeded and edited each year; no slot
// is offered on them) and the doctors' exceptions (/admin/dat-lich-hen/lich-ngoai-le: a day or hours of leave, or an
// extra session). Both change which times /dat-lich offers from the next read.
import {
  exceptionKinds,
  exceptionResource,
  holidayResource,
  type DoctorItem,
  type exceptionRow,
  type holidayRow,
} from '@phongkham/contracts';
import { Col, Input, Row, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { LangTabs } from '../../kit/LangTabs';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { useResourceOptions } from '../../kit/selects';
import { DayPicker } from '../../kit/DayPickers';

type Holiday = z.input<typeof holidayRow>;
type ScheduleException = z.input<typeof exceptionRow>;

const HOLIDAYS = 'admin.resources.holidays';
const EXCEPTIONS = 'admin.resources.scheduleExceptions';
const DOCTORS_API = '/api/bacsi';

/** 26/11/2026 (Thứ năm) on the clinic's calendar, from YYYY-MM-DD. */
function useDayLabel() {
  const { lang } = useI18n();
  return (day: string) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'vi-VN', {
      timeZone: 'UTC',
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(`${day}T00:00:00Z`));
}

/** A calendar day in the form (a date picker) and on the wire (YYYY-MM-DD). */
const dayTransform = {
  toForm: (values: Record<string, unknown>) => (values.ngay ? dayjs(String(values.ngay)) : null),
  toWire: (value: unknown) => (value ? (value as Dayjs).format('YYYY-MM-DD') : null),
};
/** A clock time in the form (a time picker) and on the wire (HH:mm). */
const clockTransform = (name: 'batdau' | 'ketthuc') => ({
  toForm: (values: Record<string, unknown>) => (values[name] ? dayjs(`2000-01-01T${String(values[name])}`) : null),
  toWire: (value: unknown) => (value ? (value as Dayjs).format('HH:mm') : null),
});

// Holidays -----------------------------------------------------------------------------------------------------

function useHolidayColumns(): KitColumn<Holiday>[] {
  const { t, lang } = useI18n();
  const day = useDayLabel();
  return [
    { key: 'ngay', title: t(`${HOLIDAYS}.fields.ngay`), value: (row) => day(row.ngay), link: true, sortable: true },
    {
      key: 'ten',
      title: t(`${HOLIDAYS}.fields.ten`),
      value: (row) => (lang === 'en' && row.ten_en) || row.ten,
      sortable: true,
    },
  ];
}

/** Years to filter by: last year, this one and the next two (the seed covers the coming years). */
function useYearFilter(): FilterSpec[] {
  const { t } = useI18n();
  const now = new Date().getFullYear();
  return [
    {
      name: 'nam',
      label: t(`${HOLIDAYS}.year`),
      options: [now - 1, now, now + 1, now + 2].map((year) => ({ value: String(year), label: String(year) })),
    },
  ];
}

const holidayForm: FormSpec = {
  fields: (
    <>
      <Field name="ngay">
        <DayPicker />
      </Field>
      <LangTabs names={['ten']}>
        {(l) => (
          <Field name={`ten${l}`}>
            <Input maxLength={120} />
          </Field>
        )}
      </LangTabs>
    </>
  ),
  transforms: { ngay: dayTransform },
};

export function HolidaysScreen() {
  return (
    <ResourceScreen<Holiday>
      resource={holidayResource}
      useColumns={useHolidayColumns}
      useFilters={useYearFilter}
      form={holidayForm}
      recordTitle={(record) => String(record.ten)}
      deleteInList={(row) => row.ten}
    />
  );
}

// Exceptions ---------------------------------------------------------------------------------------------------

function useExceptionColumns(): KitColumn<ScheduleException>[] {
  const { t } = useI18n();
  const day = useDayLabel();
  const field = (name: string) => t(`${EXCEPTIONS}.fields.${name}`);
  return [
    { key: 'ngay', title: field('ngay'), value: (row) => day(row.ngay), link: true, sortable: true },
    { key: 'bacsi_hoten', title: field('bacsi_id'), value: (row) => row.bacsi_hoten },
    { key: 'loai', title: field('loai'), value: (row) => t(`${EXCEPTIONS}.kinds.${row.loai}`) },
    {
      key: 'gio',
      title: field('gio'),
      value: (row) => (row.batdau && row.ketthuc ? `${row.batdau}–${row.ketthuc}` : t(`${EXCEPTIONS}.wholeDay`)),
    },
    { key: 'ghichu', title: field('ghichu'), value: (row) => row.ghichu, responsive: ['md'] },
  ];
}

function useDoctorFilter(): FilterSpec[] {
  const { t } = useI18n();
  const doctors = useResourceOptions<DoctorItem>(DOCTORS_API, (doctor) => doctor.hoten, { sort: 'hoten' });
  return [{ name: 'bacsi_id', label: t(`${EXCEPTIONS}.fields.bacsi_id`), options: doctors.options }];
}

function ExceptionFields() {
  const { t } = useI18n();
  const doctors = useResourceOptions<DoctorItem>(DOCTORS_API, (doctor) => doctor.hoten, { sort: 'hoten' });
  return (
    <Row gutter={24}>
      <Col xs={24} md={12}>
        <Field name="bacsi_id">
          <Select showSearch optionFilterProp="label" options={doctors.options} loading={doctors.loading} />
        </Field>
        <Field name="ngay">
          <DayPicker />
        </Field>
        <Field name="loai">
          <Select options={exceptionKinds.map((kind) => ({ value: kind, label: t(`${EXCEPTIONS}.kinds.${kind}`) }))} />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field name="batdau" hint={t(`${EXCEPTIONS}.hoursHint`)}>
          <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} />
        </Field>
        <Field name="ketthuc">
          <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} />
        </Field>
        <Field name="ghichu">
          <Input maxLength={200} />
        </Field>
      </Col>
    </Row>
  );
}

const exceptionForm: FormSpec = {
  fields: <ExceptionFields />,
  defaults: { loai: 'NGHI' },
  transforms: { ngay: dayTransform, batdau: clockTransform('batdau'), ketthuc: clockTransform('ketthuc') },
};

export function ExceptionsScreen() {
  return (
    <ResourceScreen<ScheduleException>
      resource={exceptionResource}
      useColumns={useExceptionColumns}
      useFilters={useDoctorFilter}
      form={exceptionForm}
      recordTitle={(record) => `${String(record.bacsi_hoten ?? '')} · ${String(record.ngay)}`}
      deleteInList={(row) => `${row.bacsi_hoten} · ${row.ngay}`}
    />
  );
}
