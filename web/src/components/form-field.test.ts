// The one form-field component: its markup, and that the hand-built forms use it instead of their own copies.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormField } from './form-field';

test('a field is its label for the control, then the control; a link beside the label goes in a label row', () => {
  const plain = renderToStaticMarkup(createElement(FormField, { label: 'Email', htmlFor: 'x-email', children: createElement('input', { id: 'x-email' }) }));
  assert.equal(plain, '<div class="qa-field"><label class="qa-label" for="x-email">Email</label><input id="x-email"/></div>');
  const withLink = renderToStaticMarkup(
    createElement(FormField, { label: 'Password', htmlFor: 'x-pw', aside: createElement('a', { href: '/forgot' }, 'Forgot?'), children: createElement('input', { id: 'x-pw' }) }),
  );
  assert.match(withLink, /^<div class="qa-field"><div class="qa-label-row"><label class="qa-label" for="x-pw">Password<\/label><a href="\/forgot">Forgot\?<\/a><\/div><input id="x-pw"\/><\/div>$/);
});

test('no form lays out a field by hand: the qa-field markup lives only in FormField', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx$/.test(f));
  const byHand = files.filter((f) => !f.endsWith('form-field.tsx') && fs.readFileSync(path.join(src, f), 'utf8').includes('className="qa-field"'));
  assert.deepEqual(byHand, []);
});
