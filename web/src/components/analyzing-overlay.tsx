import { Spin } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';

/** Full-screen overlay while a quote is being uploaded and analysed (spec §2). */
export function AnalyzingOverlay() {
  return (
    <div
      className="qa-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="qa-overlay-title"
      data-testid="analyzing-overlay"
    >
      <div className="qa-overlay__card">
        <div className="qa-icon-tile qa-icon-tile--round qa-pulse qa-overlay__icon">
          <FileSearchOutlined />
        </div>
        <h2 id="qa-overlay-title">Analyzing Your Quote</h2>
        <p>Our AI is reading your quote for risks, vague terms, missing scope and pricing issues.</p>
        <Spin size="large" />
        <p className="qa-overlay__hint">This usually takes 30-60 seconds</p>
      </div>
    </div>
  );
}
