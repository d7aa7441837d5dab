// One autocannon run in its own process, so the load generator does not share an event loop with
// anything it measures. On its standard input: JSON {url, paths, connections, seconds, headers?, spread?},
// each path a GET's address or a {method, path, body} of JSON; prints the summary as JSON.
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';

const {
  url,
  paths,
  connections,
  seconds,
  headers: extra = {},
  spread,
} = JSON.parse(await text(process.stdin));
// A browser's header: servers that keep compressed answers send them as they are.
const headers = { 'accept-encoding': 'gzip', ...extra };
/** Each connection walks the list in turn, so a target of several addresses is loaded evenly. */
const ownWalks = () =>
  paths.map((path) =>
    typeof path === 'string'
      ? { method: 'GET', path, headers }
      : { ...path, headers: { ...headers, 'content-type': 'application/json' } },
  );

/** The connections take the next address of one walk: each is asked once per pass, as a crawler does. */
function sharedWalk() {
  let next = 0;
  return [
    {
      method: 'GET',
      headers,
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
    },
  ];
}

const result = await autocannon({
  url,
  connections,
  duration: seconds,
  timeout: 10,
  requests: spread ? sharedWalk() : ownWalks(),
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
