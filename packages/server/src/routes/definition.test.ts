import {
  contentTypes,
  definitionSchema,
  expertiseLevels,
  feedbackTopics,
  languages,
  segmentCriteria,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readErrorResponse } from '../testing/error-response';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('GET /api/definition', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('returns the settings, the stored categories and the option lists', async () => {
    const learner = await server.signIn('learner');
    const response = await server.request('/definition', { as: learner });
    expect(response.status).toBe(200);
    const definition = z.strictObject(definitionSchema.shape).parse(await response.json());
    expect(definition).toMatchObject(server.demo.settings);
    expect(definition.categories.map((category) => category.name)).toEqual(
      server.demo.categories.map((category) => category.name).sort(),
    );
    expect(definition.content_types).toEqual(contentTypes);
    expect(definition.languages).toEqual(languages);
    expect(definition.expertise).toEqual(expertiseLevels);
    expect(definition.segment_criteria).toEqual(segmentCriteria);
    expect(definition.feedback_topics[0]).toEqual(feedbackTopics[0]);
  });

  it('needs a session', async () => {
    expect((await readErrorResponse(await server.request('/definition'))).status).toBe(401);
  });
});
