/**
 * The route modules, one per area of the spec, and those real clients call around it (meta, repos, actions). Each registers its operations on the API scope (mounted at
 * /api/v3) and keeps its records in its own area of the state (store.area(name)).
 */
import { accountRoutes } from './account.js';
import { actionsRoutes } from './actions.js';
import { actionsCachesRoutes } from './actions-caches.js';
import { codeScanningRoutes } from './code-scanning.js';
import { codeScanningAlertRoutes } from './code-scanning-alert.js';
import { codeScanningAnalysesRoutes } from './code-scanning-analyses.js';
import { codeScanningAnalysisRoutes } from './code-scanning-analysis.js';
import { codeScanningSetupRoutes } from './code-scanning-setup.js';
import { customPropertiesRoutes } from './custom-properties.js';
import { deployKeysRoutes } from './deploy-keys.js';
import { oauthRoutes } from './oauth.js';
import { orgCustomPropertiesRoutes } from './org-custom-properties.js';
import { pagesBuildRoutes } from '../pages/builds.js';
import { pagesDeploymentRoutes } from '../pages/deployments.js';
import { pagesSiteRoutes } from '../pages/site.js';
import { metaRoutes } from './meta.js';
import { reposRoutes } from './repos.js';
import { searchRoutes } from './search.js';
import type { RouteModule } from '../route-module.js';

export const routeModules: RouteModule[] = [
  metaRoutes,
  accountRoutes,
  reposRoutes,
  actionsRoutes,
  actionsCachesRoutes,
  customPropertiesRoutes,
  orgCustomPropertiesRoutes,
  codeScanningRoutes,
  codeScanningAnalysisRoutes,
  codeScanningAlertRoutes,
  codeScanningAnalysesRoutes,
  codeScanningSetupRoutes,
  oauthRoutes,
  deployKeysRoutes,
  searchRoutes,
  pagesSiteRoutes,
  pagesBuildRoutes,
  pagesDeploymentRoutes,
];
