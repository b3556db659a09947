/**
 * A run's rules once its skeleton is complete (whatever the key order): each result profile's rule resolved by
 * index or id, in the driver or the component the result names, its severity and priority set, and what is wrong
 * with the reference reported once per result. Resolution is per profile (result-table.ts), not per result.
 */
import { severityOf } from './lazy-rules.js';
import type { DiagnosticSink } from './diagnostic-sink.js';
import type { PendingDiagnostic } from './facts.js';
import { isObject, type Json, type JsonObject } from './json.js';
import type { RuleComponent, RunIndex } from './log-index.js';
import { REF_RULE_INDEX_IN_RULE } from './reference-bits.js';
import type { Profile, ResultTable } from './result-table.js';
import { effectiveLevel, NO_RULE, priorityOf, type RuleSeverity } from './severity.js';

/** A rule's place: component (-1 the driver, k extension k) and index in its rules. */
type RulePlace = [component: number, rule: number];

/** What a profile's rule reference came to: the rule it names, or the diagnostic each of its results draws. */
interface ProfileRule {
  place?: RulePlace;
  draw?: (pointer: string) => PendingDiagnostic;
  /** A ruleId found in no component of the run (warned once per id when the run has rules), and the component. */
  unknownId?: string;
  component?: number;
}

/** Resolve every profile's rule and rank it, then report what the references got wrong. */
export function resolveRunRules(run: RunIndex, sink: DiagnosticSink): void {
  const rules = new RunRules(run.skeleton);
  run.ruleComponents = rules.components;
  const t = run.results;
  const found: ProfileRule[] = [];
  let anyFound = false;
  for (let p = 0; p < t.profileCount; p++) {
    const f = t.profileFacts(p);
    const r = (found[p] = profileRule(f, t, rules));
    // Noted for merges whether or not it is warned about: another run of the tool may define it (merge.ts).
    if (r.unknownId !== undefined) (run.unknownRuleIds ??= new Set()).add(`${r.component} ${r.unknownId}`);
    anyFound ||= r.draw !== undefined || (r.unknownId !== undefined && rules.any);
    const sev = r.place ? rules.severity(r.place) : NO_RULE;
    const level = effectiveLevel(f.level, f.kindFail === 1, sev);
    t.resolveProfile(p, r.place ? r.place[0] : -1, r.place ? r.place[1] : -1, priorityOf(sev, level));
  }
  if (anyFound) reportProfileRules(run, found, rules.any, sink);
}

/**
 * Each result of a profile draws its diagnostic; an unknown rule id, when the run has rules, is warned about at its
 * first result only.
 */
function reportProfileRules(
  run: RunIndex,
  found: ProfileRule[],
  hasRules: boolean,
  sink: DiagnosticSink,
): void {
  const t = run.results;
  const warned = new Set<string>();
  for (let i = 0; i < t.length; i++) {
    const { draw, unknownId } = found[t.profile(i)];
    if (draw) sink.add(draw(`/runs/${run.index}/results/${i}`));
    if (unknownId === undefined || !hasRules || warned.has(unknownId)) continue;
    warned.add(unknownId);
    sink.add({
      severity: 'warning',
      rule: 'rule-reference',
      pointer: `/runs/${run.index}/results/${i}/ruleId`,
      message: `ruleId "${unknownId}" is not among the run's rules; the alert will have no rule metadata`,
      hint: 'List the rule in tool.driver.rules (or the extension that defines it).',
    });
  }
}

