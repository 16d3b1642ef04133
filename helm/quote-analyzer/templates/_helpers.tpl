{{/*
Shared pieces of every manifest. Helpers that need the component take a dict: (dict "root" $ "component" "auth").
Resource names are <release>-<component>, so `kubectl exec deploy/<release>-auth` works as docs/ops.md says.
*/}}

{{- define "qa.prefix" -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- end }}

{{- define "qa.fullname" -}}
{{- printf "%s-%s" (include "qa.prefix" .root) .component -}}
{{- end }}

{{- define "qa.selectorLabels" -}}
app.kubernetes.io/name: quote-analyzer
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{- define "qa.labels" -}}
{{ include "qa.selectorLabels" . }}
app.kubernetes.io/part-of: quote-analyzer
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
{{- end }}

{{/* An image of this repository: (dict "root" $ "component" "auth" "tag" $svc.imageTag). */}}
{{- define "qa.image" -}}
{{- $img := .root.Values.image -}}
{{- $tag := .tag | default $img.tag | default .root.Chart.AppVersion -}}
{{- if $img.registry -}}{{ $img.registry }}/{{- end -}}{{ $img.repository }}/{{ .component }}:{{ $tag }}
{{- end }}

{{/* Pod-level security: never root, the runtime's default seccomp profile, volumes writable by the group. */}}
{{- define "qa.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: {{ .uid }}
runAsGroup: {{ .uid }}
fsGroup: {{ .uid }}
seccompProfile:
  type: RuntimeDefault
{{- end }}

{{/* Container-level security. readOnly is false only for third-party images that write inside their own tree. */}}
{{- define "qa.containerSecurityContext" -}}
allowPrivilegeEscalation: false
readOnlyRootFilesystem: {{ .readOnly }}
capabilities:
  drop: [ALL]
{{- end }}

{{/*
What every pod of the release shares: service account, pull secrets, scheduling. (dict "root" $) for the
long-running pods; the init job passes "hook" true, because as a pre-install hook it runs before the chart's
ServiceAccount exists, so it uses the namespace's default one (also without a token).
*/}}
{{- define "qa.podCommon" -}}
# None of these pods calls the Kubernetes API.
automountServiceAccountToken: false
{{- if not .hook }}
serviceAccountName: {{ include "qa.prefix" .root }}
{{- end }}
{{- with .root.Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .root.Values.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .root.Values.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end }}

{{/* Spread replicas over nodes, so a node drain or failure does not take every replica (the PDB relies on it). */}}
{{- define "qa.topologySpread" -}}
topologySpreadConstraints:
  - maxSkew: 1
    topologyKey: kubernetes.io/hostname
    whenUnsatisfiable: ScheduleAnyway
    labelSelector:
      matchLabels:
        {{- include "qa.selectorLabels" . | nindent 8 }}
{{- end }}

{{/* Pod annotations of the application components: Prometheus scraping, and a restart when the config changes. */}}
{{- define "qa.appPodAnnotations" -}}
checksum/config: {{ include (print .root.Template.BasePath "/configmap.yaml") .root | sha256sum }}
prometheus.io/scrape: "true"
prometheus.io/port: {{ .metricsPort | quote }}
prometheus.io/path: /metrics
{{- with .root.Values.podAnnotations }}
{{ toYaml . }}
{{- end }}
{{- end }}

{{/* Secret keys as environment variables: (dict "root" $ "keys" (list "JWT_SECRET")). */}}
{{- define "qa.secretEnv" -}}
{{- $secret := .root.Values.secrets.existingSecret -}}
{{- $optional := .root.Values.secrets.optionalKeys -}}
{{- range .keys }}
- name: {{ . }}
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ . }}
      {{- if has . $optional }}
      optional: true
      {{- end }}
{{- end }}
{{- end }}

