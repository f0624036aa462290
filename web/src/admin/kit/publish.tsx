// Publish state of public content: a draft, published, or scheduled for a later moment (the public site shows
// it from then on). The API stores `hienthi` (published or not) and `ngaydang` (from when); the form shows one
// choice, `trangthai`, with a date-time picker when scheduled, and writes both fields back.
import { publishStates, type PublishState } from '@phongkham/contracts';
import { DatePicker, Form, Radio, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useI18n } from '../../shared/i18n/I18nProvider';
import type { KitColumn } from './columns';
import { Field, type FormSpec } from './form';
import type { FilterSpec } from './ResourceScreen';

const colors: Record<PublishState, string> = { nhap: 'default', dadang: 'green', henlich: 'gold' };

export function usePublishStates() {
  const { t } = useI18n();
  const label = (state: PublishState) => t(`admin.kit.publish.${state}`);
  return { label, options: publishStates.map((state) => ({ value: state, label: label(state) })) };
}

export function PublishTag({ state }: { state: PublishState }) {
  const { label } = usePublishStates();
  return <Tag color={colors[state]}>{label(state)}</Tag>;
}

/** The list column of the state, as a coloured tag. */
export function usePublishColumn<T extends { trangthai: PublishState }>(title: string): KitColumn<T> {
  const { label } = usePublishStates();
  return {
    key: 'trangthai',
    title,
    value: (row) => label(row.trangthai),
    render: (row) => <PublishTag state={row.trangthai} />,
  };
}

/** The list filter on the state. */
export function usePublishFilter(label: string): FilterSpec {
  return { name: 'trangthai', label, options: usePublishStates().options };
}

/** The state choice and, when scheduled, the moment (which must lie ahead). */
export function PublishFields() {
  const { t } = useI18n();
  const { options } = usePublishStates();
  const ahead = {
    validator: async (_rule: unknown, value?: Dayjs | null) => {
      if (value && !value.isAfter(dayjs())) throw new Error(t('admin.kit.publish.mustBeAhead'));
    },
  };
  return (
    <>
      <Field name="trangthai" label={t('admin.kit.publish.state')}>
        <Radio.Group vertical options={options} />
      </Field>
      <Form.Item noStyle dependencies={['trangthai']}>
        {({ getFieldValue }) =>
          getFieldValue('trangthai') === 'henlich' && (
            <Field
              name="ngaydang"
              label={t('admin.kit.publish.at')}
              rules={[{ required: true, message: t('admin.kit.publish.atRequired') }, ahead]}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format={t('admin.kit.dateTimeFormat')}
                style={{ width: '100%' }}
              />
            </Field>
          )
        }
      </Form.Item>
    </>
  );
}

/** The form side of the publish state: defaults, transforms and the body's `hienthi`/`ngaydang`. */
export const publishForm: Required<Pick<FormSpec, 'defaults' | 'transforms' | 'finish'>> = {
  defaults: { trangthai: 'nhap' },
  transforms: {
    trangthai: { toForm: (record) => record.trangthai },
    ngaydang: {
      toForm: (record) => (record.ngaydang ? dayjs(record.ngaydang as string) : undefined),
      toWire: (value) => (value ? (value as Dayjs).toISOString() : null),
    },
  },
  // Published now dates the record now, unless it was already out (its date stays).
  finish: (body, values, record) => {
    const state = values.trangthai as PublishState;
    const now = state === 'dadang' && record?.trangthai !== 'dadang';
    return { ...body, hienthi: state !== 'nhap', ...(now ? { ngaydang: new Date().toISOString() } : {}) };
  },
};
