// The Helm binary (built once into the cache by infra/local.ts) and the two commands the checks need.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureHelm } from '../../infra/local';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const chartDir = path.join(repoRoot, 'helm', 'quote-analyzer');
export const k8sDir = path.join(repoRoot, 'k8s');
/** The release name k8s/ is rendered with: resources are quote-analyzer-<component>, as `helm install quote-analyzer` names them. */
export const releaseName = 'quote-analyzer';

export interface HelmResult {
  ok: boolean;
  output: string;
}

function helm(args: string[]): HelmResult {
  const res = spawnSync(ensureHelm(), args, { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  if (res.error) throw res.error;
  return { ok: res.status === 0, output: `${res.stdout}${res.stderr}` };
}

const valueArgs = (valuesFiles: string[]) => valuesFiles.flatMap((f) => ['--values', f]);

export function helmLint(chart: string, valuesFiles: string[] = []): HelmResult {
  return helm(['lint', '--strict', chart, ...valueArgs(valuesFiles)]);
}

/** `helm template`; its stdout, or an error carrying Helm's message. */
export function helmTemplate(opts: { chart?: string; valuesFiles?: string[]; set?: string[] } = {}): string {
  const res = helm([
    'template',
    releaseName,
    opts.chart ?? chartDir,
    ...valueArgs(opts.valuesFiles ?? []),
    ...(opts.set ?? []).flatMap((s) => ['--set', s]),
  ]);
  if (!res.ok) throw new Error(`helm template failed:\n${res.output}`);
  return res.output;
}
