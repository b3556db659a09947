/**
 * The result table keeps 20 bytes a result and shares the rest among results of one profile: every fact read back
 * must be the fact pushed, whatever the number of profiles (its hash table grows), counts above 16 bits, and
 * results that hold references among many that do not.
 */
import { prng } from '../../bench/generate-sarif.js';
import { REF_DUPLICATES, REF_LOCAL_DANGLING } from '../../src/sarif/reference-bits.js';
import { REF_REWRITE, ResultTable, type ResultRecord } from '../../src/sarif/result-table.js';
import { rankOf } from '../../src/sarif/severity.js';

function records(n: number, seed: number, rules: number): ResultRecord[] {
  const rnd = prng(seed);
  const pick = (k: number) => Math.floor(rnd() * k);
  let at = 0;
  return Array.from({ length: n }, () => {
    const refs = rnd() < 0.2;
    const mask = (refs ? 1 + pick(0x3ff) : 0) | (rnd() < 0.1 ? REF_DUPLICATES : 0);
    const length = 2 + pick(5000);
    const r: ResultRecord = {
      start: (at += length + pick(3)) + 2 ** 33, // past 4 GiB: starts are not 32-bit
      length,
      ruleId: rnd() < 0.1 ? -1 : pick(rules),
      ruleIndex: rnd() < 0.5 ? -1 : pick(rules),
      component: rnd() < 0.8 ? -1 : rnd() < 0.5 ? pick(4) : -2 - pick(3),
      level: pick(5) - 1,
      kindFail: rnd() < 0.9 ? 1 : 0,
      locations: rnd() < 0.01 ? 70_000 + pick(1e6) : pick(4),
      threadFlowLocations: rnd() < 0.01 ? 0xffff + pick(3) : pick(3000),
      hasLineHash: rnd() < 0.7 ? 1 : 0,
      refMask: mask | (rnd() < 0.02 ? REF_LOCAL_DANGLING : 0),
      maxArtifact: -1,
      maxLogical: -1,
      maxThreadFlow: -1,
      maxOther: -1,
      messageId: rnd() < 0.05 ? rules + pick(3) : -1,
    };
    if (refs) {
      r.maxArtifact = pick(100) - 1;
      r.maxLogical = pick(100) - 1;
      r.maxThreadFlow = pick(10) - 1;
      r.maxOther = pick(1e6) - 1;
    }
    return r;
  });
}

describe('result table', () => {
  it.each([
    ['few profiles', 140_000, 7],
    ['many profiles (the hash table grows many times)', 60_000, 5_000],
  ])('gives back every fact pushed: %s', (_name, n, rules) => {
    const pushed = records(n, rules, rules);
    const t = new ResultTable();
    for (let s = 0; s < rules + 3; s++) t.intern(`id${s}`);
    expect(pushed.every((r, i) => t.push(r) === i)).toBe(true);
    expect(t.length).toBe(n);
    expect(t.profileCount).toBeGreaterThan(Math.min(rules, 100));
    expect(t.profileCount).toBeLessThan(n);
    const sizes = new Array<number>(t.profileCount).fill(0);
    const marked = new Set([3, 17, n - 1]);
    for (const i of marked) t.markRewrite(i);
    // Read in order (the walk the engine does), then a sample at random (the kept results).
    const order = [...pushed.keys(), ...records(2000, 9, n).map((r) => r.length % n)];
    const wrong: unknown[] = [];
    for (const i of order) {
      const r = pushed[i];
      const refs = (r.refMask & ~REF_DUPLICATES) !== 0;
      const got = JSON.stringify([
        t.start(i),
        t.byteLength(i),
        t.ruleId(i),
        t.ruleIndex(i),
        t.component(i),
        t.level(i),
        t.kindFail(i),
        t.hasLineHash(i),
        t.locations(i),
        t.threadFlowLocations(i),
        t.messageId(i),
        t.refMask(i),
        [t.maxArtifact(i), t.maxLogical(i), t.maxThreadFlow(i), t.maxOther(i)],
      ]);
      const want = JSON.stringify([
        r.start,
        r.length,
        r.ruleId < 0 ? undefined : `id${r.ruleId}`,
        r.ruleIndex,
        r.component,
        r.level,
        r.kindFail === 1,
        r.hasLineHash === 1,
        r.locations,
        r.threadFlowLocations,
        r.messageId < 0 ? undefined : `id${r.messageId}`,
        r.refMask | (marked.has(i) ? REF_REWRITE : 0),
        refs ? [r.maxArtifact, r.maxLogical, r.maxThreadFlow, r.maxOther] : [-1, -1, -1, -1],
      ]);
      if (got !== want && wrong.length < 5) wrong.push({ i, got, want });
    }
    expect(wrong).toEqual([]);
    for (let i = 0; i < n; i++) sizes[t.profile(i)]++;
    expect(sizes.map((_, p) => t.profileSize(p))).toEqual(sizes);
    const referencingResults = pushed.flatMap((r, i) => ((r.refMask & ~REF_DUPLICATES) !== 0 ? [i] : []));
    expect(t.referencingCount).toBe(referencingResults.length);
    expect(Array.from({ length: t.referencingCount }, (_, k) => t.referencingResult(k))).toEqual(
      referencingResults,
    );
    // A profile is what the results sharing it have in common.
    const sample = pushed.filter((_, i) => i % 97 === 0);
    expect(sample.map((_, k) => t.profileFacts(t.profile(k * 97)))).toEqual(
      sample.map((r) => ({
        ruleId: r.ruleId,
        ruleIndex: r.ruleIndex,
        component: r.component,
        messageId: r.messageId,
        level: r.level,
        kindFail: r.kindFail,
        hasLineHash: r.hasLineHash,
        refMask: r.refMask,
      })),
    );
  });

  it('resolves and ranks per profile: every result of a profile has its rule and priority, ranked by order', () => {
    const pushed = records(5_000, 3, 20);
    const t = new ResultTable();
    for (let s = 0; s < 23; s++) t.intern(`id${s}`);
    for (const r of pushed) t.push(r);
    for (let p = 0; p < t.profileCount; p++) t.resolveProfile(p, (p % 3) - 1, p * 2, p % 13);
    for (let i = 0; i < pushed.length; i++) {
      const p = t.profile(i);
      expect([t.resolvedComponent(i), t.resolvedRule(i), t.priority(i), t.rank(i)]).toEqual([
        (p % 3) - 1,
        p * 2,
        p % 13,
        rankOf(p % 13, i),
      ]);
    }
  });
});
