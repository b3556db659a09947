/**
 * Custom properties (public beta): a repository's values (the spec's operation; admin access), and its
 * organization's schema and values (the paths the spec's permission listing names; payloads as the service's
 * published description has them): members read, owners write.
 */
import { SHAPES } from './answer-shape.js';
import { Paginated, type PageOptions } from './paginate.js';
import type { RequestMeta, Transport } from './transport.js';
import type {
  CustomPropertyDefinition,
  CustomPropertyValue,
  OrgRepoPropertyValues,
  RepoRef,
} from './types.js';

const DEFINITION: RequestMeta = { credentials: 'token', answer: SHAPES.customPropertyDefinition };
const DEFINITIONS: RequestMeta = { credentials: 'token', answer: SHAPES.customPropertyDefinitions };

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

    /** Set (or, with a null value, unset) values of a repository; each must be one its organization defines. */
    async setValues(p: RepoRef & { properties: CustomPropertyValue[] }): Promise<void> {
      await t.request('PATCH /repos/{owner}/{repo}/properties/values', { ...p }, { credentials: 'token' });
    },

    /** The organization's definitions. */
    async getSchema(p: { org: string }): Promise<CustomPropertyDefinition[]> {
      return (
        await t.request<CustomPropertyDefinition[]>('GET /orgs/{org}/properties/schema', p, DEFINITIONS)
      ).data;
    },

    async getDefinition(p: { org: string; custom_property_name: string }): Promise<CustomPropertyDefinition> {
      return (
        await t.request<CustomPropertyDefinition>(
          'GET /orgs/{org}/properties/schema/{custom_property_name}',
          p,
          DEFINITION,
        )
      ).data;
    },

    /** Create or replace one definition (a definition is replaced whole: what is left out takes its default). */
    async define(
      p: { org: string; custom_property_name: string } & Omit<
        CustomPropertyDefinition,
        'property_name' | 'url'
      >,
    ): Promise<CustomPropertyDefinition> {
      return (
        await t.request<CustomPropertyDefinition>(
          'PUT /orgs/{org}/properties/schema/{custom_property_name}',
          { ...p },
          DEFINITION,
        )
      ).data;
    },

    /** Create or replace up to 100 definitions at once. */
    async defineMany(p: {
      org: string;
      properties: CustomPropertyDefinition[];
    }): Promise<CustomPropertyDefinition[]> {
      return (
        await t.request<CustomPropertyDefinition[]>(
          'PATCH /orgs/{org}/properties/schema',
          { ...p },
          DEFINITIONS,
        )
      ).data;
    },

    /** Remove a definition, and its values from every repository of the organization. */
    async removeDefinition(p: { org: string; custom_property_name: string }): Promise<void> {
      await t.request('DELETE /orgs/{org}/properties/schema/{custom_property_name}', p, {
        credentials: 'token',
      });
    },

    /** Every repository of the organization with its values (`repository_query`: the service's search words). */
    listOrgValues(
      p: { org: string; repository_query?: string } & PageOptions,
    ): Paginated<OrgRepoPropertyValues> {
      const { maxItems, ...params } = p;
      return new Paginated<OrgRepoPropertyValues>(t, 'GET /orgs/{org}/properties/values', params, {
        maxItems,
        item: SHAPES.orgRepoPropertyValues,
      });
    },

    /** Set values on up to 30 repositories of the organization at once. */
    async setOrgValues(p: {
      org: string;
      repository_names: string[];
      properties: CustomPropertyValue[];
    }): Promise<void> {
      await t.request('PATCH /orgs/{org}/properties/values', { ...p }, { credentials: 'token' });
    },
  };
}
