// The console's JavaScript, compressed as a server would send it, must stay under 250 kB (issue 13).
// Prints the figure docs/BENCHMARKS.md quotes; exits 1 over the budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 250 * 1000;
const dir = 'target/admin/assets';
let raw = 0;
let gzipped = 0;
for (const name of readdirSync(dir)) {
  if (!name.endsWith('.js')) continue;
  const bytes = readFileSync(join(dir, name));
  raw += statSync(join(dir, name)).size;
  gzipped += gzipSync(bytes, { level: 9 }).length;
}
console.log(`web-admin JavaScript: ${(raw / 1000).toFixed(1)} kB, ${(gzipped / 1000).toFixed(1)} kB gzip (budget ${BUDGET / 1000} kB)`);
if (gzipped > BUDGET) {
  console.error(`tengen: the console's JavaScript is ${gzipped} bytes gzip, over the ${BUDGET} byte budget`);
  process.exit(1);
}
