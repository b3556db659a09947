/** Custom property values of a repository (public beta; admin access). */
import { SHAPES } from './answer-shape.js';
import type { Transport } from './transport.js';
import type { CustomPropertyValue, RepoRef } from './types.js';

export function customProperties(t: Transport) {
  return {
    async getValues(p: RepoRef): Promise<CustomPropertyValue[]> {
      return (
        await t.request<CustomPropertyValue[]>('GET /repos/{owner}/{repo}/properties/values', p, {
          credentials: 'token',
          answer: SHAPES.customPropertyValues,
        })
      ).data;
    },
  };
}
