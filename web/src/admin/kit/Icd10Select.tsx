// A select of ICD-10 codes searched on the server as the user types (GET /api/icd10: by the code's start or by words
// without diacritics), one code or several. The value is the code(s); the labels of codes already chosen come from
// `known` (the record's named diagnoses) until a search names them. Any module coding diagnoses uses it.
import { icd10Path, type Diagnosis, type Icd10Item } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { useClearable } from './selects';
import { fetchData } from './query';

/** How long typing must pause before the catalogue is searched. */
const PAUSE_MS = 250;

type Named = Pick<Diagnosis, 'ma' | 'ten' | 'ten_en'>;

export interface Icd10SelectProps {
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  multiple?: boolean;
  known?: readonly Named[];
  disabled?: boolean;
  id?: string;
  placeholder?: string;
}

/** "I10 · Bệnh lý tăng huyết áp", in English where WHO has a title and the screen is English. */
export function icd10Label(row: Named, lang: string): string {
  const name = lang === 'en' && row.ten_en ? row.ten_en : row.ten;
  return name ? `${row.ma} · ${name}` : row.ma;
}

export function Icd10Select({ value, onChange, multiple, known = [], disabled, id, placeholder }: Icd10SelectProps) {
  const { t, lang } = useI18n();
  const clearable = useClearable();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: [icd10Path, q],
    queryFn: () => fetchData<Icd10Item[]>(icd10Path, { q, limit: 20 }, true),
    enabled: q.length >= 1,
    staleTime: Infinity,
  });
  // A code chosen from a search keeps its name after the next search.
  const [seen, setSeen] = useState<Map<string, Named>>(() => new Map(known.map((row) => [row.ma, row])));
  const chosen = (Array.isArray(value) ? value : value ? [value] : []).map(
    (code) => seen.get(code) ?? known.find((row) => row.ma === code) ?? { ma: code, ten: null, ten_en: null },
  );
  const results = found.data ?? [];
  const options = [...chosen.filter((row) => !results.some((found) => found.ma === row.ma)), ...results].map((row) => ({
    value: row.ma,
    label: icd10Label(row, lang),
  }));
  return (
    <Select<string | string[]>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      allowClear={clearable}
      disabled={disabled}
      value={multiple ? chosen.map((row) => row.ma) : (chosen[0]?.ma ?? undefined)}
      onChange={(next) => {
        const picked = results.filter((row) => (Array.isArray(next) ? next.includes(row.ma) : next === row.ma));
        if (picked.length) setSeen((before) => new Map([...before, ...picked.map((row) => [row.ma, row] as const)]));
        setTyped('');
        onChange?.(next === undefined ? (multiple ? [] : null) : next);
      }}
      options={options}
      loading={found.isFetching}
      placeholder={placeholder ?? t('admin.kit.icd10.placeholder')}
      notFoundContent={q ? t('admin.kit.icd10.none') : t('admin.kit.icd10.typeToSearch')}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
    />
  );
}
