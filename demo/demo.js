// Demo controls. Plain script (no inline code) so the page also works under a strict CSP.
const chat = document.getElementById('chat');
const frame = document.getElementById('frame');
const errors = document.getElementById('errors');

// Inner mode demonstrates the getToken property: the host returns a (normally short-lived) token.
const getToken = () => Promise.resolve('demo-token');

function applyMode(mode) {
  if (mode === 'inner') {
    chat.removeAttribute('access-key');
    chat.getToken = getToken;
  } else {
    chat.getToken = undefined;
    chat.setAttribute('access-key', 'demo-access-key');
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
