import { describe, expect, it } from 'vitest';
import { basicAuthorization, parseBasicCredentials } from './basic-credentials';

const encode = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe('basic credentials', () => {
  it('reads back what the client builds', () => {
    expect(parseBasicCredentials(basicAuthorization('learner', 'abc-DEF_123'))).toEqual({
      username: 'learner',
      token: 'abc-DEF_123',
    });
  });

  it('accepts the scheme in any case and splits at the last colon', () => {
    expect(parseBasicCredentials(encode('a:b:token').replace('Basic', 'basic'))).toEqual({
      username: 'a:b',
      token: 'token',
    });
  });

  it.each([
    ['no header', undefined],
    ['another scheme', 'Bearer abc'],
    ['no colon', encode('learner')],
    ['no username', encode(':token')],
    ['no token', encode('learner:')],
    ['not base64', 'Basic ***'],
    ['nothing after the scheme', 'Basic '],
  ])('refuses %s', (_, header) => {
    expect(parseBasicCredentials(header)).toBeUndefined();
  });
});
