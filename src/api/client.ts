/** One client over one transport: the areas of the spec, and what steps may use of the transport. */
import { actions } from './actions.js';
import { codeScanning } from './code-scanning.js';
import { customProperties } from './custom-properties.js';
import { deployKeys } from './deploy-keys.js';
import { oauthAuthorizations } from './oauth-authorizations.js';
import { pages } from './pages.js';
import { search } from './search.js';
import type { Transport } from './transport.js';

export function clientOn(transport: Transport) {
  return {
    /** The client's clock: every wait and deadline of the client and of the steps that use it. */
    clock: transport.options.clock,
    /** The client's stop (ClientOptions.signal): a step's own waits end on it too. */
    signal: transport.options.signal,
    /** Text without any secret the client knows, or any piece of one (for messages made outside the client). */
    redact: (text: string) => transport.secrets.redact(text),
    /** A JSON-shaped value with every string redacted (an answer written to a file or an output). */
    redactValue: <T>(value: T): T => transport.secrets.redactValue(value),
    /** Remember a secret the client did not see come in, so that it is redacted too. */
    addSecret: (value: string) => transport.secrets.add(value),
    /** The client's secrets (shared with the step's channels when the step gave them). */
    secrets: transport.secrets,
    /** The latest X-RateLimit-* values seen, per resource. */
    rateLimits: () => transport.rateLimits(),
    oauth: oauthAuthorizations(transport),
    deployKeys: deployKeys(transport),
    search: search(transport),
    pages: pages(transport),
    actions: actions(transport),
    codeScanning: codeScanning(transport),
    customProperties: customProperties(transport),
  };
}
