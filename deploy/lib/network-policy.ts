// What a set of NetworkPolicies admits, evaluated offline with the Kubernetes semantics (ingress only, which is
// all the chart restricts): a pod no policy selects accepts everything; a selected pod accepts a connection when
// some rule of some policy selecting it admits the source and the port. Policies add up; none subtracts.
import { selects, type LabelSelector, type Manifest } from './manifests';

/** A pod as the policies see it: where it runs, its labels, and its container ports (for named ports). */
export interface Pod {
  /** A short name for messages: the component, or e.g. "ingress-controller". */
  name: string;
  namespace: string;
  namespaceLabels: Record<string, string>;
  labels: Record<string, string>;
  ports: Array<{ name?: string; containerPort: number }>;
}

interface Peer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: unknown;
}
interface Rule {
  from?: Peer[];
  ports?: Array<{ protocol?: string; port?: number | string; endPort?: number }>;
}

/** The pods of every workload in `docs` (one per Deployment, StatefulSet or Job), as they would run in `namespace`. */
export function podsOf(docs: Manifest[], namespace: string): Pod[] {
  return docs
    .filter((d) => ['Deployment', 'StatefulSet', 'Job'].includes(d.kind))
    .map((d) => ({
      name: d.spec.template.metadata.labels['app.kubernetes.io/component'] ?? d.metadata.name,
      namespace,
      namespaceLabels: { 'kubernetes.io/metadata.name': namespace },
      labels: d.spec.template.metadata.labels,
      ports: (d.spec.template.spec.containers ?? []).flatMap((c: { ports?: Pod['ports'] }) => c.ports ?? []),
    }));
}

const peerAdmits = (peer: Peer, policyNamespace: string, from: Pod) => {
  // ipBlock peers name addresses, not pods: they never match a pod here.
  if (!peer.podSelector && !peer.namespaceSelector) return false;
  const namespaceOk = peer.namespaceSelector ? selects(peer.namespaceSelector, from.namespaceLabels) : from.namespace === policyNamespace;
  const podOk = peer.podSelector ? selects(peer.podSelector, from.labels) : true;
  return namespaceOk && podOk;
};

const portAdmits = (rule: Rule, to: Pod, port: number) => {
  if (!rule.ports?.length) return true;
  return rule.ports.some((p) => {
    if ((p.protocol ?? 'TCP') !== 'TCP') return false;
    if (p.port === undefined) return true;
    if (typeof p.port === 'string') return to.ports.some((cp) => cp.name === p.port && cp.containerPort === port);
    return p.endPort ? port >= p.port && port <= p.endPort : port === p.port;
  });
};

/** Whether a TCP connection from `from` to `port` of `to` gets in. Policies live in `to`'s namespace. */
export function admits(policies: Manifest[], from: Pod, to: Pod, port: number): boolean {
  const applying = policies.filter(
    (np) =>
      np.kind === 'NetworkPolicy' &&
      (np.metadata as { namespace?: string }).namespace === undefined &&
      selects(np.spec?.podSelector, to.labels) &&
      (np.spec?.policyTypes ?? ['Ingress']).includes('Ingress'),
  );
  if (!applying.length) return true;
  return applying.some((np) =>
    ((np.spec.ingress ?? []) as Rule[]).some(
      (rule) => (!rule.from?.length || rule.from.some((peer) => peerAdmits(peer, to.namespace, from))) && portAdmits(rule, to, port),
    ),
  );
}

/** Every admitted (source, destination, port name) among `sources` × the ports of `destinations`, as "src -> dst:port". */
export function admittedConnections(policies: Manifest[], sources: Pod[], destinations: Pod[]): string[] {
  const out: string[] = [];
  for (const to of destinations) {
    for (const port of to.ports) {
      for (const from of sources) {
        if (admits(policies, from, to, port.containerPort)) out.push(`${from.name} -> ${to.name}:${port.name ?? port.containerPort}`);
      }
    }
  }
  return out.sort();
}
