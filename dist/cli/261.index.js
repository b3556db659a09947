export const id = 261;
export const ids = [261];
export const modules = {

/***/ 60140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   oo: () => (/* binding */ checkGzipHeader),
/* harmony export */   to: () => (/* binding */ inflateCapped)
/* harmony export */ });
/* unused harmony exports MAX_INFLATED_BYTES, MAX_RATIO, RATIO_AFTER_BYTES, InflateError */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/**
 * Inflating an uploaded `sarif` field without exhausting the emulator's memory: stopped as soon as it passes a cap,
 * so a gzip bomb costs at most what the cap allows and is then given back.
 *
 * The caps (docs/emulator.md, "What it implements"): the SARIF document may inflate to at most `MAX_INFLATED_BYTES` (256 MiB);
 * past `RATIO_AFTER_BYTES` (16 MiB) of output it may be at most `MAX_RATIO` (200) times what it took of the gzip
 * (real SARIF compresses 5 to 41 times; a bomb 1,000 times). An upload whose gzip trailer shows it past either is
 * refused with 413 (the spec's answer for a sarif field that is too large: checkGzipHeader); one that passes them
 * only while it inflates, after the answer, fails its processing with the same message.
 */


const MAX_INFLATED_BYTES = 256 * 1024 * 1024;
const MAX_RATIO = 200;
const RATIO_AFTER_BYTES = 16 * 1024 * 1024;
class InflateError extends Error {
    kind;
    constructor(message, 
    /** `too-large`: past a cap (413); `not-gzip`: not a gzip stream (400). */
    kind) {
        super(message);
        this.kind = kind;
    }
}
const NOT_GZIP = 'Invalid sarif: it is not gzip-compressed. Send the SARIF file gzip-compressed, then Base64-encoded.';
const tooLarge = (maxBytes) => `The sarif field is too large: it inflates to more than ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(maxBytes)}, the most the emulator accepts. Send less (split the analysis into several uploads, or trim it with \`sarif-pipeline check\`).`;
const bomb = (total, from, ratio, maxRatio) => `The sarif field is too large: it inflates ${Math.round(ratio)} times its compressed size (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(total)} from ${from}), above the ${maxRatio} times that real SARIF stays far below: refused as a gzip bomb.`;
/**
 * The inflated bytes of a gzip stream, or InflateError. What inflates to at most RATIO_AFTER_BYTES, where no ratio
 * applies, is inflated in one synchronous call (it runs in the emulator's worker thread): a third of the CPU time of
 * the stream for a 30-result upload (40 against 120 µs). Past that, the stream, which watches the ratio as it goes.
 */
function inflateCapped(gzip, limits = {}) {
    const maxBytes = limits.maxBytes ?? MAX_INFLATED_BYTES;
    const maxRatio = limits.maxRatio ?? MAX_RATIO;
    const ratioAfter = limits.ratioAfterBytes ?? RATIO_AFTER_BYTES;
    const whole = Math.min(maxBytes, ratioAfter);
    try {
        return Promise.resolve((0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(gzip, { maxOutputLength: whole }));
    }
    catch (err) {
        if (err.code !== 'ERR_BUFFER_TOO_LARGE')
            return Promise.reject(new InflateError(NOT_GZIP, 'not-gzip'));
        if (whole === maxBytes)
            return Promise.reject(new InflateError(tooLarge(maxBytes), 'too-large'));
    }
    return inflateStreamed(gzip, maxBytes, maxRatio, ratioAfter);
}
function inflateStreamed(gzip, maxBytes, maxRatio, ratioAfter) {
    return new Promise((resolve, reject) => {
        const gunzip = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.createGunzip)({ chunkSize: 64 * 1024 });
        let chunks = [];
        let total = 0;
        let done = false;
        const stop = (err) => {
            if (done)
                return;
            done = true;
            chunks = []; // given back at once, not when the stream is collected
            gunzip.destroy();
            reject(err);
        };
        gunzip.on('data', (chunk) => {
            if (done)
                return;
            total += chunk.length;
            if (total > maxBytes)
                return stop(new InflateError(tooLarge(maxBytes), 'too-large'));
            // bytesWritten: the gzip bytes the engine has taken so far.
            const taken = Math.max(1, gunzip.bytesWritten);
            if (total > ratioAfter && total / taken > maxRatio)
                return stop(new InflateError(bomb(total, `the first ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(taken)}`, total / taken, maxRatio), 'too-large'));
            chunks.push(chunk);
        });
        gunzip.on('error', () => stop(new InflateError(NOT_GZIP, 'not-gzip')));
        gunzip.on('end', () => {
            if (done)
                return;
            done = true;
            resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total));
        });
        // Fed in slices, so that what the engine has taken (bytesWritten) follows what it has given.
        const SLICE = 64 * 1024;
        let offset = 0;
        const feed = () => {
            while (!done && offset < gzip.length) {
                const slice = gzip.subarray(offset, offset + SLICE);
                offset += slice.length;
                if (!gunzip.write(slice))
                    return void gunzip.once('drain', feed);
            }
            if (!done)
                gunzip.end();
        };
        feed();
    });
}
/**
 * What can be told of a gzip stream without inflating it, for the answer to an upload (the inflation itself runs
 * after the answer, in emulator/worker.ts): not gzip unless it starts with gzip's magic bytes; past the caps when
 * its trailer (the inflated size, modulo 4 GiB) says so. A stream whose trailer understates its size is stopped at
 * the caps by inflateCapped while it is processed, and the upload then fails.
 */
