// The printed Z-report (or an X-report printed mid-shift): the report shown in the kit's print window with a choice
// of paper (A4, A5, or the 80 mm thermal roll of the receipt printer), printed alone with its own @page rule, under
// the clinic's header as a receipt is (the shift record carries it: a cashier cannot read the clinic record).
import type { ShiftRecord } from '@phongkham/contracts';
import { Segmented } from 'antd';
import { useState } from 'react';
import { PrintHeader, PrintModal } from '../../kit/PrintView';
import { ShiftReport, type Paper } from './ShiftReport';
import { useCashText } from './texts';

const pageRules: Record<Paper, string> = {
  A4: '@page { size: A4; margin: 15mm; } @media print { body { margin: 0; } }',
  A5: '@page { size: A5; margin: 10mm; } @media print { body { margin: 0; } }',
  // A thermal roll: 80 mm wide with about 72 mm printable, as long as the report.
  '80mm': '@page { size: 80mm auto; margin: 3mm 4mm; } @media print { body { margin: 0; width: 72mm; } }',
};

const widths: Record<Paper, string> = {
  A4: 'min(760px, 96vw)',
  A5: 'min(600px, 96vw)',
  '80mm': 'min(400px, 96vw)',
};

export function ZReportSheet({ shift, onClose }: { shift: ShiftRecord; onClose: () => void }) {
  const text = useCashText();
  const [paper, setPaper] = useState<Paper>('80mm');
  const title = text(shift.baocao === 'Z' ? 'report.zTitle' : 'report.xTitle');
  return (
    <PrintModal
      title={title}
      documentTitle={`${title} ${shift.nhanvien_hoten}`}
      width={widths[paper]}
      onClose={onClose}
      tools={
        <Segmented<Paper>
          aria-label={text('report.paper')}
          value={paper}
          onChange={setPaper}
          options={[
            { value: '80mm', label: text('report.roll') },
            { value: 'A5', label: 'A5' },
            { value: 'A4', label: 'A4' },
          ]}
          style={{ marginBottom: 12 }}
        />
      }
    >
      <div style={{ width: paper === '80mm' ? '72mm' : undefined, margin: '0 auto' }}>
        <style>{pageRules[paper]}</style>
        <div style={{ fontSize: paper === '80mm' ? 11 : 12, lineHeight: 1.4 }}>
          <PrintHeader
            clinic={{
              phongkham_ten: shift.phongkham.ten,
              phongkham_diachi: shift.phongkham.diachi_day,
              phongkham_dienthoai: shift.phongkham.dienthoai,
            }}
          />
        </div>
        <ShiftReport shift={shift} paper={paper} />
      </div>
    </PrintModal>
  );
}
