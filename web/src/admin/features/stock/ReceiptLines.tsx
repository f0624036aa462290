// A goods receipt's lines in its form: per line the drug (searched without diacritics), batch number, expiry, the
// quantity in the drug's smallest unit or one of its packs, and the cost and selling price per that unit; the line's
// value beside it and the receipt's total below, in đồng, as they will be stored (units × the unit price, rounded once
// in packs.ts). A batch already expired is held back here as the server would refuse it.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { clinicDay, plainName } from '@phongkham/contracts';
import { Button, Form, Input, Select, Typography, type FormRule } from 'antd';
import { DayInput } from '../../kit/DayPickers';
import { Field, FieldList } from '../../kit/form';
import { NumberInput } from '../../kit/NumberInput';
import { factorOf, toUnits, unitPrice } from './packs';
import type { CatalogueDrug, FormLine } from './receiptSheet';
import { count, money, useStockText } from './texts';
import { UnitSelect } from './UnitSelect';
import styles from './Stock.module.css';

const readable = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A line's quantity in smallest units and its value at cost, as it will be stored; null while not readable. */
export function lineFigures(line: FormLine | undefined, drug: CatalogueDrug | undefined) {
  if (!line || !readable(line.soluong) || !readable(line.gianhap)) return null;
  const factor = factorOf(drug?.quycach, line.donvi);
  const units = toUnits(line.soluong, factor);
  return { units, value: units * unitPrice(line.gianhap, factor) };
}

/** The lines as the API wants them: smallest units, prices per smallest unit. */
export function wireLines(lines: FormLine[] | undefined, drugs: ReadonlyMap<string, CatalogueDrug>) {
  return (lines ?? []).map((line) => {
    const factor = factorOf(drugs.get(line.thuoc_id ?? '')?.quycach, line.donvi);
    const { donvi: _unit, ...rest } = line;
    return {
      ...rest,
      soluong: readable(line.soluong) ? toUnits(line.soluong, factor) : line.soluong,
      gianhap: readable(line.gianhap) ? unitPrice(line.gianhap, factor) : line.gianhap,
      giaban: readable(line.giaban) ? unitPrice(line.giaban, factor) : line.giaban,
    };
  });
}

const filterOption = (input: string, option?: { label?: unknown }) =>
  plainName(String(option?.label ?? '')).includes(plainName(input));

export function ReceiptLines({ drugs, loading }: { drugs: ReadonlyMap<string, CatalogueDrug>; loading: boolean }) {
  const text = useStockText();
  const lines = (Form.useWatch<FormLine[] | undefined>('dong') ?? []).filter(Boolean);
  const options = [...drugs.values()].map((drug) => ({
    value: drug._id,
    label: drug.sodangky ? `${drug.tenthuoc} · ${drug.sodangky}` : drug.tenthuoc,
  }));
  const notExpired: FormRule = {
    validator: async (_rule, value: string | undefined) => {
      if (value && value < clinicDay()) throw new Error(text('receipt.expired'));
    },
  };
  const total = lines.reduce((sum, line) => sum + (lineFigures(line, drugs.get(line.thuoc_id ?? ''))?.value ?? 0), 0);
  return (
    <div className={styles.lines}>
      <FieldList name="dong">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => {
              const line = lines[index];
              const drug = drugs.get(line?.thuoc_id ?? '');
              const figures = lineFigures(line, drug);
              const n = index + 1;
              const unit = drug ? (line?.donvi ? line.donvi : drug.donvitinh) : text('receipt.unitShort');
              return (
                <div key={field.key} className={styles.line} data-testid={`line-${n}`}>
                  <div className={styles.lineHead}>
                    <Typography.Text strong>{text('receipt.line', { n })}</Typography.Text>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={text('receipt.removeLine', { n })}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </div>
                  <div className={styles.lineGrid}>
                    <Field name={[field.name, 'thuoc_id']} label={text('fields.thuoc')} className={styles.drugCell}>
                      <Select
                        aria-label={text('receipt.drugOf', { n })}
                        showSearch={{ filterOption }}
                        loading={loading}
                        placeholder={text('receipt.pickDrug')}
                        options={options}
                      />
                    </Field>
                    <Field name={[field.name, 'solo']} label={text('fields.solo')}>
                      <Input maxLength={50} aria-label={text('receipt.batchOf', { n })} />
                    </Field>
                    <Field name={[field.name, 'handung']} label={text('fields.handung')} rules={[notExpired]}>
                      <DayInput aria-label={text('receipt.expiryOf', { n })} style={{ width: '100%' }} />
                    </Field>
                    <Field name={[field.name, 'soluong']} label={text('fields.soluongIn', { unit })}>
                      <NumberInput kind="integer" min={1} aria-label={text('receipt.quantityOf', { n })} />
                    </Field>
                    {drug?.quycach?.length ? (
                      <Field name={[field.name, 'donvi']} label={text('fields.donvi')}>
                        <UnitSelect
                          packs={drug.quycach}
                          unit={drug.donvitinh}
                          aria-label={text('receipt.unitOf', { n })}
                        />
                      </Field>
                    ) : null}
                    <Field name={[field.name, 'gianhap']} label={text('fields.gianhapPer', { unit })}>
                      <NumberInput kind="money" min={0} suffix="₫" aria-label={text('receipt.costOf', { n })} />
                    </Field>
                    <Field name={[field.name, 'giaban']} label={text('fields.giabanPer', { unit })}>
                      <NumberInput kind="money" min={0} suffix="₫" aria-label={text('receipt.priceOf', { n })} />
                    </Field>
                  </div>
                  <div className={styles.lineValue} data-testid={`line-value-${n}`}>
                    {figures
                      ? text('receipt.lineValue', {
                          units: count(figures.units),
                          unit: drug?.donvitinh ?? '',
                          value: money(figures.value),
                        })
                      : '—'}
                  </div>
                </div>
              );
            })}
            <Button icon={<PlusOutlined />} onClick={() => add({ donvi: '' } satisfies FormLine)}>
              {text('receipt.addLine')}
            </Button>
          </>
        )}
      </FieldList>
      <div className={styles.total} data-testid="receipt-total">
        {text('receipt.total', { count: lines.length, value: money(total) })}
      </div>
    </div>
  );
}
