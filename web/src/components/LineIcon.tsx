import type { ReactNode } from 'react';

/**
 * A decorative outline icon drawn inline on a 24×24 grid in the current text colour (round line caps); the link or
 * button around it carries the label.
 */
export function LineIcon({
  size,
  strokeWidth,
  focusable,
  children,
}: {
  size: number;
  strokeWidth: number;
  focusable?: 'false';
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable={focusable}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}