function checkGzipHeader(gzip, limits = {}) {
    // 10 bytes of header, 8 of trailer (CRC-32 and ISIZE).
    if (gzip.length < 18 || gzip[0] !== 0x1f || gzip[1] !== 0x8b)
        return new InflateError(NOT_GZIP, 'not-gzip');
    const maxBytes = limits.maxBytes ?? MAX_INFLATED_BYTES;
    const maxRatio = limits.maxRatio ?? MAX_RATIO;
    const ratioAfter = limits.ratioAfterBytes ?? RATIO_AFTER_BYTES;
    const size = gzip.readUInt32LE(gzip.length - 4);
    if (size > ratioAfter && size / gzip.length > maxRatio)
        return new InflateError(bomb(size, `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(gzip.length)}, its gzip trailer says`, size / gzip.length, maxRatio), 'too-large');
    if (size > maxBytes)
        return new InflateError(tooLarge(maxBytes), 'too-large');
    return undefined;
}


/***/ }),

/***/ 61814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ processSarif),
/* harmony export */   O: () => (/* binding */ alertLocation)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sarif_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82679);
/**
 * What the service does with an uploaded SARIF document, reusing the engine: validate it, refuse it when it is
 * above a documented maximum, keep only the top entries where an additional limit applies, and turn each kept
 * result into an alert instance (rule, severity, tool, location, message, fingerprint).
 */


