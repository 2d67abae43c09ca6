import {
  type ContentDraftInput,
  type ContentUpdateInput,
  type MedalSave,
  type SegletDraftInput,
  type SegletUpdateInput,
  type SegmentDraftInput,
  uploadFileField,
  type WizardKind,
} from '@segno/domain';
import type { Transport } from './transport';

/** A page of an admin list: `term` and status filters as the manage screens hold them in their URL. */
export type AdminListParams = {
  limit: number;
  offset: number;
  term?: string;
  statuses?: readonly number[];
  /**
   * Filters beyond status, as `key:value` (manage-segments: tag; manage-contents: type, segment; manage-badges:
   * segment, medal).
   */
  filters?: readonly string[];
};

export const listQuery = ({ limit, offset, term, statuses = [], filters = [] }: AdminListParams) => ({
  _limit: limit,
  _offset: offset,
  term: term || undefined,
  filters: [...statuses.map((status) => `status:${status}`), ...filters],
});

/** A status change (publish, back to draft) goes through the item's save; archiving through its delete. */
export type StatusUpdate = { status: 1 | 2 };

/**
 * Segment admin authoring (001, section 7): segments and their medals and seglets, seglets, content and its
 * place, change logs, name and e-mail lookups, and image uploads.
 */
export function createAdminCalls(request: Transport) {
  return {
    getAdminSegments: (params: AdminListParams, signal?: AbortSignal) =>
      request('adminSegments', {
        query: { ...listQuery(params), isAdmin: true },
        signal,
      }),
    getAdminSegment: (segmentId: number, signal?: AbortSignal) =>
      request('adminSegment', { params: { segment_id: segmentId }, signal }),
    createSegment: (draft: SegmentDraftInput) => request('segmentCreate', { json: draft }),
    saveSegment: (segmentId: number, changes: Partial<SegmentDraftInput> | StatusUpdate) =>
      request('segmentSave', {
        params: { segment_id: segmentId },
        json: changes,
      }),
    archiveSegment: (segmentId: number) => request('segmentArchive', { params: { segment_id: segmentId } }),
    getAdminMedals: (segmentId: number, signal?: AbortSignal) =>
      request('adminSegmentMedals', {
        params: { segment_id: segmentId },
        signal,
      }),
    /** Answers the medals as stored, with the error code of each one whose publishing was refused. */
    saveMedals: (segmentId: number, medals: MedalSave['medals']) =>
      request('segmentMedalsSave', {
        params: { segment_id: segmentId },
        json: { medals },
      }),
    addSegletToSegment: (segmentId: number, segletId: number) =>
      request('segmentSegletAdd', {
        params: { segment_id: segmentId, seglet_id: segletId },
      }),
    removeSegletFromSegment: (segmentId: number, segletId: number) =>
      request('segmentSegletRemove', {
        params: { segment_id: segmentId, seglet_id: segletId },
      }),

    getAdminSeglets: (params: AdminListParams & { segmentId?: number }, signal?: AbortSignal) =>
      request('adminSeglets', {
        query: { ...listQuery(params), segment_id: params.segmentId },
        signal,
      }),
    getAdminSeglet: (segletId: number, signal?: AbortSignal) =>
      request('adminSeglet', { params: { seglet_id: segletId }, signal }),
    createSeglet: (draft: SegletDraftInput) => request('segletCreate', { json: draft }),
    saveSeglet: (segletId: number, changes: SegletUpdateInput) =>
      request('segletSave', { params: { seglet_id: segletId }, json: changes }),
    archiveSeglet: (segletId: number) => request('segletArchive', { params: { seglet_id: segletId } }),

    getAdminContents: (params: AdminListParams, signal?: AbortSignal) =>
      request('adminContents', {
        query: { ...listQuery(params), admin: true },
        signal,
      }),
    /** GET /segment/filters: the manage-segments list's groups beyond status (the tags in use on segments). */
    getSegmentFilters: (signal?: AbortSignal) => request('segmentFilters', { signal }),
    getContentFilters: (signal?: AbortSignal) => request('contentSearchFilters', { signal }),
    getAdminContent: (contentId: number, signal?: AbortSignal) =>
      request('adminContent', { params: { content_id: contentId }, signal }),
    createContent: (draft: ContentDraftInput) => request('contentCreate', { json: draft }),
    saveContent: (contentId: number, changes: ContentUpdateInput) =>
      request('contentSave', {
        params: { content_id: contentId },
        json: changes,
      }),
    archiveContent: (contentId: number) => request('contentArchive', { params: { content_id: contentId } }),
    /** Puts a content in a segment's seglet. */
    placeContent: (contentId: number, segmentId: number, segletId: number) =>
      request('contentSegmentSave', {
        params: { content_id: contentId, segment_id: segmentId },
        json: { seglet_id: segletId },
      }),

    getChangeLog: (object: WizardKind, objectId: number, page: { limit: number; offset: number }) =>
      request('changeLog', {
        params: { object, object_id: objectId },
        query: { _limit: page.limit, _offset: page.offset },
      }),
    /** Whether a name or short name is taken by another item of the kind (the similar-name lookup). */
    checkNames: (
      kind: WizardKind | 'unit',
      names: { name: string; short_name: string },
      excludeId?: number,
      signal?: AbortSignal,
    ) =>
      request('similarName', {
        params: { type: kind },
        query: { ...names, exclude_id: excludeId },
        signal,
      }),
    findUserByEmail: (email: string) => request('userEmailSearch', { params: { email } }),
    /** POST /upload (multipart, field myFile): an admin image; answers the URL it is served from. */
    uploadAdminImage: (file: File) => {
      const body = new FormData();
      body.append(uploadFileField, file, file.name);
      return request('uploadPost', { multipart: body });
    },
  };
}
