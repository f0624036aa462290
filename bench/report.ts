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

/** ✓ or ✗ for a figure against its target: at most (`≤`) or at least (`≥`). */
export const meets = (value: number, sign: '≤' | '≥', target: number) =>
  `target ${sign} ${target} ${(sign === '≤' ? value <= target : value >= target) ? '✓' : '✗'}`;

/** The issue's ceiling on the server's resident memory, in MB. */
export const RSS_TARGET_MB = 250;

export const rssRow = (label: string, mb: number | null): Row => [
  label,
  mb === null ? 'n/a' : mb.toFixed(0),
  mb === null
    ? 'no /proc on this system'
    : `MB resident (VmRSS of the server process); ${meets(mb, '≤', RSS_TARGET_MB)}`,
];

/** A load's ratio to the bare Fastify reference: the median of the rounds' ratios, each round loading both in turn. */
export interface AgainstReference {
  /** Each round's ratio of req/s, in the order run. */
  rounds: number[];
  target?: number;
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Throughput, p95 and server CPU of a load run, its throughput against a target when it has one, and its ratio to
 * the bare Fastify reference when given (the median of interleaved rounds, each round's beside it).
 */
export function loadRows(
  label: string,
  result: LoadResult,
  reference?: AgainstReference,
  throughputTarget?: number,
): Row[] {
  const rows: Row[] = [
    [
      `${label} throughput`,
      Math.round(result.requestsPerSecond).toLocaleString('en-US'),
      `req/s (average)${throughputTarget ? `; ${meets(result.requestsPerSecond, '≥', throughputTarget)}` : ''}`,
    ],
    [`${label} p95 latency`, result.p95Ms.toFixed(2), 'ms'],
    [
      `${label} server CPU per answer`,
      result.serverCpuUsPerAnswer === null ? 'n/a' : result.serverCpuUsPerAnswer.toFixed(0),
      'µs, user + system time of the server process over the run, divided by its answers',
    ],
  ];
  if (reference) {
    const ratio = median(reference.rounds);
    rows.push([
      `${label} / bare Fastify`,
      ratio.toFixed(2),
      `ratio of req/s, median of ${reference.rounds.length} interleaved rounds (${reference.rounds.map((r) => r.toFixed(2)).join(', ')})` +
        (reference.target === undefined ? '' : `; ${meets(ratio, '≥', reference.target)}`),
    ]);
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