/** Alert k's location, as its instance keeps it. */
function alertLocation(alerts, k) {
    const { lines } = alerts;
    return {
        path: alerts.paths[k],
        start_line: lines[4 * k],
        end_line: lines[4 * k + 1],
        start_column: lines[4 * k + 2],
        end_column: lines[4 * k + 3],
    };
}
function text(v) {
    return (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(v) && typeof v.text === 'string' ? v.text : '';
}
function toAlertRule(rule, ruleId, level) {
    const props = rule && (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(rule.properties) ? rule.properties : {};
    const score = (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .securitySeverity */ .KW)(props);
    const tags = Array.isArray(props.tags)
        ? props.tags.filter((t) => typeof t === 'string').slice(0, _sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_LIMITS */ .rp.tagsPerRule)
        : null;
    const bucket = score === undefined ? 'none' : (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .securityBucket */ .V2)(score);
    return {
        id: ruleId,
        name: typeof rule?.name === 'string' ? rule.name : ruleId,
        severity: level,
        security_severity_level: bucket === 'none' ? null : bucket,
        description: text(rule?.shortDescription) || text(rule?.fullDescription) || ruleId,
        full_description: text(rule?.fullDescription) || text(rule?.shortDescription) || ruleId,
        tags,
        help: (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(rule?.help) ? text(rule.help) || null : null,
        help_uri: typeof rule?.helpUri === 'string' ? rule.helpUri : null,
    };
}
/**
 * toAlertRule once per rule, id and level of a run, each kept once in `rules`: returns its place there.
 */
function alertRulesOf(rules) {
    const made = new Map();
    return (rule, ruleId, level) => {
        let byIdAndLevel = made.get(rule);
        if (!byIdAndLevel)
            made.set(rule, (byIdAndLevel = new Map()));
        const key = `${level} ${ruleId}`;
        let at = byIdAndLevel.get(key);
        if (at === undefined)
            byIdAndLevel.set(key, (at = rules.push(toAlertRule(rule, ruleId, level)) - 1));
        return at;
    };
}
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;
/**
 * An artifact location's URI through its `uriBaseId` chain (the run's `originalUriBaseIds`): `relative`, the URI
 * with the chain's relative bases before it (`lib/` of `LIB = {uri: "lib/", uriBaseId: "SRCROOT"}`); `absolute`, the
 * whole when the chain ends in an absolute base (`SRCROOT = file:///home/runner/work/r/r/`). A base the run does not
 * define stands for the checkout, as the service reads it.
 */
function resolvedUri(run, location) {
    const bases = (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(run.skeleton.originalUriBaseIds) ? run.skeleton.originalUriBaseIds : {};
    let relative = typeof location.uri === 'string' ? location.uri : '';
    if (ABSOLUTE.test(relative))
        return { relative, absolute: relative };
    let base = location.uriBaseId;
    // At most one step a base: a chain that loops stops where it began (the engine refuses one anyway).
    for (let depth = 0; typeof base === 'string' && depth < Object.keys(bases).length; depth++) {
        const next = bases[base];
        if (!(0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(next) || typeof next.uri !== 'string')
            break;
        if (ABSOLUTE.test(next.uri))
            return { relative, absolute: joinUri(relative, next.uri) };
        relative = next.uri + relative;
        base = next.uriBaseId;
    }
    return { relative };
}
/** `uri` resolved against `base` (or on its own), normalized; undefined when either is not a URL. */
function joinUri(uri, base) {
    try {
        return new URL(uri, base).href;
    }
    catch {
        return undefined;
    }
}
/**
 * The alert's path: relative to `checkout_uri` when the resolved URI lies under it (spec, code scanning rule 5);
 * else the URI relative to the chain's root base, as the tool wrote it; an absolute URI elsewhere as its path.
 */
function pathOf(uri, checkoutUri) {
    let path = uri.relative;
    const root = checkoutUri && joinUri(checkoutUri.endsWith('/') ? checkoutUri : `${checkoutUri}/`);
    const absolute = uri.absolute && joinUri(uri.absolute);
    if (root && absolute && /^file:/i.test(absolute) && absolute.startsWith(root))
        path = absolute.slice(root.length);
    try {
        path = decodeURIComponent(path);
    }
    catch {
        // a malformed escape is kept as written
    }
    return path.replace(/^file:\/\/\/?/i, '').replace(/^\.?\//, '');
}
/**
 * The alert path of an artifact location of `run`, found once per base and URI: a run's results mostly name a few
 * files, and each result's location is its own parsed object.
 */
function pathsOf(run, options) {
    const byBase = new Map();
    return (location) => {
        const { uri, uriBaseId } = location;
        if (typeof uri !== 'string')
            return pathOf(resolvedUri(run, location), options.checkoutUri);
        let byUri = byBase.get(uriBaseId);
        if (!byUri)
            byBase.set(uriBaseId, (byUri = new Map()));
        let path = byUri.get(uri);
        if (path === undefined)
            byUri.set(uri, (path = pathOf(resolvedUri(run, location), options.checkoutUri)));
        return path;
    };
}
function locationOf(run, result, pathAt) {
    const loc = Array.isArray(result.locations) && (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(result.locations[0]) ? result.locations[0] : {};
    const phys = (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(loc.physicalLocation) ? loc.physicalLocation : {};
    const al = (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(phys.artifactLocation) ? phys.artifactLocation : {};
    const artifacts = Array.isArray(run.skeleton.artifacts) ? run.skeleton.artifacts : [];
    const byIndex = Number.isInteger(al.index) ? artifacts[al.index] : undefined;
    const artifactLocation = typeof al.uri !== 'string' && (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(byIndex) && (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(byIndex.location) ? byIndex.location : al;
    const region = (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(phys.region) ? phys.region : {};
    const n = (v, d) => (Number.isInteger(v) ? v : d);
    const startLine = n(region.startLine, 1);
    return {
        path: pathAt(artifactLocation),
        start_line: startLine,
        end_line: n(region.endLine, startLine),
        start_column: n(region.startColumn, 1),
        end_column: n(region.endColumn, n(region.startColumn, 1)),
    };
}
/**
 * Above a maximum (SERVICE_MAXIMA, from the engine's one table of documented limits) the upload fails; the messages
 * name the run and what to do.
 */
function maximaErrors(runs) {
    const errors = [];
    if (runs.length > _sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.runsPerUpload)
        errors.push(`the upload has ${runs.length} runs; at most ${_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.runsPerUpload} are accepted`);
    const keys = new Map();
    for (const run of runs) {
        const { driver, category } = run;
        const key = JSON.stringify([driver.name, category]);
        if (keys.has(key))
            errors.push(`runs ${keys.get(key)} and ${run.index} have the same tool "${String(driver.name)}" and category "${category}": give each run its own category`);
        keys.set(key, run.index);
        if (run.resultCount > _sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.resultsPerRun)
            errors.push(`run ${run.index} has ${run.resultCount} results; at most ${_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.resultsPerRun} are accepted`);
        if (run.rules.length > _sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.rulesPerRun)
            errors.push(`run ${run.index} has ${run.rules.length} rules; at most ${_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.rulesPerRun} are accepted`);
        if (run.extensionCount > _sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.extensionsPerRun)
            errors.push(`run ${run.index} has ${run.extensionCount} tool extensions; at most ${_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.extensionsPerRun} are accepted`);
        for (let i = 0; i < run.resultCount && errors.length < 20; i++) {
            if (run.threadFlowLocations(i) > _sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.threadFlowLocationsPerResult)
                errors.push(`run ${run.index} result ${i} has ${run.threadFlowLocations(i)} thread flow locations; at most ${_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.threadFlowLocationsPerResult} are accepted`);
            if (run.locations(i) > _sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.locationsPerResult)
                errors.push(`run ${run.index} result ${i} has ${run.locations(i)} locations; at most ${_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.locationsPerResult} are accepted`);
        }
        for (const rule of run.rules) {
            const tags = (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(rule.properties) && Array.isArray(rule.properties.tags) ? rule.properties.tags.length : 0;
            if (tags > _sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.tagsPerRule)
                errors.push(`run ${run.index} rule "${String(rule.id)}" has ${tags} tags; at most ${_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_MAXIMA */ .Y0.tagsPerRule} are accepted`);
        }
    }
    return errors.slice(0, 20);
}
/**
 * The tools of this thread's valid uploads, by their bytes (bounded: known-tools.ts): the next upload of the same
 * analyser's tool is not scanned or checked again. Started anew once full, so that the tools of today's analysers
 * are the ones kept.
 */
let knownTools = new _sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .KnownTools */ .Rl();
async function processSarif(sarif, options = {}) {
    if (knownTools.full())
        knownTools = new _sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .KnownTools */ .Rl();
    const read = await (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readUpload */ .OA)(sarif, undefined, undefined, knownTools);
    if (!read.ok) {
        return {
            ok: false,
            errors: read.errors.map((d) => `${d.pointer || 'document'}${d.line ? ` (line ${d.line}, column ${d.column})` : ''}: ${d.message}`),
        };
    }
    const over = maximaErrors(read.runs);
    if (over.length > 0)
        return { ok: false, errors: over };
    const runs = [];
    for (const run of read.runs) {
        const { driver, category } = run;
        const tool = {
            name: String(driver.name ?? 'API'),
            guid: typeof driver.guid === 'string' ? driver.guid : null,
            version: typeof driver.semanticVersion === 'string'
                ? driver.semanticVersion
                : typeof driver.version === 'string'
                    ? driver.version
                    : null,
        };
        // Additional limit: only the top results by severity are included.
        const alerts = {
            keys: [],
            rules: [],
            rule: [],
            messages: [],
            paths: [],
            lines: new Float64Array(0),
        };
        const lines = [];
        const seen = new Set();
        const alertRule = alertRulesOf(alerts.rules);
        const pathAt = pathsOf(run, options);
        // The alert's key is JSON of [tool, category, rule, fingerprint]: its first two once a run.
        const keyHead = `[${JSON.stringify(tool.name)},${JSON.stringify(category)},`;
        let kept = 0;
        for (const i of run.top(_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_LIMITS */ .rp.resultsPerRun)) {
            kept++;
            const { json: result, rule, ruleId = 'unknown-rule', level } = run.result(i);
            if (result.kind !== undefined && result.kind !== 'fail')
                continue; // not a problem: no alert
            const location = locationOf(run, result, pathAt);
            const fingerprints = (0,_sarif_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(result.partialFingerprints) ? result.partialFingerprints : {};
            const fingerprint = typeof fingerprints.primaryLocationLineHash === 'string'
                ? fingerprints.primaryLocationLineHash
                : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1')
                    .update(`${location.path}:${location.start_line}:${text(result.message)}`)
                    .digest('hex');
            const key = `${keyHead}${JSON.stringify(ruleId)},${JSON.stringify(fingerprint)}]`;
            if (seen.has(key))
                continue; // the alert is the first result's with this fingerprint
            seen.add(key);
            alerts.keys.push(key);
            alerts.rule.push(alertRule(rule, ruleId, level));
            alerts.messages.push(text(result.message));
            alerts.paths.push(location.path);
            lines.push(location.start_line, location.end_line, location.start_column, location.end_column);
        }
        alerts.lines = Float64Array.from(lines);
        const distinct = {
            results: alerts.keys.length,
            rules: new Set(alerts.rule.map((k) => alerts.rules[k].id)).size,
        };
        runs.push({ tool, category, alerts, received: run.resultCount, kept, distinct });
    }
    return { ok: true, runs };
}


/***/ }),

/***/ 53172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P3: () => (/* binding */ SiteWriter),
/* harmony export */   PH: () => (/* binding */ storedPath),
/* harmony export */   WI: () => (/* binding */ readManifest),
/* harmony export */   he: () => (/* binding */ storeDirectory),
/* harmony export */   yE: () => (/* binding */ SiteConflict)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _make_directory_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6559);
/**
 * Deployed Pages sites, stored by content. Each distinct file content is one file, `files/ab/cdef…` (its SHA-256),
 * and a site is one more: its manifest (every path with its content's hash, every directory), whose hash is what a
 * deployment records. A deployment thus writes only the contents no stored site has: a site deployed again, or
 * with a few pages changed, costs those pages. Creating a file is what a deployment cost most (ext4's inode
 * allocator: 60% of the emulator's CPU in a benchmark of one-file sites, a directory and a file each), far more
 * than hashing the bytes.
 *
 * Written only through a SiteWriter (in the emulator's worker thread): new contents go to `tmp/` and are renamed
 * to their hash once the whole archive is accepted, so a refused archive leaves nothing, and a name in `files/`
 * always holds the whole content it names. Removed only by the sweep (pages/site-files.ts), which never runs
 * while a writer does.
 */







/** A refused archive entry (a conflict of paths); archive.ts raises its other refusals the same way. */
class SiteConflict extends Error {
}
/** Where a content (or a manifest) of this hash is stored. */
const storedPath = (store, hash) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(store, 'files', hash.slice(0, 2), hash.slice(2));
/** The manifest of `hash`, parsed (every directory of every file included). */
async function readManifest(store, hash) {
    const raw = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(storedPath(store, hash), 'utf8'));
    return { files: new Map(raw.files), dirs: new Set(raw.dirs) };
}
/** Contents up to this size are hashed in memory, before anything is written: a stored one costs no file at all. */
const IN_MEMORY = 1024 * 1024;
/** Shard directories known to exist, by path, in every store of the process (the sweep never removes them). */
const shards = new Set();
/** The site of one archive, written as its entries come. `commit` stores it; `abort` leaves nothing. */
class SiteWriter {
    store;
    files = new Map();
    dirs = new Set();
    /** Contents written to tmp/ for this site, by hash. */
    staged = new Map();
    tmpMade = false;
    constructor(store) {
        this.store = store;
    }
    /** A directory (and its parents); `name` is the entry's name in the archive, for messages. */
    directory(segments, name) {
        for (let i = 1; i <= segments.length; i++) {
            const path = segments.slice(0, i).join('/');
            if (this.dirs.has(path))
                continue;
            if (this.files.has(path))
                throw new SiteConflict(`entry "${name}" conflicts with a file of the same path in the archive`);
            this.dirs.add(path);
        }
    }
    /**
     * A sink for the content of file `segments` (its parents are directories of the site). Declared sizes up to
     * IN_MEMORY are gathered and hashed before any write; larger ones are streamed to tmp/ and hashed on the way.
     */
    file(segments, name, declared) {
        const path = segments.join('/');
        if (this.dirs.has(path))
            throw new SiteConflict(`entry "${name}" conflicts with a directory of the same path in the archive`);
        this.directory(segments.slice(0, -1), name);
        this.files.set(path, ''); // taken now: a later entry under it conflicts
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        const chunks = [];
        let fd;
        let tmp;
        let stored = false;
        if (declared > IN_MEMORY)
            [fd, tmp] = this.openTmp();
        const drop = () => {
            if (fd !== undefined)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
            fd = undefined;
            if (tmp)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(tmp);
            tmp = undefined;
        };
        return new node_stream__WEBPACK_IMPORTED_MODULE_4__.Writable({
            write: (chunk, _enc, done) => {
                hash.update(chunk);
                if (fd === undefined)
                    chunks.push(chunk);
                else {
                    try {
                        writeAll(fd, chunk);
                    }
                    catch (err) {
                        return done(err); // a full disk: the stream errs, the archive is refused
                    }
                }
                done();
            },
            final: (done) => {
                try {
                    const digest = hash.digest('hex');
                    this.files.set(path, digest);
                    if (fd === undefined)
                        this.keep(digest, () => Buffer.concat(chunks));
                    else {
                        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
                        fd = undefined;
                        if (this.known(digest))
                            drop();
                        else
                            this.staged.set(digest, tmp);
                    }
                    stored = true;
                    done();
                }
                catch (err) {
                    done(err);
                }
            },
            // Destroyed before its end (the archive refused meanwhile): its partial content goes.
            destroy: (err, done) => {
                try {
                    if (!stored)
                        drop();
                }
                finally {
                    done(err);
                }
            },
        });
    }
    /** Whether `hash` is stored, or staged by this site. */
    known(hash) {
        return this.staged.has(hash) || (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(storedPath(this.store, hash));
    }
    /** Stage `content` under `hash` unless that content is stored already. */
    keep(hash, content) {
        if (this.known(hash))
            return;
        const [fd, tmp] = this.openTmp();
        try {
            writeAll(fd, content());
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        }
        this.staged.set(hash, tmp);
    }
    openTmp() {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.store, 'tmp');
        if (!this.tmpMade)
            (0,_make_directory_js__WEBPACK_IMPORTED_MODULE_6__/* .makeDirectory */ .O)(dir);
        this.tmpMade = true;
        const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(12).toString('hex'));
        return [(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(tmp, 'wx', 0o644), tmp];
    }
    /** The files written so far. */
    get fileCount() {
        return this.files.size;
    }
    /** Whether the site has `404.html` at its root (its own page for paths it lacks). */
    get custom404() {
        return this.files.has('404.html');
    }
    /** Store the staged contents and the manifest; the manifest's hash names the site. */
    commit() {
        for (const [hash, tmp] of this.staged)
            place(this.store, hash, tmp);
        this.staged.clear();
        const manifest = Buffer.from(JSON.stringify({ files: [...this.files].sort(byPath), dirs: [...this.dirs].sort() }));
        const site = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(manifest).digest('hex');
        this.keep(site, () => manifest);
        for (const [hash, tmp] of this.staged)
            place(this.store, hash, tmp);
        this.staged.clear();
        return site;
    }
    /** Remove what this site staged (a refused archive). */
    abort() {
        for (const tmp of this.staged.values())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(tmp);
        this.staged.clear();
    }
}
const byPath = (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
function writeAll(fd, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, bytes, at);
}
/** Move a staged content to its name (replacing an equal one another writer stored meanwhile). */
function place(store, hash, tmp) {
    const target = storedPath(store, hash);
    const shard = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(store, 'files', hash.slice(0, 2));
    if (!shards.has(shard)) {
        (0,_make_directory_js__WEBPACK_IMPORTED_MODULE_6__/* .makeDirectory */ .O)(shard);
        shards.add(shard);
    }
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(tmp, target);
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw err;
        // The shard was removed behind our back (the store deleted by hand): make it again.
        (0,_make_directory_js__WEBPACK_IMPORTED_MODULE_6__/* .makeDirectory */ .O)(shard);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(tmp, target);
    }
}
/**
 * A site from a directory of files (the layout before sites were stored by content: a state directory that
 * recorded a deployment's directory). Its files are read, not moved; the caller removes the directory.
 */
async function storeDirectory(dir, store) {
    const writer = new SiteWriter(store);
    const walk = async (segments) => {
        for (const entry of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, ...segments), { withFileTypes: true })) {
            const inner = [...segments, entry.name];
            const name = inner.join('/');
            if (entry.isDirectory()) {
                writer.directory(inner, name);
                await walk(inner);
            }
            else if (entry.isFile()) {
                const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, ...inner);
                await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_5__.pipeline)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path), writer.file(inner, name, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(path).size));
            }
        }
    };
    try {
        await walk([]);
        return { site: writer.commit(), files: writer.fileCount };
    }
    catch (err) {
        writer.abort();
        throw err;
    }
}


/***/ }),

/***/ 47261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  offLoop: () => (/* binding */ offLoop)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./src/threads.ts + 1 modules
var threads = __webpack_require__(95900);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/index.min.js
var index_min = __webpack_require__(98697);
// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __webpack_require__(20663);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/emulator/site-store.ts
var site_store = __webpack_require__(53172);
;// CONCATENATED MODULE: ./src/emulator/archive.ts
/**
 * Safe storing of a Pages artifact (.tar, .tar.gz or .zip, recognised by their magic bytes, not by name) as a site
 * of the content store (site-store.ts). Refused, with a message naming the entry: paths that would leave the site
 * (`..` segments, absolute paths, Windows drive or UNC paths), symbolic and hard links, device files, FIFOs and
 * other special entries, more entries than allowed, and archives whose content inflates past a byte cap (checked
 * against the declared sizes before inflating, and against the bytes actually read). Nothing is left behind on
 * failure. Two files at one path are refused too (one would silently win), and a file where the archive has a
 * directory.
 *
 * Only regular files and directories are kept, with fixed modes (0644): archive modes, owners and times are
 * ignored, so no entry can become executable or setuid.
 */








/**
 * What a deployment extracts at most: a published site's size on the service (GitHub Pages: 1 GB; the artifact may
 * be 10 GB), and entries enough for any real site (the service documents no count).
 */
const DEFAULT_LIMITS = { maxBytes: 1024 * 1024 * 1024, maxEntries: 200_000 };
/** A refused or unreadable archive; the message says which entry and why. */
class ArchiveError extends Error {
}
const gunzipAsync = (0,external_node_util_.promisify)(external_node_zlib_.gunzip);
/** The format from the first bytes: zip local header or empty zip, gzip, or a ustar header. */
function detectFormat(bytes) {
    if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50)
        return 'zip';
    if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x06054b50)
        return 'zip';
    if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b)
        return 'tar.gz';
    if (isTar(bytes))
        return 'tar';
    return undefined;
}
function isTar(bytes) {
    return bytes.length >= 512 && bytes.subarray(257, 262).toString('latin1') === 'ustar';
}
/**
 * The path segments of an entry name inside the target directory, or an ArchiveError when the name could
 * escape it. Backslashes count as separators (a Windows-made archive may use them). An empty result means the
 * root itself (`./`).
 */
