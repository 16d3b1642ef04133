import {
  FilePdfOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  StarOutlined,
} from '@ant-design/icons';

const ITEMS = [
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Risk assessment',
    text: 'High-risk terms and missing scope, flagged',
  },
  { icon: <StarOutlined />, title: 'Clarity score', text: 'A simple score out of 10 for every quote' },
  {
    icon: <QuestionCircleOutlined />,
    title: 'Questions to ask',
    text: 'Exactly what to clarify with your contractor',
  },
  { icon: <FilePdfOutlined />, title: 'PDF reports', text: 'A detailed report to save or share' },
];

export function TrustStrip() {
  return (
    <section className="qa-trust" aria-label="What you get">
      <div className="qa-container">
        <ul className="qa-list qa-trust__list">
          {ITEMS.map((i) => (
            <li key={i.title} className="qa-trust__item">
              <span className="qa-trust__icon" aria-hidden>
                {i.icon}
              </span>
              <div>
                <strong>{i.title}</strong>
                <span>{i.text}</span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
