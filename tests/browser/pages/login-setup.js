// The chat gets no credential from the page: only the one-time code of the query string, if any.
{
  const query = new URLSearchParams(location.search);
  const chat = document.getElementById('chat');
  window.__chatErrors = [];
  chat.addEventListener('chat-error', (event) => window.__chatErrors.push(event.detail));
  if (query.get('prefix')) chat.setAttribute('auth-prefix', query.get('prefix'));
  if (query.get('code')) chat.setAttribute('auth-code', query.get('code'));
}
