import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hors', stored)).toBe(false);
  });

  it('stores the parameters and a fresh salt with every hash', async () => {
    const first = await hashPassword('demo');
    const second = await hashPassword('demo');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('demo');
  });

  it('refuses when there is no hash or the hash is not one of ours', async () => {
    expect(await verifyPassword('demo', null)).toBe(false);
    expect(await verifyPassword('demo', 'plain-text')).toBe(false);
    expect(await verifyPassword('demo', 'scrypt$0$8$1$c2FsdA$a2V5')).toBe(false);
  });
});
