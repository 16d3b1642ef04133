// Node 22 LTS everywhere: package.json's engines, the Node this suite runs under (scripts/bootstrap.mjs switches to it
// on an older machine), the release bootstrap fetches, and the Dockerfile's base image.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const major = (version: string) => Number(/\d+/.exec(version)?.[0]);

const engines: string = JSON.parse(read('package.json')).engines.node;
const fetched = /const NODE_RELEASE = '(\d+\.\d+\.\d+)';/.exec(read('scripts/bootstrap.mjs'))?.[1] ?? '';
const image = /^ARG NODE_IMAGE=node:(\S+)$/m.exec(read('Dockerfile'))?.[1] ?? '';

test('package.json requires Node 22 or newer (20 is past its end of life)', () => {
  assert.match(engines, /^>=\d+$/, 'engines.node is a minimum major');
  assert.ok(major(engines) >= 22, `engines.node ${engines}`);
});

test('the tests run under a Node that package.json allows', () => {
  assert.ok(major(process.versions.node) >= major(engines), `Node ${process.version}, engines ${engines}`);
});

test('bootstrap fetches, and the Dockerfile runs, the major that engines names', () => {
  assert.equal(major(fetched), major(engines), `scripts/bootstrap.mjs fetches Node ${fetched}`);
  assert.equal(major(image), major(engines), `the Dockerfile's base image is node:${image}`);
});
