/**
 * Ids per batched REST call. The ids travel in the query string, and Node refuses a request whose head passes 16 KiB
 * (431): 200 UUIDs are 7.4 KB of it. A longer list (the profiles of a 1,000-student assignment) goes as several calls
 * at once (DataLoader's maxBatchSize).
 */
export const maxIds = 200;
