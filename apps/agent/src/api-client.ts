import {
  enrollResponseSchema,
  errorBodySchema,
  heartbeatResponseSchema,
  type DeviceFacts,
  type EnrollRequest,
  type EnrollResponse,
  type HeartbeatResponse,
} from '@outpost/contracts';
import type { z } from 'zod';

/** An error answer from the server, with its result code. */
export class ServerError extends Error {
  constructor(
    readonly status: number,
    readonly resultCode: string,
    message: string,
  ) {
    super(message);
  }
}

/** HTTP+JSON client for the server's agent channel. */
export function createApiClient(serverUrl: string, credential?: string) {
  async function post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.output<S>> {
    const response = await fetch(new URL(path, serverUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(credential ? { authorization: `Bearer ${credential}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json: unknown = await response.json().catch(() => ({}));
    if (!response.ok) {
      const error = errorBodySchema.safeParse(json);
      throw new ServerError(
        response.status,
        error.success ? error.data.resultCode : 'HTTP_ERROR',
        error.success ? error.data.message : `Server answered ${response.status}`,
      );
    }
    return schema.parse(json);
  }

  return {
    enroll: (request: EnrollRequest): Promise<EnrollResponse> => post('/api/agent/enroll', request, enrollResponseSchema),
    enrollStatus: (nodeId: number, pollSecret: string): Promise<EnrollResponse> =>
      post('/api/agent/enroll/status', { nodeId, pollSecret }, enrollResponseSchema),
    heartbeat: (facts?: DeviceFacts): Promise<HeartbeatResponse> => post('/api/agent/heartbeat', { facts }, heartbeatResponseSchema),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
