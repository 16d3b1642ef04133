import { Skeleton, Tag } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import { CardSection } from '../../../components/card-section';
import { formatCents, formatDate } from '../../../lib/format';
import { useUnauthorizedRedirect } from '../../../hooks/use-unauthorized-redirect';
import { usePurchases } from '../api';

export function PurchaseHistory() {
  const purchases = usePurchases();
  useUnauthorizedRedirect(purchases.error);

  return (
    <CardSection title="Purchase History" titleClassName="qa-subtitle" testId="purchase-history">
      {purchases.isLoading && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {purchases.isError && <p className="qa-muted">We couldn&apos;t load your purchases.</p>}
      {purchases.data && purchases.data.length === 0 && (
        <p className="qa-muted" data-testid="purchase-history-empty">
          No purchases yet.
        </p>
      )}
      {purchases.data && purchases.data.length > 0 && (
        <ul className="qa-purchases">
          {purchases.data.map((p) => (
            <li key={p.id} className="qa-purchases__item" data-testid="purchase-item">
              <span className="qa-icon-tile qa-icon-tile--small qa-purchases__icon" aria-hidden>
                <CreditCardOutlined />
              </span>
              <div className="qa-purchases__body">
                <div className="qa-purchases__line">
                  <strong data-testid="purchase-amount">{formatCents(p.amount)}</strong>
                  <span className="qa-muted">· {p.creditsAdded} credits</span>
                  {p.isTest && (
                    <Tag color="gold" data-testid="purchase-test-badge">
                      TEST
                    </Tag>
                  )}
                </div>
                <div className="qa-muted qa-small">
                  {formatDate(p.createdAt)}
                  {p.paymentIntentId && (
                    <>
                      {' '}
                      · Payment ID ••••
                      <span data-testid="purchase-payment-id">{p.paymentIntentId.slice(-8)}</span>
                    </>
                  )}
                </div>
              </div>
              <Tag color={p.status === 'completed' ? 'green' : 'default'} data-testid="purchase-status">
                {p.status === 'completed' ? 'Completed' : p.status}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
