import type { ComponentChildren } from 'preact';
import { BASE, onLink } from '../router';

export function Link(props: { to: string; children: ComponentChildren; class?: string; current?: boolean }) {
  return (
    <a href={BASE + props.to} class={props.class} aria-current={props.current ? 'page' : undefined}
      onClick={(e) => onLink(e, props.to)}>
      {props.children}
    </a>
  );
}
