import fs from 'node:fs';
import path from 'node:path';
import type { RunningServer } from './harness';

/** The text of one .eml: quoted-printable (soft line breaks, =XX bytes as UTF-8) and base64 bodies decoded. */
function decodedParts(raw: string): string[] {
  const unfolded = raw.replace(/=\r?\n/g, '');
  // Japanese and Chinese text is sent as =E5=B1=B1…: the bytes of UTF-8
  const qp = Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  const b64 = (raw.match(/^[A-Za-z0-9+/=]{40,}$(?:\r?\n^[A-Za-z0-9+/=]+$)*/gm) ?? []).map((b) => Buffer.from(b, 'base64').toString('utf8'));
  return [qp, ...b64];
}

/** How long a test waits for the mail worker: a poll, generous, so a slow machine is only slower. */
export const OUTBOX_WAIT_MS = 60_000;

/**
 * The mail worker writes each message as a .eml file to DATA_DIR/outbox (Emails). Returns the
 * first match of `pattern` in the newest message that has one, polling for up to OUTBOX_WAIT_MS.
 */
export async function findInOutbox(server: RunningServer, pattern: RegExp): Promise<string> {
  const dir = path.join(server.dataDir, 'outbox');
  const deadline = Date.now() + OUTBOX_WAIT_MS;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const f of files) {
      const found = decodedParts(fs.readFileSync(path.join(dir, f), 'utf8'))
        .map((t) => pattern.exec(t)?.[0])
        .find(Boolean);
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail matching ${pattern} in ${dir} within ${OUTBOX_WAIT_MS / 1000} s:\n${server.output().slice(-2000)}`);
}

/** A link the site emailed, `PUBLIC_URL` + `pathAndQuery` (a regexp source), e.g. '/confirm\\?token=[\\w-]+'. */
export const findEmailedLink = (server: RunningServer, pathAndQuery: string): Promise<string> =>
  findInOutbox(server, new RegExp(`${server.baseUrl.replaceAll('.', '\\.')}${pathAndQuery}`));
