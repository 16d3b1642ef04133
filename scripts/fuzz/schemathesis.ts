// Schemathesis, from PyPI, in a virtual environment built once under the cache (keyed by its pinned version), and
// one run of it against the running stack with its JSON report read back.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cacheRoot } from '../../infra/local';

export const SCHEMATHESIS_VERSION = '4.32.5';

const log = (msg: string) => process.stderr.write(`[fuzz] ${msg}\n`);

function run(cmd: string, args: string[], label: string) {
  log(label);
  const res = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${label} failed (exit ${res.status ?? res.error?.message}):\n${(res.stderr || res.stdout || '').slice(-3000)}`);
}

const versionOf = (python: string) => spawnSync(python, ['-c', 'import sys; print("%d.%d" % sys.version_info[:2])'], { encoding: 'utf8' });

/**
 * Python 3.12 or newer when the machine has one (as a command, or as a pyenv version): under 3.11 hypothesis now
 * and then stops an operation with CPython's "AST constructor recursion depth mismatch". Else python3.
 */
function choosePython(): { python: string; version: string } {
  const candidates = ['python3.13', 'python3.12'];
  const pyenvRoot = spawnSync('pyenv', ['root'], { encoding: 'utf8' });
  if (pyenvRoot.status === 0) {
    const versions = spawnSync('pyenv', ['versions', '--bare'], { encoding: 'utf8' }).stdout.split('\n').filter((v) => /^3\.(1[2-9])\.\d+$/.test(v.trim()));
    versions.sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
    candidates.push(...versions.map((v) => path.join(pyenvRoot.stdout.trim(), 'versions', v.trim(), 'bin', 'python3')));
  }
  candidates.push('python3');
  for (const python of candidates) {
    const res = versionOf(python);
    if (res.status === 0) return { python, version: res.stdout.trim() };
  }
  throw new Error('no python3 found: schemathesis needs Python 3.10 or newer');
}

/** The schemathesis executable, installing it on the first run (about 30 s). */
export function ensureSchemathesis(): string {
  const { python, version } = choosePython();
  const dir = path.join(cacheRoot, 'schemathesis', SCHEMATHESIS_VERSION, `py${version}`);
  const bin = path.join(dir, 'venv', 'bin', 'schemathesis');
  if (fs.existsSync(path.join(dir, '.complete'))) return bin;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const venv = () => spawnSync(python, ['-m', 'venv', path.join(dir, 'venv')], { stdio: 'ignore' }).status === 0;
  if (!venv()) {
    // Debian's python3 ships venv separately.
    if (process.getuid?.() !== 0) throw new Error('python3 -m venv failed: install python3-venv');
    run('apt-get', ['update', '-qq'], 'apt-get update');
    run('apt-get', ['install', '-y', '-qq', 'python3-venv'], 'installing python3-venv');
    if (!venv()) throw new Error('python3 -m venv failed even with python3-venv installed');
  }
  run(path.join(dir, 'venv', 'bin', 'pip'), ['install', '-q', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`], `installing schemathesis ${SCHEMATHESIS_VERSION} from PyPI under Python ${version} (first run only)`);
  fs.writeFileSync(path.join(dir, '.complete'), new Date().toISOString());
  return bin;
}

export interface FuzzPass {
  /** Shown in the summary: signed out, signed in, admin. */
  name: string;
  /** Cookie header sent with every request (none when signed out). */
  cookie?: string;
  /** Only operations whose path matches. */
  includePath?: RegExp;
  /** Operations left out, by operationId (a signed-in pass must not sign itself out). */
  excludeOperationIds?: string[];
  /** schemathesis.toml content (values offered to parameters). */
  config?: string;
}

export interface FuzzSettings {
  baseUrl: string;
  maxExamples: number;
  seed: number;
  /** Kill a pass that runs longer (the run must stop by itself). */
  timeoutMs: number;
  reportDir: string;
}

export interface PassResult {
  name: string;
  exitCode: number | null;
  timedOut: boolean;
  operations: number;
  testCases: number;
  /** One line per distinct failure: check, operation, status and message. */
  failures: string[];
  /** Errors that mean the product was not tested as asked (a dropped connection, a time-out, a bad schema). */
  errors: string[];
  /** Schemathesis's own internal errors (a Python SystemError in its generator): shown, not held against the product. */
  toolErrors: string[];
  reportFile: string;
  outputFile: string;
}

// The checks this project holds the product to: no 5xx, and every answer (status, media type, headers, body) as
// the document declares it.
const CHECKS = ['not_a_server_error', 'status_code_conformance', 'content_type_conformance', 'response_headers_conformance', 'response_schema_conformance'];

