// A supplier of the clinic, by name (the active ones of /api/nhacungcap), for a receipt or a return.
import { plainName } from '@phongkham/contracts';
import { Select, type SelectProps } from 'antd';
import { useAllRows } from '../../kit/query';

interface Supplier {
  _id: string;
  ten: string;
}

/** A supplier found by its name typed without case or diacritics ("hau giang" finds "Hậu Giang"). */
const filterOption = (input: string, option?: { label?: unknown }) =>
  plainName(String(option?.label ?? '')).includes(plainName(input));

export function SupplierSelect(props: SelectProps) {
  const suppliers = useAllRows<Supplier>('/api/nhacungcap', { sort: 'ten', hoatdong: 'true' });
  return (
    <Select
      showSearch={{ filterOption }}
      loading={suppliers.isPending}
      options={(suppliers.data ?? []).map((supplier) => ({ value: supplier._id, label: supplier.ten }))}
      {...props}
    />
  );
}
