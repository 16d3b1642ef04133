{{/*
The shape the three bundled servers share: a headless Service and a one-replica StatefulSet with a volume.
(dict "root" $ "component" "mongo" "uid" 999 "ports" (list (dict "name" "mongo" "port" 27017)) "container" <yaml>
 "dataPath" "/data/db" "storage" $values.storage "publishNotReady" false)
Their images write inside their own tree at start-up (Kafka renders its config into /opt/kafka/config), so the
root filesystem stays writable there; everything else matches the application pods.
*/}}
{{- define "qa.bundledServer" -}}
{{- $ctx := dict "root" .root "component" .component -}}
{{- $name := include "qa.fullname" $ctx -}}
apiVersion: v1
kind: Service
metadata:
  name: {{ $name }}
  labels:
    {{- include "qa.labels" $ctx | nindent 4 }}
spec:
  # Headless: the StatefulSet's stable pod names; the service name resolves to the one pod.
  clusterIP: None
  {{- if .publishNotReady }}
  publishNotReadyAddresses: true
  {{- end }}
  selector:
    {{- include "qa.selectorLabels" $ctx | nindent 4 }}
  ports:
    {{- range .ports }}
    - name: {{ .name }}
      port: {{ .port }}
      targetPort: {{ .name }}
    {{- end }}
---
apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: {{ $name }}
  labels:
    {{- include "qa.labels" $ctx | nindent 4 }}
spec:
  serviceName: {{ $name }}
  replicas: 1
  selector:
    matchLabels:
      {{- include "qa.selectorLabels" $ctx | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "qa.labels" $ctx | nindent 8 }}
    spec:
      {{- include "qa.podCommon" (dict "root" .root) | nindent 6 }}
      securityContext:
        {{- include "qa.podSecurityContext" (dict "uid" .uid) | nindent 8 }}
      containers:
        - name: {{ .component }}
          {{- .container | nindent 10 }}
          ports:
            {{- range .ports }}
            - name: {{ .name }}
              containerPort: {{ .port }}
            {{- end }}
          securityContext:
            {{- include "qa.containerSecurityContext" (dict "readOnly" false) | nindent 12 }}
          volumeMounts:
            - name: data
              mountPath: {{ .dataPath }}
            - name: tmp
              mountPath: /tmp
      volumes:
        {{- include "qa.tmpVolume" dict | nindent 8 }}
  volumeClaimTemplates:
    - metadata:
        name: data
        labels:
          {{- include "qa.selectorLabels" $ctx | nindent 10 }}
      spec:
        accessModes: [ReadWriteOnce]
        {{- with .storage.storageClass }}
        storageClassName: {{ . }}
        {{- end }}
        resources:
          requests:
            storage: {{ .storage.size }}
{{- end }}
