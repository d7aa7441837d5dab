// One autocannon run in its own process, so the load generator does not share an event loop with
// anything it measures. Argument: JSON {url, paths, connections, seconds, headers?}, each path a GET's
// address or a {method, path, body} of JSON; prints the summary as JSON.
import autocannon from 'autocannon';

const { url, paths, connections, seconds, headers: extra = {} } = JSON.parse(process.argv[2]);
// A browser's header: servers that keep compressed answers send them as they are.
const headers = { 'accept-encoding': 'gzip', ...extra };
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  timeout: 10,
  // Each connection walks the list in turn, so a target of several addresses is loaded evenly.
  requests: paths.map((path) =>
    typeof path === 'string'
      ? { method: 'GET', path, headers }
      : { ...path, headers: { ...headers, 'content-type': 'application/json' } },
  ),
});
console.log(
  JSON.stringify({
    answersPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }),
);
