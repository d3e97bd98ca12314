/** Requests per day over the last 30 days as an inline SVG bar chart, with a text alternative. */
import { html, type Html } from './html.js';

const DAY_MS = 86_400_000;

/** The 30 UTC days ending `today`, oldest first, each with its count (0 when absent). */
export function last30Days(today: string, perDay: readonly { day: string; requests: number }[]): { day: string; requests: number }[] {
  const counts = new Map(perDay.map((d) => [d.day, d.requests]));
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: 30 }, (_, i) => {
    const day = new Date(end - (29 - i) * DAY_MS).toISOString().slice(0, 10);
    return { day, requests: counts.get(day) ?? 0 };
  });
}

export function usageChart(today: string, perDay: readonly { day: string; requests: number }[]): Html {
  const days = last30Days(today, perDay);
  const max = Math.max(1, ...days.map((d) => d.requests));
  const width = 300;
  const height = 100;
  const bar = width / days.length;
  const total = days.reduce((n, d) => n + d.requests, 0);
  const label = `Requests per day, last 30 days: ${total} in all, at most ${max === 1 && total === 0 ? 0 : max} on one day.`;
  return html`<svg class="chart" viewBox="0 0 ${width} ${height + 14}" role="img" aria-label="${label}" preserveAspectRatio="none">
${days.map((d, i) => {
  const h = Math.round((d.requests / max) * height);
  return html`<rect x="${(i * bar + 1).toFixed(1)}" y="${height - h}" width="${(bar - 2).toFixed(1)}" height="${h}"><title>${d.day}: ${d.requests}</title></rect>`;
})}
<line x1="0" y1="${height}" x2="${width}" y2="${height}" />
<text x="0" y="${height + 12}">${days[0].day}</text><text x="${width}" y="${height + 12}" text-anchor="end">${today}</text>
</svg>`;
}