/** One profile's rule: its component (by index or by name), then the rule by index, else by id. */
function profileRule(f: Profile, t: ResultTable, rules: RunRules): ProfileRule {
  const ruleId = f.ruleId < 0 ? undefined : t.ruleIds[f.ruleId];
  // A component named rather than indexed was kept as -2 - (interned name) (read-log.ts, pushFacts).
  const ref = f.component <= -2 ? t.ruleIds[-2 - f.component] : undefined;
  const ci = ref === undefined ? f.component : (rules.named(ref) ?? -2);
  const extensions = rules.components.length - 1;
  if (ref !== undefined && ci === -2) {
    return {
      draw: (pointer) => ({
        severity: 'error',
        rule: 'rule-reference',
        pointer: `${pointer}/rule/toolComponent`,
        message: `rule.toolComponent names "${ref}", which is neither the driver nor one of the run's ${extensions} tool extensions`,
        hint: 'Name the component by the guid or name it has in tool.driver or tool.extensions, or give its index.',
      }),
    };
  }
  const comp = rules.components[ci + 1];
  if (ci >= 0 && !comp) {
    return {
      draw: (pointer) => ({
        severity: 'error',
        rule: 'rule-reference',
        pointer: `${pointer}/rule/toolComponent/index`,
        message: `rule.toolComponent.index ${ci} is out of range: the run has ${extensions} tool extensions`,
        hint: 'Point rule.toolComponent.index at an entry of tool.extensions.',
      }),
    };
  }
  if (f.ruleIndex >= 0) return ruleByIndex(f, ruleId, ci, comp);
  // A rule named by guid alone was kept as -2 - (interned guid) (read-log.ts, pushFacts).
  if (f.ruleIndex <= -2) {
    const byGuid = ruleByGuid(t.ruleIds[-2 - f.ruleIndex], ci, rules);
    if (byGuid.place || ruleId === undefined) return byGuid;
  }
  if (ruleId === undefined) return {};
  const place = rules.byId(ruleId, ci);
  return place ? { place } : { unknownId: ruleId, component: ci };
}

/** The rule a result names by its guid alone (§3.52.4), in the component it names (the driver by default). */
function ruleByGuid(guid: string, ci: number, rules: RunRules): ProfileRule {
  const ri = rules.byGuid(guid, ci);
  if (ri >= 0) return { place: [ci, ri] };
  const where = ci >= 0 ? `tool.extensions[${ci}].rules` : 'tool.driver.rules';
  return {
    draw: (pointer) => ({
      severity: 'warning',
      rule: 'rule-reference',
      pointer: `${pointer}/rule/guid`,
      message: `rule.guid "${guid}" names none of ${where}: the alert will have no rule to group it by`,
      hint: 'Give the result its ruleId, or a rule.guid that one of the rules has.',
    }),
  };
}

/** The rule at the index the result gives (its ruleIndex, else its rule.index), checked against its ruleId. */
function ruleByIndex(f: Profile, ruleId: string | undefined, ci: number, comp: RuleComponent): ProfileRule {
  const ri = f.ruleIndex;
  const where = ci >= 0 ? `tool.extensions[${ci}].rules` : 'tool.driver.rules';
  if (ri >= comp.rules.length) {
    const given = f.refMask & REF_RULE_INDEX_IN_RULE ? 'rule/index' : 'ruleIndex';
    return {
      draw: (pointer) => ({
        severity: 'error',
        rule: 'rule-reference',
        pointer: `${pointer}/${given}`,
        message: `${given.replace('/', '.')} ${ri} is out of range: ${where} has ${comp.rules.length} rules`,
        hint: 'The index must point into the rules array of the component the result names (the driver by default).',
      }),
    };
  }
  const id = comp.rules[ri].id;
  if (ruleId === undefined || typeof id !== 'string' || ruleId === id || ruleId.startsWith(`${id}/`)) {
    return { place: [ci, ri] };
  }
  return {
    place: [ci, ri],
    draw: (pointer) => ({
      severity: 'warning',
      rule: 'rule-reference',
      pointer: `${pointer}/ruleId`,
      message: `ruleId "${ruleId}" and ruleIndex ${ri} name different rules (${where}[${ri}].id is "${id}"); ranking uses the rule at ruleIndex`,
      hint: 'Make ruleId and ruleIndex name the same rule (SARIF §3.27.5).',
    }),
  };
}

