import type { ConductQuery, ConductRecord } from '../../api/audit';
import { searchOf } from '../../router';

/** The federation bodies whose ids registrations carry (PLATFORM.md, "Players, registration and imports"). */
export const BODIES = ['egf', 'ffg', 'aga'] as const;

/** What the auditor typed, trimmed, the empty fields left out; null when nothing names a person. */
export function conductQuery(form: Record<'name' | (typeof BODIES)[number], string>): ConductQuery | null {
  const query: ConductQuery = {};
  (['name', ...BODIES] as const).forEach((key) => {
    const value = form[key].trim();
    if (value) query[key] = value;
  });
  return Object.keys(query).length ? query : null;
}

/** The query as the screen's address keeps it, so that a record can be bookmarked, shared and printed. */
export function conductSearch(query: ConductQuery): string {
  return searchOf({ ...query });
}

/** The form's fields from the screen's address. */
export function conductForm(search: string): Record<'name' | (typeof BODIES)[number], string> {
  const params = new URLSearchParams(search);
  return { name: params.get('name') ?? '', egf: params.get('egf') ?? '', ffg: params.get('ffg') ?? '', aga: params.get('aga') ?? '' };
}

/** Whether the platform found anything under the person. */
export function isEmpty(record: ConductRecord): boolean {
  return record.registrations.length === 0 && record.entries.length === 0 && record.bans.length === 0;
}
