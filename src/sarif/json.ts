/** JSON values as the engine handles them once parsed. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The value if it is an array, else an empty one. */
export function arrayOf(v: Json | undefined): Json[] {
  return Array.isArray(v) ? v : [];
}