function entrySegments(name) {
    if (name.includes('\0'))
        throw new ArchiveError(`entry "${name}" has a NUL byte in its name`);
    const unified = name.replace(/\\/g, '/');
    if (unified.startsWith('/') || /^[a-zA-Z]:/.test(unified)) {
        throw new ArchiveError(`entry "${name}" has an absolute path: archives must hold relative paths only`);
    }
    const segments = unified.split('/').filter((s) => s !== '' && s !== '.');
    if (segments.includes('..')) {
        throw new ArchiveError(`entry "${name}" escapes the target directory (".." in its path)`);
    }
    return segments;
}
function refuseKind(name, what) {
    throw new ArchiveError(`entry "${name}" is ${what}: only regular files and directories are accepted`);
}
/** Counts entries and bytes against the limits, and says which entry broke them. */
class Budget {
    limits;
    entries = 0;
    files = 0;
    bytes = 0;
    constructor(limits) {
        this.limits = limits;
    }
    entry(name) {
        if (++this.entries > this.limits.maxEntries)
            this.tooMany(`at "${name}"`);
    }
    /** A zip says how many entries it has before any is read. */
    announced(count) {
        if (count > this.limits.maxEntries)
            this.tooMany(`${count} announced`);
    }
    tooMany(where) {
        throw new ArchiveError(`the archive has more than ${this.limits.maxEntries} entries (${where}), more than the emulator extracts: send fewer files`);
    }
    paths = new Set();
    /** Declared size of a file, before inflating it; a second file at the same place is refused, not overwritten. */
    declare(name, size, path) {
        if (this.paths.has(path))
            throw new ArchiveError(`entry "${name}" is in the archive twice: only one copy could be deployed, so the archive is refused (build it again without duplicates)`);
        this.paths.add(path);
        this.files++;
        this.bytes += size;
        if (this.bytes > this.limits.maxBytes) {
            throw new ArchiveError(`the site is larger than ${(0,format/* formatBytes */.z3)(this.limits.maxBytes)} (at "${name}", ${(0,format/* formatBytes */.z3)(size)}), the most Pages publishes: make it smaller or host large files elsewhere`);
        }
    }
    /** A stage that counts the bytes actually written, in case a declared size lies. */
    meter(name, declared) {
        let seen = 0;
        const cap = this.limits.maxBytes;
        return new external_node_stream_.Transform({
            transform(chunk, _enc, done) {
                seen += chunk.length;
                if (seen > declared || seen > cap) {
                    done(new ArchiveError(`entry "${name}" inflates past its declared size of ${(0,format/* formatBytes */.z3)(declared)}`));
                    return;
                }
                done(null, chunk);
            },
        });
    }
}
/**
 * Store the site `bytes` holds in the content store `store`. Throws ArchiveError for a refused or unreadable
 * archive; nothing it wrote is then left.
 */
