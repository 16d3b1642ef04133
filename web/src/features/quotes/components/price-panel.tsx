import { formatDollars } from '../../../lib/format';
import type { PriceLine } from '../types';

export function PricePanel({ price, lines }: { price: number | null; lines: PriceLine[] }) {
  if (price === null && lines.length === 0) return null;
  return (
    <div className="qa-card qa-price" data-testid="price-panel">
      <div className="qa-price__head">
        <span className="qa-price__label">Quoted price</span>
        <span className="qa-price__value" data-testid="extracted-price">
          {price !== null ? formatDollars(price) : 'Not stated'}
        </span>
      </div>
      {lines.length > 0 && (
        <table className="qa-price__lines">
          <tbody>
            {lines.map((l, i) => (
              <tr key={`${l.label}-${i}`}>
                <td>{l.label}</td>
                <td>{formatDollars(l.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
