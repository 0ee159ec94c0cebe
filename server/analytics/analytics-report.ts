import type { AnalyticsEventRepository, DailyCount } from './analytics-event.repository';
import { FUNNEL_STEPS } from './analytics-events';

const STEP_LABELS: Record<string, string> = {
  page_view: 'visit',
  start_design: 'Start Design',
  generation_sent: 'generation',
  generation_accepted: 'accepted',
  export: 'export',
};

export type AnalyticsReport = { from: Date; days: number; daily: DailyCount[]; funnel: number[] };

// The figures of `npm run admin -- analytics-report [days]`: daily counts per event and the funnel.
export async function analyticsReport(events: AnalyticsEventRepository, days: number, now = new Date()) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days + 1));
  return { from, days, daily: await events.dailyCounts(from), funnel: await events.funnel(FUNNEL_STEPS, from) };
}

export function formatAnalyticsReport(report: AnalyticsReport, driver: string): string {
  const lines = [`Analytics of the last ${report.days} days (UTC, since ${report.from.toISOString().slice(0, 10)})`];
  if (driver !== 'builtin') lines.push(`Events go to ${driver}: the built-in table holds only what was stored before.`);
  lines.push('', `${'day'.padEnd(12)}${'event'.padEnd(24)}${'events'.padStart(8)}${'visitors'.padStart(10)}`);
  for (const row of report.daily) {
    lines.push(
      `${row.day.padEnd(12)}${row.name.padEnd(24)}${String(row.events).padStart(8)}${String(row.visitors).padStart(10)}`,
    );
  }
  if (report.daily.length === 0) lines.push('(no events)');
  lines.push('', 'Funnel: visitors who did the step and every step before it');
  const first = report.funnel[0] || 0;
  FUNNEL_STEPS.forEach((step, index) => {
    const count = report.funnel[index] ?? 0;
    const share = first ? `${Math.round((count / first) * 100)}%` : '-';
    lines.push(`  ${`${STEP_LABELS[step]} (${step})`.padEnd(34)}${String(count).padStart(8)}${share.padStart(6)}`);
  });
  return lines.join('\n');
}
