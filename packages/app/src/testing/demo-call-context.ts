import type { z } from '@segno/domain/zod';
import type { DemoAdminWorld, DemoChangeRow } from './demo-admin-responses';

/** One of a refusal's issues, as the server writes them. */
export type DemoIssue = { path: string; message: string };

/**
 * What demo-admin-fetch hands each group of calls it answers: the request and its route match, the story's world,
 * who is signed in, and its answer helpers (a JSON answer, a refusal, a body parsed by a schema, a change-log line).
 */
export type DemoCallContext = {
  request: Request;
  current: DemoAdminWorld;
  userId: number;
  match: RegExpMatchArray | string[];
  json: (body: unknown, status?: number) => Response;
  refused: (status: number, message: string, issues?: DemoIssue[]) => Response;
  parsed: <Schema extends z.ZodMiniType>(
    request: Request,
    schema: Schema,
  ) => Promise<{ body: z.output<Schema>; sent: string[] } | Response>;
  logChange: (
    current: DemoAdminWorld,
    userId: number,
    line: Pick<DemoChangeRow, 'object' | 'object_id' | 'action' | 'detail'>,
  ) => void;
};