{{/*
This process's service credentials (packages/platform/src/service-identity.ts): its own signing key, the Secret
key named after the component (gateway, auth, quote, analysis, billing, admin-reporting), and everyone's public
keys (SERVICE_PUBLIC_KEYS of the same Secret). A pod never sees another process's private key.
(dict "root" $ "component" "auth")
*/}}
{{- define "qa.serviceKeyEnv" -}}
{{- $secret := required "serviceKeys.existingSecret is required: the Secret with each process's service key (docs/ops.md, npm run service-keys)" .root.Values.serviceKeys.existingSecret -}}
- name: SERVICE_PRIVATE_KEY
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ .component }}
- name: SERVICE_PUBLIC_KEYS
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: SERVICE_PUBLIC_KEYS
{{- end }}

{{/*
The environment of the gateway and the services: the shared ConfigMap, the credentials every process needs
(service keys; object store; MongoDB when it is external; the Kafka login when SASL is on), the component's own
keys and variables. BIND_HOST: gRPC and the health port listen on loopback by default; in a pod, probes (from
the node) and peers (other pods) come from outside the container, so every interface.
(dict "root" $ "component" "auth" "secretEnv" $svc.secretEnv "env" $extra)
*/}}
{{- define "qa.appEnv" -}}
envFrom:
  - configMapRef:
      name: {{ include "qa.prefix" .root }}-config
env:
  - name: BIND_HOST
    value: "0.0.0.0"
  {{- include "qa.serviceKeyEnv" (dict "root" .root "component" .component) | nindent 2 }}
  {{- $common := list "S3_ACCESS_KEY" "S3_SECRET_KEY" }}
  {{- if not .root.Values.mongodb.bundled }}
  {{- $common = append $common "MONGO_URL" }}
  {{- end }}
  {{- if .root.Values.kafka.sasl.mechanism }}
  {{- $common = concat $common (list "KAFKA_SASL_USERNAME" "KAFKA_SASL_PASSWORD") }}
  {{- end }}
  {{- include "qa.secretEnv" (dict "root" .root "keys" (concat $common .secretEnv)) | trim | nindent 2 }}
  {{- range $name, $value := .env }}
  - name: {{ $name }}
    value: {{ $value | toString | quote }}
  {{- end }}
{{- end }}

{{/* Where the services find each dependency, bundled or external. */}}
{{- define "qa.kafkaBrokers" -}}
{{- if .Values.kafka.bundled -}}
{{ include "qa.prefix" . }}-kafka:9092
{{- else -}}
{{ required "kafka.brokers is required when kafka.bundled is false" .Values.kafka.brokers }}
{{- end -}}
{{- end }}

{{- define "qa.s3Endpoint" -}}
{{- if .Values.minio.bundled -}}
http://{{ include "qa.prefix" . }}-minio:9000
{{- else -}}
{{ required "minio.endpoint is required when minio.bundled is false" .Values.minio.endpoint }}
{{- end -}}
{{- end }}

{{/* A small writable /tmp for containers with a read-only root filesystem (tsx's cache, uploads in flight). */}}
{{- define "qa.tmpVolume" -}}
- name: tmp
  emptyDir:
    sizeLimit: {{ .sizeLimit | default "256Mi" }}
{{- end }}

{{/*
Who may call each gRPC service: the edges of the architecture picture, the same as ALLOWED_CALLERS in
packages/platform/src/service-identity.ts (deploy/test/network-policy.test.ts compares the rendered policies with
it). The services check the callers' signed tokens; the NetworkPolicies keep everyone else off the port.
*/}}
{{- define "qa.grpcCallers" -}}
auth: [gateway]
quote: [gateway]
analysis: [quote]
billing: [gateway, quote]
admin-reporting: [gateway, admin-reporting]
{{- end }}

{{/* A NetworkPolicy peer: the release's pods of one component. (dict "root" $ "component" "gateway") */}}
{{- define "qa.podPeer" -}}
- podSelector:
    matchLabels:
      {{- include "qa.selectorLabels" . | nindent 6 }}
{{- end }}
