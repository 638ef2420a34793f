import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, errorBodySchema } from '@outpost/contracts';
import { describeOperation, operationIdFor, summaryFor } from './openapi-naming.ts';
import { normaliseSchemas } from './openapi-schemas.ts';
import type { RouteAccess } from './route-types.ts';

/**
 * The OpenAPI document is derived from what every route already declares, so a route added
 * tomorrow gets its security, operationId, summary and error answers without anyone
 * remembering: its access (route config) becomes `x-outpost-access` on the operation, and the
 * document-wide pass turns that into security requirements and 4xx answers (decision 0029).
 */

/** The operation extension that carries a route's declared access into the document. */
const ACCESS_EXTENSION = 'x-outpost-access';

interface DocumentedAccess {
  auth: RouteAccess['auth'];
  /** A user holding any one of these may call it (administrators hold all). */
  permissions?: readonly string[];
}

const SAFE_METHODS = new Set(['get', 'head', 'options']);
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/** Fastify's `*` wildcard, named for the document: the rest of the path, slashes included. */
const WILDCARD_NAME = 'path';

const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session a successful POST /api/auth/login sets (an HttpOnly cookie).',
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description: `Every write with a session repeats the value of the ${CSRF_COOKIE} cookie (set at login) in this header.`,
  },
  agentCredential: {
    type: 'http',
    scheme: 'bearer',
    description: 'The device credential an agent receives when it enrols (POST /api/agent/enroll with an enrolment token in the body).',
  },
} as const;

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });

const ERROR_RESPONSES = {
  ValidationFailed: errorResponse('The request is malformed or a value is not accepted (resultCode VALIDATION_FAILED, fields name each problem).'),
  Unauthenticated: errorResponse('No valid session or device credential (resultCode UNAUTHENTICATED or AGENT_CREDENTIAL_INVALID).'),
  Forbidden: errorResponse('The caller lacks the role or permission, or a write lacks the CSRF header (resultCode FORBIDDEN or CSRF_TOKEN_INVALID).'),
  NotFound: errorResponse('The object the path names does not exist (resultCode NOT_FOUND).'),
  Refused: errorResponse('The request was refused; the body says why.'),
} as const;

/** Per route: the zod schemas become JSON schema, and the route's access goes along with it. */
export const transformRoute: NonNullable<FastifyDynamicSwaggerOptions['transform']> = (input) => {
  const result = jsonSchemaTransform(input);
  const access = input.route.config?.access;
  if (!access || !result.schema || (result.schema as { hide?: boolean }).hide) return result;
  return { ...result, schema: { ...result.schema, [ACCESS_EXTENSION]: documentedAccess(access) } };
};

function documentedAccess(access: RouteAccess): DocumentedAccess {
  if (access.auth !== 'user' || !access.permission) return { auth: access.auth };
  return { auth: 'user', permissions: typeof access.permission === 'string' ? [access.permission] : [...access.permission] };
}

type Json = Record<string, unknown>;
type Operation = Json & { parameters?: Json[]; responses?: Json; requestBody?: unknown; [ACCESS_EXTENSION]?: DocumentedAccess };

/** The document-wide pass: security, names, error answers, the wildcard's name, JSON schema details. */
export const transformDocument: NonNullable<FastifyDynamicSwaggerOptions['transformObject']> = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const { openapiObject } = documentObject;
  const document = openapiObject as Json & { paths?: Record<string, Record<string, Operation>>; components?: Json };
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const documentedPath = path.replaceAll('{*}', `{${WILDCARD_NAME}}`);
    const documentedItem: Record<string, Operation> = {};
    for (const [method, operation] of Object.entries(item)) {
      documentedItem[method] = HTTP_METHODS.has(method) ? documentOperation(method, documentedPath, operation) : operation;
    }
    paths[documentedPath] = documentedItem;
  }
  const components = (document.components ?? {}) as Json;
  const result = {
    ...document,
    paths,
    components: {
      ...components,
      schemas: { ...(components.schemas as Json | undefined), ErrorBody: z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' }) },
      responses: { ...(components.responses as Json | undefined), ...ERROR_RESPONSES },
      securitySchemes: { ...(components.securitySchemes as Json | undefined), ...SECURITY_SCHEMES },
    },
  };
  return normaliseSchemas(result) as typeof openapiObject;
};

function documentOperation(method: string, path: string, operation: Operation): Operation {
  const access = operation[ACCESS_EXTENSION];
  const parameters = operation.parameters?.map((parameter) =>
    parameter.in === 'path' && parameter.name === '*'
      ? { ...parameter, name: WILDCARD_NAME, description: 'The rest of the path, slashes included' }
      : parameter,
  );
  const documented: Operation = {
    ...operation,
    operationId: operation.operationId ?? operationIdFor(method, path),
    summary: operation.summary ?? summaryFor(method, path),
    ...(parameters ? { parameters } : {}),
    ...(access ? { security: securityFor(method, access), description: describeOperation(operation.description as string | undefined, access) } : {}),
  };
  documented.responses = withErrorResponses(documented, path, access);
  return documented;
}

function securityFor(method: string, access: DocumentedAccess): Record<string, string[]>[] {
  if (access.auth === 'public') return [];
  if (access.auth === 'agent') return [{ agentCredential: [] }];
  return [SAFE_METHODS.has(method) ? { sessionCookie: [] } : { sessionCookie: [], csrfHeader: [] }];
}

/** The error answers the access check, the validator and the path's lookup give, unless the route documents its own. */
function withErrorResponses(operation: Operation, path: string, access: DocumentedAccess | undefined): Json {
  const responses: Json = { ...operation.responses };
  if (Object.keys(responses).some((status) => status.startsWith('4'))) return responses;
  const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });
  if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody) responses['400'] = ref('ValidationFailed');
  if (access && access.auth !== 'public') responses['401'] = ref('Unauthenticated');
  if (access && (access.auth === 'user' || access.auth === 'admin')) responses['403'] = ref('Forbidden');
  if (path.includes('{')) responses['404'] = ref('NotFound');
  if (!Object.keys(responses).some((status) => status.startsWith('4'))) responses['4XX'] = ref('Refused');
  return responses;
}
