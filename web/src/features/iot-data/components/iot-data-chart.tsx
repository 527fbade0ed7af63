import { useMemo } from 'react';
import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { IotSeries } from '@aed/shared/schemas/iot-data';
import { formatDateTime } from '../../../lib/format';
import { LIGHT_TOKEN, LINE_TOKENS } from './iot-colours';

/**
 * The values over time (decision 0049): one line per series in its own colour, each point a dot filled with the
 * colour its value was lit (a bucket's worst), so the rule colours stay readable whatever the line. Lazy: recharts comes
 * with this screen only.
 */
export default function IotDataChart({ series }: { series: readonly IotSeries[] }) {
  // one row per time; series keys by index (recharts reads a dotted key as a path)
  const data = useMemo(() => {
    const rows = new Map<number, Record<string, number | string>>();
    series.forEach((s, i) => {
      for (const p of s.points) {
        const row = rows.get(p.t) ?? { t: p.t };
        rows.set(p.t, row);
        row[`s${i}`] = p.v;
        row[`c${i}`] = p.colour;
      }
    });
    return [...rows.values()].sort((a, b) => (a.t as number) - (b.t as number));
  }, [series]);
  const chart = useChart({ data, series: series.map((s, i) => ({ name: `s${i}`, label: s.part ? `${s.itemName || s.itemCode} · ${s.part}` : s.itemName || s.itemCode, color: LINE_TOKENS[i % LINE_TOKENS.length] })) });

  return (
    <Chart.Root maxH="sm" chart={chart}>
      <LineChart responsive data={chart.data} margin={{ left: 8, right: 16, top: 8, bottom: 8 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis dataKey="t" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(t: number) => formatDateTime(t).slice(5, 16)} stroke={chart.color('border')} />
        <YAxis stroke={chart.color('border')} width={48} domain={['auto', 'auto']} />
        <Tooltip animationDuration={100} cursor={false} labelFormatter={(t) => formatDateTime(t as number)} content={<Chart.Tooltip />} />
        {chart.series.map((item, i) => (
          <Line
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            name={String(item.label)}
            stroke={chart.color(item.color)}
            strokeWidth={1.5}
            connectNulls
            dot={(props: { cx?: number; cy?: number; index: number; payload: Record<string, string> }) =>
              props.cx === undefined || props.cy === undefined ? (
                <g key={`${item.name}-${props.index}`} />
              ) : (
                <circle key={`${item.name}-${props.index}`} data-colour={props.payload[`c${i}`] || 'none'} cx={props.cx} cy={props.cy} r={4} stroke={chart.color(item.color)} strokeWidth={1} fill={chart.color(LIGHT_TOKEN[props.payload[`c${i}`]] ?? 'bg')} />
              )
            }
          />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
