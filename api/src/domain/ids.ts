/** Any UUID PostgreSQL's uuid type reads, for ids that do not come through a schema (cursors, token subjects). */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