async function storeArchive(bytes, store, limits = DEFAULT_LIMITS) {
    const format = detectFormat(bytes);
    if (!format) {
        throw new ArchiveError(`the artifact is not a .tar, .tar.gz or .zip archive (first bytes ${bytes.subarray(0, 4).toString('hex') || 'none'})`);
    }
    const writer = new site_store/* SiteWriter */.P3(store);
    const budget = new Budget(limits);
    try {
        if (format === 'zip')
            await extractZip(bytes, writer, budget);
        else
            await extractTar(format === 'tar' ? bytes : await inflateTar(bytes, limits), writer, budget);
        const site = writer.commit();
        return { site, format, files: budget.files, bytes: budget.bytes, custom404: writer.custom404 };
    }
    catch (err) {
        writer.abort();
        if (err instanceof ArchiveError || isSystemError(err))
            throw err;
        if (err instanceof site_store/* SiteConflict */.yE)
            throw new ArchiveError(err.message);
        throw new ArchiveError(`the archive could not be extracted: ${err.message}`);
    }
}
/**
 * Gunzip with a ceiling: the file content cap plus room for the tar headers and padding of every allowed
 * entry. zlib stops inflating at the ceiling, so a gzip bomb costs at most that much memory.
 */
async function inflateTar(bytes, limits) {
    const ceiling = limits.maxBytes + (limits.maxEntries + 2) * 2048;
    let tar;
    try {
        tar = await gunzipAsync(bytes, { maxOutputLength: ceiling });
    }
    catch (err) {
        if (err.code === 'ERR_BUFFER_TOO_LARGE') {
            throw new ArchiveError(`the archive inflates to more than ${(0,format/* formatBytes */.z3)(ceiling)}: refused as a possible decompression bomb`);
        }
        throw new ArchiveError(`the gzip data is corrupt: ${err.message}`);
    }
    if (!isTar(tar) && !tar.subarray(0, 1024).every((b) => b === 0)) {
        throw new ArchiveError('the gzip data does not hold a tar archive (.tar.gz expected)');
    }
    return tar;
}
function tarKind(entry) {
    switch (entry.type) {
        case 'File':
        case 'OldFile':
        case 'ContiguousFile':
            return 'file';
        case 'Directory':
            return 'directory';
        case 'SymbolicLink':
            return refuseKind(entry.path, `a symbolic link (to "${entry.linkpath ?? ''}")`);
        case 'Link':
            return refuseKind(entry.path, `a hard link (to "${entry.linkpath ?? ''}")`);
        case 'CharacterDevice':
        case 'BlockDevice':
            return refuseKind(entry.path, 'a device file');
        case 'FIFO':
            return refuseKind(entry.path, 'a FIFO');
        default:
            return refuseKind(entry.path, `of unsupported tar type ${entry.type}`);
    }
}
/** One pass over the tar entries: each is checked before a byte of it is written. */
async function extractTar(tar, writer, budget) {
    const writes = [];
    const outs = [];
    try {
        await new Promise((resolve, reject) => {
            let failed = false;
            const parser = new index_min/* Parser */.iX({ strict: true });
            const fail = (err) => {
                if (failed)
                    return;
                failed = true;
                reject(err);
                // Stop reading: the rest of the archive is not needed to refuse it, and a file cut short by the
                // failure would never end.
                parser.abort(err);
                for (const out of outs)
                    out.destroy();
            };
            parser.on('entry', (entry) => {
                if (failed)
                    return entry.resume();
                try {
                    budget.entry(entry.path);
                    const kind = tarKind(entry);
                    const segments = entrySegments(entry.path);
                    if (kind === 'directory' || segments.length === 0) {
                        if (kind === 'file')
                            refuseKind(entry.path, 'a file without a name');
                        writer.directory(segments, entry.path);
                        return entry.resume();
                    }
                    budget.declare(entry.path, entry.size, segments.join('/'));
                    // Its path is taken now, not when the stream gets to it: a later "file/..." entry conflicts with it.
                    const out = writer.file(segments, entry.path, entry.size);
                    outs.push(out);
                    const written = (0,external_node_stream_promises_.finished)(out).catch((err) => {
                        throw writeError(entry.path, err);
                    });
                    written.catch(fail);
                    writes.push(written);
                    entry.pipe(out);
                }
                catch (err) {
                    fail(err);
                    entry.resume();
                }
            });
            parser.on('error', (err) => fail(new ArchiveError(`the tar archive is malformed: ${err.message}`)));
            parser.on('end', () => resolve());
            parser.end(tar);
        });
    }
    finally {
        // Every file stream settles before the caller keeps or removes the directory.
        await Promise.allSettled(writes);
    }
    await Promise.all(writes);
}
function writeError(name, err) {
    if (err instanceof ArchiveError || isSystemError(err))
        return err;
    if (err instanceof site_store/* SiteConflict */.yE)
        return new ArchiveError(err.message);
    return new ArchiveError(`entry "${name}" could not be written: ${err.message}`);
}
/**
 * A failed system call of the store (a full disk): the emulator's failure, not the archive's, so not an
 * ArchiveError (the deployment then fails as "failed in the emulator", not as a refused artifact).
 */
