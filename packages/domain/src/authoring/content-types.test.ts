/** Content types and sub types, and the SCORM address rule (001 sections 3 and 5). */
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../messages-admin';
import { contentTypes, scormContentType, segscormSubType } from '../options';
import { contentDraftSchema, contentUpdateSchema } from '../schemas/authoring';
import { checkContentAddress, isScormType, subTypeRule, subTypesOf } from './field-rules';

const scormUrl = 'https://courses.segno.example/launch?activityid=42&coursename=fire-safety';

describe('content types', () => {
  it('keep 000’s twelve ids and add SCORM as 13', () => {
    expect(contentTypes.map((type) => type.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(contentTypes.find((type) => type.id === scormContentType)?.name).toBe('scorm');
    expect(isScormType(13)).toBe(true);
    expect(isScormType(12)).toBe(false);
  });

  it('give sub types to SCORM only, segscorm among them', () => {
    expect(subTypesOf(scormContentType).map((subType) => subType.id)).toContain(segscormSubType);
    for (const type of contentTypes.filter((option) => option.id !== scormContentType))
      expect(subTypesOf(type.id)).toEqual([]);
    expect(subTypesOf(undefined)).toEqual([]);
  });
});

describe('subTypeRule', () => {
  it.each([
    [13, null, 'is required'],
    [13, '', 'is required'],
    [13, 'segscorm', undefined],
    [13, 'scorm_2004', undefined],
    [13, 'mp4', adminMessages.contentTypes.subTypeMismatch],
    [1, 'segscorm', adminMessages.contentTypes.subTypeMismatch],
    [1, null, undefined],
    [1, '', undefined],
    [undefined, null, undefined],
  ])('type %j with sub type %j: %j', (type, subType, expected) => {
    expect(subTypeRule({ type, subType })).toBe(expected);
  });
});

describe('checkContentAddress', () => {
  it('needs activityid and coursename in a SCORM address, unless the sub type is segscorm', () => {
    const bare = 'https://courses.segno.example/launch';
    expect(checkContentAddress(scormUrl, { type: 13, subType: 'scorm_1_2' })).toEqual({});
    expect(
      checkContentAddress('https://x.example/?ActivityId=1&CourseName=a', { type: 13, subType: null }),
    ).toEqual({});
    expect(checkContentAddress(bare, { type: 13, subType: 'scorm_1_2' })).toEqual({
      error: adminMessages.validation.invalidScormUrl,
    });
    expect(checkContentAddress(`${bare}?activityid=42`, { type: 13, subType: null }).error).toBe(
      'Invalid Scorm Url',
    );
    expect(checkContentAddress(bare, { type: 13, subType: 'segscorm' })).toEqual({});
  });

  it('warns on http only off SCORM; a SCORM address must be https', () => {
    const http = scormUrl.replace('https:', 'http:');
    expect(checkContentAddress(http, { type: 1, subType: null })).toEqual({
      warning: adminMessages.validation.insecureUrl,
    });
    expect(checkContentAddress(http, { type: 13, subType: 'scorm_1_2' })).toEqual({
      error: adminMessages.validation.invalidUrl,
    });
    expect(checkContentAddress(http, { type: 13, subType: 'segscorm' })).toEqual({
      error: adminMessages.validation.invalidUrl,
    });
    expect(checkContentAddress('https://videos.example/a', { type: 1, subType: null })).toEqual({});
    expect(checkContentAddress('not a url', { type: 13, subType: null }).error).toBe(
      adminMessages.validation.invalidUrl,
    );
  });
});

describe('content schemas', () => {
  const valid = {
    name: 'Fire safety',
    short_name: 'Fire',
    description: 'Where the exits are.',
    type: 13,
    sub_type: 'scorm_1_2',
    url: scormUrl,
    image_file: '/api/uploads/a.png',
    points: 10,
    estimated_time: 5,
    content_owner_user_email: 'admin@segno.example',
  };
  const messagesOf = (result: ReturnType<typeof contentDraftSchema.safeParse>) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('keep a sub type, and default to none', () => {
    expect(contentDraftSchema.parse(valid).sub_type).toBe('scorm_1_2');
    expect(contentDraftSchema.parse({ ...valid, type: 12, sub_type: undefined }).sub_type).toBeNull();
  });

  it('refuse with the form messages', () => {
    expect(messagesOf(contentDraftSchema.safeParse({ ...valid, sub_type: null }))).toEqual([
      ['sub_type', 'is required'],
    ]);
    expect(messagesOf(contentDraftSchema.safeParse({ ...valid, type: 12 }))).toEqual([
      ['sub_type', adminMessages.contentTypes.subTypeMismatch],
    ]);
    expect(
      messagesOf(contentDraftSchema.safeParse({ ...valid, url: 'https://courses.segno.example/a' })),
    ).toEqual([['url', 'Invalid Scorm Url']]);
    expect(
      messagesOf(contentDraftSchema.safeParse({ ...valid, url: 'http://courses.segno.example/a' })),
    ).toEqual([['url', adminMessages.validation.invalidUrl]]);
    // A url its own rule refuses is refused once.
    expect(messagesOf(contentDraftSchema.safeParse({ ...valid, url: 'courses' }))).toEqual([
      ['url', adminMessages.validation.invalidUrl],
    ]);
    expect(
      contentDraftSchema.safeParse({ ...valid, sub_type: segscormSubType, url: 'https://a.example/b' })
        .success,
    ).toBe(true);
  });

  it('check a save that sends the type, and leave the rest to the stored content', () => {
    expect(contentUpdateSchema.safeParse({ url: 'https://courses.segno.example/a' }).success).toBe(true);
    expect(
      contentUpdateSchema.safeParse({
        type: 13,
        sub_type: 'scorm_1_2',
        url: 'https://courses.segno.example/a',
      }).error?.issues[0]?.message,
    ).toBe('Invalid Scorm Url');
    expect(contentUpdateSchema.safeParse({ type: 13 }).error?.issues[0]?.message).toBe('is required');
  });
});
