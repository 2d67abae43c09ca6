import type { Config } from 'tailwindcss';
import {
  colorPairTokens,
  plainColorTokens,
  radiusTokens,
  shadowTokens,
} from './packages/ui/src/styles/token-names';

/**
 * Segno design tokens for Tailwind. The names come from the design system (token-names.ts); the values are
 * CSS variables in packages/ui/src/styles/tokens.css, with a light and a dark set.
 */
const fromNames = <Name extends string, Value>(names: readonly Name[], value: (name: Name) => Value) =>
  Object.fromEntries(names.map((name) => [name, value(name)])) as Record<Name, Value>;

export default {
  theme: {
    extend: {
      colors: {
        ...fromNames(plainColorTokens, (name) => `var(--${name})`),
        ...fromNames(colorPairTokens, (name) => ({
          DEFAULT: `var(--${name})`,
          foreground: `var(--${name}-foreground)`,
        })),
      },
      borderRadius: fromNames(radiusTokens, (name) => `var(--segno-radius-${name})`),
      fontFamily: { sans: 'var(--segno-font-sans)' },
      boxShadow: fromNames(shadowTokens, (name) => `var(--segno-shadow-${name})`),
    },
  },
} satisfies Config;
