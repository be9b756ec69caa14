import type { ComponentChildren } from 'preact';

/**
 * A table's frame that scrolls sideways on a narrow screen, reachable with the keyboard (Tab, then the arrow keys)
 * and named for screen readers (axe-core: scrollable-region-focusable).
 */
export function TableRegion(props: { label: string; children: ComponentChildren }) {
  return (
    <div class="table-wrap" tabIndex={0} role="region" aria-label={props.label}>
      {props.children}
    </div>
  );
}
