import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';

/** PKCS #8 DER of an Ed25519 private key, before its 32-byte seed (RFC 8410). */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * A fresh Ed25519 public key's 32 bytes, from a random seed. Not generateKeyPairSync + JWK export: on Node 20 a
 * collection during `export({ format: 'jwk' })` can finalize a key-generation job that takes the lock the export
 * holds, and the process hangs for good (seen once in CI, in this suite's helpers: gdb showed
 * ExportJWKEdKey → GC → ~KeyGenJob → pthread_mutex_lock).
 */
export function ed25519PublicKeyBytes(): Buffer {
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, randomBytes(32)]),
    format: 'der',
    type: 'pkcs8',
  });
  return createPublicKey(key).export({ type: 'spki', format: 'der' }).subarray(-32);
}

/** A fresh Ed25519 public key in OpenSSH format: "ssh-ed25519 AAAA…", then the comment if one is given. */
export function ed25519SshKey(comment?: string): string {
  const field = (b: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(b.length);
    return Buffer.concat([length, b]);
  };
  const blob = Buffer.concat([field(Buffer.from('ssh-ed25519')), field(ed25519PublicKeyBytes())]);
  return `ssh-ed25519 ${blob.toString('base64')}${comment === undefined ? '' : ` ${comment}`}`;
}