/**
 * A component's rules as the results' indexes count them. A frozen array (a known tool's, shared by many runs) never
 * changes and is taken as it is; another is copied, since the plan may change the run's own arrays in place.
 */
function rulesOf(rules: Json[]): JsonObject[] {
  return Object.isFrozen(rules) && rules.every(isObject)
    ? (rules as JsonObject[])
    : (rules.filter(isObject) as JsonObject[]);
}

/** The run's rule components and the lookups ranking needs, each made once and only when first asked for. */
class RunRules {
  /** Index 0: the driver; k+1: extension k. */
  readonly components: RuleComponent[];
  /** Whether any component has rules (an unknown id is worth a warning only then). */
  readonly any: boolean;
  private readonly driver: JsonObject;
  private readonly extensions: Json[];
  private readonly severities = new Map<number, RuleSeverity>();
  private firstById: Map<string, RulePlace> | undefined;
  private readonly inComponent = new Map<number, Map<string, number>>();
  private readonly guidsIn = new Map<number, Map<string, number>>();

  constructor(skeleton: JsonObject) {
    const tool = isObject(skeleton.tool) ? skeleton.tool : {};
    this.driver = isObject(tool.driver) ? tool.driver : {};
    this.extensions = Array.isArray(tool.extensions) ? tool.extensions : [];
    const component = (c: Json): RuleComponent => ({
      rules: isObject(c) && Array.isArray(c.rules) ? rulesOf(c.rules) : [],
    });
    this.components = [component(this.driver), ...this.extensions.map(component)];
    this.any = this.components.some((c) => c.rules.length > 0);
  }

  /** Made per rule as the profiles ask (most rules of a large rule set have no result). */
  severity([c, r]: RulePlace): RuleSeverity {
    const key = r * (this.components.length + 1) + c + 1;
    let sev = this.severities.get(key);
    if (!sev) this.severities.set(key, (sev = severityOf(this.components[c + 1].rules[r])));
    return sev;
  }

  /** The component a result names by guid or name: -1 the driver, k extension k. */
  named(ref: string): number | undefined {
    if (this.driver.guid === ref || this.driver.name === ref) return -1;
    const k = this.extensions.findIndex((e) => isObject(e) && (e.guid === ref || e.name === ref));
    return k >= 0 ? k : undefined;
  }

  /** The index of the first rule of component `c` (-1: the driver) with this guid; -1 if none. Indexed once. */
  byGuid(guid: string, c: number): number {
    let guids = this.guidsIn.get(c);
    if (!guids) {
      guids = new Map();
      const rules = this.components[c + 1]?.rules ?? [];
      for (let ri = rules.length - 1; ri >= 0; ri--) {
        const g = rules[ri].guid;
        if (typeof g === 'string') guids.set(g, ri);
      }
      this.guidsIn.set(c, guids);
    }
    return guids.get(guid) ?? -1;
  }

  /** First occurrence of a rule id: in component `only` when it is given (≥ 0), else the driver first, then extensions. */
  byId(id: string, only: number): RulePlace | undefined {
    if (only < 0) return this.firstAnywhere().get(id);
    const rules = this.components[only + 1]?.rules;
    if (!rules) return undefined;
    let ids = this.inComponent.get(only);
    if (!ids) {
      ids = new Map();
      for (let ri = rules.length - 1; ri >= 0; ri--) {
        const ruleId = rules[ri].id;
        if (typeof ruleId === 'string') ids.set(ruleId, ri);
      }
      this.inComponent.set(only, ids);
    }
    const ri = ids.get(id);
    return ri !== undefined ? [only, ri] : undefined;
  }

  private firstAnywhere(): Map<string, RulePlace> {
    if (this.firstById) return this.firstById;
    const byId = (this.firstById = new Map());
    this.components.forEach((c, ci) =>
      c.rules.forEach((rule, ri) => {
        if (typeof rule.id === 'string' && !byId.has(rule.id)) byId.set(rule.id, [ci - 1, ri]);
      }),
    );
    return byId;
  }
}
