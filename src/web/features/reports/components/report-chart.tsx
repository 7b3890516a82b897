import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '@shared/money/money';
import type { ReportKind } from '@shared/reports/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportAnswer } from '../api/get-report';

/**
 * What each report draws beside its table (the registers draw nothing: a long list reads better as a
 * table): the category on the axis and the money or count columns as bars.
 */
const CHARTS: Partial<Record<ReportKind, { category: string; series: string[]; money: boolean }>> = {
  overview: { category: 'currency', series: ['expected', 'received', 'overdue'], money: true },
  finance: { category: 'currency', series: ['contract_value', 'received', 'debt', 'overdue'], money: true },
  monthly: { category: 'month', series: ['expected', 'received', 'overdue'], money: true },
  managers: { category: 'user_name', series: ['sales_value', 'received', 'overdue'], money: true },
  revenue: { category: 'month', series: ['expected', 'received'], money: true },
  bookings: {
    category: 'operator_name',
    series: ['converted', 'expired', 'canceled', 'active'],
    money: false,
  },
};

/** Room under the bars for the tick labels: the theme's line height needs more than the charts' default 25 px. */
export const AXIS_HEIGHT = 36;

export const hasChart = (kind: ReportKind) => kind in CHARTS;

/** The overview's ageing reads as its own bars: how old the overdue money is. */
const AGEING = ['overdue_1_30', 'overdue_31_60', 'overdue_61_90', 'overdue_over_90'];

export function ReportChart({ kind, report }: { kind: ReportKind; report: ReportAnswer }) {
  const { t } = useTranslation('messages');
  const { t: tr } = useTranslation('reports');
  const chart = CHARTS[kind];
  const currencies = [...new Set(report.rows.map((r) => String(r.currency ?? '')))].filter(Boolean);
  const [picked, setPicked] = useState<string | null>(null);
  if (!chart || report.rows.length === 0) return null;
  // One currency at a time: bars of lari and dollars side by side would mislead.
  const currency = picked && currencies.includes(picked) ? picked : (currencies[0] ?? '');
  const rows = chart.money ? report.rows.filter((r) => !currency || r.currency === currency) : report.rows;
  const merged = new Map<string, Record<string, number | string>>();
  for (const row of rows) {
    const key = String(row[chart.category] ?? '');
    const point = merged.get(key) ?? { category: key };
    for (const s of chart.series) point[s] = Number(point[s] ?? 0) + Number(row[s] ?? 0);
    merged.set(key, point);
  }
  const dataset = [...merged.values()];
  const format = (value: number | null) =>
    value === null ? '' : chart.money ? `${formatMoney(value)} ${currency}` : String(value);
  const ageing = kind === 'overview' ? rows[0] : undefined;

  return (
    <Box data-testid="report-chart" sx={{ minWidth: 0 }}>
      {chart.money && currencies.length > 1 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={currency}
          onChange={(_e, next: string | null) => next && setPicked(next)}
          aria-label={tr('chart_currency')}
          sx={{ mb: 1 }}
        >
          {currencies.map((c) => (
            <ToggleButton key={c} value={c}>
              {c}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <BarChart
        height={300}
        dataset={dataset}
        xAxis={[{ scaleType: 'band', dataKey: 'category', height: AXIS_HEIGHT }]}
        yAxis={[
          {
            width: 80,
            valueFormatter: (v: number) => (chart.money ? formatMoney(v, { decimals: 0 }) : String(v)),
          },
        ]}
        series={chart.series.map((s) => ({
          dataKey: s,
          label: t(`reports.col.${s}`),
          valueFormatter: format,
        }))}
      />
      {ageing && (
        <BarChart
          height={220}
          layout="horizontal"
          dataset={AGEING.map((key) => ({
            bucket: t(`reports.col.${key}`),
            value: Number(ageing[key] ?? 0),
          }))}
          yAxis={[{ scaleType: 'band', dataKey: 'bucket', width: 110 }]}
          xAxis={[{ height: AXIS_HEIGHT, valueFormatter: (v: number) => formatMoney(v, { decimals: 0 }) }]}
          series={[{ dataKey: 'value', label: tr('ageing'), valueFormatter: format, color: '#d32f2f' }]}
        />
      )}
    </Box>
  );
}
