/**
 * Reads a GraphQL-over-SSE response body as the benches' simulated clients do: `onPayload` gets each event's JSON
 * with the moment its chunk arrived (performance.now()), so latencies count from the wire, not from parsing.
 */
export async function readEvents(body: AsyncIterable<unknown>, onPayload: (payload: unknown, at: number) => void) {
  let buffer = '';
  for await (const chunk of body) {
    const at = performance.now();
    buffer += (chunk as Buffer).toString();
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('');
      buffer = buffer.slice(end + 2);
      if (data) onPayload(JSON.parse(data), at);
    }
  }
}
