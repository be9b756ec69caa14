// Validates Kubernetes manifests against the Kubernetes schemas of npm kubernetes-models, offline.
// Usage: node validate.mjs manifests.json  (a JSON array of manifests)
// Prints one JSON line per manifest: {index, kind, name, status: "valid"|"invalid"|"unknown", errors}.
// "unknown": no model for that apiVersion and kind (an operator's custom resource); the caller checks those.
import { readFileSync } from 'node:fs';

const manifests = JSON.parse(readFileSync(process.argv[2], 'utf8'));

function modulePath(apiVersion, kind) {
  // "v1" -> kubernetes-models/v1/Service; "apps/v1" -> kubernetes-models/apps/v1/Deployment
  return `kubernetes-models/${apiVersion}/${kind}`;
}

for (const [index, manifest] of manifests.entries()) {
  const kind = manifest?.kind;
  const name = manifest?.metadata?.name;
  const line = { index, kind, name, status: 'valid', errors: [] };
  let Model;
  try {
    if (typeof manifest?.apiVersion !== 'string' || typeof kind !== 'string' || !/^[A-Za-z]+$/.test(kind)) {
      throw new Error('apiVersion and kind are required');
    }
    const module = await import(modulePath(manifest.apiVersion, kind));
    Model = module[kind];
  } catch (e) {
    if (e.code === 'ERR_MODULE_NOT_FOUND' || e.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') {
      line.status = 'unknown';
    } else {
      line.status = 'invalid';
      line.errors.push(String(e.message ?? e));
    }
  }
  if (Model) {
    try {
      new Model(manifest).validate();
    } catch (e) {
      line.status = 'invalid';
      line.errors.push(String(e.message ?? e));
    }
  }
  process.stdout.write(JSON.stringify(line) + '\n');
}
