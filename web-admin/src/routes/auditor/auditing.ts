import { useMemo } from 'preact/hooks';
import { auditApi, type LedgerEntry } from '../../api/audit';
import { useSession } from '../../components/hooks';

/** The auditor's calls, on the signed-in session's client. */
export function useAudit() {
  const { client } = useSession();
  return useMemo(() => auditApi(client), [client]);
}

/** The article an event cites, when its payload names one (rulings, appeals, decisions). */
export function articleOf(entry: LedgerEntry): string {
  const article = entry.payload.article;
  return typeof article === 'string' ? article : '';
}

/** A line of what the event says: its payload's plain members, ids and long texts left out. */
export function summaryOf(entry: LedgerEntry): string {
  return Object.entries(entry.payload)
    .filter(([key, value]) => key !== 'article' && key !== 'tournamentId' && !key.endsWith('Id')
      && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') && value !== '')
    .map(([key, value]) => `${key}: ${String(value).length > 60 ? `${String(value).slice(0, 57)}…` : value}`)
    .slice(0, 4)
    .join(' · ');
}