export async function runPass(bin: string, pass: FuzzPass, settings: FuzzSettings): Promise<PassResult> {
  const slug = pass.name.replace(/\W+/g, '-');
  const reportFile = path.join(settings.reportDir, `${slug}.ndjson`);
  const outputFile = path.join(settings.reportDir, `${slug}.txt`);
  const configFile = path.join(settings.reportDir, `${slug}.toml`);
  if (pass.config) fs.writeFileSync(configFile, pass.config);
  const args = [
    ...(pass.config ? ['--config-file', configFile] : []),
    'run',
    `${settings.baseUrl}/api/openapi.json`,
    '--url',
    settings.baseUrl,
    '--checks',
    CHECKS.join(','),
    '--phases',
    'examples,coverage,fuzzing',
    '--max-examples',
    String(settings.maxExamples),
    '--seed',
    String(settings.seed),
    '--workers',
    '2',
    '--request-timeout',
    '30',
    '--suppress-health-check',
    'all',
    '--continue-on-failure',
    '--no-color',
    '--report',
    'ndjson',
    '--report-ndjson-path',
    reportFile,
  ];
  if (pass.cookie) args.push('--header', `Cookie: ${pass.cookie}`);
  if (pass.includePath) args.push('--include-path-regex', pass.includePath.source);
  for (const id of pass.excludeOperationIds ?? []) args.push('--exclude-operation-id', id);

  const out = fs.openSync(outputFile, 'w');
  const child = spawn(bin, args, { stdio: ['ignore', out, out], env: { ...process.env, SCHEMATHESIS_TELEMETRY: 'false', PYTHONUNBUFFERED: '1' } });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGTERM');
  }, settings.timeoutMs);
  const exitCode = await new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  clearTimeout(timer);
  fs.closeSync(out);
  return { name: pass.name, exitCode, timedOut, ...readReport(reportFile), reportFile, outputFile };
}

type Event = Record<string, unknown>;

/** Counts and failures from schemathesis's ndjson event stream. */
function readReport(file: string): Pick<PassResult, 'operations' | 'testCases' | 'failures' | 'errors' | 'toolErrors'> {
  const events: Event[] = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Event)
    : [];
  return summarise(events);
}

// Seen once in 4,000 cases: "AST constructor recursion depth mismatch", CPython 3.11's compiler under hypothesis.
const TOOL_ERROR_TYPES = new Set(['SystemError', 'RecursionError']);

export function summarise(events: Event[]): Pick<PassResult, 'operations' | 'testCases' | 'failures' | 'errors' | 'toolErrors'> {
  const operations = new Set<string>();
  let testCases = 0;
  const failures = new Set<string>();
  const errors = new Set<string>();
  const toolErrors = new Set<string>();
  for (const event of events) {
    const [kind, body] = Object.entries(event)[0] ?? [];
    const e = body as Event | undefined;
    if (!e) continue;
    if (kind === 'ScenarioFinished') {
      const recorder = e.recorder as { label?: string; cases?: Record<string, unknown>; checks?: Record<string, Array<Event>>; interactions?: Record<string, Event> } | undefined;
      if (recorder?.label) operations.add(recorder.label);
      testCases += Object.keys(recorder?.cases ?? {}).length;
      for (const [caseId, checks] of Object.entries(recorder?.checks ?? {})) {
        for (const check of checks) {
          if (check.status !== 'failure' && check.status !== 'error') continue;
          const failure = check.failure_info as { failure?: { title?: string; message?: string } } | undefined;
          const status = (recorder?.interactions?.[caseId]?.response as { status_code?: number } | undefined)?.status_code;
          failures.add(`${check.status === 'error' ? 'error in ' : ''}${check.name} ${recorder?.label}${status ? ` → ${status}` : ''}: ${failure?.failure?.title ?? ''} ${(failure?.failure?.message ?? '').split('\n')[0]}`.trim());
        }
      }
    }
    if (kind === 'NonFatalError' || kind === 'FatalError') {
      const value = e.value as { type?: string; message?: string } | undefined;
      const line = `${(e.label as string) ?? kind}: ${value?.type ?? ''} ${value?.message ?? JSON.stringify(e).slice(0, 300)}`.trim();
      (kind === 'NonFatalError' && TOOL_ERROR_TYPES.has(value?.type ?? '') ? toolErrors : errors).add(line);
    }
  }
  return { operations: operations.size, testCases, failures: [...failures], errors: [...errors], toolErrors: [...toolErrors] };
}
