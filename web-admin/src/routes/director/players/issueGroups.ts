import type { ExportCheck } from '../../../api/types';

type Issue = ExportCheck['issues'][number];

/** One finding of a federation check and every place it was found at, in the order the check listed them. */
export interface IssueGroup {
  what: string;
  wheres: string[];
}

/**
 * A check's findings, the same finding said once with all its places: 27 players without an EGD PIN are one line
 * naming the 27, not 27 lines a director reads through to find the one error that differs.
 */
export function issueGroups(issues: readonly Issue[]): IssueGroup[] {
  const groups = new Map<string, IssueGroup>();
  for (const issue of issues) {
    const group = groups.get(issue.what) ?? { what: issue.what, wheres: [] };
    if (issue.where) group.wheres.push(issue.where);
    groups.set(issue.what, group);
  }
  return [...groups.values()];
}
