/**
 * The Pages configure step, as actions/configure-pages does it: get the repository's site; when there is none and
 * `enablement` is set, enable it for deployments from workflows (POST …/pages with build_type workflow); then give
 * the site's URL in the parts a static-site generator needs (base_url, origin, host, base_path).
 */
import { ApiError, type ApiClient, type PagesSite } from '../api/index.js';
import { UserError } from '../errors.js';

export interface ConfigureResult {
  site: PagesSite;
  created: boolean;
  /** The site's URL without a trailing slash, e.g. https://acme.example.io/webapp. */
  baseUrl: string;
  origin: string;
  host: string;
  /** The path part of the URL without a trailing slash ('' at the root of a domain). */
  basePath: string;
}

export async function configurePages(
  api: ApiClient,
  o: { owner: string; repo: string; enablement: boolean },
): Promise<ConfigureResult> {
  const repo = { owner: o.owner, repo: o.repo };
  let site: PagesSite | undefined;
  let created = false;
  try {
    site = await api.pages.get(repo);
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  }
  if (!site) {
    if (!o.enablement)
      throw new UserError(
        `${o.owner}/${o.repo} has no Pages site`,
        'Enable Pages in the repository settings (source: GitHub Actions), or set enablement: true with a token that may administer the repository.',
      );
    try {
      site = await api.pages.create({ ...repo, build_type: 'workflow' });
      created = true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) site = await api.pages.get(repo);
      else if (err instanceof ApiError && (err.status === 403 || err.status === 404))
        throw new UserError(
          `cannot enable Pages for ${o.owner}/${o.repo}: ${err.message}`,
          'Enabling a site needs administration rights: the workflow token cannot; pass a token that can (token: ${{ secrets.PAGES_ADMIN_TOKEN }}), or enable Pages in the settings once.',
        );
      else throw err;
    }
  }
  const url = new URL(site.html_url ?? '');
  return {
    site,
    created,
    baseUrl: url.href.replace(/\/$/, ''),
    origin: url.origin,
    host: url.host,
    basePath: url.pathname.replace(/\/$/, ''),
  };
}
