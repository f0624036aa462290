// What may be done with one batch, each a small form on the kit's form (the contract's rules, the server's messages
// under their fields, the unsaved-changes guard): put it on hold or release it (a recall), transfer some to another
// store, return some to the supplier, destroy some before two witnesses. Each move but the hold is a numbered stock
// document; the quantity is typed in the drug's smallest unit or one of its packs and sent in smallest units.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Modal } from 'antd';
import type { z } from 'zod';
import { Field, FieldList, KitForm, type FormSpec, type Values } from '../../kit/form';
import { NumberInput } from '../../kit/NumberInput';
import { useResourceMutation } from '../../kit/mutation';
import { factorOf } from './packs';
import { StoreSelect } from './stores';
import { SupplierSelect } from './SupplierSelect';
import { quantityText, useStockText } from './texts';
import { UnitSelect } from './UnitSelect';
import {
  destructionInput,
  holdInput,
  stockApi,
  supplierReturnInput,
  transferInput,
  type BatchRow,
  type StockDocument,
} from './wire';
import styles from './Stock.module.css';

export type BatchMove = 'hold' | 'transfer' | 'return' | 'destroy';

const schemas: Record<BatchMove, z.ZodObject> = {
  hold: holdInput,
  transfer: transferInput,
  return: supplierReturnInput,
  destroy: destructionInput,
};

const requestPath = (move: BatchMove, batch: BatchRow) =>
  ({
    hold: stockApi.hold(batch._id),
    transfer: stockApi.transfer,
    return: stockApi.supplierReturn,
    destroy: stockApi.destruction,
  })[move];

/** What the batch can give to a move: a destruction takes expired and held stock too, the others only usable stock. */
export const availableFor = (move: BatchMove, batch: BatchRow) => (move === 'destroy' ? batch.soluong : batch.khadung);

/** The quantity of the move, with the unit it is typed in when the drug has packs. */
function QuantityFields({ batch, move }: { batch: BatchRow; move: BatchMove }) {
  const text = useStockText();
  return (
    <div className={styles.quantityRow}>
      <Field
        name={['dong', 0, 'soluong']}
        label={text('fields.soluongMove')}
        className={styles.grow}
        hint={text('moves.available', {
          quantity: quantityText(availableFor(move, batch), batch.donvitinh ?? '', batch.quycach),
        })}
      >
        <NumberInput kind="integer" min={1} />
      </Field>
      {batch.quycach?.length ? (
        <Field name="donvi" label={text('fields.donvi')} className={styles.unit}>
          <UnitSelect packs={batch.quycach} unit={batch.donvitinh ?? ''} />
        </Field>
      ) : null}
    </div>
  );
}

/** A destruction's witnesses, two at least: each by name and role. */
function Witnesses() {
  const text = useStockText();
  return (
    <FieldList name="nguoichungkien">
      {(fields, { add, remove }) => (
        <div className={styles.witnesses}>
          <div className={styles.blockLabel}>{text('fields.nguoichungkien')}</div>
          {fields.map((field, index) => (
            <div key={field.key} className={styles.witness}>
              <Field name={[field.name, 'hoten']} className={styles.grow}>
                <Input
                  maxLength={120}
                  placeholder={text('fields.hoten')}
                  aria-label={text('moves.witness', { n: index + 1 })}
                />
              </Field>
              <Field name={[field.name, 'chucvu']} className={styles.grow}>
                <Input
                  maxLength={120}
                  placeholder={text('fields.chucvu')}
                  aria-label={text('moves.witnessRole', { n: index + 1 })}
                />
              </Field>
              <Button
                icon={<DeleteOutlined />}
                disabled={fields.length <= 2}
                aria-label={text('moves.removeWitness', { n: index + 1 })}
                onClick={() => remove(field.name)}
              />
            </div>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({})}>
            {text('moves.addWitness')}
          </Button>
        </div>
      )}
    </FieldList>
  );
}

function MoveFields({ move, batch }: { move: BatchMove; batch: BatchRow }) {
  const text = useStockText();
  if (move === 'hold') {
    return (
      <Field name="lydo" label={text(batch.tamgiu ? 'fields.lydoRelease' : 'fields.lydoHold')}>
        <Input.TextArea rows={3} maxLength={500} />
      </Field>
    );
  }
  return (
    <>
      {move === 'transfer' && (
        <Field name="kho_den_id" label={text('fields.khoDen')}>
          <StoreSelect except={batch.kho_id} />
        </Field>
      )}
      {move === 'return' && (
        <>
          <Field name="nhacungcap_id" label={text('fields.nhacungcap')}>
            <SupplierSelect />
          </Field>
          <Field name="sohoadon" label={text('fields.sohoadon')}>
            <Input maxLength={50} />
          </Field>
        </>
      )}
      <QuantityFields batch={batch} move={move} />
      {move === 'destroy' && <Witnesses />}
      {/* A destruction's reason is `lydo`, printed on its record; a return's is its note, a transfer's a plain note. */}
      <Field
        name={move === 'destroy' ? 'lydo' : 'ghichu'}
        label={text(move === 'transfer' ? 'fields.ghichu' : 'fields.lydo')}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Field>
    </>
  );
}

/** The form of a move on a batch: its defaults and how its values become the request. */
function moveForm(move: BatchMove, batch: BatchRow): FormSpec {
  return {
    fields: <MoveFields move={move} batch={batch} />,
    defaults: {
      tamgiu: !batch.tamgiu,
      kho_id: batch.kho_id,
      nhacungcap_id: undefined,
      donvi: '',
      dong: [{ lohang_id: batch._id, soluong: null }],
      nguoichungkien: [{}, {}],
    },
    transforms: { donvi: {} },
    finish: (body: Values, values: Values) => {
      if (move === 'hold') return body;
      const factor = factorOf(batch.quycach, values.donvi as string | undefined);
      const lines = (body.dong as { soluong?: number }[] | undefined) ?? [];
      return {
        ...body,
        kho_id: batch.kho_id,
        dong: lines.map((line) => ({
          lohang_id: batch._id,
          soluong: typeof line.soluong === 'number' ? line.soluong * factor : line.soluong,
        })),
      };
    },
  };
}

export function BatchMoveDialog({
  move,
  batch,
  onClose,
  onIssued,
}: {
  move: BatchMove;
  batch: BatchRow;
  onClose: () => void;
  /** A numbered document was issued (its print may follow). */
  onIssued: (document: StockDocument) => void;
}) {
  const text = useStockText();
  const title = move === 'hold' ? text(batch.tamgiu ? 'moves.release' : 'moves.hold') : text(`moves.${move}`);
  const save = useResourceMutation<StockDocument, Values>({
    request: (body) => ({ method: 'POST', path: requestPath(move, batch), body }),
    invalidates: [stockApi.batches, stockApi.documents, stockApi.card],
    success: (document) =>
      move === 'hold'
        ? text(batch.tamgiu ? 'moves.released' : 'moves.held')
        : text('moves.issued', { so: document.so }),
  });
  return (
    <Modal open title={`${title}: ${batch.ten} · ${batch.solo}`} footer={null} destroyOnHidden onCancel={onClose}>
      <KitForm
        schema={schemas[move]}
        labels="admin.resources.stock.fields"
        spec={moveForm(move, batch)}
        record={null}
        submitText={title}
        submit={save.run}
        onSaved={(data) => {
          if (move !== 'hold') onIssued(data as StockDocument);
          onClose();
        }}
      />
    </Modal>
  );
}
