import { focusRing } from '../lib/focus-ring';

/** The look shared by text inputs, text areas, selects and date inputs. */
export const fieldControlClass = [
  'min-h-10 w-full rounded-md border border-input bg-surface px-3 text-base text-surface-foreground',
  'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60',
  focusRing,
].join(' ');
