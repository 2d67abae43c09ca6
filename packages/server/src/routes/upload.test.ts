import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { apiBasePath, messages, uploadResponseSchema } from '@segno/domain';
import { gifHeader, jpegHeader, pngHeader } from '@segno/domain/image-headers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { setting } from '../db/schema';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const png = pngHeader(150, 150);
const jpeg = jpegHeader(640, 480);
const gif = gifHeader(200, 200);
const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');

/** A second API on the test server's database (sessions carry over) that stores uploads in a temp folder. */
async function startUploadApi(server: TestServer, uploadsDir: string) {
  const api = createApi({ db: server.db, secret: server.secret, now: server.clock.now, uploadsDir });
  return new Promise<{ origin: string; close: () => Promise<void> }>((resolve) => {
    const started = serve({ fetch: api.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            (started as Server).close(() => done());
            (started as Server).closeAllConnections();
          }),
      }),
    );
  });
}

describe('uploads and the profile image', () => {
  let server: TestServer;
  let uploadsDir: string;
  let uploadApi: { origin: string; close: () => Promise<void> };
  let learner: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    uploadsDir = await mkdtemp(join(tmpdir(), 'segno-uploads-'));
    uploadApi = await startUploadApi(server, uploadsDir);
    learner = await server.signIn('learner');
    admin = await server.signIn('admin');
  });
  afterAll(async () => {
    await uploadApi.close();
    await server.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const call = (path: string, init: RequestInit & { as?: SignedIn } = {}) => {
    const { as, headers, ...rest } = init;
    const allHeaders = new Headers(headers);
    if (as) allHeaders.set('Authorization', as.authorization);
    return fetch(`${uploadApi.origin}${path.startsWith(apiBasePath) ? path : `${apiBasePath}${path}`}`, {
      ...rest,
      headers: allHeaders,
    });
  };

  function fileForm(bytes: Uint8Array, name = 'picture.txt', type = 'text/plain', field = 'myFile') {
    const form = new FormData();
    form.append(field, new Blob([bytes], { type }), name);
    return form;
  }

  const upload = (bytes: Uint8Array, as: SignedIn = learner, name?: string, type?: string) =>
    call('/upload', { method: 'PUT', as, body: fileForm(bytes, name, type) });

  async function uploadedUrl(bytes: Uint8Array, as: SignedIn = learner): Promise<string> {
    const response = await upload(bytes, as);
    expect(response.status).toBe(200);
    return uploadResponseSchema.parse(await response.json()).url;
  }

  it.each([
    ['PNG', png, 'image/png', 'png'],
    ['JPEG', jpeg, 'image/jpeg', 'jpg'],
    ['GIF', gif, 'image/gif', 'gif'],
  ])(
    'stores a %s by its bytes, whatever its name and declared type, and serves it back',
    async (_, bytes, type, extension) => {
      const url = await uploadedUrl(bytes);
      expect(url).toMatch(new RegExp(`^/api/uploads/[0-9a-f]{32}\\.${extension}$`));
      // Served without the authorisation header, as an <img> asks for it.
      const served = await call(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe(type);
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    },
  );

  it.each([
    ['HTML named like a PNG', html, 'photo.png', 'image/png'],
    ['an empty file', new Uint8Array(), 'photo.gif', 'image/gif'],
    ['half a PNG signature', png.slice(0, 4), 'photo.png', 'image/png'],
    ['a PNG signature without its header', png.slice(0, 12), 'photo.png', 'image/png'],
    ['a JPEG cut before its frame header', jpeg.slice(0, 24), 'photo.jpg', 'image/jpeg'],
  ])("refuses %s with 'File must be an image.' (400) and stores nothing", async (_, bytes, name, type) => {
    const before = await readdir(uploadsDir);
    const { status, body } = await readErrorResponse(await upload(bytes, learner, name, type));
    expect(status).toBe(400);
    expect(body.error.message).toBe(messages.errors.notAnImage);
    expect(await readdir(uploadsDir)).toEqual(before);
  });

  it('refuses a file over 5 MB (413)', async () => {
    const justOver = new Uint8Array(5 * 1024 * 1024 + 1);
    justOver.set(png);
    expect((await readErrorResponse(await upload(justOver))).status).toBe(413);
    const farOver = new Uint8Array(6 * 1024 * 1024);
    farOver.set(png);
    expect((await readErrorResponse(await upload(farOver))).status).toBe(413);
  });

  it.each([
    ['PNG', pngHeader(10_000, 5_001)],
    ['JPEG', jpegHeader(65_535, 65_535)],
    ['GIF', gifHeader(65_535, 1_000)],
  ])(
    'refuses a %s of more than 50 megapixels (413), however small the file, and stores nothing',
    async (_, bytes) => {
      const before = await readdir(uploadsDir);
      const { status, body } = await readErrorResponse(await upload(bytes));
      expect(status).toBe(413);
      expect(body.error.message).toBe(messages.errors.imageTooManyPixels);
      expect(await readdir(uploadsDir)).toEqual(before);
    },
  );

  it('accepts an image of exactly 50 megapixels', async () => {
    expect((await upload(pngHeader(10_000, 5_000))).status).toBe(200);
  });

  it('refuses a body without the myFile part or not multipart (400), and no session (401)', async () => {
    const wrongField = await call('/upload', {
      method: 'PUT',
      as: learner,
      body: fileForm(png, 'a.png', 'image/png', 'file'),
    });
    expect((await readErrorResponse(wrongField)).status).toBe(400);
    const json = await call('/upload', {
      method: 'PUT',
      as: learner,
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect((await readErrorResponse(json)).status).toBe(400);
    const anonymous = await call('/upload', { method: 'PUT', body: fileForm(png) });
    expect((await readErrorResponse(anonymous)).status).toBe(401);
  });

  it('takes the same upload through POST /upload, as the admin image fields send it', async () => {
    const response = await call('/upload', { method: 'POST', as: admin, body: fileForm(png, 'badge.png') });
    expect(response.status).toBe(200);
    const { url } = uploadResponseSchema.parse(await response.json());
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    expect(new Uint8Array(await (await call(url)).arrayBuffer())).toEqual(png);
    const notAnImage = await call('/upload', { method: 'POST', as: admin, body: fileForm(html, 'a.png') });
    const refused = await readErrorResponse(notAnImage);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(messages.errors.notAnImage);
    const anonymous = await call('/upload', { method: 'POST', body: fileForm(png) });
    expect((await readErrorResponse(anonymous)).status).toBe(401);
  });

  it.each([
    '/uploads/0123456789abcdef0123456789abcdef.png',
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/notes.txt',
  ])('answers 404 for %s', async (path) => {
    expect((await readErrorResponse(await call(path))).status).toBe(404);
  });

  it('answers 503 when the server has no uploads folder', async () => {
    const form = fileForm(png);
    const response = await server.request('/upload', { method: 'PUT', as: learner, body: form });
    expect((await readErrorResponse(response)).status).toBe(503);
  });

  it('sets an issued URL as the profile image, which GET /user/{id} then shows', async () => {
    const url = await uploadedUrl(png);
    const response = await call(`/user/${learner.user_id}/profile-image`, {
      method: 'PUT',
      as: learner,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ profile_image_url: url }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const user = (await (await call(`/user/${learner.user_id}`, { as: learner })).json()) as {
      profile_img: unknown;
    };
    expect(user.profile_img).toBe(url);
  });

  it("refuses a URL the server did not issue to this user (400), another user's id (403) and no session (401)", async () => {
    const adminsUrl = await uploadedUrl(gif, admin);
    const setImage = (profileImageUrl: unknown, as?: SignedIn, userId = learner.user_id) =>
      call(`/user/${userId}/profile-image`, {
        method: 'PUT',
        as,
        body: new URLSearchParams(
          profileImageUrl === undefined ? {} : { profile_image_url: String(profileImageUrl) },
        ),
      });
    for (const url of [
      adminsUrl,
      'https://example.com/cat.png',
      '/api/uploads/0123456789abcdef0123456789abcdef.png',
      undefined,
    ]) {
      expect((await readErrorResponse(await setImage(url, learner))).status).toBe(400);
    }
    expect((await readErrorResponse(await setImage(adminsUrl, learner, admin.user_id))).status).toBe(403);
    expect((await readErrorResponse(await setImage(adminsUrl))).status).toBe(401);
  });

  it('refuses to change the picture while custom avatar upload is turned off (403)', async () => {
    const url = await uploadedUrl(png);
    const customAvatar = eq(setting.key, 'custom_avatar_enabled');
    await server.db.orm.update(setting).set({ value: false }).where(customAvatar);
    try {
      const response = await call(`/user/${learner.user_id}/profile-image`, {
        method: 'PUT',
        as: learner,
        body: new URLSearchParams({ profile_image_url: url }),
      });
      expect((await readErrorResponse(response)).status).toBe(403);
    } finally {
      await server.db.orm.update(setting).set({ value: true }).where(customAvatar);
    }
  });
});
