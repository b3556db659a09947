/**
 * The spec's resources, field by field ("Resources and their fields"). Timestamps are ISO 8601 UTC strings.
 * Fields the spec leaves open are typed as what it shows, with the OpenAPI description's values where the spec
 * says "not shown" (noted per field).
 */

export type Timestamp = string;

export interface UserSummary {
  login: string;
  id: number;
  node_id: string;
  avatar_url: string;
  gravatar_id: string;
  url: string;
  html_url: string;
  followers_url: string;
  following_url: string;
  gists_url: string;
  starred_url: string;
  subscriptions_url: string;
  organizations_url: string;
  repos_url: string;
  events_url: string;
  received_events_url: string;
  type: string;
  site_admin: boolean;
}

export interface RepositorySummary {
  id: number;
  node_id: string;
  name: string;
  full_name: string;
  owner: UserSummary;
  private: boolean;
  html_url: string;
  description: string | null;
  fork: boolean;
  url: string;
  archive_url: string;
  assignees_url: string;
  blobs_url: string;
  branches_url: string;
  collaborators_url: string;
  comments_url: string;
  commits_url: string;
  compare_url: string;
  contents_url: string;
  contributors_url: string;
  deployments_url: string;
  downloads_url: string;
  events_url: string;
  forks_url: string;
  git_commits_url: string;
  git_refs_url: string;
  git_tags_url: string;
  issue_comment_url: string;
  issue_events_url: string;
  issues_url: string;
  keys_url: string;
  labels_url: string;
  languages_url: string;
  merges_url: string;
  milestones_url: string;
  notifications_url: string;
  pulls_url: string;
  releases_url: string;
  stargazers_url: string;
  statuses_url: string;
  subscribers_url: string;
  subscription_url: string;
  tags_url: string;
  teams_url: string;
  trees_url: string;
  hooks_url: string;
}

// OAuth grants and authorizations

export interface AppSummary {
  url: string;
  name: string;
  /** 20 characters. */
  client_id: string;
}

export interface Grant {
  id: number;
  url: string;
  app: AppSummary;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Union of the scopes of all the app's tokens for the user. */
  scopes: string[];
}

export interface Authorization {
  id: number;
  url: string;
  scopes: string[] | null;
  /** The token value: a secret (the client redacts it from everything it writes). */
  token: string;
  token_last_eight: string;
  hashed_token: string;
  app: AppSummary;
  note: string | null;
  note_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Present in single-record and create answers. */
  expires_at?: Timestamp | null;
  fingerprint: string | null;
}

// Deploy keys

export interface DeployKey {
  id: number;
  key: string;
  url: string;
  title: string;
  verified: boolean;
  created_at: Timestamp;
  read_only: boolean;
  added_by: string;
  last_used: Timestamp | null;
}

// Search

export interface TextMatch {
  object_url: string;
  object_type: string;
  property: string;
  fragment: string;
  matches: { text: string; indices: [number, number] }[];
}

export interface CodeSearchItem {
  name: string;
  path: string;
  sha: string;
  url: string;
  git_url: string;
  html_url: string;
  repository: RepositorySummary;
  score: number;
  /** Only with the text-match media type. */
  text_matches?: TextMatch[];
}

export interface CommitPerson {
  date: Timestamp;
  name: string;
  email: string;
}

export interface CommitSearchItem {
  url: string;
  sha: string;
  html_url: string;
  comments_url: string;
  commit: {
    url: string;
    author: CommitPerson;
    committer: CommitPerson;
    message: string;
    tree: { url: string; sha: string };
    comment_count: number;
  };
  author: UserSummary | null;
  /** May be empty. */
  committer: Partial<UserSummary> | null;
  parents: { url: string; html_url: string; sha: string }[];
  repository: RepositorySummary;
  score: number;
  text_matches?: TextMatch[];
}

// Pages

export interface PagesSite {
  url: string;
  /** Sample value: built; other values not shown by the spec. */
  status: string | null;
  cname: string | null;
  custom_404: boolean;
  html_url: string;
  /** Absent for some sites (the published description has it optional). */
  source?: { branch: string; path: string };
  public: boolean;
  https_certificate?: { state: string; description: string; domains: string[]; expires_at: string };
  https_enforced: boolean;
}

