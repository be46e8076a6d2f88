// Demo controls. Plain script (no inline code) so the page also works under a strict CSP.
const chat = document.getElementById('chat');
const frame = document.getElementById('frame');

// Inner mode demonstrates the getToken property as a site writes it: the token comes from the site's token
// endpoint (the reference server's GET /__test/token) and is cached; after a 401 the widget asks again with
// { expired: true }, and a new one is fetched (网络 → 令牌过期).
let token;
const getToken = (request) => {
  if (!token || request?.expired)
    token = fetch('/__test/token')
      .then((response) => response.json())
      .then((body) => body.data.token);
  return token;
};

const bots = document.getElementById('bots');

function applyMode(mode) {
  // The bot list takes the same connection attributes as the chat.
  for (const element of [chat, bots]) {
    if (mode === 'inner') {
      element.removeAttribute('access-key');
      element.getToken = getToken;
    } else {
      element.getToken = undefined;
      element.setAttribute('access-key', 'demo-access-key');
    }
  }
}

for (const radio of document.querySelectorAll('input[name="mode"]')) {
  radio.addEventListener('change', () => applyMode(radio.value));
}
for (const radio of document.querySelectorAll('input[name="width"]')) {
  radio.addEventListener('change', () => {
    frame.style.width = `${radio.value}px`;
  });
}
document.getElementById('readonly').addEventListener('change', (event) => {
  chat.readonly = event.target.checked;
});
// run-type AGENT_TESTING: the agent's trial conversations, whose model selector shows points (pick model-agent).
document.getElementById('agent-testing').addEventListener('change', (event) => {
  chat.runType = event.target.checked ? 'AGENT_TESTING' : null;
});
document.getElementById('agent').addEventListener('change', (event) => {
  chat.agentId = event.target.value;
});
document.getElementById('short-timeouts').addEventListener('change', (event) => {
  const value = event.target.checked ? '3000' : null;
  chat.firstEventTimeout = value;
  chat.eventTimeout = value;
});
document.getElementById('show-tool-logs').addEventListener('change', (event) => {
  chat.showToolLogs = event.target.checked;
});
// Attachments: without upload-url the widget uses upload_sts → storage → file_upload_oss. File names with
// slow-upload (at the start of the content too) upload slowly, fail-upload fails (docs/reference-server.md).
document.getElementById('direct-upload').addEventListener('change', (event) => {
  if (event.target.checked)
    chat.setAttribute('upload-url', new URL('/upload/direct', location.href).toString());
  else chat.removeAttribute('upload-url');
});

document.getElementById('send-scenario').addEventListener('click', () => {
  const scenario = document.getElementById('scenario').value;
  const text = scenario ? `/scenario ${scenario} 请演示这个场景` : '帮我整理一下 Web Components 的优缺点';
  void chat.sendMessage(text);
});
// The host-events log: every public event of the elements (docs/elements.md, Events), as a page sees it.
const events = document.getElementById('events');
const HOST_EVENTS = [
  'chat-ready',
  'chat-open',
  'chat-close',
  'message-sent',
  'answer-finished',
  'conversation-change',
  'unread-change',
  'chat-error',
  'task-open',
  'bot-select',
];
const MAX_LOGGED_EVENTS = 50;

function logEvent(source, event) {
  const item = document.createElement('li');
  item.className = event.type === 'chat-error' ? 'demo-log-error' : '';
  const detail =
    event.detail === undefined || event.detail === null ? '' : ` ${JSON.stringify(event.detail)}`;
  item.textContent = `${source} ${event.type}${detail}`;
  events.prepend(item);
  while (events.children.length > MAX_LOGGED_EVENTS) events.lastElementChild.remove();
}
for (const name of HOST_EVENTS) {
  chat.addEventListener(name, (event) => logEvent('agent-chat', event));
  bots.addEventListener(name, (event) => logEvent('agent-bot-list', event));
}

// Theming: the brand colour is a CSS custom property on the element, theme and dir are attributes.
document.getElementById('brand-colour').addEventListener('input', (event) => {
  chat.style.setProperty('--agent-chat-primary', event.target.value);
  bots.style.setProperty('--agent-chat-primary', event.target.value);
});
document.getElementById('theme').addEventListener('change', (event) => {
  for (const element of [chat, bots]) element.setAttribute('theme', event.target.value);
  frame.dataset.theme = event.target.value;
});
document.getElementById('rtl').addEventListener('change', (event) => {
  for (const element of [chat, bots]) {
    if (event.target.checked) element.setAttribute('dir', 'rtl');
    else element.removeAttribute('dir');
  }
});

