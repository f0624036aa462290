// A small bar chart of a count per day (the dashboard's 14-day trends), drawn with Recharts in the theme's colours.
// Loaded on demand by the dashboard only: the library never reaches the public site or the rest of the back office.
import { theme } from 'antd';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface TrendPoint {
  /** The day label shown under the bar ("25/11"). */
  label: string;
  soluong: number;
}

export default function TrendChart({ points, name }: { points: TrendPoint[]; name: string }) {
  const { token } = theme.useToken();
  return (
    <ResponsiveContainer width="100%" height={160}>
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
        <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" tickLine={false} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} tickLine={false} axisLine={false} />
        <Tooltip cursor={{ fill: token.colorFillSecondary }} formatter={(value) => [value, name]} />
        <Bar dataKey="soluong" name={name} fill={token.colorPrimary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
