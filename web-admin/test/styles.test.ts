import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the stylesheet', () => {
  it('closes every block it opens, so that no screen rule is left inside a print or phone block', () => {
    // an unclosed "@media print {" once kept every committee and auditor rule off the screen
    const css = readFileSync(new URL('../src/styles.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    let depth = 0;
    const unclosed: number[] = [];
    css.split('\n').forEach((line, i) => {
      if (line.startsWith('@media') && depth !== 0) unclosed.push(i + 1);
      depth += (line.match(/{/g) ?? []).length - (line.match(/}/g) ?? []).length;
    });
    expect({ unclosed, depth }).toEqual({ unclosed: [], depth: 0 });
  });
});
