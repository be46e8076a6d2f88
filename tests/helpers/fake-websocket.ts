/** A WebSocket stand-in the test drives: open, deliver frames, close. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverSend(data: string) {
    this.onmessage?.({ data });
  }
  /** 1006: the connection was lost without a close frame, as when a service goes down. */
  serverClose(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

export function createSocketFactory() {
  FakeWebSocket.instances = [];
  return (url: string) => new FakeWebSocket(url) as unknown as WebSocket;
}
