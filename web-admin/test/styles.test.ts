import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the stylesheet', () => {
  it('closes every block it opens, so that no screen\'s rules end up inside another\'s @media', () => {
    const css = readFileSync(new URL('../src/styles.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    let depth = 0;
    const unclosedAt: number[] = [];
    css.split('\n').forEach((line, i) => {
      if (/^\S/.test(line) && depth > 0 && !line.startsWith('}')) unclosedAt.push(i + 1);
      depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    });
    expect(depth).toBe(0);
    expect(unclosedAt.slice(0, 1)).toEqual([]);
  });
});
