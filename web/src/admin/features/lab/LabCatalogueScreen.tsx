// The lab catalogue (/admin/danh-muc-xet-nghiem) on the module kit: each test (chỉ số) of a panel (a lab-kind
// price-list service) with its code, names, unit and reference ranges per sex and age band, the critical limits
// beside the normal ones. The panels are the list's tabs.
import { labTestResource, type LabPanel, type LabRange, type LabTestRow } from '@phongkham/contracts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Input, Row, Select, Switch, Tag } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import { formatRange } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { LangTabs } from '../../kit/LangTabs';
import { fetchData } from '../../kit/query';
import { booleanFilter, ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import styles from './Lab.module.css';

const key = 'admin.resources.labCatalogue';

function usePanels() {
  const { lang } = useI18n();
  const panels = useQuery({
    queryKey: [labTestResource.api, 'bo'],
    queryFn: () => fetchData<LabPanel[]>(`${labTestResource.api}/bo`),
  });
  return {
    loading: panels.isLoading,
    options: (panels.data ?? []).map((panel) => ({
      value: panel._id,
      label: (lang === 'en' && panel.tendichvu_en) || panel.tendichvu,
    })),
  };
}

/** A range as one short line: "Nam, từ 16 tuổi: 130 – 170". */
export function useRangeLabel() {
  const { t, lang } = useI18n();
  return (range: LabRange) => {
    const who = [
      range.gioitinh ? t(`${key}.sexes.${range.gioitinh}`) : null,
      range.tuoitu != null && range.tuoiden != null
        ? t(`${key}.ageBand`, { from: range.tuoitu, to: range.tuoiden })
        : range.tuoitu != null
          ? t(`${key}.ageFrom`, { from: range.tuoitu })
          : range.tuoiden != null
            ? t(`${key}.ageUnder`, { to: range.tuoiden })
            : null,
    ].filter(Boolean);
    return `${who.length ? `${who.join(', ')}: ` : ''}${formatRange(lang, range.thap, range.cao)}`;
  };
}

function useColumns(): KitColumn<LabTestRow>[] {
  const { t, lang } = useI18n();
  const field = (name: string) => t(`${key}.fields.${name}`);
  const label = useRangeLabel();
  return [
    { key: 'ma', title: field('ma'), value: (row) => row.ma, link: true, sortable: true },
    {
      key: 'ten',
      title: field('ten'),
      value: (row) => (lang === 'en' && row.ten_en) || row.ten,
      sortable: true,
    },
    { key: 'dichvu_ten', title: field('dichvu_id'), value: (row) => row.dichvu_ten, responsive: ['md'] },
    { key: 'donvi', title: field('donvi'), value: (row) => row.donvi, responsive: ['sm'] },
    {
      key: 'khoang',
      title: field('khoang'),
      value: (row) => row.khoang.map(label).join('; '),
      render: (row) => (
        <span className={styles.ranges}>
          {row.khoang.map((range, i) => (
            <span key={i}>{label(range)}</span>
          ))}
        </span>
      ),
      responsive: ['lg'],
    },
    {
      key: 'hoatdong',
      title: field('hoatdong'),
      value: (row) => t(`${key}.${row.hoatdong ? 'active' : 'inactive'}`),
      render: (row) => (
        <Tag color={row.hoatdong ? 'green' : 'default'}>{t(`${key}.${row.hoatdong ? 'active' : 'inactive'}`)}</Tag>
      ),
      responsive: ['md'],
    },
  ];
}

function useTabs(): FilterSpec {
  const { t } = useI18n();
  const panels = usePanels();
  return { name: 'dichvu_id', label: t(`${key}.fields.dichvu_id`), options: panels.options, loading: panels.loading };
}

function useFilters(): FilterSpec[] {
  const { t } = useI18n();
  return [booleanFilter('hoatdong', t(`${key}.fields.hoatdong`), t(`${key}.active`), t(`${key}.inactive`))];
}

const bounds = ['tuoitu', 'tuoiden', 'thap', 'cao', 'nguythap', 'nguycao'] as const;

/** The ranges of a test: one row each, a sex, an age band and the four limits, any of them empty. */
function RangesEditor({
  value = [],
  onChange,
  disabled,
}: {
  value?: LabRange[];
  onChange?: (value: LabRange[]) => void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const change = (index: number, patch: Partial<LabRange>) =>
    onChange?.(value.map((range, i) => (i === index ? { ...range, ...patch } : range)));
  return (
    <div className={styles.rangeEditor}>
      {value.length > 0 && (
        <div className={styles.rangeRow} aria-hidden="true">
          <span className={styles.rangeHead} style={{ width: 120 }}>
            {t(`${key}.range.gioitinh`)}
          </span>
          {bounds.map((bound) => (
            <span key={bound} className={styles.rangeHead} style={{ width: 110 }}>
              {t(`${key}.range.${bound}`)}
            </span>
          ))}
        </div>
      )}
      {value.map((range, index) => (
        <div key={index} className={styles.rangeRow}>
          <Select
            aria-label={t(`${key}.range.gioitinh`)}
            className={styles.rangeSex}
            style={{ width: 120 }}
            disabled={disabled}
            value={range.gioitinh ?? ''}
            onChange={(sex: string) => change(index, { gioitinh: sex === '' ? null : (sex as 'NAM' | 'NU') })}
            options={[
              { value: '', label: t(`${key}.sexes.both`) },
              { value: 'NAM', label: t(`${key}.sexes.NAM`) },
              { value: 'NU', label: t(`${key}.sexes.NU`) },
            ]}
          />
          {bounds.map((bound) => (
            <NumberInput
              kind={bound === 'tuoitu' || bound === 'tuoiden' ? 'integer' : 'decimal'}
              key={bound}
              className={styles.rangeNumber}
              aria-label={t(`${key}.range.${bound}`)}
              placeholder={t(`${key}.range.${bound}`)}
              disabled={disabled}
              value={range[bound] ?? null}
              onChange={(number) => change(index, { [bound]: number ?? null })}
            />
          ))}
          {!disabled && (
            <Button
              aria-label={t(`${key}.range.remove`)}
              icon={<DeleteOutlined />}
              onClick={() => onChange?.(value.filter((_, i) => i !== index))}
            />
          )}
        </div>
      ))}
      {!disabled && (
        <Button icon={<PlusOutlined />} onClick={() => onChange?.([...value, {}])}>
          {t(`${key}.range.add`)}
        </Button>
      )}
    </div>
  );
}

function TestFields() {
  const { t } = useI18n();
  const panels = usePanels();
  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <Field name="dichvu_id">
          <Select options={panels.options} loading={panels.loading} />
        </Field>
        <Field name="ma" hint={t(`${key}.codeHint`)}>
          <Input maxLength={20} style={{ textTransform: 'uppercase' }} />
        </Field>
        <LangTabs names={['ten']}>
          {(l) => (
            <Field name={`ten${l}`}>
              <Input maxLength={150} />
            </Field>
          )}
        </LangTabs>
      </Col>
      <Col xs={24} lg={12}>
        <Field name="donvi" hint={t(`${key}.unitHint`)}>
          <Input maxLength={30} style={{ width: 200 }} />
        </Field>
        <Field name="thutu">
          <NumberInput kind="integer" min={0} max={100_000} style={{ width: 160 }} />
        </Field>
        <Field name="hoatdong" valuePropName="checked">
          <Switch />
        </Field>
      </Col>
      <Col span={24}>
        <Field name="khoang" hint={t(`${key}.rangesHint`)}>
          <RangesEditor />
        </Field>
      </Col>
    </Row>
  );
}

const testForm: FormSpec = { fields: <TestFields />, defaults: { thutu: 0, hoatdong: true, khoang: [] } };

export function LabCatalogueScreen() {
  return (
    <ResourceScreen<LabTestRow>
      resource={labTestResource}
      useColumns={useColumns}
      useTabs={useTabs}
      useFilters={useFilters}
      form={testForm}
      recordTitle={(record) => `${String(record.ma)} · ${String(record.ten)}`}
      deleteInList={(row) => `${row.ma} · ${row.ten}`}
    />
  );
}
