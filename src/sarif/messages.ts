/**
 * Messages given by id (SARIF §3.11.6-3.11.7): the text is looked up in the rule's `messageStrings`, then in its
 * tool component's `globalMessageStrings`, and its placeholders `{0}`, `{1}`, ... are filled from `arguments`
 * (§3.11.5; `{{` and `}}` stand for literal braces). The service shows `message.text`, so the engine writes it.
 */
import { isObject, type Json, type JsonObject } from './json.js';

/** The message string for `id`, or undefined when neither the rule nor the component has it. */
export function resolveMessage(
  id: string,
  rule: JsonObject | undefined,
  component: JsonObject | undefined,
): string | undefined {
  for (const strings of [rule?.messageStrings, component?.globalMessageStrings]) {
    if (!isObject(strings) || !Object.prototype.hasOwnProperty.call(strings, id)) continue;
    const entry = strings[id];
    if (isObject(entry) && typeof entry.text === 'string') return entry.text;
  }
  return undefined;
}

/** Fill `{n}` placeholders from `args`; a placeholder without an argument stays as written. */
export function renderMessage(template: string, args: readonly Json[] | undefined): string {
  return template.replace(/\{\{|\}\}|\{(\d+)\}/g, (match, n: string | undefined) => {
    if (match === '{{') return '{';
    if (match === '}}') return '}';
    const arg = args?.[Number(n)];
    return typeof arg === 'string' ? arg : match;
  });
}
