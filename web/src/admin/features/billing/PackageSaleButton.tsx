// Selling a service package on a draft bill of a patient: a line at the package's price, added through
// POST /api/hoadon/:id/dong. Paid in full, the bill makes the package the patient's (decision 0056).
import { billResource, type BillDetail } from '@phongkham/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import { PackageSaleDialog } from '../../kit/PackageSaleDialog';
import { useBillText } from './billTexts';

const billApi = billResource.api;

export function PackageSaleButton({ bill }: { bill: BillDetail }) {
  const text = useBillText();
  const grants = useScreenGrants(billResource.urls);
  const [open, setOpen] = useState(false);
  const adding = useResourceMutation<BillDetail, string>({
    request: (goidichvu_id) => ({
      method: 'POST',
      path: `${billApi}/${bill._id}/dong`,
      body: { loai: 'GOI', goidichvu_id, soluong: 1 },
      options: { silent: true },
    }),
    invalidates: [billApi],
    success: () => text('packageAdded'),
  });
  if (bill.trangthai !== 'NHAP' || !bill.benhnhan_id || !grants.create) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{text('sellPackage')}</Button>
      {open && (
        <PackageSaleDialog
          title={text('sellPackageTitle', { so: bill.so })}
          okText={text('sellPackageOk')}
          busy={adding.busy}
          onClose={() => setOpen(false)}
          onSubmit={(id) => adding.run(id)}
        />
      )}
    </>
  );
}
