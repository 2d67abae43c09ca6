/** GET /content-files/{name}: shipped files, public, typed, never outside their folder. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoContentFiles } from '../demo/demo-data';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('content files', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = (url: string) => fetch(`${server.apiUrl}${url.replace(/^\/api/, '')}`);

  it('serves the demo video and page without a session, typed and nosniff', async () => {
    const video = await get(demoContentFiles.video);
    expect(video.status).toBe(200);
    expect(video.headers.get('Content-Type')).toBe('video/webm');
    expect(video.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const bytes = new Uint8Array(await video.arrayBuffer());
    // A WebM (EBML) file, small enough to ship.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.byteLength).toBeLessThan(150_000);
    const page = await get(demoContentFiles.greetingGuide);
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('The Greeting Guide');
  });

  it.each([
    '/content-files/missing.webm',
    '/content-files/..%2Fpackage.json',
    '/content-files/.hidden.html',
    '/content-files/welcome.exe',
    '/content-files/Welcome.webm',
  ])('%s is not found', async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});
