// Offline checks of Kubernetes manifests, the same for k8s/ and for what the Helm chart renders:
//   1. schema: each document against the Kubernetes schema of its kind (kubernetes-models), plus unknown fields;
//   2. policy: what this project requires of every workload (images, probes, resources, non-root, no secrets
//      in plain text);
//   3. references: what one document names exists in the set (Service selectors, Ingress backends, HPA targets,
//      PDB selectors, ConfigMaps, ServiceAccounts, named ports).
// Every function returns a list of problems, each naming the document; an empty list means valid.
import { parseAllDocuments } from 'yaml';
import { IDENTITIES, type Identity } from '@qa/platform/service-identity';
import { modelKey, models } from './kinds';
import { unknownFields } from './known-fields';

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  data?: Record<string, string>;
  [field: string]: unknown;
}

export const describe = (doc: Pick<Manifest, 'kind' | 'metadata'>) => `${doc.kind}/${doc.metadata?.name ?? '?'}`;

/** Every non-empty document of a multi-document YAML text; YAML syntax errors throw, naming the source. */
export function parseManifests(text: string, source: string): Manifest[] {
  return parseAllDocuments(text).flatMap((d) => {
    if (d.errors.length) throw new Error(`${source}: ${d.errors[0].message}`);
    const doc = d.toJS() as Manifest | null;
    return doc ? [doc] : [];
  });
}

// ---- 1. schema ----

export function schemaProblems(doc: Manifest): string[] {
  const Model = models[modelKey(doc)];
  if (!Model) return [`${describe(doc)}: no schema for ${modelKey(doc)} (add the kind to deploy/lib/kinds.ts)`];
  const problems: string[] = [];
  try {
    new Model(doc as never).validate();
  } catch (err) {
    problems.push(`${describe(doc)}: ${(err as Error).message}`);
  }
  for (const field of unknownFields(modelKey(doc), doc)) problems.push(`${describe(doc)}: unknown field ${field}`);
  return problems;
}

// ---- 2. policy ----

// Variables that hold secrets, by name or by a URL with a password in it (mongodb://user:pass@host): their value
// must come from a Secret, never be written in a manifest.
const secretName = /SECRET|PASSWORD|TOKEN|_KEY$/;
const urlWithPassword = /:\/\/[^/\s:@]+:[^/\s@]+@/;
const looksSecret = (name: string, value: unknown) => secretName.test(name) || urlWithPassword.test(String(value ?? ''));

interface Container {
  name: string;
  image?: string;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name?: string; key?: string }; configMapKeyRef?: unknown } }>;
  ports?: Array<{ name?: string; containerPort: number }>;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    runAsNonRoot?: boolean;
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
}
type Probe = { httpGet?: { port: number | string }; tcpSocket?: { port: number | string } };

/** The pod template of a workload, or undefined for kinds that have none. */
function podSpecOf(doc: Manifest): { spec: any; labels: Record<string, string> } | undefined { // eslint-disable-line @typescript-eslint/no-explicit-any
  if (!['Deployment', 'StatefulSet', 'Job'].includes(doc.kind)) return undefined;
  return { spec: doc.spec?.template?.spec ?? {}, labels: doc.spec?.template?.metadata?.labels ?? {} };
}

