// General notices (/admin/thong-bao-chung, /add, /:id) on the module kit: the list with each notice's state
// (draft, waiting, showing, past), audience and readers, and the editor: title and content in vi and en, the
// audience (every staff member or chosen roles), the publish window and the published switch. Staff read them
// in the header's bell (layout/NotificationBell).
import { noticeAudiences, noticeResource, noticeStates, type NoticeRow, type NoticeState } from '@phongkham/contracts';
import { Col, DatePicker, Form, Input, Radio, Row, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { localized } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { LangTabs } from '../../kit/LangTabs';
import { booleanFilter, ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { RichTextEditor } from '../../kit/RichTextEditor';
import { useResourceTexts } from '../../kit/texts';
import { ShownField } from '../../kit/content';
import { useNoticeRoles } from './roles';

const FOLDER = 'thong-bao-chung';

const stateColors: Record<NoticeState, string> = {
  nhap: 'default',
  chohienthi: 'gold',
  danghienthi: 'green',
  hethan: 'red',
};

function useColumns(): KitColumn<NoticeRow>[] {
  const { lang, text, field } = useResourceTexts(noticeResource);
  const roles = useNoticeRoles().data ?? [];
  const audience = (row: NoticeRow) =>
    row.doituong === 'TATCA'
      ? text('everybody')
      : row.vaitro_ids.map((id) => roles.find((role) => role._id === id)?.ten ?? '…').join(', ');
  return [
    {
      key: 'tieude',
      title: field('tieude'),
      value: (r) => localized(lang, r.tieude, r.tieude_en),
      link: true,
      sortable: true,
    },
    {
      key: 'trangthai',
      title: field('trangthai'),
      value: (r) => text(`states.${r.trangthai}`),
      render: (r) => <Tag color={stateColors[r.trangthai]}>{text(`states.${r.trangthai}`)}</Tag>,
    },
    { key: 'doituong', title: field('doituong'), value: audience, responsive: ['md'] },
    dateColumn('tungay', field('tungay'), { sortable: true, responsive: ['lg'] }),
    dateColumn('denngay', field('denngay'), { responsive: ['xl'] }),
    { key: 'soluotxem', title: field('soluotxem'), value: (r) => r.soluotxem, responsive: ['xl'] },
  ];
}

function useFilters(): FilterSpec[] {
  const { text, field } = useResourceTexts(noticeResource);
  return [
    {
      name: 'trangthai',
      label: field('trangthai'),
      options: noticeStates.map((state) => ({ value: state, label: text(`states.${state}`) })),
    },
    booleanFilter('hienthi', field('hienthi'), text('published'), text('unpublished')),
  ];
}

function NoticeFields() {
  const { t } = useI18n();
  const { text } = useResourceTexts(noticeResource);
  const roles = useNoticeRoles();
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <LangTabs names={['tieude', 'noidung']}>
          {(l) => (
            <>
              <Field name={`tieude${l}`}>
                <Input maxLength={250} />
              </Field>
              <Field name={`noidung${l}`}>
                <RichTextEditor folder={FOLDER} />
              </Field>
            </>
          )}
        </LangTabs>
      </Col>
      <Col xs={24} lg={8}>
        <ShownField resource={noticeResource} />
        <Field name="doituong">
          <Radio.Group
            vertical
            options={noticeAudiences.map((value) => ({ value, label: text(`audiences.${value}`) }))}
          />
        </Field>
        <Form.Item noStyle dependencies={['doituong']}>
          {({ getFieldValue }) =>
            getFieldValue('doituong') === 'VAITRO' && (
              // Required once roles are chosen (the contract's rule across two fields, checked by the server).
              <Field name="vaitro_ids" required>
                <Select
                  mode="multiple"
                  loading={roles.isPending}
                  optionFilterProp="label"
                  options={(roles.data ?? []).map((role) => ({ value: role._id, label: role.ten }))}
                />
              </Field>
            )
          }
        </Form.Item>
        <Field name="tungay">
          <DatePicker showTime={{ format: 'HH:mm' }} format={t('admin.kit.dateTimeFormat')} style={{ width: '100%' }} />
        </Field>
        <Field name="denngay" hint={text('untilHint')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={t('admin.kit.dateTimeFormat')} style={{ width: '100%' }} />
        </Field>
      </Col>
    </Row>
  );
}

const moment = {
  toForm: (value: unknown) => (value ? dayjs(value as string) : undefined),
  toWire: (value: unknown) => (value ? (value as Dayjs).toISOString() : null),
};

const noticeForm: FormSpec = {
  fields: <NoticeFields />,
  // A new notice shows from the minute it is opened unless the editor picks a later start.
  get defaults() {
    return { hienthi: true, doituong: 'TATCA', vaitro_ids: [], tungay: dayjs().startOf('minute') };
  },
  transforms: {
    tungay: { toForm: (record) => moment.toForm(record.tungay), toWire: moment.toWire },
    denngay: { toForm: (record) => moment.toForm(record.denngay), toWire: moment.toWire },
  },
};

export function NoticesScreen() {
  return (
    <ResourceScreen<NoticeRow>
      resource={noticeResource}
      // The spec's add page is /thong-bao-chung/add.
      paths={(base) => ({ list: base, add: `${base}/add`, item: (id) => `${base}/${id}` })}
      useColumns={useColumns}
      useFilters={useFilters}
      form={noticeForm}
      recordTitle={(record) => String(record.tieude)}
    />
  );
}
