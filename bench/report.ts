// The bench's figures as text: the metric table every measurement adds rows to, the rows shared by several, and the
// receipts' rows (bench/receipts.ts), which the standalone run prints too.
import type { LoadResult } from './load';
import type { ReceiptBench } from './receipts';

export type Row = [metric: string, value: string, notes: string];

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function printTable(rows: Row[]): void {
  const header: Row = ['metric', 'value', 'unit / notes'];
  const width = (column: 0 | 1 | 2) => Math.max(...[header, ...rows].map((row) => row[column].length));
  const [metricWidth, valueWidth] = [width(0), width(1)];
  const line = ([metric, value, notes]: Row) =>
    `${metric.padEnd(metricWidth)} | ${value.padStart(valueWidth)} | ${notes}`;
  console.log(line(header));
  console.log(`${'-'.repeat(metricWidth)}-+-${'-'.repeat(valueWidth)}-+-${'-'.repeat(width(2))}`);
  for (const row of rows) console.log(line(row));
}

export const rssRow = (label: string, mb: number | null): Row => [
  label,
  mb === null ? 'n/a' : mb.toFixed(0),
  mb === null ? 'no /proc on this system' : 'MB resident (VmRSS of the server process)',
];

/** Throughput, p95 and server CPU of a load run, and its ratio to the bare Fastify reference when given. */
export function loadRows(label: string, result: LoadResult, reference: LoadResult | undefined): Row[] {
  const rows: Row[] = [
    [`${label} throughput`, Math.round(result.requestsPerSecond).toLocaleString('en-US'), 'req/s (average)'],
    [`${label} p95 latency`, result.p95Ms.toFixed(2), 'ms'],
    [
      `${label} server CPU per answer`,
      result.serverCpuUsPerAnswer === null ? 'n/a' : result.serverCpuUsPerAnswer.toFixed(0),
      'µs, user + system time of the server process over the run, divided by its answers',
    ],
  ];
  if (reference) {
    const ratio = result.requestsPerSecond / reference.requestsPerSecond;
    rows.push([`${label} / bare Fastify`, ratio.toFixed(2), 'ratio of req/s']);
  }
  return rows;
}

/** The table's rows: p95 as the value; p50, max, the count, the throughput and the numbers read back beside it. */
export function receiptRows({ timings, skipped }: ReceiptBench): Row[] {
  const rows: Row[] = timings.flatMap((t): Row[] => {
    const label = `receipt, ${t.cashiers} concurrent cashiers, on ${t.database}`;
    return [
      [
        `${label} p95`,
        t.p95Ms.toFixed(1),
        `ms, POST /api/hoadon/:id/thanhtoan; p50 ${t.p50Ms.toFixed(1)}, max ${t.maxMs.toFixed(1)}, ` +
          `${t.timed} receipts in ${t.rounds - 1} rounds after a warm-up, ${t.receiptsPerSecond.toFixed(0)} receipts/s; ` +
          `load average ${t.loadAverage.toFixed(2)}`,
      ],
      [
        `${label} numbers`,
        'gapless',
        `${t.issued} receipts read back, ${t.first} … ${t.last}, no gap or repeat; every bill paid in full`,
      ],
    ];
  });
  if (skipped) rows.push(['receipt under concurrent cashiers, on PostgreSQL', 'skipped', skipped]);
  return rows;
}
