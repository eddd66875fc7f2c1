import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback that keeps every mail it accepts (parsed), for delivery tests.
 * `refuse` answers each connection with 421 (a server that is up but not taking mail); `stop()` and
 * `start(port)` take it off the network and back on the same port.
 */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  refuse = false;
  port = 0;
  private server: SMTPServer | null = null;

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onConnect: (_session, callback) => {
        if (!this.refuse) return callback();
        const error = new Error("Service not available, try again later") as Error & { responseCode: number };
        error.responseCode = 421;
        callback(error);
      },
      // The mail counts as received before the client hears 250, so "arrived once" is exact.
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** How many times each Message-ID arrived. */
  countsByMessageId(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const mail of this.received) counts.set(mail.messageId ?? "", (counts.get(mail.messageId ?? "") ?? 0) + 1);
    return counts;
  }
}
