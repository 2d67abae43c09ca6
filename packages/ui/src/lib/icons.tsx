import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A decorative 24-unit line icon. Icons never carry meaning alone: the text or the button's name beside
 * them does, so they are hidden from assistive technology.
 */
export function LineIcon({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-4 shrink-0', className)}
      {...props}
    />
  );
}

type IconProps = ComponentProps<'svg'>;

/** The X of every close and remove button. */
export function CloseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </LineIcon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <LineIcon strokeWidth={2.5} {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </LineIcon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 4v11m-5-5l5 5 5-5M5 20h14" />
    </LineIcon>
  );
}