const isSystemError = (err) => typeof err?.syscall === 'string';
const S_IFMT = 0o170000;
const UNIX_TYPES = {
    0o100000: 'file',
    0o040000: 'directory',
    0o120000: 'a symbolic link',
    0o020000: 'a device file',
    0o060000: 'a device file',
    0o010000: 'a FIFO',
    0o140000: 'a socket',
};
function zipKind(entry, name) {
    const madeOnUnix = entry.versionMadeBy >> 8 === 3;
    const type = madeOnUnix ? (entry.externalFileAttributes >>> 16) & S_IFMT : 0;
    const kind = type === 0 ? undefined : UNIX_TYPES[type];
    if (kind === undefined && type !== 0)
        refuseKind(name, `of unknown file type 0${type.toString(8)}`);
    if (kind && kind !== 'file' && kind !== 'directory')
        refuseKind(name, kind);
    return kind === 'directory' || name.endsWith('/') ? 'directory' : 'file';
}
/**
 * Zip: the central directory is read and every entry checked (names, kinds, count, declared sizes) before
 * anything is written; then the files are inflated one by one, metered.
 */
async function extractZip(bytes, writer, budget) {
    let zip;
    try {
        // Names are decoded and checked here (decodeStrings: false), for the same messages as tar entries.
        zip = await yauzl.fromBufferPromise(bytes, {
            lazyEntries: true,
            autoClose: false,
            decodeStrings: false,
            validateEntrySizes: true,
        });
    }
    catch (err) {
        throw new ArchiveError(`the zip archive is malformed: ${err.message}`);
    }
    try {
        budget.announced(zip.entryCount);
        const plan = [];
        for (const entry of await readCentralDirectory(zip)) {
            const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
            budget.entry(name);
            const kind = zipKind(entry, name);
            const segments = entrySegments(name);
            if (segments.length === 0)
                continue;
            if (kind === 'file')
                budget.declare(name, entry.uncompressedSize, segments.join('/'));
            plan.push({ entry, name, segments, kind });
        }
        for (const { entry, name, segments, kind } of plan) {
            if (kind === 'directory') {
                writer.directory(segments, name);
                continue;
            }
            let source;
            try {
                source = await zip.openReadStreamPromise(entry);
            }
            catch (err) {
                throw new ArchiveError(`entry "${name}" cannot be read: ${err.message}`);
            }
            try {
                await (0,external_node_stream_promises_.pipeline)(source, budget.meter(name, entry.uncompressedSize), writer.file(segments, name, entry.uncompressedSize));
            }
            catch (err) {
                throw writeError(name, err);
            }
        }
    }
    finally {
        zip.close();
    }
}
function readCentralDirectory(zip) {
    return new Promise((resolve, reject) => {
        const entries = [];
        zip.on('entry', (entry) => {
            entries.push(entry);
            zip.readEntry();
        });
        zip.on('end', () => resolve(entries));
        zip.on('error', (err) => reject(new ArchiveError(`the zip archive is malformed: ${err.message}`)));
        zip.readEntry();
    });
}
/**
 * What a Pages deployment deploys from a run artifact: the artifact service keeps artifacts as zips, and
 * upload-pages-artifact puts one `artifact.tar` in it; such a zip gives the tar inside. Anything else is itself.
 */
