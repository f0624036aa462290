// The drug catalogue (/admin/danh-muc-thuoc) on the module kit: each drug with its active ingredients and strengths
// (edited row by row in the form), form, unit, route, registration number, maker and classification. The list
// searches brand names and active ingredients alike, diacritics ignored; the classifications are its tabs.
import { drugClasses, drugResource, drugRoutes, type DrugIngredient, type DrugRow } from '@phongkham/contracts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Input, Row, Select, Switch, Tag } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { booleanFilter, ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import styles from './Drugs.module.css';
import { ReorderLevels } from './ReorderLevels';

const key = 'admin.resources.drugCatalogue';

const classColors: Record<string, string> = {
  THUONG: 'default',
  GAY_NGHIEN: 'red',
  HUONG_THAN: 'orange',
  YHCT: 'green',
};

function useColumns(): KitColumn<DrugRow>[] {
  const { t } = useI18n();
  const field = (name: string) => t(`${key}.fields.${name}`);
  return [
    { key: 'tenthuoc', title: field('tenthuoc'), value: (row) => row.tenthuoc, link: true, sortable: true },
    {
      key: 'thanhphan',
      title: field('thanhphan'),
      value: (row) => row.thanhphan.map((part) => `${part.hoatchat} ${part.hamluong}`).join(' + '),
    },
    { key: 'dangbaoche', title: field('dangbaoche'), value: (row) => row.dangbaoche, responsive: ['lg'] },
    { key: 'donvitinh', title: field('donvitinh'), value: (row) => row.donvitinh, responsive: ['md'] },
    {
      key: 'duongdung',
      title: field('duongdung'),
      value: (row) => t(`${key}.routes.${row.duongdung}`),
      responsive: ['lg'],
    },
    { key: 'sodangky', title: field('sodangky'), value: (row) => row.sodangky, responsive: ['xl'] },
    {
      key: 'loaithuoc',
      title: field('loaithuoc'),
      value: (row) => t(`${key}.classes.${row.loaithuoc}`),
      render: (row) => <Tag color={classColors[row.loaithuoc]}>{t(`${key}.classes.${row.loaithuoc}`)}</Tag>,
      sortable: true,
      responsive: ['md'],
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
  return {
    name: 'loaithuoc',
    label: t(`${key}.fields.loaithuoc`),
    options: drugClasses.map((value) => ({ value, label: t(`${key}.classes.${value}`) })),
  };
}

function useFilters(): FilterSpec[] {
  const { t } = useI18n();
  return [booleanFilter('hoatdong', t(`${key}.fields.hoatdong`), t(`${key}.active`), t(`${key}.inactive`))];
}

/** The active ingredients: one row each, INN and strength. */
function IngredientsEditor({
  value = [],
  onChange,
  disabled,
}: {
  value?: Partial<DrugIngredient>[];
  onChange?: (value: Partial<DrugIngredient>[]) => void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const change = (index: number, patch: Partial<DrugIngredient>) =>
    onChange?.(value.map((part, i) => (i === index ? { ...part, ...patch } : part)));
  return (
    <div className={styles.ingredients}>
      {value.map((part, index) => (
        <div key={index} className={styles.ingredient}>
          <Input
            aria-label={t(`${key}.ingredient.hoatchat`, { n: index + 1 })}
            placeholder={t(`${key}.fields.hoatchat`)}
            maxLength={150}
            disabled={disabled}
            value={part.hoatchat ?? ''}
            onChange={(event) => change(index, { hoatchat: event.target.value })}
          />
          <Input
            aria-label={t(`${key}.ingredient.hamluong`, { n: index + 1 })}
            placeholder={t(`${key}.fields.hamluong`)}
            maxLength={60}
            disabled={disabled}
            className={styles.strength}
            value={part.hamluong ?? ''}
            onChange={(event) => change(index, { hamluong: event.target.value })}
          />
          {!disabled && (
            <Button
              aria-label={t(`${key}.ingredient.remove`, { n: index + 1 })}
              icon={<DeleteOutlined />}
              onClick={() => onChange?.(value.filter((_, i) => i !== index))}
            />
          )}
        </div>
      ))}
      {!disabled && (
        <Button icon={<PlusOutlined />} onClick={() => onChange?.([...value, { hoatchat: '', hamluong: '' }])}>
          {t(`${key}.ingredient.add`)}
        </Button>
      )}
    </div>
  );
}

function DrugFields() {
  const { t } = useI18n();
  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <Field name="tenthuoc" hint={t(`${key}.nameHint`)}>
          <Input maxLength={150} />
        </Field>
        <Field name="thanhphan" hint={t(`${key}.ingredientsHint`)}>
          <IngredientsEditor />
        </Field>
        <Field name="dangbaoche">
          <Input maxLength={80} />
        </Field>
        <Field name="donvitinh" hint={t(`${key}.unitHint`)}>
          <Input maxLength={30} style={{ width: 200 }} />
        </Field>
        <Field name="duongdung">
          <Select options={drugRoutes.map((value) => ({ value, label: t(`${key}.routes.${value}`) }))} />
        </Field>
        <Field name="cachdung">
          <Input maxLength={300} />
        </Field>
      </Col>
      <Col xs={24} lg={12}>
        <Field name="loaithuoc" hint={t(`${key}.classHint`)}>
          <Select options={drugClasses.map((value) => ({ value, label: t(`${key}.classes.${value}`) }))} />
        </Field>
        <Field name="sodangky">
          <Input maxLength={40} />
        </Field>
        <Field name="maatc" hint={t(`${key}.atcHint`)}>
          <Input maxLength={7} style={{ width: 200 }} />
        </Field>
        <Field name="hangsanxuat">
          <Input maxLength={150} />
        </Field>
        <Field name="nuocsanxuat">
          <Input maxLength={80} />
        </Field>
        <Field name="ghichu">
          <Input.TextArea maxLength={1000} rows={3} />
        </Field>
        <Field name="hoatdong" valuePropName="checked">
          <Switch />
        </Field>
      </Col>
    </Row>
  );
}

const drugForm: FormSpec = {
  fields: <DrugFields />,
  defaults: { thanhphan: [{ hoatchat: '', hamluong: '' }], duongdung: 'UONG', loaithuoc: 'THUONG', hoatdong: true },
};

export function DrugsScreen() {
  return (
    <ResourceScreen<DrugRow>
      resource={drugResource}
      useColumns={useColumns}
      useTabs={useTabs}
      useFilters={useFilters}
      form={drugForm}
      recordTitle={(record) => String(record.tenthuoc)}
      recordExtra={(record) => <ReorderLevels drug={String(record._id)} unit={String(record.donvitinh ?? '')} />}
      deleteInList={(row) => row.tenthuoc}
    />
  );
}
