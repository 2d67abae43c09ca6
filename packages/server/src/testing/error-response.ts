import { type ErrorBody, errorBodySchema } from '@segno/domain';

/** The response's status and its JSON error body, checked against `errorBodySchema`. */
export async function readErrorResponse(response: Response): Promise<{ status: number; body: ErrorBody }> {
  expectJson(response);
  const body = errorBodySchema.parse(await response.json());
  if (body.error.status !== response.status) {
    throw new Error(`Body status ${body.error.status} differs from response status ${response.status}`);
  }
  return { status: response.status, body };
}

function expectJson(response: Response): void {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.startsWith('application/json')) {
    throw new Error(`Expected a JSON answer, got "${contentType}" with status ${response.status}`);
  }
}
