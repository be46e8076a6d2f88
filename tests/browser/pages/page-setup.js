// Configures the widget elements of a test page from its query string. External (not inline) so the
// same script works on the strict-CSP page.
const query = new URLSearchParams(location.search);
const mode = query.get('mode') ?? 'open';
window.__chatErrors = [];
// Only the pages that use it get this test global: the isolation test counts the page's globals.
if (query.has('token-endpoint')) window.__tokenRequests = 0;

// A site's token provider: it caches the token from its token endpoint, and fetches a new one when
// the widget says the one it gave has expired (decision 065). A const, so it is no window property.
let token;
const cachedToken = (request) => {
  if (!token || request?.expired) {
    window.__tokenRequests += 1;
    token = fetch('/__test/token')
      .then((response) => response.json())
      .then((body) => body.data.token);
  }
  return token;
};

// `rich=after`: the optional rich file (decision 069) loads after the core, as a site adding it later would.
if (query.get('rich') === 'after') {
  const rich = document.createElement('script');
  rich.src = '/dist/agent-chat-rich.js';
  document.head.append(rich);
}

for (const element of document.querySelectorAll('agent-chat, agent-chat-launcher')) {
  element.setAttribute('workspace-id', query.get('workspace') ?? 'ws-test');
  if (!element.hasAttribute('agent-id')) element.setAttribute('agent-id', query.get('agent') ?? 'demo-agent');
  if (mode === 'inner') {
    element.removeAttribute('access-key');
    if (query.get('token')) element.setAttribute('token', query.get('token'));
    else if (query.has('token-endpoint')) element.getToken = cachedToken;
    else element.getToken = () => Promise.resolve('demo-token');
  } else {
    element.setAttribute('access-key', query.get('key') ?? 'demo-access-key');
  }
  for (const name of [
    'first-event-timeout',
    'event-timeout',
    'env',
    'chat-title',
    'readonly',
    'show-tool-logs',
    'upload-url',
    'asr-url',
    'tts-url',
    'user-id',
    'biz-key',
    'client-type',
    'conversation-config',
    'run-type',
    'conversation-page-size',
    'theme',
    'dir',
    'lang',
    'launcher-position',
    'launcher-icon',
    'hide-bubble',
    'stream-worker',
  ]) {
    const value = query.get(name);
    if (value !== null) element.setAttribute(name, value);
  }
  // Screenshots of tall states (forms) ask for a taller chat.
  if (query.get('height')) element.style.height = `${Number(query.get('height'))}px`;
  element.addEventListener('chat-error', (event) => window.__chatErrors.push(event.detail));
}
