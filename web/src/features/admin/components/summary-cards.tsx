import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { CloudUploadOutlined, DollarOutlined, FunnelPlotOutlined, TeamOutlined } from '@ant-design/icons';
import { NativeSelect } from '../../../components/native-select';
import type { AnalyticsSummary, RevenuePeriod } from '../types';

const PERIOD_OPTIONS = [
  { value: '7days', label: 'Last 7 days' },
  { value: '30days', label: 'Last 30 days' },
  { value: 'all', label: 'All time' },
] as const;

const PERIOD_CAPTION: Record<RevenuePeriod, string> = {
  '7days': 'Last 7 days (Live)',
  '30days': 'Last 30 days (Live)',
  all: 'All time earnings (Live)',
};

/** Revenue arrives in dollars: 1470 → "$1,470.00". */
export function formatRevenue(dollars: number | undefined): string {
  return `$${(dollars ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function pct(value: number | undefined): string {
  return `${(value ?? 0).toFixed(1)}%`;
}

interface SummaryCardsProps {
  summary: Partial<AnalyticsSummary> | undefined;
  isLoading: boolean;
  period: RevenuePeriod;
  onPeriodChange: (period: RevenuePeriod) => void;
}

export function SummaryCards({ summary, isLoading, period, onPeriodChange }: SummaryCardsProps) {
  const value = (v: number | string) => (isLoading ? <Skeleton.Input active size="small" /> : v);
  return (
    <div className="qa-admin-cards" data-testid="admin-summary-cards">
      <SummaryCard
        title="Total Users"
        icon={<TeamOutlined aria-hidden />}
        testId="admin-total-users"
        caption="Registered accounts"
      >
        {value(summary?.totalUsers ?? 0)}
      </SummaryCard>
      <SummaryCard
        title="Total Revenue"
        icon={<DollarOutlined aria-hidden />}
        testId="admin-total-revenue"
        caption={
          <div className="qa-admin-card__period">
            <span data-testid="admin-revenue-caption">{PERIOD_CAPTION[period]}</span>
            <NativeSelect
              aria-label="Revenue period"
              className="qa-select--small"
              value={period}
              options={PERIOD_OPTIONS}
              onChange={(v) => onPeriodChange(v as RevenuePeriod)}
              testId="admin-revenue-period"
            />
          </div>
        }
      >
        {value(formatRevenue(summary?.totalRevenue))}
      </SummaryCard>
      <SummaryCard
        title="Total Uploads"
        icon={<CloudUploadOutlined aria-hidden />}
        testId="admin-total-uploads"
        caption="Quotes analyzed"
      >
        {value(summary?.totalUploads ?? 0)}
      </SummaryCard>
      <SummaryCard
        title="Conversion Funnel"
        icon={<FunnelPlotOutlined aria-hidden />}
        testId="admin-conversion-rate"
        caption={`New Conversions: ${pct(summary?.newUserConversionRate)} · Re-engagement: ${pct(summary?.reengagementRate)}`}
      >
        {value(pct(summary?.conversionRate))}
      </SummaryCard>
    </div>
  );
}

/** One figure of the summary under its title and icon, with a caption below it. */
function SummaryCard(props: {
  title: string;
  icon: ReactNode;
  testId: string;
  caption: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="qa-card qa-admin-card">
      <div className="qa-admin-card__head">
        <span>{props.title}</span>
        {props.icon}
      </div>
      <div className="qa-admin-card__value" data-testid={props.testId}>
        {props.children}
      </div>
      <div className="qa-muted qa-small">{props.caption}</div>
    </div>
  );
}
