/**
 * A tiny DNS server on 127.0.0.1 (UDP, a free port) that answers TXT questions from a table the
 * caller fills, and NXDOMAIN for anything else. Tests point DNS_SERVERS at it, so custom-domain
 * verification runs through Node's real resolver without the internet. Testing only.
 */
import fs from "node:fs";
import path from "node:path";
import dns2 from "dns2";

const { Packet } = dns2;
const NXDOMAIN = 3; // RFC 1035 RCODE "name error" (dns2's typings lack Packet.RCODE)

type Answer = InstanceType<typeof Packet>["answers"][number];

export type LocalDnsServer = {
  /** 'ip:port', for DNS_SERVERS. */
  address: string;
  /** Publishes (or, with no values, removes) the TXT records of a name. */
  setTxt: (name: string, ...values: (string | string[])[]) => void;
  close: () => Promise<void>;
};

/**
 * `recordsFile`: also answer from a JSON file `{ "name": ["value", ...] }`, read on every question,
 * so another process (the browser tests) can publish records for a server it did not start.
 */
export async function startLocalDnsServer(options: { recordsFile?: string } = {}): Promise<LocalDnsServer> {
  const records = new Map<string, (string | string[])[]>();

  const lookup = (name: string): (string | string[])[] | undefined => {
    const key = name.toLowerCase().replace(/\.$/, "");
    if (records.has(key)) return records.get(key);
    if (!options.recordsFile || !fs.existsSync(options.recordsFile)) return undefined;
    try {
      const fromFile = JSON.parse(fs.readFileSync(options.recordsFile, "utf8")) as Record<string, string[]>;
      return fromFile[key];
    } catch {
      return undefined;
    }
  };

  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const values = question ? lookup(question.name) : undefined;
    if (!question || !values) {
      response.header.rcode = NXDOMAIN;
    } else if (question.type === Packet.TYPE.TXT) {
      for (const value of values) {
        const answer = { name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data: value };
        response.answers.push(answer as unknown as Answer);
      }
    }
    void send(response);
  });
  await new Promise<void>((resolve) => server.bind(0, "127.0.0.1", () => resolve()));
  const { port } = server.address();

  return {
    address: `127.0.0.1:${port}`,
    setTxt(name, ...values) {
      const key = name.toLowerCase();
      if (values.length === 0) records.delete(key);
      else records.set(key, values);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The browser tests' DNS "provider": scripts/e2e-server.ts serves this file and a spec publishes a
 * TXT record by writing `{ "_bookingpro.{domain}": ["value"] }` to it (one per port, like the database).
 */
export function e2eDnsRecordsFile(port: string | number): string {
  return path.resolve(`tmp/e2e-dns-records-${port}.json`);
}
