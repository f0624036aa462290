// The drug picker of a prescription line: the drugs in use, found by brand or active ingredient (diacritics
// ignored), each named with its strength, form and route, and with what the clinic's pharmacy holds of it: the usable
// units and the nearest expiry, or a mark when it is out of stock (the doctor may still prescribe it).
import { foldText, prescribedName, type DrugRoute, type DrugRow } from '@phongkham/contracts';
import { Select, Tag } from 'antd';
import { formatDay } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';

/** The drugs in use, searched by brand or active ingredient with diacritics ignored. */
export function DrugSelect({
  drugs,
  value,
  onChange,
  onPicked,
  label,
  ...rest
}: {
  drugs: DrugRow[];
  /** The drug's id (a form field's value). */
  value?: string | null;
  onChange?: (id: string) => void;
  /** The drug picked, for what comes with it (its usual directions). */
  onPicked?: (drug: DrugRow) => void;
  label: string;
  id?: string;
}) {
  const drugForm = useDrugForm();
  const stock = useStockText();
  return (
    <Select
      {...rest}
      aria-label={label}
      showSearch={{
        filterOption: (input, option) => foldText(String(option?.search ?? '')).includes(foldText(input)),
      }}
      style={{ minWidth: 0, flex: 1 }}
      value={value ?? undefined}
      onChange={(id: string) => {
        onChange?.(id);
        const drug = drugs.find((row) => row._id === id);
        if (drug) onPicked?.(drug);
      }}
      options={drugs.map((drug) => ({
        value: drug._id,
        // Name and strength, then form and route: a suppository must not be picked for a child who swallows.
        label: `${prescribedName(drug)} · ${drugForm(drug)}`,
        search: `${drug.tenthuoc} ${drug.thanhphan.map((part) => part.hoatchat).join(' ')}`,
        drug,
      }))}
      optionRender={(option) => {
        const drug = option.data.drug;
        return (
          // Wrapped, not cut: on a phone the stock mark stays visible under the name.
          <div style={{ whiteSpace: 'normal' }}>
            {option.label}{' '}
            {drug.tonkho === undefined ? null : (
              <Tag color={drug.tonkho > 0 ? 'green' : 'red'} style={{ marginInlineEnd: 0 }}>
                {stock(drug)}
              </Tag>
            )}
          </div>
        );
      }}
    />
  );
}

/** The drug's form and route as the catalogue names them ("Thuốc đạn, Đặt"). */
export function useDrugForm() {
  const { t } = useI18n();
  return (drug: { dangbaoche: string; duongdung: DrugRoute }) =>
    `${drug.dangbaoche}, ${t(`admin.resources.drugCatalogue.routes.${drug.duongdung}`)}`;
}

/** What the pharmacy holds of a drug, as the picker marks it: "tồn 120 · HSD 03/02/2027", or "hết hàng". */
export function useStockText() {
  const { t, lang } = useI18n();
  return (drug: Pick<DrugRow, 'tonkho' | 'handung_gannhat'>) =>
    !drug.tonkho
      ? t('admin.resources.prescriptions.picker.out')
      : [
          t('admin.resources.prescriptions.picker.stock', { n: drug.tonkho }),
          drug.handung_gannhat
            ? t('admin.resources.prescriptions.picker.expiry', { day: formatDay(lang, drug.handung_gannhat) })
            : null,
        ]
          .filter(Boolean)
          .join(' · ');
}
