import { describe, expect, it } from 'vitest';
import { type ContentPlace, paths } from '../../paths';
import { contentPlaceFrom, parentPath } from './content-place';
import { fileNameOf } from './content-player';
import { contentPlayerKind } from './content-player-kind';
import { dashboardItemPath } from './dashboard-item-loader';

describe('content paths', () => {
  it.each<[ContentPlace, Record<string, string>, string]>([
    [{ contentId: 23 }, { content_id: '23' }, '/dashboard/content/23'],
    [
      { contentId: 23, segmentId: 1 },
      { content_id: '23', segment_id: '1' },
      '/dashboard/segments/1/content/23',
    ],
    [
      { contentId: 23, segmentId: 1, segletId: 2 },
      { content_id: '23', segment_id: '1', seglet_id: '2' },
      '/dashboard/segments/1/seglets/2/content/23/home',
    ],
  ])('%j <-> %j: %s', (place, params, path) => {
    expect(paths.content(place)).toBe(path);
    expect(contentPlaceFrom(params)).toEqual({ segmentId: undefined, segletId: undefined, ...place });
  });

  it("the user checklist sits under the content, without the seglet route's /home", () => {
    expect(paths.userChecklist({ contentId: 7, segmentId: 1, segletId: 3, userChecklistId: 9 })).toBe(
      '/dashboard/segments/1/seglets/3/content/7/user-checklist/9',
    );
    expect(paths.userChecklist({ contentId: 7, segmentId: 1, userChecklistId: 9 })).toBe(
      '/dashboard/segments/1/content/7/user-checklist/9',
    );
  });

  it('a finished content returns to its segment, or to the dashboard home when standalone', () => {
    expect(parentPath({ contentId: 1, segmentId: 4, segletId: 2 })).toBe('/dashboard/segments/4/home');
    expect(parentPath({ contentId: 1 })).toBe('/dashboard/home');
  });

  it('refuses ids that are not positive whole numbers', () => {
    expect(() => contentPlaceFrom({ content_id: 'abc' })).toThrow();
    expect(() => contentPlaceFrom({ content_id: '0' })).toThrow();
    expect(() => contentPlaceFrom({})).toThrow();
  });
});

describe('the generic item route /dashboard/{type}/{id}', () => {
  it.each([
    ['content', '5', '/dashboard/content/5'],
    ['segment', '2', '/dashboard/segments/2/home'],
    ['plan', '3', '/dashboard/learning-plan/3'],
    ['widget', '3', '/error'],
    ['toString', '3', '/error'],
    ['content', 'x', '/error'],
    ['content', '0', '/error'],
  ])('%s %s -> %s', (type, id, path) => {
    expect(dashboardItemPath(type, id)).toBe(path);
  });
});

describe('contentPlayerKind', () => {
  const base = { url: null, is_ext_url: false, body: null, course_id: null };
  it.each([
    [{ ...base, type: 1, url: '/api/content-files/welcome.webm' }, 'video'],
    [{ ...base, type: 11, body: 'Text' }, 'document'],
    [{ ...base, type: 12, url: '/api/content-files/greeting-guide.html', is_ext_url: true }, 'external'],
    [{ ...base, type: 10, url: '/api/content-files/card.pdf' }, 'download'],
    [{ ...base, type: 6 }, 'code'],
    [{ ...base, type: 5 }, 'checklist'],
    [{ ...base, type: 4 }, 'none'],
    [{ ...base, type: 4, course_id: 1 }, 'course'],
  ])('%j -> %s', (content, kind) => {
    expect(contentPlayerKind(content)).toBe(kind);
  });

  it('names a download by its file', () => {
    expect(fileNameOf('/api/content-files/safety%20card.pdf?v=2')).toBe('safety card.pdf');
  });
});
