import { CloudUploadOutlined, FileSearchOutlined, MessageOutlined } from '@ant-design/icons';
import { LandingSection } from './landing-section';

const STEPS = [
  {
    icon: <CloudUploadOutlined />,
    title: 'Upload your quote',
    text: 'Snap a photo or upload the PDF or image your contractor sent you. Several pages? Add them all.',
  },
  {
    icon: <FileSearchOutlined />,
    title: 'AI checks every line',
    text: 'We look for risks, vague terms, missing scope and pricing issues, and score how clear the quote is out of 10.',
  },
  {
    icon: <MessageOutlined />,
    title: 'Ask the right questions',
    text: 'Get a plain-English report with the exact questions to ask before you sign — and a PDF to keep.',
  },
];

export function HowItWorks() {
  return (
    <LandingSection
      id="how-it-works"
      tinted
      titleId="how-title"
      title="How It Works"
      lead="Three steps, about a minute, no contractor jargon."
    >
      <ol className="qa-list qa-steps" data-testid="how-it-works-steps">
        {STEPS.map((s, i) => (
          <li key={s.title} className="qa-card qa-step">
            <span className="qa-step__number">{i + 1}</span>
            <span className="qa-icon-tile qa-icon-tile--large qa-step__icon" aria-hidden>
              {s.icon}
            </span>
            <h3 className="qa-step__title">{s.title}</h3>
            <p className="qa-step__text">{s.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
