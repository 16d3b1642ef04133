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
      <div className="qa-card qa-admin-card">
        <div className="qa-admin-card__head">
          <span>Total Users</span>
          <TeamOutlined aria-hidden />
        </div>
        <div className="qa-admin-card__value" data-testid="admin-total-users">
          {value(summary?.totalUsers ?? 0)}
        </div>
        <div className="qa-admin-card__caption">Registered accounts</div>
      </div>
      <div className="qa-card qa-admin-card">
        <div className="qa-admin-card__head">
          <span>Total Revenue</span>
          <DollarOutlined aria-hidden />
        </div>
        <div className="qa-admin-card__value" data-testid="admin-total-revenue">
          {value(formatRevenue(summary?.totalRevenue))}
        </div>
        <div className="qa-admin-card__caption qa-admin-card__caption--row">
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
      </div>
      <div className="qa-card qa-admin-card">
        <div className="qa-admin-card__head">
          <span>Total Uploads</span>
          <CloudUploadOutlined aria-hidden />
        </div>
        <div className="qa-admin-card__value" data-testid="admin-total-uploads">
          {value(summary?.totalUploads ?? 0)}
        </div>
        <div className="qa-admin-card__caption">Quotes analyzed</div>
      </div>
      <div className="qa-card qa-admin-card">
        <div className="qa-admin-card__head">
          <span>Conversion Funnel</span>
          <FunnelPlotOutlined aria-hidden />
        </div>
        <div className="qa-admin-card__value" data-testid="admin-conversion-rate">
          {value(pct(summary?.conversionRate))}
        </div>
        <div className="qa-admin-card__caption">
          New Conversions: {pct(summary?.newUserConversionRate)} · Re-engagement:{' '}
          {pct(summary?.reengagementRate)}
        </div>
      </div>
    </div>
  );
}
