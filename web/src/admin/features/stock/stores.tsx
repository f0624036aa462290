// The reader's clinic's stores (GET /api/kho: the pharmacy first) and the store a stock screen works on, kept in the
// address (?kho_id=) so a view can be shared and returned to; without one, the pharmacy.
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useSearchParams } from 'react-router';
import { fetchData } from '../../kit/query';
import { stockApi, type StoreRow } from './wire';

/** Every store of the clinic, the pharmacy first. */
export function useStores() {
  return useQuery({
    queryKey: [stockApi.stores, 'all'],
    queryFn: () => fetchData<StoreRow[]>(stockApi.stores),
    select: (stores) => [...stores].sort((a, b) => Number(b.loai === 'NHA_THUOC') - Number(a.loai === 'NHA_THUOC')),
  });
}

/** The store the address names, else the pharmacy (the first store). */
export function useChosenStore(): { store: StoreRow | undefined; choose: (id: string) => void; stores: StoreRow[] } {
  const [params, setParams] = useSearchParams();
  const stores = useStores().data ?? [];
  const asked = params.get('kho_id');
  const store = stores.find((one) => one._id === asked) ?? stores[0];
  const choose = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('kho_id', id);
    setParams(next, { replace: true });
  };
  return { store, choose, stores };
}

/** A store by name; `except` leaves one out (a transfer's receiving store is never the one it leaves). */
export function StoreSelect({ except, ...props }: SelectProps & { except?: string }) {
  const stores = useStores();
  return (
    <Select
      loading={stores.isPending}
      options={(stores.data ?? [])
        .filter((store) => store._id !== except)
        .map((store) => ({ value: store._id, label: store.ten }))}
      {...props}
    />
  );
}
