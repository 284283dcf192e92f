import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

/** The look of every text box, select and text area. */
export const FIELD =
  'box-border min-h-control max-w-full px-3 py-2 rounded-sm border border-solid border-border-strong ' +
  'bg-surface text-ink [font:inherit] hover:border-primary aria-invalid:border-danger ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export type InputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  type?: 'text' | 'password' | 'email' | 'search' | 'tel' | 'url' | 'number' | 'date';
};

/** A one-line text box. With a label, a hint or an error, use TextField, which wires them up. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cx(FIELD, className)} {...props} />;
}

/** A multi-line text box. */
export function TextArea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return <textarea className={cx(FIELD, className)} {...props} />;
}

/** A checkbox in the primary colour; its label is the caller's (a <label> around it or aria-label). */
export function Checkbox({ className, ...props }: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cx('size-5 accent-primary focus-visible:outline-3 focus-visible:outline-focus', className)}
      {...props}
    />
  );
}

/** A file picker: the browser's own chooser, its button drawn like a secondary Button. */
export function FileInput({ className, ...props }: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return <input type="file" className={cx('max-w-full', className)} {...props} />;
}
