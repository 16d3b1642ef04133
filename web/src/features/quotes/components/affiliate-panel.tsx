// "Find Better Quotes" lead-generation panel; toggles open and closed (spec §1, §2).
import { useState } from 'react';
import { Button } from 'antd';
import { DownOutlined, ExportOutlined, TeamOutlined } from '@ant-design/icons';
import { ButtonColors } from '../../../components/button-colors';
import { trackAffiliateClick } from '../lib/affiliate-tracking';

export function AffiliatePanel({ link, quoteId }: { link: string | null | undefined; quoteId: string }) {
  const [open, setOpen] = useState(true);
  if (!link) return null;
  return (
    <section
      className={`qa-card qa-affiliate ${open ? 'qa-affiliate--open' : ''}`}
      data-testid="affiliate-panel"
      data-open={open}
    >
      <button
        type="button"
        className="qa-affiliate__toggle"
        aria-expanded={open}
        aria-controls="affiliate-body"
        onClick={() => setOpen((v) => !v)}
        data-testid="affiliate-toggle"
      >
        <span className="qa-icon-tile qa-icon-tile--small qa-affiliate__icon" aria-hidden>
          <TeamOutlined />
        </span>
        <span className="qa-affiliate__title">Find Better Quotes</span>
        <DownOutlined className="qa-affiliate__chevron" aria-hidden />
      </button>
      {open && (
        <div id="affiliate-body" className="qa-affiliate__body" data-testid="affiliate-body">
          <p>
            Not sure about this price? Compare it with up to <strong>4 competitive quotes</strong> from
            pre-screened local pros — the service trusted by <strong>30M+ homeowners</strong>.
          </p>
          <ButtonColors background="#16a34a" hover="#15803d" pressed="#166534" text="#fff">
            <Button
              type="primary"
              size="large"
              href={link}
              target="_blank"
              rel="noopener noreferrer sponsored"
              icon={<ExportOutlined />}
              iconPlacement="end"
              onClick={() => trackAffiliateClick(quoteId)}
              data-testid="affiliate-cta"
            >
              Get Free Quotes
            </Button>
          </ButtonColors>
          <p className="qa-affiliate__disclosure">
            Partner link: we may earn a referral fee at no cost to you.
          </p>
        </div>
      )}
    </section>
  );
}
