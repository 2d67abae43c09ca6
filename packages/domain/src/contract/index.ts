/**
 * The API contract: every call the server answers, written once (ARCHITECTURE.md, "The API contract"). Its own
 * entry point, `@segno/domain/contract`, so that a bundle importing the domain's rules does not carry every
 * call's schemas; the app's production build takes only the route table (`routeTableOf`).
 */
import type { z } from '../zod';
import { accountCalls } from './account';
import { alertAdminCalls } from './alert-admin';
import { approvalsCalls } from './approvals';
import { assessmentsCalls } from './assessments';
import { assignmentsCalls } from './assignments';
import { badgeAuthoringCalls } from './badge-authoring';
import { checklistAuthoringCalls } from './checklist-authoring';
import { contentRelationshipsCalls } from './content-relationships';
import { courseAuthoringCalls } from './course-authoring';
import type { AnswerSpec, CallSpec, ParamSpec, ParamValue } from './define';
import { exportsCalls } from './exports';
import { gamificationCalls } from './gamification';
import { iltCalls } from './ilt';
import { learningCalls } from './learning';
import { planAuthoringCalls } from './plan-authoring';
import { plansCalls } from './plans';
import { reportsCalls } from './reports';
import { segletContentsCalls } from './seglet-contents';
import { segmentAuthoringCalls } from './segment-authoring';
import { segnocodeAdminCalls } from './segnocode-admin';
import { skillMappingCalls } from './skill-mapping';
import { tagsCalls } from './tags';
import { unitAuthoringCalls } from './unit-authoring';

export * from './define';
export * from './route-table';

import { fillPath, routeTableOf } from './route-table';

export const contract = {
  ...accountCalls,
  ...gamificationCalls,
  ...learningCalls,
  ...plansCalls,
  ...unitAuthoringCalls,
  ...iltCalls,
  ...approvalsCalls,
  ...segmentAuthoringCalls,
  ...badgeAuthoringCalls,
  ...segnocodeAdminCalls,
  ...tagsCalls,
  ...alertAdminCalls,
  ...exportsCalls,
  ...contentRelationshipsCalls,
  ...checklistAuthoringCalls,
  ...assignmentsCalls,
  ...skillMappingCalls,
  ...segletContentsCalls,
  ...planAuthoringCalls,
  ...courseAuthoringCalls,
  ...reportsCalls,
  ...assessmentsCalls,
} satisfies Record<string, CallSpec>;

export type ApiContract = typeof contract;
export type CallName = keyof ApiContract;
export const callNames = Object.keys(contract) as CallName[];

type Spec<Name extends CallName> = ApiContract[Name];

/** The path parameters a handler receives: ids as numbers, texts as strings. */
export type CallParams<Name extends CallName> =
  Spec<Name> extends { params: infer Params }
    ? { [Key in keyof Params]: Params[Key] extends ParamSpec ? ParamValue<Params[Key]> : never }
    : Record<string, never>;

/** The path parameters a caller gives: any id or text, URL-encoded on the way. */
export type CallParamsInput<Name extends CallName> =
  Spec<Name> extends { params: infer Params } ? { [Key in keyof Params]: string | number } : undefined;

export type CallQuery<Name extends CallName> =
  Spec<Name> extends { query: infer Query extends z.ZodMiniType } ? z.output<Query> : undefined;
export type CallQueryInput<Name extends CallName> =
  Spec<Name> extends {
    query: infer Query extends z.ZodMiniType;
  }
    ? z.input<Query>
    : undefined;

export type CallBody<Name extends CallName> =
  Spec<Name> extends {
    body: { schema: infer Body extends z.ZodMiniType };
  }
    ? z.output<Body>
    : undefined;
export type CallBodyInput<Name extends CallName> =
  Spec<Name> extends {
    body: { schema: infer Body extends z.ZodMiniType };
  }
    ? z.input<Body>
    : undefined;

type AnswerOf<Answer extends AnswerSpec, Side extends 'input' | 'output'> = Answer extends z.ZodMiniType
  ? Side extends 'input'
    ? z.input<Answer>
    : z.output<Answer>
  : Blob;

/** What the server hands back (dates as `Date`, encoded on the wire as seconds). */
export type CallAnswerInput<Name extends CallName> = AnswerOf<Spec<Name>['answer'], 'input'>;
/** What the client reads, once decoded. */
export type CallAnswer<Name extends CallName> = AnswerOf<Spec<Name>['answer'], 'output'>;

/** Every call's method and path (and whether it is public), for callers that need no schema. */
export const endpoints = routeTableOf(contract);
export type EndpointName = CallName;
export type EndpointParams<Name extends CallName> =
  CallParamsInput<Name> extends undefined ? Record<string, never> : NonNullable<CallParamsInput<Name>>;

/** Fills a call's `:name` parameters, URL-encoding each value. */
export function buildPath<Name extends CallName>(name: Name, params: EndpointParams<Name>): string {
  return fillPath(contract[name].path, params as Record<string, string | number>);
}
