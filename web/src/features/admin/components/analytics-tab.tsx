import { Progress, Skeleton } from 'antd';
import { FieldError } from '../../../components/field-error';
import { projectTypeLabel } from '../../../lib/project-types';
import type { useAnalytics } from '../api';
import { pct } from './summary-cards';

export function AnalyticsTab({ query }: { query: ReturnType<typeof useAnalytics> }) {
  const summary = query.data?.summary;
  const types = query.data?.projectTypes ?? [];

  return (
    <div className="qa-admin-analytics" data-testid="admin-analytics-tab">
      <FieldError message={query.isError ? 'Failed to fetch analytics' : null} />
      <section className="qa-card qa-admin-panel">
        <h3 className="qa-subtitle">Popular Project Types</h3>
        {query.isLoading ? (
          <Skeleton active />
        ) : types.length === 0 ? (
          <p className="qa-admin-empty">No data available</p>
        ) : (
          <ul className="qa-list">
            {types.map((t) => (
              <li key={t.name} className="qa-bars__item" data-testid="admin-project-type">
                <div className="qa-bars__label">
                  <span>{projectTypeLabel(t.name)}</span>
                  <span>{t.percentage.toFixed(1)}%</span>
                </div>
                <Progress percent={t.percentage} showInfo={false} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="qa-card qa-admin-panel" data-testid="admin-comparisons">
        <h3 className="qa-subtitle">Comparisons</h3>
        {query.isLoading ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <dl className="qa-funnel">
            <div>
              <dt>Quotes compared side by side, in the period</dt>
              <dd data-testid="admin-comparisons-count">{summary?.comparisons ?? 0}</dd>
            </div>
          </dl>
        )}
      </section>
      <section className="qa-card qa-admin-panel" data-testid="admin-funnel">
        <h3 className="qa-subtitle">Advanced Conversion Funnel</h3>
        {query.isLoading ? (
          <Skeleton active />
        ) : (
          <dl className="qa-funnel">
            <div>
              <dt>Anonymous uploads</dt>
              <dd>{summary?.anonymousUploads ?? 0}</dd>
            </div>
            <div>
              <dt>Anonymous → new account</dt>
              <dd>
                {summary?.anonymousToNewUser ?? 0}{' '}
                <span className="qa-muted">({pct(summary?.newUserConversionRate)})</span>
              </dd>
            </div>
            <div>
              <dt>Anonymous → existing login</dt>
              <dd>
                {summary?.anonymousToExistingUser ?? 0}{' '}
                <span className="qa-muted">({pct(summary?.reengagementRate)} re-engagement)</span>
              </dd>
            </div>
            <div>
              <dt>Total conversion rate</dt>
              <dd>{pct(summary?.conversionRate)}</dd>
            </div>
            <div>
              <dt>New account signups</dt>
              <dd>{summary?.newSignups ?? 0}</dd>
            </div>
          </dl>
        )}
      </section>
    </div>
  );
}
