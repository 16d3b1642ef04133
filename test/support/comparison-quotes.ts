// Three roofing quotes for one project, written the way contractors write them, for the comparison tests: Summit
// includes everything and prices decking by the sheet; Valley is the cheapest but excludes the ice and water shield
// and never mentions decking; Peak includes both and prices the shield as its own line.
import PDFDocument from 'pdfkit';

export interface ComparisonQuote {
  contractorName: string;
  fileName: string;
  price: number;
  lines: string[];
}

export const comparisonQuotes: ComparisonQuote[] = [
  {
    contractorName: 'Summit Roofing',
    fileName: 'summit-roof-estimate.pdf',
    price: 14_000,
    lines: [
      'Summit Roofing LLC - Roof Replacement Estimate',
      'office@summitroofing.example  (555) 201-4400',
      'Prepared for: Jordan Homeowner, 14 Elm Street',
      'Roof size: 32 squares.',
      'Scope of work:',
      '- Tear off existing shingles down to the deck.',
      '- Install synthetic underlayment over the entire roof deck.',
      '- Ice and water shield at eaves and valleys.',
      '- Replace damaged decking at $95 per sheet.',
      '- GAF Timberline HDZ architectural shingles with starter strip and ridge cap.',
      '- New drip edge, step flashing, ridge vent and pipe boots.',
      '- Haul away all debris and daily cleanup.',
      'Total: $14,000',
      'Payment: 30% deposit due at signing, balance due upon completion.',
      'Warranty: 10-year workmanship warranty. Manufacturer 50-year shingle warranty.',
      'Schedule: work to begin within 2 weeks of signing and takes 2 days.',
      'Contractor pulls all permits. Licensed and insured, License #RC123456.',
      'Any changes to the work must be agreed in writing as a change order.',
    ],
  },
  {
    contractorName: 'Valley Roofing',
    fileName: 'valley-roofing-quote.pdf',
    price: 11_900,
    lines: [
      'Valley Roofing Co. - Estimate',
      'Roof: 32 squares, CertainTeed Landmark architectural shingles with starter strip and ridge cap.',
      'Tear off one layer of shingles and install synthetic underlayment.',
      'New drip edge, step flashing and ridge vent.',
      'Ice and water shield: not included.',
      'Price: $11,900',
      'Terms: 50% deposit due at signing, balance on completion.',
      '5 year workmanship warranty.',
      'Homeowner to obtain the building permit.',
      'Licensed and insured. Debris hauled away.',
    ],
  },
  {
    contractorName: 'Peak Exteriors',
    fileName: 'peak-exteriors-proposal.pdf',
    price: 15_500,
    lines: [
      'Peak Exteriors Inc. - Roofing Proposal',
      'estimates@peakexteriors.example',
      'Roof area: 32 squares.',
      '- Remove all existing roofing down to the decking.',
      '- Replace all damaged decking, included in the price.',
      '- Synthetic underlayment over the whole roof.',
      '- Drip edge, step flashing, ridge vent and new pipe boots.',
      '- Owens Corning Duration shingles with starter strip and ridge cap.',
      '- Full cleanup and magnetic nail sweep; dumpster included.',
      'Roof replacement, labor and materials: $14,650',
      'Ice and water shield at eaves, valleys and penetrations: $850',
      'Total: $15,500',
      'Payment schedule: 10% deposit at signing, 40% on material delivery, 50% on completion.',
      'Warranty: 15-year workmanship warranty; 50-year manufacturer shingle warranty.',
      'Start date: on or about June 2; the job takes 3 days.',
      'We pull the permit. Licensed, bonded and insured, License #PX778812.',
      'Changes require a written change order signed by both parties.',
    ],
  },
];

/** The quote as a one-page text PDF. */
export async function quotePdf(quote: ComparisonQuote): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 60 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.fontSize(11);
  for (const line of quote.lines) doc.text(line).moveDown(0.3);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
