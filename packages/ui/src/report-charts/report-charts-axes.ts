import { chartNumberFormat } from './report-charts-format';

/** The look every report chart's axes and grid share: theme tokens, so light and dark themes both read. */
export const chartTick = { fill: 'var(--muted-foreground)', fontSize: 12 };
export const chartAxisStroke = 'var(--border)';
export const formatTick = (value: number) => chartNumberFormat.format(value);
export const chartTooltipStyle = {
  background: 'var(--surface)',
  border: '1px solid var(--border)',
  borderRadius: 6,
  color: 'var(--surface-foreground)',
};
