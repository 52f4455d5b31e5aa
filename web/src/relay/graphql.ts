import type { GraphQLTaggedNode } from 'relay-runtime';

/**
 * The `graphql` tag for files on the anonymous routes. babel-plugin-relay replaces every graphql`…` with its
 * generated artifact at build time (it matches the tag by name), so this never runs — and importing it instead
 * of react-relay's keeps Relay's runtime out of the login screen's JavaScript.
 */
export function graphql(_document: TemplateStringsArray): GraphQLTaggedNode {
  throw new Error('graphql`` must be compiled by babel-plugin-relay');
}
