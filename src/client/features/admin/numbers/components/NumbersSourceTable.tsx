import type { SourceNumbers } from '../../../../../shared/admin/numbers.js';
import { cameFromText } from '../../format/sourceLabels.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { NumbersBreakdownTable } from './NumbersBreakdownTable.js';

/** Where the range's paid bookings came from: bookings and net revenue per source ("Direct / unknown" for the untracked). */
export function NumbersSourceTable({ rows }: { rows: SourceNumbers[] }) {
  const c = useConsoleText();
  return (
    <NumbersBreakdownTable
      id="numbers-sources"
      title={c.t('sources.numbers.title')}
      region={c.t('sources.numbers.region')}
      nameHeading={c.t('sources.numbers.source')}
      countHeading={c.t('numbers.bookings')}
      rows={rows.map((r) => ({
        key: [r.utm_source, r.utm_medium, r.utm_campaign, r.referrer_host].join('|'),
        // a tracked link by the name staff gave it, its UTM values beside it
        name: r.link_name ? `${r.link_name} · ${cameFromText(c, r)}` : cameFromText(c, r),
        count: r.bookings,
        netRevenue: r.net_revenue,
      }))}
    />
  );
}
