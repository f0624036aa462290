// A package's items in its form: one line each, a price-list service or a product (one picker, in two groups) and how
// many sessions it includes, added and removed in place, with what the items would cost one by one beside the
// package's price. The form holds a line's item as one value ('dv:<id>' or 'sp:<id>'), split back into dichvu_id or
// sanpham_id when saved (itemsTransform); a line's sessions take the contract's rule.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  servicePackageResource,
  type ProductItem,
  type ServiceItem,
  type ServicePackageItem,
} from '@phongkham/contracts';
import { Button, Form, Select, Typography, type FormRule } from 'antd';
import { formatPrice } from '../../../shared/format';
import { apiPaths } from '../../../shared/paths';
import { Field, FieldList, type FieldTransform, type Values } from '../../kit/form';
import { plain } from '../../kit/list';
import { NumberInput } from '../../kit/NumberInput';
import { useAllRows } from '../../kit/query';
import { useResourceTexts } from '../../kit/texts';
import styles from './Packages.module.css';

/** A line as the form holds it: the item's key, its sessions, and its name as the record read it. */
export interface ItemLine {
  muc?: string;
  soluot?: number | null;
  ten?: string;
}

const keyOf = (item: Pick<ServicePackageItem, 'dichvu_id' | 'sanpham_id'>) =>
  item.dichvu_id ? `dv:${item.dichvu_id}` : `sp:${item.sanpham_id ?? ''}`;

/** The record's items as form lines, and the lines as the API's items. */
export const itemsTransform: FieldTransform = {
  toForm: (record) =>
    ((record.dong as ServicePackageItem[] | undefined) ?? []).map((item) => ({
      muc: keyOf(item),
      soluot: item.soluot,
      ten: item.ten,
    })),
  toWire: (value) =>
    ((value as ItemLine[] | undefined) ?? []).map(({ muc, soluot }) => ({
      dichvu_id: muc?.startsWith('dv:') ? muc.slice(3) : null,
      sanpham_id: muc?.startsWith('sp:') ? muc.slice(3) : null,
      soluot,
    })),
};

/** An option found by its name typed without case or diacritics ("vat ly" finds "Vật lý trị liệu"). */
const filterOption = (input: string, option?: { label?: unknown }) =>
  plain(String(option?.label ?? '')).includes(plain(input));

/** The services and products a line may pick, with their prices (what they cost one by one). */
function useItemChoices(lines: ItemLine[]) {
  const { text } = useResourceTexts(servicePackageResource);
  const services = useAllRows<ServiceItem>(apiPaths.services, { sort: 'tendichvu' });
  const products = useAllRows<ProductItem>(apiPaths.products, { sort: 'tensanpham' });
  const prices = new Map<string, number>();
  const serviceOptions = (services.data ?? []).map((service) => {
    prices.set(`dv:${service._id}`, service.gia);
    return { value: `dv:${service._id}`, label: `${service.tendichvu} · ${formatPrice(service.gia)}` };
  });
  const productOptions = (products.data ?? []).flatMap((product) => {
    if (product.gia == null) return [];
    prices.set(`sp:${product._id}`, product.gia);
    return [{ value: `sp:${product._id}`, label: `${product.tensanpham} · ${formatPrice(product.gia)}` }];
  });
  // What the record holds but the lists leave out (an unpublished service) still shows by its name.
  const listed = new Set([...serviceOptions, ...productOptions].map((option) => option.value));
  const held = lines.flatMap((line) =>
    line.muc && line.ten && !listed.has(line.muc) ? [{ value: line.muc, label: line.ten }] : [],
  );
  const options = [
    ...(held.length ? [{ label: text('items.held'), options: held }] : []),
    { label: text('items.services'), options: serviceOptions },
    ...(productOptions.length ? [{ label: text('items.products'), options: productOptions }] : []),
  ];
  return { options, prices, loading: services.isPending || products.isPending };
}

export function PackageItems() {
  const { text } = useResourceTexts(servicePackageResource);
  const lines = (Form.useWatch<ItemLine[] | undefined>('dong') ?? []).filter(Boolean);
  const giaban = Form.useWatch<number | null | undefined>('giaban');
  const { options, prices, loading } = useItemChoices(lines);
  const oneByOne = lines.reduce((sum, line) => sum + (prices.get(line.muc ?? '') ?? 0) * (line.soluot || 0), 0);
  const required: FormRule = { required: true, message: text('items.pick') };
  const once: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      const all = ((getFieldValue('dong') as ItemLine[] | undefined) ?? []).filter((line) => line?.muc === value);
      if (value && all.length > 1) throw new Error(text('items.twice'));
    },
  });
  return (
    <Form.Item label={text('fields.dong')} required className={styles.itemsBlock}>
      <FieldList name="dong">
        {(fields, { add, remove }) => (
          <div className={styles.items}>
            {fields.map((field, index) => (
              <div key={field.key} className={styles.item}>
                <Field name={[field.name, 'muc']} rules={[required, once]} className={styles.itemPick}>
                  <Select
                    aria-label={text('items.item', { n: index + 1 })}
                    showSearch={{ filterOption }}
                    loading={loading}
                    placeholder={text('items.placeholder')}
                    options={options}
                  />
                </Field>
                <Field name={[field.name, 'soluot']} className={styles.itemCount}>
                  <NumberInput
                    kind="integer"
                    min={1}
                    max={1000}
                    aria-label={text('items.sessions', { n: index + 1 })}
                    suffix={text('items.unit')}
                  />
                </Field>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={text('items.remove', { n: index + 1 })}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ soluot: 1 } satisfies ItemLine)}>
              {text('items.add')}
            </Button>
          </div>
        )}
      </FieldList>
      {oneByOne > 0 && (
        <Typography.Paragraph type="secondary" className={styles.compare}>
          {text('items.oneByOne', { amount: formatPrice(oneByOne) })}
          {giaban != null && !Number.isNaN(giaban) && giaban < oneByOne
            ? ` ${text('items.saving', { amount: formatPrice(oneByOne - giaban) })}`
            : ''}
        </Typography.Paragraph>
      )}
    </Form.Item>
  );
}

/** What a new package's form starts with: one empty line. */
export const newPackage: Values = { dong: [{ soluot: 1 }], hoatdong: true, quytac_hoantien: 'THEO_TY_LE' };
