import { ATTRIBUTE_TYPES, type SessionUser, type TicketAttribute } from '@outpost/contracts';

/**
 * The GraphQL schema: the spec's one GraphQL call, GetAttributeList (spec 002 §7). Ids are Int,
 * like the REST answers, so a screen can mix both without converting.
 */
export const GRAPHQL_SCHEMA = /* GraphQL */ `
  enum AttributeType {
    ${ATTRIBUTE_TYPES.join('\n    ')}
  }

  type AttributeChoice {
    id: String!
    name: String!
  }

  type AttributeContent {
    "Choices of DROPDOWN and MULTI_SELECT attributes."
    values: [AttributeChoice!]
  }

  type TicketAttribute {
    id: Int!
    attributeType: AttributeType!
    name: String!
    description: String!
    active: Boolean!
    content: AttributeContent!
  }

  type Query {
    "Custom ticket attributes, inactive ones included (GetAttributeList)."
    ticketAttributes: [TicketAttribute!]!
  }
`;

/** What resolvers know of the request: who asks (the route has checked the session). */
export interface GraphqlContext {
  user: SessionUser;
}

/** What the resolvers read: the same services as the REST routes, so both answer alike. */
export interface GraphqlSources {
  listAttributes(): Promise<TicketAttribute[]>;
}

/** Resolvers over the services; each field checks what its REST twin checks beyond sign-in (GET /api/ticketing/attributes: nothing). */
export function graphqlResolvers(sources: GraphqlSources) {
  return {
    Query: {
      ticketAttributes: async () =>
        (await sources.listAttributes()).map((a) => ({
          id: a.id,
          attributeType: a.attributeType,
          name: a.name,
          description: a.description,
          active: a.active,
          content: { values: a.content.values ?? null },
        })),
    },
  };
}
