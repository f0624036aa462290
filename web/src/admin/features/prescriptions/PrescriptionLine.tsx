// One line of the prescription form (a row of its `chitiet` list): the drug picked by name or active ingredient and
// shown with its form and route, the dose, times a day and days under visible captions, the quantity computed as the
// doctor types, the directions, and a warning when they name another route than the drug's. Each field's rule is the
// contract's line rule; the server's message on a line's field shows under it.
import {
  prescribedQuantity,
  routeConflict,
  type DrugRow,
  type PrescriptionLineInput,
  type PrescriptionRecord,
} from '@phongkham/contracts';
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { Field } from '../../kit/form';
import { NumberInput, type NumberInputProps } from '../../kit/NumberInput';
import { DrugSelect, useDrugForm } from './DrugSelect';
import { useUnitName } from './PrescriptionSheet';
import styles from './Prescriptions.module.css';

const key = 'admin.resources.prescriptions';
export type LineDraft = { [K in keyof PrescriptionLineInput]-?: PrescriptionLineInput[K] | null };

/** The form's line from a saved one. */
export const lineOf = (line: PrescriptionRecord['chitiet'][number]): LineDraft => ({
  thuoc_id: line.thuoc_id,
  lieu_moilan: line.lieu_moilan,
  solan_ngay: line.solan_ngay,
  songay: line.songay,
  soluong: line.soluong,
  cachdung: line.cachdung,
});

/** A new line: one unit twice a day for five days, the drug still to pick. */
export const newLine: LineDraft = {
  thuoc_id: null,
  lieu_moilan: 1,
  solan_ngay: 2,
  songay: 5,
  soluong: null,
  cachdung: null,
};

/** The computed quantity of a line, once its dose, times and days are there. */
const computed = (line: Partial<LineDraft>) =>
  line.lieu_moilan && line.solan_ngay && line.songay
    ? prescribedQuantity(line.lieu_moilan, line.solan_ngay, line.songay)
    : null;

/** The catalogue's drug of a line, or the saved line's (a drug no longer in use stays named). */
export function lineDrug(
  line: Partial<LineDraft> | undefined,
  catalogue: DrugRow[],
  saved: PrescriptionRecord['chitiet'],
) {
  const drug = catalogue.find((row) => row._id === line?.thuoc_id);
  return drug ?? saved.find((row) => row.thuoc_id === line?.thuoc_id) ?? null;
}

/** The route the line's directions name against its drug's, when they differ. */
export function lineConflict(
  line: Partial<LineDraft> | undefined,
  catalogue: DrugRow[],
  saved: PrescriptionRecord['chitiet'],
) {
  const drug = lineDrug(line, catalogue, saved);
  return drug ? routeConflict(drug.duongdung, line?.cachdung) : null;
}

/** A dose, times or days field: a change asks for the quantity to be computed again. */
function AmountInput({ index, ...props }: NumberInputProps & { index: number }) {
  const form = Form.useFormInstance();
  return (
    <NumberInput
      {...props}
      onChange={(value) => {
        props.onChange?.(value);
        form.setFieldValue(['chitiet', index, 'soluong'], null);
      }}
    />
  );
}

/** The quantity: the one saved, or the one the dose, times and days make. */
function Quantity(props: { value?: number | null; line: Partial<LineDraft>; unit: string; label: string }) {
  const { value, line, unit, label } = props;
  const { t } = useI18n();
  const unitName = useUnitName();
  const n = value ?? computed(line);
  return (
    <span className={styles.quantity} aria-label={label}>
      {t(`${key}.quantity`, { n: n ?? '—', unit: unitName(unit, n) }).trim()}
    </span>
  );
}

export function PrescriptionLine({
  index,
  catalogue,
  saved,
  draft,
  onRemove,
}: {
  /** The row's name in the form's list. */
  index: number;
  catalogue: DrugRow[];
  saved: PrescriptionRecord['chitiet'];
  draft: boolean;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const text = (name: string, params?: Record<string, string | number>) => t(`${key}.${name}`, params);
  const form = Form.useFormInstance();
  const drugForm = useDrugForm();
  const unitName = useUnitName();
  const line = (Form.useWatch(['chitiet', index]) ?? {}) as Partial<LineDraft>;
  const drug = lineDrug(line, catalogue, saved);
  const conflict = lineConflict(line, catalogue, saved);
  const unit = catalogue.find((row) => row._id === line.thuoc_id)?.donvitinh ?? '';
  // What the pharmacy holds when the line asks for more (the list answers each drug's usable units).
  const stocked = catalogue.find((row) => row._id === line.thuoc_id)?.tonkho;
  const wanted = line.soluong ?? computed(line);
  const stockShort = draft && stocked !== undefined && wanted !== null && wanted > stocked ? stocked : null;
  const n = index + 1;
  return (
    <div className={styles.line}>
      <div className={styles.drug}>
        <span className={styles.number}>{n}.</span>
        <Field name={[index, 'thuoc_id']} className={styles.drugField}>
          <DrugSelect
            drugs={catalogue}
            label={text('lineDrug', { n })}
            onPicked={(picked) =>
              // A new drug brings its own usual directions: the previous drug's may name another route.
              form.setFieldValue(['chitiet', index, 'cachdung'], picked.cachdung ?? line.cachdung ?? null)
            }
          />
        </Field>
        {draft && <Button aria-label={text('removeLine', { n })} icon={<DeleteOutlined />} onClick={onRemove} />}
      </div>
      <div className={styles.amounts}>
        {(['lieu_moilan', 'solan_ngay', 'songay'] as const).map((field) => (
          // A visible caption over each number: a doctor must see which is the dose and which the days.
          <Field key={field} name={[index, field]} label={text(`fields.${field}`)} className={styles.amount}>
            <AmountInput
              index={index}
              aria-label={`${text(`fields.${field}`)} ${n}`}
              kind={field === 'lieu_moilan' ? 'decimal' : 'integer'}
              min={field === 'lieu_moilan' ? 0.25 : 1}
              suffix={text(`suffixes.${field}`, { unit: unitName(unit, line[field]) })}
              style={{ width: '100%' }}
            />
          </Field>
        ))}
        <Field name={[index, 'soluong']} className={styles.quantityField}>
          <Quantity line={line} unit={unit} label={`${text('fields.soluong')} ${n}`} />
        </Field>
      </div>
      {drug && (
        <div className={styles.form} aria-label={`${text('fields.dangbaoche')} ${n}`}>
          {drugForm(drug)}
        </div>
      )}
      <Field name={[index, 'cachdung']} className={styles.directions}>
        <Input aria-label={`${text('fields.cachdung')} ${n}`} placeholder={text('fields.cachdung')} maxLength={300} />
      </Field>
      {stockShort !== null && (
        // A warning, never a refusal: the patient may buy what the pharmacy lacks elsewhere.
        <Alert
          type="warning"
          showIcon
          title={
            stockShort === 0
              ? t('admin.resources.prescriptions.picker.noStock')
              : t('admin.resources.prescriptions.picker.overStock', { n: stockShort, unit: unitName(unit, stockShort) })
          }
        />
      )}
      {conflict && drug && (
        <Alert
          type="warning"
          showIcon
          title={text('warnings.route', {
            n,
            named: t(`admin.resources.drugCatalogue.routes.${conflict}`),
            route: t(`admin.resources.drugCatalogue.routes.${drug.duongdung}`),
          })}
        />
      )}
    </div>
  );
}
