import type { ComponentChildren } from 'preact';

/**
 * A labelled form field with its hint and the platform's sentence when the field is at fault, tied to the input
 * by aria-describedby so that a screen reader reads the sentence with the field.
 */
export function Field(props: { id: string; label: string; hint?: string; error?: ComponentChildren; children: ComponentChildren; wide?: boolean }) {
  return (
    <div class={'field' + (props.error ? ' field-error' : '') + (props.wide ? ' field-wide' : '')}>
      <label for={props.id}>{props.label}</label>
      {props.children}
      {props.hint && <p class="hint" id={`${props.id}-hint`}>{props.hint}</p>}
      {props.error && <p class="error" id={`${props.id}-error`} role="alert">{props.error}</p>}
    </div>
  );
}

/** The aria attributes an input inside a Field needs. */
export function described(id: string, error?: ComponentChildren, hint?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? ('true' as const) : undefined, 'aria-describedby': ids || undefined };
}
