// A report's bar chart (one value per day or per hour), drawn with Recharts in the theme's colours. Loaded on demand
// by the report screens only (React.lazy), like the dashboard's trends: the library stays out of other screens.
import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartPoint {
  /** Shown under the bar ("25/11", "8:00"). */
  label: string;
  value: number;
}

export default function ReportChart({
  points,
  name,
  format,
  axis,
}: {
  points: ChartPoint[];
  name: string;
  /** The tooltip's value ("1.250.000 ₫"). */
  format: (value: number) => string;
  /** The axis' shorter value ("1,3 tr"). */
  axis?: (value: number) => string;
}) {
  const { token } = theme.useToken();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" tickLine={false} />
        {/* Ticks at whole units: counts of visits or diagnoses never read 0.25, đồng and minutes need no fraction. */}
        <YAxis
          tick={{ fontSize: 11 }}
          tickLine={false}
          axisLine={false}
          width={56}
          allowDecimals={false}
          tickFormatter={axis ?? format}
        />
        <Tooltip cursor={{ fill: token.colorFillSecondary }} formatter={(value) => [format(Number(value)), name]} />
        <Bar dataKey="value" name={name} fill={token.colorPrimary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