export function policyProblems(doc: Manifest): string[] {
  const problems: string[] = [];
  const say = (msg: string) => problems.push(`${describe(doc)}: ${msg}`);
  if (doc.kind === 'Secret') say('secrets are referenced from an existing Secret, never written in a manifest');
  if (doc.kind === 'ConfigMap') {
    for (const [key, value] of Object.entries(doc.data ?? {})) if (looksSecret(key, value)) say(`ConfigMap key ${key} looks like a secret`);
  }
  const pod = podSpecOf(doc);
  if (!pod) return problems;
  const long = doc.kind !== 'Job';
  if (pod.spec.securityContext?.runAsNonRoot !== true) say('pod securityContext.runAsNonRoot must be true');
  if (pod.spec.automountServiceAccountToken !== false) say('automountServiceAccountToken must be false');
  for (const c of (pod.spec.containers ?? []) as Container[]) {
    const at = `container ${c.name}`;
    if (!c.image) say(`${at}: no image`);
    if (long && !c.readinessProbe) say(`${at}: no readinessProbe`);
    if (long && !c.livenessProbe) say(`${at}: no livenessProbe`);
    if (!c.resources?.requests?.memory || !c.resources?.limits?.memory) say(`${at}: memory request and limit are required`);
    if (!c.resources?.requests?.cpu) say(`${at}: a cpu request is required`);
    const sc = c.securityContext ?? {};
    if (sc.allowPrivilegeEscalation !== false) say(`${at}: allowPrivilegeEscalation must be false`);
    if (!sc.capabilities?.drop?.includes('ALL')) say(`${at}: capabilities must drop ALL`);
    if (typeof sc.readOnlyRootFilesystem !== 'boolean') say(`${at}: readOnlyRootFilesystem must be set (true where possible)`);
    for (const e of c.env ?? []) {
      if (looksSecret(e.name, e.value) && !e.valueFrom?.secretKeyRef) say(`${at}: ${e.name} must come from a secretKeyRef`);
    }
  }
  const component = pod.labels['app.kubernetes.io/component'];
  if (doc.kind === 'Deployment' && IDENTITIES.includes(component as Identity)) problems.push(...identityProblems(doc, component, pod.spec));
  return problems;
}

/**
 * The gateway and the five services (packages/platform/src/service-identity.ts): each holds its own signing key,
 * from a Secret key of its own name (a pod with another's key could act as that service), and everyone's public
 * keys; and listens on every interface (BIND_HOST defaults to loopback, which probes and peers cannot reach).
 */
function identityProblems(doc: Manifest, component: string, spec: any): string[] { // eslint-disable-line @typescript-eslint/no-explicit-any
  const problems: string[] = [];
  const say = (msg: string) => problems.push(`${describe(doc)}: ${msg}`);
  const c = ((spec.containers ?? []) as Container[]).find((x) => x.name === component);
  if (!c) return [`${describe(doc)}: no container named ${component}`];
  const env = (name: string) => (c.env ?? []).filter((e) => e.name === name);
  const [privateKey, ...morePrivate] = env('SERVICE_PRIVATE_KEY');
  if (!privateKey?.valueFrom?.secretKeyRef || morePrivate.length) say(`container ${component}: SERVICE_PRIVATE_KEY must come from one secretKeyRef`);
  else if (privateKey.valueFrom.secretKeyRef.key !== component) {
    say(`container ${component}: SERVICE_PRIVATE_KEY must be the Secret key "${component}", not "${privateKey.valueFrom.secretKeyRef.key}"`);
  }
  const [publicKeys, ...morePublic] = env('SERVICE_PUBLIC_KEYS');
  if (!(publicKeys?.valueFrom?.secretKeyRef || publicKeys?.valueFrom?.configMapKeyRef) || morePublic.length) {
    say(`container ${component}: SERVICE_PUBLIC_KEYS must come from one Secret or ConfigMap key`);
  }
  const bind = env('BIND_HOST');
  if (bind.length !== 1 || bind[0].value !== '0.0.0.0') say(`container ${component}: BIND_HOST must be 0.0.0.0 (probes and peers come from outside the container)`);
  return problems;
}

// ---- 3. references ----

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);

export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: Array<{ key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }>;
}

/** Kubernetes label-selector semantics: an empty selector selects everything. */
export function selects(selector: LabelSelector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return false;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    const has = key in labels;
    if (operator === 'In') return has && values.includes(labels[key]);
    if (operator === 'NotIn') return !has || !values.includes(labels[key]);
    if (operator === 'Exists') return has;
    return !has;
  });
  return byLabels && byExpressions;
}

