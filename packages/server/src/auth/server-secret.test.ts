import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadServerSecret } from './server-secret';

describe('server secret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'segno-secret-')), 'data');
  });
  afterEach(async () => {
    await rm(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('creates a private secret file once and reads the same secret afterwards', async () => {
    const first = await loadServerSecret(dataDir, {});
    const second = await loadServerSecret(dataDir, {});
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second.equals(first)).toBe(true);
    expect((await stat(join(dataDir, 'sso-secret'))).mode & 0o777).toBe(0o600);
  });

  it('prefers SEGNO_SECRET and then writes no file', async () => {
    const secret = await loadServerSecret(dataDir, { SEGNO_SECRET: 'from-the-environment' });
    expect(secret.toString()).toBe('from-the-environment');
    await expect(stat(join(dataDir, 'sso-secret'))).rejects.toThrow();
  });
});
