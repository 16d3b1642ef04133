// A painting estimate printed to PDF by Chromium, as a contractor's web tool would make it, whose prices read the
// way real quotes' do: a wrapped table cell leaves its amount on a line of its own (a line item with no label), a
// quote mark glued between two words ("standard'materials"), two options' totals on one line, an hourly rate for
// extra work and a monthly financing offer beside the job's price.
import { launchBrowser } from '../../../test/support/browser';
import type { QuoteFixture } from './quote-files';

const HTML = `<html><body style="font-family: Arial, sans-serif; font-size: 12px; width: 640px">
<h2>Brightline Painting - Estimate</h2>
<p>Interior repaint of the kitchen and dining room at 14 Elm Street.</p>
<table style="width: 100%; border-collapse: collapse">
<tr><td style="width: 170px; padding: 6px 0">Paint kitchen and dining walls and ceilings, two coats, colour by owner</td>
<td style="text-align: right; padding: 6px 0">$1,850.00</td></tr>
<tr><td style="padding: 6px 0; white-space: nowrap">Prep and caulk with standard'materials</td>
<td style="text-align: right; padding: 6px 0">$640.00</td></tr>
<tr><td style="padding: 6px 0">Trim and doors, semi-gloss</td><td style="text-align: right; padding: 6px 0">$900.00</td></tr>
</table>
<p>Option A Total: $3,390.00 &nbsp; Option B Total: $4,200.00</p>
<p>Option B adds the hallway and stairwell.</p>
<p>Any rotted trim found will be replaced at $65.00/hr plus materials.</p>
<p>Financing available: as low as $89/month for 60 months at 9.99% APR.</p>
<p>Payment: 30% deposit at signing, balance on completion.</p>
</body></html>`;

export async function paintingEstimate(): Promise<QuoteFixture> {
  const context = await (await launchBrowser()).newContext();
  try {
    const page = await context.newPage();
    await page.setContent(HTML);
    const buffer = await page.pdf({ format: 'Letter' });
    return {
      file: { name: 'brightline-estimate.pdf', mimeType: 'application/pdf', buffer },
      contractorName: 'Brightline Painting',
    };
  } finally {
    await context.close();
  }
}
