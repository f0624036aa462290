// Counting the drawer note by note: how many of each note (500.000 down to 1.000 ₫), each line's value and the
// total, which is what the close sends as the counted cash. A serious cashier counts this way; the total alone
// is still accepted by the dialog for a quick close.
import { NumberInput } from '../../kit/NumberInput';
import { countTotal, denominations, money, useCashText, type NoteCount } from './texts';

const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

export function DenominationCount({ value, onChange }: { value: NoteCount; onChange: (next: NoteCount) => void }) {
  const text = useCashText();
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-label={text('close.byNote')}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', padding: '2px 4px' }}>{text('close.note')}</th>
          <th style={{ textAlign: 'left', padding: '2px 4px' }}>{text('close.pieces')}</th>
          <th style={{ ...right, padding: '2px 4px' }}>{text('close.lineValue')}</th>
        </tr>
      </thead>
      <tbody>
        {denominations.map((note) => {
          const pieces = value[note];
          const readable = pieces != null && Number.isSafeInteger(pieces) && pieces > 0;
          return (
            <tr key={note}>
              <td style={{ padding: '2px 4px', whiteSpace: 'nowrap' }}>{money(note)}</td>
              <td style={{ padding: '2px 4px' }}>
                <NumberInput
                  kind="integer"
                  min={0}
                  value={pieces ?? null}
                  onChange={(n) => onChange({ ...value, [note]: n })}
                  aria-label={text('close.piecesOf', { note: money(note) })}
                  style={{ width: 90 }}
                />
              </td>
              <td style={{ ...right, padding: '2px 4px' }}>{readable ? money(note * pieces) : '—'}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr style={{ fontWeight: 700, borderTop: '1px solid #999' }}>
          <td style={{ padding: '4px' }} colSpan={2}>
            {text('close.countTotal')}
          </td>
          <td style={{ ...right, padding: '4px' }} data-testid="note-total">
            {money(countTotal(value))}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
