/**
 * Every spelling of a secret that a hostile server (or one of our own formatters) can produce, and a search for
 * any of them in a text: what the hostile-echo tests look for in every channel a step writes.
 */

const b64 = (s: string) => Buffer.from(s).toString('base64');
const url = (s: string) => b64(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function encodings(secret: string): Record<string, string> {
  const bytes = [...Buffer.from(secret)];
  return {
    raw: secret,
    base64: b64(secret),
    'base64 unpadded': b64(secret).replace(/=+$/, ''),
    base64url: url(secret),
    'base64 of x-access-token:': b64(`x-access-token:${secret}`),
    'base64url of x-access-token:': url(`x-access-token:${secret}`),
    'Basic header of user:': `Basic ${b64(`mona:${secret}`)}`,
    'base64 of a longer user:': b64(`octocat-bot:${secret}`),
    'base64url inside a longer string': url(`{"a":1,"token":"${secret}","b":2}`),
    'percent every byte': bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
    'percent every byte, lower case': bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''),
    'percent partly': [...secret]
      .map((c, i) => (i % 2 ? encodeURIComponent(c) : `%${c.charCodeAt(0).toString(16)}`))
      .join(''),
    'JSON \\u escapes': [...secret]
      .map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .join(''),
    'JSON string in a JSON string': JSON.stringify(JSON.stringify({ token: secret })),
    'Markdown escapes': secret.replace(/([_*`|~[\]\\])/g, '\\$1'),
    'HTML references': [...secret].map((c) => `&#${c.charCodeAt(0)};`).join(''),
    'percent-encoded JSON': encodeURIComponent(JSON.stringify({ token: secret })),
  };
}

/**
 * The forms of the secrets found in `text`, as "<secret label>: <form>": each secret whole and decoded (percent,
 * JSON, Markdown and HTML escapes undone, up to three times), its Base64 at the three alignments (standard and
 * URL-safe), and any 16-character run of the secret or of its Base64 encoding.
 */
export function formsFound(text: string, secrets: Record<string, string>): string[] {
  const found: string[] = [];
  const views = [text];
  for (let i = 0; i < 3; i++) views.push(unescapeAll(views[views.length - 1]));
  for (const [label, secret] of Object.entries(secrets)) {
    const needles: [string, string][] = [['raw', secret]];
    for (const lead of [0, 1, 2]) {
      const full = Buffer.concat([Buffer.alloc(lead), Buffer.from(secret)]).toString('base64');
      const core = full.slice(Math.ceil((8 * lead) / 6), Math.floor((8 * (lead + secret.length)) / 6));
      needles.push([`base64 at alignment ${lead}`, core]);
      needles.push([`base64url at alignment ${lead}`, core.replace(/\+/g, '-').replace(/\//g, '_')]);
    }
    for (const [form, needle] of needles) {
      const pieces = new Set([needle]);
      for (let i = 0; i + 16 <= needle.length; i++) pieces.add(needle.slice(i, i + 16));
      if (views.some((v) => [...pieces].some((p) => v.includes(p)))) found.push(`${label}: ${form}`);
    }
  }
  return found;
}

function unescapeAll(s: string): string {
  return s
    .replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCharCode(Number(d)))
    .replace(/&#x([0-9a-fA-F]+);/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&amp;/g, '&');
}
