// One ruled table of a report's print preview: the header's titles, then one row of cells per item. A table wider
// than a phone's preview scrolls sideways inside it instead of being cut off (paper is wide enough).
import type { ReactNode } from 'react';
import kitStyles from '../../kit/kit.module.css';

export function PrintTable({ titles, rows }: { titles: ReactNode[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <div className={kitStyles.printScroll}>
      <table className={kitStyles.printTable}>
        <thead>
          <tr>
            {titles.map((title, i) => (
              <th key={i}>{title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
