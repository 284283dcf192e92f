import type { ReactNode } from 'react';
import { cx } from './cx';

interface AvatarProps {
  /** A picture to show; without one, the drawing (children) is shown. */
  src?: string | null;
  /** The picture's text: empty (the default) when a name next to the avatar already says who it is. */
  alt?: string;
  /** Width and height in px. */
  size?: number;
  className?: string;
  /** A drawn face (an <svg> with viewBox), shown when there is no picture. */
  children?: ReactNode;
}

/**
 * A round portrait: a child's picture, or a face drawn from the profile. Decorative unless given alt text,
 * because the button or card around it names the child.
 */
export function Avatar({ src, alt = '', size = 96, className, children }: AvatarProps) {
  const frame = cx(
    'profile-picture inline-block shrink-0 overflow-hidden rounded-pill bg-accent-soft',
    className,
  );
  if (src)
    return <img src={src} alt={alt} className={cx(frame, 'object-cover')} width={size} height={size} />;
  return (
    <span className={frame} style={{ width: size, height: size }} aria-hidden={alt ? undefined : true}>
      {children}
    </span>
  );
}
