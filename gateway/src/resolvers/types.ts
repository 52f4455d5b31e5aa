import type { GatewayContext } from '../context.js';

/** A field resolver; parents are the tagged REST objects of ../rest.ts. */
export type Resolver<Parent = any, Args = any> = (parent: Parent, args: Args, context: GatewayContext) => unknown;
export type TypeResolvers<Parent = any> = Record<string, Resolver<Parent>>;
