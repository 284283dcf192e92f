import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary: the screen's main action; secondary: an outline; ghost: no frame; danger: cannot be undone. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

// A finger's tap on any size (min-h-control, 44 px); the ring shows on keyboard focus only.
const BASE =
  'box-border inline-flex items-center justify-center gap-2 min-h-control rounded-pill border-2 border-solid ' +
  'font-semibold leading-tight text-center cursor-pointer transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60 motion-reduce:transition-none';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'border-primary bg-primary text-white hover:enabled:border-primary-strong hover:enabled:bg-primary-strong',
  secondary: 'border-primary bg-surface text-primary-strong hover:enabled:bg-primary-soft',
  ghost: 'border-transparent bg-transparent text-primary-strong hover:enabled:bg-primary-soft',
  // An outline in red: clear without shouting (a bookshelf of children's books is no control room).
  danger:
    'border-danger bg-surface text-danger hover:enabled:border-danger-strong hover:enabled:bg-danger-soft',
};

const SIZES: Record<ButtonSize, string> = {
  // A small button may be shorter on a large screen; on a phone it is still a finger's tap.
  sm: 'px-3 py-1 text-s phone:min-h-9',
  md: 'px-4 py-2',
  lg: 'px-6 py-3 text-l',
};

/**
 * The one button: a native <button> (its role, keyboard and disabled state come from the browser), of type
 * "button" unless told otherwise, so it never submits a form by accident. A submit button is primary unless
 * a variant is given.
 */
export function Button({ variant, size = 'md', type = 'button', className, ...props }: ButtonProps) {
  const look = variant ?? (type === 'submit' ? 'primary' : 'secondary');
  return <button type={type} className={cx(BASE, VARIANTS[look], SIZES[size], className)} {...props} />;
}
