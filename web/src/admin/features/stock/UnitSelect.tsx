// The unit a quantity is typed in: the drug's smallest unit or one of its packs ("Hộp (100 Viên)"), beside the
// quantity. What is sent is always smallest units (packs.ts).
import type { DrugPack } from '@phongkham/contracts';
import { Select, type SelectProps } from 'antd';

export function UnitSelect({
  packs,
  unit,
  ...props
}: SelectProps & { packs: readonly DrugPack[] | null | undefined; unit: string }) {
  return (
    <Select
      popupMatchSelectWidth={false}
      options={[
        { value: '', label: unit || '—' },
        ...(packs ?? []).map((pack) => ({ value: pack.ten, label: `${pack.ten} (${pack.heso} ${unit})` })),
      ]}
      {...props}
    />
  );
}