export function referenceProblems(docs: Manifest[]): string[] {
  const problems: string[] = [];
  const named = (kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata.name === name);
  const workloads = docs.flatMap((d) => {
    const pod = podSpecOf(d);
    return pod ? [{ doc: d, ...pod, containers: (pod.spec.containers ?? []) as Container[] }] : [];
  });
  const portNames = (w: (typeof workloads)[number]) => new Set(w.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name)));

  for (const w of workloads) {
    const sa = w.spec.serviceAccountName;
    if (sa && sa !== 'default' && !named('ServiceAccount', sa)) problems.push(`${describe(w.doc)}: ServiceAccount ${sa} is not defined`);
    for (const c of w.containers) {
      for (const from of (c as { envFrom?: Array<{ configMapRef?: { name: string } }> }).envFrom ?? []) {
        const cm = from.configMapRef?.name;
        if (cm && !named('ConfigMap', cm)) problems.push(`${describe(w.doc)}: ConfigMap ${cm} is not defined`);
      }
      for (const probe of [c.readinessProbe, c.livenessProbe, c.startupProbe]) {
        const port = probe?.httpGet?.port ?? probe?.tcpSocket?.port;
        if (typeof port === 'string' && !portNames(w).has(port)) problems.push(`${describe(w.doc)}: probe port ${port} is not a container port`);
      }
    }
    if (w.doc.kind !== 'Job' && !matches(w.doc.spec?.selector?.matchLabels, w.labels)) {
      problems.push(`${describe(w.doc)}: selector does not match its pod labels`);
    }
  }

  for (const svc of docs.filter((d) => d.kind === 'Service')) {
    const targets = workloads.filter((w) => matches(svc.spec?.selector, w.labels));
    if (!targets.length) {
      problems.push(`${describe(svc)}: selector matches no workload`);
      continue;
    }
    for (const p of svc.spec.ports ?? []) {
      if (typeof p.targetPort === 'string' && !targets.every((w) => portNames(w).has(p.targetPort))) {
        problems.push(`${describe(svc)}: targetPort ${p.targetPort} is not a port of the selected pods`);
      }
    }
  }

  for (const ing of docs.filter((d) => d.kind === 'Ingress')) {
    for (const rule of ing.spec?.rules ?? []) {
      for (const p of rule.http?.paths ?? []) {
        const backend = p.backend?.service;
        const svc = backend && named('Service', backend.name);
        if (!svc) problems.push(`${describe(ing)}: backend Service ${backend?.name} is not defined`);
        else if (backend.port?.name && !svc.spec.ports.some((sp: { name?: string }) => sp.name === backend.port.name)) {
          problems.push(`${describe(ing)}: Service ${backend.name} has no port ${backend.port.name}`);
        }
      }
    }
  }

  for (const hpa of docs.filter((d) => d.kind === 'HorizontalPodAutoscaler')) {
    const ref = hpa.spec?.scaleTargetRef ?? {};
    const target = named(ref.kind, ref.name);
    if (!target) problems.push(`${describe(hpa)}: scale target ${ref.kind}/${ref.name} is not defined`);
    // Both would own the replica count: every apply would reset what the autoscaler decided.
    else if (target.spec?.replicas !== undefined) problems.push(`${describe(hpa)}: ${describe(target)} sets spec.replicas`);
  }

  // NetworkPolicies: each selects pods that exist, names only ports those pods have, and its same-namespace peers
  // (a podSelector without a namespaceSelector) are pods that exist: a misspelt label or port would silently
  // admit nothing, or, for the policy's own selector, protect nothing.
  for (const np of docs.filter((d) => d.kind === 'NetworkPolicy')) {
    const selected = workloads.filter((w) => selects(np.spec?.podSelector, w.labels));
    if (!selected.length) problems.push(`${describe(np)}: podSelector matches no workload`);
    for (const rule of np.spec?.ingress ?? []) {
      for (const p of rule.ports ?? []) {
        if (typeof p.port === 'string' && !selected.every((w) => portNames(w).has(p.port))) {
          problems.push(`${describe(np)}: port ${p.port} is not a port of every selected pod`);
        }
      }
      for (const peer of rule.from ?? []) {
        if (peer.podSelector && !peer.namespaceSelector && !workloads.some((w) => selects(peer.podSelector, w.labels))) {
          problems.push(`${describe(np)}: peer ${JSON.stringify(peer.podSelector)} matches no workload`);
        }
      }
    }
  }

  for (const pdb of docs.filter((d) => d.kind === 'PodDisruptionBudget')) {
    if (!workloads.some((w) => matches(pdb.spec?.selector?.matchLabels, w.labels))) problems.push(`${describe(pdb)}: selector matches no workload`);
  }
  return problems;
}

/** All three checks over a set of documents that are deployed together. */
export function validateManifests(docs: Manifest[]): string[] {
  return [...docs.flatMap((d) => [...schemaProblems(d), ...policyProblems(d)]), ...referenceProblems(docs)];
}