export interface PagesBuild {
  url: string;
  /** Values seen: queued, built. */
  status: string;
  error: { message: string | null };
  pusher: UserSummary | null;
  commit: string;
  duration: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The answer to a build request: url and status only. */
export interface PagesBuildRequest {
  url: string;
  status: string;
}

export interface PagesDeployment {
  /** The published description's; else the id is read from status_url (pagesDeploymentId). */
  id?: string | number;
  status_url: string;
  page_url: string;
}

/** A deployment's status (its status_url); values as the service's API spec gives them (succeed, deployment_failed, ...). */
export interface PagesDeploymentStatus {
  status: string;
  /** The service's words with a failure status, redacted. */
  message?: string | null;
}

export interface PagesHostCheck {
  host: string;
  uri: string;
  nameservers: string;
  reason: string | null;
  https_error: string | null;
  caa_error: string | null;
  dns_resolves: boolean;
  is_proxied: boolean;
  is_cdn_a_ip: boolean;
  is_cdn_b_ip: boolean;
  is_old_ip_address: boolean;
  is_a_record: boolean;
  has_cname_record: boolean;
  has_mx_records_present: boolean;
  is_valid_domain: boolean;
  is_apex_domain: boolean;
  should_be_a_record: boolean;
  is_cname_to_svc_user_domain: boolean;
  is_cname_to_pages_dot_svc_dot_com: boolean;
  is_cname_to_cdn_b: boolean;
  is_pointed_to_svc_pages_ip: boolean;
  is_non_svc_pages_ip_present: boolean;
  is_pages_domain: boolean;
  is_served_by_pages: boolean;
  is_valid: boolean;
  responds_to_https: boolean;
  enforces_https: boolean;
  is_https_eligible: boolean;
}

export interface PagesHealth {
  domain: PagesHostCheck;
  alt_domain: PagesHostCheck | null;
}

// Code scanning

export type AlertState = 'open' | 'closed' | 'dismissed' | 'fixed';
export type AlertSeverity = 'critical' | 'high' | 'medium' | 'low' | 'warning' | 'note' | 'error';

export interface CodeScanningAlert {
  number: number;
  created_at: Timestamp;
  url: string;
  html_url: string;
  instances_url: string;
  state: AlertState;
  /** Repository listing only. */
  fixed_at?: Timestamp | null;
  dismissed_by: UserSummary | null;
  dismissed_at: Timestamp | null;
  dismissed_reason: string | null;
  dismissed_comment?: string | null;
  rule: {
    id: string;
    severity: string;
    /** The bucket of the rule's security-severity score, for security rules (not in the spec's field list). */
    security_severity_level?: 'low' | 'medium' | 'high' | 'critical' | null;
    description: string;
    name: string;
    tags: string[];
  };
  tool: { name: string; guid: string | null; version: string | null };
  most_recent_instance: {
    ref: string;
    analysis_key: string;
    category: string;
    environment: string;
    state: string;
    commit_sha: string;
    message: { text: string };
    location: {
      path: string;
      start_line: number;
      end_line: number;
      start_column: number;
      end_column: number;
    };
    classifications: string[];
  };
}

/** Organization listings carry the repository. */
export interface OrgCodeScanningAlert extends CodeScanningAlert {
  repository: RepositorySummary;
}

export interface SarifUploadReceipt {
  /** The sarif_id to poll with. */
  id: string;
  url: string;
}

export interface SarifUploadStatus {
  /** Value seen: complete; the OpenAPI description adds pending and failed (checked: nothing else gets through). */
  processing_status: 'pending' | 'complete' | 'failed';
  analyses_url: string | null;
  /** With failed (OpenAPI description). */
  errors?: string[] | null;
}

// Custom properties

export interface CustomPropertyValue {
  property_name: string;
  /** A string in the shape given; other types not shown by the spec (the OpenAPI description adds string[] and null). */
  value: string | string[] | null;
}

/** A custom property an organization defines (its schema); named in the spec's permission listing. */
export interface CustomPropertyDefinition {
  property_name: string;
  url?: string;
  source_type?: 'organization' | 'enterprise';
  value_type: 'string' | 'single_select' | 'multi_select' | 'true_false' | 'url';
  required?: boolean;
  default_value?: string | string[] | null;
  description?: string | null;
  allowed_values?: string[] | null;
  values_editable_by?: 'org_actors' | 'org_and_repo_actors' | null;
}

/** A repository of an organization with its custom property values. */
export interface OrgRepoPropertyValues {
  repository_id: number;
  repository_name: string;
  repository_full_name: string;
  properties: CustomPropertyValue[];
}

/** Path parameters of repository operations (case-insensitive; repo without .git). */
export interface RepoRef {
  owner: string;
  repo: string;
}