// Rich answers (decision 069): one more script tag, here added when the box is ticked. A script
// cannot be unloaded, so unticking reloads the page without it; `?rich` keeps the choice.
const richBox = document.getElementById('rich');
function loadRich() {
  const script = document.createElement('script');
  script.src = '/dist/agent-chat-rich.js';
  document.head.append(script);
}
richBox.checked = new URLSearchParams(location.search).has('rich');
if (richBox.checked) loadRich();
richBox.addEventListener('change', () => {
  const url = new URL(location.href);
  if (richBox.checked) {
    url.searchParams.set('rich', '');
    history.replaceState(null, '', url);
    loadRich();
  } else {
    url.searchParams.delete('rich');
    location.assign(url);
  }
});

// Methods: what a site owner's own buttons would call.
document.getElementById('call-new-conversation').addEventListener('click', () => chat.newConversation());
document.getElementById('call-set-input').addEventListener('click', () => {
  chat.setInput('请根据这一页的内容回答：');
});
document.getElementById('call-quote-page').addEventListener('click', () => {
  chat.quote({ url: location.href, title: document.title });
});

// The bot list already set the chat's agent-id (for="chat"); keep the Agent select in step.
bots.addEventListener('bot-select', (event) => {
  const select = document.getElementById('agent');
  if ([...select.options].some((option) => option.value === event.detail.botId))
    select.value = event.detail.botId;
});
// The reference server's demo code works once (again after POST /__test/reset); a second click shows the error.
document.getElementById('login-demo-code').addEventListener('click', () => {
  void window.AgentChat.login('demo-login-code', { element: chat });
});

// The network panel: the reference server's fault mode (docs/reference-server.md, Fault mode), one delegated
// listener for its buttons.
const FAULTS = {
  'push-down': { push: 'down' },
  'push-up': { push: 'up' },
  'expire-token': { expireToken: true },
  'get-503': { http: { status: 503, times: 2, method: 'GET' } },
  restart: { restartMs: 5000 },
  delay: { delayMs: 2000 },
  clear: { push: 'up', http: null, refuse: null, delayMs: 0 },
};
const faultState = document.getElementById('fault-state');
let faultRefresh = 0;

function describeFaults(state) {
  const parts = [];
  if (state.push === 'down') parts.push('推送服务已断开');
  if (state.http) {
    const which = state.http.method ? `${state.http.method} ` : '';
    const count = state.http.times === undefined ? '所有' : `接下来 ${state.http.times} 个`;
    if (state.http.times !== 0) parts.push(`${count} ${which}请求返回 ${state.http.status}`);
  }
  if (state.restartMs > 0) parts.push('服务器重启中，拒绝连接');
  if (state.delayMs > 0) parts.push(`每个请求延迟 ${state.delayMs} ms`);
  const active = parts.length > 0;
  parts.unshift(active ? '故障：' : '故障：无');
  // The token itself is a credential: the panel says only that it changed.
  const renewed = state.token === 'demo-token' ? '' : '令牌已换过，';
  parts.push(`（${renewed}推送连接尝试 ${state.pushUpgrades} 次）`);
  return { text: parts.join(' '), active };
}

async function showFaults(state) {
  const current = state ?? (await (await fetch('/__test/faults')).json()).data;
  const { text, active } = describeFaults(current);
  if (faultState.textContent !== text) faultState.textContent = text;
  // While a fault is on, follow it (503s used up, the restart over, new push attempts).
  clearTimeout(faultRefresh);
  if (active) faultRefresh = setTimeout(() => void showFaults(), 1000);
}

document.getElementById('network').addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-fault]');
  if (!button) return;
  const fault = button.dataset.fault;
  if (fault === 'drop') {
    const { data } = await (await fetch('/__test/faults/drop', { method: 'POST' })).json();
    faultState.textContent = `已切断 ${data.cut} 个回答流（服务器会把回答写完并存入历史）`;
    return;
  }
  const response = await fetch('/__test/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(FAULTS[fault]),
  });
  await showFaults((await response.json()).data);
});
void showFaults();
