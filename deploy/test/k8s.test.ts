// k8s/: every file valid offline, the kustomization complete, and the same resources as the chart renders
// with its default values (k8s/ is generated from the chart: one deploy truth).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { helmTemplate, k8sDir } from '../lib/helm';
import { describe, parseManifests, validateManifests, type Manifest } from '../lib/manifests';
import { renderK8s } from '../render-k8s';

const manifestFiles = fs.readdirSync(k8sDir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
const k8sDocs: Manifest[] = manifestFiles.flatMap((f) => parseManifests(fs.readFileSync(path.join(k8sDir, f), 'utf8'), `k8s/${f}`));
const identities = (docs: Manifest[]) => docs.map(describe).sort();

test('every manifest in k8s/ is valid against the Kubernetes schemas, our policy and the other manifests', () => {
  assert.ok(k8sDocs.length > 20, `k8s/ holds the product (${k8sDocs.length} documents)`);
  assert.deepEqual(validateManifests(k8sDocs), []);
});

test('kustomization.yaml lists exactly the manifest files of k8s/', () => {
  const kustomization = parse(fs.readFileSync(path.join(k8sDir, 'kustomization.yaml'), 'utf8'));
  assert.equal(kustomization.kind, 'Kustomization');
  assert.deepEqual([...kustomization.resources].sort(), [...manifestFiles].sort());
});

test('k8s/ has the same kinds and names as the chart rendered with its default values', () => {
  assert.deepEqual(identities(k8sDocs), identities(parseManifests(helmTemplate(), 'helm template')));
});

test('k8s/ is exactly what deploy/render-k8s.ts renders from the chart now', () => {
  const expected = renderK8s();
  assert.deepEqual([...fs.readdirSync(k8sDir)].filter((f) => f.endsWith('.yaml')).sort(), [...expected.keys()].sort());
  for (const [name, content] of expected) {
    assert.equal(fs.readFileSync(path.join(k8sDir, name), 'utf8'), content, `k8s/${name} differs from the chart: run node --import tsx deploy/render-k8s.ts`);
  }
});

test('the plain manifests never carry a secret value', () => {
  assert.deepEqual(k8sDocs.filter((d) => d.kind === 'Secret').map(describe), []);
  const refs = k8sDocs
    .flatMap((d) => d.spec?.template?.spec?.containers ?? [])
    .flatMap((c: { env?: Array<{ valueFrom?: { secretKeyRef?: { name: string } } }> }) => c.env ?? [])
    .map((e: { valueFrom?: { secretKeyRef?: { name: string } } }) => e.valueFrom?.secretKeyRef?.name)
    .filter(Boolean);
  assert.ok(refs.length > 0);
  assert.deepEqual(
    [...new Set(refs)].sort(),
    ['quote-analyzer-secrets', 'quote-analyzer-service-keys'],
    'every secret comes from the existing Secrets: the application secrets and the service keys',
  );
});
