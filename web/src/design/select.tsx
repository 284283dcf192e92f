import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { FIELD } from './input';

/**
 * A native <select> with the design's frame and chevron: the browser's own list (and the phone's picker)
 * keeps its keyboard and screen-reader behaviour. Options are its children.
 */
export function Select({ className, ...props }: ComponentPropsWithRef<'select'>) {
  return <select className={cx(FIELD, 'select-chevron', className)} {...props} />;
}
