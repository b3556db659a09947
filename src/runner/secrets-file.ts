/**
 * `--secrets-file`: dotenv, as nektos/act reads its `--secret-file` (godotenv). `NAME=value` or `NAME: value`, an
 * optional `export ` before, `#` comment lines. A value in double quotes may span lines and takes the escapes
 * `\n`, `\r`, `\t`, `\"` and `\\`; one in single quotes may span lines and is taken as written (a PEM key pasted
 * whole works either way); an unquoted value ends at the line's end or at ` #` (a comment), trimmed. No `$NAME`
 * expansion: a `$` in a password stays a `$`. A line that is none of these is refused with its line number.
 */
import { readFileSync } from 'node:fs';
import { UserError } from '../errors.js';

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };

export function readSecretsFile(file: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new UserError(`--secrets-file ${file}: ${(err as Error).message}`, undefined, 2);
  }
  const lines = text.split(/\r?\n/);
  const out: Record<string, string> = {};
  const refuse = (line: number, what: string) =>
    new UserError(`--secrets-file ${file}:${line + 1}: ${what}`, undefined, 2);
  for (let i = 0; i < lines.length; i++) {
    // Trailing blanks kept: inside quotes they are part of the value.
    const l = lines[i].trimStart();
    if (l.trim() === '' || l.startsWith('#')) continue;
    const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*(?:=|:(?=\s|$))\s*(.*)$/.exec(l);
    if (!m) throw refuse(i, 'expected NAME=value');
    const [, name, rest] = m;
    const quote = rest[0];
    if (quote !== '"' && quote !== "'") {
      out[name] = rest.replace(/\s+#.*$/, '').trim();
      continue;
    }
    // A quoted value: up to its closing quote, on this line or a later one.
    const first = i;
    let body = rest.slice(1);
    let value = '';
    for (;;) {
      const close = closingQuote(body, quote);
      if (close >= 0) {
        value += body.slice(0, close);
        const after = body.slice(close + 1).trim();
        if (after !== '' && !after.startsWith('#'))
          throw refuse(i, `unexpected ${JSON.stringify(after)} after the closing ${quote} of ${name}`);
        break;
      }
      value += `${body}\n`;
      if (++i === lines.length)
        throw refuse(first, `the ${quote} that opens ${name}'s value is never closed`);
      body = lines[i];
    }
    out[name] = quote === '"' ? value.replace(/\\([nrt"\\])/g, (_, c: string) => ESCAPES[c]) : value;
  }
  return out;
}

/** Where `quote` closes in `s` (a double quote escaped by a backslash does not), or -1. */
function closingQuote(s: string, quote: string): number {
  for (let k = 0; k < s.length; k++) {
    if (quote === '"' && s[k] === '\\') k++;
    else if (s[k] === quote) return k;
  }
  return -1;
}
