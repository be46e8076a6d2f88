// Demo controls. Plain script (no inline code) so the page also works under a strict CSP.
const chat = document.getElementById('chat');
const frame = document.getElementById('frame');
const errors = document.getElementById('errors');

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
// The widget has no task panel yet: 详情 on a failed task fires task-open for the page to handle.
chat.addEventListener('task-open', (event) => {
  const item = document.createElement('li');
  item.textContent = `[task-open] 任务 ${event.detail.taskId}（会话 ${event.detail.conversationId}）`;
  errors.prepend(item);
});
chat.addEventListener('chat-error', (event) => {
  const item = document.createElement('li');
  item.textContent = `[${event.detail.module}] ${event.detail.message}`;
  errors.prepend(item);
});

// The bot list already set the chat's agent-id (for="chat"); keep the Agent select in step.
bots.addEventListener('bot-select', (event) => {
  const select = document.getElementById('agent');
  if ([...select.options].some((option) => option.value === event.detail.botId))
    select.value = event.detail.botId;
});
bots.addEventListener('chat-error', (event) => {
  const item = document.createElement('li');
  item.textContent = `[bot-list ${event.detail.module}] ${event.detail.message}`;
  errors.prepend(item);
});
// The reference server's demo code works once (again after POST /__test/reset); a second click shows the error.
document.getElementById('login-demo-code').addEventListener('click', () => {
  void window.AgentChat.login('demo-login-code', { element: chat });
});
