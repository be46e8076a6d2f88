export function sendJson(response, status, payload) {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(JSON.stringify(payload));
}

export const ok = (response, data) => sendJson(response, 200, { code: 0, message: 'ok', data });

export const fail = (response, status, message) => sendJson(response, status, { code: status, message });

export async function readJsonBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  return JSON.parse(text);
}

/** Header lookup that ignores case (node lower-cases incoming header names already). */
export function header(request, name) {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function page(list, pageNumber, pageSize) {
  const size = Math.max(1, Number(pageSize) || 20);
  const number = Math.max(1, Number(pageNumber) || 1);
  return {
    data_list: list.slice((number - 1) * size, number * size),
    total_count: list.length,
    page_number: number,
    total_pages: Math.max(1, Math.ceil(list.length / size)),
  };
}
