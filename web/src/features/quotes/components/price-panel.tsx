import { formatMoney } from '../../../lib/format';
import { priceBox, type PriceBoxInput } from '../lib/price-box';

/** The quoted price and its breakdown, or why the quote has no single price and the options it gives. */
export function PricePanel({ analysis }: { analysis: PriceBoxInput }) {
  const box = priceBox(analysis);
  if (box.price === null && !box.noSinglePrice && !box.options.length && !box.items.length) return null;
  return (
    <div className="qa-card qa-price" data-testid="price-panel">
      <div className="qa-price__head">
        <span className="qa-muted qa-small">Quoted price</span>
        <span className="qa-price__value" data-testid="extracted-price">
          {box.price !== null
            ? formatMoney(box.price, box.currency)
            : box.noSinglePrice
              ? 'No single price'
              : 'Not stated'}
        </span>
        {box.noSinglePrice && (
          <p className="qa-price__note" data-testid="price-no-single">
            {box.noSinglePrice}
          </p>
        )}
      </div>
      {box.options.length > 0 && (
        <section className="qa-price__section" data-testid="price-options">
          <h3 className="qa-price__section-title">Options in the quote</h3>
          <PriceRows rows={box.options} currency={box.currency} testId="price-option" />
        </section>
      )}
      {box.items.length > 0 && (
        <section className="qa-price__section" data-testid="price-items">
          <h3 className="qa-price__section-title">Priced items</h3>
          <PriceRows rows={box.items} currency={box.currency} testId="price-item" />
          {box.sums.length > 0 && <PriceRows rows={box.sums} currency={box.currency} testId="price-sum" muted />}
        </section>
      )}
    </div>
  );
}

function PriceRows({
  rows,
  currency,
  testId,
  muted,
}: {
  rows: { label: string; amount: number }[];
  currency: string;
  testId: string;
  muted?: boolean;
}) {
  return (
    <table className={`qa-price__lines ${muted ? 'qa-price__lines--sums' : ''}`}>
      <tbody>
        {rows.map((row, i) => (
          <tr key={`${row.label}-${i}`} data-testid={testId}>
            <td data-testid={`${testId}-label`}>{row.label}</td>
            <td data-testid={`${testId}-amount`}>
              {row.amount < 0 ? `−${formatMoney(-row.amount, currency)}` : formatMoney(row.amount, currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
