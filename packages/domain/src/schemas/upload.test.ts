import { describe, expect, it } from 'vitest';
import { imageExtensions, imageTypeForExtension } from './upload';

describe('imageTypeForExtension', () => {
  it('reads back the type of every extension a stored upload gets', () => {
    for (const [type, extension] of Object.entries(imageExtensions)) {
      expect(imageTypeForExtension(extension)).toBe(type);
    }
  });

  it.each(['svg', 'html', 'jpeg', ''])('knows no type for .%s', (extension) => {
    expect(imageTypeForExtension(extension)).toBeUndefined();
  });
});