async function unwrapRunArtifact(bytes, maxBytes = DEFAULT_LIMITS.maxBytes) {
    if (detectFormat(bytes) !== 'zip')
        return bytes;
    let zip;
    try {
        zip = await yauzl.fromBufferPromise(bytes, {
            lazyEntries: true,
            autoClose: false,
            validateEntrySizes: true,
        });
    }
    catch {
        return bytes; // refused with its reason by extractArchive
    }
    try {
        const entries = (await readCentralDirectory(zip)).filter((e) => !e.fileName.endsWith('/'));
        if (entries.length !== 1 || !/\.tar$/i.test(entries[0].fileName))
            return bytes;
        const entry = entries[0];
        if (entry.uncompressedSize > maxBytes)
            throw new ArchiveError(`${entry.fileName} inflates to more than ${(0,format/* formatBytes */.z3)(maxBytes)}: refused as a possible decompression bomb`);
        const stream = await zip.openReadStreamPromise(entry);
        const chunks = [];
        for await (const chunk of stream)
            chunks.push(chunk);
        return Buffer.concat(chunks);
    }
    finally {
        zip.close();
    }
}

// EXTERNAL MODULE: ./src/emulator/code-scanning/inflate.ts
var inflate = __webpack_require__(60140);
// EXTERNAL MODULE: ./src/emulator/code-scanning/process.ts
var process = __webpack_require__(61814);
;// CONCATENATED MODULE: ./src/emulator/worker.ts
/**
 * Work the emulator does after answering, off the event loop: processing a SARIF upload (inflating the gzip with
 * the caps of code-scanning/inflate.ts, the engine's pass 1, the maxima and the alert instances of
 * code-scanning/process.ts) and extracting a Pages deployment's artifact (archive.ts) run in one worker thread
 * shared by every emulator of the process, started at the first job. The event loop only hands the job over and
 * records the outcome (code-scanning/uploads.ts in upload order, pages/deployments.ts). The same module is the
 * worker's entry point. When no worker can run (it failed to start or died), the job runs on the event loop as
 * before, so nothing acknowledged is lost.
 */







