import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from './http/client-address';
import { createServerApp } from './server-app';

describe('the server app (issue 11: headers)', () => {
  let distDir: string;
  let baseUrl: string;
  let close: () => void;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'segno-dist-'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Segno</title><div id="root"></div>');
    await writeFile(join(distDir, 'signed-out.html'), '<!doctype html><title>Segno</title><h1>Sign in</h1>');
    await mkdir(join(distDir, 'assets'));
    await writeFile(
      join(distDir, 'assets', 'index-Dk3x9a.js'),
      `export const words = '${'segno '.repeat(500)}';`,
    );
    const api = new Hono().basePath('/api');
    api.get('/address', (c) => c.text(clientAddress(c)));
    api.get('/own-policy', (c) => c.text('file', 200, { 'Content-Security-Policy': "default-src 'none'" }));
    const { app } = createServerApp(api, distDir);
    await new Promise<void>((resolve) => {
      const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
        baseUrl = `http://127.0.0.1:${info.port}`;
        resolve();
      });
      close = () => server.close();
    });
  });
  afterAll(async () => {
    close();
    await rm(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/api/address', '/api/nothing-here'])('%s carries the security headers', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps the stricter policy an answer sets itself', async () => {
    const response = await fetch(`${baseUrl}/api/own-policy`);
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
  });

  it('sends the hashed build files compressed and cached for good, index.html checked on every load', async () => {
    const asset = await fetch(`${baseUrl}/assets/index-Dk3x9a.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(asset.headers.get('Content-Encoding')).toBe('gzip');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toContain('segno segno');
    const page = await fetch(`${baseUrl}/`);
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
  });

  it.each(['/', '/index.html'])(
    '%s is the page with the login page in it without a session cookie, the plain one with it',
    async (path) => {
      const signedOut = await fetch(`${baseUrl}${path}`);
      expect(await signedOut.text()).toContain('<h1>Sign in</h1>');
      expect(signedOut.headers.get('Vary')).toContain('Cookie');
      const signedIn = await fetch(`${baseUrl}${path}`, {
        headers: { Cookie: 'user_id=7; username=learner; session=3f2a' },
      });
      expect(await signedIn.text()).toContain('<div id="root"></div>');
      expect(signedIn.headers.get('Vary')).toContain('Cookie');
      expect(signedIn.headers.get('Cache-Control')).toBe('no-cache');
    },
  );

  it("gives the API the client's address", async () => {
    expect(await (await fetch(`${baseUrl}/api/address`)).text()).toBe('127.0.0.1');
  });
});
