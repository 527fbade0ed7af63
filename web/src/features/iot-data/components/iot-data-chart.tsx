import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { IotSeries } from '@aed/shared/schemas/iot-data';
import { formatDateTime } from '../../../lib/format';
import { cssColour, LIGHT_TOKEN, LINE_TOKENS } from './iot-colours';

/**
 * The values over time (decision 0049): one line per series in its own colour, each point a dot filled with the
 * colour its value was lit (a bucket's worst), so the rule colours stay readable whatever the line. Lazy: recharts comes
 * with this screen only. Recharts directly, with Chakra's colour variables: @chakra-ui/charts' wrapper brought Chakra's
 * locale context into a chunk of its own, which the first screen's preload map then names (e2e 42's budget).
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
  const axis = cssColour('gray.400');

  return (
    <Box height="80" width="full" fontSize="xs">
      <LineChart responsive style={{ width: '100%', height: '100%' }} data={data} margin={{ left: 8, right: 16, top: 8, bottom: 8 }}>
        <CartesianGrid stroke={cssColour('gray.200')} vertical={false} />
        <XAxis dataKey="t" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(t: number) => formatDateTime(t).slice(5, 16)} stroke={axis} />
        <YAxis stroke={axis} width={48} domain={['auto', 'auto']} />
        <Tooltip isAnimationActive={false} labelFormatter={(t) => formatDateTime(t as number)} />
        {series.map((s, i) => {
          const line = cssColour(LINE_TOKENS[i % LINE_TOKENS.length]);
          return (
            <Line
              key={s.key}
              isAnimationActive={false}
              dataKey={`s${i}`}
              name={s.part ? `${s.itemName || s.itemCode} · ${s.part}` : s.itemName || s.itemCode}
              stroke={line}
              strokeWidth={1.5}
              connectNulls
              dot={(props: { cx?: number; cy?: number; index: number; payload: Record<string, string> }) => {
                const colour = props.payload[`c${i}`];
                return props.cx === undefined || props.cy === undefined ? (
                  <g key={`${s.key}-${props.index}`} />
                ) : (
                  <circle key={`${s.key}-${props.index}`} data-colour={colour || 'none'} cx={props.cx} cy={props.cy} r={4} stroke={line} strokeWidth={1} fill={colour && LIGHT_TOKEN[colour] ? cssColour(LIGHT_TOKEN[colour]) : 'white'} />
                );
              }}
            />
          );
        })}
      </LineChart>
    </Box>
  );
}
