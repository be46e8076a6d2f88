// Configures the page's <agent-bot-list> like page-setup.js configures the chats, and records its events.
{
  const query = new URLSearchParams(location.search);
  const list = document.getElementById('bots');
  window.__botSelects = [];
  window.__botErrors = [];
  list.setAttribute('workspace-id', query.get('workspace') ?? 'ws-test');
  if (query.get('mode') === 'inner') list.getToken = () => Promise.resolve('demo-token');
  else list.setAttribute('access-key', query.get('key') ?? 'demo-access-key');
  if (query.get('no-for') !== null) list.removeAttribute('for');
  if (query.get('theme')) list.setAttribute('theme', query.get('theme'));
  list.addEventListener('bot-select', (event) => window.__botSelects.push(event.detail));
  list.addEventListener('chat-error', (event) => window.__botErrors.push(event.detail));
}
