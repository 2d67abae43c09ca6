import { decodeDates, definitionSchema, userSchema } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDefinition, demoPassword, demoUserRecord } from '../demo/demo-data';
import { startTestServer, type TestServer } from '../testing/test-server';

/** The app's stories mock the API with the demo module's records; these keep the mock honest. */
describe('the API answers what the demo module says it does', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('GET /user/:user_id for every demo account, with medals and badges', async () => {
    for (const user of server.demo.users) {
      const signedIn = await server.signIn(user.username, demoPassword);
      const response = await server.request(`/user/${user.id}?include[]=user_medal&include[]=user_badge`, {
        as: signedIn,
      });
      expect(response.status).toBe(200);
      const record = userSchema.parse(decodeDates(await response.json()));
      expect(record, user.username).toEqual(
        demoUserRecord(server.demo, user.id, ['user_medal', 'user_badge']),
      );
    }
  });

  it('GET /definition', async () => {
    const response = await server.request('/definition', { as: await server.signIn('learner') });
    expect(definitionSchema.parse(await response.json())).toEqual(demoDefinition(server.demo));
  });
});
