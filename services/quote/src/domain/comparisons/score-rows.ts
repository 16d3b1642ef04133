// The score rows: the clarity rating with its band (spec §9) and the count of high and medium findings.
import type { ComparedQuote, Row } from './compared-quote';
import { cell } from './compared-quote';

export function scoreRows(quotes: ComparedQuote[]): Row[] {
  return [
    {
      id: 'score.clarity',
      group: 'score',
      label: 'Clarity score',
      cells: quotes.map(({ result }) => {
        const r = result.clarityRating;
        return cell(r >= 8 ? 'good' : r >= 6 ? 'fair' : 'poor', `${r}/10`);
      }),
      differs: false,
    },
    {
      id: 'score.findings',
      group: 'score',
      label: 'High / medium findings',
      cells: quotes.map(({ result }) => {
        const { highRiskCount: high, mediumRiskCount: medium } = result.summary;
        return cell(high ? 'poor' : medium ? 'fair' : 'good', `${high} high · ${medium} medium`);
      }),
      differs: false,
    },
  ];
}
