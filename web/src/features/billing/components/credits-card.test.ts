// The one credit display: how it reads on the dashboard (filled, coloured by the balance) and on the profile and
// purchase screens (plain), and that no screen builds a credit count of its own any more.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CreditsCard } from './credits-card';

const card = (props: Partial<Parameters<typeof CreditsCard>[0]> & { credits: number }) =>
  renderToStaticMarkup(createElement(CreditsCard, { testId: 'card', countTestId: 'count', ...props }));

test('filled, the card takes the colour of the balance and warns with its icon once credits run low', () => {
  for (const [credits, tone, icon] of [
    [0, 'red', 'warning'],
    [1, 'amber', 'warning'],
    [3, 'blue', 'thunderbolt'],
  ] as const) {
    const html = card({ credits, filled: true });
    assert.match(
      html,
      new RegExp(
        `class="qa-credits qa-credits--filled qa-credits--${tone}" data-testid="card" data-tone="${tone}"`,
      ),
    );
    assert.match(html, new RegExp(`aria-label="${icon}"`));
    assert.match(
      html,
      new RegExp(`<strong class="qa-credits__count" data-testid="count">${credits}</strong>`),
    );
  }
});

test('plain, it is a card with its label, the count, what stands beside the count and what goes below it', () => {
  const html = card({
    credits: 7,
    label: 'Current Credits',
    action: createElement('em', null, 'Active'),
    children: createElement('p', null, 'below'),
  });
  assert.match(html, /^<div class="qa-credits qa-card" data-testid="card">/);
  assert.doesNotMatch(html, /data-tone/);
  assert.match(
    html,
    /<span class="qa-muted qa-credits__label">Current Credits<\/span><strong class="qa-credits__count" data-testid="count">7<\/strong><\/div><em>Active<\/em><\/div><p>below<\/p><\/div>$/,
  );
});

test('while the balance loads the card shows a placeholder, not a count of 0', () => {
  const html = card({ credits: 0, filled: true, loading: true });
  assert.doesNotMatch(html, /data-testid="count"/);
  assert.match(html, /ant-skeleton/);
});

test('the dashboard, the profile and the purchase screen show credits only through CreditsCard', () => {
  const src = path.resolve(import.meta.dirname, '../../..');
  const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
  const read = (f: string) => fs.readFileSync(path.join(src, f), 'utf8');
  const users = files.filter((f) => /<CreditsCard\b/.test(read(f))).map((f) => path.basename(f));
  assert.deepEqual(users.sort(), ['dashboard-page.tsx', 'profile-page.tsx', 'purchase-flow.tsx']);
  const ownCounts = files.filter(
    (f) =>
      !f.endsWith('credits-card.tsx') && /qa-credits__count|credit-card__count|credits__value/.test(read(f)),
  );
  assert.deepEqual(ownCounts, []);
});
