import type { FastifyReply } from 'fastify';
import { GraphQLError, parse, type DocumentNode, type ExecutionResult } from 'graphql';
import mercurius from 'mercurius';
import { z } from 'zod';
import { currentUser } from '../../http/access.ts';
import { endpointBudget } from '../../http/request-budget.ts';
import { signedIn, type App } from '../../http/route-types.ts';
import { AppError } from '../../lib/errors.ts';
import { GRAPHQL_LIMITS, queryCostProblem } from './query-cost.ts';
import { GRAPHQL_SCHEMA, graphqlResolvers, type GraphqlContext, type GraphqlSources } from './graphql.schema.ts';

/** Longest query text accepted: GetAttributeList is ~100 characters; this leaves room for any screen's. */
const MAX_QUERY_LENGTH = 20_000;
/** Tokens a query may hold before parsing stops: bounds the parser's work on hostile input. */
const MAX_QUERY_TOKENS = 2000;

const operation = {
  query: z.string().min(1).max(MAX_QUERY_LENGTH),
  operationName: z.string().max(200).nullish(),
};
const postBody = z.object({ ...operation, variables: z.record(z.string(), z.unknown()).nullish() });
const getQuery = z.object({ ...operation, variables: z.string().max(MAX_QUERY_LENGTH).optional() });

/**
 * A request GraphQL refuses (syntax, unknown field, too deep, bad variables): GraphQL's `errors`
 * for GraphQL clients, and the API's one error shape beside them, so every refusal of this API
 * reads alike (DESIGN.md §3 "Calls").
 */
function refusal(reply: FastifyReply, errors: readonly { message: string }[]) {
  const messages = errors.map((e) => ({ message: e.message }));
  return reply.code(400).send({ resultCode: 'VALIDATION_FAILED', message: messages[0]?.message ?? 'Invalid GraphQL request', data: null, errors: messages });
}

/** Mercurius's request errors carry the GraphQL errors that explain them. */
function requestErrors(error: unknown): readonly { message: string }[] | undefined {
  if (!(error instanceof Error) || (error as { statusCode?: unknown }).statusCode !== 400) return undefined;
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as { message: string }[]) : [{ message: error.message }];
}

/**
 * Errors raised while resolving: an AppError keeps its message and code; anything else (a
 * database failure) is logged and answered without its message, which may quote SQL.
 */
function formatResolverErrors(execution: ExecutionResult & { errors: readonly GraphQLError[] }, context: { reply: FastifyReply }) {
  const errors = execution.errors.map((error) => {
    const original = error.originalError;
    if (original instanceof AppError) return new GraphQLError(original.message, { path: error.path, extensions: { resultCode: original.code } });
    if (original === undefined || original instanceof GraphQLError) return error;
    context.reply.log.error({ err: original }, 'GraphQL resolver failed');
    return new GraphQLError('Something went wrong on our end.', { path: error.path, extensions: { resultCode: 'INTERNAL_ERROR' } });
  });
  return { statusCode: 200, response: { data: execution.data ?? null, errors } };
}

/**
 * `/api/graphql` (GET and POST): mercurius executes, our own routes receive, so the access check,
 * the input guard and the zod validation are those of every route (DESIGN.md §3 "Security").
 */
export function registerGraphqlRoutes(app: App, sources: GraphqlSources) {
  void app.register(mercurius, {
    schema: GRAPHQL_SCHEMA,
    resolvers: graphqlResolvers(sources),
    routes: false,
    graphiql: false,
    queryDepth: GRAPHQL_LIMITS.maxDepth,
    errorFormatter: (execution, context) => formatResolverErrors(execution, context),
  });

  async function run(
    reply: FastifyReply,
    context: GraphqlContext,
    query: string,
    variables: Record<string, unknown> | undefined,
    operationName: string | undefined,
  ) {
    let document: DocumentNode;
    try {
      // Parsed here first: mercurius reads text that is not GraphQL as a JSON syntax tree
      // ('1' included) and fails on it with a 500; only GraphQL text may reach it.
      document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
    } catch (error) {
      return refusal(reply, [{ message: error instanceof Error ? error.message : 'Invalid GraphQL query' }]);
    }
    // Aliases, depth and cost are weighed before anything runs.
    const tooMuch = queryCostProblem(document);
    if (tooMuch) return refusal(reply, [{ message: tooMuch }]);
    try {
      const result = await reply.graphql(query, { ...context }, variables, operationName);
      // Errors with no field path and no data: the operation itself was refused (one the schema lacks).
      if (result.data == null && result.errors?.length && result.errors.every((e) => e.path === undefined)) return refusal(reply, result.errors);
      return result;
    } catch (error) {
      const errors = requestErrors(error);
      if (errors) return refusal(reply, errors);
      throw error;
    }
  }

  const tags = ['graphql'];
  const config = { ...signedIn, ...endpointBudget('graphql') };
  app.post('/api/graphql', { schema: { tags, summary: 'GraphQL (GetAttributeList: ticketAttributes)', body: postBody }, config }, (req, reply) =>
    run(reply, { user: currentUser(req) }, req.body.query, req.body.variables ?? undefined, req.body.operationName ?? undefined),
  );
  app.get(
    '/api/graphql',
    { schema: { tags, summary: 'GraphQL queries over GET (variables as JSON text)', querystring: getQuery }, config, exposeHeadRoute: false },
    (req, reply) => {
      let variables: Record<string, unknown> | undefined;
      if (req.query.variables !== undefined) {
        const parsed = z.record(z.string(), z.unknown()).safeParse(parseJson(req.query.variables));
        if (!parsed.success) return refusal(reply, [{ message: 'variables must be a JSON object' }]);
        variables = parsed.data;
      }
      return run(reply, { user: currentUser(req) }, req.query.query, variables, req.query.operationName ?? undefined);
    },
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
