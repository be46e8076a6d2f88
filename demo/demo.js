// Demo controls. Plain script (no inline code) so the page also works under a strict CSP.
const chat = document.getElementById('chat');
const frame = document.getElementById('frame');

// Inner mode demonstrates the getToken property: the host returns a (normally short-lived) token.
const getToken = () => Promise.resolve('demo-token');

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
