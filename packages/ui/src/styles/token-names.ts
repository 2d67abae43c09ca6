/**
 * The design system's token names, once. Colour values live in tokens.css (light and dark); the root
 * tailwind.config.ts maps these names to Tailwind utilities; the tokens page shows them.
 */
export const plainColorTokens = ['background', 'foreground', 'border', 'input', 'ring'] as const;

/** Semantic pairs: `primary` is a surface colour, `primary-foreground` the text and icons on it. */
export const colorPairTokens = [
  'surface',
  'primary',
  'secondary',
  'muted',
  'success',
  'warning',
  'danger',
  'bronze',
  'silver',
  'gold',
] as const;

export const radiusTokens = ['sm', 'md', 'lg'] as const;
export const shadowTokens = ['raised', 'overlay'] as const;