const ROLE = threads/* WORKER_ROLES */.T.emulator;
/** The jobs, each a function of plain (cloneable) data to plain data that never throws for a refused input. */
const JOBS = {
    /** What processing an upload's gzip gives: the outcome, or why it failed. */
    async process({ gzip, checkoutUri }) {
        const failed = (err) => ({
            ok: false,
            errors: [`processing failed: ${err.message}`],
        });
        let json;
        try {
            json = await (0,inflate/* inflateCapped */.to)(Buffer.from(gzip.buffer, gzip.byteOffset, gzip.byteLength));
        }
        catch (err) {
            return failed(err);
        }
        return (0,process/* processSarif */.H)(json, { checkoutUri }).catch(failed);
    },
    /** The site the artifact in `file` holds, stored in the content store `store`. */
    async extract({ file, store }) {
        let bytes;
        try {
            bytes = await (0,promises_.readFile)(file);
        }
        catch {
            return { ok: false, reason: 'gone', message: `cannot read ${file}` };
        }
        try {
            return { ok: true, stored: await storeArchive(await unwrapRunArtifact(bytes), store) };
        }
        catch (err) {
            if (!(err instanceof ArchiveError))
                throw err;
            return { ok: false, reason: 'refused', message: err.message };
        }
    },
    /** A site deployed before sites were stored by content (its directory), stored in `store`. */
    adopt: ({ dir, store }) => (0,site_store/* storeDirectory */.he)(dir, store),
};
/** A worker running this module (src/threads.ts says how, from the bundle or from the sources). */
const startWorker = () => (0,threads/* startModuleWorker */.p)(import.meta.url, ROLE);
/** A job on the event loop (no worker, or the worker was lost). */
const runHere = (name, input) => JOBS[name](input);
/**
 * The process's worker and the jobs it has not answered. Idle, it is unreferenced (it keeps no process alive);
 * while a job waits it is referenced, as the work on the event loop was. It is shared by every emulator of the
 * process; if it errs or exits, what it had not answered runs on the event loop and the
 * next job starts a new worker.
 */
class EmulatorWorker {
    worker;
    waiting = new Map();
    next = 0;
    run(name, input) {
        let worker;
        try {
            worker = this.worker ?? this.start();
        }
        catch {
            return runHere(name, input); // no worker here (a sandbox without threads)
        }
        return new Promise((resolve, reject) => {
            const id = this.next++;
            if (this.waiting.size === 0)
                worker.ref(); // a job waits: the process stays until it is answered
            this.waiting.set(id, { name, input, resolve, reject });
            // Copied, not transferred: small Buffers share Node's pool with other Buffers.
            worker.postMessage({ id, name, input });
        });
    }
    start() {
        const worker = startWorker();
        worker.on('message', (reply) => {
            const w = this.waiting.get(reply.id);
            this.waiting.delete(reply.id);
            if (this.waiting.size === 0)
                worker.unref();
            if (!w)
                return;
            if ('error' in reply)
                w.reject(new Error(reply.error));
            else
                w.resolve(reply.output);
        });
        const lost = () => {
            if (this.worker !== worker)
                return;
            this.worker = undefined;
            const left = [...this.waiting.values()];
            this.waiting.clear();
            for (const w of left)
                runHere(w.name, w.input).then(w.resolve, w.reject);
        };
        worker.on('error', lost);
        worker.on('exit', lost);
        worker.unref(); // idle (after the listeners: adding a 'message' listener refs the worker's port again)
        this.worker = worker;
        return worker;
    }
}
let shared;
/** Run a job in the process's emulator worker (see EmulatorWorker). */
function offLoop(name, input) {
    return (shared ??= new EmulatorWorker()).run(name, input);
}
if (!external_node_worker_threads_.isMainThread && external_node_worker_threads_.workerData?.role === ROLE) {
    external_node_worker_threads_.parentPort.on('message', (job) => {
        runHere(job.name, job.input).then((output) => external_node_worker_threads_.parentPort.postMessage({ id: job.id, output }), (err) => external_node_worker_threads_.parentPort.postMessage({ id: job.id, error: err.message }));
    });
}


/***/ })

};
