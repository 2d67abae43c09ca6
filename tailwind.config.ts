import type { Config } from 'tailwindcss';

/**
 * Segno design tokens. Colour values live as CSS variables in packages/ui/src/styles/tokens.css (a light and
 * a dark set); this file names them for Tailwind, in semantic pairs (`primary` / `primary-foreground`).
 */
const pair = (name: string) => ({
  DEFAULT: `var(--${name})`,
  foreground: `var(--${name}-foreground)`,
});

export default {
  darkMode: ['class', '[data-theme="dark"]'],
  theme: {
    extend: {
      colors: {
        background: 'var(--background)',
        foreground: 'var(--foreground)',
        border: 'var(--border)',
        input: 'var(--input)',
        ring: 'var(--ring)',
        surface: pair('surface'),
        primary: pair('primary'),
        secondary: pair('secondary'),
        muted: pair('muted'),
        success: pair('success'),
        warning: pair('warning'),
        danger: pair('danger'),
        bronze: pair('bronze'),
        silver: pair('silver'),
        gold: pair('gold'),
      },
      borderRadius: {
        sm: 'var(--radius-sm)',
        md: 'var(--radius-md)',
        lg: 'var(--radius-lg)',
      },
      fontFamily: {
        sans: 'var(--font-sans)',
      },
      boxShadow: {
        raised: 'var(--shadow-raised)',
        overlay: 'var(--shadow-overlay)',
      },
    },
  },
} satisfies Config;
