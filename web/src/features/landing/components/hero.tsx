import { Button } from 'antd';
import { CheckCircleFilled, FilePdfOutlined, SafetyOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { HouseScene } from './house-scene';

export function Hero({ onStart }: { onStart: () => void }) {
  return (
    <section className="qa-hero" aria-labelledby="hero-title">
      <div className="qa-container qa-hero__inner">
        <div className="qa-hero__copy">
          <span className="qa-pill">
            <ThunderboltOutlined /> Free AI quote check
          </span>
          <h1 id="hero-title" className="qa-hero__title">
            Don&apos;t sign a contractor quote{' '}
            <span className="qa-gradient-text">until you&apos;ve checked it</span>
          </h1>
          <p className="qa-hero__lead">
            Upload your roofing, kitchen, bath, HVAC or solar quote. Our AI flags risks, vague terms, missing
            scope and pricing issues, gives it a clarity score out of 10 and tells you exactly what to ask
            your contractor.
          </p>
          <ul className="qa-list qa-hero__points">
            <li>
              <CheckCircleFilled /> Risk assessment in about a minute
            </li>
            <li>
              <FilePdfOutlined /> Detailed PDF reports
            </li>
            <li>
              <SafetyOutlined /> Private: your quote stays yours
            </li>
          </ul>
          <div className="qa-hero__actions">
            <Button type="primary" size="large" onClick={onStart} data-testid="hero-analyze-button">
              Analyze My Quote Free
            </Button>
            <a href="#how-it-works" className="qa-hero__secondary">
              See how it works →
            </a>
          </div>
        </div>
        <div className="qa-hero__art">
          <HouseScene />
        </div>
      </div>
    </section>
  );
}
