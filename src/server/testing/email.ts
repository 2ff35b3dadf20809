import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/* A real SMTP server on a free local port, for tests of e-mail delivery. Not used by the site. */

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface LocalSmtp {
  url: string;
  received: ReceivedMail[];
  /** From now on refuses every recipient with this reason (a full mailbox, a server down); undefined accepts again. */
  rejectWith(reason: string | undefined): void;
  /** Resolves when at least `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startLocalSmtp(options: { rejectWith?: string } = {}): Promise<LocalSmtp> {
  let rejecting = options.rejectWith;
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS: the test server has no certificate a client would trust.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejecting) {
        callback(Object.assign(new Error(rejecting), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectWith(reason) {
      rejecting = reason;
    },
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of a quoted-printable message body, enough to find a link in it. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A local port nothing listens on, for "the SMTP server is down" tests. */
export function freePortForTests(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
