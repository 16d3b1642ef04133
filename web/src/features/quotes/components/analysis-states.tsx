// Progress, failure and not-found states of /analysis/{quoteId}.
import { Button, Progress } from 'antd';
import { CloseCircleFilled, FileSearchOutlined, ReloadOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { LinkButton } from '../../../components/link-button';
import { StatusCard } from '../../../components/status-card';

/** Shown while status is "analyzing"; the page re-reads with a server-side wait until the result is stored. */
export function AnalysisProgress({ startedAt }: { startedAt?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const started = startedAt ? new Date(startedAt).getTime() : now;
  const elapsed = Math.max(0, (now - (Number.isNaN(started) ? now : started)) / 1000);
  // An honest, slowing estimate: about 60 s to 90 %, never 100 % until the result is there.
  const percent = Math.min(95, Math.round(90 * (1 - Math.exp(-elapsed / 30))));

  return (
    <StatusCard
      tone="blue"
      icon={<FileSearchOutlined />}
      title="Analyzing Your Quote"
      busy
      className="qa-analysis-progress"
      testId="analysis-progress"
    >
      <p className="qa-muted">
        This usually takes 30-60 seconds. You can leave this page — we&apos;ll keep working.
      </p>
      <Progress percent={percent} status="active" showInfo={false} />
      <ul className="qa-list qa-analysis-progress__steps">
        <li className={elapsed > 0 ? 'done' : ''}>Reading your quote</li>
        <li className={elapsed > 12 ? 'done' : ''}>Checking scope, terms and pricing</li>
        <li className={elapsed > 30 ? 'done' : ''}>Writing questions for your contractor</li>
      </ul>
    </StatusCard>
  );
}

export function AnalysisFailed({
  reason,
  onRetry,
  isRetrying,
}: {
  reason: string | null;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <StatusCard tone="red" icon={<CloseCircleFilled />} title="Analysis failed" testId="analysis-failed">
      <p data-testid="analysis-failure-reason">{reason || 'We could not analyze this quote.'}</p>
      <p className="qa-muted">Retrying is free — it does not use another credit.</p>
      <Button
        type="primary"
        size="large"
        icon={<ReloadOutlined />}
        loading={isRetrying}
        onClick={onRetry}
        data-testid="retry-analysis"
      >
        Retry analysis
      </Button>
    </StatusCard>
  );
}

export function AnalysisNotFound() {
  return (
    <StatusCard
      tone="red"
      icon={<CloseCircleFilled />}
      title="Analysis Not Found"
      testId="analysis-not-found"
    >
      <p className="qa-muted">The requested analysis could not be found.</p>
      <LinkButton to="/history" type="primary" size="large" data-testid="back-to-history">
        Back to History
      </LinkButton>
    </StatusCard>
  );
}
