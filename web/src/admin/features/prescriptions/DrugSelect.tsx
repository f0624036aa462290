// The drug picker of a prescription line: the drugs in use, found by brand or active ingredient (diacritics
// ignored), each named with its strength, form and route.
import { foldText, prescribedName, type DrugRoute, type DrugRow } from '@phongkham/contracts';
import { Select } from 'antd';
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
      }))}
    />
  );
}

/** The drug's form and route as the catalogue names them ("Thuốc đạn, Đặt"). */
export function useDrugForm() {
  const { t } = useI18n();
  return (drug: { dangbaoche: string; duongdung: DrugRoute }) =>
    `${drug.dangbaoche}, ${t(`admin.resources.drugCatalogue.routes.${drug.duongdung}`)}`;
}
