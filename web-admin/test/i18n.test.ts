import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseLocale, format, formatTagFor, LOCALES } from '../src/i18n/i18n';

const dir = new URL('../src/i18n/messages/', import.meta.url);
const load = (lang: string): Record<string, string> => JSON.parse(readFileSync(new URL(`${lang}.json`, dir), 'utf8'));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const en = load('en');

describe('message files', () => {
  it('exist for every language the console offers, and no other', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', '')).sort();
    expect(files).toEqual([...LOCALES].sort());
  });

  for (const lang of LOCALES.filter((l) => l !== 'en')) {
    it(`${lang} has every English key and no other`, () => {
      expect(Object.keys(load(lang)).sort()).toEqual(Object.keys(en).sort());
    });

    it(`${lang} keeps every placeholder of each English message`, () => {
      const messages = load(lang);
      const wrong = Object.keys(en).filter((key) => placeholders(messages[key]).join() !== placeholders(en[key]).join());
      expect(wrong).toEqual([]);
    });

    it(`${lang} leaves no message empty`, () => {
      expect(Object.entries(load(lang)).filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
    });
  }

  it('every key the screens use is in the English file', () => {
    const sources = readdirSync(new URL('../src/', import.meta.url), { recursive: true })
      .filter((f) => String(f).endsWith('.tsx') || String(f).endsWith('.ts'))
      .map((f) => readFileSync(new URL(`../src/${f}`, import.meta.url), 'utf8')).join('\n');
    const used = [...sources.matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]);
    expect(used.filter((key) => !(key in en))).toEqual([]);
  });
});

describe('language choice', () => {
  it('takes the language chosen in the console first', () => {
    expect(chooseLocale(['fr-FR'], 'ko')).toBe('ko');
  });

  it('takes the browser\'s first language the console has', () => {
    expect(chooseLocale(['de-DE', 'ja-JP', 'fr'], null)).toBe('ja');
  });

  it('falls back to English', () => {
    expect(chooseLocale(['de', 'it'], null)).toBe('en');
  });
});

describe('dates and numbers', () => {
  it('follow the reader\'s own variant of the chosen language', () => {
    expect(formatTagFor('en', ['en-GB', 'fr'])).toBe('en-GB');
  });

  it('follow the chosen language when the reader named no variant of it', () => {
    expect(formatTagFor('ko', ['en-GB'])).toBe('ko');
  });
});

describe('placeholders', () => {
  it('are filled in by name', () => {
    expect(format('{name} is registered in round {round}.', { name: 'Lee Sedol', round: 'one' }))
      .toBe('Lee Sedol is registered in round one.');
  });

  it('stay visible when no value is given, so a missing value is noticed', () => {
    expect(format('Withdraw {name}', {})).toBe('Withdraw {name}');
  });
});
