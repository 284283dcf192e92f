import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { cx } from './cx';

type CardProps<T extends ElementType> = {
  /** The element: a <section> with a heading, an <article> in a list, a <div> otherwise. */
  as?: T;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<T>, 'as'>;

/** A raised white panel with rounded corners: a profile, a plan, a group of settings. */
export function Card<T extends ElementType = 'div'>({ as, className, ...props }: CardProps<T>) {
  const Element: ElementType = as ?? 'div';
  return <Element className={cx('card', className)} {...props} />;
}
