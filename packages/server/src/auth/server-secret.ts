/**
 * The secret that signs single-sign-on tickets: env `SEGNO_SECRET`, else `<dataDir>/sso-secret`, created
 * with 32 random bytes and mode 0600 the first time it is needed. The server and the ticket CLI read the same.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const secretFileName = 'sso-secret';

export async function loadServerSecret(dataDir: string, env = process.env): Promise<Buffer> {
  const fromEnv = env.SEGNO_SECRET;
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  const path = join(dataDir, secretFileName);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep the first one's secret.
    await writeFile(path, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const stored = (await readFile(path, 'utf8')).trim();
  if (!stored) throw new Error(`The secret file ${path} is empty; delete it to have a new one made.`);
  return Buffer.from(stored, 'utf8');
}
