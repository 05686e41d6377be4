// HTTP spoken by hand over a TCP socket, for requests no client library will send (bad headers, lying lengths).
import net from 'node:net';

export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

function parse(data: Buffer): { answer: RawAnswer; complete: boolean } {
  const split = data.indexOf('\r\n\r\n');
  const head = (split < 0 ? data : data.subarray(0, split)).toString('latin1');
  const body = split < 0 ? Buffer.alloc(0) : data.subarray(split + 4);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return {
    answer: { status, head, body: body.toString('utf8') },
    complete: split >= 0 && length !== undefined && body.length >= Number(length),
  };
}

/**
 * Sends `request` exactly as written and reads one answer: until its Content-Length is in, the server closes, or
 * `waitMs` passes. `keepSending` goes on writing after the request (an upload the server stops reading).
 */
export function rawHttp(
  baseUrl: string,
  request: string | Buffer,
  a: { waitMs?: number; keepSending?: Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let data = Buffer.alloc(0);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parse(data).answer);
    };
    const timer = setTimeout(finish, a.waitMs ?? 5000);
    socket.on('data', (c: Buffer) => {
      data = Buffer.concat([data, c]);
      if (parse(data).complete) finish();
    });
    socket.on('close', finish);
    socket.on('error', (err) => (data.length > 0 ? finish() : reject(err)));
    socket.write(request);
    const more = a.keepSending;
    if (more) {
      const pump = () => {
        while (!socket.destroyed && socket.write(more)) {}
        if (!socket.destroyed) socket.once('drain', pump);
      };
      pump();
    }
  });
}
