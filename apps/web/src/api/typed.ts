import { api } from './client.ts';
import type { paths } from './openapi';

/**
 * The API called by its OpenAPI operations (types generated from the server's routes by
 * `npm run api:generate`): a path, its parameters, query and body are checked against the
 * route's schema and the answer has the route's type, so a route whose shape changes fails the
 * web app's typecheck where it is called (decision 0029). Errors, CSRF and the session are
 * handled by `api` underneath.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that answer a method. */
export type PathsFor<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, infer Operation> ? ([Operation] extends [never | undefined] ? never : P) : never;
}[keyof paths];

/** The operation a method and path name. */
export type OperationOf<M extends HttpMethod, P extends PathsFor<M>> = paths[P] extends Record<M, infer Operation> ? Operation : never;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** The body of an operation's success answer (`undefined` for 204). */
export type ResponseOf<M extends HttpMethod, P extends PathsFor<M>> =
  OperationOf<M, P> extends { responses: infer R } ? JsonContent<R[Extract<keyof R, 200 | 201 | 202 | 204>]> : never;

/** The JSON body an operation takes. */
export type BodyOf<M extends HttpMethod, P extends PathsFor<M>> = OperationOf<M, P> extends { requestBody: infer B } ? JsonContent<NonNullable<B>> : never;

type PathParamsOf<M extends HttpMethod, P extends PathsFor<M>> = OperationOf<M, P> extends { parameters: { path: infer Params } } ? Params : never;
type QueryOf<M extends HttpMethod, P extends PathsFor<M>> = OperationOf<M, P> extends { parameters: { query?: infer Query } } ? Query : never;

type Options<M extends HttpMethod, P extends PathsFor<M>> = ([PathParamsOf<M, P>] extends [never] ? { params?: never } : { params: PathParamsOf<M, P> }) &
  // A multipart route (an upload) declares no JSON body: it takes a FormData.
  ([BodyOf<M, P>] extends [never] ? { body?: FormData } : { body: BodyOf<M, P> }) & {
    /** The query, checked against the route's query schema. */
    query?: [QueryOf<M, P>] extends [never] ? never : QueryOf<M, P>;
    /** A query string built elsewhere (the server-driven tables'), sent as it is. */
    search?: URLSearchParams;
    signal?: AbortSignal;
  };

type Scalar = string | number | boolean;

/** `/api/devices/{id}` with `{ id: 7 }` → `/api/devices/7`, each value encoded. */
export function pathWith(template: string, params: Record<string, Scalar> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: Record<string, Scalar | readonly Scalar[] | null | undefined> | undefined, search: URLSearchParams | undefined): string {
  // Copied from its text: copying the object itself lost the device page's ticket rows in the web tests.
  const params = new URLSearchParams(search?.toString());
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Calls one operation of the API: `call('get', '/api/devices/{id}', { params: { id } })`; the options may be left out when none is required. */
export function call<M extends HttpMethod, P extends PathsFor<M>>(
  method: M,
  path: P,
  ...[options]: Partial<Options<M, P>> extends Options<M, P> ? [Options<M, P>?] : [Options<M, P>]
): Promise<ResponseOf<M, P>> {
  const { params, query, search, body, signal } = (options ?? {}) as {
    params?: Record<string, Scalar>;
    query?: Record<string, Scalar | readonly Scalar[] | null | undefined>;
    search?: URLSearchParams;
    body?: unknown;
    signal?: AbortSignal;
  };
  return api<ResponseOf<M, P>>(`${pathWith(path, params)}${queryString(query, search)}`, { method: method.toUpperCase(), body, signal });
}
