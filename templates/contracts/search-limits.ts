// Search limits from the specification (§5, §9), shared by the box and the client.
/** Longest query the search box accepts. */
export const MAX_QUERY_LENGTH = 512;
/** Results shown, per index and overall. */
export const MAX_RESULTS = 8;
