// The doctors (/admin/bac-si, /them-moi, /:id) on the module kit: the list, and the profile editor: the staff
// account chosen once (among staff without a profile), title, specialty, summary and biography in vi and en, the
// credentials (years, practising certificate), a portrait that falls back to the account's avatar, whether the
// website shows the doctor, and the weekly hours, saved with the profile in one write.
import {
  catalogueResource,
  doctorCandidatesPath,
  doctorResource,
  MAX_SESSIONS,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  type CatalogueEntry,
  type DoctorCandidate,
  type DoctorItem,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Divider, Form, Input, Row, Select } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import { localized } from '../../../shared/format';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec, type Values } from '../../kit/form';
import { ImageField } from '../../kit/ImageField';
import { LangTabs } from '../../kit/LangTabs';
import { fetchData } from '../../kit/query';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { RichTextEditor } from '../../kit/RichTextEditor';
import { ScheduleField, scheduleToWire, useScheduleRule } from '../../kit/ScheduleField';
import { useResourceOptions } from '../../kit/selects';
import { useResourceTexts } from '../../kit/texts';
import { ShownField, useShown } from '../../kit/content';

const FOLDER = 'bac-si';

/** "ThS.BS Trần Thị Mai Anh": the title, when there is one, before the name. */
const titled = (doctor: { hocham?: unknown; hoten?: unknown }) =>
  [doctor.hocham, doctor.hoten].filter((part) => typeof part === 'string' && part).join(' ');

function useColumns(): KitColumn<DoctorItem>[] {
  const { lang, field } = useResourceTexts(doctorResource);
  const shown = useShown();
  return [
    { key: 'hoten', title: field('hoten'), value: (d) => d.hoten, link: true, sortable: true },
    {
      key: 'hocham',
      title: field('hocham'),
      value: (d) => (d.hocham ? localized(lang, d.hocham, d.hocham_en) : null),
      responsive: ['sm'],
    },
    {
      key: 'chuyenkhoa',
      title: field('chuyenkhoa'),
      value: (d) => localized(lang, d.chuyenkhoa, d.chuyenkhoa_en),
      responsive: ['md'],
    },
    {
      key: 'namkinhnghiem',
      title: field('namkinhnghiem'),
      value: (d) => d.namkinhnghiem,
      sortable: true,
      responsive: ['lg'],
    },
    { key: 'sochungchi', title: field('sochungchi'), value: (d) => d.sochungchi, responsive: ['xxl'] },
    { key: 'thutu', title: field('thutu'), value: (d) => d.thutu, sortable: true, responsive: ['xl'] },
    shown.column<DoctorItem>(field('hienthi')),
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { field } = useResourceTexts(doctorResource);
  const shown = useShown();
  return [shown.filter(field('hienthi'))];
}

/**
 * The account of the profile: chosen among staff without one when creating; fixed afterwards (the name is the
 * account's, changed on the staff page).
 */
function AccountField({ record }: { record: Values | null }) {
  const { text } = useResourceTexts(doctorResource);
  const creating = record === null;
  const candidates = useQuery({
    // Below the resource's key: a saved profile takes its account off the list.
    queryKey: [doctorResource.api, 'candidates'],
    queryFn: () => fetchData<DoctorCandidate[]>(doctorCandidatesPath, undefined, true),
    enabled: creating,
  });
  if (!creating) {
    return (
      <Field name="nhanvien_id" hint={text('staffFixedHint')}>
        <Select disabled options={[{ value: record.nhanvien_id as string, label: record.hoten as string }]} />
      </Field>
    );
  }
  return (
    <Field name="nhanvien_id" hint={text('staffHint')}>
      <Select
        showSearch
        optionFilterProp="label"
        loading={candidates.isPending}
        notFoundContent={candidates.isPending ? undefined : text('noCandidates')}
        options={(candidates.data ?? []).map((member) => ({
          value: member._id,
          label: `${member.hoten} (${member.taikhoan})`,
        }))}
      />
    </Field>
  );
}

function DoctorFields({ record }: { record: Values | null }) {
  const { text, field } = useResourceTexts(doctorResource);
  const scheduleRule = useScheduleRule();
  const rooms = useResourceOptions<CatalogueEntry>(catalogueResource.api, (room) => room.ten, { loai: 'PHONG' });
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <AccountField record={record} />
        <LangTabs names={['hocham', 'chuyenkhoa', 'mota', 'noidung']}>
          {(l) => (
            <>
              <Field name={`hocham${l}`} hint={text(l ? 'titleEnHint' : 'titleHint')}>
                <Input maxLength={60} />
              </Field>
              <Field name={`chuyenkhoa${l}`}>
                <Input maxLength={120} />
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
        <ShownField resource={doctorResource} />
        <Field name="hinhanh_id" hint={text('portraitHint')}>
          <ImageField folder={FOLDER} label={field('hinhanh_id')} />
        </Field>
        <Divider titlePlacement="start">{text('credentials')}</Divider>
        <Field name="namkinhnghiem">
          <NumberInput kind="integer" min={0} max={70} style={{ width: 160 }} />
        </Field>
        <Field name="sochungchi" hint={text('certificateHint')}>
          <Input maxLength={50} />
        </Field>
        <Field name="thoiluong" hint={text('slotHint')}>
          <NumberInput
            kind="integer"
            min={SLOT_MINUTES_MIN}
            max={SLOT_MINUTES_MAX}
            suffix={text('minutes')}
            style={{ width: 160 }}
          />
        </Field>
        <Field name="thutu" hint={text('orderHint')}>
          <NumberInput kind="integer" min={0} max={100_000} style={{ width: 160 }} />
        </Field>
      </Col>
      {/* The week across the whole form: six controls a session need the width. */}
      <Col span={24}>
        <Divider titlePlacement="start">{text('schedule')}</Divider>
        <Form.Item
          name="lichlamviec"
          label={field('lichlamviec')}
          extra={text('scheduleHint', { max: MAX_SESSIONS })}
          rules={[scheduleRule]}
          // The message stays under the week; only the sessions at fault are marked, not every control in it.
          validateStatus=""
        >
          <ScheduleField rooms={rooms.options} />
        </Form.Item>
      </Col>
    </Row>
  );
}

const doctorForm: FormSpec = {
  fields: (record) => <DoctorFields record={record} />,
  defaults: { hienthi: true, thutu: 0, thoiluong: 15, lichlamviec: [] },
  transforms: {
    // Shown on the edit page too, where the body leaves it out (an update keeps the account).
    nhanvien_id: { toForm: (record) => record.nhanvien_id },
    // The profile's own portrait only: the account's avatar shows on the site but is not the profile's.
    hinhanh_id: {
      toForm: (record) => (record.hinhanh_id ? record.hinhanh : null),
      toWire: (value) => (value as { _id: string } | null | undefined)?._id ?? null,
    },
    lichlamviec: { toWire: scheduleToWire },
  },
};

export function DoctorsScreen() {
  return (
    <ResourceScreen<DoctorItem>
      resource={doctorResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={doctorForm}
      recordTitle={titled}
    />
  );
}
