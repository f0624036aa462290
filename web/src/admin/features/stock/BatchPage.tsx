// One batch's page (/admin/kho/:id): what it is and where it came from, its alerts, what may be done with it (hold or
// release, transfer, return to the supplier, destroy: each with the /kho grant it needs) and its own stock card. A move
// that issues a document offers its print at once.
import { Button, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { calendarDay } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { BatchMoveDialog, availableFor, type BatchMove } from './BatchMoves';
import { StockCardTable } from './StockCard';
import { StockDocumentPrint } from './StockDocumentSheet';
import { AlertMarks } from './AlertMarks';
import { money, quantityText, useStockText } from './texts';
import type { BatchRow } from './wire';

export function BatchPage({ batch }: { batch: BatchRow }) {
  const text = useStockText();
  const can = useScreenGrants(['/kho']);
  const [move, setMove] = useState<BatchMove | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  const moves: BatchMove[] = ['transfer', 'return', 'destroy'];
  return (
    <>
      <AlertMarks row={batch} />
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'kho', label: text('fields.kho'), children: batch.kho_ten },
          { key: 'solo', label: text('fields.solo'), children: batch.solo },
          { key: 'handung', label: text('fields.handung'), children: calendarDay(batch.handung) },
          {
            key: 'soluong',
            label: text('fields.soluong'),
            children: quantityText(batch.soluong, batch.donvitinh ?? '', batch.quycach),
          },
          {
            key: 'khadung',
            label: text('fields.khadung'),
            children: quantityText(batch.khadung, batch.donvitinh ?? '', batch.quycach),
          },
          { key: 'giatrikho', label: text('fields.giatri'), children: money(batch.giatrikho) },
          { key: 'gianhap', label: text('fields.gianhapUnit'), children: money(batch.gianhap) },
          { key: 'giaban', label: text('fields.giabanUnit'), children: money(batch.giaban) },
          { key: 'nhacungcap', label: text('fields.nhacungcap'), children: batch.nhacungcap_ten ?? '—' },
          { key: 'sohoadon', label: text('fields.sohoadon'), children: batch.sohoadon ?? '—' },
          ...(batch.tamgiu
            ? [{ key: 'tamgiu', label: text('fields.tamgiu_lydo'), children: batch.tamgiu_lydo ?? '—' }]
            : []),
        ]}
      />
      <Space wrap style={{ margin: '16px 0' }}>
        {can.update && (
          <Button danger={!batch.tamgiu} onClick={() => setMove('hold')}>
            {text(batch.tamgiu ? 'moves.release' : 'moves.hold')}
          </Button>
        )}
        {can.create &&
          moves.map((one) => (
            <Button key={one} disabled={availableFor(one, batch) === 0} onClick={() => setMove(one)}>
              {text(`moves.${one}`)}
            </Button>
          ))}
      </Space>
      <Typography.Title level={5}>{text('card.title')}</Typography.Title>
      <StockCardTable
        query={{ lohang_id: batch._id, thuoc_id: batch.thuoc_id ?? undefined, kho_id: batch.kho_id }}
        unit={batch.donvitinh ?? ''}
      />
      {move && (
        <BatchMoveDialog
          move={move}
          batch={batch}
          onClose={() => setMove(null)}
          onIssued={(document) => setIssued(document._id)}
        />
      )}
      {issued && <StockDocumentPrint id={issued} onClose={() => setIssued(null)} />}
    </>
  );
}
