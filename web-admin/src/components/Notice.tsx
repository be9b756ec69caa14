import type { ComponentChildren } from 'preact';

/** A message about the whole form or screen: an error (read at once by screen readers) or a confirmation. */
export function Notice(props: { kind: 'error' | 'ok' | 'info'; children: ComponentChildren }) {
  return (
    <div class={`notice notice-${props.kind}`} role={props.kind === 'error' ? 'alert' : 'status'}>
      {props.children}
    </div>
  );
}
