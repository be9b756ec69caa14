{{/* The release's base name: the release name, with "-tengen" unless it already says tengen. */}}
{{- define "tengen.fullname" -}}
{{- if contains "tengen" .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-tengen" .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* The applications: values key -> application name (image tengen-<name>, Deployment <fullname>-<name>). */}}
{{- define "tengen.apps" -}}
tournament: tournament
game: game
arbitration: arbitration
readModels: read-models
{{- end -}}

{{- define "tengen.commandApps" -}}
{{- list "tournament" "game" "arbitration" | toJson -}}
{{- end -}}

{{- define "tengen.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/part-of: tengen
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
{{- end -}}

{{/* Selector labels of one application; call with (dict "root" $ "name" "game"). */}}
{{- define "tengen.selectorLabels" -}}
app.kubernetes.io/name: tengen-{{ .name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- end -}}

{{- define "tengen.image" -}}
{{- $app := index .root.Values.apps .key -}}
{{- $img := .root.Values.image -}}
{{- $repo := default (printf "%s/%s/tengen-%s" $img.registry $img.repository .name) ($app.image).repository -}}
{{- $tag := default (default .root.Chart.AppVersion $img.tag) ($app.image).tag -}}
{{- printf "%s:%s" $repo $tag -}}
{{- end -}}

{{- define "tengen.kafkaName" -}}{{ default (printf "%s-kafka" (include "tengen.fullname" .)) .Values.kafka.operator.name }}{{- end -}}
{{- define "tengen.postgresName" -}}{{ default (printf "%s-postgres" (include "tengen.fullname" .)) .Values.postgresql.operator.name }}{{- end -}}
{{- define "tengen.mongodbName" -}}{{ default (printf "%s-mongodb" (include "tengen.fullname" .)) .Values.mongodb.operator.name }}{{- end -}}
{{- define "tengen.keycloakName" -}}{{ default (printf "%s-keycloak" (include "tengen.fullname" .)) .Values.keycloak.operator.name }}{{- end -}}

{{- define "tengen.kafkaBootstrap" -}}
{{- if .Values.kafka.operator.enabled -}}
{{- printf "%s-kafka-bootstrap:9092" (include "tengen.kafkaName" .) -}}
{{- else -}}
{{- required "kafka.external.bootstrapServers is required when kafka.operator.enabled is false" .Values.kafka.external.bootstrapServers -}}
{{- end -}}
{{- end -}}

{{/* JDBC URL of one service's database; call with (dict "root" $ "key" "game"). */}}
{{- define "tengen.jdbcUrl" -}}
{{- $pg := .root.Values.postgresql -}}
{{- $db := index $pg.databases .key -}}
{{- if $pg.operator.enabled -}}
{{- printf "jdbc:postgresql://%s-rw:5432/%s" (include "tengen.postgresName" .root) $db.name -}}
{{- else -}}
{{- $host := required "postgresql.external.host is required when postgresql.operator.enabled is false" $pg.external.host -}}
{{- printf "jdbc:postgresql://%s:%v/%s" $host $pg.external.port $db.name -}}{{ if $pg.external.parameters }}?{{ $pg.external.parameters }}{{ end -}}
{{- end -}}
{{- end -}}

{{/* Where the services fetch the realm's keys. */}}
{{- define "tengen.realmUrl" -}}
{{- if .Values.keycloak.operator.enabled -}}
{{- printf "http://%s-service:8080/realms/tengen" (include "tengen.keycloakName" .) -}}
{{- else -}}
{{- required "keycloak.external.realmUrl is required when keycloak.operator.enabled is false" .Values.keycloak.external.realmUrl -}}
{{- end -}}
{{- end -}}

{{/* The issuer the tokens carry: the realm as the browser sees it. */}}
{{- define "tengen.issuer" -}}
{{- if .Values.keycloak.operator.enabled -}}
{{- printf "https://%s/realms/tengen" .Values.keycloak.operator.hostname -}}
{{- else -}}
{{- default .Values.keycloak.external.realmUrl .Values.keycloak.external.issuer -}}
{{- end -}}
{{- end -}}

{{/* The Secret and key of read-models' MONGODB_URI: with the operator, the Secret <name>-<auth db>-<user> it
     writes the connection string to. */}}
{{- define "tengen.mongodbUriSecret" -}}
{{- if .Values.mongodb.operator.enabled -}}
name: {{ printf "%s-admin-%s" (include "tengen.mongodbName" .) .Values.mongodb.operator.user }}
key: connectionString.standard
{{- else -}}
name: {{ .Values.mongodb.external.uriSecretName }}
key: {{ .Values.mongodb.external.uriSecretKey }}
{{- end -}}
{{- end -}}

{{/* Every Tengen application pod of the release. */}}
{{- define "tengen.appPods" -}}
app.kubernetes.io/part-of: tengen
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/* Labels of the operators' resources: not part-of tengen, so that the applications' policies never select
     the pods an operator makes from them (Strimzi copies a Kafka's labels to its pods). */}}
{{- define "tengen.dependencyLabels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/* Labels of one application's resources; call with (dict "root" $ "name" "game"). */}}
{{- define "tengen.appLabels" -}}
{{ include "tengen.labels" .root }}
app.kubernetes.io/name: tengen-{{ .name }}
{{- end -}}
