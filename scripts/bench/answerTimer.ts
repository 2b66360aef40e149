import { connect, type Socket } from 'node:net';

const HEAD_END = '\r\n\r\n';

/**
 * Times GET requests over one kept-alive connection, from the request's first byte until the answer's last
 * one has arrived. It counts bytes against Content-Length and keeps none of them: a client that gathers
 * a list of MBs into one buffer (fetch) spends more on that, and on collecting its garbage, than the
 * sandbox spends answering, and its pauses would be reported as the sandbox's.
 */
export class AnswerTimer {
  private constructor(
    private readonly socket: Socket,
    private readonly host: string,
    private readonly headers: Record<string, string>,
  ) {}

  static async open(baseUrl: string, headers: Record<string, string>): Promise<AnswerTimer> {
    const { hostname, port, host } = new URL(baseUrl);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    socket.setNoDelay(true);
    return new AnswerTimer(socket, host, headers);
  }

  /** Milliseconds until the whole answer to `GET path` has arrived; throws unless it is a 200. */
  time(path: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const start = performance.now();
      let head = '';
      let bodyBytes = 0;
      let bodyLength: number | undefined;
      const finish = (outcome: () => void) => {
        this.socket.off('data', onData);
        this.socket.off('error', onError);
        outcome();
      };
      const onError = (error: Error) => finish(() => reject(error));
      const onData = (chunk: Buffer) => {
        if (bodyLength === undefined) {
          head += chunk.toString('latin1');
          const end = head.indexOf(HEAD_END);
          if (end < 0) return;
          const status = /^HTTP\/1\.1 (\d+)/.exec(head)?.[1];
          const length = /\r\ncontent-length: *(\d+)/i.exec(head.slice(0, end))?.[1];
          if (status !== '200' || length === undefined) {
            finish(() =>
              reject(new Error(`GET ${path} answered ${status ?? 'no status'}, length ${length}`)),
            );
            return;
          }
          bodyLength = Number(length);
          bodyBytes = head.length - end - HEAD_END.length;
        } else {
          bodyBytes += chunk.length;
        }
        if (bodyBytes >= bodyLength) finish(() => resolve(performance.now() - start));
      };
      this.socket.on('data', onData);
      this.socket.on('error', onError);
      const lines = Object.entries({ Host: this.host, ...this.headers }).map(
        ([name, value]) => `${name}: ${value}`,
      );
      this.socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}${HEAD_END}`);
    });
  }

  close(): void {
    this.socket.destroy();
  }
}
