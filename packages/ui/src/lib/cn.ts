import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. A caller's `className` adds to a widget's classes; to change a look, use the widget's
 * variant props. No class-merging library: tailwind-merge would add about 9 kB gzipped to every entry, and
 * the Dialog's size budget cannot afford it.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
