import en from './messages/en.json';

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

/** The seeds' languages complete, and French (issue 13). English is the fallback and the source of every key. */
export const LOCALES = ['en', 'ko', 'zh', 'ja', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  ko: async () => (await import('./messages/ko.json')).default,
  zh: async () => (await import('./messages/zh.json')).default,
  ja: async () => (await import('./messages/ja.json')).default,
  fr: async () => (await import('./messages/fr.json')).default,
};

const STORED = 'tengen.locale';

let locale: Locale = 'en';
/** The reader's own tag for dates and numbers ("en-GB" writes 14:05, "en-US" 2:05 PM), of the chosen language. */
let formatTag = 'en';
let messages: Messages = en;

/** The reader's language: the one chosen in the console, else the browser's first supported one, else English. */
export function chooseLocale(preferred: readonly string[], stored: string | null): Locale {
  for (const tag of [stored, ...preferred]) {
    const language = tag?.toLowerCase().split('-')[0];
    if (language && (LOCALES as readonly string[]).includes(language)) return language as Locale;
  }
  return 'en';
}

/** The first of the reader's tags in the chosen language ("en-GB" for English), else the language itself. */
export function formatTagFor(chosen: Locale, preferred: readonly string[]): string {
  return preferred.find((tag) => tag.toLowerCase().split('-')[0] === chosen) ?? chosen;
}

export async function setLocale(next: Locale, preferred: readonly string[] = globalThis.navigator?.languages ?? []): Promise<void> {
  messages = await loaders[next]();
  locale = next;
  formatTag = formatTagFor(next, preferred);
  document.documentElement.lang = next;
  try {
    localStorage.setItem(STORED, next);
  } catch {
    // a browser without storage keeps the choice for this tab only
  }
}

export function storedLocale(): string | null {
  try {
    return localStorage.getItem(STORED);
  } catch {
    return null;
  }
}

export function currentLocale(): Locale {
  return locale;
}

/** The bundle of the reader's language, for the keys a screen looks up by a code it was sent (`refusal.<code>`). */
export function currentMessages(): Readonly<Record<string, string>> {
  return messages;
}

/**
 * The word for `value`, a code the platform sends (a bye's kind, an office, a protest's decision), in the reader's
 * language: `words` names the bundle's key for each code; a code the console has no word for is shown as sent.
 */
export function wordFor(words: Readonly<Record<string, MessageKey>>, value: string | undefined): string {
  return value && words[value] ? t(words[value]) : value ?? '';
}

/** The message in the reader's language, {placeholders} filled in. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return format(messages[key] ?? en[key], params);
}

export function format(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? (typeof params[name] === 'number' ? formatNumber(params[name] as number) : String(params[name])) : whole);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(formatTag).format(value);
}

/** A moment as the reader writes dates and times, in their time zone. */
export function formatDateTime(iso: string | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(formatTag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatTime(iso: string | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(formatTag, { timeStyle: 'short' }).format(new Date(iso));
}

/** A country code ("KR") as the reader names the country; the code itself when the browser does not know it. */
export function countryName(code: string | undefined): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([formatTag], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The language's own name for itself, for the language menu. */
export function languageName(tag: Locale): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** Names sorted as the reader's language sorts them. */
export function compareNames(a: string, b: string): number {
  return new Intl.Collator(formatTag).compare(a, b);
}
