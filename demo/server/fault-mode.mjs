/**
 * The reference server's fault mode (issue 31): the same routes misbehave on request, so the demo's
 * network panel and the browser tests show what a visitor meets on a real network. Set with
 * `POST /__test/faults` (a partial state, merged), read with `GET /__test/faults`; `POST /__test/reset`
 * clears it. Faults:
 * - `push: 'down'`: the push socket is refused (its upgrade's connection is closed without an answer)
 *   and the open push sockets close, until `push: 'up'`.
 * - `http: { status, times?, method?, path? }`: the next `times` API calls (every call while `times` is
 *   absent), of that method and with `path` in their path when given, answer `status`: 401 with the
 *   platform's envelope, 5xx with a proxy's text page.
 * - `refuse: { times?, method?, path? }`: those API calls lose their connection without an answer, which
 *   is what a browser reports for a refused or reset connection.
 * - `delayMs`: every API call waits this long before it is handled.
 * - `late: { ms, path? }`: API calls (with `path` in their path when given) are handled at once and their
 *   answer held back `ms`: what a slow network does to a reply, which then tells of an older state than
 *   the other calls made meanwhile have.
 * - `restartMs`: the server is "restarting": every API call and socket upgrade is refused for that long
 *   from now, and everything open (answer streams, sockets) is cut at once.
 * - `expireToken: true` (an action, not a state): the inner mode's token expires. Every call with it
 *   answers 401 from now; `GET /__test/token` hands out the new one, as a site's token endpoint would.
 * `GET /__test/faults` also counts the push socket upgrades asked for since the last reset.
 * `POST /__test/faults/drop` cuts every open answer stream now, as a network change does; the server
 * goes on with the answer and keeps it in the history, as the platform does.
 */
/** The reply is written as the route writes it, but its end (and so its body) reaches the client `ms` later. */
function holdAnswer(response, ms) {
  const end = response.end.bind(response);
  response.end = (...args) => {
    setTimeout(() => end(...args), ms);
    return response;
  };
}

export function createFaultMode(settings) {
  const initialTokens = [...settings.tokens];
  let tokenGeneration = 0;
  let faults = emptyFaults();
  /** Answer streams open now, each with the callback that cuts it. */
  const openStreams = new Set();
  /** Push socket upgrades asked for since the last reset, refused or not: a test sees retries stop. */
  let pushUpgrades = 0;

  function emptyFaults() {
    return { push: 'up', http: null, refuse: null, delayMs: 0, late: null, restartUntil: 0 };
  }

  const restarting = () => Date.now() < faults.restartUntil;

  /** Whether a rule (`http` or `refuse`) applies to this call; counts the call against its `times`. */
  function takes(rule, method, path) {
    if (!rule) return false;
    if (rule.method && rule.method !== method) return false;
    if (rule.path && !path.includes(rule.path)) return false;
    if (rule.times === undefined) return true;
    if (rule.times <= 0) return false;
    rule.times -= 1;
    return true;
  }

  function describe() {
    const { push, http, refuse, delayMs, late, restartUntil } = faults;
    return {
      push,
      http,
      refuse,
      delayMs,
      late,
      restartMs: Math.max(0, restartUntil - Date.now()),
      token: settings.tokens[0],
      openStreams: openStreams.size,
      pushUpgrades,
    };
  }

  function cutStreams() {
    const cuts = [...openStreams];
    for (const cut of cuts) cut();
    return cuts.length;
  }

  return {
    /**
     * Applies the faults to an API call before it is handled: resolves true when the call was
     * answered (or refused) here and must go no further.
     */
    async intercept(request, response, path) {
      if (faults.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
      if (restarting() || takes(faults.refuse, request.method, path)) {
        request.socket.destroy();
        return true;
      }
      if (faults.late && takes({ path: faults.late.path }, request.method, path))
        holdAnswer(response, faults.late.ms);
      if (!takes(faults.http, request.method, path)) return false;
      const { status } = faults.http;
      if (status < 500) {
        response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(
          JSON.stringify({
            code: status,
            message: status === 401 ? 'Authorization 无效或已过期' : '请求失败',
          }),
        );
      } else {
        response.writeHead(status, { 'Content-Type': 'text/html' });
        response.end(`<html><body><h1>${status}</h1>nginx</body></html>`);
      }
      return true;
    },

    /** Whether a socket upgrade is refused: every socket while restarting, the push socket while down. */
    refusesUpgrade(isPushSocket) {
      if (isPushSocket) pushUpgrades += 1;
      return restarting() || (isPushSocket && faults.push === 'down');
    },

    /**
     * An answer stream registers here; `cut` ends its connection. Returns whether the stream was cut
     * by the fault mode (rather than left by the client), and a function to call when it ends.
     */
    trackStream(cut) {
      let dropped = false;
      const entry = () => {
        dropped = true;
        openStreams.delete(entry);
        cut();
      };
      openStreams.add(entry);
      return { dropped: () => dropped, done: () => openStreams.delete(entry) };
    },

    cutStreams,

    /** Merges a partial state; `closeSockets` closes what a downed service or a restart cuts. */
    update(change, closeSockets) {
      if (change.push === 'up' || change.push === 'down') faults.push = change.push;
      if ('http' in change)
        faults.http = change.http ? { ...change.http, status: Number(change.http.status) } : null;
      if ('refuse' in change) faults.refuse = change.refuse ? { ...change.refuse } : null;
      if ('late' in change)
        faults.late = change.late
          ? { ms: Math.max(0, Number(change.late.ms) || 0), path: change.late.path }
          : null;
      if (change.delayMs !== undefined) faults.delayMs = Math.max(0, Number(change.delayMs) || 0);
      if (change.restartMs !== undefined) {
        faults.restartUntil = Date.now() + Math.max(0, Number(change.restartMs) || 0);
        cutStreams();
        closeSockets({ push: true, all: true });
      } else if (change.push === 'down') closeSockets({ push: true, all: false });
      if (change.expireToken) {
        tokenGeneration += 1;
        settings.tokens.splice(0, settings.tokens.length, `demo-token-${tokenGeneration}`);
      }
      return describe();
    },

    describe,

    reset() {
      faults = emptyFaults();
      tokenGeneration = 0;
      pushUpgrades = 0;
      settings.tokens.splice(0, settings.tokens.length, ...initialTokens);
    },
  };
}
