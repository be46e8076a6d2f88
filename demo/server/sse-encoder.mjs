/** SSE encoding of the chat stream; also used to record the client's wire fixtures. */

/** The standard form: one `data:` line with the JSON event, then a blank line. */
export function encodeEvent(event) {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * Every tolerated form of wire-format.md, chosen by position so one answer exercises them all:
 * `event:` field only, no space after `data:`, CRLF and lone CR line ends, comments, retry/id lines,
 * and JSON split over two `data:` lines.
 */
export function encodeEventVariant(event, index) {
  const json = JSON.stringify(event);
  switch (index % 6) {
    case 0: {
      const { type, ...rest } = event;
      return `event: ${type}\ndata: ${JSON.stringify(rest)}\n\n`;
    }
    case 1:
      return `data:${json}\r\n\r\n`;
    case 2:
      return `: keep-alive\nretry: 3000\nid: ${index}\ndata: ${json}\n\n`;
    case 3: {
      const middle = json.indexOf(',');
      return middle > 0
        ? `data: ${json.slice(0, middle + 1)}\ndata: ${json.slice(middle + 1)}\n\n`
        : encodeEvent(event);
    }
    case 4:
      return `data: ${json}\r\r`;
    default:
      return `event: message\r\ndata: ${json}\r\n\r\n`;
  }
}

export const COMMENT_KEEP_ALIVE = ': keep-alive\n\n';
