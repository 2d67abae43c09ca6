/**
 * The content wizard's relationships, locking and badges reads mocked for the stories
 * (demo-relationship-responses) against the real server on the same demo data, for every demo content.
 */
import {
  adminContentParentListSchema,
  adminPrerequisiteListSchema,
  contentBadgeListSchema,
  externalContentListSchema,
} from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/src/testing/test-server';
import { type DemoAdminWorld, demoAdminWorld } from './demo-admin-responses';
import {
  demoAdminContentParents,
  demoAdminPrerequisites,
  demoContentBadges,
  demoExternalContent,
} from './demo-relationship-responses';

describe('the relationship reads answer what the stories mock', () => {
  let server: TestServer;
  let world: DemoAdminWorld;
  let admin: Awaited<ReturnType<TestServer['signIn']>>;
  beforeAll(async () => {
    server = await startTestServer();
    world = demoAdminWorld(server.demo);
    admin = await server.signIn('admin');
  });
  afterAll(() => server.close());

  it('each content’s prerequisites, parents, external content and badges', async () => {
    // The demo has locked contents and badge contents: the comparison is not of empty lists only.
    expect(
      world.contents.some((row) => (demoAdminPrerequisites(world, row.content_id)?.data.length ?? 0) > 1),
    ).toBe(true);
    expect(
      world.contents.some((row) => (demoContentBadges(world, row.content_id)?.data.length ?? 0) > 0),
    ).toBe(true);
    for (const { content_id: id } of world.contents) {
      const at = `content ${id}`;
      expect(demoAdminPrerequisites(world, id), at).toEqual(
        await server.readOk(`/content/${id}/prerequisite/admin`, adminPrerequisiteListSchema, admin),
      );
      expect(demoAdminContentParents(world, id), at).toEqual(
        await server.readOk(`/content/${id}/parents/admin`, adminContentParentListSchema, admin),
      );
      expect(demoExternalContent(world, id), at).toEqual(
        await server.readOk(`/content/${id}/external_content`, externalContentListSchema, admin),
      );
      expect(demoContentBadges(world, id), at).toEqual(
        await server.readOk(`/content/${id}/badge`, contentBadgeListSchema, admin),
      );
    }
    expect(demoAdminPrerequisites(world, 987_654)).toBeUndefined();
  });
});
