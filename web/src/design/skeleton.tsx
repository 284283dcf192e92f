import type { CSSProperties, ReactNode } from 'react';
import { cx } from './cx';

interface SkeletonProps {
  /**
   * What is loading, shown in the placeholder and said as a status ("Still working on it…"). Without it the
   * placeholder is decorative (hidden from screen readers): the region around it says it is busy.
   */
  children?: ReactNode;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A loading placeholder: a soft shimmering shape where the content will be (still when the reader asked for
 * reduced motion), marked aria-busy.
 */
export function Skeleton({ children, width, height, className }: SkeletonProps) {
  return (
    <div
      aria-busy="true"
      aria-hidden={children ? undefined : true}
      className={cx('skeleton', className)}
      style={{ width, height }}
    >
      {children && (
        <p role="status" className="m-0">
          {children}
        </p>
      )}
    </div>
  );
}
