#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 27485:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ argsProblem),
/* harmony export */   e: () => (/* binding */ withNegativeValues)
/* harmony export */ });
/**
 * User-caused failures of the command line, made one line each with a hint: Node's parseArgs errors (whose text
 * has an unbalanced quote and no hint). File-system errors on inputs are made in src/errors.ts (`fileProblem`).
 */
/** A parseArgs error as one plain line: "unknown option --frob", "option --port needs a value". */
function argsProblem(err) {
    const e = err;
    const text = String(e?.message ?? err);
    const option = /'(-{1,2}[^\s'<]+)/.exec(text)?.[1];
    switch (e?.code) {
        case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
            return `unknown option ${option ?? text} (to pass a value starting with -, put it after --)`;
        case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
            if (/argument missing/.test(text))
                return `option ${option ?? ''} needs a value`.replace(/ {2}/, ' ');
            // The next argument starts with - (and is no negative number: see withNegativeValues).
            if (/ambiguous/.test(text))
                return `option ${option} needs a value, and the argument after it starts with - (write ${option}=VALUE for a value that does)`;
            return `option ${option ?? ''} takes no value`.replace(/ {2}/, ' ');
        case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
            return `unexpected argument ${/'([^']*)'/.exec(text)?.[1] ?? ''}: this command takes none`.replace(/ {2}/, ' ');
        default:
            return text.replace(/\s+/g, ' ').trim();
    }
}
/** A number with a minus sign: `-5`, `-0.5`, `-.5`, `-1e3`. No option of ours is named like one. */
const NEGATIVE_NUMBER = /^-(?:\d|\.\d)/;
/**
 * The arguments with `--name -5` written `--name=-5` wherever `--name` (or its short form) takes a value: parseArgs
 * refuses a value that starts with - as ambiguous, which read "takes no value" for `--max-ratio -5`. As its value,
 * the option's own parser sees it and says what it accepts ("--max-ratio must be a positive number; got "-5"").
 */
function withNegativeValues(args, options) {
    const out = [];
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--') {
            out.push(...args.slice(i));
            break;
        }
        const name = arg.startsWith('--') ? arg.slice(2) : undefined;
        const short = /^-[^-]$/.test(arg) ? arg.slice(1) : undefined;
        const takesValue = Object.entries(options ?? {}).some(([long, o]) => o.type === 'string' && (long === name || (short !== undefined && o.short === short)));
        if (takesValue && i + 1 < args.length && NEGATIVE_NUMBER.test(args[i + 1])) {
            out.push(short === undefined ? `${arg}=${args[++i]}` : `${arg}${args[++i]}`); // -m-5: parseArgs' short form
            continue;
        }
        out.push(arg);
    }
    return out;
}


/***/ }),

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ fileProblem),
/* harmony export */   y: () => (/* binding */ UserError)
/* harmony export */ });
/**
 * What every area shares about errors the user must fix (not the service, not a bug): `UserError`, shown as its
 * message and hint and never as a stack trace, and `fileProblem`, which turns a file-system error on a path the user
 * gave (permission denied, missing, not a directory, ...) into one.
 */
/** An error the user caused and can fix: shown as its message and hint, never as a stack trace. */
class UserError extends Error {
    hint;
    exitCode;
    constructor(message, hint, 
    /** Process exit code the CLI uses: 1 for bad input, 2 for bad usage. */
    exitCode = 1) {
        super(message);
        this.hint = hint;
        this.exitCode = exitCode;
        this.name = 'UserError';
    }
}
// File-system errors on paths the user gave: they must never read as "internal error" with a stack, in the CLI
// or in a workflow step.
const FILE_ERRORS = {
    EACCES: {
        says: 'permission denied',
        hint: 'Check the permissions of the path, or run as a user who may read it.',
    },
    EPERM: {
        says: 'operation not permitted',
        hint: 'Check the permissions of the path, or run as a user who may read it.',
    },
    ENOENT: { says: 'no such file or directory', hint: 'Check the path.' },
    ENOTDIR: { says: 'a part of the path is not a directory', hint: 'Check the path.' },
    EISDIR: { says: 'is a directory', hint: 'Give a file, or a directory where one is expected.' },
    ELOOP: { says: 'too many symbolic links', hint: 'Check the symbolic links along the path.' },
    EMFILE: {
        says: 'too many open files',
        hint: 'Raise the open-file limit (ulimit -n), or give fewer inputs.',
    },
    ENOSPC: { says: 'no space left on the device', hint: 'Free some space, or write elsewhere.' },
    EROFS: { says: 'read-only file system', hint: 'Write elsewhere.' },
};
/** A file-system error on a path the user gave, as a UserError (exit 1); undefined for anything else. */
function fileProblem(err) {
    const e = err;
    const known = e?.code ? FILE_ERRORS[e.code] : undefined;
    if (!known)
        return undefined;
    const path = e?.path;
    return new UserError(`cannot ${e?.syscall === 'open' && e?.code !== 'EACCES' ? 'open' : 'read'} ${path ?? 'a path'}: ${known.says}`, known.hint, 1);
}


/***/ }),

/***/ 16264:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/**
 * How every area writes a figure for people: bytes, counts, plurals and durations, one format each, so that a size
 * or a time reads the same in a log line, a job summary, an error message and the CLI.
 */
/** Human-readable sizes: 1.50 GB, 1.5 MB, 820 KB, 12 B (decimal units, as the service documents its limits). */
function formatBytes(bytes) {
    if (bytes >= 1e9)
        return `${(bytes / 1e9).toFixed(2)} GB`;
    if (bytes >= 1e6)
        return `${(bytes / 1e6).toFixed(1)} MB`;
    if (bytes >= 1e3)
        return `${(bytes / 1e3).toFixed(0)} KB`;
    return `${bytes} B`;
}
/** A count with thousands separators: 5,008 (without Intl, whose first use costs ~15 ms of start-up). */
function formatCount(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** `5,008 alerts`, `1 alert`. */
function plural(n, one, many = `${one}s`) {
    return `${formatCount(n)} ${n === 1 ? one : many}`;
}
/** A duration: "1.2 s" under ten seconds, "42 s" under a minute, "3 min 5 s" or "60 min" above. */
function formatDuration(ms) {
    const s = ms / 1000;
    if (s < 10)
        return `${s.toFixed(1)} s`;
    if (s < 60)
        return `${Math.round(s)} s`;
    const whole = Math.round(s);
    return whole % 60 === 0 ? `${whole / 60} min` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}


/***/ }),

/***/ 38422:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   EJ: () => (/* binding */ parsePositiveInt),
/* harmony export */   HU: () => (/* binding */ parseChoice),
/* harmony export */   SU: () => (/* binding */ parseRepository),
/* harmony export */   TU: () => (/* binding */ parseOptionalChoice),
/* harmony export */   u4: () => (/* binding */ ACCOUNT),
/* harmony export */   yo: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_0__.y)
/* harmony export */ });
/* unused harmony exports parseCount, parseBoolean */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);


const given = (value) => (value ?? '').trim();
const shown = (value) => JSON.stringify(given(value).slice(0, 200));
/** One of `choices` (case-insensitive); the fallback when empty. */
function parseChoice(value, choices, fallback, label) {
    const v = given(value).toLowerCase();
    if (v === '')
        return fallback;
    if (choices.includes(v))
        return v;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${label} must be one of ${choices.join(', ')}; got ${shown(value)}`, `Leave it empty for the default (${fallback}).`, 2);
}
/** One of `choices` (case-insensitive), or undefined when empty: a filter that is optional. */
function parseOptionalChoice(value, choices, label) {
    if (given(value) === '')
        return undefined;
    const v = given(value).toLowerCase();
    if (choices.includes(v))
        return v;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${label} must be one of ${choices.join(', ')}; got ${shown(value)}`, undefined, 2);
}
/** A whole number from 1 (or `min`) to `max`; the fallback when empty. */
function parsePositiveInt(value, label, options = {}) {
    const v = given(value);
    if (v === '')
        return options.fallback;
    const { min = 1, max = Number.MAX_SAFE_INTEGER } = options;
    const n = Number(v);
    if (!/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < min || n > max) {
        const unit = options.unit ? ` of ${options.unit}` : '';
        const what = min === 1 && /^-\s*(\d|\.\d)/.test(v) && max === Number.MAX_SAFE_INTEGER
            ? `a positive number${unit}` // -5: what is wrong is the sign
            : max < Number.MAX_SAFE_INTEGER
                ? `a whole number${unit} from ${min} to ${max}`
                : min === 1
                    ? `a positive whole number${unit}`
                    : `a whole number${unit} of at least ${min}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${label} must be ${what}; got ${shown(value)}`, options.fallback !== undefined ? `Leave it empty for the default (${options.fallback}).` : undefined, 2);
    }
    return n;
}
/** As parsePositiveInt, with a fallback: never undefined. */
function parseCount(value, label, options) {
    return parsePositiveInt(value, label, options);
}
/** true or false in the spellings of the YAML 1.2 core schema (as @actions/core reads them); the fallback when empty. */
function parseBoolean(value, label, fallback) {
    const v = given(value);
    if (v === '')
        return fallback;
    if (/^(true|True|TRUE)$/.test(v))
        return true;
    if (/^(false|False|FALSE)$/.test(v))
        return false;
    throw new UserError(`${label} must be true or false; got ${shown(value)}`, undefined, 2);
}
const UNIT_WORD = { ms: 'milliseconds', s: 'seconds' };
/**
 * A positive duration in `unit` (seconds may have decimals), as milliseconds; the fallback (in `unit`) when empty.
 * Outside `plausibleMs` the value is accepted with a warning: a copied `600000` meant as milliseconds reads as a week
 * in seconds, a `600` meant as seconds as a blink in milliseconds.
 */
function parseDuration(value, label, options) {
    const { unit, fallback } = options;
    const scale = unit === 'ms' ? 1 : 1000;
    const v = given(value);
    if (v === '')
        return { ms: fallback * scale };
    const n = Number(v);
    const shape = unit === 'ms' ? /^\d+$/ : /^\d+(\.\d+)?$/;
    if (!shape.test(v) || !Number.isFinite(n) || n <= 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${label} must be a positive ${unit === 'ms' ? 'whole ' : ''}number of ${UNIT_WORD[unit]}; got ${shown(value)}`, fallback > 0 ? `For example ${fallback} (the default).` : undefined, 2);
    }
    const ms = Math.round(n * scale);
    const [low, high] = options.plausibleMs ?? [0, Infinity];
    const as = `${label} is in ${UNIT_WORD[unit]}${options.from ? `, as in ${options.from}` : ''} (default ${fallback})`;
    if (ms < low) {
        const hint = unit === 'ms' ? ' and looks like seconds' : '';
        return { ms, warning: `${label} is ${v} ${unit}, which is under ${low / 1000} s${hint}: ${as}` };
    }
    if (ms > high) {
        const hint = unit === 's' ? ' and looks like milliseconds' : '';
        return { ms, warning: `${label} is ${v} ${unit}, which is over ${formatHours(high)}${hint}: ${as}` };
    }
    return { ms };
}
const formatHours = (ms) => ms >= 86_400_000 ? `${ms / 86_400_000} day(s)` : `${ms / 3_600_000} hour(s)`;
/** An account or organization name: letters, digits and inner hyphens. */
const ACCOUNT = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const REPO = new RegExp(`^(${ACCOUNT.source.slice(1, -1)})/([A-Za-z0-9._-]+)$`);
/** `owner/name` (a trailing .git is dropped, as the service names repositories without it). */
function parseRepository(value, label, hint) {
    const v = given(value).replace(/\.git$/, '');
    const m = REPO.exec(v);
    if (!m || m[2] === '.' || m[2] === '..') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(v === '' ? `${label} is missing` : `${label} must be owner/name; got ${shown(value)}`, hint ?? 'For example acme/webapp: the account or organization, a slash, and the repository name.', 2);
    }
    return { owner: m[1], repo: m[2] };
}


/***/ }),

/***/ 32044:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  li: () => (/* reexport */ DROPPED_KINDS),
  zC: () => (/* reexport */ OutputGateError),
  rp: () => (/* reexport */ SERVICE_LIMITS),
  Y0: () => (/* reexport */ SERVICE_MAXIMA),
  z6: () => (/* reexport */ check),
  xy: () => (/* reexport */ formatDiagnostic),
  Bt: () => (/* reexport */ formatInputs),
  CI: () => (/* reexport */ formatReport),
  Gv: () => (/* reexport */ isObject),
  OA: () => (/* reexport */ readUpload),
  Vk: () => (/* reexport */ sameJson),
  V2: () => (/* reexport */ securityBucket),
  KW: () => (/* reexport */ securitySeverity)
});

// UNUSED EXPORTS: LIMIT_TABLE, droppedText

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/format.ts
var format = __nccwpck_require__(16264);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
;// CONCATENATED MODULE: ./src/sarif/byte-source.ts
/**
 * Random-access bytes of one input: the whole file in memory when it is small, positional reads on a file
 * descriptor when it is not. Both are read front to back in chunks for the scan (pass 1) and by position for the
 * results that survive the trim (pass 2), so memory stays bounded whatever the file size.
 */

/** Files up to this size are read in one call: faster, and slices stay zero-copy. */
const IN_MEMORY_LIMIT = 256 * 1024 * 1024;
const CHUNK = 4 * 1024 * 1024;
function byte_source_memorySource(bytes, chunkSize = CHUNK) {
    return {
        size: bytes.length,
        chunks: () => viewsOf(bytes, chunkSize),
        // Nothing to read ahead: the bytes are in memory.
        chunksAhead: () => viewsAhead(bytes, chunkSize),
        read: (position, length) => bytes.subarray(position, position + length),
        close() { },
    };
}
function identityOf(stat) {
    return { dev: stat.dev, ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs };
}
/**
 * One buffer that small inputs are read into one after another, each once the one before is closed: reading
 * thousands of small files (issue 21) then leaves no buffer per file for the collector.
 */
class ReadBuffer {
    max;
    buffer;
    /** Inputs up to `max` bytes use the shared buffer; larger ones a buffer of their own. */
    constructor(max = 1024 * 1024) {
        this.max = max;
    }
    take(size) {
        if (size > this.max)
            return Buffer.allocUnsafe(size);
        if (!this.buffer || this.buffer.length < size)
            this.buffer = Buffer.allocUnsafeSlow(Math.min(this.max, Math.max(size, 64 * 1024)));
        return this.buffer.subarray(0, size);
    }
}
/**
 * Zero-copy views of `bytes`, front to back: the scan can report progress and hand work to threads chunk by chunk.
 * Generators at module level on purpose: a generator function made per source gives its generator objects a shape
 * of their own, and the scan's property loads on them then miss their caches file after file (issue 21: with
 * thousands of small files, some 6% of pass 1 went to those misses).
 */
function* viewsOf(bytes, chunkSize) {
    for (let pos = 0; pos < bytes.length; pos += chunkSize)
        yield bytes.subarray(pos, pos + chunkSize);
}
/** viewsOf as an async iterable; `check` runs before the first view and after each (lentSource). */
async function* viewsAhead(bytes, chunkSize, check) {
    check?.();
    for (let pos = 0; pos < bytes.length; pos += chunkSize) {
        yield bytes.subarray(pos, pos + chunkSize);
        check?.();
    }
}
/** Bytes in memory that are someone else's once the source is closed: reading after close throws. */
function lentSource(bytes, identity) {
    let open = true;
    const check = () => {
        if (!open)
            throw new Error('read from a byte source after it was closed (its buffer is lent to another)');
    };
    return {
        identity,
        size: bytes.length,
        chunks() {
            check();
            return viewsOf(bytes, CHUNK);
        },
        chunksAhead: () => viewsAhead(bytes, CHUNK, check),
        read(position, length) {
            check();
            return bytes.subarray(position, position + length);
        },
        close() {
            open = false;
        },
    };
}
function fileSource(path, inMemoryLimit = IN_MEMORY_LIMIT) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    let stat;
    try {
        stat = (0,external_node_fs_.fstatSync)(fd);
    }
    catch (err) {
        (0,external_node_fs_.closeSync)(fd);
        throw err;
    }
    return descriptorSource(fd, stat, inMemoryLimit);
}
/** `size` bytes from the start of a file, or fewer if it ends sooner. */
function readAll(fd, into) {
    let done = 0;
    while (done < into.length) {
        const n = (0,external_node_fs_.readSync)(fd, into, done, into.length - done, done);
        if (n === 0)
            break;
        done += n;
    }
    return done === into.length ? into : into.subarray(0, done);
}
/**
 * The source of an open file (its descriptor now the source's: closed on error, at once when the file is read whole,
 * else by close()). With `buffer`, a file read whole is read into it: the source is then the only user of those
 * bytes until it is closed, and reading from it after that throws.
 */
function descriptorSource(fd, stat, inMemoryLimit = IN_MEMORY_LIMIT, buffer) {
    let closed = false;
    try {
        const identity = identityOf(stat);
        const size = identity.size;
        if (size <= inMemoryLimit) {
            const bytes = buffer ? readAll(fd, buffer.take(size)) : (0,external_node_fs_.readFileSync)(fd);
            (0,external_node_fs_.closeSync)(fd);
            closed = true;
            if (bytes.length !== size)
                identity.size = bytes.length; // it changed as it was read: pass 2 will say so
            return buffer ? lentSource(bytes, identity) : { ...byte_source_memorySource(bytes), identity };
        }
        return {
            identity,
            size,
            *chunks() {
                for (let pos = 0; pos < size;) {
                    // A fresh buffer each time: the scanner hands out zero-copy slices of the chunk it was given.
                    const buf = Buffer.allocUnsafe(Math.min(CHUNK, size - pos));
                    const n = (0,external_node_fs_.readSync)(fd, buf, 0, buf.length, pos);
                    if (n === 0)
                        break;
                    pos += n;
                    yield n === buf.length ? buf : buf.subarray(0, n);
                }
            },
            async *chunksAhead(released) {
                const free = [];
                const readAt = (position) => new Promise((resolve, reject) => {
                    const length = Math.min(CHUNK, size - position);
                    const reused = free.pop();
                    const buf = reused && reused.length >= length ? reused.subarray(0, length) : Buffer.allocUnsafe(length);
                    (0,external_node_fs_.read)(fd, buf, 0, buf.length, position, (err, n) => err ? reject(err) : resolve(n === buf.length ? buf : buf.subarray(0, n)));
                });
                let next = size > 0 ? readAt(0) : undefined;
                let pos = 0;
                try {
                    while (next) {
                        const buf = await next;
                        pos += buf.length;
                        next = buf.length > 0 && pos < size ? readAt(pos) : undefined;
                        if (buf.length === 0)
                            continue;
                        yield buf;
                        // The caller wants the next chunk: this one may be free (the read in flight has its own buffer).
                        if (released?.() && buf.byteOffset === 0 && buf.buffer.byteLength === CHUNK)
                            free.push(Buffer.from(buf.buffer, 0, CHUNK));
                    }
                }
                finally {
                    // Stopped early: let the read in flight end before the descriptor may be closed.
                    await next?.catch(() => undefined);
                }
            },
            read(position, length, into) {
                const out = into && into.length >= length ? into : Buffer.allocUnsafe(length);
                let done = 0;
                while (done < length) {
                    const n = (0,external_node_fs_.readSync)(fd, out, done, length - done, position + done);
                    if (n === 0)
                        break;
                    done += n;
                }
                return out.subarray(0, done);
            },
            close() {
                if (!closed)
                    (0,external_node_fs_.closeSync)(fd);
                closed = true;
            },
        };
    }
    catch (err) {
        if (!closed)
            (0,external_node_fs_.closeSync)(fd);
        throw err;
    }
}
/** Files up to this size are read whole when pass 2 first needs them, and kept a while: most small files' results are kept. */
const WHOLE_FILE_LIMIT = 1024 * 1024;
/**
 * Pass 2 reads the kept results of every input back by position, long after pass 1 has let go of the file (issue
 * 21: holding every input's bytes or descriptor from pass 1 to pass 2 cost memory and descriptors per file). A
 * file is opened again when first read and checked to be the one pass 1 read; at most `maxOpen` descriptors are
 * open at a time, and small files are read whole and kept while they fit in `cacheBytes` (least recently used
 * first out). Pass 2 reads a run's results in order and runs mostly in file order, so each file is opened about
 * once.
 */
class ReopenedFiles {
    changed;
    maxOpen;
    cacheBytes;
    /** Open descriptors and small files held whole, least recently used first (a Map keeps insertion order). */
    open = new Map();
    /** The entry last used, which is last in `open` already (a file's results are read one after another). */
    newest;
    descriptors = 0;
    cached = 0;
    /** Buffers of whole files let go of, by size, for the next ones (up to a quarter of cacheBytes). */
    spares = new Map();
    spareBytes = 0;
    /** Descriptors opened (and files read whole) so far: each file should take about one. */
    opened = 0;
    /** `changed(name)`: the error thrown when a file is no longer the one pass 1 read (or is gone). */
    constructor(changed, maxOpen = 16, cacheBytes = 2 * 1024 * 1024) {
        this.changed = changed;
        this.maxOpen = maxOpen;
        this.cacheBytes = cacheBytes;
    }
    /**
     * A source that reads `path` by position when asked, which must still be the file `identity` describes; `name`
     * is the file as the user knows it (not a temporary copy), and `cleanup` runs at close (to delete that copy).
     */
    source(path, identity, name = path, cleanup) {
        return new ReopenSource(this, path, identity, name, cleanup);
    }
    /** The file's descriptor, or its bytes when it is small, opening it again if need be. */
    get(s) {
        const held = this.open.get(s);
        if (held !== undefined) {
            // Most recently used: to the end.
            if (s !== this.newest) {
                this.open.delete(s);
                this.open.set(s, held);
                this.newest = s;
            }
            return held;
        }
        let fd;
        try {
            fd = (0,external_node_fs_.openSync)(s.path, 'r');
        }
        catch {
            throw this.changed(s.name);
        }
        let kept = fd;
        try {
            const now = (0,external_node_fs_.fstatSync)(fd);
            if (now.dev !== s.dev || now.ino !== s.ino || now.size !== s.size || now.mtimeMs !== s.mtimeMs)
                throw this.changed(s.name);
            if (s.size <= WHOLE_FILE_LIMIT) {
                kept = readAll(fd, this.buffer(s.size));
                (0,external_node_fs_.closeSync)(fd);
                if (kept.length !== s.size) {
                    this.giveBack(kept);
                    throw this.changed(s.name);
                }
            }
        }
        catch (err) {
            if (kept === fd)
                (0,external_node_fs_.closeSync)(fd);
            throw err;
        }
        this.opened++;
        this.open.set(s, kept);
        this.newest = s;
        if (typeof kept === 'number')
            this.descriptors++;
        else
            this.cached += kept.buffer.byteLength;
        this.evict(s);
        return kept;
    }
    /** Close descriptors and drop whole files, least recently used first, until within the bounds (never `keep`). */
    evict(keep) {
        for (const [s, held] of this.open) {
            if (this.descriptors <= this.maxOpen && this.cached <= this.cacheBytes)
                return;
            if (s === keep)
                continue;
            if (typeof held === 'number' && this.descriptors > this.maxOpen)
                this.forget(s);
            else if (typeof held !== 'number' && this.cached > this.cacheBytes)
                this.forget(s);
        }
    }
    forget(s) {
        const held = this.open.get(s);
        if (held === undefined)
            return;
        this.open.delete(s);
        if (s === this.newest)
            this.newest = undefined;
        if (typeof held === 'number') {
            this.descriptors--;
            (0,external_node_fs_.closeSync)(held);
        }
        else {
            this.cached -= held.buffer.byteLength;
            this.giveBack(held);
        }
    }
    /**
     * A buffer for a whole file: a spare one of its size class (powers of two from 8 KB) if any. Reading thousands
     * of small files back would otherwise leave a buffer per file to the collector.
     */
    buffer(size) {
        const size2 = sizeClass(size);
        const spare = this.spares.get(size2)?.pop();
        if (spare)
            this.spareBytes -= size2;
        return (spare ?? Buffer.allocUnsafeSlow(size2)).subarray(0, size);
    }
    giveBack(held) {
        const size2 = held.buffer.byteLength;
        if (held.byteOffset !== 0 || size2 !== sizeClass(size2))
            return;
        if (this.spareBytes + size2 > this.cacheBytes / 4)
            return;
        const list = this.spares.get(size2) ?? [];
        list.push(Buffer.from(held.buffer, 0, size2));
        this.spares.set(size2, list);
        this.spareBytes += size2;
    }
    /** Close everything still open. */
    close() {
        for (const s of [...this.open.keys()])
            this.forget(s);
        this.spares.clear();
        this.spareBytes = 0;
    }
}
function sizeClass(size) {
    let n = 8 * 1024;
    while (n < size)
        n *= 2;
    return n;
}
/** Kept per input from pass 1 to pass 2: a few fields, no closure (issue 21). */
class ReopenSource {
    files;
    path;
    name;
    cleanup;
    size;
    dev;
    ino;
    mtimeMs;
    constructor(files, path, identity, name, cleanup) {
        this.files = files;
        this.path = path;
        this.name = name;
        this.cleanup = cleanup;
        this.size = identity.size;
        this.dev = identity.dev;
        this.ino = identity.ino;
        this.mtimeMs = identity.mtimeMs;
    }
    *chunks() {
        for (let pos = 0; pos < this.size; pos += CHUNK)
            yield this.read(pos, Math.min(CHUNK, this.size - pos));
    }
    async *chunksAhead(_released) {
        yield* this.chunks();
    }
    read(position, length, into) {
        const held = this.files.get(this);
        if (typeof held !== 'number')
            return held.subarray(position, position + length);
        const out = into && into.length >= length ? into : Buffer.allocUnsafe(length);
        let done = 0;
        while (done < length) {
            const n = (0,external_node_fs_.readSync)(held, out, done, length - done, position + done);
            if (n === 0)
                break;
            done += n;
        }
        if (done < length)
            throw this.files.changed(this.name);
        return out.subarray(0, done);
    }
    close() {
        this.files.forget(this);
        this.cleanup?.();
    }
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __nccwpck_require__(78474);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __nccwpck_require__(38522);
;// CONCATENATED MODULE: ./src/sarif/encode.ts
/** Serialize → gzip (node:zlib, streaming) → Base64: the `sarif` field of an upload. */


/**
 * zlib level of an upload's first compression: on SARIF 2–4× faster than zlib's default (6), for output ~15% larger
 * (measured in docs/benchmarks.md). An upload it leaves over the service's limit is compressed again at TIGHT_LEVEL
 * before anything is dropped, so what fits at the default level still fits.
 */
const FAST_LEVEL = 3;
/** zlib's default level: for uploads over the limit at FAST_LEVEL, and for shrinking them to fit. */
const TIGHT_LEVEL = 6;
const BATCH = 1 << 20;
/**
 * The compressor runs on libuv's thread pool: while it compresses one batch the main thread makes the next ones. For
 * that it may hold this much input (the default 16 KB would make every batch wait), and it writes up to a batch of
 * output per round trip (with the default 16 KB, a batch takes several, each needing the event loop).
 */
const AHEAD = 8 * BATCH;
/**
 * Gzip a sequence of JSON pieces without ever holding the uncompressed document in memory. Each piece is copied into
 * the current batch before the next is asked for (a piece may be a scratch buffer the producer reuses); a batch's
 * buffer is used again once the compressor has taken it, so compressing leaves no garbage behind.
 */
async function gzipPieces(pieces, level) {
    const batch = spare.pop() ?? Buffer.allocUnsafeSlow(BATCH);
    let used = 0;
    const iterator = pieces[Symbol.iterator]();
    // An upload that fits in one batch (most of them when there are many: issue 21) is compressed in one call, with
    // no stream to set up and no round trips through the event loop, and its batch serves the next upload.
    for (let next = iterator.next();; next = iterator.next()) {
        if (next.done) {
            const gzip = (0,external_node_zlib_.gzipSync)(batch.subarray(0, used), { level });
            giveBack(batch);
            // zlib's output may be a view of a larger buffer (16 KB at least), which the caller would keep per upload.
            return { gzip: gzip.buffer.byteLength > 2 * gzip.length ? Buffer.from(gzip) : gzip, rawBytes: used };
        }
        const piece = next.value;
        const length = typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length;
        if (used + length > BATCH)
            return gzipStream(batch, used, piece, iterator, level);
        used += typeof piece === 'string' ? batch.write(piece, used, 'utf8') : piece.copy(batch, used);
    }
}
/** Batches kept between uploads: at most two (one being filled, one being compressed). */
const spare = [];
function giveBack(batch) {
    if (spare.length < 2)
        spare.push(batch);
}
/** The rest of gzipPieces for an upload larger than a batch: `first` holds its first `used` bytes, `piece` is next. */
async function gzipStream(first, firstUsed, piece, rest, level) {
    const gz = (0,external_node_zlib_.createGzip)({ level, chunkSize: BATCH, writableHighWaterMark: AHEAD });
    const out = [];
    gz.on('data', (chunk) => out.push(chunk));
    const finished = (0,external_node_events_.once)(gz, 'end');
    let rawBytes = 0;
    const free = [];
    let batch = first;
    let used = firstUsed;
    const write = async (bytes, done) => {
        rawBytes += bytes.length;
        if (!gz.write(bytes, done))
            await (0,external_node_events_.once)(gz, 'drain');
        // Let the compressor take the batch (its callbacks need the event loop) while the next one is being made.
        else
            await new Promise((resolve) => setImmediate(resolve));
    };
    const flush = async () => {
        if (used === 0)
            return;
        const full = batch;
        const bytes = full.subarray(0, used);
        batch = free.pop() ?? Buffer.allocUnsafeSlow(BATCH);
        used = 0;
        await write(bytes, () => free.push(full));
    };
    for (let next = { done: false, value: piece }; !next.done; next = rest.next()) {
        const p = next.value;
        const length = typeof p === 'string' ? Buffer.byteLength(p) : p.length;
        if (used + length > BATCH)
            await flush();
        if (length > BATCH) {
            // Larger than a batch: its own copy (a Buffer piece may be reused by the producer).
            await write(typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p));
            continue;
        }
        used += typeof p === 'string' ? batch.write(p, used, 'utf8') : p.copy(batch, used);
    }
    await flush();
    gz.end();
    await finished;
    for (const b of free)
        giveBack(b);
    return { gzip: Buffer.concat(out), rawBytes };
}
function toBase64(gzip) {
    return gzip.toString('base64');
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __nccwpck_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __nccwpck_require__(46466);
;// CONCATENATED MODULE: ./src/sarif/find-inputs.ts
/**
 * Turn what the user named (files, directories, glob patterns) into a sorted list of SARIF files, and open each as
 * a byte source, inflating `.sarif.gz` into a temporary file with a cap on the inflated size.
 */









const SARIF_NAME = /\.sarif(\.json)?(\.gz)?$/i;
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
/** Absolute paths of the SARIF inputs, in a stable order. */
async function findInputs(specs) {
    if (specs.length === 0)
        throw new errors/* UserError */.y('no input given', 'Name a SARIF file, a directory or a glob pattern.', 2);
    const found = new Set();
    const searched = [];
    for (const spec of specs) {
        const path = (0,external_node_path_.resolve)(spec);
        let stat;
        try {
            stat = (0,external_node_fs_.statSync)(path);
        }
        catch (err) {
            const code = err.code;
            // Missing: maybe a glob pattern. Anything else (permission denied, a loop) is the path's own problem.
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw (0,errors/* fileProblem */.W)(err) ?? err;
            stat = undefined;
        }
        if (stat?.isDirectory()) {
            const files = sarifFilesUnder(path);
            if (files.length === 0) {
                throw new errors/* UserError */.y(`no SARIF files in directory ${spec}`, 'Directories are searched recursively for *.sarif, *.sarif.json and *.sarif.gz; check that the analyser wrote its output there.');
            }
            files.forEach((f) => found.add(f));
        }
        else if (stat) {
            found.add(path); // a file named explicitly counts whatever its extension
        }
        else if (!/[*?[]/.test(spec)) {
            searched.push(spec); // a plain path that does not exist
        }
        else {
            const matches = (await withoutDebugOutput(() => globFiles(spec))).filter((f) => SARIF_NAME.test(f) || !/[*?[]/.test(spec));
            if (matches.length === 0)
                searched.push(spec);
            matches.forEach((f) => found.add(f));
        }
    }
    if (found.size === 0 || searched.length > 0) {
        const what = searched.map((s) => `"${s}"`).join(', ');
        throw new errors/* UserError */.y(`no SARIF file found: nothing matches ${what} (from ${process.cwd()})`, 'Check the path or pattern; patterns use glob syntax such as results/**/*.sarif.');
    }
    return [...found].sort();
}
async function globFiles(pattern) {
    let globber;
    try {
        // Loaded only for a pattern: @actions/glob brings @actions/core and an HTTP client, which a plain check never needs.
        const glob = await Promise.all(/* import() */[__nccwpck_require__.e(921), __nccwpck_require__.e(337)]).then(__nccwpck_require__.bind(__nccwpck_require__, 34337));
        globber = await glob.create(pattern, { matchDirectories: false, implicitDescendants: false });
    }
    catch (err) {
        // @actions/glob refuses some patterns by assertion (`.` or `..` segments): the user's to fix.
        throw new errors/* UserError */.y(`invalid pattern "${pattern}": ${err.message.replace(/^Invalid pattern '[^']*'\. /, '')}`, 'Write the pattern from the current directory without . or .. segments, e.g. results/**/*.sarif.', 2);
    }
    return globber.glob();
}
/**
 * @actions/glob logs through @actions/core, whose debug lines (`::debug::...`) go to stdout. A runner hides them;
 * a terminal or `--json` consumer would not, so outside Actions they are dropped while the glob runs.
 */
async function withoutDebugOutput(fn) {
    if (process.env.GITHUB_ACTIONS === 'true')
        return fn();
    const write = process.stdout.write;
    process.stdout.write = ((chunk, ...rest) => typeof chunk === 'string' && chunk.startsWith('::debug::')
        ? true
        : write.call(process.stdout, chunk, ...rest));
    try {
        return await fn();
    }
    finally {
        process.stdout.write = write;
    }
}
function sarifFilesUnder(dir) {
    const out = [];
    const stack = [dir];
    while (stack.length > 0) {
        const d = stack.pop();
        for (const entry of (0,external_node_fs_.readdirSync)(d, { withFileTypes: true })) {
            const p = (0,external_node_path_.join)(d, entry.name);
            if (entry.isDirectory()) {
                if (!SKIPPED_DIRS.has(entry.name))
                    stack.push(p);
            }
            else if (entry.isFile() && SARIF_NAME.test(entry.name)) {
                out.push(p);
            }
        }
    }
    return out.sort();
}
/** Largest inflated size accepted from a `.gz` input, by default. */
const DEFAULT_MAX_INFLATED = 4 * 1024 * 1024 * 1024;
/**
 * Largest inflated/compressed ratio of a `.gz` input, by default. Real SARIF compresses 5× to 41× with gzip -6 (the
 * fixtures, the public corpus and the benchmark shapes); deflate's own limit is about 1,032×, where bombs sit.
 */
const DEFAULT_MAX_RATIO = 200;
/** The ratio is judged once this much is inflated: a small file may compress as well as it likes. */
const RATIO_AFTER_BYTES = 64 * 1024 * 1024;
/**
 * Open one input for reading. Refuses what is not a regular file (a FIFO would block forever), and inflates gzip
 * input into a private temporary file, stopping at `maxInflated` bytes.
 */
async function openInput(path, maxInflated = DEFAULT_MAX_INFLATED, maxRatio = DEFAULT_MAX_RATIO, 
/** Where small inputs are read (one after another): see ReadBuffer. */
buffer) {
    return openPlain(path, buffer) ?? (await inflateInput(path, maxInflated, maxRatio));
}
/**
 * The input read as it is, or undefined when it is gzip (by name, or by content: some pipelines gzip SARIF without
 * renaming it). Opened once, without blocking (a FIFO would block an open for reading until a writer came), then
 * looked at: thousands of small inputs pay one open, one fstat and one read each (issue 21).
 */
function openPlain(path, buffer) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    }
    catch (err) {
        throw unreadable(err);
    }
    let fdIsOurs = true; // until a source takes it (and closes it, on error too)
    try {
        const stat = (0,external_node_fs_.fstatSync)(fd);
        if (!stat.isFile()) {
            throw new errors/* UserError */.y('cannot read the file: not a regular file', 'Name a SARIF file, a directory or a glob pattern.');
        }
        if (/\.gz$/i.test(path))
            return undefined;
        // Read as it is (a small file whole, in one call), unless its first bytes say gzip whatever its name.
        fdIsOurs = false;
        const source = descriptorSource(fd, stat, undefined, buffer);
        let gzip;
        try {
            const head = source.size >= 2 ? source.read(0, 2) : undefined;
            gzip = head !== undefined && head[0] === 0x1f && head[1] === 0x8b;
        }
        catch (err) {
            source.close();
            throw err;
        }
        if (gzip) {
            source.close();
            return undefined;
        }
        return { source, reopen: reopener(path, source.identity, path), close: () => source.close() };
    }
    catch (err) {
        throw err instanceof errors/* UserError */.y ? err : unreadable(err);
    }
    finally {
        if (fdIsOurs)
            (0,external_node_fs_.closeSync)(fd);
    }
}
/** A gzip input inflated into a private temporary file, removed when pass 2 no longer needs it. */
async function inflateInput(path, maxInflated, maxRatio) {
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'sarif-pipeline-'));
    const inflated = (0,external_node_path_.join)(dir, 'input.sarif');
    const cleanup = remover(dir);
    try {
        await inflateCapped(path, inflated, maxInflated, maxRatio);
    }
    catch (err) {
        cleanup();
        throw err;
    }
    let opened;
    try {
        opened = fileSource(inflated);
    }
    catch (err) {
        cleanup();
        throw unreadable(err);
    }
    let reopened = false;
    const reopen = reopener(inflated, opened.identity, path, cleanup);
    return {
        source: opened,
        reopen(files) {
            reopened = true;
            return reopen(files);
        },
        close() {
            opened.close();
            if (!reopened)
                cleanup();
        },
    };
}
/**
 * Inflate `path` into `target`. Both stops act while inflating, before the bytes are kept: a bomb is refused after
 * at most RATIO_AFTER_BYTES. Every failure is a UserError that says what to do.
 */
async function inflateCapped(path, target, maxInflated, maxRatio) {
    let compressed = 0;
    let total = 0;
    const counter = new external_node_stream_.Transform({
        transform(chunk, _enc, done) {
            compressed += chunk.length;
            done(null, chunk);
        },
    });
    const cap = new external_node_stream_.Transform({
        transform(chunk, _enc, done) {
            total += chunk.length;
            if (total > maxInflated)
                done(new CapExceeded('size'));
            else if (total >= RATIO_AFTER_BYTES && total / Math.max(1, compressed) > maxRatio)
                done(new CapExceeded('ratio'));
            else
                done(null, chunk);
        },
    });
    try {
        await (0,promises_.pipeline)((0,external_node_fs_.createReadStream)(path), counter, (0,external_node_zlib_.createGunzip)(), cap, (0,external_node_fs_.createWriteStream)(target));
    }
    catch (err) {
        if (err instanceof CapExceeded && err.message === 'size') {
            throw new errors/* UserError */.y(`the file inflates to more than ${(0,format/* formatBytes */.z3)(maxInflated)}: refusing to decompress further (a gzip bomb, or a larger file than expected)`, 'If the file is genuine, decompress it first (a plain file is read at any size), or raise the cap with check --max-inflated (bytes).');
        }
        if (err instanceof CapExceeded) {
            throw new errors/* UserError */.y(`the file inflates ${(total / compressed).toFixed(1)} times its compressed size (${(0,format/* formatBytes */.z3)(total)} from the first ${(0,format/* formatBytes */.z3)(compressed)}), above the ${maxRatio}× that real SARIF stays far below (5× to 41×): refused as a gzip bomb`, 'If the file is genuine, decompress it first (a plain file is read at any size), or raise the limit with check --max-ratio.');
        }
        throw new errors/* UserError */.y(`not a valid gzip file: ${err.message}`, 'Decompress it yourself or re-create it; a .gz input must be gzip-compressed SARIF.');
    }
}
/** Outside `openInput`, for the same reason as `reopener`: pass 2's source keeps it. */
function remover(dir) {
    return () => (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
}
class CapExceeded extends Error {
}
/**
 * Made outside `openInput`: a closure there would keep its scope, the pass-1 source with the file's bytes, alive as
 * long as pass 2 may read the file.
 */
function reopener(path, identity, name, cleanup) {
    return (files) => files.source(path, identity, name, cleanup);
}
/** Pass 2 found the file other than pass 1 read it: its results cannot be read back. */
function changedInput(path) {
    return new errors/* UserError */.y(`${path} changed (or was removed) while it was being checked: its results cannot be read back`, 'Check the SARIF once the analyser has finished writing it, and do not change it until the check is done.');
}
function unreadable(err) {
    const reason = err.code ?? err.message;
    return new errors/* UserError */.y(`cannot read the file: ${reason}`, 'Check that the file exists and is readable.');
}

;// CONCATENATED MODULE: ./src/sarif/limits.ts
/**
 * The service's documented SARIF upload limits (its API spec, "Limits"): one table, one row per limit. Everything
 * else reads it: `SERVICE_LIMITS` (what the trim keeps to, and what `--limits` style overrides replace), the
 * service's maxima (above them it rejects the upload: the emulator's processing and the 413 on size), and the kinds
 * of dropped things the trim report, the job summary and the upload step's message name.
 *
 * Adding a limit: one row here, then its enforcement — where the plan or the rewrite drops what is over it (plan.ts
 * for per-run counts, rewrite.ts and trim-bytes.ts for per-result ones) counting into `dropped[<its kind>]`, and the
 * emulator's check of its maximum (`src/emulator/code-scanning/process.ts`). docs/architecture.md says the same.
 */
const LIMIT_TABLE = [
    { key: 'runsPerUpload', counts: 'runs per upload', keep: 20 },
    {
        key: 'resultsPerRun',
        counts: 'results per run',
        keep: 5_000,
        rejectAbove: 25_000,
        drops: {
            key: 'results',
            noun: 'result',
            why: 'beyond the top ranked',
            detail: 'the service keeps only those',
        },
    },
    {
        key: 'gzipBytes',
        counts: 'gzip-compressed bytes of the sarif field',
        // "10 MB" read as 10,000,000 bytes: whichever unit the service means, what fits this fits there.
        keep: 10_000_000,
        drops: {
            key: 'resultsForSize',
            noun: 'result',
            why: 'to fit the compressed size limit',
            detail: 'the lowest-ranked',
        },
    },
    {
        key: 'locationsPerResult',
        counts: 'locations per result',
        keep: 100,
        rejectAbove: 1_000,
        drops: { key: 'locations', noun: 'location', why: 'beyond the per-result limit' },
    },
    {
        key: 'threadFlowLocationsPerResult',
        counts: 'thread-flow locations per result',
        keep: 1_000,
        rejectAbove: 10_000,
        drops: { key: 'threadFlowLocations', noun: 'thread-flow location', why: 'beyond the per-result limit' },
    },
    {
        key: 'tagsPerRule',
        counts: 'tags per rule',
        keep: 10,
        rejectAbove: 20,
        drops: { key: 'tags', noun: 'rule tag', why: 'beyond the per-rule limit' },
    },
    {
        key: 'rulesPerRun',
        counts: 'rules per run',
        keep: 25_000,
        drops: {
            key: 'rules',
            noun: 'rule',
            why: 'over the per-run limit',
            detail: 'those no kept result references',
        },
    },
    {
        key: 'extensionsPerRun',
        counts: 'tool extensions per run',
        keep: 100,
        drops: {
            key: 'extensions',
            noun: 'tool extension',
            why: 'over the per-run limit',
            detail: 'those no kept result references',
        },
    },
];
const SERVICE_LIMITS = Object.freeze(Object.fromEntries(LIMIT_TABLE.flatMap((r) => [
    [r.key, r.keep],
    ...(r.rejectAbove === undefined ? [] : [[`${r.key}Rejected`, r.rejectAbove]]),
])));
/** The service's maxima: above them it rejects the upload (the emulator's processing reads these). */
const SERVICE_MAXIMA = Object.freeze(Object.fromEntries(LIMIT_TABLE.map((r) => [r.key, r.rejectAbove ?? r.keep])));
/**
 * Every kind of thing the trim drops, in the order reports list them: the trim report, the job summary and the
 * upload step's message read this.
 */
const DROPPED_KINDS = LIMIT_TABLE.flatMap((r) => (r.drops ? [r.drops] : []));
const NONE_DROPPED = Object.freeze(Object.fromEntries(DROPPED_KINDS.map((k) => [k.key, 0])));
/** Counts at zero: a copy of one template, so that every run's counts have one shape (one per run, issue 21). */
function emptyDropped() {
    return { ...NONE_DROPPED };
}

;// CONCATENATED MODULE: ./src/sarif/severity.ts
/**
 * Severity ranking (docs/engine.md): security-severity score of the rule, then the effective level (SARIF §3.27.10),
 * then `problem.severity`, then `precision`, then original order. The service keeps "the top 5,000 results by
 * severity" without publishing its order; this one puts what a security reviewer looks at first, first.
 *
 * A rank is one number so that millions of results sort natively in a Float64Array:
 *   priority (14 bits) * 2^38 + (2^38 - 1 - original order)
 * Higher ranks first; ranks are unique, so "no dropped result ranks above a kept one" is a simple threshold.
 */
const LEVELS = ['none', 'note', 'warning', 'error'];
/** Level as a small integer (none 0 … error 3), -1 when absent or unknown. */
function levelCode(value) {
    return typeof value === 'string' ? LEVELS.indexOf(value) : -1;
}
function levelName(code) {
    return LEVELS[code] ?? 'warning';
}
/** The rule's numeric security-severity (0.0–10.0), from a string or number property; undefined if absent or bad. */
function securitySeverity(properties) {
    if (!properties || typeof properties !== 'object')
        return undefined;
    const raw = properties['security-severity'];
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    return Number.isFinite(n) ? Math.min(10, Math.max(0, n)) : undefined;
}
/** The service's buckets: critical > 9.0, high ≥ 7.0, medium ≥ 4.0, low ≥ 0.1. */
function securityBucket(score) {
    if (score > 9.0)
        return 'critical';
    if (score >= 7.0)
        return 'high';
    if (score >= 4.0)
        return 'medium';
    if (score >= 0.1)
        return 'low';
    return 'none';
}
const PROBLEM_SEVERITY = { error: 3, warning: 2, recommendation: 1 };
const PRECISION = { 'very-high': 4, high: 3, medium: 2, low: 1 };
const NO_RULE = Object.freeze({
    security: 0,
    defaultLevel: -1,
    problemSeverity: 0,
    precision: 0,
});
function ruleSeverity(rule) {
    if (!rule || typeof rule !== 'object')
        return NO_RULE;
    const r = rule;
    const props = r.properties && typeof r.properties === 'object' ? r.properties : undefined;
    const score = securitySeverity(props);
    const ps = props?.['problem.severity'];
    const pr = props?.precision;
    return {
        security: score === undefined ? 0 : 1 + Math.round(score * 10),
        defaultLevel: levelCode(r.defaultConfiguration?.level),
        problemSeverity: typeof ps === 'string' ? (PROBLEM_SEVERITY[ps] ?? 0) : 0,
        precision: typeof pr === 'string' ? (PRECISION[pr] ?? 0) : 0,
    };
}
/** SARIF §3.27.10: a kind other than `fail` means level `none`; else the result's level, the rule's, `warning`. */
function effectiveLevel(resultLevel, kindIsFail, rule) {
    if (!kindIsFail)
        return 0;
    if (resultLevel >= 0)
        return resultLevel;
    if (rule.defaultLevel >= 0)
        return rule.defaultLevel;
    return 2;
}
const ORDER_SPACE = 2 ** 38;
/** Priorities are below this: security (≤ 101), level (< 4), problem.severity (< 4), precision (< 8). */
const PRIORITY_SPACE = 102 * 4 * 4 * 8;
/** What ranks a result before its order: its rule's severity and its effective level. */
function priorityOf(rule, level) {
    return ((rule.security * 4 + level) * 4 + rule.problemSeverity) * 8 + rule.precision;
}
function rankOf(priority, order) {
    return priority * ORDER_SPACE + (ORDER_SPACE - 1 - order);
}
/** A short label for the severity a rank stands for: "critical (9.8)", "high (7.5)", "error", "note". */
function rankLabel(rankValue) {
    const priority = Math.floor(rankValue / ORDER_SPACE);
    const security = Math.floor(priority / 128);
    const level = Math.floor(priority / 32) % 4;
    if (security > 0) {
        const score = (security - 1) / 10;
        return `${securityBucket(score)} (${score.toFixed(1)})`;
    }
    return levelName(level);
}

;// CONCATENATED MODULE: ./src/sarif/lazy-rules.ts

/**
 * Asked of a stand-in, answers its state: a key only the stand-ins answer. (A WeakMap of 25,000 stand-ins would
 * spare the trap but cost far more in garbage collection.)
 */
const STATE = Symbol('lazy rule');
function parsed(state) {
    // Valid JSON, UTF-8 and schema already (read-tool.ts): parsed as is.
    state.value ??= JSON.parse(state.bytes.toString('utf8', state.start, state.end));
    return state.value;
}
const handler = {
    get: (state, key) => {
        if (key === STATE)
            return state;
        return key === 'id' && state.value === undefined ? state.id : Reflect.get(parsed(state), key);
    },
    has: (state, key) => Reflect.has(parsed(state), key),
    ownKeys: (state) => Reflect.ownKeys(parsed(state)),
    getOwnPropertyDescriptor: (state, key) => Reflect.getOwnPropertyDescriptor(parsed(state), key),
    set: (state, key, value) => ((state.changed = true), Reflect.set(parsed(state), key, value)),
    deleteProperty: (state, key) => ((state.changed = true), Reflect.deleteProperty(parsed(state), key)),
    defineProperty: (state, key, d) => ((state.changed = true), Reflect.defineProperty(parsed(state), key, d)),
    getPrototypeOf: () => Object.prototype,
};
/** The stand-in for the rule at `bytes[start, end)`, with what the byte pass read of it. */
function lazyRule(bytes, start, end, read) {
    const { id, tags } = read;
    const r = read.ranking;
    const ranking = r[0] < 0 && r[2] < 0 && r[4] < 0 && r[6] < 0
        ? NO_RANKING
        : [r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7]];
    const state = {
        bytes,
        start,
        end,
        id,
        tags,
        ranking,
        severity: undefined,
        value: undefined,
        changed: false,
    };
    return new Proxy(state, handler);
}
function stateOf(v) {
    return typeof v === 'object' && v !== null ? v[STATE] : undefined;
}
const NO_RANKING = [-1, -1, -1, -1, -1, -1, -1, -1];
/** What the ranking reads of a rule (as ruleSeverity reads it): a stand-in's as the byte pass read it. */
function severityOf(rule) {
    const state = stateOf(rule);
    if (!state || state.changed)
        return ruleSeverity(rule);
    if (state.severity)
        return state.severity;
    // The ranking's own function, on the values the byte pass found (parsed from their JSON text): nothing else of
    // the rule is built.
    const properties = {};
    for (let k = 0; k < BAG_NAMES.length; k++) {
        const v = rankingValue(state, k + 1);
        if (v !== undefined)
            properties[BAG_NAMES[k]] = v;
    }
    const level = rankingValue(state, 0);
    const read = { properties };
    if (level !== undefined)
        read.defaultConfiguration = { level };
    return (state.severity = ruleSeverity(read));
}
/** The rule's own properties the ranking reads, in the order of RuleFacts.ranking. */
const BAG_NAMES = ['security-severity', 'problem.severity', 'precision'];
function rankingValue(state, k) {
    const at = state.ranking[2 * k];
    return at < 0
        ? undefined
        : JSON.parse(state.bytes.toString('utf8', at, state.ranking[2 * k + 1]));
}
/** The state of a rule nothing has read but its id (so it is exactly its bytes), else undefined. */
function untouched(v) {
    const state = stateOf(v);
    return state && state.value === undefined ? state : undefined;
}
/** A rule kept as its bytes and not changed since (read, perhaps): still what pass 1 validated. */
function unchanged(v) {
    const state = stateOf(v);
    return state && !state.changed ? state : undefined;
}
/** A stand-in for a rule read on its bytes, read since or not. */
function isLazyRule(v) {
    return stateOf(v) !== undefined;
}
function isUntouchedRule(v) {
    return untouched(v) !== undefined;
}
/** Two rules never read whose bytes are the same (then they are the same rule; else nothing is known). */
function sameUntouchedRule(a, b) {
    const x = untouched(a);
    const y = untouched(b);
    if (!x || !y || x.end - x.start !== y.end - y.start)
        return false;
    return x.bytes.compare(y.bytes, y.start, y.end, x.start, x.end) === 0;
}
/** The longest tags array of an untouched rule's property bags, else undefined (read the rule). */
function untouchedRuleTags(v) {
    return untouched(v)?.tags;
}
/**
 * A copy of a tool whose components' rules arrays leave out the rules validated on their bytes: what the schema
 * validation of the skeleton reads. Pass 1 (`keep` absent) leaves out every rule not changed since; the output gate
 * only those never read (a rule read may have been changed inside), each replaced by `keep(id)`.
 */
function withoutValidatedRules(tool, keep) {
    if (typeof tool !== 'object' || tool === null || Array.isArray(tool))
        return tool;
    const validated = keep ? untouched : unchanged;
    return withComponentRules(tool, (rules) => {
        if (!rules.some((r) => validated(r) !== undefined))
            return rules;
        const out = [];
        for (const r of rules) {
            const state = validated(r);
            if (!state)
                out.push(r);
            else if (keep)
                out.push(keep(state.id));
        }
        return out;
    });
}
/**
 * A shallow copy of a tool whose components' rules arrays are replaced by `f(rules)`; the tool itself when `f`
 * returns every array unchanged.
 */
function withComponentRules(tool, f) {
    let changed = false;
    const component = (c) => {
        if (typeof c !== 'object' || c === null || Array.isArray(c) || !Array.isArray(c.rules))
            return c;
        const rules = f(c.rules);
        if (rules === c.rules)
            return c;
        changed = true;
        return { ...c, rules };
    };
    const driver = component(tool.driver);
    const extensions = Array.isArray(tool.extensions) ? tool.extensions.map(component) : tool.extensions;
    if (!changed)
        return tool;
    const copy = { ...tool, driver };
    if (extensions !== undefined)
        copy.extensions = extensions;
    return copy;
}
/**
 * JSON text of a run's members (its skeleton without results), as pieces: a rules array holding rules never read
 * is written as one buffer, their bytes copied as they are (the others stringified); everything else is
 * JSON.stringify's text. Each such array is stringified as a marker string no input can hold (a fresh random
 * nonce), which the text is then cut at.
 */
function jsonPieces(members) {
    const arrays = [];
    const nonce = Math.random().toString(36).slice(2);
    const marker = (rules) => {
        if (!rules.some((r) => untouched(r) !== undefined))
            return rules;
        arrays.push(rules);
        return `\u0000rules:${nonce}:${arrays.length - 1}`;
    };
    const tool = members.tool;
    if (typeof tool !== 'object' || tool === null || Array.isArray(tool))
        return [JSON.stringify(members)];
    const marked = withComponentRules(tool, marker);
    if (marked === tool)
        return [JSON.stringify(members)];
    const text = JSON.stringify({ ...members, tool: marked });
    const pieces = [];
    const found = new RegExp(`"\\\\u0000rules:${nonce}:(\\d+)"`, 'g');
    let at = 0;
    for (let m = found.exec(text); m !== null; m = found.exec(text)) {
        pieces.push(text.slice(at, m.index), rulesText(arrays[Number(m[1])]));
        at = m.index + m[0].length;
    }
    pieces.push(text.slice(at));
    return pieces;
}
/** A rules array's JSON text: rules never read copied from their bytes, the others stringified. */
function rulesText(rules) {
    const parts = rules.map((r) => untouched(r) ?? Buffer.from(JSON.stringify(r), 'utf8'));
    let length = 1 + Math.max(rules.length - 1, 0) + 1;
    for (const p of parts)
        length += 'bytes' in p ? p.end - p.start : p.length;
    const out = Buffer.allocUnsafe(length);
    let at = 0;
    out[at++] = 0x5b; // [
    parts.forEach((p, k) => {
        if (k > 0)
            out[at++] = 0x2c; // ,
        at += 'bytes' in p ? p.bytes.copy(out, at, p.start, p.end) : p.copy(out, at);
    });
    out[at++] = 0x5d; // ]
    return out;
}

;// CONCATENATED MODULE: ./src/sarif/json.ts
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The value if it is an array, else an empty one. */
function arrayOf(v) {
    return Array.isArray(v) ? v : [];
}
/**
 * Whether two JSON values are equal as JSON: objects whatever their key order, keys holding `undefined` as absent
 * (as JSON.stringify writes them). Several times faster than comparing two JSON.stringify texts.
 */
function sameJson(a, b) {
    if (a === b)
        return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    if (Array.isArray(a) || Array.isArray(b)) {
        if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length)
            return false;
        for (let i = 0; i < a.length; i++)
            if (!sameJson(a[i], b[i]))
                return false;
        return true;
    }
    const x = a;
    const y = b;
    let defined = 0;
    for (const k in x) {
        if (x[k] === undefined)
            continue;
        defined++;
        if (!Object.prototype.hasOwnProperty.call(y, k) || !sameJson(x[k], y[k]))
            return false;
    }
    for (const k in y)
        if (y[k] !== undefined)
            defined--;
    return defined === 0;
}
/**
 * A deep copy of a parsed JSON value: new objects and arrays, the same strings. About 3.5 times as fast as parsing the
 * text again, and the copies share their strings' memory. A `__proto__` member stays an own member, as JSON.parse
 * makes it.
 */
function cloneJson(v) {
    if (typeof v !== 'object' || v === null)
        return v;
    if (Array.isArray(v)) {
        const n = v.length;
        const a = new Array(n);
        for (let i = 0; i < n; i++)
            a[i] = cloneJson(v[i]);
        return a;
    }
    const o = {};
    // for-in, not Object.keys: no array of keys per object (a quarter faster); a parsed object inherits nothing enumerable.
    for (const k in v) {
        if (k === '__proto__')
            Object.defineProperty(o, k, {
                value: cloneJson(v[k]),
                enumerable: true,
                writable: true,
                configurable: true,
            });
        else
            o[k] = cloneJson(v[k]);
    }
    return o;
}
/** A parsed JSON value and everything in it made read-only: a change anywhere throws (modules are strict). */
function deepFreeze(v) {
    if (typeof v !== 'object' || v === null || Object.isFrozen(v))
        return v;
    if (Array.isArray(v))
        for (const item of v)
            deepFreeze(item);
    else
        for (const k in v)
            deepFreeze(v[k]);
    return Object.freeze(v);
}

;// CONCATENATED MODULE: ./src/sarif/generated/sarif-shape.js
// GENERATED by scripts/build-validator.mjs from schemas/sarif-schema-2.1.0.json: do not edit.
/* eslint-disable */
const ARRAY = 1;
const MAP = 2;
const UNIQUE = 4;
const SHAPE = {"sarifLog":{"runs":["run",1],"inlineExternalProperties":["externalProperties",5],"properties":["propertyBag",0]},"address":{"properties":["propertyBag",0]},"artifact":{"description":["message",0],"location":["artifactLocation",0],"roles":[null,5],"contents":["artifactContent",0],"properties":["propertyBag",0]},"artifactChange":{"artifactLocation":["artifactLocation",0],"replacements":["replacement",1],"properties":["propertyBag",0]},"artifactContent":{"rendered":["multiformatMessageString",0],"properties":["propertyBag",0]},"artifactLocation":{"description":["message",0],"properties":["propertyBag",0]},"attachment":{"description":["message",0],"artifactLocation":["artifactLocation",0],"regions":["region",5],"rectangles":["rectangle",5],"properties":["propertyBag",0]},"codeFlow":{"message":["message",0],"threadFlows":["threadFlow",1],"properties":["propertyBag",0]},"configurationOverride":{"configuration":["reportingConfiguration",0],"descriptor":["reportingDescriptorReference",0],"properties":["propertyBag",0]},"conversion":{"tool":["tool",0],"invocation":["invocation",0],"analysisToolLogFiles":["artifactLocation",5],"properties":["propertyBag",0]},"edge":{"label":["message",0],"properties":["propertyBag",0]},"edgeTraversal":{"message":["message",0],"finalState":["multiformatMessageString",2],"properties":["propertyBag",0]},"exception":{"stack":["stack",0],"innerExceptions":["exception",1],"properties":["propertyBag",0]},"externalProperties":{"conversion":["conversion",0],"graphs":["graph",5],"externalizedProperties":["propertyBag",0],"artifacts":["artifact",5],"invocations":["invocation",1],"logicalLocations":["logicalLocation",5],"threadFlowLocations":["threadFlowLocation",5],"results":["result",1],"taxonomies":["toolComponent",5],"driver":["toolComponent",0],"extensions":["toolComponent",5],"policies":["toolComponent",5],"translations":["toolComponent",5],"addresses":["address",1],"webRequests":["webRequest",5],"webResponses":["webResponse",5],"properties":["propertyBag",0]},"externalPropertyFileReference":{"location":["artifactLocation",0],"properties":["propertyBag",0]},"externalPropertyFileReferences":{"conversion":["externalPropertyFileReference",0],"graphs":["externalPropertyFileReference",5],"externalizedProperties":["externalPropertyFileReference",0],"artifacts":["externalPropertyFileReference",5],"invocations":["externalPropertyFileReference",5],"logicalLocations":["externalPropertyFileReference",5],"threadFlowLocations":["externalPropertyFileReference",5],"results":["externalPropertyFileReference",5],"taxonomies":["externalPropertyFileReference",5],"addresses":["externalPropertyFileReference",5],"driver":["externalPropertyFileReference",0],"extensions":["externalPropertyFileReference",5],"policies":["externalPropertyFileReference",5],"translations":["externalPropertyFileReference",5],"webRequests":["externalPropertyFileReference",5],"webResponses":["externalPropertyFileReference",5],"properties":["propertyBag",0]},"fix":{"description":["message",0],"artifactChanges":["artifactChange",5],"properties":["propertyBag",0]},"graph":{"description":["message",0],"nodes":["node",5],"edges":["edge",5],"properties":["propertyBag",0]},"graphTraversal":{"description":["message",0],"initialState":["multiformatMessageString",2],"immutableState":["multiformatMessageString",2],"edgeTraversals":["edgeTraversal",1],"properties":["propertyBag",0]},"invocation":{"responseFiles":["artifactLocation",5],"ruleConfigurationOverrides":["configurationOverride",5],"notificationConfigurationOverrides":["configurationOverride",5],"toolExecutionNotifications":["notification",1],"toolConfigurationNotifications":["notification",1],"executableLocation":["artifactLocation",0],"workingDirectory":["artifactLocation",0],"stdin":["artifactLocation",0],"stdout":["artifactLocation",0],"stderr":["artifactLocation",0],"stdoutStderr":["artifactLocation",0],"properties":["propertyBag",0]},"location":{"physicalLocation":["physicalLocation",0],"logicalLocations":["logicalLocation",5],"message":["message",0],"annotations":["region",5],"relationships":["locationRelationship",5],"properties":["propertyBag",0]},"locationRelationship":{"kinds":[null,5],"description":["message",0],"properties":["propertyBag",0]},"logicalLocation":{"properties":["propertyBag",0]},"message":{"properties":["propertyBag",0]},"multiformatMessageString":{"properties":["propertyBag",0]},"node":{"label":["message",0],"location":["location",0],"children":["node",5],"properties":["propertyBag",0]},"notification":{"locations":["location",5],"message":["message",0],"exception":["exception",0],"descriptor":["reportingDescriptorReference",0],"associatedRule":["reportingDescriptorReference",0],"properties":["propertyBag",0]},"physicalLocation":{"address":["address",0],"artifactLocation":["artifactLocation",0],"region":["region",0],"contextRegion":["region",0],"properties":["propertyBag",0]},"propertyBag":{"tags":[null,5]},"rectangle":{"message":["message",0],"properties":["propertyBag",0]},"region":{"snippet":["artifactContent",0],"message":["message",0],"properties":["propertyBag",0]},"replacement":{"deletedRegion":["region",0],"insertedContent":["artifactContent",0],"properties":["propertyBag",0]},"reportingDescriptor":{"deprecatedIds":[null,5],"deprecatedGuids":[null,5],"deprecatedNames":[null,5],"shortDescription":["multiformatMessageString",0],"fullDescription":["multiformatMessageString",0],"messageStrings":["multiformatMessageString",2],"defaultConfiguration":["reportingConfiguration",0],"help":["multiformatMessageString",0],"relationships":["reportingDescriptorRelationship",5],"properties":["propertyBag",0]},"reportingConfiguration":{"parameters":["propertyBag",0],"properties":["propertyBag",0]},"reportingDescriptorReference":{"toolComponent":["toolComponentReference",0],"properties":["propertyBag",0]},"reportingDescriptorRelationship":{"target":["reportingDescriptorReference",0],"kinds":[null,5],"description":["message",0],"properties":["propertyBag",0]},"result":{"rule":["reportingDescriptorReference",0],"message":["message",0],"analysisTarget":["artifactLocation",0],"locations":["location",1],"stacks":["stack",5],"codeFlows":["codeFlow",1],"graphs":["graph",5],"graphTraversals":["graphTraversal",5],"relatedLocations":["location",5],"suppressions":["suppression",5],"attachments":["attachment",5],"workItemUris":[null,5],"provenance":["resultProvenance",0],"fixes":["fix",5],"taxa":["reportingDescriptorReference",5],"webRequest":["webRequest",0],"webResponse":["webResponse",0],"properties":["propertyBag",0]},"resultProvenance":{"conversionSources":["physicalLocation",5],"properties":["propertyBag",0]},"run":{"tool":["tool",0],"invocations":["invocation",1],"conversion":["conversion",0],"versionControlProvenance":["versionControlDetails",5],"originalUriBaseIds":["artifactLocation",2],"artifacts":["artifact",5],"logicalLocations":["logicalLocation",5],"graphs":["graph",5],"results":["result",1],"automationDetails":["runAutomationDetails",0],"runAggregates":["runAutomationDetails",5],"redactionTokens":[null,5],"newlineSequences":[null,5],"externalPropertyFileReferences":["externalPropertyFileReferences",0],"threadFlowLocations":["threadFlowLocation",5],"taxonomies":["toolComponent",5],"addresses":["address",1],"translations":["toolComponent",5],"policies":["toolComponent",5],"webRequests":["webRequest",5],"webResponses":["webResponse",5],"specialLocations":["specialLocations",0],"properties":["propertyBag",0]},"runAutomationDetails":{"description":["message",0],"properties":["propertyBag",0]},"specialLocations":{"displayBase":["artifactLocation",0],"properties":["propertyBag",0]},"stack":{"message":["message",0],"frames":["stackFrame",1],"properties":["propertyBag",0]},"stackFrame":{"location":["location",0],"properties":["propertyBag",0]},"suppression":{"location":["location",0],"properties":["propertyBag",0]},"threadFlow":{"message":["message",0],"initialState":["multiformatMessageString",2],"immutableState":["multiformatMessageString",2],"locations":["threadFlowLocation",1],"properties":["propertyBag",0]},"threadFlowLocation":{"location":["location",0],"stack":["stack",0],"kinds":[null,5],"taxa":["reportingDescriptorReference",5],"state":["multiformatMessageString",2],"webRequest":["webRequest",0],"webResponse":["webResponse",0],"properties":["propertyBag",0]},"tool":{"driver":["toolComponent",0],"extensions":["toolComponent",5],"properties":["propertyBag",0]},"toolComponent":{"shortDescription":["multiformatMessageString",0],"fullDescription":["multiformatMessageString",0],"globalMessageStrings":["multiformatMessageString",2],"notifications":["reportingDescriptor",5],"rules":["reportingDescriptor",5],"taxa":["reportingDescriptor",5],"locations":["artifactLocation",1],"contents":[null,5],"associatedComponent":["toolComponentReference",0],"translationMetadata":["translationMetadata",0],"supportedTaxonomies":["toolComponentReference",5],"properties":["propertyBag",0]},"toolComponentReference":{"properties":["propertyBag",0]},"translationMetadata":{"shortDescription":["multiformatMessageString",0],"fullDescription":["multiformatMessageString",0],"properties":["propertyBag",0]},"versionControlDetails":{"mappedTo":["artifactLocation",0],"properties":["propertyBag",0]},"webRequest":{"body":["artifactContent",0],"properties":["propertyBag",0]},"webResponse":{"body":["artifactContent",0],"properties":["propertyBag",0]}};

;// CONCATENATED MODULE: ./src/sarif/references.ts
/**
 * The reference model: every property of SARIF 2.1.0 whose value points, by index (or by guid or name), into an
 * array of the run or of a tool component — and one walker that finds them all in any SARIF object. Input checks
 * (read-log.ts), merging and trimming (plan.ts), rewriting results (rewrite.ts) and the output gate
 * (output-gate.ts) all go through it, so a property added to the tables below is handled everywhere.
 *
 * The schema says which properties hold which objects (generated/sarif-shape.js is derived from it); it does not
 * say which integers are indices. That comes from the spec, section by section, and is written down here.
 */



const references_RUN_ARRAYS = [
    'artifacts',
    'logicalLocations',
    'threadFlowLocations',
    'addresses',
    'webRequests',
    'webResponses',
    'graphs',
    'invocations',
];
const references_COMPONENT_ARRAYS = [
    'extensions',
    'taxonomies',
    'policies',
    'translations',
];
const references_DESCRIPTOR_ARRAYS = ['rules', 'notifications', 'taxa'];
/** Integer properties that index a run array, as `definition.property`. */
const INDEX_REFERENCES = {
    'artifactLocation.index': { array: 'artifacts', onMissing: 'delete' }, // §3.4.5
    'artifact.parentIndex': { array: 'artifacts', onMissing: 'delete' }, // §3.24.3
    'logicalLocation.index': { array: 'logicalLocations', onMissing: 'delete', self: true }, // §3.33.3
    'logicalLocation.parentIndex': { array: 'logicalLocations', onMissing: 'delete' }, // §3.33.8
    'threadFlowLocation.index': { array: 'threadFlowLocations', onMissing: 'delete', self: true }, // §3.38.2
    'address.index': { array: 'addresses', onMissing: 'delete', self: true }, // §3.32.12
    'address.parentIndex': { array: 'addresses', onMissing: 'delete' }, // §3.32.13
    'webRequest.index': { array: 'webRequests', onMissing: 'delete', self: true }, // §3.46.2
    'webResponse.index': { array: 'webResponses', onMissing: 'delete', self: true }, // §3.47.2
    'graphTraversal.runGraphIndex': { array: 'graphs', onMissing: 'remove-item' }, // §3.42.2
    'resultProvenance.invocationIndex': { array: 'invocations', onMissing: 'delete' }, // §3.48.6
};
/** reportingDescriptorReference values (§3.52), by where they appear (`definition.property`). */
const DESCRIPTOR_REFERENCES = {
    'result.rule': { descriptors: 'rules', components: 'extensions', onMissing: 'delete' }, // §3.27.7 (+ ruleIndex)
    'result.taxa': { descriptors: 'taxa', components: 'taxonomies', onMissing: 'remove-item' }, // §3.27.8
    'threadFlowLocation.taxa': { descriptors: 'taxa', components: 'taxonomies', onMissing: 'remove-item' }, // §3.38.9
    'notification.descriptor': { descriptors: 'notifications', components: 'extensions', onMissing: 'delete' }, // §3.58.5
    'notification.associatedRule': { descriptors: 'rules', components: 'extensions', onMissing: 'delete' }, // §3.58.6
    'configurationOverride.descriptor': {
        descriptors: 'override',
        components: 'extensions',
        onMissing: 'remove-item',
    }, // §3.51.3
    'reportingDescriptorRelationship.target': {
        descriptors: 'holder',
        components: 'taxonomies',
        onMissing: 'remove-item',
    }, // §3.53.2
};
/** Which descriptors a configuration override list configures (§3.20.5, §3.20.6). */
const OVERRIDE_LISTS = {
    'invocation.ruleConfigurationOverrides': 'rules',
    'invocation.notificationConfigurationOverrides': 'notifications',
};
/** toolComponentReference values (§3.54) outside descriptor references. */
const COMPONENT_REFERENCES = {
    'toolComponent.supportedTaxonomies': { components: 'taxonomies', onMissing: 'remove-item' }, // §3.19.30
    'toolComponent.associatedComponent': { components: 'extensions', onMissing: 'delete' }, // §3.19.33
};
/**
 * Properties under which references are not the run's: a conversion's tool and invocation describe the converter
 * (§3.22), whose rules are not in the run's tool. Artifact locations there still index the run's artifacts.
 */
const FOREIGN_TOOL = new Set(['conversion.tool', 'conversion.invocation']);
const DRIVER = Object.freeze({ array: 'driver', index: -1 });
function componentKey(c) {
    return c.array === 'driver' ? 'driver' : `${c.array}/${c.index}`;
}
function runSpace(run) {
    const tool = isObject(run.tool) ? run.tool : {};
    const lengths = {};
    for (const a of references_RUN_ARRAYS)
        lengths[a] = arrayOf(run[a]).length;
    return {
        driver: isObject(tool.driver) ? tool.driver : {},
        components: {
            extensions: arrayOf(tool.extensions),
            taxonomies: arrayOf(run.taxonomies),
            policies: arrayOf(run.policies),
            translations: arrayOf(run.translations),
        },
        lengths,
    };
}
function componentOf(space, c) {
    if (c.array === 'driver')
        return space.driver;
    const v = space.components[c.array][c.index];
    return isObject(v) ? v : undefined;
}
function descriptorsOf(space, c, array) {
    return arrayOf(componentOf(space, c)?.[array]);
}
/**
 * The component a toolComponentReference names (§3.54): by index into `array`, else by guid, else by name; with
 * none of them (or no reference at all), `fallback`. undefined when it names a component the run does not have.
 */
function resolveComponent(space, ref, array, fallback = DRIVER) {
    if (!isObject(ref))
        return fallback;
    if (Number.isInteger(ref.index) && ref.index >= 0) {
        const index = ref.index;
        if (!space || index < space.components[array].length)
            return { array, index };
        // A taxon of one of the tool's own extensions, by the extension's index: CodeQL names so the data-extension
        // models (tool.extensions[k].taxa) that a data-flow step went through (threadFlowLocation.taxa). The spec's
        // index is into run.taxonomies "depending on the context"; when the run has no such taxonomy and the tool has
        // such an extension holding taxa, that is what the reference names.
        if (array === 'taxonomies') {
            const extension = space.components.extensions[index];
            if (isObject(extension) && Array.isArray(extension.taxa))
                return { array: 'extensions', index };
        }
        return undefined;
    }
    const keys = ['guid', 'name'].filter((k) => typeof ref[k] === 'string');
    if (keys.length === 0)
        return fallback;
    if (!space)
        return fallback; // not known yet: only indices matter to whoever walks without a space
    // By guid, else by name (real files pair a component's name with another object's guid).
    for (const by of keys) {
        const want = ref[by];
        if (array === 'extensions' && space.driver[by] === want)
            return DRIVER;
        const index = space.components[array].findIndex((c) => isObject(c) && c[by] === want);
        if (index >= 0)
            return { array, index };
        // A taxonomy may also be the driver itself (a tool-defined taxonomy).
        if (array !== 'extensions' && space.driver[by] === want)
            return DRIVER;
    }
    return undefined;
}
const REMOVE = Symbol('remove');
/** Definitions from which a reference can be reached: the walk never enters the others (messages, regions, ...). */
const REACHES = (() => {
    const direct = new Set([
        'reportingDescriptorReference',
        'toolComponentReference',
        'artifactLocation',
    ]);
    for (const key of Object.keys(INDEX_REFERENCES))
        direct.add(key.split('.')[0]);
    for (const key of Object.keys(DESCRIPTOR_REFERENCES))
        direct.add(key.split('.')[0]);
    const reaches = new Set(direct);
    for (let grew = true; grew;) {
        grew = false;
        for (const [def, props] of Object.entries(SHAPE)) {
            if (reaches.has(def))
                continue;
            if (Object.values(props).some(([child]) => child !== null && reaches.has(child))) {
                reaches.add(def);
                grew = true;
            }
        }
    }
    reaches.delete('propertyBag');
    return reaches;
})();
/** Integer index properties per definition. */
const INDEX_PROPS = (() => {
    const m = new Map();
    for (const [key, spec] of Object.entries(INDEX_REFERENCES)) {
        const [def, prop] = key.split('.');
        const list = m.get(def) ?? [];
        list.push([prop, spec]);
        m.set(def, list);
    }
    return m;
})();
/**
 * Every property name that a walk may read a reference from: a value that holds none of them anywhere holds no
 * reference, and a walk of it changes nothing and counts nothing.
 */
const REFERENCE_PROPS = new Set([
    ...[INDEX_REFERENCES, DESCRIPTOR_REFERENCES, COMPONENT_REFERENCES].flatMap((table) => Object.keys(table).map((key) => key.slice(key.indexOf('.') + 1))),
    'index',
    'toolComponent',
    'uriBaseId',
    'ruleIndex',
    'resultGraphIndex',
]);
/** Whether any object in `value` has a property a reference walk reads (false: the walk would change nothing). */
function holdsReferences(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    if (Array.isArray(value))
        return value.some(holdsReferences);
    for (const k in value)
        if (REFERENCE_PROPS.has(k) || holdsReferences(value[k]))
            return true;
    return false;
}
/**
 * Visit every reference in `node`, an object of SARIF definition `def` ('run', 'result', ...) that lives in the run
 * described by `space`, and apply what the visitor returns: a new index is written, a missing target deletes the
 * property or removes the array item that holds it. Returns how many references changed.
 */
function walkReferences(node, def, space, visitor, base = [], options = {}) {
    const cx = { space, visitor, path: [...base], foreign: false, changed: 0, resultGraphs: 0 };
    walk(node, def, cx, options.skip);
    return cx.changed;
}
function walk(node, def, cx, skip) {
    // A rule still kept as its bytes holds no reference (read-tool.ts refuses those): nothing to visit.
    if (def === 'reportingDescriptor' && isUntouchedRule(node))
        return;
    const indexProps = INDEX_PROPS.get(def);
    if (indexProps) {
        for (const [prop, spec] of indexProps) {
            const v = node[prop];
            if (!Number.isInteger(v) || v < 0)
                continue;
            cx.path.push(prop);
            const next = cx.visitor.index(spec.array, v, cx.path);
            cx.path.pop();
            if (next === v)
                continue;
            cx.changed++;
            if (next >= 0)
                node[prop] = next;
            else if (spec.onMissing === 'delete')
                delete node[prop];
            else
                return REMOVE;
        }
    }
    if (def === 'artifactLocation' && typeof node.uriBaseId === 'string') {
        cx.visitor.uriBase?.(node.uriBaseId);
        const renamed = cx.visitor.uriBaseIds?.get(node.uriBaseId);
        if (renamed !== undefined) {
            node.uriBaseId = renamed;
            cx.changed++;
        }
    }
    if (def === 'result')
        cx.resultGraphs = Array.isArray(node.graphs) ? node.graphs.length : 0;
    if (def === 'graphTraversal' &&
        Number.isInteger(node.resultGraphIndex) &&
        node.resultGraphIndex >= 0) {
        cx.path.push('resultGraphIndex');
        const next = cx.visitor.resultGraph(node.resultGraphIndex, cx.resultGraphs, cx.path);
        cx.path.pop();
        if (next < 0) {
            cx.changed++;
            return REMOVE; // the schema requires one of the two graph indices
        }
    }
    if (def === 'result' && !cx.foreign && ('ruleIndex' in node || isObject(node.rule))) {
        if (visitResultRule(node, cx) === REMOVE)
            return REMOVE;
    }
    const entries = ENTRIES.get(def);
    if (!entries)
        return;
    for (let e = 0; e < entries.length; e++) {
        const entry = entries[e];
        const value = node[entry.prop];
        if (value === undefined || value === null || typeof value !== 'object')
            continue;
        if (skip?.has(entry.prop))
            continue;
        const { override, holder, foreign, component } = cx;
        if (entry.foreign)
            cx.foreign = true;
        if (entry.override)
            cx.override = entry.override;
        cx.path.push(entry.prop);
        let removed = false;
        if (entry.flags & ARRAY) {
            if (Array.isArray(value))
                walkArray(value, entry.child, entry.key, cx, def, entry.prop);
        }
        else if (entry.flags & MAP) {
            if (isObject(value))
                for (const k of Object.keys(value)) {
                    const item = value[k];
                    if (!isObject(item))
                        continue;
                    cx.path.push(k);
                    walkValue(item, entry.child, entry.key, cx);
                    cx.path.pop();
                }
        }
        else if (isObject(value)) {
            removed = walkValue(value, entry.child, entry.key, cx) === REMOVE;
        }
        cx.path.pop();
        cx.override = override;
        cx.holder = holder;
        cx.foreign = foreign;
        cx.component = component;
        if (removed) {
            if (entry.removeItem)
                return REMOVE;
            delete node[entry.prop];
        }
    }
}
const ENTRIES = (() => {
    const m = new Map();
    for (const [def, props] of Object.entries(SHAPE)) {
        const list = [];
        for (const [prop, [child, flags]] of Object.entries(props)) {
            if (child === null || !REACHES.has(child))
                continue;
            if (def === 'result' && prop === 'rule')
                continue; // visitResultRule does it
            const key = `${def}.${prop}`;
            const spec = DESCRIPTOR_REFERENCES[key] ?? COMPONENT_REFERENCES[key];
            list.push({
                prop,
                child,
                flags,
                key,
                foreign: FOREIGN_TOOL.has(key),
                override: OVERRIDE_LISTS[key],
                removeItem: spec?.onMissing === 'remove-item',
            });
        }
        if (list.length > 0)
            m.set(def, list);
    }
    return m;
})();
function walkArray(items, child, key, cx, def, prop) {
    let removed;
    // Items of a component array are components; items of a component's descriptor array hold relationships that
    // default to that component.
    const componentArray = (def === 'tool' && prop === 'extensions') ||
        (def === 'run' && references_COMPONENT_ARRAYS.includes(prop))
        ? prop
        : undefined;
    const holder = def === 'toolComponent' && cx.component && references_DESCRIPTOR_ARRAYS.includes(prop)
        ? { component: cx.component, array: prop }
        : undefined;
    for (let i = 0; i < items.length; i++) {
        const item = items[i];
        if (!isObject(item))
            continue;
        cx.path.push(i);
        if (componentArray)
            cx.component = { array: componentArray, index: i };
        if (holder)
            cx.holder = holder;
        if (walkValue(item, child, key, cx) === REMOVE)
            (removed ??= new Set()).add(i);
        cx.path.pop();
    }
    if (removed) {
        const kept = items.filter((_, i) => !removed.has(i));
        items.length = 0;
        items.push(...kept);
    }
}
function walkValue(value, def, key, cx) {
    if (def === 'reportingDescriptorReference') {
        const spec = DESCRIPTOR_REFERENCES[key];
        if (!spec || cx.foreign)
            return;
        return visitDescriptor(value, spec, cx);
    }
    if (def === 'toolComponentReference') {
        const spec = COMPONENT_REFERENCES[key];
        if (!spec || cx.foreign)
            return;
        return visitComponentRef(value, spec.components, cx);
    }
    if (key === 'tool.driver')
        cx.component = DRIVER;
    return walk(value, def, cx);
}
/** A component reference on its own: rewrite its index; a name or guid stays as it is. */
function visitComponentRef(ref, array, cx) {
    if (Number.isInteger(ref.index) && ref.index >= 0) {
        cx.path.push('index');
        const next = cx.visitor.component(array, ref.index, cx.path);
        cx.path.pop();
        if (next === ref.index)
            return;
        cx.changed++;
        if (next < 0)
            return REMOVE;
        ref.index = next;
        return;
    }
    // Named by guid or name only: a name is not an index, and may name a component of an external property file.
}
function visitDescriptor(ref, spec, cx) {
    const array = spec.descriptors === 'override'
        ? (cx.override ?? 'rules')
        : spec.descriptors === 'holder'
            ? (cx.holder?.array ?? 'rules')
            : spec.descriptors;
    // Without a toolComponent, a relationship's target is in the component that holds the descriptor (§3.53.2).
    const fallback = spec.descriptors === 'holder' ? (cx.holder?.component ?? DRIVER) : DRIVER;
    const tc = isObject(ref.toolComponent) ? ref.toolComponent : undefined;
    const component = resolveComponent(cx.space, tc, spec.components, fallback);
    if (component === undefined && tc && !(Number.isInteger(tc.index) && tc.index >= 0))
        return; // named only
    const index = Number.isInteger(ref.index) && ref.index >= 0 ? ref.index : -1;
    // A taxonomy holds taxa (§3.19.3): a relationship that targets one points at a taxon whatever its holder is.
    const target = component?.array === 'taxonomies'
        ? 'taxa'
        : spec.descriptors === 'holder' && component && cx.space
            ? relationshipArray(cx.space, component, array, ref, index)
            : array;
    const next = cx.visitor.descriptor(component, target, index, cx.path);
    const componentIndexed = tc !== undefined && Number.isInteger(tc.index) && tc.index >= 0;
    if (next === null) {
        cx.changed++;
        return REMOVE;
    }
    if (index >= 0 && next.index !== index) {
        ref.index = next.index;
        cx.changed++;
    }
    if (componentIndexed && next.component >= 0 && next.component !== tc.index) {
        tc.index = next.component;
        cx.changed++;
    }
}
/**
 * Which array of a driver or extension a relationship's target indexes: the holder's (a rule related to a rule), or
 * the component's `taxa` when the target's id or guid names a taxon there and not a descriptor of the holder's kind.
 * A tool may define taxa of its own, and relate its rules to them (Qodana: every rule of its extensions to a category
 * among its driver's `taxa`); the reference's index alone does not say which array it counts in (§3.52.5: "depending
 * on the context"). Without an id or guid that settles it, the holder's array, as before.
 */
function relationshipArray(space, component, holder, ref, index) {
    if (holder === 'taxa')
        return holder;
    const keys = ['guid', 'id'].filter((k) => typeof ref[k] === 'string');
    if (keys.length === 0)
        return holder;
    const names = (d) => isObject(d) && keys.some((k) => d[k] === ref[k]);
    const at = (array) => {
        const items = descriptorsOf(space, component, array);
        return index >= 0 ? names(items[index]) : items.some(names);
    };
    return !at(holder) && at('taxa') ? 'taxa' : holder;
}
/** A result's rule: `ruleIndex` and `rule` (index, toolComponent) name one descriptor (§3.27.6-7). */
function visitResultRule(result, cx) {
    const rule = isObject(result.rule) ? result.rule : undefined;
    const tc = rule && isObject(rule.toolComponent) ? rule.toolComponent : undefined;
    const component = resolveComponent(cx.space, tc, 'extensions');
    const index = Number.isInteger(result.ruleIndex)
        ? result.ruleIndex
        : rule && Number.isInteger(rule.index)
            ? rule.index
            : -1;
    cx.path.push('rule');
    const next = cx.visitor.descriptor(component, 'rules', index, cx.path);
    cx.path.pop();
    if (next === null) {
        cx.changed++;
        return REMOVE;
    }
    if (index >= 0 && next.index !== index) {
        if (Number.isInteger(result.ruleIndex))
            result.ruleIndex = next.index;
        if (rule && Number.isInteger(rule.index))
            rule.index = next.index;
        cx.changed++;
    }
    if (tc &&
        Number.isInteger(tc.index) &&
        tc.index >= 0 &&
        next.component >= 0 &&
        next.component !== tc.index) {
        tc.index = next.component;
        cx.changed++;
    }
}

;// CONCATENATED MODULE: ./src/sarif/diagnostics.ts
/** Escape one reference token of a JSON pointer (RFC 6901 §3). */
function pointerToken(token) {
    const s = String(token);
    // Most tokens have neither character: no regular expression for them (a pointer is made per run member, issue 21).
    return s.includes('~') || s.includes('/') ? s.replace(/~/g, '~0').replace(/\//g, '~1') : s;
}
function joinPointer(base, ...tokens) {
    let pointer = base;
    for (const t of tokens)
        pointer += `/${pointerToken(t)}`;
    return pointer;
}
/** `file:line:col: error [rule] /pointer: message (hint)` — one line, grep-friendly. */
function formatDiagnostic(d) {
    const where = d.line !== undefined ? `${d.file}:${d.line}:${d.column ?? 1}` : d.file;
    const ptr = d.pointer === '' ? '' : ` at ${d.pointer}`;
    const hint = d.hint ? `\n    hint: ${d.hint}` : '';
    return `${where}: ${d.severity} [${d.rule}]${ptr}: ${d.message}${hint}`;
}

;// CONCATENATED MODULE: ./src/sarif/index-maps.ts
/**
 * How the indices of one run map into another (a source run into a merged run, a merged run into the trimmed
 * output), and the visitors that apply such a map, or check references, through the reference walker.
 */



/**
 * The map of an empty array, shared: most of a run's arrays are empty, and a typed array costs some 300 bytes of its
 * own, for every run of a merge of thousands (issue 21). Nothing writes into a map past its length.
 */
const EMPTY = new Int32Array(0);
function identity(n) {
    if (n === 0)
        return EMPTY;
    const a = new Int32Array(n);
    for (let i = 0; i < n; i++)
        a[i] = i;
    return a;
}
function at(map, i) {
    return i >= 0 && i < map.length ? map[i] : -1;
}
function isIdentity(map) {
    for (let i = 0; i < map.length; i++)
        if (map[i] !== i)
            return false;
    return true;
}
/** Every component of a run with its id, the driver first. */
function componentsOf(space) {
    const out = [{ array: 'driver', index: -1 }];
    for (const array of references_COMPONENT_ARRAYS)
        space.components[array].forEach((_, index) => out.push({ array, index }));
    return out;
}
/**
 * Maps that change nothing. With `toolOf`, the maps of a run whose tool is byte for byte that run's: the maps of the
 * tool's driver and extensions are `toolOf`'s own, shared (identity too, and written by no one after they are made;
 * a merge of 1,000 files of one tool of 62 extensions made them 1,000 times).
 */
function identityMaps(space, toolOf) {
    const run = {};
    for (const a of references_RUN_ARRAYS)
        run[a] = identity(space.lengths[a]);
    const components = {};
    for (const a of references_COMPONENT_ARRAYS)
        components[a] =
            toolOf && a === 'extensions' ? toolOf.components.extensions : identity(space.components[a].length);
    const descriptors = new Map();
    for (const c of componentsOf(space)) {
        const key = componentKey(c);
        const shared = toolOf && (c.array === 'driver' || c.array === 'extensions') ? toolOf.descriptors.get(key) : undefined;
        if (shared) {
            descriptors.set(key, shared);
            continue;
        }
        const d = {};
        for (const a of references_DESCRIPTOR_ARRAYS)
            d[a] = identity(descriptorsOf(space, c, a).length);
        descriptors.set(key, d);
    }
    return { space, run, components, descriptors };
}
/** True when applying the maps changes nothing (for references in range). */
function mapsAreIdentity(m) {
    if (m.uriBaseIds && m.uriBaseIds.size > 0)
        return false;
    for (const a of RUN_ARRAYS)
        if (!isIdentity(m.run[a]))
            return false;
    for (const a of COMPONENT_ARRAYS)
        if (!isIdentity(m.components[a]))
            return false;
    for (const d of m.descriptors.values())
        for (const a of DESCRIPTOR_ARRAYS)
            if (!isIdentity(d[a]))
                return false;
    return true;
}
function composeMap(a, b) {
    return a.length === 0 ? EMPTY : a.map((v) => at(b, v));
}
/** `first` then `second`: old indices of first.space → new indices of second's target. */
function composeMaps(first, second, composed = new Map()) {
    const run = {};
    for (const a of references_RUN_ARRAYS)
        run[a] = composeMap(first.run[a], second.run[a]);
    const components = {};
    for (const a of references_COMPONENT_ARRAYS) {
        const from = first.components[a];
        let to = a === 'extensions' ? composed.get(from) : undefined;
        if (!to) {
            to = composeMap(from, second.components[a]);
            if (a === 'extensions')
                composed.set(from, to);
        }
        components[a] = to;
    }
    const descriptors = new Map();
    for (const [key, d] of first.descriptors) {
        // Only the tool's maps may be shared (identityMaps): the run's own components' are the run's.
        const ofTool = key === 'driver' || key.startsWith('extensions/');
        let out = ofTool ? composed.get(d) : undefined;
        if (!out) {
            // A shared record is shared with its component's map: the component it maps to is the same for every run.
            const mid = middleComponent(first, key);
            const next = mid === undefined ? undefined : second.descriptors.get(mid);
            out = {};
            for (const a of references_DESCRIPTOR_ARRAYS)
                out[a] = next
                    ? composeMap(d[a], next[a])
                    : d[a].length === 0
                        ? EMPTY
                        : new Int32Array(d[a].length).fill(-1);
            if (ofTool)
                composed.set(d, out);
        }
        descriptors.set(key, out);
    }
    const uriBaseIds = first.uriBaseIds ?? second.uriBaseIds;
    return { space: first.space, run, components, descriptors, ...(uriBaseIds ? { uriBaseIds } : {}) };
}
/** The key, in the middle space, of the component that `key` (a component of first.space) maps to. */
function middleComponent(first, key) {
    if (key === 'driver')
        return 'driver';
    const [array, index] = key.split('/');
    const to = at(first.components[array], Number(index));
    return to < 0 ? undefined : `${array}/${to}`;
}
function emptyCounts() {
    return { remapped: 0, removed: {} };
}
/** A visitor that moves every reference through `maps`; gone targets are counted by kind in `counts.removed`. */
function remapVisitor(maps, counts) {
    const gone = (kind) => {
        counts.removed[kind] = (counts.removed[kind] ?? 0) + 1;
    };
    return {
        uriBaseIds: maps.uriBaseIds,
        index(array, value) {
            const next = at(maps.run[array], value);
            if (next < 0)
                gone(array);
            else if (next !== value)
                counts.remapped++;
            return next;
        },
        component(array, value) {
            const next = at(maps.components[array], value);
            if (next < 0)
                gone(array);
            else if (next !== value)
                counts.remapped++;
            return next;
        },
        resultGraph(value, length) {
            if (value < length)
                return value;
            gone('result graphs');
            return -1;
        },
        descriptor(component, array, value) {
            if (!component) {
                gone('toolComponent');
                return null;
            }
            const newComponent = component.array === 'driver' ? -1 : at(maps.components[component.array], component.index);
            if (component.array !== 'driver' && newComponent < 0) {
                gone(component.array);
                return null;
            }
            if (value < 0)
                return { index: -1, component: newComponent };
            const d = maps.descriptors.get(componentKey(component));
            const next = d ? at(d[array], value) : -1;
            if (next < 0) {
                gone(array);
                return null;
            }
            if (next !== value || (component.array !== 'driver' && newComponent !== component.index))
                counts.remapped++;
            return { index: next, component: newComponent };
        },
    };
}
function pointer(path) {
    return path.map((t) => `/${pointerToken(t)}`).join('');
}
const WHAT = {
    artifacts: 'run.artifacts',
    logicalLocations: 'run.logicalLocations',
    threadFlowLocations: 'run.threadFlowLocations',
    addresses: 'run.addresses',
    webRequests: 'run.webRequests',
    webResponses: 'run.webResponses',
    graphs: 'run.graphs',
    invocations: 'run.invocations',
    extensions: 'tool.extensions',
    taxonomies: 'run.taxonomies',
    policies: 'run.policies',
    translations: 'run.translations',
};
function componentName(space, c) {
    if (c.array === 'driver')
        return 'tool.driver';
    const name = componentOf(space, c)?.name;
    return `${WHAT[c.array]}[${c.index}]${typeof name === 'string' ? ` ("${name}")` : ''}`;
}
/**
 * A visitor that changes nothing and reports every reference that points past the end of its array, as a warning:
 * the service tolerates them, and the engine leaves them out of what it writes. Rule references of results are
 * checked (as errors) where results are ranked; they are skipped here.
 */
function checkVisitor(space, report, options = {}) {
    const warn = (at, message, hint) => report({ severity: 'warning', rule: 'dangling-reference', pointer: pointer(at), message, hint });
    const leftOut = 'The service ignores it; the upload leaves this reference out. Fix the analyser output if you can.';
    return {
        index(array, value, at) {
            const n = space.lengths[array];
            if (value >= n) {
                warn(at, `index ${value} points past the end of ${WHAT[array]} (${n === 0 ? 'absent or empty' : (0,format/* plural */.LS)(n, 'item')})`, leftOut);
            }
            return value;
        },
        resultGraph(value, length, at) {
            if (value >= length)
                warn(at, `resultGraphIndex ${value} points past the end of the result's graphs (${length} items)`, leftOut);
            return value;
        },
        component(array, value, at) {
            const n = space.components[array].length;
            if (value >= n)
                warn(at, `toolComponent index ${value} points past the end of ${WHAT[array]} (${n} items)`, leftOut);
            return value;
        },
        descriptor(component, array, value, at) {
            const isResultRule = at[at.length - 1] === 'rule' && (at.length === 1 || at[at.length - 3] === 'results');
            if (isResultRule && !options.resultRules)
                return { index: value, component: -1 };
            if (!component) {
                warn(at, 'the reference names a tool component the run does not have', leftOut);
            }
            else if (value >= 0) {
                const n = descriptorsOf(space, component, array).length;
                if (value >= n)
                    warn(at, `index ${value} points past the end of ${componentName(space, component)}.${array} (${n} items)`, leftOut);
            }
            return { index: value, component: -1 };
        },
    };
}

;// CONCATENATED MODULE: ./src/sarif/generated/sarif-validators.js

// GENERATED by scripts/build-validator.mjs from schemas/sarif-schema-2.1.0.json: do not edit.
// ajv 8.20.0 standalone (draft-04, allErrors). uniqueItems: 77 replaced by uniqueItemsFast,
// 20 "uniqueItems: false" dropped. Rebuild with: npm run build:validator
/* eslint-disable */
// ajv-formats 3.0.1 dist/formats.js, inlined (MIT License, Copyright (c) 2020 Evgeny Poberezkin).
const fullFormats = (function () {
  const exports = {};
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
function fmtDef(validate, compare) {
    return { validate, compare };
}
exports.fullFormats = {
    // date: http://tools.ietf.org/html/rfc3339#section-5.6
    date: fmtDef(date, compareDate),
    // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
    time: fmtDef(getTime(true), compareTime),
    "date-time": fmtDef(getDateTime(true), compareDateTime),
    "iso-time": fmtDef(getTime(), compareIsoTime),
    "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
    // duration: https://tools.ietf.org/html/rfc3339#appendix-A
    duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
    uri,
    "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
    // uri-template: https://tools.ietf.org/html/rfc6570
    "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
    // For the source: https://gist.github.com/dperini/729294
    // For test cases: https://mathiasbynens.be/demo/url-regex
    url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
    email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
    hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
    // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
    ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
    regex,
    // uuid: http://tools.ietf.org/html/rfc4122
    uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
    // JSON-pointer: https://tools.ietf.org/html/rfc6901
    // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
    "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
    "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
    // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
    "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
    // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
    // byte: https://github.com/miguelmota/is-base64
    byte,
    // signed 32 bit integer
    int32: { type: "number", validate: validateInt32 },
    // signed 64 bit integer
    int64: { type: "number", validate: validateInt64 },
    // C-type float
    float: { type: "number", validate: validateNumber },
    // C-type double
    double: { type: "number", validate: validateNumber },
    // hint to the UI to hide input strings
    password: true,
    // unchecked string payload
    binary: true,
};
exports.fastFormats = {
    ...exports.fullFormats,
    date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
    time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
    "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
    "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
    "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
    // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
    uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
    "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
    // email (sources from jsen validator):
    // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
    // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
    email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
};
exports.formatNames = Object.keys(exports.fullFormats);
function isLeapYear(year) {
    // https://tools.ietf.org/html/rfc3339#appendix-C
    return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function date(str) {
    // full-date from http://tools.ietf.org/html/rfc3339#section-5.6
    const matches = DATE.exec(str);
    if (!matches)
        return false;
    const year = +matches[1];
    const month = +matches[2];
    const day = +matches[3];
    return (month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]));
}
function compareDate(d1, d2) {
    if (!(d1 && d2))
        return undefined;
    if (d1 > d2)
        return 1;
    if (d1 < d2)
        return -1;
    return 0;
}
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
function getTime(strictTimeZone) {
    return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
            return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || (strictTimeZone && !tz))
            return false;
        if (hr <= 23 && min <= 59 && sec < 60)
            return true;
        // leap second
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
    };
}
function compareTime(s1, s2) {
    if (!(s1 && s2))
        return undefined;
    const t1 = new Date("2020-01-01T" + s1).valueOf();
    const t2 = new Date("2020-01-01T" + s2).valueOf();
    if (!(t1 && t2))
        return undefined;
    return t1 - t2;
}
function compareIsoTime(t1, t2) {
    if (!(t1 && t2))
        return undefined;
    const a1 = TIME.exec(t1);
    const a2 = TIME.exec(t2);
    if (!(a1 && a2))
        return undefined;
    t1 = a1[1] + a1[2] + a1[3];
    t2 = a2[1] + a2[2] + a2[3];
    if (t1 > t2)
        return 1;
    if (t1 < t2)
        return -1;
    return 0;
}
const DATE_TIME_SEPARATOR = /t|\s/i;
function getDateTime(strictTimeZone) {
    const time = getTime(strictTimeZone);
    return function date_time(str) {
        // http://tools.ietf.org/html/rfc3339#section-5.6
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
    };
}
function compareDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const d1 = new Date(dt1).valueOf();
    const d2 = new Date(dt2).valueOf();
    if (!(d1 && d2))
        return undefined;
    return d1 - d2;
}
function compareIsoDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
    const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
    const res = compareDate(d1, d2);
    if (res === undefined)
        return undefined;
    return res || compareTime(t1, t2);
}
const NOT_URI_FRAGMENT = /\/|:/;
const URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function uri(str) {
    // http://jmrware.com/articles/2009/uri_regexp/URI_regex.html + optional protocol + required "."
    return NOT_URI_FRAGMENT.test(str) && URI.test(str);
}
const BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
function byte(str) {
    BYTE.lastIndex = 0;
    return BYTE.test(str);
}
const MIN_INT32 = -(2 ** 31);
const MAX_INT32 = 2 ** 31 - 1;
function validateInt32(value) {
    return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
}
function validateInt64(value) {
    // JSON and javascript max Int is 2**53, so any int that passes isInteger is valid for Int64
    return Number.isInteger(value);
}
function validateNumber() {
    return true;
}
const Z_ANCHOR = /[^\\]\\Z/;
function regex(str) {
    if (Z_ANCHOR.test(str))
        return false;
    try {
        new RegExp(str);
        return true;
    }
    catch (e) {
        return false;
    }
}
  return exports.fullFormats;
})();
const schemaSha256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e";
const uniqueKeyword = "uniqueItemsFast";
const regionKeyword = "regionOrder";

function findDuplicateItems(items) {
  const n = items.length;
  if (n < 2) return null;
  // No Math.imul: under Jest's vm contexts it is 50x slower than plain arithmetic. Multipliers stay below 2^21 so
  // that every product is exact in a double before `| 0` wraps it to 32 bits.
  const hashString = (s) => {
    let h = s.length;
    for (let k = 0; k < s.length; k++) h = (h * 31 + s.charCodeAt(k)) | 0;
    return h;
  };
  const mix = (h) => {
    h = ((h ^ (h >>> 16)) * 0x1b873) | 0;
    return (h ^ (h >>> 13)) | 0;
  };
  const hash = (v) => {
    if (typeof v === 'string') return hashString(v);
    if (typeof v === 'number')
      return Number.isInteger(v) ? mix(v | 0) ^ 0x1b873593 : hashString(String(v)) ^ 0x2c1b3c6d;
    if (typeof v === 'boolean') return v ? 0x3c6ef372 : 0x5f356495;
    if (v === null || typeof v !== 'object') return 0x6a09e667;
    if (Array.isArray(v)) {
      let h = 0x243f6a88 ^ v.length;
      for (let k = 0; k < v.length; k++) h = (h * 31 + hash(v[k])) | 0;
      return h;
    }
    // Order-insensitive: a sum over the (key, value) pairs.
    let h = 0x13198a2e;
    for (const key of Object.keys(v)) h = (h + mix(hashString(key) * 7 + mix(hash(v[key])))) | 0;
    return h;
  };
  const equal = (a, b) => {
    if (a === b) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length) return false;
      for (let k = 0; k < a.length; k++) if (!equal(a[k], b[k])) return false;
      return true;
    }
    if (Array.isArray(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(b, key) || !equal(a[key], b[key])) return false;
    }
    return true;
  };
  // A few strings (tags, kinds, roles): compared pairwise, without building a map for each array.
  if (n <= 16 && items.every((v) => typeof v === 'string')) {
    for (let i = 1; i < n; i++) for (let j = 0; j < i; j++) if (items[i] === items[j]) return [j, i];
    return null;
  }
  // Objects that all hold a string member of one name, with values all different, are all different: one Set of
  // those strings answers for the whole array (25,000 rules by id). Only the first item's first string member is
  // tried, so that an array it does not settle costs at most one more pass.
  const first = items[0];
  if (first !== null && typeof first === 'object' && !Array.isArray(first)) {
    const key = Object.keys(first).find((k) => typeof first[k] === 'string');
    if (key !== undefined) {
      const seen = new Set();
      let i = 0;
      for (; i < n; i++) {
        const item = items[i];
        if (item === null || typeof item !== 'object' || !Object.prototype.hasOwnProperty.call(item, key))
          break;
        const v = item[key];
        if (typeof v !== 'string' || seen.has(v)) break;
        seen.add(v);
      }
      if (i === n) return null;
    }
  }
  let strings = null; // string -> index
  let others = null; // hash -> index, or the indexes of the items sharing that hash
  for (let i = 0; i < n; i++) {
    const item = items[i];
    if (typeof item === 'string') {
      if (strings === null) strings = new Map();
      const prev = strings.get(item);
      if (prev !== undefined) return [prev, i];
      strings.set(item, i);
      continue;
    }
    if (others === null) others = new Map();
    const h = hash(item);
    const bucket = others.get(h);
    if (bucket === undefined) {
      others.set(h, i);
    } else if (typeof bucket === 'number') {
      if (equal(items[bucket], item)) return [bucket, i];
      others.set(h, [bucket, i]);
    } else {
      for (const j of bucket) if (equal(items[j], item)) return [j, i];
      bucket.push(i);
    }
  }
  return null;
}
function regionEndBeforeStart(region) {
  // Only line and column numbers the schema accepts are compared: any other value is the schema's error alone.
  const at = (v) => (Number.isInteger(v) && v >= 1 ? v : undefined);
  const startLine = at(region.startLine);
  if (startLine === undefined) return null;
  const endLine = region.endLine === undefined ? startLine : at(region.endLine);
  if (endLine === undefined) return null;
  if (endLine < startLine) return { end: 'endLine', value: endLine, start: startLine };
  const endColumn = at(region.endColumn);
  const startColumn = region.startColumn === undefined ? 1 : at(region.startColumn);
  if (
    endLine === startLine &&
    endColumn !== undefined &&
    startColumn !== undefined &&
    endColumn < startColumn
  )
    return { end: 'endColumn', value: endColumn, start: startColumn, line: startLine };
  return null;
}
const validateLog = validate10;const schema11 = {"$schema":"http://json-schema.org/draft-04/schema#","id":"https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json","additionalProperties":false,"type":"object","properties":{"$schema":{"type":"string","format":"uri"},"version":{"enum":["2.1.0"],"type":"string"},"runs":{"type":["array","null"],"items":{"$ref":"#/definitions/run"}},"inlineExternalProperties":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalProperties"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["version","runs"],"definitions":{"address":{"additionalProperties":false,"type":"object","properties":{"absoluteAddress":{"type":"integer","minimum":-1},"relativeAddress":{"type":"integer"},"length":{"type":"integer"},"kind":{"type":"string"},"name":{"type":"string"},"fullyQualifiedName":{"type":"string"},"offsetFromParent":{"type":"integer"},"index":{"type":"integer","minimum":-1},"parentIndex":{"type":"integer","minimum":-1},"properties":{"$ref":"#/definitions/propertyBag"}}},"artifact":{"additionalProperties":false,"type":"object","properties":{"description":{"$ref":"#/definitions/message"},"location":{"$ref":"#/definitions/artifactLocation"},"parentIndex":{"type":"integer","minimum":-1},"offset":{"type":"integer","minimum":0},"length":{"type":"integer","minimum":-1},"roles":{"type":"array","uniqueItemsFast":true,"items":{"enum":["analysisTarget","attachment","responseFile","resultFile","standardStream","tracedFile","unmodified","modified","added","deleted","renamed","uncontrolled","driver","extension","translation","taxonomy","policy","referencedOnCommandLine","memoryContents","directory","userSpecifiedConfiguration","toolSpecifiedConfiguration","debugOutputFile"],"type":"string"}},"mimeType":{"type":"string","pattern":"[^/]+/.+"},"contents":{"$ref":"#/definitions/artifactContent"},"encoding":{"type":"string"},"sourceLanguage":{"type":"string"},"hashes":{"type":"object","additionalProperties":{"type":"string"}},"lastModifiedTimeUtc":{"type":"string","format":"date-time"},"properties":{"$ref":"#/definitions/propertyBag"}}},"artifactChange":{"additionalProperties":false,"type":"object","properties":{"artifactLocation":{"$ref":"#/definitions/artifactLocation"},"replacements":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/replacement"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["artifactLocation","replacements"]},"artifactContent":{"type":"object","additionalProperties":false,"properties":{"text":{"type":"string"},"binary":{"type":"string"},"rendered":{"$ref":"#/definitions/multiformatMessageString"},"properties":{"$ref":"#/definitions/propertyBag"}}},"artifactLocation":{"additionalProperties":false,"type":"object","properties":{"uri":{"type":"string","format":"uri-reference"},"uriBaseId":{"type":"string"},"index":{"type":"integer","minimum":-1},"description":{"$ref":"#/definitions/message"},"properties":{"$ref":"#/definitions/propertyBag"}}},"attachment":{"type":"object","additionalProperties":false,"properties":{"description":{"$ref":"#/definitions/message"},"artifactLocation":{"$ref":"#/definitions/artifactLocation"},"regions":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/region"}},"rectangles":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/rectangle"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["artifactLocation"]},"codeFlow":{"additionalProperties":false,"type":"object","properties":{"message":{"$ref":"#/definitions/message"},"threadFlows":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/threadFlow"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["threadFlows"]},"configurationOverride":{"type":"object","additionalProperties":false,"properties":{"configuration":{"$ref":"#/definitions/reportingConfiguration"},"descriptor":{"$ref":"#/definitions/reportingDescriptorReference"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["configuration","descriptor"]},"conversion":{"additionalProperties":false,"type":"object","properties":{"tool":{"$ref":"#/definitions/tool"},"invocation":{"$ref":"#/definitions/invocation"},"analysisToolLogFiles":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/artifactLocation"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["tool"]},"edge":{"type":"object","additionalProperties":false,"properties":{"id":{"type":"string"},"label":{"$ref":"#/definitions/message"},"sourceNodeId":{"type":"string"},"targetNodeId":{"type":"string"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["id","sourceNodeId","targetNodeId"]},"edgeTraversal":{"type":"object","additionalProperties":false,"properties":{"edgeId":{"type":"string"},"message":{"$ref":"#/definitions/message"},"finalState":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"stepOverEdgeCount":{"type":"integer","minimum":0},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["edgeId"]},"exception":{"type":"object","additionalProperties":false,"properties":{"kind":{"type":"string"},"message":{"type":"string"},"stack":{"$ref":"#/definitions/stack"},"innerExceptions":{"type":"array","items":{"$ref":"#/definitions/exception"}},"properties":{"$ref":"#/definitions/propertyBag"}}},"externalProperties":{"type":"object","additionalProperties":false,"properties":{"schema":{"type":"string","format":"uri"},"version":{"enum":["2.1.0"],"type":"string"},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"runGuid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"conversion":{"$ref":"#/definitions/conversion"},"graphs":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/graph"}},"externalizedProperties":{"$ref":"#/definitions/propertyBag"},"artifacts":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/artifact"}},"invocations":{"type":"array","items":{"$ref":"#/definitions/invocation"}},"logicalLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/logicalLocation"}},"threadFlowLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/threadFlowLocation"}},"results":{"type":"array","items":{"$ref":"#/definitions/result"}},"taxonomies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"driver":{"$ref":"#/definitions/toolComponent"},"extensions":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"policies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"translations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"addresses":{"type":"array","items":{"$ref":"#/definitions/address"}},"webRequests":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/webRequest"}},"webResponses":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/webResponse"}},"properties":{"$ref":"#/definitions/propertyBag"}}},"externalPropertyFileReference":{"type":"object","additionalProperties":false,"properties":{"location":{"$ref":"#/definitions/artifactLocation"},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"itemCount":{"type":"integer","minimum":-1},"properties":{"$ref":"#/definitions/propertyBag"}},"anyOf":[{"required":["location"]},{"required":["guid"]}]},"externalPropertyFileReferences":{"additionalProperties":false,"type":"object","properties":{"conversion":{"$ref":"#/definitions/externalPropertyFileReference"},"graphs":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"externalizedProperties":{"$ref":"#/definitions/externalPropertyFileReference"},"artifacts":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"invocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"logicalLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"threadFlowLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"results":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"taxonomies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"addresses":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"driver":{"$ref":"#/definitions/externalPropertyFileReference"},"extensions":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"policies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"translations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"webRequests":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"webResponses":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"properties":{"$ref":"#/definitions/propertyBag"}}},"fix":{"additionalProperties":false,"type":"object","properties":{"description":{"$ref":"#/definitions/message"},"artifactChanges":{"type":"array","minItems":1,"uniqueItemsFast":true,"items":{"$ref":"#/definitions/artifactChange"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["artifactChanges"]},"graph":{"type":"object","additionalProperties":false,"properties":{"description":{"$ref":"#/definitions/message"},"nodes":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/node"}},"edges":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/edge"}},"properties":{"$ref":"#/definitions/propertyBag"}}},"graphTraversal":{"type":"object","additionalProperties":false,"properties":{"runGraphIndex":{"type":"integer","minimum":-1},"resultGraphIndex":{"type":"integer","minimum":-1},"description":{"$ref":"#/definitions/message"},"initialState":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"immutableState":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"edgeTraversals":{"type":"array","items":{"$ref":"#/definitions/edgeTraversal"}},"properties":{"$ref":"#/definitions/propertyBag"}},"oneOf":[{"required":["runGraphIndex"]},{"required":["resultGraphIndex"]}]},"invocation":{"additionalProperties":false,"type":"object","properties":{"commandLine":{"type":"string"},"arguments":{"type":"array","items":{"type":"string"}},"responseFiles":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/artifactLocation"}},"startTimeUtc":{"type":"string","format":"date-time"},"endTimeUtc":{"type":"string","format":"date-time"},"exitCode":{"type":"integer"},"ruleConfigurationOverrides":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/configurationOverride"}},"notificationConfigurationOverrides":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/configurationOverride"}},"toolExecutionNotifications":{"type":"array","items":{"$ref":"#/definitions/notification"}},"toolConfigurationNotifications":{"type":"array","items":{"$ref":"#/definitions/notification"}},"exitCodeDescription":{"type":"string"},"exitSignalName":{"type":"string"},"exitSignalNumber":{"type":"integer"},"processStartFailureMessage":{"type":"string"},"executionSuccessful":{"type":"boolean"},"machine":{"type":"string"},"account":{"type":"string"},"processId":{"type":"integer"},"executableLocation":{"$ref":"#/definitions/artifactLocation"},"workingDirectory":{"$ref":"#/definitions/artifactLocation"},"environmentVariables":{"type":"object","additionalProperties":{"type":"string"}},"stdin":{"$ref":"#/definitions/artifactLocation"},"stdout":{"$ref":"#/definitions/artifactLocation"},"stderr":{"$ref":"#/definitions/artifactLocation"},"stdoutStderr":{"$ref":"#/definitions/artifactLocation"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["executionSuccessful"]},"location":{"additionalProperties":false,"type":"object","properties":{"id":{"type":"integer","minimum":-1},"physicalLocation":{"$ref":"#/definitions/physicalLocation"},"logicalLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/logicalLocation"}},"message":{"$ref":"#/definitions/message"},"annotations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/region"}},"relationships":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/locationRelationship"}},"properties":{"$ref":"#/definitions/propertyBag"}}},"locationRelationship":{"type":"object","additionalProperties":false,"properties":{"target":{"type":"integer","minimum":0},"kinds":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}},"description":{"$ref":"#/definitions/message"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["target"]},"logicalLocation":{"additionalProperties":false,"type":"object","properties":{"name":{"type":"string"},"index":{"type":"integer","minimum":-1},"fullyQualifiedName":{"type":"string"},"decoratedName":{"type":"string"},"parentIndex":{"type":"integer","minimum":-1},"kind":{"type":"string"},"properties":{"$ref":"#/definitions/propertyBag"}}},"message":{"type":"object","additionalProperties":false,"properties":{"text":{"type":"string"},"markdown":{"type":"string"},"id":{"type":"string"},"arguments":{"type":"array","items":{"type":"string"}},"properties":{"$ref":"#/definitions/propertyBag"}},"anyOf":[{"required":["text"]},{"required":["id"]}]},"multiformatMessageString":{"type":"object","additionalProperties":false,"properties":{"text":{"type":"string"},"markdown":{"type":"string"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["text"]},"node":{"type":"object","additionalProperties":false,"properties":{"id":{"type":"string"},"label":{"$ref":"#/definitions/message"},"location":{"$ref":"#/definitions/location"},"children":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/node"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["id"]},"notification":{"type":"object","additionalProperties":false,"properties":{"locations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/location"}},"message":{"$ref":"#/definitions/message"},"level":{"enum":["none","note","warning","error"],"type":"string"},"threadId":{"type":"integer"},"timeUtc":{"type":"string","format":"date-time"},"exception":{"$ref":"#/definitions/exception"},"descriptor":{"$ref":"#/definitions/reportingDescriptorReference"},"associatedRule":{"$ref":"#/definitions/reportingDescriptorReference"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["message"]},"physicalLocation":{"additionalProperties":false,"type":"object","properties":{"address":{"$ref":"#/definitions/address"},"artifactLocation":{"$ref":"#/definitions/artifactLocation"},"region":{"$ref":"#/definitions/region"},"contextRegion":{"$ref":"#/definitions/region"},"properties":{"$ref":"#/definitions/propertyBag"}},"anyOf":[{"required":["address"]},{"required":["artifactLocation"]}]},"propertyBag":{"type":"object","additionalProperties":true,"properties":{"tags":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}}}},"rectangle":{"additionalProperties":false,"type":"object","properties":{"top":{"type":"number"},"left":{"type":"number"},"bottom":{"type":"number"},"right":{"type":"number"},"message":{"$ref":"#/definitions/message"},"properties":{"$ref":"#/definitions/propertyBag"}}},"region":{"additionalProperties":false,"type":"object","properties":{"startLine":{"type":"integer","minimum":1},"startColumn":{"type":"integer","minimum":1},"endLine":{"type":"integer","minimum":1},"endColumn":{"type":"integer","minimum":1},"charOffset":{"type":"integer","minimum":-1},"charLength":{"type":"integer","minimum":0},"byteOffset":{"type":"integer","minimum":-1},"byteLength":{"type":"integer","minimum":0},"snippet":{"$ref":"#/definitions/artifactContent"},"message":{"$ref":"#/definitions/message"},"sourceLanguage":{"type":"string"},"properties":{"$ref":"#/definitions/propertyBag"}},"anyOf":[{"required":["startLine"]},{"required":["charOffset"]},{"required":["byteOffset"]}],"regionOrder":true},"replacement":{"additionalProperties":false,"type":"object","properties":{"deletedRegion":{"$ref":"#/definitions/region"},"insertedContent":{"$ref":"#/definitions/artifactContent"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["deletedRegion"]},"reportingDescriptor":{"additionalProperties":false,"type":"object","properties":{"id":{"type":"string"},"deprecatedIds":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"deprecatedGuids":{"type":"array","uniqueItemsFast":true,"items":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"}},"name":{"type":"string"},"deprecatedNames":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}},"shortDescription":{"$ref":"#/definitions/multiformatMessageString"},"fullDescription":{"$ref":"#/definitions/multiformatMessageString"},"messageStrings":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"defaultConfiguration":{"$ref":"#/definitions/reportingConfiguration"},"helpUri":{"type":"string","format":"uri"},"help":{"$ref":"#/definitions/multiformatMessageString"},"relationships":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/reportingDescriptorRelationship"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["id"]},"reportingConfiguration":{"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"level":{"enum":["none","note","warning","error"],"type":"string"},"rank":{"type":"number","minimum":-1,"maximum":100},"parameters":{"$ref":"#/definitions/propertyBag"},"properties":{"$ref":"#/definitions/propertyBag"}}},"reportingDescriptorReference":{"type":"object","additionalProperties":false,"properties":{"id":{"type":"string"},"index":{"type":"integer","minimum":-1},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"toolComponent":{"$ref":"#/definitions/toolComponentReference"},"properties":{"$ref":"#/definitions/propertyBag"}},"anyOf":[{"required":["index"]},{"required":["guid"]},{"required":["id"]}]},"reportingDescriptorRelationship":{"type":"object","additionalProperties":false,"properties":{"target":{"$ref":"#/definitions/reportingDescriptorReference"},"kinds":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}},"description":{"$ref":"#/definitions/message"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["target"]},"result":{"additionalProperties":false,"type":"object","properties":{"ruleId":{"type":"string"},"ruleIndex":{"type":"integer","minimum":-1},"rule":{"$ref":"#/definitions/reportingDescriptorReference"},"kind":{"enum":["notApplicable","pass","fail","review","open","informational"],"type":"string"},"level":{"enum":["none","note","warning","error"],"type":"string"},"message":{"$ref":"#/definitions/message"},"analysisTarget":{"$ref":"#/definitions/artifactLocation"},"locations":{"type":"array","items":{"$ref":"#/definitions/location"}},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"correlationGuid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"occurrenceCount":{"type":"integer","minimum":1},"partialFingerprints":{"type":"object","additionalProperties":{"type":"string"}},"fingerprints":{"type":"object","additionalProperties":{"type":"string"}},"stacks":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/stack"}},"codeFlows":{"type":"array","items":{"$ref":"#/definitions/codeFlow"}},"graphs":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/graph"}},"graphTraversals":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/graphTraversal"}},"relatedLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/location"}},"suppressions":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/suppression"}},"baselineState":{"enum":["new","unchanged","updated","absent"],"type":"string"},"rank":{"type":"number","minimum":-1,"maximum":100},"attachments":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/attachment"}},"hostedViewerUri":{"type":"string","format":"uri"},"workItemUris":{"type":"array","uniqueItemsFast":true,"items":{"type":"string","format":"uri"}},"provenance":{"$ref":"#/definitions/resultProvenance"},"fixes":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/fix"}},"taxa":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/reportingDescriptorReference"}},"webRequest":{"$ref":"#/definitions/webRequest"},"webResponse":{"$ref":"#/definitions/webResponse"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["message"]},"resultProvenance":{"additionalProperties":false,"type":"object","properties":{"firstDetectionTimeUtc":{"type":"string","format":"date-time"},"lastDetectionTimeUtc":{"type":"string","format":"date-time"},"firstDetectionRunGuid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"lastDetectionRunGuid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"invocationIndex":{"type":"integer","minimum":-1},"conversionSources":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/physicalLocation"}},"properties":{"$ref":"#/definitions/propertyBag"}}},"run":{"additionalProperties":false,"type":"object","properties":{"tool":{"$ref":"#/definitions/tool"},"invocations":{"type":"array","items":{"$ref":"#/definitions/invocation"}},"conversion":{"$ref":"#/definitions/conversion"},"language":{"type":"string","pattern":"^[a-zA-Z]{2}(-[a-zA-Z]{2})?$"},"versionControlProvenance":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/versionControlDetails"}},"originalUriBaseIds":{"type":"object","additionalProperties":{"$ref":"#/definitions/artifactLocation"}},"artifacts":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/artifact"}},"logicalLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/logicalLocation"}},"graphs":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/graph"}},"results":{"type":"array","items":{"$ref":"#/definitions/result"}},"automationDetails":{"$ref":"#/definitions/runAutomationDetails"},"runAggregates":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/runAutomationDetails"}},"baselineGuid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"redactionTokens":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}},"defaultEncoding":{"type":"string"},"defaultSourceLanguage":{"type":"string"},"newlineSequences":{"type":"array","minItems":1,"uniqueItemsFast":true,"items":{"type":"string"}},"columnKind":{"enum":["utf16CodeUnits","unicodeCodePoints"],"type":"string"},"externalPropertyFileReferences":{"$ref":"#/definitions/externalPropertyFileReferences"},"threadFlowLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/threadFlowLocation"}},"taxonomies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"addresses":{"type":"array","items":{"$ref":"#/definitions/address"}},"translations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"policies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"webRequests":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/webRequest"}},"webResponses":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/webResponse"}},"specialLocations":{"$ref":"#/definitions/specialLocations"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["tool"]},"runAutomationDetails":{"additionalProperties":false,"type":"object","properties":{"description":{"$ref":"#/definitions/message"},"id":{"type":"string"},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"correlationGuid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"properties":{"$ref":"#/definitions/propertyBag"}}},"specialLocations":{"type":"object","additionalProperties":false,"properties":{"displayBase":{"$ref":"#/definitions/artifactLocation"},"properties":{"$ref":"#/definitions/propertyBag"}}},"stack":{"additionalProperties":false,"type":"object","properties":{"message":{"$ref":"#/definitions/message"},"frames":{"type":"array","items":{"$ref":"#/definitions/stackFrame"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["frames"]},"stackFrame":{"additionalProperties":false,"type":"object","properties":{"location":{"$ref":"#/definitions/location"},"module":{"type":"string"},"threadId":{"type":"integer"},"parameters":{"type":"array","items":{"type":"string"}},"properties":{"$ref":"#/definitions/propertyBag"}}},"suppression":{"additionalProperties":false,"type":"object","properties":{"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"kind":{"enum":["inSource","external"],"type":"string"},"status":{"enum":["accepted","underReview","rejected"],"type":"string"},"justification":{"type":"string"},"location":{"$ref":"#/definitions/location"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["kind"]},"threadFlow":{"type":"object","additionalProperties":false,"properties":{"id":{"type":"string"},"message":{"$ref":"#/definitions/message"},"initialState":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"immutableState":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"locations":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/threadFlowLocation"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["locations"]},"threadFlowLocation":{"additionalProperties":false,"type":"object","properties":{"index":{"type":"integer","minimum":-1},"location":{"$ref":"#/definitions/location"},"stack":{"$ref":"#/definitions/stack"},"kinds":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}},"taxa":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/reportingDescriptorReference"}},"module":{"type":"string"},"state":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"nestingLevel":{"type":"integer","minimum":0},"executionOrder":{"type":"integer","minimum":-1},"executionTimeUtc":{"type":"string","format":"date-time"},"importance":{"enum":["important","essential","unimportant"],"type":"string"},"webRequest":{"$ref":"#/definitions/webRequest"},"webResponse":{"$ref":"#/definitions/webResponse"},"properties":{"$ref":"#/definitions/propertyBag"}}},"tool":{"additionalProperties":false,"type":"object","properties":{"driver":{"$ref":"#/definitions/toolComponent"},"extensions":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["driver"]},"toolComponent":{"additionalProperties":false,"type":"object","properties":{"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"name":{"type":"string"},"organization":{"type":"string"},"product":{"type":"string"},"productSuite":{"type":"string"},"shortDescription":{"$ref":"#/definitions/multiformatMessageString"},"fullDescription":{"$ref":"#/definitions/multiformatMessageString"},"fullName":{"type":"string"},"version":{"type":"string"},"semanticVersion":{"type":"string"},"dottedQuadFileVersion":{"type":"string","pattern":"[0-9]+(\\.[0-9]+){3}"},"releaseDateUtc":{"type":"string"},"downloadUri":{"type":"string","format":"uri"},"informationUri":{"type":"string","format":"uri"},"globalMessageStrings":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"notifications":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/reportingDescriptor"}},"rules":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/reportingDescriptor"}},"taxa":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/reportingDescriptor"}},"locations":{"type":"array","items":{"$ref":"#/definitions/artifactLocation"}},"language":{"type":"string","pattern":"^[a-zA-Z]{2}(-[a-zA-Z]{2})?$"},"contents":{"type":"array","uniqueItemsFast":true,"items":{"enum":["localizedData","nonLocalizedData"],"type":"string"}},"isComprehensive":{"type":"boolean"},"localizedDataSemanticVersion":{"type":"string"},"minimumRequiredLocalizedDataSemanticVersion":{"type":"string"},"associatedComponent":{"$ref":"#/definitions/toolComponentReference"},"translationMetadata":{"$ref":"#/definitions/translationMetadata"},"supportedTaxonomies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponentReference"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["name"]},"toolComponentReference":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string"},"index":{"type":"integer","minimum":-1},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"properties":{"$ref":"#/definitions/propertyBag"}}},"translationMetadata":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string"},"fullName":{"type":"string"},"shortDescription":{"$ref":"#/definitions/multiformatMessageString"},"fullDescription":{"$ref":"#/definitions/multiformatMessageString"},"downloadUri":{"type":"string","format":"uri"},"informationUri":{"type":"string","format":"uri"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["name"]},"versionControlDetails":{"type":"object","additionalProperties":false,"properties":{"repositoryUri":{"type":"string","format":"uri"},"revisionId":{"type":"string"},"branch":{"type":"string"},"revisionTag":{"type":"string"},"asOfTimeUtc":{"type":"string","format":"date-time"},"mappedTo":{"$ref":"#/definitions/artifactLocation"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["repositoryUri"]},"webRequest":{"type":"object","additionalProperties":false,"properties":{"index":{"type":"integer","minimum":-1},"protocol":{"type":"string"},"version":{"type":"string"},"target":{"type":"string"},"method":{"type":"string"},"headers":{"type":"object","additionalProperties":{"type":"string"}},"parameters":{"type":"object","additionalProperties":{"type":"string"}},"body":{"$ref":"#/definitions/artifactContent"},"properties":{"$ref":"#/definitions/propertyBag"}}},"webResponse":{"type":"object","additionalProperties":false,"properties":{"index":{"type":"integer","minimum":-1},"protocol":{"type":"string"},"version":{"type":"string"},"statusCode":{"type":"integer"},"reasonPhrase":{"type":"string"},"headers":{"type":"object","additionalProperties":{"type":"string"}},"body":{"$ref":"#/definitions/artifactContent"},"noResponseReceived":{"type":"boolean"},"properties":{"$ref":"#/definitions/propertyBag"}}}}};const schema16 = {"type":"object","additionalProperties":true,"properties":{"tags":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}}}};const formats0 = fullFormats.uri;const schema12 = {"additionalProperties":false,"type":"object","properties":{"tool":{"$ref":"#/definitions/tool"},"invocations":{"type":"array","items":{"$ref":"#/definitions/invocation"}},"conversion":{"$ref":"#/definitions/conversion"},"language":{"type":"string","pattern":"^[a-zA-Z]{2}(-[a-zA-Z]{2})?$"},"versionControlProvenance":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/versionControlDetails"}},"originalUriBaseIds":{"type":"object","additionalProperties":{"$ref":"#/definitions/artifactLocation"}},"artifacts":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/artifact"}},"logicalLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/logicalLocation"}},"graphs":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/graph"}},"results":{"type":"array","items":{"$ref":"#/definitions/result"}},"automationDetails":{"$ref":"#/definitions/runAutomationDetails"},"runAggregates":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/runAutomationDetails"}},"baselineGuid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"redactionTokens":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}},"defaultEncoding":{"type":"string"},"defaultSourceLanguage":{"type":"string"},"newlineSequences":{"type":"array","minItems":1,"uniqueItemsFast":true,"items":{"type":"string"}},"columnKind":{"enum":["utf16CodeUnits","unicodeCodePoints"],"type":"string"},"externalPropertyFileReferences":{"$ref":"#/definitions/externalPropertyFileReferences"},"threadFlowLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/threadFlowLocation"}},"taxonomies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"addresses":{"type":"array","items":{"$ref":"#/definitions/address"}},"translations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"policies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"webRequests":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/webRequest"}},"webResponses":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/webResponse"}},"specialLocations":{"$ref":"#/definitions/specialLocations"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["tool"]};const func2 = Object.prototype.hasOwnProperty;const func4 = findDuplicateItems;const schema13 = {"additionalProperties":false,"type":"object","properties":{"driver":{"$ref":"#/definitions/toolComponent"},"extensions":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["driver"]};const schema14 = {"additionalProperties":false,"type":"object","properties":{"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"name":{"type":"string"},"organization":{"type":"string"},"product":{"type":"string"},"productSuite":{"type":"string"},"shortDescription":{"$ref":"#/definitions/multiformatMessageString"},"fullDescription":{"$ref":"#/definitions/multiformatMessageString"},"fullName":{"type":"string"},"version":{"type":"string"},"semanticVersion":{"type":"string"},"dottedQuadFileVersion":{"type":"string","pattern":"[0-9]+(\\.[0-9]+){3}"},"releaseDateUtc":{"type":"string"},"downloadUri":{"type":"string","format":"uri"},"informationUri":{"type":"string","format":"uri"},"globalMessageStrings":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"notifications":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/reportingDescriptor"}},"rules":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/reportingDescriptor"}},"taxa":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/reportingDescriptor"}},"locations":{"type":"array","items":{"$ref":"#/definitions/artifactLocation"}},"language":{"type":"string","pattern":"^[a-zA-Z]{2}(-[a-zA-Z]{2})?$"},"contents":{"type":"array","uniqueItemsFast":true,"items":{"enum":["localizedData","nonLocalizedData"],"type":"string"}},"isComprehensive":{"type":"boolean"},"localizedDataSemanticVersion":{"type":"string"},"minimumRequiredLocalizedDataSemanticVersion":{"type":"string"},"associatedComponent":{"$ref":"#/definitions/toolComponentReference"},"translationMetadata":{"$ref":"#/definitions/translationMetadata"},"supportedTaxonomies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponentReference"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["name"]};const pattern0 = new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$", "u");const pattern1 = new RegExp("[0-9]+(\\.[0-9]+){3}", "u");const pattern6 = new RegExp("^[a-zA-Z]{2}(-[a-zA-Z]{2})?$", "u");const schema15 = {"type":"object","additionalProperties":false,"properties":{"text":{"type":"string"},"markdown":{"type":"string"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["text"]};function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.text === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema15.required,parentSchema:schema15,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((key0 === "text") || (key0 === "markdown")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.text !== undefined){let data0 = data.text;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.text.type,parentSchema:schema15.properties.text,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.markdown !== undefined){let data1 = data.markdown;if(typeof data1 !== "string"){const err3 = {instancePath:instancePath+"/markdown",schemaPath:"#/properties/markdown/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.markdown.type,parentSchema:schema15.properties.markdown,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.properties !== undefined){let data2 = data.properties;if(data2 && typeof data2 == "object" && !Array.isArray(data2)){if(data2.tags !== undefined){let data3 = data2.tags;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){let data4 = data3[i0];if(typeof data4 !== "string"){const err4 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data4};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}const dup0 = func4(data3);if(dup0 !== null){const err5 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}else {const err7 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.type,parentSchema:schema15,data};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}validate14.errors = vErrors;return errors === 0;}const schema17 = {"additionalProperties":false,"type":"object","properties":{"id":{"type":"string"},"deprecatedIds":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"deprecatedGuids":{"type":"array","uniqueItemsFast":true,"items":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"}},"name":{"type":"string"},"deprecatedNames":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}},"shortDescription":{"$ref":"#/definitions/multiformatMessageString"},"fullDescription":{"$ref":"#/definitions/multiformatMessageString"},"messageStrings":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"defaultConfiguration":{"$ref":"#/definitions/reportingConfiguration"},"helpUri":{"type":"string","format":"uri"},"help":{"$ref":"#/definitions/multiformatMessageString"},"relationships":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/reportingDescriptorRelationship"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["id"]};const schema18 = {"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"level":{"enum":["none","note","warning","error"],"type":"string"},"rank":{"type":"number","minimum":-1,"maximum":100},"parameters":{"$ref":"#/definitions/propertyBag"},"properties":{"$ref":"#/definitions/propertyBag"}}};function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((key0 === "enabled") || (key0 === "level")) || (key0 === "rank")) || (key0 === "parameters")) || (key0 === "properties"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.enabled !== undefined){let data0 = data.enabled;if(typeof data0 !== "boolean"){const err1 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.enabled.type,parentSchema:schema18.properties.enabled,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.level !== undefined){let data1 = data.level;if(typeof data1 !== "string"){const err2 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.level.type,parentSchema:schema18.properties.level,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(!((((data1 === "none") || (data1 === "note")) || (data1 === "warning")) || (data1 === "error"))){const err3 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/enum",keyword:"enum",params:{allowedValues: schema18.properties.level.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.level.enum,parentSchema:schema18.properties.level,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.rank !== undefined){let data2 = data.rank;if(typeof data2 == "number"){if(data2 > 100 || isNaN(data2)){const err4 = {instancePath:instancePath+"/rank",schemaPath:"#/properties/rank/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema18.properties.rank,data:data2};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}if(data2 < -1 || isNaN(data2)){const err5 = {instancePath:instancePath+"/rank",schemaPath:"#/properties/rank/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema18.properties.rank,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/rank",schemaPath:"#/properties/rank/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties.rank.type,parentSchema:schema18.properties.rank,data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.parameters !== undefined){let data3 = data.parameters;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){if(data3.tags !== undefined){let data4 = data3.tags;if(Array.isArray(data4)){const len0 = data4.length;for(let i0=0; i0<len0; i0++){let data5 = data4[i0];if(typeof data5 !== "string"){const err7 = {instancePath:instancePath+"/parameters/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data5};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}const dup0 = func4(data4);if(dup0 !== null){const err8 = {instancePath:instancePath+"/parameters/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/parameters/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}else {const err10 = {instancePath:instancePath+"/parameters",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data3};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.properties !== undefined){let data6 = data.properties;if(data6 && typeof data6 == "object" && !Array.isArray(data6)){if(data6.tags !== undefined){let data7 = data6.tags;if(Array.isArray(data7)){const len1 = data7.length;for(let i1=0; i1<len1; i1++){let data8 = data7[i1];if(typeof data8 !== "string"){const err11 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data8};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}const dup1 = func4(data7);if(dup1 !== null){const err12 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data7};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}else {const err13 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data7};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}else {const err14 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data6};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}}else {const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}validate22.errors = vErrors;return errors === 0;}const schema21 = {"type":"object","additionalProperties":false,"properties":{"target":{"$ref":"#/definitions/reportingDescriptorReference"},"kinds":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}},"description":{"$ref":"#/definitions/message"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["target"]};const schema22 = {"type":"object","additionalProperties":false,"properties":{"id":{"type":"string"},"index":{"type":"integer","minimum":-1},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"toolComponent":{"$ref":"#/definitions/toolComponentReference"},"properties":{"$ref":"#/definitions/propertyBag"}},"anyOf":[{"required":["index"]},{"required":["guid"]},{"required":["id"]}]};const schema23 = {"type":"object","additionalProperties":false,"properties":{"name":{"type":"string"},"index":{"type":"integer","minimum":-1},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"properties":{"$ref":"#/definitions/propertyBag"}}};function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!((((key0 === "name") || (key0 === "index")) || (key0 === "guid")) || (key0 === "properties"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema23,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.name.type,parentSchema:schema23.properties.name,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.index !== undefined){let data1 = data.index;if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){const err2 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.properties.index.type,parentSchema:schema23.properties.index,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(typeof data1 == "number"){if(data1 < -1 || isNaN(data1)){const err3 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema23.properties.index,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}}if(data.guid !== undefined){let data2 = data.guid;if(typeof data2 === "string"){if(!pattern0.test(data2)){const err4 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema23.properties.guid,data:data2};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.guid.type,parentSchema:schema23.properties.guid,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.properties !== undefined){let data3 = data.properties;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){if(data3.tags !== undefined){let data4 = data3.tags;if(Array.isArray(data4)){const len0 = data4.length;for(let i0=0; i0<len0; i0++){let data5 = data4[i0];if(typeof data5 !== "string"){const err6 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data5};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}const dup0 = func4(data4);if(dup0 !== null){const err7 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data3};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}else {const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.type,parentSchema:schema23,data};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}validate27.errors = vErrors;return errors === 0;}function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;let valid0 = false;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.index === undefined){const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'",schema:schema22.anyOf[0].required,parentSchema:schema22.anyOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs2 === errors;valid0 = valid0 || _valid0;if(!valid0){const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.guid === undefined){const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "guid"},message:"must have required property '"+"guid"+"'",schema:schema22.anyOf[1].required,parentSchema:schema22.anyOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs3 === errors;valid0 = valid0 || _valid0;if(!valid0){const _errs4 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.id === undefined){const err2 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema22.anyOf[2].required,parentSchema:schema22.anyOf[2],data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs4 === errors;valid0 = valid0 || _valid0;}}if(!valid0){const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema22.anyOf,parentSchema:schema22,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((key0 === "id") || (key0 === "index")) || (key0 === "guid")) || (key0 === "toolComponent")) || (key0 === "properties"))){const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema22,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.id !== undefined){let data0 = data.id;if(typeof data0 !== "string"){const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.properties.id.type,parentSchema:schema22.properties.id,data:data0};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.index !== undefined){let data1 = data.index;if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema22.properties.index.type,parentSchema:schema22.properties.index,data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}if(typeof data1 == "number"){if(data1 < -1 || isNaN(data1)){const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema22.properties.index,data:data1};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}if(data.guid !== undefined){let data2 = data.guid;if(typeof data2 === "string"){if(!pattern0.test(data2)){const err8 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema22.properties.guid,data:data2};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.properties.guid.type,parentSchema:schema22.properties.guid,data:data2};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.toolComponent !== undefined){if(!(validate27(data.toolComponent, {instancePath:instancePath+"/toolComponent",parentData:data,parentDataProperty:"toolComponent",rootData}))){vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data4 = data.properties;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){if(data4.tags !== undefined){let data5 = data4.tags;if(Array.isArray(data5)){const len0 = data5.length;for(let i0=0; i0<len0; i0++){let data6 = data5[i0];if(typeof data6 !== "string"){const err10 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data6};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}const dup0 = func4(data5);if(dup0 !== null){const err11 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}else {const err12 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}else {const err13 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data4};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}else {const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema22.type,parentSchema:schema22,data};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}validate26.errors = vErrors;return errors === 0;}const schema26 = {"type":"object","additionalProperties":false,"properties":{"text":{"type":"string"},"markdown":{"type":"string"},"id":{"type":"string"},"arguments":{"type":"array","items":{"type":"string"}},"properties":{"$ref":"#/definitions/propertyBag"}},"anyOf":[{"required":["text"]},{"required":["id"]}]};function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;let valid0 = false;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.text === undefined){const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema26.anyOf[0].required,parentSchema:schema26.anyOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs2 === errors;valid0 = valid0 || _valid0;if(!valid0){const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.id === undefined){const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema26.anyOf[1].required,parentSchema:schema26.anyOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs3 === errors;valid0 = valid0 || _valid0;}if(!valid0){const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema26.anyOf,parentSchema:schema26,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((key0 === "text") || (key0 === "markdown")) || (key0 === "id")) || (key0 === "arguments")) || (key0 === "properties"))){const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema26,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.text !== undefined){let data0 = data.text;if(typeof data0 !== "string"){const err4 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties.text.type,parentSchema:schema26.properties.text,data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.markdown !== undefined){let data1 = data.markdown;if(typeof data1 !== "string"){const err5 = {instancePath:instancePath+"/markdown",schemaPath:"#/properties/markdown/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties.markdown.type,parentSchema:schema26.properties.markdown,data:data1};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.id !== undefined){let data2 = data.id;if(typeof data2 !== "string"){const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties.id.type,parentSchema:schema26.properties.id,data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.arguments !== undefined){let data3 = data.arguments;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){let data4 = data3[i0];if(typeof data4 !== "string"){const err7 = {instancePath:instancePath+"/arguments/" + i0,schemaPath:"#/properties/arguments/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties.arguments.items.type,parentSchema:schema26.properties.arguments.items,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath:instancePath+"/arguments",schemaPath:"#/properties/arguments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema26.properties.arguments.type,parentSchema:schema26.properties.arguments,data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.properties !== undefined){let data5 = data.properties;if(data5 && typeof data5 == "object" && !Array.isArray(data5)){if(data5.tags !== undefined){let data6 = data5.tags;if(Array.isArray(data6)){const len1 = data6.length;for(let i1=0; i1<len1; i1++){let data7 = data6[i1];if(typeof data7 !== "string"){const err9 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data7};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}const dup0 = func4(data6);if(dup0 !== null){const err10 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}else {const err11 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}else {const err12 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}else {const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema26.type,parentSchema:schema26,data};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}validate30.errors = vErrors;return errors === 0;}function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.target === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'",schema:schema21.required,parentSchema:schema21,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!((((key0 === "target") || (key0 === "kinds")) || (key0 === "description")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema21,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.target !== undefined){if(!(validate26(data.target, {instancePath:instancePath+"/target",parentData:data,parentDataProperty:"target",rootData}))){vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);errors = vErrors.length;}}if(data.kinds !== undefined){let data1 = data.kinds;if(Array.isArray(data1)){const len0 = data1.length;for(let i0=0; i0<len0; i0++){let data2 = data1[i0];if(typeof data2 !== "string"){const err2 = {instancePath:instancePath+"/kinds/" + i0,schemaPath:"#/properties/kinds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.kinds.items.type,parentSchema:schema21.properties.kinds.items,data:data2};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}const dup0 = func4(data1);if(dup0 !== null){const err3 = {instancePath:instancePath+"/kinds",schemaPath:"#/properties/kinds/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema21.properties.kinds,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/kinds",schemaPath:"#/properties/kinds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema21.properties.kinds.type,parentSchema:schema21.properties.kinds,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.description !== undefined){if(!(validate30(data.description, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data4 = data.properties;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){if(data4.tags !== undefined){let data5 = data4.tags;if(Array.isArray(data5)){const len1 = data5.length;for(let i1=0; i1<len1; i1++){let data6 = data5[i1];if(typeof data6 !== "string"){const err5 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data6};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}const dup1 = func4(data5);if(dup1 !== null){const err6 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data4};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.type,parentSchema:schema21,data};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}validate25.errors = vErrors;return errors === 0;}function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.id === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema17.required,parentSchema:schema17,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(func2.call(schema17.properties, key0))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.id !== undefined){let data0 = data.id;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.id.type,parentSchema:schema17.properties.id,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.deprecatedIds !== undefined){let data1 = data.deprecatedIds;if(Array.isArray(data1)){const len0 = data1.length;for(let i0=0; i0<len0; i0++){let data2 = data1[i0];if(typeof data2 !== "string"){const err3 = {instancePath:instancePath+"/deprecatedIds/" + i0,schemaPath:"#/properties/deprecatedIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.deprecatedIds.items.type,parentSchema:schema17.properties.deprecatedIds.items,data:data2};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}const dup0 = func4(data1);if(dup0 !== null){const err4 = {instancePath:instancePath+"/deprecatedIds",schemaPath:"#/properties/deprecatedIds/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema17.properties.deprecatedIds,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/deprecatedIds",schemaPath:"#/properties/deprecatedIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.deprecatedIds.type,parentSchema:schema17.properties.deprecatedIds,data:data1};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.guid !== undefined){let data3 = data.guid;if(typeof data3 === "string"){if(!pattern0.test(data3)){const err6 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema17.properties.guid,data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.guid.type,parentSchema:schema17.properties.guid,data:data3};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.deprecatedGuids !== undefined){let data4 = data.deprecatedGuids;if(Array.isArray(data4)){const len1 = data4.length;for(let i1=0; i1<len1; i1++){let data5 = data4[i1];if(typeof data5 === "string"){if(!pattern0.test(data5)){const err8 = {instancePath:instancePath+"/deprecatedGuids/" + i1,schemaPath:"#/properties/deprecatedGuids/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema17.properties.deprecatedGuids.items,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/deprecatedGuids/" + i1,schemaPath:"#/properties/deprecatedGuids/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.deprecatedGuids.items.type,parentSchema:schema17.properties.deprecatedGuids.items,data:data5};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}const dup1 = func4(data4);if(dup1 !== null){const err10 = {instancePath:instancePath+"/deprecatedGuids",schemaPath:"#/properties/deprecatedGuids/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema17.properties.deprecatedGuids,data:data4};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}else {const err11 = {instancePath:instancePath+"/deprecatedGuids",schemaPath:"#/properties/deprecatedGuids/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.deprecatedGuids.type,parentSchema:schema17.properties.deprecatedGuids,data:data4};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.name !== undefined){let data6 = data.name;if(typeof data6 !== "string"){const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.name.type,parentSchema:schema17.properties.name,data:data6};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.deprecatedNames !== undefined){let data7 = data.deprecatedNames;if(Array.isArray(data7)){const len2 = data7.length;for(let i2=0; i2<len2; i2++){let data8 = data7[i2];if(typeof data8 !== "string"){const err13 = {instancePath:instancePath+"/deprecatedNames/" + i2,schemaPath:"#/properties/deprecatedNames/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.deprecatedNames.items.type,parentSchema:schema17.properties.deprecatedNames.items,data:data8};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}const dup2 = func4(data7);if(dup2 !== null){const err14 = {instancePath:instancePath+"/deprecatedNames",schemaPath:"#/properties/deprecatedNames/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup2[0], j: dup2[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema17.properties.deprecatedNames,data:data7};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}else {const err15 = {instancePath:instancePath+"/deprecatedNames",schemaPath:"#/properties/deprecatedNames/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.deprecatedNames.type,parentSchema:schema17.properties.deprecatedNames,data:data7};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data.shortDescription !== undefined){if(!(validate14(data.shortDescription, {instancePath:instancePath+"/shortDescription",parentData:data,parentDataProperty:"shortDescription",rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}if(data.fullDescription !== undefined){if(!(validate14(data.fullDescription, {instancePath:instancePath+"/fullDescription",parentData:data,parentDataProperty:"fullDescription",rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}if(data.messageStrings !== undefined){let data11 = data.messageStrings;if(data11 && typeof data11 == "object" && !Array.isArray(data11)){for(const key1 in data11){if(!(validate14(data11[key1], {instancePath:instancePath+"/messageStrings/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data11,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}}else {const err16 = {instancePath:instancePath+"/messageStrings",schemaPath:"#/properties/messageStrings/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.messageStrings.type,parentSchema:schema17.properties.messageStrings,data:data11};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}if(data.defaultConfiguration !== undefined){if(!(validate22(data.defaultConfiguration, {instancePath:instancePath+"/defaultConfiguration",parentData:data,parentDataProperty:"defaultConfiguration",rootData}))){vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);errors = vErrors.length;}}if(data.helpUri !== undefined){let data14 = data.helpUri;if(typeof data14 === "string"){if(!(formats0(data14))){const err17 = {instancePath:instancePath+"/helpUri",schemaPath:"#/properties/helpUri/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema17.properties.helpUri,data:data14};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}else {const err18 = {instancePath:instancePath+"/helpUri",schemaPath:"#/properties/helpUri/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.helpUri.type,parentSchema:schema17.properties.helpUri,data:data14};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data.help !== undefined){if(!(validate14(data.help, {instancePath:instancePath+"/help",parentData:data,parentDataProperty:"help",rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}if(data.relationships !== undefined){let data16 = data.relationships;if(Array.isArray(data16)){const len3 = data16.length;for(let i3=0; i3<len3; i3++){if(!(validate25(data16[i3], {instancePath:instancePath+"/relationships/" + i3,parentData:data16,parentDataProperty:i3,rootData}))){vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);errors = vErrors.length;}}const dup3 = func4(data16);if(dup3 !== null){const err19 = {instancePath:instancePath+"/relationships",schemaPath:"#/properties/relationships/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup3[0], j: dup3[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema17.properties.relationships,data:data16};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}else {const err20 = {instancePath:instancePath+"/relationships",schemaPath:"#/properties/relationships/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.relationships.type,parentSchema:schema17.properties.relationships,data:data16};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}if(data.properties !== undefined){let data18 = data.properties;if(data18 && typeof data18 == "object" && !Array.isArray(data18)){if(data18.tags !== undefined){let data19 = data18.tags;if(Array.isArray(data19)){const len4 = data19.length;for(let i4=0; i4<len4; i4++){let data20 = data19[i4];if(typeof data20 !== "string"){const err21 = {instancePath:instancePath+"/properties/tags/" + i4,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data20};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}const dup4 = func4(data19);if(dup4 !== null){const err22 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup4[0], j: dup4[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data19};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}else {const err23 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data19};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}}else {const err24 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data18};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}}else {const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.type,parentSchema:schema17,data};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}validate18.errors = vErrors;return errors === 0;}const schema30 = {"additionalProperties":false,"type":"object","properties":{"uri":{"type":"string","format":"uri-reference"},"uriBaseId":{"type":"string"},"index":{"type":"integer","minimum":-1},"description":{"$ref":"#/definitions/message"},"properties":{"$ref":"#/definitions/propertyBag"}}};const formats8 = /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((key0 === "uri") || (key0 === "uriBaseId")) || (key0 === "index")) || (key0 === "description")) || (key0 === "properties"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema30,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.uri !== undefined){let data0 = data.uri;if(typeof data0 === "string"){if(!(formats8.test(data0))){const err1 = {instancePath:instancePath+"/uri",schemaPath:"#/properties/uri/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema30.properties.uri,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}else {const err2 = {instancePath:instancePath+"/uri",schemaPath:"#/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.properties.uri.type,parentSchema:schema30.properties.uri,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.uriBaseId !== undefined){let data1 = data.uriBaseId;if(typeof data1 !== "string"){const err3 = {instancePath:instancePath+"/uriBaseId",schemaPath:"#/properties/uriBaseId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.properties.uriBaseId.type,parentSchema:schema30.properties.uriBaseId,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.index !== undefined){let data2 = data.index;if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema30.properties.index.type,parentSchema:schema30.properties.index,data:data2};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}if(typeof data2 == "number"){if(data2 < -1 || isNaN(data2)){const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema30.properties.index,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}if(data.description !== undefined){if(!(validate30(data.description, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data4 = data.properties;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){if(data4.tags !== undefined){let data5 = data4.tags;if(Array.isArray(data5)){const len0 = data5.length;for(let i0=0; i0<len0; i0++){let data6 = data5[i0];if(typeof data6 !== "string"){const err6 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data6};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}const dup0 = func4(data5);if(dup0 !== null){const err7 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data4};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}else {const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema30.type,parentSchema:schema30,data};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}validate36.errors = vErrors;return errors === 0;}const schema32 = {"type":"object","additionalProperties":false,"properties":{"name":{"type":"string"},"fullName":{"type":"string"},"shortDescription":{"$ref":"#/definitions/multiformatMessageString"},"fullDescription":{"$ref":"#/definitions/multiformatMessageString"},"downloadUri":{"type":"string","format":"uri"},"informationUri":{"type":"string","format":"uri"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["name"]};function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema32.required,parentSchema:schema32,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((((((key0 === "name") || (key0 === "fullName")) || (key0 === "shortDescription")) || (key0 === "fullDescription")) || (key0 === "downloadUri")) || (key0 === "informationUri")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.name.type,parentSchema:schema32.properties.name,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.fullName !== undefined){let data1 = data.fullName;if(typeof data1 !== "string"){const err3 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.fullName.type,parentSchema:schema32.properties.fullName,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.shortDescription !== undefined){if(!(validate14(data.shortDescription, {instancePath:instancePath+"/shortDescription",parentData:data,parentDataProperty:"shortDescription",rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}if(data.fullDescription !== undefined){if(!(validate14(data.fullDescription, {instancePath:instancePath+"/fullDescription",parentData:data,parentDataProperty:"fullDescription",rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}if(data.downloadUri !== undefined){let data4 = data.downloadUri;if(typeof data4 === "string"){if(!(formats0(data4))){const err4 = {instancePath:instancePath+"/downloadUri",schemaPath:"#/properties/downloadUri/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema32.properties.downloadUri,data:data4};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/downloadUri",schemaPath:"#/properties/downloadUri/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.downloadUri.type,parentSchema:schema32.properties.downloadUri,data:data4};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.informationUri !== undefined){let data5 = data.informationUri;if(typeof data5 === "string"){if(!(formats0(data5))){const err6 = {instancePath:instancePath+"/informationUri",schemaPath:"#/properties/informationUri/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema32.properties.informationUri,data:data5};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/informationUri",schemaPath:"#/properties/informationUri/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.informationUri.type,parentSchema:schema32.properties.informationUri,data:data5};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.properties !== undefined){let data6 = data.properties;if(data6 && typeof data6 == "object" && !Array.isArray(data6)){if(data6.tags !== undefined){let data7 = data6.tags;if(Array.isArray(data7)){const len0 = data7.length;for(let i0=0; i0<len0; i0++){let data8 = data7[i0];if(typeof data8 !== "string"){const err8 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data8};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}const dup0 = func4(data7);if(dup0 !== null){const err9 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data7};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data7};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}else {const err11 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data6};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}else {const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}validate40.errors = vErrors;return errors === 0;}function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema14.required,parentSchema:schema14,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(func2.call(schema14.properties, key0))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema14,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.guid !== undefined){let data0 = data.guid;if(typeof data0 === "string"){if(!pattern0.test(data0)){const err2 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema14.properties.guid,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.guid.type,parentSchema:schema14.properties.guid,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.name !== undefined){let data1 = data.name;if(typeof data1 !== "string"){const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.name.type,parentSchema:schema14.properties.name,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.organization !== undefined){let data2 = data.organization;if(typeof data2 !== "string"){const err5 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.organization.type,parentSchema:schema14.properties.organization,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.product !== undefined){let data3 = data.product;if(typeof data3 !== "string"){const err6 = {instancePath:instancePath+"/product",schemaPath:"#/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.product.type,parentSchema:schema14.properties.product,data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.productSuite !== undefined){let data4 = data.productSuite;if(typeof data4 !== "string"){const err7 = {instancePath:instancePath+"/productSuite",schemaPath:"#/properties/productSuite/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.productSuite.type,parentSchema:schema14.properties.productSuite,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.shortDescription !== undefined){if(!(validate14(data.shortDescription, {instancePath:instancePath+"/shortDescription",parentData:data,parentDataProperty:"shortDescription",rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}if(data.fullDescription !== undefined){if(!(validate14(data.fullDescription, {instancePath:instancePath+"/fullDescription",parentData:data,parentDataProperty:"fullDescription",rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}if(data.fullName !== undefined){let data7 = data.fullName;if(typeof data7 !== "string"){const err8 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.fullName.type,parentSchema:schema14.properties.fullName,data:data7};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.version !== undefined){let data8 = data.version;if(typeof data8 !== "string"){const err9 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.version.type,parentSchema:schema14.properties.version,data:data8};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.semanticVersion !== undefined){let data9 = data.semanticVersion;if(typeof data9 !== "string"){const err10 = {instancePath:instancePath+"/semanticVersion",schemaPath:"#/properties/semanticVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.semanticVersion.type,parentSchema:schema14.properties.semanticVersion,data:data9};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.dottedQuadFileVersion !== undefined){let data10 = data.dottedQuadFileVersion;if(typeof data10 === "string"){if(!pattern1.test(data10)){const err11 = {instancePath:instancePath+"/dottedQuadFileVersion",schemaPath:"#/properties/dottedQuadFileVersion/pattern",keyword:"pattern",params:{pattern: "[0-9]+(\\.[0-9]+){3}"},message:"must match pattern \""+"[0-9]+(\\.[0-9]+){3}"+"\"",schema:"[0-9]+(\\.[0-9]+){3}",parentSchema:schema14.properties.dottedQuadFileVersion,data:data10};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}else {const err12 = {instancePath:instancePath+"/dottedQuadFileVersion",schemaPath:"#/properties/dottedQuadFileVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.dottedQuadFileVersion.type,parentSchema:schema14.properties.dottedQuadFileVersion,data:data10};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.releaseDateUtc !== undefined){let data11 = data.releaseDateUtc;if(typeof data11 !== "string"){const err13 = {instancePath:instancePath+"/releaseDateUtc",schemaPath:"#/properties/releaseDateUtc/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.releaseDateUtc.type,parentSchema:schema14.properties.releaseDateUtc,data:data11};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.downloadUri !== undefined){let data12 = data.downloadUri;if(typeof data12 === "string"){if(!(formats0(data12))){const err14 = {instancePath:instancePath+"/downloadUri",schemaPath:"#/properties/downloadUri/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema14.properties.downloadUri,data:data12};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}else {const err15 = {instancePath:instancePath+"/downloadUri",schemaPath:"#/properties/downloadUri/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.downloadUri.type,parentSchema:schema14.properties.downloadUri,data:data12};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data.informationUri !== undefined){let data13 = data.informationUri;if(typeof data13 === "string"){if(!(formats0(data13))){const err16 = {instancePath:instancePath+"/informationUri",schemaPath:"#/properties/informationUri/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema14.properties.informationUri,data:data13};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}else {const err17 = {instancePath:instancePath+"/informationUri",schemaPath:"#/properties/informationUri/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.informationUri.type,parentSchema:schema14.properties.informationUri,data:data13};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data.globalMessageStrings !== undefined){let data14 = data.globalMessageStrings;if(data14 && typeof data14 == "object" && !Array.isArray(data14)){for(const key1 in data14){if(!(validate14(data14[key1], {instancePath:instancePath+"/globalMessageStrings/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data14,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}}else {const err18 = {instancePath:instancePath+"/globalMessageStrings",schemaPath:"#/properties/globalMessageStrings/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.properties.globalMessageStrings.type,parentSchema:schema14.properties.globalMessageStrings,data:data14};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data.notifications !== undefined){let data16 = data.notifications;if(Array.isArray(data16)){const len0 = data16.length;for(let i0=0; i0<len0; i0++){if(!(validate18(data16[i0], {instancePath:instancePath+"/notifications/" + i0,parentData:data16,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);errors = vErrors.length;}}const dup0 = func4(data16);if(dup0 !== null){const err19 = {instancePath:instancePath+"/notifications",schemaPath:"#/properties/notifications/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema14.properties.notifications,data:data16};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}else {const err20 = {instancePath:instancePath+"/notifications",schemaPath:"#/properties/notifications/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema14.properties.notifications.type,parentSchema:schema14.properties.notifications,data:data16};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}if(data.rules !== undefined){let data18 = data.rules;if(Array.isArray(data18)){const len1 = data18.length;for(let i1=0; i1<len1; i1++){if(!(validate18(data18[i1], {instancePath:instancePath+"/rules/" + i1,parentData:data18,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);errors = vErrors.length;}}const dup1 = func4(data18);if(dup1 !== null){const err21 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema14.properties.rules,data:data18};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}else {const err22 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema14.properties.rules.type,parentSchema:schema14.properties.rules,data:data18};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}if(data.taxa !== undefined){let data20 = data.taxa;if(Array.isArray(data20)){const len2 = data20.length;for(let i2=0; i2<len2; i2++){if(!(validate18(data20[i2], {instancePath:instancePath+"/taxa/" + i2,parentData:data20,parentDataProperty:i2,rootData}))){vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);errors = vErrors.length;}}const dup2 = func4(data20);if(dup2 !== null){const err23 = {instancePath:instancePath+"/taxa",schemaPath:"#/properties/taxa/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup2[0], j: dup2[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema14.properties.taxa,data:data20};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}else {const err24 = {instancePath:instancePath+"/taxa",schemaPath:"#/properties/taxa/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema14.properties.taxa.type,parentSchema:schema14.properties.taxa,data:data20};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}if(data.locations !== undefined){let data22 = data.locations;if(Array.isArray(data22)){const len3 = data22.length;for(let i3=0; i3<len3; i3++){if(!(validate36(data22[i3], {instancePath:instancePath+"/locations/" + i3,parentData:data22,parentDataProperty:i3,rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}}else {const err25 = {instancePath:instancePath+"/locations",schemaPath:"#/properties/locations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema14.properties.locations.type,parentSchema:schema14.properties.locations,data:data22};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}if(data.language !== undefined){let data24 = data.language;if(typeof data24 === "string"){if(!pattern6.test(data24)){const err26 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$"},message:"must match pattern \""+"^[a-zA-Z]{2}(-[a-zA-Z]{2})?$"+"\"",schema:"^[a-zA-Z]{2}(-[a-zA-Z]{2})?$",parentSchema:schema14.properties.language,data:data24};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}else {const err27 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.language.type,parentSchema:schema14.properties.language,data:data24};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}if(data.contents !== undefined){let data25 = data.contents;if(Array.isArray(data25)){const len4 = data25.length;for(let i4=0; i4<len4; i4++){let data26 = data25[i4];if(typeof data26 !== "string"){const err28 = {instancePath:instancePath+"/contents/" + i4,schemaPath:"#/properties/contents/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.contents.items.type,parentSchema:schema14.properties.contents.items,data:data26};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}if(!((data26 === "localizedData") || (data26 === "nonLocalizedData"))){const err29 = {instancePath:instancePath+"/contents/" + i4,schemaPath:"#/properties/contents/items/enum",keyword:"enum",params:{allowedValues: schema14.properties.contents.items.enum},message:"must be equal to one of the allowed values",schema:schema14.properties.contents.items.enum,parentSchema:schema14.properties.contents.items,data:data26};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}const dup3 = func4(data25);if(dup3 !== null){const err30 = {instancePath:instancePath+"/contents",schemaPath:"#/properties/contents/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup3[0], j: dup3[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema14.properties.contents,data:data25};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}else {const err31 = {instancePath:instancePath+"/contents",schemaPath:"#/properties/contents/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema14.properties.contents.type,parentSchema:schema14.properties.contents,data:data25};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}if(data.isComprehensive !== undefined){let data27 = data.isComprehensive;if(typeof data27 !== "boolean"){const err32 = {instancePath:instancePath+"/isComprehensive",schemaPath:"#/properties/isComprehensive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema14.properties.isComprehensive.type,parentSchema:schema14.properties.isComprehensive,data:data27};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}if(data.localizedDataSemanticVersion !== undefined){let data28 = data.localizedDataSemanticVersion;if(typeof data28 !== "string"){const err33 = {instancePath:instancePath+"/localizedDataSemanticVersion",schemaPath:"#/properties/localizedDataSemanticVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.localizedDataSemanticVersion.type,parentSchema:schema14.properties.localizedDataSemanticVersion,data:data28};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}}if(data.minimumRequiredLocalizedDataSemanticVersion !== undefined){let data29 = data.minimumRequiredLocalizedDataSemanticVersion;if(typeof data29 !== "string"){const err34 = {instancePath:instancePath+"/minimumRequiredLocalizedDataSemanticVersion",schemaPath:"#/properties/minimumRequiredLocalizedDataSemanticVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.minimumRequiredLocalizedDataSemanticVersion.type,parentSchema:schema14.properties.minimumRequiredLocalizedDataSemanticVersion,data:data29};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}if(data.associatedComponent !== undefined){if(!(validate27(data.associatedComponent, {instancePath:instancePath+"/associatedComponent",parentData:data,parentDataProperty:"associatedComponent",rootData}))){vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);errors = vErrors.length;}}if(data.translationMetadata !== undefined){if(!(validate40(data.translationMetadata, {instancePath:instancePath+"/translationMetadata",parentData:data,parentDataProperty:"translationMetadata",rootData}))){vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);errors = vErrors.length;}}if(data.supportedTaxonomies !== undefined){let data32 = data.supportedTaxonomies;if(Array.isArray(data32)){const len5 = data32.length;for(let i5=0; i5<len5; i5++){if(!(validate27(data32[i5], {instancePath:instancePath+"/supportedTaxonomies/" + i5,parentData:data32,parentDataProperty:i5,rootData}))){vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);errors = vErrors.length;}}const dup4 = func4(data32);if(dup4 !== null){const err35 = {instancePath:instancePath+"/supportedTaxonomies",schemaPath:"#/properties/supportedTaxonomies/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup4[0], j: dup4[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema14.properties.supportedTaxonomies,data:data32};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}else {const err36 = {instancePath:instancePath+"/supportedTaxonomies",schemaPath:"#/properties/supportedTaxonomies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema14.properties.supportedTaxonomies.type,parentSchema:schema14.properties.supportedTaxonomies,data:data32};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}if(data.properties !== undefined){let data34 = data.properties;if(data34 && typeof data34 == "object" && !Array.isArray(data34)){if(data34.tags !== undefined){let data35 = data34.tags;if(Array.isArray(data35)){const len6 = data35.length;for(let i6=0; i6<len6; i6++){let data36 = data35[i6];if(typeof data36 !== "string"){const err37 = {instancePath:instancePath+"/properties/tags/" + i6,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data36};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}const dup5 = func4(data35);if(dup5 !== null){const err38 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup5[0], j: dup5[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data35};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}else {const err39 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data35};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}}}else {const err40 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data34};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}}}else {const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}validate13.errors = vErrors;return errors === 0;}function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.driver === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "driver"},message:"must have required property '"+"driver"+"'",schema:schema13.required,parentSchema:schema13,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((key0 === "driver") || (key0 === "extensions")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.driver !== undefined){if(!(validate13(data.driver, {instancePath:instancePath+"/driver",parentData:data,parentDataProperty:"driver",rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}}if(data.extensions !== undefined){let data1 = data.extensions;if(Array.isArray(data1)){const len0 = data1.length;for(let i0=0; i0<len0; i0++){if(!(validate13(data1[i0], {instancePath:instancePath+"/extensions/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}}const dup0 = func4(data1);if(dup0 !== null){const err2 = {instancePath:instancePath+"/extensions",schemaPath:"#/properties/extensions/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema13.properties.extensions,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {instancePath:instancePath+"/extensions",schemaPath:"#/properties/extensions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.extensions.type,parentSchema:schema13.properties.extensions,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.properties !== undefined){let data3 = data.properties;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){if(data3.tags !== undefined){let data4 = data3.tags;if(Array.isArray(data4)){const len1 = data4.length;for(let i1=0; i1<len1; i1++){let data5 = data4[i1];if(typeof data5 !== "string"){const err4 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data5};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}const dup1 = func4(data4);if(dup1 !== null){const err5 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}else {const err7 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data3};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}validate12.errors = vErrors;return errors === 0;}const schema36 = {"additionalProperties":false,"type":"object","properties":{"commandLine":{"type":"string"},"arguments":{"type":"array","items":{"type":"string"}},"responseFiles":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/artifactLocation"}},"startTimeUtc":{"type":"string","format":"date-time"},"endTimeUtc":{"type":"string","format":"date-time"},"exitCode":{"type":"integer"},"ruleConfigurationOverrides":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/configurationOverride"}},"notificationConfigurationOverrides":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/configurationOverride"}},"toolExecutionNotifications":{"type":"array","items":{"$ref":"#/definitions/notification"}},"toolConfigurationNotifications":{"type":"array","items":{"$ref":"#/definitions/notification"}},"exitCodeDescription":{"type":"string"},"exitSignalName":{"type":"string"},"exitSignalNumber":{"type":"integer"},"processStartFailureMessage":{"type":"string"},"executionSuccessful":{"type":"boolean"},"machine":{"type":"string"},"account":{"type":"string"},"processId":{"type":"integer"},"executableLocation":{"$ref":"#/definitions/artifactLocation"},"workingDirectory":{"$ref":"#/definitions/artifactLocation"},"environmentVariables":{"type":"object","additionalProperties":{"type":"string"}},"stdin":{"$ref":"#/definitions/artifactLocation"},"stdout":{"$ref":"#/definitions/artifactLocation"},"stderr":{"$ref":"#/definitions/artifactLocation"},"stdoutStderr":{"$ref":"#/definitions/artifactLocation"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["executionSuccessful"]};const schema37 = {"type":"object","additionalProperties":false,"properties":{"configuration":{"$ref":"#/definitions/reportingConfiguration"},"descriptor":{"$ref":"#/definitions/reportingDescriptorReference"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["configuration","descriptor"]};function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.configuration === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "configuration"},message:"must have required property '"+"configuration"+"'",schema:schema37.required,parentSchema:schema37,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.descriptor === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "descriptor"},message:"must have required property '"+"descriptor"+"'",schema:schema37.required,parentSchema:schema37,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}for(const key0 in data){if(!(((key0 === "configuration") || (key0 === "descriptor")) || (key0 === "properties"))){const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.configuration !== undefined){if(!(validate22(data.configuration, {instancePath:instancePath+"/configuration",parentData:data,parentDataProperty:"configuration",rootData}))){vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);errors = vErrors.length;}}if(data.descriptor !== undefined){if(!(validate26(data.descriptor, {instancePath:instancePath+"/descriptor",parentData:data,parentDataProperty:"descriptor",rootData}))){vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data2 = data.properties;if(data2 && typeof data2 == "object" && !Array.isArray(data2)){if(data2.tags !== undefined){let data3 = data2.tags;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){let data4 = data3[i0];if(typeof data4 !== "string"){const err3 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data4};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}const dup0 = func4(data3);if(dup0 !== null){const err4 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}else {const err6 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}else {const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}validate50.errors = vErrors;return errors === 0;}const schema39 = {"type":"object","additionalProperties":false,"properties":{"locations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/location"}},"message":{"$ref":"#/definitions/message"},"level":{"enum":["none","note","warning","error"],"type":"string"},"threadId":{"type":"integer"},"timeUtc":{"type":"string","format":"date-time"},"exception":{"$ref":"#/definitions/exception"},"descriptor":{"$ref":"#/definitions/reportingDescriptorReference"},"associatedRule":{"$ref":"#/definitions/reportingDescriptorReference"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["message"]};const schema40 = {"additionalProperties":false,"type":"object","properties":{"id":{"type":"integer","minimum":-1},"physicalLocation":{"$ref":"#/definitions/physicalLocation"},"logicalLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/logicalLocation"}},"message":{"$ref":"#/definitions/message"},"annotations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/region"}},"relationships":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/locationRelationship"}},"properties":{"$ref":"#/definitions/propertyBag"}}};const schema41 = {"additionalProperties":false,"type":"object","properties":{"address":{"$ref":"#/definitions/address"},"artifactLocation":{"$ref":"#/definitions/artifactLocation"},"region":{"$ref":"#/definitions/region"},"contextRegion":{"$ref":"#/definitions/region"},"properties":{"$ref":"#/definitions/propertyBag"}},"anyOf":[{"required":["address"]},{"required":["artifactLocation"]}]};const schema42 = {"additionalProperties":false,"type":"object","properties":{"absoluteAddress":{"type":"integer","minimum":-1},"relativeAddress":{"type":"integer"},"length":{"type":"integer"},"kind":{"type":"string"},"name":{"type":"string"},"fullyQualifiedName":{"type":"string"},"offsetFromParent":{"type":"integer"},"index":{"type":"integer","minimum":-1},"parentIndex":{"type":"integer","minimum":-1},"properties":{"$ref":"#/definitions/propertyBag"}}};function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(func2.call(schema42.properties, key0))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema42,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.absoluteAddress !== undefined){let data0 = data.absoluteAddress;if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){const err1 = {instancePath:instancePath+"/absoluteAddress",schemaPath:"#/properties/absoluteAddress/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema42.properties.absoluteAddress.type,parentSchema:schema42.properties.absoluteAddress,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(typeof data0 == "number"){if(data0 < -1 || isNaN(data0)){const err2 = {instancePath:instancePath+"/absoluteAddress",schemaPath:"#/properties/absoluteAddress/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema42.properties.absoluteAddress,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}}if(data.relativeAddress !== undefined){let data1 = data.relativeAddress;if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){const err3 = {instancePath:instancePath+"/relativeAddress",schemaPath:"#/properties/relativeAddress/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema42.properties.relativeAddress.type,parentSchema:schema42.properties.relativeAddress,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.length !== undefined){let data2 = data.length;if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){const err4 = {instancePath:instancePath+"/length",schemaPath:"#/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema42.properties.length.type,parentSchema:schema42.properties.length,data:data2};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.kind !== undefined){let data3 = data.kind;if(typeof data3 !== "string"){const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.kind.type,parentSchema:schema42.properties.kind,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.name !== undefined){let data4 = data.name;if(typeof data4 !== "string"){const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.name.type,parentSchema:schema42.properties.name,data:data4};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.fullyQualifiedName !== undefined){let data5 = data.fullyQualifiedName;if(typeof data5 !== "string"){const err7 = {instancePath:instancePath+"/fullyQualifiedName",schemaPath:"#/properties/fullyQualifiedName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.fullyQualifiedName.type,parentSchema:schema42.properties.fullyQualifiedName,data:data5};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.offsetFromParent !== undefined){let data6 = data.offsetFromParent;if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){const err8 = {instancePath:instancePath+"/offsetFromParent",schemaPath:"#/properties/offsetFromParent/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema42.properties.offsetFromParent.type,parentSchema:schema42.properties.offsetFromParent,data:data6};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.index !== undefined){let data7 = data.index;if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){const err9 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema42.properties.index.type,parentSchema:schema42.properties.index,data:data7};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if(typeof data7 == "number"){if(data7 < -1 || isNaN(data7)){const err10 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema42.properties.index,data:data7};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}if(data.parentIndex !== undefined){let data8 = data.parentIndex;if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){const err11 = {instancePath:instancePath+"/parentIndex",schemaPath:"#/properties/parentIndex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema42.properties.parentIndex.type,parentSchema:schema42.properties.parentIndex,data:data8};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}if(typeof data8 == "number"){if(data8 < -1 || isNaN(data8)){const err12 = {instancePath:instancePath+"/parentIndex",schemaPath:"#/properties/parentIndex/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema42.properties.parentIndex,data:data8};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}if(data.properties !== undefined){let data9 = data.properties;if(data9 && typeof data9 == "object" && !Array.isArray(data9)){if(data9.tags !== undefined){let data10 = data9.tags;if(Array.isArray(data10)){const len0 = data10.length;for(let i0=0; i0<len0; i0++){let data11 = data10[i0];if(typeof data11 !== "string"){const err13 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data11};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}const dup0 = func4(data10);if(dup0 !== null){const err14 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data10};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}else {const err15 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data10};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}}else {const err16 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data9};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}}else {const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}validate58.errors = vErrors;return errors === 0;}const schema44 = {"additionalProperties":false,"type":"object","properties":{"startLine":{"type":"integer","minimum":1},"startColumn":{"type":"integer","minimum":1},"endLine":{"type":"integer","minimum":1},"endColumn":{"type":"integer","minimum":1},"charOffset":{"type":"integer","minimum":-1},"charLength":{"type":"integer","minimum":0},"byteOffset":{"type":"integer","minimum":-1},"byteLength":{"type":"integer","minimum":0},"snippet":{"$ref":"#/definitions/artifactContent"},"message":{"$ref":"#/definitions/message"},"sourceLanguage":{"type":"string"},"properties":{"$ref":"#/definitions/propertyBag"}},"anyOf":[{"required":["startLine"]},{"required":["charOffset"]},{"required":["byteOffset"]}],"regionOrder":true};const func39 = regionEndBeforeStart;const schema45 = {"type":"object","additionalProperties":false,"properties":{"text":{"type":"string"},"binary":{"type":"string"},"rendered":{"$ref":"#/definitions/multiformatMessageString"},"properties":{"$ref":"#/definitions/propertyBag"}}};function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!((((key0 === "text") || (key0 === "binary")) || (key0 === "rendered")) || (key0 === "properties"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.text !== undefined){let data0 = data.text;if(typeof data0 !== "string"){const err1 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.text.type,parentSchema:schema45.properties.text,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.binary !== undefined){let data1 = data.binary;if(typeof data1 !== "string"){const err2 = {instancePath:instancePath+"/binary",schemaPath:"#/properties/binary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.binary.type,parentSchema:schema45.properties.binary,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.rendered !== undefined){if(!(validate14(data.rendered, {instancePath:instancePath+"/rendered",parentData:data,parentDataProperty:"rendered",rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data3 = data.properties;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){if(data3.tags !== undefined){let data4 = data3.tags;if(Array.isArray(data4)){const len0 = data4.length;for(let i0=0; i0<len0; i0++){let data5 = data4[i0];if(typeof data5 !== "string"){const err3 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data5};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}const dup0 = func4(data4);if(dup0 !== null){const err4 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}else {const err6 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}else {const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}validate62.errors = vErrors;return errors === 0;}function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;let valid0 = false;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.startLine === undefined){const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "startLine"},message:"must have required property '"+"startLine"+"'",schema:schema44.anyOf[0].required,parentSchema:schema44.anyOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs2 === errors;valid0 = valid0 || _valid0;if(!valid0){const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.charOffset === undefined){const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "charOffset"},message:"must have required property '"+"charOffset"+"'",schema:schema44.anyOf[1].required,parentSchema:schema44.anyOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs3 === errors;valid0 = valid0 || _valid0;if(!valid0){const _errs4 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.byteOffset === undefined){const err2 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "byteOffset"},message:"must have required property '"+"byteOffset"+"'",schema:schema44.anyOf[2].required,parentSchema:schema44.anyOf[2],data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs4 === errors;valid0 = valid0 || _valid0;}}if(!valid0){const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.anyOf,parentSchema:schema44,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(func2.call(schema44.properties, key0))){const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.startLine !== undefined){let data0 = data.startLine;if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){const err5 = {instancePath:instancePath+"/startLine",schemaPath:"#/properties/startLine/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.startLine.type,parentSchema:schema44.properties.startLine,data:data0};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}if(typeof data0 == "number"){if(data0 < 1 || isNaN(data0)){const err6 = {instancePath:instancePath+"/startLine",schemaPath:"#/properties/startLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.startLine,data:data0};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}if(data.startColumn !== undefined){let data1 = data.startColumn;if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){const err7 = {instancePath:instancePath+"/startColumn",schemaPath:"#/properties/startColumn/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.startColumn.type,parentSchema:schema44.properties.startColumn,data:data1};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(typeof data1 == "number"){if(data1 < 1 || isNaN(data1)){const err8 = {instancePath:instancePath+"/startColumn",schemaPath:"#/properties/startColumn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.startColumn,data:data1};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}if(data.endLine !== undefined){let data2 = data.endLine;if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){const err9 = {instancePath:instancePath+"/endLine",schemaPath:"#/properties/endLine/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.endLine.type,parentSchema:schema44.properties.endLine,data:data2};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if(typeof data2 == "number"){if(data2 < 1 || isNaN(data2)){const err10 = {instancePath:instancePath+"/endLine",schemaPath:"#/properties/endLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.endLine,data:data2};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}if(data.endColumn !== undefined){let data3 = data.endColumn;if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){const err11 = {instancePath:instancePath+"/endColumn",schemaPath:"#/properties/endColumn/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.endColumn.type,parentSchema:schema44.properties.endColumn,data:data3};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}if(typeof data3 == "number"){if(data3 < 1 || isNaN(data3)){const err12 = {instancePath:instancePath+"/endColumn",schemaPath:"#/properties/endColumn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.endColumn,data:data3};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}if(data.charOffset !== undefined){let data4 = data.charOffset;if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){const err13 = {instancePath:instancePath+"/charOffset",schemaPath:"#/properties/charOffset/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.charOffset.type,parentSchema:schema44.properties.charOffset,data:data4};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}if(typeof data4 == "number"){if(data4 < -1 || isNaN(data4)){const err14 = {instancePath:instancePath+"/charOffset",schemaPath:"#/properties/charOffset/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema44.properties.charOffset,data:data4};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}}if(data.charLength !== undefined){let data5 = data.charLength;if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){const err15 = {instancePath:instancePath+"/charLength",schemaPath:"#/properties/charLength/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.charLength.type,parentSchema:schema44.properties.charLength,data:data5};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}if(typeof data5 == "number"){if(data5 < 0 || isNaN(data5)){const err16 = {instancePath:instancePath+"/charLength",schemaPath:"#/properties/charLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema44.properties.charLength,data:data5};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}}if(data.byteOffset !== undefined){let data6 = data.byteOffset;if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){const err17 = {instancePath:instancePath+"/byteOffset",schemaPath:"#/properties/byteOffset/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.byteOffset.type,parentSchema:schema44.properties.byteOffset,data:data6};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}if(typeof data6 == "number"){if(data6 < -1 || isNaN(data6)){const err18 = {instancePath:instancePath+"/byteOffset",schemaPath:"#/properties/byteOffset/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema44.properties.byteOffset,data:data6};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}}if(data.byteLength !== undefined){let data7 = data.byteLength;if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){const err19 = {instancePath:instancePath+"/byteLength",schemaPath:"#/properties/byteLength/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.byteLength.type,parentSchema:schema44.properties.byteLength,data:data7};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}if(typeof data7 == "number"){if(data7 < 0 || isNaN(data7)){const err20 = {instancePath:instancePath+"/byteLength",schemaPath:"#/properties/byteLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema44.properties.byteLength,data:data7};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}}if(data.snippet !== undefined){if(!(validate62(data.snippet, {instancePath:instancePath+"/snippet",parentData:data,parentDataProperty:"snippet",rootData}))){vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);errors = vErrors.length;}}if(data.message !== undefined){if(!(validate30(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.sourceLanguage !== undefined){let data10 = data.sourceLanguage;if(typeof data10 !== "string"){const err21 = {instancePath:instancePath+"/sourceLanguage",schemaPath:"#/properties/sourceLanguage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.sourceLanguage.type,parentSchema:schema44.properties.sourceLanguage,data:data10};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}if(data.properties !== undefined){let data11 = data.properties;if(data11 && typeof data11 == "object" && !Array.isArray(data11)){if(data11.tags !== undefined){let data12 = data11.tags;if(Array.isArray(data12)){const len0 = data12.length;for(let i0=0; i0<len0; i0++){let data13 = data12[i0];if(typeof data13 !== "string"){const err22 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data13};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}const dup0 = func4(data12);if(dup0 !== null){const err23 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data12};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}else {const err24 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data12};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}}else {const err25 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data11};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}const early0 = func39(data);if(early0 !== null){const err26 = {instancePath,schemaPath:"#/regionOrder",keyword:"regionOrder",params:early0,message:"must not end before it starts",schema:true,parentSchema:schema44,data};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}else {const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}validate61.errors = vErrors;return errors === 0;}function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;let valid0 = false;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.address === undefined){const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'",schema:schema41.anyOf[0].required,parentSchema:schema41.anyOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs2 === errors;valid0 = valid0 || _valid0;if(!valid0){const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.artifactLocation === undefined){const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "artifactLocation"},message:"must have required property '"+"artifactLocation"+"'",schema:schema41.anyOf[1].required,parentSchema:schema41.anyOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs3 === errors;valid0 = valid0 || _valid0;}if(!valid0){const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.anyOf,parentSchema:schema41,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((key0 === "address") || (key0 === "artifactLocation")) || (key0 === "region")) || (key0 === "contextRegion")) || (key0 === "properties"))){const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema41,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.address !== undefined){if(!(validate58(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);errors = vErrors.length;}}if(data.artifactLocation !== undefined){if(!(validate36(data.artifactLocation, {instancePath:instancePath+"/artifactLocation",parentData:data,parentDataProperty:"artifactLocation",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.region !== undefined){if(!(validate61(data.region, {instancePath:instancePath+"/region",parentData:data,parentDataProperty:"region",rootData}))){vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);errors = vErrors.length;}}if(data.contextRegion !== undefined){if(!(validate61(data.contextRegion, {instancePath:instancePath+"/contextRegion",parentData:data,parentDataProperty:"contextRegion",rootData}))){vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data4 = data.properties;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){if(data4.tags !== undefined){let data5 = data4.tags;if(Array.isArray(data5)){const len0 = data5.length;for(let i0=0; i0<len0; i0++){let data6 = data5[i0];if(typeof data6 !== "string"){const err4 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data6};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}const dup0 = func4(data5);if(dup0 !== null){const err5 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}else {const err7 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}validate57.errors = vErrors;return errors === 0;}const schema49 = {"additionalProperties":false,"type":"object","properties":{"name":{"type":"string"},"index":{"type":"integer","minimum":-1},"fullyQualifiedName":{"type":"string"},"decoratedName":{"type":"string"},"parentIndex":{"type":"integer","minimum":-1},"kind":{"type":"string"},"properties":{"$ref":"#/definitions/propertyBag"}}};function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((((key0 === "name") || (key0 === "index")) || (key0 === "fullyQualifiedName")) || (key0 === "decoratedName")) || (key0 === "parentIndex")) || (key0 === "kind")) || (key0 === "properties"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.name.type,parentSchema:schema49.properties.name,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.index !== undefined){let data1 = data.index;if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){const err2 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.index.type,parentSchema:schema49.properties.index,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(typeof data1 == "number"){if(data1 < -1 || isNaN(data1)){const err3 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema49.properties.index,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}}if(data.fullyQualifiedName !== undefined){let data2 = data.fullyQualifiedName;if(typeof data2 !== "string"){const err4 = {instancePath:instancePath+"/fullyQualifiedName",schemaPath:"#/properties/fullyQualifiedName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.fullyQualifiedName.type,parentSchema:schema49.properties.fullyQualifiedName,data:data2};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.decoratedName !== undefined){let data3 = data.decoratedName;if(typeof data3 !== "string"){const err5 = {instancePath:instancePath+"/decoratedName",schemaPath:"#/properties/decoratedName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.decoratedName.type,parentSchema:schema49.properties.decoratedName,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.parentIndex !== undefined){let data4 = data.parentIndex;if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){const err6 = {instancePath:instancePath+"/parentIndex",schemaPath:"#/properties/parentIndex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.parentIndex.type,parentSchema:schema49.properties.parentIndex,data:data4};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}if(typeof data4 == "number"){if(data4 < -1 || isNaN(data4)){const err7 = {instancePath:instancePath+"/parentIndex",schemaPath:"#/properties/parentIndex/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema49.properties.parentIndex,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}if(data.kind !== undefined){let data5 = data.kind;if(typeof data5 !== "string"){const err8 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.kind.type,parentSchema:schema49.properties.kind,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.properties !== undefined){let data6 = data.properties;if(data6 && typeof data6 == "object" && !Array.isArray(data6)){if(data6.tags !== undefined){let data7 = data6.tags;if(Array.isArray(data7)){const len0 = data7.length;for(let i0=0; i0<len0; i0++){let data8 = data7[i0];if(typeof data8 !== "string"){const err9 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data8};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}const dup0 = func4(data7);if(dup0 !== null){const err10 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data7};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}else {const err11 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data7};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}else {const err12 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data6};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}else {const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}validate69.errors = vErrors;return errors === 0;}const schema51 = {"type":"object","additionalProperties":false,"properties":{"target":{"type":"integer","minimum":0},"kinds":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}},"description":{"$ref":"#/definitions/message"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["target"]};function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.target === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'",schema:schema51.required,parentSchema:schema51,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!((((key0 === "target") || (key0 === "kinds")) || (key0 === "description")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema51,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.target !== undefined){let data0 = data.target;if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){const err2 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema51.properties.target.type,parentSchema:schema51.properties.target,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(typeof data0 == "number"){if(data0 < 0 || isNaN(data0)){const err3 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema51.properties.target,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}}if(data.kinds !== undefined){let data1 = data.kinds;if(Array.isArray(data1)){const len0 = data1.length;for(let i0=0; i0<len0; i0++){let data2 = data1[i0];if(typeof data2 !== "string"){const err4 = {instancePath:instancePath+"/kinds/" + i0,schemaPath:"#/properties/kinds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.kinds.items.type,parentSchema:schema51.properties.kinds.items,data:data2};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}const dup0 = func4(data1);if(dup0 !== null){const err5 = {instancePath:instancePath+"/kinds",schemaPath:"#/properties/kinds/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema51.properties.kinds,data:data1};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/kinds",schemaPath:"#/properties/kinds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema51.properties.kinds.type,parentSchema:schema51.properties.kinds,data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.description !== undefined){if(!(validate30(data.description, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data4 = data.properties;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){if(data4.tags !== undefined){let data5 = data4.tags;if(Array.isArray(data5)){const len1 = data5.length;for(let i1=0; i1<len1; i1++){let data6 = data5[i1];if(typeof data6 !== "string"){const err7 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data6};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}const dup1 = func4(data5);if(dup1 !== null){const err8 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}else {const err10 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data4};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}else {const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}validate73.errors = vErrors;return errors === 0;}function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((((key0 === "id") || (key0 === "physicalLocation")) || (key0 === "logicalLocations")) || (key0 === "message")) || (key0 === "annotations")) || (key0 === "relationships")) || (key0 === "properties"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.id !== undefined){let data0 = data.id;if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){const err1 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.id.type,parentSchema:schema40.properties.id,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(typeof data0 == "number"){if(data0 < -1 || isNaN(data0)){const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema40.properties.id,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}}if(data.physicalLocation !== undefined){if(!(validate57(data.physicalLocation, {instancePath:instancePath+"/physicalLocation",parentData:data,parentDataProperty:"physicalLocation",rootData}))){vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);errors = vErrors.length;}}if(data.logicalLocations !== undefined){let data2 = data.logicalLocations;if(Array.isArray(data2)){const len0 = data2.length;for(let i0=0; i0<len0; i0++){if(!(validate69(data2[i0], {instancePath:instancePath+"/logicalLocations/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);errors = vErrors.length;}}const dup0 = func4(data2);if(dup0 !== null){const err3 = {instancePath:instancePath+"/logicalLocations",schemaPath:"#/properties/logicalLocations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema40.properties.logicalLocations,data:data2};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/logicalLocations",schemaPath:"#/properties/logicalLocations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema40.properties.logicalLocations.type,parentSchema:schema40.properties.logicalLocations,data:data2};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.message !== undefined){if(!(validate30(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.annotations !== undefined){let data5 = data.annotations;if(Array.isArray(data5)){const len1 = data5.length;for(let i1=0; i1<len1; i1++){if(!(validate61(data5[i1], {instancePath:instancePath+"/annotations/" + i1,parentData:data5,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);errors = vErrors.length;}}const dup1 = func4(data5);if(dup1 !== null){const err5 = {instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema40.properties.annotations,data:data5};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema40.properties.annotations.type,parentSchema:schema40.properties.annotations,data:data5};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.relationships !== undefined){let data7 = data.relationships;if(Array.isArray(data7)){const len2 = data7.length;for(let i2=0; i2<len2; i2++){if(!(validate73(data7[i2], {instancePath:instancePath+"/relationships/" + i2,parentData:data7,parentDataProperty:i2,rootData}))){vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);errors = vErrors.length;}}const dup2 = func4(data7);if(dup2 !== null){const err7 = {instancePath:instancePath+"/relationships",schemaPath:"#/properties/relationships/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup2[0], j: dup2[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema40.properties.relationships,data:data7};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/relationships",schemaPath:"#/properties/relationships/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema40.properties.relationships.type,parentSchema:schema40.properties.relationships,data:data7};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.properties !== undefined){let data9 = data.properties;if(data9 && typeof data9 == "object" && !Array.isArray(data9)){if(data9.tags !== undefined){let data10 = data9.tags;if(Array.isArray(data10)){const len3 = data10.length;for(let i3=0; i3<len3; i3++){let data11 = data10[i3];if(typeof data11 !== "string"){const err9 = {instancePath:instancePath+"/properties/tags/" + i3,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data11};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}const dup3 = func4(data10);if(dup3 !== null){const err10 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup3[0], j: dup3[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data10};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}else {const err11 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data10};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}else {const err12 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data9};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}else {const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}validate56.errors = vErrors;return errors === 0;}const schema54 = {"type":"object","additionalProperties":false,"properties":{"kind":{"type":"string"},"message":{"type":"string"},"stack":{"$ref":"#/definitions/stack"},"innerExceptions":{"type":"array","items":{"$ref":"#/definitions/exception"}},"properties":{"$ref":"#/definitions/propertyBag"}}};const schema55 = {"additionalProperties":false,"type":"object","properties":{"message":{"$ref":"#/definitions/message"},"frames":{"type":"array","items":{"$ref":"#/definitions/stackFrame"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["frames"]};const schema56 = {"additionalProperties":false,"type":"object","properties":{"location":{"$ref":"#/definitions/location"},"module":{"type":"string"},"threadId":{"type":"integer"},"parameters":{"type":"array","items":{"type":"string"}},"properties":{"$ref":"#/definitions/propertyBag"}}};function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((key0 === "location") || (key0 === "module")) || (key0 === "threadId")) || (key0 === "parameters")) || (key0 === "properties"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema56,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.location !== undefined){if(!(validate56(data.location, {instancePath:instancePath+"/location",parentData:data,parentDataProperty:"location",rootData}))){vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);errors = vErrors.length;}}if(data.module !== undefined){let data1 = data.module;if(typeof data1 !== "string"){const err1 = {instancePath:instancePath+"/module",schemaPath:"#/properties/module/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.module.type,parentSchema:schema56.properties.module,data:data1};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.threadId !== undefined){let data2 = data.threadId;if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){const err2 = {instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema56.properties.threadId.type,parentSchema:schema56.properties.threadId,data:data2};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.parameters !== undefined){let data3 = data.parameters;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){let data4 = data3[i0];if(typeof data4 !== "string"){const err3 = {instancePath:instancePath+"/parameters/" + i0,schemaPath:"#/properties/parameters/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.parameters.items.type,parentSchema:schema56.properties.parameters.items,data:data4};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}}else {const err4 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema56.properties.parameters.type,parentSchema:schema56.properties.parameters,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.properties !== undefined){let data5 = data.properties;if(data5 && typeof data5 == "object" && !Array.isArray(data5)){if(data5.tags !== undefined){let data6 = data5.tags;if(Array.isArray(data6)){const len1 = data6.length;for(let i1=0; i1<len1; i1++){let data7 = data6[i1];if(typeof data7 !== "string"){const err5 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data7};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}const dup0 = func4(data6);if(dup0 !== null){const err6 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.type,parentSchema:schema56,data};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}validate81.errors = vErrors;return errors === 0;}function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.frames === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "frames"},message:"must have required property '"+"frames"+"'",schema:schema55.required,parentSchema:schema55,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((key0 === "message") || (key0 === "frames")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema55,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.message !== undefined){if(!(validate30(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.frames !== undefined){let data1 = data.frames;if(Array.isArray(data1)){const len0 = data1.length;for(let i0=0; i0<len0; i0++){if(!(validate81(data1[i0], {instancePath:instancePath+"/frames/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);errors = vErrors.length;}}}else {const err2 = {instancePath:instancePath+"/frames",schemaPath:"#/properties/frames/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema55.properties.frames.type,parentSchema:schema55.properties.frames,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.properties !== undefined){let data3 = data.properties;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){if(data3.tags !== undefined){let data4 = data3.tags;if(Array.isArray(data4)){const len1 = data4.length;for(let i1=0; i1<len1; i1++){let data5 = data4[i1];if(typeof data5 !== "string"){const err3 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data5};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}const dup0 = func4(data4);if(dup0 !== null){const err4 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}else {const err6 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}else {const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}validate79.errors = vErrors;return errors === 0;}const wrapper0 = {validate: validate78};function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((key0 === "kind") || (key0 === "message")) || (key0 === "stack")) || (key0 === "innerExceptions")) || (key0 === "properties"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema54,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.kind !== undefined){let data0 = data.kind;if(typeof data0 !== "string"){const err1 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.kind.type,parentSchema:schema54.properties.kind,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.message !== undefined){let data1 = data.message;if(typeof data1 !== "string"){const err2 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.message.type,parentSchema:schema54.properties.message,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.stack !== undefined){if(!(validate79(data.stack, {instancePath:instancePath+"/stack",parentData:data,parentDataProperty:"stack",rootData}))){vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);errors = vErrors.length;}}if(data.innerExceptions !== undefined){let data3 = data.innerExceptions;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){if(!(wrapper0.validate(data3[i0], {instancePath:instancePath+"/innerExceptions/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}}}else {const err3 = {instancePath:instancePath+"/innerExceptions",schemaPath:"#/properties/innerExceptions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema54.properties.innerExceptions.type,parentSchema:schema54.properties.innerExceptions,data:data3};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.properties !== undefined){let data5 = data.properties;if(data5 && typeof data5 == "object" && !Array.isArray(data5)){if(data5.tags !== undefined){let data6 = data5.tags;if(Array.isArray(data6)){const len1 = data6.length;for(let i1=0; i1<len1; i1++){let data7 = data6[i1];if(typeof data7 !== "string"){const err4 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data7};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}const dup0 = func4(data6);if(dup0 !== null){const err5 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}else {const err7 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}validate78.errors = vErrors;return errors === 0;}const formats14 = fullFormats["date-time"];function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.message === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema39.required,parentSchema:schema39,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(func2.call(schema39.properties, key0))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema39,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.locations !== undefined){let data0 = data.locations;if(Array.isArray(data0)){const len0 = data0.length;for(let i0=0; i0<len0; i0++){if(!(validate56(data0[i0], {instancePath:instancePath+"/locations/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);errors = vErrors.length;}}const dup0 = func4(data0);if(dup0 !== null){const err2 = {instancePath:instancePath+"/locations",schemaPath:"#/properties/locations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema39.properties.locations,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {instancePath:instancePath+"/locations",schemaPath:"#/properties/locations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema39.properties.locations.type,parentSchema:schema39.properties.locations,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.message !== undefined){if(!(validate30(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.level !== undefined){let data3 = data.level;if(typeof data3 !== "string"){const err4 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.level.type,parentSchema:schema39.properties.level,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}if(!((((data3 === "none") || (data3 === "note")) || (data3 === "warning")) || (data3 === "error"))){const err5 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/enum",keyword:"enum",params:{allowedValues: schema39.properties.level.enum},message:"must be equal to one of the allowed values",schema:schema39.properties.level.enum,parentSchema:schema39.properties.level,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.threadId !== undefined){let data4 = data.threadId;if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){const err6 = {instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema39.properties.threadId.type,parentSchema:schema39.properties.threadId,data:data4};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.timeUtc !== undefined){let data5 = data.timeUtc;if(typeof data5 === "string"){if(!(formats14.validate(data5))){const err7 = {instancePath:instancePath+"/timeUtc",schemaPath:"#/properties/timeUtc/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema39.properties.timeUtc,data:data5};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/timeUtc",schemaPath:"#/properties/timeUtc/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.timeUtc.type,parentSchema:schema39.properties.timeUtc,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.exception !== undefined){if(!(validate78(data.exception, {instancePath:instancePath+"/exception",parentData:data,parentDataProperty:"exception",rootData}))){vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);errors = vErrors.length;}}if(data.descriptor !== undefined){if(!(validate26(data.descriptor, {instancePath:instancePath+"/descriptor",parentData:data,parentDataProperty:"descriptor",rootData}))){vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);errors = vErrors.length;}}if(data.associatedRule !== undefined){if(!(validate26(data.associatedRule, {instancePath:instancePath+"/associatedRule",parentData:data,parentDataProperty:"associatedRule",rootData}))){vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data9 = data.properties;if(data9 && typeof data9 == "object" && !Array.isArray(data9)){if(data9.tags !== undefined){let data10 = data9.tags;if(Array.isArray(data10)){const len1 = data10.length;for(let i1=0; i1<len1; i1++){let data11 = data10[i1];if(typeof data11 !== "string"){const err9 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data11};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}const dup1 = func4(data10);if(dup1 !== null){const err10 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data10};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}else {const err11 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data10};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}else {const err12 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data9};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}else {const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}validate55.errors = vErrors;return errors === 0;}function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.executionSuccessful === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "executionSuccessful"},message:"must have required property '"+"executionSuccessful"+"'",schema:schema36.required,parentSchema:schema36,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(func2.call(schema36.properties, key0))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.commandLine !== undefined){let data0 = data.commandLine;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/commandLine",schemaPath:"#/properties/commandLine/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.commandLine.type,parentSchema:schema36.properties.commandLine,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.arguments !== undefined){let data1 = data.arguments;if(Array.isArray(data1)){const len0 = data1.length;for(let i0=0; i0<len0; i0++){let data2 = data1[i0];if(typeof data2 !== "string"){const err3 = {instancePath:instancePath+"/arguments/" + i0,schemaPath:"#/properties/arguments/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.arguments.items.type,parentSchema:schema36.properties.arguments.items,data:data2};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}}else {const err4 = {instancePath:instancePath+"/arguments",schemaPath:"#/properties/arguments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.arguments.type,parentSchema:schema36.properties.arguments,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.responseFiles !== undefined){let data3 = data.responseFiles;if(Array.isArray(data3)){const len1 = data3.length;for(let i1=0; i1<len1; i1++){if(!(validate36(data3[i1], {instancePath:instancePath+"/responseFiles/" + i1,parentData:data3,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}const dup0 = func4(data3);if(dup0 !== null){const err5 = {instancePath:instancePath+"/responseFiles",schemaPath:"#/properties/responseFiles/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema36.properties.responseFiles,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/responseFiles",schemaPath:"#/properties/responseFiles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.responseFiles.type,parentSchema:schema36.properties.responseFiles,data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.startTimeUtc !== undefined){let data5 = data.startTimeUtc;if(typeof data5 === "string"){if(!(formats14.validate(data5))){const err7 = {instancePath:instancePath+"/startTimeUtc",schemaPath:"#/properties/startTimeUtc/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema36.properties.startTimeUtc,data:data5};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/startTimeUtc",schemaPath:"#/properties/startTimeUtc/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.startTimeUtc.type,parentSchema:schema36.properties.startTimeUtc,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.endTimeUtc !== undefined){let data6 = data.endTimeUtc;if(typeof data6 === "string"){if(!(formats14.validate(data6))){const err9 = {instancePath:instancePath+"/endTimeUtc",schemaPath:"#/properties/endTimeUtc/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema36.properties.endTimeUtc,data:data6};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/endTimeUtc",schemaPath:"#/properties/endTimeUtc/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.endTimeUtc.type,parentSchema:schema36.properties.endTimeUtc,data:data6};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.exitCode !== undefined){let data7 = data.exitCode;if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){const err11 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.exitCode.type,parentSchema:schema36.properties.exitCode,data:data7};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.ruleConfigurationOverrides !== undefined){let data8 = data.ruleConfigurationOverrides;if(Array.isArray(data8)){const len2 = data8.length;for(let i2=0; i2<len2; i2++){if(!(validate50(data8[i2], {instancePath:instancePath+"/ruleConfigurationOverrides/" + i2,parentData:data8,parentDataProperty:i2,rootData}))){vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);errors = vErrors.length;}}const dup1 = func4(data8);if(dup1 !== null){const err12 = {instancePath:instancePath+"/ruleConfigurationOverrides",schemaPath:"#/properties/ruleConfigurationOverrides/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema36.properties.ruleConfigurationOverrides,data:data8};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}else {const err13 = {instancePath:instancePath+"/ruleConfigurationOverrides",schemaPath:"#/properties/ruleConfigurationOverrides/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.ruleConfigurationOverrides.type,parentSchema:schema36.properties.ruleConfigurationOverrides,data:data8};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.notificationConfigurationOverrides !== undefined){let data10 = data.notificationConfigurationOverrides;if(Array.isArray(data10)){const len3 = data10.length;for(let i3=0; i3<len3; i3++){if(!(validate50(data10[i3], {instancePath:instancePath+"/notificationConfigurationOverrides/" + i3,parentData:data10,parentDataProperty:i3,rootData}))){vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);errors = vErrors.length;}}const dup2 = func4(data10);if(dup2 !== null){const err14 = {instancePath:instancePath+"/notificationConfigurationOverrides",schemaPath:"#/properties/notificationConfigurationOverrides/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup2[0], j: dup2[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema36.properties.notificationConfigurationOverrides,data:data10};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}else {const err15 = {instancePath:instancePath+"/notificationConfigurationOverrides",schemaPath:"#/properties/notificationConfigurationOverrides/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.notificationConfigurationOverrides.type,parentSchema:schema36.properties.notificationConfigurationOverrides,data:data10};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data.toolExecutionNotifications !== undefined){let data12 = data.toolExecutionNotifications;if(Array.isArray(data12)){const len4 = data12.length;for(let i4=0; i4<len4; i4++){if(!(validate55(data12[i4], {instancePath:instancePath+"/toolExecutionNotifications/" + i4,parentData:data12,parentDataProperty:i4,rootData}))){vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);errors = vErrors.length;}}}else {const err16 = {instancePath:instancePath+"/toolExecutionNotifications",schemaPath:"#/properties/toolExecutionNotifications/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.toolExecutionNotifications.type,parentSchema:schema36.properties.toolExecutionNotifications,data:data12};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}if(data.toolConfigurationNotifications !== undefined){let data14 = data.toolConfigurationNotifications;if(Array.isArray(data14)){const len5 = data14.length;for(let i5=0; i5<len5; i5++){if(!(validate55(data14[i5], {instancePath:instancePath+"/toolConfigurationNotifications/" + i5,parentData:data14,parentDataProperty:i5,rootData}))){vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);errors = vErrors.length;}}}else {const err17 = {instancePath:instancePath+"/toolConfigurationNotifications",schemaPath:"#/properties/toolConfigurationNotifications/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.toolConfigurationNotifications.type,parentSchema:schema36.properties.toolConfigurationNotifications,data:data14};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data.exitCodeDescription !== undefined){let data16 = data.exitCodeDescription;if(typeof data16 !== "string"){const err18 = {instancePath:instancePath+"/exitCodeDescription",schemaPath:"#/properties/exitCodeDescription/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.exitCodeDescription.type,parentSchema:schema36.properties.exitCodeDescription,data:data16};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data.exitSignalName !== undefined){let data17 = data.exitSignalName;if(typeof data17 !== "string"){const err19 = {instancePath:instancePath+"/exitSignalName",schemaPath:"#/properties/exitSignalName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.exitSignalName.type,parentSchema:schema36.properties.exitSignalName,data:data17};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data.exitSignalNumber !== undefined){let data18 = data.exitSignalNumber;if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){const err20 = {instancePath:instancePath+"/exitSignalNumber",schemaPath:"#/properties/exitSignalNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.exitSignalNumber.type,parentSchema:schema36.properties.exitSignalNumber,data:data18};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}if(data.processStartFailureMessage !== undefined){let data19 = data.processStartFailureMessage;if(typeof data19 !== "string"){const err21 = {instancePath:instancePath+"/processStartFailureMessage",schemaPath:"#/properties/processStartFailureMessage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.processStartFailureMessage.type,parentSchema:schema36.properties.processStartFailureMessage,data:data19};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}if(data.executionSuccessful !== undefined){let data20 = data.executionSuccessful;if(typeof data20 !== "boolean"){const err22 = {instancePath:instancePath+"/executionSuccessful",schemaPath:"#/properties/executionSuccessful/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.executionSuccessful.type,parentSchema:schema36.properties.executionSuccessful,data:data20};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}if(data.machine !== undefined){let data21 = data.machine;if(typeof data21 !== "string"){const err23 = {instancePath:instancePath+"/machine",schemaPath:"#/properties/machine/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.machine.type,parentSchema:schema36.properties.machine,data:data21};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}if(data.account !== undefined){let data22 = data.account;if(typeof data22 !== "string"){const err24 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.account.type,parentSchema:schema36.properties.account,data:data22};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}if(data.processId !== undefined){let data23 = data.processId;if(!((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23)))){const err25 = {instancePath:instancePath+"/processId",schemaPath:"#/properties/processId/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.processId.type,parentSchema:schema36.properties.processId,data:data23};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}if(data.executableLocation !== undefined){if(!(validate36(data.executableLocation, {instancePath:instancePath+"/executableLocation",parentData:data,parentDataProperty:"executableLocation",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.workingDirectory !== undefined){if(!(validate36(data.workingDirectory, {instancePath:instancePath+"/workingDirectory",parentData:data,parentDataProperty:"workingDirectory",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.environmentVariables !== undefined){let data26 = data.environmentVariables;if(data26 && typeof data26 == "object" && !Array.isArray(data26)){for(const key1 in data26){let data27 = data26[key1];if(typeof data27 !== "string"){const err26 = {instancePath:instancePath+"/environmentVariables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/environmentVariables/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.environmentVariables.additionalProperties.type,parentSchema:schema36.properties.environmentVariables.additionalProperties,data:data27};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}}else {const err27 = {instancePath:instancePath+"/environmentVariables",schemaPath:"#/properties/environmentVariables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.properties.environmentVariables.type,parentSchema:schema36.properties.environmentVariables,data:data26};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}if(data.stdin !== undefined){if(!(validate36(data.stdin, {instancePath:instancePath+"/stdin",parentData:data,parentDataProperty:"stdin",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.stdout !== undefined){if(!(validate36(data.stdout, {instancePath:instancePath+"/stdout",parentData:data,parentDataProperty:"stdout",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.stderr !== undefined){if(!(validate36(data.stderr, {instancePath:instancePath+"/stderr",parentData:data,parentDataProperty:"stderr",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.stdoutStderr !== undefined){if(!(validate36(data.stdoutStderr, {instancePath:instancePath+"/stdoutStderr",parentData:data,parentDataProperty:"stdoutStderr",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data32 = data.properties;if(data32 && typeof data32 == "object" && !Array.isArray(data32)){if(data32.tags !== undefined){let data33 = data32.tags;if(Array.isArray(data33)){const len6 = data33.length;for(let i6=0; i6<len6; i6++){let data34 = data33[i6];if(typeof data34 !== "string"){const err28 = {instancePath:instancePath+"/properties/tags/" + i6,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data34};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}const dup3 = func4(data33);if(dup3 !== null){const err29 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup3[0], j: dup3[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data33};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}else {const err30 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data33};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}}else {const err31 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data32};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}}else {const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}validate48.errors = vErrors;return errors === 0;}const schema62 = {"additionalProperties":false,"type":"object","properties":{"tool":{"$ref":"#/definitions/tool"},"invocation":{"$ref":"#/definitions/invocation"},"analysisToolLogFiles":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/artifactLocation"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["tool"]};function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.tool === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'",schema:schema62.required,parentSchema:schema62,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!((((key0 === "tool") || (key0 === "invocation")) || (key0 === "analysisToolLogFiles")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema62,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.tool !== undefined){if(!(validate12(data.tool, {instancePath:instancePath+"/tool",parentData:data,parentDataProperty:"tool",rootData}))){vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);errors = vErrors.length;}}if(data.invocation !== undefined){if(!(validate48(data.invocation, {instancePath:instancePath+"/invocation",parentData:data,parentDataProperty:"invocation",rootData}))){vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);errors = vErrors.length;}}if(data.analysisToolLogFiles !== undefined){let data2 = data.analysisToolLogFiles;if(Array.isArray(data2)){const len0 = data2.length;for(let i0=0; i0<len0; i0++){if(!(validate36(data2[i0], {instancePath:instancePath+"/analysisToolLogFiles/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}const dup0 = func4(data2);if(dup0 !== null){const err2 = {instancePath:instancePath+"/analysisToolLogFiles",schemaPath:"#/properties/analysisToolLogFiles/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema62.properties.analysisToolLogFiles,data:data2};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {instancePath:instancePath+"/analysisToolLogFiles",schemaPath:"#/properties/analysisToolLogFiles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema62.properties.analysisToolLogFiles.type,parentSchema:schema62.properties.analysisToolLogFiles,data:data2};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.properties !== undefined){let data4 = data.properties;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){if(data4.tags !== undefined){let data5 = data4.tags;if(Array.isArray(data5)){const len1 = data5.length;for(let i1=0; i1<len1; i1++){let data6 = data5[i1];if(typeof data6 !== "string"){const err4 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data6};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}const dup1 = func4(data5);if(dup1 !== null){const err5 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}else {const err7 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.type,parentSchema:schema62,data};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}validate97.errors = vErrors;return errors === 0;}const schema64 = {"type":"object","additionalProperties":false,"properties":{"repositoryUri":{"type":"string","format":"uri"},"revisionId":{"type":"string"},"branch":{"type":"string"},"revisionTag":{"type":"string"},"asOfTimeUtc":{"type":"string","format":"date-time"},"mappedTo":{"$ref":"#/definitions/artifactLocation"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["repositoryUri"]};function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.repositoryUri === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repositoryUri"},message:"must have required property '"+"repositoryUri"+"'",schema:schema64.required,parentSchema:schema64,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((((((key0 === "repositoryUri") || (key0 === "revisionId")) || (key0 === "branch")) || (key0 === "revisionTag")) || (key0 === "asOfTimeUtc")) || (key0 === "mappedTo")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema64,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.repositoryUri !== undefined){let data0 = data.repositoryUri;if(typeof data0 === "string"){if(!(formats0(data0))){const err2 = {instancePath:instancePath+"/repositoryUri",schemaPath:"#/properties/repositoryUri/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema64.properties.repositoryUri,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {instancePath:instancePath+"/repositoryUri",schemaPath:"#/properties/repositoryUri/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.repositoryUri.type,parentSchema:schema64.properties.repositoryUri,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.revisionId !== undefined){let data1 = data.revisionId;if(typeof data1 !== "string"){const err4 = {instancePath:instancePath+"/revisionId",schemaPath:"#/properties/revisionId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.revisionId.type,parentSchema:schema64.properties.revisionId,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.branch !== undefined){let data2 = data.branch;if(typeof data2 !== "string"){const err5 = {instancePath:instancePath+"/branch",schemaPath:"#/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.branch.type,parentSchema:schema64.properties.branch,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.revisionTag !== undefined){let data3 = data.revisionTag;if(typeof data3 !== "string"){const err6 = {instancePath:instancePath+"/revisionTag",schemaPath:"#/properties/revisionTag/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.revisionTag.type,parentSchema:schema64.properties.revisionTag,data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.asOfTimeUtc !== undefined){let data4 = data.asOfTimeUtc;if(typeof data4 === "string"){if(!(formats14.validate(data4))){const err7 = {instancePath:instancePath+"/asOfTimeUtc",schemaPath:"#/properties/asOfTimeUtc/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema64.properties.asOfTimeUtc,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/asOfTimeUtc",schemaPath:"#/properties/asOfTimeUtc/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.asOfTimeUtc.type,parentSchema:schema64.properties.asOfTimeUtc,data:data4};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.mappedTo !== undefined){if(!(validate36(data.mappedTo, {instancePath:instancePath+"/mappedTo",parentData:data,parentDataProperty:"mappedTo",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data6 = data.properties;if(data6 && typeof data6 == "object" && !Array.isArray(data6)){if(data6.tags !== undefined){let data7 = data6.tags;if(Array.isArray(data7)){const len0 = data7.length;for(let i0=0; i0<len0; i0++){let data8 = data7[i0];if(typeof data8 !== "string"){const err9 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data8};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}const dup0 = func4(data7);if(dup0 !== null){const err10 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data7};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}else {const err11 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data7};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}else {const err12 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data6};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}else {const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.type,parentSchema:schema64,data};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}validate102.errors = vErrors;return errors === 0;}const schema66 = {"additionalProperties":false,"type":"object","properties":{"description":{"$ref":"#/definitions/message"},"location":{"$ref":"#/definitions/artifactLocation"},"parentIndex":{"type":"integer","minimum":-1},"offset":{"type":"integer","minimum":0},"length":{"type":"integer","minimum":-1},"roles":{"type":"array","uniqueItemsFast":true,"items":{"enum":["analysisTarget","attachment","responseFile","resultFile","standardStream","tracedFile","unmodified","modified","added","deleted","renamed","uncontrolled","driver","extension","translation","taxonomy","policy","referencedOnCommandLine","memoryContents","directory","userSpecifiedConfiguration","toolSpecifiedConfiguration","debugOutputFile"],"type":"string"}},"mimeType":{"type":"string","pattern":"[^/]+/.+"},"contents":{"$ref":"#/definitions/artifactContent"},"encoding":{"type":"string"},"sourceLanguage":{"type":"string"},"hashes":{"type":"object","additionalProperties":{"type":"string"}},"lastModifiedTimeUtc":{"type":"string","format":"date-time"},"properties":{"$ref":"#/definitions/propertyBag"}}};const pattern8 = new RegExp("[^/]+/.+", "u");function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(func2.call(schema66.properties, key0))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema66,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.description !== undefined){if(!(validate30(data.description, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.location !== undefined){if(!(validate36(data.location, {instancePath:instancePath+"/location",parentData:data,parentDataProperty:"location",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.parentIndex !== undefined){let data2 = data.parentIndex;if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){const err1 = {instancePath:instancePath+"/parentIndex",schemaPath:"#/properties/parentIndex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.parentIndex.type,parentSchema:schema66.properties.parentIndex,data:data2};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(typeof data2 == "number"){if(data2 < -1 || isNaN(data2)){const err2 = {instancePath:instancePath+"/parentIndex",schemaPath:"#/properties/parentIndex/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema66.properties.parentIndex,data:data2};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}}if(data.offset !== undefined){let data3 = data.offset;if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){const err3 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.offset.type,parentSchema:schema66.properties.offset,data:data3};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(typeof data3 == "number"){if(data3 < 0 || isNaN(data3)){const err4 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.offset,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}}if(data.length !== undefined){let data4 = data.length;if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){const err5 = {instancePath:instancePath+"/length",schemaPath:"#/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.length.type,parentSchema:schema66.properties.length,data:data4};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}if(typeof data4 == "number"){if(data4 < -1 || isNaN(data4)){const err6 = {instancePath:instancePath+"/length",schemaPath:"#/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema66.properties.length,data:data4};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}if(data.roles !== undefined){let data5 = data.roles;if(Array.isArray(data5)){const len0 = data5.length;for(let i0=0; i0<len0; i0++){let data6 = data5[i0];if(typeof data6 !== "string"){const err7 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"#/properties/roles/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.roles.items.type,parentSchema:schema66.properties.roles.items,data:data6};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(!(((((((((((((((((((((((data6 === "analysisTarget") || (data6 === "attachment")) || (data6 === "responseFile")) || (data6 === "resultFile")) || (data6 === "standardStream")) || (data6 === "tracedFile")) || (data6 === "unmodified")) || (data6 === "modified")) || (data6 === "added")) || (data6 === "deleted")) || (data6 === "renamed")) || (data6 === "uncontrolled")) || (data6 === "driver")) || (data6 === "extension")) || (data6 === "translation")) || (data6 === "taxonomy")) || (data6 === "policy")) || (data6 === "referencedOnCommandLine")) || (data6 === "memoryContents")) || (data6 === "directory")) || (data6 === "userSpecifiedConfiguration")) || (data6 === "toolSpecifiedConfiguration")) || (data6 === "debugOutputFile"))){const err8 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"#/properties/roles/items/enum",keyword:"enum",params:{allowedValues: schema66.properties.roles.items.enum},message:"must be equal to one of the allowed values",schema:schema66.properties.roles.items.enum,parentSchema:schema66.properties.roles.items,data:data6};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}const dup0 = func4(data5);if(dup0 !== null){const err9 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema66.properties.roles,data:data5};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema66.properties.roles.type,parentSchema:schema66.properties.roles,data:data5};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.mimeType !== undefined){let data7 = data.mimeType;if(typeof data7 === "string"){if(!pattern8.test(data7)){const err11 = {instancePath:instancePath+"/mimeType",schemaPath:"#/properties/mimeType/pattern",keyword:"pattern",params:{pattern: "[^/]+/.+"},message:"must match pattern \""+"[^/]+/.+"+"\"",schema:"[^/]+/.+",parentSchema:schema66.properties.mimeType,data:data7};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}else {const err12 = {instancePath:instancePath+"/mimeType",schemaPath:"#/properties/mimeType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.mimeType.type,parentSchema:schema66.properties.mimeType,data:data7};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.contents !== undefined){if(!(validate62(data.contents, {instancePath:instancePath+"/contents",parentData:data,parentDataProperty:"contents",rootData}))){vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);errors = vErrors.length;}}if(data.encoding !== undefined){let data9 = data.encoding;if(typeof data9 !== "string"){const err13 = {instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.encoding.type,parentSchema:schema66.properties.encoding,data:data9};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.sourceLanguage !== undefined){let data10 = data.sourceLanguage;if(typeof data10 !== "string"){const err14 = {instancePath:instancePath+"/sourceLanguage",schemaPath:"#/properties/sourceLanguage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.sourceLanguage.type,parentSchema:schema66.properties.sourceLanguage,data:data10};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data.hashes !== undefined){let data11 = data.hashes;if(data11 && typeof data11 == "object" && !Array.isArray(data11)){for(const key1 in data11){let data12 = data11[key1];if(typeof data12 !== "string"){const err15 = {instancePath:instancePath+"/hashes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hashes/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.hashes.additionalProperties.type,parentSchema:schema66.properties.hashes.additionalProperties,data:data12};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}}else {const err16 = {instancePath:instancePath+"/hashes",schemaPath:"#/properties/hashes/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.properties.hashes.type,parentSchema:schema66.properties.hashes,data:data11};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}if(data.lastModifiedTimeUtc !== undefined){let data13 = data.lastModifiedTimeUtc;if(typeof data13 === "string"){if(!(formats14.validate(data13))){const err17 = {instancePath:instancePath+"/lastModifiedTimeUtc",schemaPath:"#/properties/lastModifiedTimeUtc/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema66.properties.lastModifiedTimeUtc,data:data13};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}else {const err18 = {instancePath:instancePath+"/lastModifiedTimeUtc",schemaPath:"#/properties/lastModifiedTimeUtc/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.lastModifiedTimeUtc.type,parentSchema:schema66.properties.lastModifiedTimeUtc,data:data13};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data.properties !== undefined){let data14 = data.properties;if(data14 && typeof data14 == "object" && !Array.isArray(data14)){if(data14.tags !== undefined){let data15 = data14.tags;if(Array.isArray(data15)){const len1 = data15.length;for(let i1=0; i1<len1; i1++){let data16 = data15[i1];if(typeof data16 !== "string"){const err19 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data16};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}const dup1 = func4(data15);if(dup1 !== null){const err20 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data15};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}else {const err21 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data15};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}}else {const err22 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data14};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}}else {const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}validate106.errors = vErrors;return errors === 0;}const schema68 = {"type":"object","additionalProperties":false,"properties":{"description":{"$ref":"#/definitions/message"},"nodes":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/node"}},"edges":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/edge"}},"properties":{"$ref":"#/definitions/propertyBag"}}};const schema69 = {"type":"object","additionalProperties":false,"properties":{"id":{"type":"string"},"label":{"$ref":"#/definitions/message"},"location":{"$ref":"#/definitions/location"},"children":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/node"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["id"]};const wrapper1 = {validate: validate114};function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.id === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema69.required,parentSchema:schema69,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((((key0 === "id") || (key0 === "label")) || (key0 === "location")) || (key0 === "children")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema69,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.id !== undefined){let data0 = data.id;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.id.type,parentSchema:schema69.properties.id,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.label !== undefined){if(!(validate30(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.location !== undefined){if(!(validate56(data.location, {instancePath:instancePath+"/location",parentData:data,parentDataProperty:"location",rootData}))){vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);errors = vErrors.length;}}if(data.children !== undefined){let data3 = data.children;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){if(!(wrapper1.validate(data3[i0], {instancePath:instancePath+"/children/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? wrapper1.validate.errors : vErrors.concat(wrapper1.validate.errors);errors = vErrors.length;}}const dup0 = func4(data3);if(dup0 !== null){const err3 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema69.properties.children,data:data3};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema69.properties.children.type,parentSchema:schema69.properties.children,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.properties !== undefined){let data5 = data.properties;if(data5 && typeof data5 == "object" && !Array.isArray(data5)){if(data5.tags !== undefined){let data6 = data5.tags;if(Array.isArray(data6)){const len1 = data6.length;for(let i1=0; i1<len1; i1++){let data7 = data6[i1];if(typeof data7 !== "string"){const err5 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data7};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}const dup1 = func4(data6);if(dup1 !== null){const err6 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}validate114.errors = vErrors;return errors === 0;}const schema71 = {"type":"object","additionalProperties":false,"properties":{"id":{"type":"string"},"label":{"$ref":"#/definitions/message"},"sourceNodeId":{"type":"string"},"targetNodeId":{"type":"string"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["id","sourceNodeId","targetNodeId"]};function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.id === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema71.required,parentSchema:schema71,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.sourceNodeId === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceNodeId"},message:"must have required property '"+"sourceNodeId"+"'",schema:schema71.required,parentSchema:schema71,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.targetNodeId === undefined){const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "targetNodeId"},message:"must have required property '"+"targetNodeId"+"'",schema:schema71.required,parentSchema:schema71,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}for(const key0 in data){if(!(((((key0 === "id") || (key0 === "label")) || (key0 === "sourceNodeId")) || (key0 === "targetNodeId")) || (key0 === "properties"))){const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema71,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.id !== undefined){let data0 = data.id;if(typeof data0 !== "string"){const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.id.type,parentSchema:schema71.properties.id,data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.label !== undefined){if(!(validate30(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.sourceNodeId !== undefined){let data2 = data.sourceNodeId;if(typeof data2 !== "string"){const err5 = {instancePath:instancePath+"/sourceNodeId",schemaPath:"#/properties/sourceNodeId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.sourceNodeId.type,parentSchema:schema71.properties.sourceNodeId,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.targetNodeId !== undefined){let data3 = data.targetNodeId;if(typeof data3 !== "string"){const err6 = {instancePath:instancePath+"/targetNodeId",schemaPath:"#/properties/targetNodeId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.targetNodeId.type,parentSchema:schema71.properties.targetNodeId,data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.properties !== undefined){let data4 = data.properties;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){if(data4.tags !== undefined){let data5 = data4.tags;if(Array.isArray(data5)){const len0 = data5.length;for(let i0=0; i0<len0; i0++){let data6 = data5[i0];if(typeof data6 !== "string"){const err7 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data6};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}const dup0 = func4(data5);if(dup0 !== null){const err8 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}else {const err10 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data4};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}else {const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}validate118.errors = vErrors;return errors === 0;}function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!((((key0 === "description") || (key0 === "nodes")) || (key0 === "edges")) || (key0 === "properties"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema68,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.description !== undefined){if(!(validate30(data.description, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.nodes !== undefined){let data1 = data.nodes;if(Array.isArray(data1)){const len0 = data1.length;for(let i0=0; i0<len0; i0++){if(!(validate114(data1[i0], {instancePath:instancePath+"/nodes/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);errors = vErrors.length;}}const dup0 = func4(data1);if(dup0 !== null){const err1 = {instancePath:instancePath+"/nodes",schemaPath:"#/properties/nodes/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema68.properties.nodes,data:data1};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}else {const err2 = {instancePath:instancePath+"/nodes",schemaPath:"#/properties/nodes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema68.properties.nodes.type,parentSchema:schema68.properties.nodes,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.edges !== undefined){let data3 = data.edges;if(Array.isArray(data3)){const len1 = data3.length;for(let i1=0; i1<len1; i1++){if(!(validate118(data3[i1], {instancePath:instancePath+"/edges/" + i1,parentData:data3,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);errors = vErrors.length;}}const dup1 = func4(data3);if(dup1 !== null){const err3 = {instancePath:instancePath+"/edges",schemaPath:"#/properties/edges/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema68.properties.edges,data:data3};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/edges",schemaPath:"#/properties/edges/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema68.properties.edges.type,parentSchema:schema68.properties.edges,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.properties !== undefined){let data5 = data.properties;if(data5 && typeof data5 == "object" && !Array.isArray(data5)){if(data5.tags !== undefined){let data6 = data5.tags;if(Array.isArray(data6)){const len2 = data6.length;for(let i2=0; i2<len2; i2++){let data7 = data6[i2];if(typeof data7 !== "string"){const err5 = {instancePath:instancePath+"/properties/tags/" + i2,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data7};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}const dup2 = func4(data6);if(dup2 !== null){const err6 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup2[0], j: dup2[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema68.type,parentSchema:schema68,data};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}validate112.errors = vErrors;return errors === 0;}const schema74 = {"additionalProperties":false,"type":"object","properties":{"ruleId":{"type":"string"},"ruleIndex":{"type":"integer","minimum":-1},"rule":{"$ref":"#/definitions/reportingDescriptorReference"},"kind":{"enum":["notApplicable","pass","fail","review","open","informational"],"type":"string"},"level":{"enum":["none","note","warning","error"],"type":"string"},"message":{"$ref":"#/definitions/message"},"analysisTarget":{"$ref":"#/definitions/artifactLocation"},"locations":{"type":"array","items":{"$ref":"#/definitions/location"}},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"correlationGuid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"occurrenceCount":{"type":"integer","minimum":1},"partialFingerprints":{"type":"object","additionalProperties":{"type":"string"}},"fingerprints":{"type":"object","additionalProperties":{"type":"string"}},"stacks":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/stack"}},"codeFlows":{"type":"array","items":{"$ref":"#/definitions/codeFlow"}},"graphs":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/graph"}},"graphTraversals":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/graphTraversal"}},"relatedLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/location"}},"suppressions":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/suppression"}},"baselineState":{"enum":["new","unchanged","updated","absent"],"type":"string"},"rank":{"type":"number","minimum":-1,"maximum":100},"attachments":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/attachment"}},"hostedViewerUri":{"type":"string","format":"uri"},"workItemUris":{"type":"array","uniqueItemsFast":true,"items":{"type":"string","format":"uri"}},"provenance":{"$ref":"#/definitions/resultProvenance"},"fixes":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/fix"}},"taxa":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/reportingDescriptorReference"}},"webRequest":{"$ref":"#/definitions/webRequest"},"webResponse":{"$ref":"#/definitions/webResponse"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["message"]};const schema75 = {"additionalProperties":false,"type":"object","properties":{"message":{"$ref":"#/definitions/message"},"threadFlows":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/threadFlow"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["threadFlows"]};const schema76 = {"type":"object","additionalProperties":false,"properties":{"id":{"type":"string"},"message":{"$ref":"#/definitions/message"},"initialState":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"immutableState":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"locations":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/threadFlowLocation"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["locations"]};const schema77 = {"additionalProperties":false,"type":"object","properties":{"index":{"type":"integer","minimum":-1},"location":{"$ref":"#/definitions/location"},"stack":{"$ref":"#/definitions/stack"},"kinds":{"type":"array","uniqueItemsFast":true,"items":{"type":"string"}},"taxa":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/reportingDescriptorReference"}},"module":{"type":"string"},"state":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"nestingLevel":{"type":"integer","minimum":0},"executionOrder":{"type":"integer","minimum":-1},"executionTimeUtc":{"type":"string","format":"date-time"},"importance":{"enum":["important","essential","unimportant"],"type":"string"},"webRequest":{"$ref":"#/definitions/webRequest"},"webResponse":{"$ref":"#/definitions/webResponse"},"properties":{"$ref":"#/definitions/propertyBag"}}};const schema78 = {"type":"object","additionalProperties":false,"properties":{"index":{"type":"integer","minimum":-1},"protocol":{"type":"string"},"version":{"type":"string"},"target":{"type":"string"},"method":{"type":"string"},"headers":{"type":"object","additionalProperties":{"type":"string"}},"parameters":{"type":"object","additionalProperties":{"type":"string"}},"body":{"$ref":"#/definitions/artifactContent"},"properties":{"$ref":"#/definitions/propertyBag"}}};function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(func2.call(schema78.properties, key0))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema78,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.index !== undefined){let data0 = data.index;if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){const err1 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema78.properties.index.type,parentSchema:schema78.properties.index,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(typeof data0 == "number"){if(data0 < -1 || isNaN(data0)){const err2 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema78.properties.index,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}}if(data.protocol !== undefined){let data1 = data.protocol;if(typeof data1 !== "string"){const err3 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.protocol.type,parentSchema:schema78.properties.protocol,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.version !== undefined){let data2 = data.version;if(typeof data2 !== "string"){const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.version.type,parentSchema:schema78.properties.version,data:data2};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.target !== undefined){let data3 = data.target;if(typeof data3 !== "string"){const err5 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.target.type,parentSchema:schema78.properties.target,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.method !== undefined){let data4 = data.method;if(typeof data4 !== "string"){const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.method.type,parentSchema:schema78.properties.method,data:data4};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.headers !== undefined){let data5 = data.headers;if(data5 && typeof data5 == "object" && !Array.isArray(data5)){for(const key1 in data5){let data6 = data5[key1];if(typeof data6 !== "string"){const err7 = {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.headers.additionalProperties.type,parentSchema:schema78.properties.headers.additionalProperties,data:data6};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.properties.headers.type,parentSchema:schema78.properties.headers,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.parameters !== undefined){let data7 = data.parameters;if(data7 && typeof data7 == "object" && !Array.isArray(data7)){for(const key2 in data7){let data8 = data7[key2];if(typeof data8 !== "string"){const err9 = {instancePath:instancePath+"/parameters/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/parameters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.parameters.additionalProperties.type,parentSchema:schema78.properties.parameters.additionalProperties,data:data8};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}else {const err10 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.properties.parameters.type,parentSchema:schema78.properties.parameters,data:data7};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.body !== undefined){if(!(validate62(data.body, {instancePath:instancePath+"/body",parentData:data,parentDataProperty:"body",rootData}))){vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data10 = data.properties;if(data10 && typeof data10 == "object" && !Array.isArray(data10)){if(data10.tags !== undefined){let data11 = data10.tags;if(Array.isArray(data11)){const len0 = data11.length;for(let i0=0; i0<len0; i0++){let data12 = data11[i0];if(typeof data12 !== "string"){const err11 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data12};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}const dup0 = func4(data11);if(dup0 !== null){const err12 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data11};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}else {const err13 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data11};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}else {const err14 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data10};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}}else {const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.type,parentSchema:schema78,data};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}validate139.errors = vErrors;return errors === 0;}const schema80 = {"type":"object","additionalProperties":false,"properties":{"index":{"type":"integer","minimum":-1},"protocol":{"type":"string"},"version":{"type":"string"},"statusCode":{"type":"integer"},"reasonPhrase":{"type":"string"},"headers":{"type":"object","additionalProperties":{"type":"string"}},"body":{"$ref":"#/definitions/artifactContent"},"noResponseReceived":{"type":"boolean"},"properties":{"$ref":"#/definitions/propertyBag"}}};function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(func2.call(schema80.properties, key0))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema80,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.index !== undefined){let data0 = data.index;if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){const err1 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.properties.index.type,parentSchema:schema80.properties.index,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(typeof data0 == "number"){if(data0 < -1 || isNaN(data0)){const err2 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema80.properties.index,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}}if(data.protocol !== undefined){let data1 = data.protocol;if(typeof data1 !== "string"){const err3 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema80.properties.protocol.type,parentSchema:schema80.properties.protocol,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.version !== undefined){let data2 = data.version;if(typeof data2 !== "string"){const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema80.properties.version.type,parentSchema:schema80.properties.version,data:data2};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.statusCode !== undefined){let data3 = data.statusCode;if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){const err5 = {instancePath:instancePath+"/statusCode",schemaPath:"#/properties/statusCode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.properties.statusCode.type,parentSchema:schema80.properties.statusCode,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.reasonPhrase !== undefined){let data4 = data.reasonPhrase;if(typeof data4 !== "string"){const err6 = {instancePath:instancePath+"/reasonPhrase",schemaPath:"#/properties/reasonPhrase/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema80.properties.reasonPhrase.type,parentSchema:schema80.properties.reasonPhrase,data:data4};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.headers !== undefined){let data5 = data.headers;if(data5 && typeof data5 == "object" && !Array.isArray(data5)){for(const key1 in data5){let data6 = data5[key1];if(typeof data6 !== "string"){const err7 = {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema80.properties.headers.additionalProperties.type,parentSchema:schema80.properties.headers.additionalProperties,data:data6};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema80.properties.headers.type,parentSchema:schema80.properties.headers,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.body !== undefined){if(!(validate62(data.body, {instancePath:instancePath+"/body",parentData:data,parentDataProperty:"body",rootData}))){vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);errors = vErrors.length;}}if(data.noResponseReceived !== undefined){let data8 = data.noResponseReceived;if(typeof data8 !== "boolean"){const err9 = {instancePath:instancePath+"/noResponseReceived",schemaPath:"#/properties/noResponseReceived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema80.properties.noResponseReceived.type,parentSchema:schema80.properties.noResponseReceived,data:data8};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.properties !== undefined){let data9 = data.properties;if(data9 && typeof data9 == "object" && !Array.isArray(data9)){if(data9.tags !== undefined){let data10 = data9.tags;if(Array.isArray(data10)){const len0 = data10.length;for(let i0=0; i0<len0; i0++){let data11 = data10[i0];if(typeof data11 !== "string"){const err10 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data11};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}const dup0 = func4(data10);if(dup0 !== null){const err11 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data10};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}else {const err12 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data10};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}else {const err13 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data9};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}else {const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema80.type,parentSchema:schema80,data};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}validate142.errors = vErrors;return errors === 0;}function validate134(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(func2.call(schema77.properties, key0))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema77,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.index !== undefined){let data0 = data.index;if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){const err1 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.properties.index.type,parentSchema:schema77.properties.index,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(typeof data0 == "number"){if(data0 < -1 || isNaN(data0)){const err2 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema77.properties.index,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}}if(data.location !== undefined){if(!(validate56(data.location, {instancePath:instancePath+"/location",parentData:data,parentDataProperty:"location",rootData}))){vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);errors = vErrors.length;}}if(data.stack !== undefined){if(!(validate79(data.stack, {instancePath:instancePath+"/stack",parentData:data,parentDataProperty:"stack",rootData}))){vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);errors = vErrors.length;}}if(data.kinds !== undefined){let data3 = data.kinds;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){let data4 = data3[i0];if(typeof data4 !== "string"){const err3 = {instancePath:instancePath+"/kinds/" + i0,schemaPath:"#/properties/kinds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.kinds.items.type,parentSchema:schema77.properties.kinds.items,data:data4};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}const dup0 = func4(data3);if(dup0 !== null){const err4 = {instancePath:instancePath+"/kinds",schemaPath:"#/properties/kinds/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema77.properties.kinds,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/kinds",schemaPath:"#/properties/kinds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema77.properties.kinds.type,parentSchema:schema77.properties.kinds,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.taxa !== undefined){let data5 = data.taxa;if(Array.isArray(data5)){const len1 = data5.length;for(let i1=0; i1<len1; i1++){if(!(validate26(data5[i1], {instancePath:instancePath+"/taxa/" + i1,parentData:data5,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);errors = vErrors.length;}}const dup1 = func4(data5);if(dup1 !== null){const err6 = {instancePath:instancePath+"/taxa",schemaPath:"#/properties/taxa/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema77.properties.taxa,data:data5};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/taxa",schemaPath:"#/properties/taxa/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema77.properties.taxa.type,parentSchema:schema77.properties.taxa,data:data5};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.module !== undefined){let data7 = data.module;if(typeof data7 !== "string"){const err8 = {instancePath:instancePath+"/module",schemaPath:"#/properties/module/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.module.type,parentSchema:schema77.properties.module,data:data7};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.state !== undefined){let data8 = data.state;if(data8 && typeof data8 == "object" && !Array.isArray(data8)){for(const key1 in data8){if(!(validate14(data8[key1], {instancePath:instancePath+"/state/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}}else {const err9 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.state.type,parentSchema:schema77.properties.state,data:data8};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.nestingLevel !== undefined){let data10 = data.nestingLevel;if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){const err10 = {instancePath:instancePath+"/nestingLevel",schemaPath:"#/properties/nestingLevel/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.properties.nestingLevel.type,parentSchema:schema77.properties.nestingLevel,data:data10};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}if(typeof data10 == "number"){if(data10 < 0 || isNaN(data10)){const err11 = {instancePath:instancePath+"/nestingLevel",schemaPath:"#/properties/nestingLevel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema77.properties.nestingLevel,data:data10};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}if(data.executionOrder !== undefined){let data11 = data.executionOrder;if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){const err12 = {instancePath:instancePath+"/executionOrder",schemaPath:"#/properties/executionOrder/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.properties.executionOrder.type,parentSchema:schema77.properties.executionOrder,data:data11};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}if(typeof data11 == "number"){if(data11 < -1 || isNaN(data11)){const err13 = {instancePath:instancePath+"/executionOrder",schemaPath:"#/properties/executionOrder/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema77.properties.executionOrder,data:data11};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}if(data.executionTimeUtc !== undefined){let data12 = data.executionTimeUtc;if(typeof data12 === "string"){if(!(formats14.validate(data12))){const err14 = {instancePath:instancePath+"/executionTimeUtc",schemaPath:"#/properties/executionTimeUtc/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema77.properties.executionTimeUtc,data:data12};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}else {const err15 = {instancePath:instancePath+"/executionTimeUtc",schemaPath:"#/properties/executionTimeUtc/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.executionTimeUtc.type,parentSchema:schema77.properties.executionTimeUtc,data:data12};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data.importance !== undefined){let data13 = data.importance;if(typeof data13 !== "string"){const err16 = {instancePath:instancePath+"/importance",schemaPath:"#/properties/importance/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.importance.type,parentSchema:schema77.properties.importance,data:data13};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}if(!(((data13 === "important") || (data13 === "essential")) || (data13 === "unimportant"))){const err17 = {instancePath:instancePath+"/importance",schemaPath:"#/properties/importance/enum",keyword:"enum",params:{allowedValues: schema77.properties.importance.enum},message:"must be equal to one of the allowed values",schema:schema77.properties.importance.enum,parentSchema:schema77.properties.importance,data:data13};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data.webRequest !== undefined){if(!(validate139(data.webRequest, {instancePath:instancePath+"/webRequest",parentData:data,parentDataProperty:"webRequest",rootData}))){vErrors = vErrors === null ? validate139.errors : vErrors.concat(validate139.errors);errors = vErrors.length;}}if(data.webResponse !== undefined){if(!(validate142(data.webResponse, {instancePath:instancePath+"/webResponse",parentData:data,parentDataProperty:"webResponse",rootData}))){vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data16 = data.properties;if(data16 && typeof data16 == "object" && !Array.isArray(data16)){if(data16.tags !== undefined){let data17 = data16.tags;if(Array.isArray(data17)){const len2 = data17.length;for(let i2=0; i2<len2; i2++){let data18 = data17[i2];if(typeof data18 !== "string"){const err18 = {instancePath:instancePath+"/properties/tags/" + i2,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data18};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}const dup2 = func4(data17);if(dup2 !== null){const err19 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup2[0], j: dup2[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data17};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}else {const err20 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data17};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}}else {const err21 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data16};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}}else {const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.type,parentSchema:schema77,data};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}validate134.errors = vErrors;return errors === 0;}function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.locations === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "locations"},message:"must have required property '"+"locations"+"'",schema:schema76.required,parentSchema:schema76,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!((((((key0 === "id") || (key0 === "message")) || (key0 === "initialState")) || (key0 === "immutableState")) || (key0 === "locations")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema76,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.id !== undefined){let data0 = data.id;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.id.type,parentSchema:schema76.properties.id,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.message !== undefined){if(!(validate30(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.initialState !== undefined){let data2 = data.initialState;if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 in data2){if(!(validate14(data2[key1], {instancePath:instancePath+"/initialState/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}}else {const err3 = {instancePath:instancePath+"/initialState",schemaPath:"#/properties/initialState/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.properties.initialState.type,parentSchema:schema76.properties.initialState,data:data2};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.immutableState !== undefined){let data4 = data.immutableState;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){for(const key2 in data4){if(!(validate14(data4[key2], {instancePath:instancePath+"/immutableState/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key2,rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}}else {const err4 = {instancePath:instancePath+"/immutableState",schemaPath:"#/properties/immutableState/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.properties.immutableState.type,parentSchema:schema76.properties.immutableState,data:data4};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.locations !== undefined){let data6 = data.locations;if(Array.isArray(data6)){if(data6.length < 1){const err5 = {instancePath:instancePath+"/locations",schemaPath:"#/properties/locations/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema76.properties.locations,data:data6};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}const len0 = data6.length;for(let i0=0; i0<len0; i0++){if(!(validate134(data6[i0], {instancePath:instancePath+"/locations/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate134.errors : vErrors.concat(validate134.errors);errors = vErrors.length;}}}else {const err6 = {instancePath:instancePath+"/locations",schemaPath:"#/properties/locations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema76.properties.locations.type,parentSchema:schema76.properties.locations,data:data6};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.properties !== undefined){let data8 = data.properties;if(data8 && typeof data8 == "object" && !Array.isArray(data8)){if(data8.tags !== undefined){let data9 = data8.tags;if(Array.isArray(data9)){const len1 = data9.length;for(let i1=0; i1<len1; i1++){let data10 = data9[i1];if(typeof data10 !== "string"){const err7 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data10};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}const dup0 = func4(data9);if(dup0 !== null){const err8 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data9};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data9};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}else {const err10 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data8};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}else {const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.type,parentSchema:schema76,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}validate130.errors = vErrors;return errors === 0;}function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.threadFlows === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "threadFlows"},message:"must have required property '"+"threadFlows"+"'",schema:schema75.required,parentSchema:schema75,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((key0 === "message") || (key0 === "threadFlows")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema75,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.message !== undefined){if(!(validate30(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.threadFlows !== undefined){let data1 = data.threadFlows;if(Array.isArray(data1)){if(data1.length < 1){const err2 = {instancePath:instancePath+"/threadFlows",schemaPath:"#/properties/threadFlows/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema75.properties.threadFlows,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}const len0 = data1.length;for(let i0=0; i0<len0; i0++){if(!(validate130(data1[i0], {instancePath:instancePath+"/threadFlows/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);errors = vErrors.length;}}}else {const err3 = {instancePath:instancePath+"/threadFlows",schemaPath:"#/properties/threadFlows/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.threadFlows.type,parentSchema:schema75.properties.threadFlows,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.properties !== undefined){let data3 = data.properties;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){if(data3.tags !== undefined){let data4 = data3.tags;if(Array.isArray(data4)){const len1 = data4.length;for(let i1=0; i1<len1; i1++){let data5 = data4[i1];if(typeof data5 !== "string"){const err4 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data5};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}const dup0 = func4(data4);if(dup0 !== null){const err5 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}else {const err7 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data3};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema75.type,parentSchema:schema75,data};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}validate128.errors = vErrors;return errors === 0;}const schema85 = {"type":"object","additionalProperties":false,"properties":{"runGraphIndex":{"type":"integer","minimum":-1},"resultGraphIndex":{"type":"integer","minimum":-1},"description":{"$ref":"#/definitions/message"},"initialState":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"immutableState":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"edgeTraversals":{"type":"array","items":{"$ref":"#/definitions/edgeTraversal"}},"properties":{"$ref":"#/definitions/propertyBag"}},"oneOf":[{"required":["runGraphIndex"]},{"required":["resultGraphIndex"]}]};const schema86 = {"type":"object","additionalProperties":false,"properties":{"edgeId":{"type":"string"},"message":{"$ref":"#/definitions/message"},"finalState":{"type":"object","additionalProperties":{"$ref":"#/definitions/multiformatMessageString"}},"stepOverEdgeCount":{"type":"integer","minimum":0},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["edgeId"]};function validate153(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.edgeId === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "edgeId"},message:"must have required property '"+"edgeId"+"'",schema:schema86.required,parentSchema:schema86,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((((key0 === "edgeId") || (key0 === "message")) || (key0 === "finalState")) || (key0 === "stepOverEdgeCount")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema86,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.edgeId !== undefined){let data0 = data.edgeId;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/edgeId",schemaPath:"#/properties/edgeId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema86.properties.edgeId.type,parentSchema:schema86.properties.edgeId,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.message !== undefined){if(!(validate30(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.finalState !== undefined){let data2 = data.finalState;if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 in data2){if(!(validate14(data2[key1], {instancePath:instancePath+"/finalState/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}}else {const err3 = {instancePath:instancePath+"/finalState",schemaPath:"#/properties/finalState/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema86.properties.finalState.type,parentSchema:schema86.properties.finalState,data:data2};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.stepOverEdgeCount !== undefined){let data4 = data.stepOverEdgeCount;if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){const err4 = {instancePath:instancePath+"/stepOverEdgeCount",schemaPath:"#/properties/stepOverEdgeCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema86.properties.stepOverEdgeCount.type,parentSchema:schema86.properties.stepOverEdgeCount,data:data4};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}if(typeof data4 == "number"){if(data4 < 0 || isNaN(data4)){const err5 = {instancePath:instancePath+"/stepOverEdgeCount",schemaPath:"#/properties/stepOverEdgeCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema86.properties.stepOverEdgeCount,data:data4};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}if(data.properties !== undefined){let data5 = data.properties;if(data5 && typeof data5 == "object" && !Array.isArray(data5)){if(data5.tags !== undefined){let data6 = data5.tags;if(Array.isArray(data6)){const len0 = data6.length;for(let i0=0; i0<len0; i0++){let data7 = data6[i0];if(typeof data7 !== "string"){const err6 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data7};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}const dup0 = func4(data6);if(dup0 !== null){const err7 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}else {const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema86.type,parentSchema:schema86,data};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}validate153.errors = vErrors;return errors === 0;}function validate149(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;let valid0 = false;let passing0 = null;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.runGraphIndex === undefined){const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "runGraphIndex"},message:"must have required property '"+"runGraphIndex"+"'",schema:schema85.oneOf[0].required,parentSchema:schema85.oneOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs2 === errors;if(_valid0){valid0 = true;passing0 = 0;}const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.resultGraphIndex === undefined){const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "resultGraphIndex"},message:"must have required property '"+"resultGraphIndex"+"'",schema:schema85.oneOf[1].required,parentSchema:schema85.oneOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs3 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 1];}else {if(_valid0){valid0 = true;passing0 = 1;}}if(!valid0){const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema85.oneOf,parentSchema:schema85,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((((key0 === "runGraphIndex") || (key0 === "resultGraphIndex")) || (key0 === "description")) || (key0 === "initialState")) || (key0 === "immutableState")) || (key0 === "edgeTraversals")) || (key0 === "properties"))){const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema85,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.runGraphIndex !== undefined){let data0 = data.runGraphIndex;if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){const err4 = {instancePath:instancePath+"/runGraphIndex",schemaPath:"#/properties/runGraphIndex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema85.properties.runGraphIndex.type,parentSchema:schema85.properties.runGraphIndex,data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}if(typeof data0 == "number"){if(data0 < -1 || isNaN(data0)){const err5 = {instancePath:instancePath+"/runGraphIndex",schemaPath:"#/properties/runGraphIndex/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema85.properties.runGraphIndex,data:data0};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}if(data.resultGraphIndex !== undefined){let data1 = data.resultGraphIndex;if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){const err6 = {instancePath:instancePath+"/resultGraphIndex",schemaPath:"#/properties/resultGraphIndex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema85.properties.resultGraphIndex.type,parentSchema:schema85.properties.resultGraphIndex,data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}if(typeof data1 == "number"){if(data1 < -1 || isNaN(data1)){const err7 = {instancePath:instancePath+"/resultGraphIndex",schemaPath:"#/properties/resultGraphIndex/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema85.properties.resultGraphIndex,data:data1};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}if(data.description !== undefined){if(!(validate30(data.description, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.initialState !== undefined){let data3 = data.initialState;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){for(const key1 in data3){if(!(validate14(data3[key1], {instancePath:instancePath+"/initialState/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data3,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}}else {const err8 = {instancePath:instancePath+"/initialState",schemaPath:"#/properties/initialState/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema85.properties.initialState.type,parentSchema:schema85.properties.initialState,data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.immutableState !== undefined){let data5 = data.immutableState;if(data5 && typeof data5 == "object" && !Array.isArray(data5)){for(const key2 in data5){if(!(validate14(data5[key2], {instancePath:instancePath+"/immutableState/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data5,parentDataProperty:key2,rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}}else {const err9 = {instancePath:instancePath+"/immutableState",schemaPath:"#/properties/immutableState/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema85.properties.immutableState.type,parentSchema:schema85.properties.immutableState,data:data5};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.edgeTraversals !== undefined){let data7 = data.edgeTraversals;if(Array.isArray(data7)){const len0 = data7.length;for(let i0=0; i0<len0; i0++){if(!(validate153(data7[i0], {instancePath:instancePath+"/edgeTraversals/" + i0,parentData:data7,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);errors = vErrors.length;}}}else {const err10 = {instancePath:instancePath+"/edgeTraversals",schemaPath:"#/properties/edgeTraversals/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema85.properties.edgeTraversals.type,parentSchema:schema85.properties.edgeTraversals,data:data7};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.properties !== undefined){let data9 = data.properties;if(data9 && typeof data9 == "object" && !Array.isArray(data9)){if(data9.tags !== undefined){let data10 = data9.tags;if(Array.isArray(data10)){const len1 = data10.length;for(let i1=0; i1<len1; i1++){let data11 = data10[i1];if(typeof data11 !== "string"){const err11 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data11};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}const dup0 = func4(data10);if(dup0 !== null){const err12 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data10};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}else {const err13 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data10};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}else {const err14 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data9};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}}else {const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema85.type,parentSchema:schema85,data};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}validate149.errors = vErrors;return errors === 0;}const schema89 = {"additionalProperties":false,"type":"object","properties":{"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"kind":{"enum":["inSource","external"],"type":"string"},"status":{"enum":["accepted","underReview","rejected"],"type":"string"},"justification":{"type":"string"},"location":{"$ref":"#/definitions/location"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["kind"]};function validate159(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.kind === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema89.required,parentSchema:schema89,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!((((((key0 === "guid") || (key0 === "kind")) || (key0 === "status")) || (key0 === "justification")) || (key0 === "location")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema89,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.guid !== undefined){let data0 = data.guid;if(typeof data0 === "string"){if(!pattern0.test(data0)){const err2 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema89.properties.guid,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.guid.type,parentSchema:schema89.properties.guid,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.kind !== undefined){let data1 = data.kind;if(typeof data1 !== "string"){const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.kind.type,parentSchema:schema89.properties.kind,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}if(!((data1 === "inSource") || (data1 === "external"))){const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema89.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema89.properties.kind.enum,parentSchema:schema89.properties.kind,data:data1};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.status !== undefined){let data2 = data.status;if(typeof data2 !== "string"){const err6 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.status.type,parentSchema:schema89.properties.status,data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}if(!(((data2 === "accepted") || (data2 === "underReview")) || (data2 === "rejected"))){const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema89.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema89.properties.status.enum,parentSchema:schema89.properties.status,data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.justification !== undefined){let data3 = data.justification;if(typeof data3 !== "string"){const err8 = {instancePath:instancePath+"/justification",schemaPath:"#/properties/justification/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.justification.type,parentSchema:schema89.properties.justification,data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.location !== undefined){if(!(validate56(data.location, {instancePath:instancePath+"/location",parentData:data,parentDataProperty:"location",rootData}))){vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data5 = data.properties;if(data5 && typeof data5 == "object" && !Array.isArray(data5)){if(data5.tags !== undefined){let data6 = data5.tags;if(Array.isArray(data6)){const len0 = data6.length;for(let i0=0; i0<len0; i0++){let data7 = data6[i0];if(typeof data7 !== "string"){const err9 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data7};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}const dup0 = func4(data6);if(dup0 !== null){const err10 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}else {const err11 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}else {const err12 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}else {const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema89.type,parentSchema:schema89,data};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}validate159.errors = vErrors;return errors === 0;}const schema91 = {"type":"object","additionalProperties":false,"properties":{"description":{"$ref":"#/definitions/message"},"artifactLocation":{"$ref":"#/definitions/artifactLocation"},"regions":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/region"}},"rectangles":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/rectangle"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["artifactLocation"]};const schema92 = {"additionalProperties":false,"type":"object","properties":{"top":{"type":"number"},"left":{"type":"number"},"bottom":{"type":"number"},"right":{"type":"number"},"message":{"$ref":"#/definitions/message"},"properties":{"$ref":"#/definitions/propertyBag"}}};function validate166(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!((((((key0 === "top") || (key0 === "left")) || (key0 === "bottom")) || (key0 === "right")) || (key0 === "message")) || (key0 === "properties"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema92,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.top !== undefined){let data0 = data.top;if(!(typeof data0 == "number")){const err1 = {instancePath:instancePath+"/top",schemaPath:"#/properties/top/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema92.properties.top.type,parentSchema:schema92.properties.top,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.left !== undefined){let data1 = data.left;if(!(typeof data1 == "number")){const err2 = {instancePath:instancePath+"/left",schemaPath:"#/properties/left/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema92.properties.left.type,parentSchema:schema92.properties.left,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.bottom !== undefined){let data2 = data.bottom;if(!(typeof data2 == "number")){const err3 = {instancePath:instancePath+"/bottom",schemaPath:"#/properties/bottom/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema92.properties.bottom.type,parentSchema:schema92.properties.bottom,data:data2};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.right !== undefined){let data3 = data.right;if(!(typeof data3 == "number")){const err4 = {instancePath:instancePath+"/right",schemaPath:"#/properties/right/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema92.properties.right.type,parentSchema:schema92.properties.right,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.message !== undefined){if(!(validate30(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data5 = data.properties;if(data5 && typeof data5 == "object" && !Array.isArray(data5)){if(data5.tags !== undefined){let data6 = data5.tags;if(Array.isArray(data6)){const len0 = data6.length;for(let i0=0; i0<len0; i0++){let data7 = data6[i0];if(typeof data7 !== "string"){const err5 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data7};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}const dup0 = func4(data6);if(dup0 !== null){const err6 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data6};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema92.type,parentSchema:schema92,data};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}validate166.errors = vErrors;return errors === 0;}function validate162(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.artifactLocation === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "artifactLocation"},message:"must have required property '"+"artifactLocation"+"'",schema:schema91.required,parentSchema:schema91,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((((key0 === "description") || (key0 === "artifactLocation")) || (key0 === "regions")) || (key0 === "rectangles")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema91,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.description !== undefined){if(!(validate30(data.description, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.artifactLocation !== undefined){if(!(validate36(data.artifactLocation, {instancePath:instancePath+"/artifactLocation",parentData:data,parentDataProperty:"artifactLocation",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.regions !== undefined){let data2 = data.regions;if(Array.isArray(data2)){const len0 = data2.length;for(let i0=0; i0<len0; i0++){if(!(validate61(data2[i0], {instancePath:instancePath+"/regions/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);errors = vErrors.length;}}const dup0 = func4(data2);if(dup0 !== null){const err2 = {instancePath:instancePath+"/regions",schemaPath:"#/properties/regions/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema91.properties.regions,data:data2};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {instancePath:instancePath+"/regions",schemaPath:"#/properties/regions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema91.properties.regions.type,parentSchema:schema91.properties.regions,data:data2};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.rectangles !== undefined){let data4 = data.rectangles;if(Array.isArray(data4)){const len1 = data4.length;for(let i1=0; i1<len1; i1++){if(!(validate166(data4[i1], {instancePath:instancePath+"/rectangles/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);errors = vErrors.length;}}const dup1 = func4(data4);if(dup1 !== null){const err4 = {instancePath:instancePath+"/rectangles",schemaPath:"#/properties/rectangles/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema91.properties.rectangles,data:data4};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/rectangles",schemaPath:"#/properties/rectangles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema91.properties.rectangles.type,parentSchema:schema91.properties.rectangles,data:data4};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.properties !== undefined){let data6 = data.properties;if(data6 && typeof data6 == "object" && !Array.isArray(data6)){if(data6.tags !== undefined){let data7 = data6.tags;if(Array.isArray(data7)){const len2 = data7.length;for(let i2=0; i2<len2; i2++){let data8 = data7[i2];if(typeof data8 !== "string"){const err6 = {instancePath:instancePath+"/properties/tags/" + i2,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data8};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}const dup2 = func4(data7);if(dup2 !== null){const err7 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup2[0], j: dup2[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data7};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data7};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data6};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}else {const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema91.type,parentSchema:schema91,data};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}validate162.errors = vErrors;return errors === 0;}const schema95 = {"additionalProperties":false,"type":"object","properties":{"firstDetectionTimeUtc":{"type":"string","format":"date-time"},"lastDetectionTimeUtc":{"type":"string","format":"date-time"},"firstDetectionRunGuid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"lastDetectionRunGuid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"invocationIndex":{"type":"integer","minimum":-1},"conversionSources":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/physicalLocation"}},"properties":{"$ref":"#/definitions/propertyBag"}}};function validate170(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((((key0 === "firstDetectionTimeUtc") || (key0 === "lastDetectionTimeUtc")) || (key0 === "firstDetectionRunGuid")) || (key0 === "lastDetectionRunGuid")) || (key0 === "invocationIndex")) || (key0 === "conversionSources")) || (key0 === "properties"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema95,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.firstDetectionTimeUtc !== undefined){let data0 = data.firstDetectionTimeUtc;if(typeof data0 === "string"){if(!(formats14.validate(data0))){const err1 = {instancePath:instancePath+"/firstDetectionTimeUtc",schemaPath:"#/properties/firstDetectionTimeUtc/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema95.properties.firstDetectionTimeUtc,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}else {const err2 = {instancePath:instancePath+"/firstDetectionTimeUtc",schemaPath:"#/properties/firstDetectionTimeUtc/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema95.properties.firstDetectionTimeUtc.type,parentSchema:schema95.properties.firstDetectionTimeUtc,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.lastDetectionTimeUtc !== undefined){let data1 = data.lastDetectionTimeUtc;if(typeof data1 === "string"){if(!(formats14.validate(data1))){const err3 = {instancePath:instancePath+"/lastDetectionTimeUtc",schemaPath:"#/properties/lastDetectionTimeUtc/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema95.properties.lastDetectionTimeUtc,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/lastDetectionTimeUtc",schemaPath:"#/properties/lastDetectionTimeUtc/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema95.properties.lastDetectionTimeUtc.type,parentSchema:schema95.properties.lastDetectionTimeUtc,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.firstDetectionRunGuid !== undefined){let data2 = data.firstDetectionRunGuid;if(typeof data2 === "string"){if(!pattern0.test(data2)){const err5 = {instancePath:instancePath+"/firstDetectionRunGuid",schemaPath:"#/properties/firstDetectionRunGuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema95.properties.firstDetectionRunGuid,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/firstDetectionRunGuid",schemaPath:"#/properties/firstDetectionRunGuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema95.properties.firstDetectionRunGuid.type,parentSchema:schema95.properties.firstDetectionRunGuid,data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.lastDetectionRunGuid !== undefined){let data3 = data.lastDetectionRunGuid;if(typeof data3 === "string"){if(!pattern0.test(data3)){const err7 = {instancePath:instancePath+"/lastDetectionRunGuid",schemaPath:"#/properties/lastDetectionRunGuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema95.properties.lastDetectionRunGuid,data:data3};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/lastDetectionRunGuid",schemaPath:"#/properties/lastDetectionRunGuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema95.properties.lastDetectionRunGuid.type,parentSchema:schema95.properties.lastDetectionRunGuid,data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.invocationIndex !== undefined){let data4 = data.invocationIndex;if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){const err9 = {instancePath:instancePath+"/invocationIndex",schemaPath:"#/properties/invocationIndex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema95.properties.invocationIndex.type,parentSchema:schema95.properties.invocationIndex,data:data4};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if(typeof data4 == "number"){if(data4 < -1 || isNaN(data4)){const err10 = {instancePath:instancePath+"/invocationIndex",schemaPath:"#/properties/invocationIndex/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema95.properties.invocationIndex,data:data4};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}if(data.conversionSources !== undefined){let data5 = data.conversionSources;if(Array.isArray(data5)){const len0 = data5.length;for(let i0=0; i0<len0; i0++){if(!(validate57(data5[i0], {instancePath:instancePath+"/conversionSources/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);errors = vErrors.length;}}const dup0 = func4(data5);if(dup0 !== null){const err11 = {instancePath:instancePath+"/conversionSources",schemaPath:"#/properties/conversionSources/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema95.properties.conversionSources,data:data5};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}else {const err12 = {instancePath:instancePath+"/conversionSources",schemaPath:"#/properties/conversionSources/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema95.properties.conversionSources.type,parentSchema:schema95.properties.conversionSources,data:data5};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.properties !== undefined){let data7 = data.properties;if(data7 && typeof data7 == "object" && !Array.isArray(data7)){if(data7.tags !== undefined){let data8 = data7.tags;if(Array.isArray(data8)){const len1 = data8.length;for(let i1=0; i1<len1; i1++){let data9 = data8[i1];if(typeof data9 !== "string"){const err13 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data9};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}const dup1 = func4(data8);if(dup1 !== null){const err14 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data8};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}else {const err15 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data8};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}}else {const err16 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data7};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}}else {const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema95.type,parentSchema:schema95,data};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}validate170.errors = vErrors;return errors === 0;}const schema97 = {"additionalProperties":false,"type":"object","properties":{"description":{"$ref":"#/definitions/message"},"artifactChanges":{"type":"array","minItems":1,"uniqueItemsFast":true,"items":{"$ref":"#/definitions/artifactChange"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["artifactChanges"]};const schema98 = {"additionalProperties":false,"type":"object","properties":{"artifactLocation":{"$ref":"#/definitions/artifactLocation"},"replacements":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/replacement"}},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["artifactLocation","replacements"]};const schema99 = {"additionalProperties":false,"type":"object","properties":{"deletedRegion":{"$ref":"#/definitions/region"},"insertedContent":{"$ref":"#/definitions/artifactContent"},"properties":{"$ref":"#/definitions/propertyBag"}},"required":["deletedRegion"]};function validate177(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.deletedRegion === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deletedRegion"},message:"must have required property '"+"deletedRegion"+"'",schema:schema99.required,parentSchema:schema99,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((key0 === "deletedRegion") || (key0 === "insertedContent")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema99,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.deletedRegion !== undefined){if(!(validate61(data.deletedRegion, {instancePath:instancePath+"/deletedRegion",parentData:data,parentDataProperty:"deletedRegion",rootData}))){vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);errors = vErrors.length;}}if(data.insertedContent !== undefined){if(!(validate62(data.insertedContent, {instancePath:instancePath+"/insertedContent",parentData:data,parentDataProperty:"insertedContent",rootData}))){vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data2 = data.properties;if(data2 && typeof data2 == "object" && !Array.isArray(data2)){if(data2.tags !== undefined){let data3 = data2.tags;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){let data4 = data3[i0];if(typeof data4 !== "string"){const err2 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data4};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}const dup0 = func4(data3);if(dup0 !== null){const err3 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data3};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}}else {const err5 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}else {const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema99.type,parentSchema:schema99,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}validate177.errors = vErrors;return errors === 0;}function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.artifactLocation === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "artifactLocation"},message:"must have required property '"+"artifactLocation"+"'",schema:schema98.required,parentSchema:schema98,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.replacements === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "replacements"},message:"must have required property '"+"replacements"+"'",schema:schema98.required,parentSchema:schema98,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}for(const key0 in data){if(!(((key0 === "artifactLocation") || (key0 === "replacements")) || (key0 === "properties"))){const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema98,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.artifactLocation !== undefined){if(!(validate36(data.artifactLocation, {instancePath:instancePath+"/artifactLocation",parentData:data,parentDataProperty:"artifactLocation",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.replacements !== undefined){let data1 = data.replacements;if(Array.isArray(data1)){if(data1.length < 1){const err3 = {instancePath:instancePath+"/replacements",schemaPath:"#/properties/replacements/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema98.properties.replacements,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}const len0 = data1.length;for(let i0=0; i0<len0; i0++){if(!(validate177(data1[i0], {instancePath:instancePath+"/replacements/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);errors = vErrors.length;}}}else {const err4 = {instancePath:instancePath+"/replacements",schemaPath:"#/properties/replacements/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema98.properties.replacements.type,parentSchema:schema98.properties.replacements,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.properties !== undefined){let data3 = data.properties;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){if(data3.tags !== undefined){let data4 = data3.tags;if(Array.isArray(data4)){const len1 = data4.length;for(let i1=0; i1<len1; i1++){let data5 = data4[i1];if(typeof data5 !== "string"){const err5 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data5};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}const dup0 = func4(data4);if(dup0 !== null){const err6 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema98.type,parentSchema:schema98,data};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}validate175.errors = vErrors;return errors === 0;}function validate173(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.artifactChanges === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "artifactChanges"},message:"must have required property '"+"artifactChanges"+"'",schema:schema97.required,parentSchema:schema97,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((key0 === "description") || (key0 === "artifactChanges")) || (key0 === "properties"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema97,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.description !== undefined){if(!(validate30(data.description, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.artifactChanges !== undefined){let data1 = data.artifactChanges;if(Array.isArray(data1)){if(data1.length < 1){const err2 = {instancePath:instancePath+"/artifactChanges",schemaPath:"#/properties/artifactChanges/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema97.properties.artifactChanges,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}const len0 = data1.length;for(let i0=0; i0<len0; i0++){if(!(validate175(data1[i0], {instancePath:instancePath+"/artifactChanges/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate175.errors : vErrors.concat(validate175.errors);errors = vErrors.length;}}const dup0 = func4(data1);if(dup0 !== null){const err3 = {instancePath:instancePath+"/artifactChanges",schemaPath:"#/properties/artifactChanges/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema97.properties.artifactChanges,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/artifactChanges",schemaPath:"#/properties/artifactChanges/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema97.properties.artifactChanges.type,parentSchema:schema97.properties.artifactChanges,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.properties !== undefined){let data3 = data.properties;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){if(data3.tags !== undefined){let data4 = data3.tags;if(Array.isArray(data4)){const len1 = data4.length;for(let i1=0; i1<len1; i1++){let data5 = data4[i1];if(typeof data5 !== "string"){const err5 = {instancePath:instancePath+"/properties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data5};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}const dup1 = func4(data4);if(dup1 !== null){const err6 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema97.type,parentSchema:schema97,data};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}validate173.errors = vErrors;return errors === 0;}function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.message === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema74.required,parentSchema:schema74,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(func2.call(schema74.properties, key0))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema74,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.ruleId !== undefined){let data0 = data.ruleId;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/ruleId",schemaPath:"#/properties/ruleId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.ruleId.type,parentSchema:schema74.properties.ruleId,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.ruleIndex !== undefined){let data1 = data.ruleIndex;if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){const err3 = {instancePath:instancePath+"/ruleIndex",schemaPath:"#/properties/ruleIndex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema74.properties.ruleIndex.type,parentSchema:schema74.properties.ruleIndex,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(typeof data1 == "number"){if(data1 < -1 || isNaN(data1)){const err4 = {instancePath:instancePath+"/ruleIndex",schemaPath:"#/properties/ruleIndex/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema74.properties.ruleIndex,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}}if(data.rule !== undefined){if(!(validate26(data.rule, {instancePath:instancePath+"/rule",parentData:data,parentDataProperty:"rule",rootData}))){vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);errors = vErrors.length;}}if(data.kind !== undefined){let data3 = data.kind;if(typeof data3 !== "string"){const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.kind.type,parentSchema:schema74.properties.kind,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}if(!((((((data3 === "notApplicable") || (data3 === "pass")) || (data3 === "fail")) || (data3 === "review")) || (data3 === "open")) || (data3 === "informational"))){const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema74.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema74.properties.kind.enum,parentSchema:schema74.properties.kind,data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.level !== undefined){let data4 = data.level;if(typeof data4 !== "string"){const err7 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.level.type,parentSchema:schema74.properties.level,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(!((((data4 === "none") || (data4 === "note")) || (data4 === "warning")) || (data4 === "error"))){const err8 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/enum",keyword:"enum",params:{allowedValues: schema74.properties.level.enum},message:"must be equal to one of the allowed values",schema:schema74.properties.level.enum,parentSchema:schema74.properties.level,data:data4};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.message !== undefined){if(!(validate30(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.analysisTarget !== undefined){if(!(validate36(data.analysisTarget, {instancePath:instancePath+"/analysisTarget",parentData:data,parentDataProperty:"analysisTarget",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.locations !== undefined){let data7 = data.locations;if(Array.isArray(data7)){const len0 = data7.length;for(let i0=0; i0<len0; i0++){if(!(validate56(data7[i0], {instancePath:instancePath+"/locations/" + i0,parentData:data7,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);errors = vErrors.length;}}}else {const err9 = {instancePath:instancePath+"/locations",schemaPath:"#/properties/locations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.locations.type,parentSchema:schema74.properties.locations,data:data7};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.guid !== undefined){let data9 = data.guid;if(typeof data9 === "string"){if(!pattern0.test(data9)){const err10 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema74.properties.guid,data:data9};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}else {const err11 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.guid.type,parentSchema:schema74.properties.guid,data:data9};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.correlationGuid !== undefined){let data10 = data.correlationGuid;if(typeof data10 === "string"){if(!pattern0.test(data10)){const err12 = {instancePath:instancePath+"/correlationGuid",schemaPath:"#/properties/correlationGuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema74.properties.correlationGuid,data:data10};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}else {const err13 = {instancePath:instancePath+"/correlationGuid",schemaPath:"#/properties/correlationGuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.correlationGuid.type,parentSchema:schema74.properties.correlationGuid,data:data10};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.occurrenceCount !== undefined){let data11 = data.occurrenceCount;if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){const err14 = {instancePath:instancePath+"/occurrenceCount",schemaPath:"#/properties/occurrenceCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema74.properties.occurrenceCount.type,parentSchema:schema74.properties.occurrenceCount,data:data11};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}if(typeof data11 == "number"){if(data11 < 1 || isNaN(data11)){const err15 = {instancePath:instancePath+"/occurrenceCount",schemaPath:"#/properties/occurrenceCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema74.properties.occurrenceCount,data:data11};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}}if(data.partialFingerprints !== undefined){let data12 = data.partialFingerprints;if(data12 && typeof data12 == "object" && !Array.isArray(data12)){for(const key1 in data12){let data13 = data12[key1];if(typeof data13 !== "string"){const err16 = {instancePath:instancePath+"/partialFingerprints/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/partialFingerprints/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.partialFingerprints.additionalProperties.type,parentSchema:schema74.properties.partialFingerprints.additionalProperties,data:data13};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}}else {const err17 = {instancePath:instancePath+"/partialFingerprints",schemaPath:"#/properties/partialFingerprints/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.properties.partialFingerprints.type,parentSchema:schema74.properties.partialFingerprints,data:data12};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data.fingerprints !== undefined){let data14 = data.fingerprints;if(data14 && typeof data14 == "object" && !Array.isArray(data14)){for(const key2 in data14){let data15 = data14[key2];if(typeof data15 !== "string"){const err18 = {instancePath:instancePath+"/fingerprints/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fingerprints/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.fingerprints.additionalProperties.type,parentSchema:schema74.properties.fingerprints.additionalProperties,data:data15};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}}else {const err19 = {instancePath:instancePath+"/fingerprints",schemaPath:"#/properties/fingerprints/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.properties.fingerprints.type,parentSchema:schema74.properties.fingerprints,data:data14};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data.stacks !== undefined){let data16 = data.stacks;if(Array.isArray(data16)){const len1 = data16.length;for(let i1=0; i1<len1; i1++){if(!(validate79(data16[i1], {instancePath:instancePath+"/stacks/" + i1,parentData:data16,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);errors = vErrors.length;}}const dup0 = func4(data16);if(dup0 !== null){const err20 = {instancePath:instancePath+"/stacks",schemaPath:"#/properties/stacks/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema74.properties.stacks,data:data16};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}else {const err21 = {instancePath:instancePath+"/stacks",schemaPath:"#/properties/stacks/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.stacks.type,parentSchema:schema74.properties.stacks,data:data16};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}if(data.codeFlows !== undefined){let data18 = data.codeFlows;if(Array.isArray(data18)){const len2 = data18.length;for(let i2=0; i2<len2; i2++){if(!(validate128(data18[i2], {instancePath:instancePath+"/codeFlows/" + i2,parentData:data18,parentDataProperty:i2,rootData}))){vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);errors = vErrors.length;}}}else {const err22 = {instancePath:instancePath+"/codeFlows",schemaPath:"#/properties/codeFlows/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.codeFlows.type,parentSchema:schema74.properties.codeFlows,data:data18};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}if(data.graphs !== undefined){let data20 = data.graphs;if(Array.isArray(data20)){const len3 = data20.length;for(let i3=0; i3<len3; i3++){if(!(validate112(data20[i3], {instancePath:instancePath+"/graphs/" + i3,parentData:data20,parentDataProperty:i3,rootData}))){vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);errors = vErrors.length;}}const dup1 = func4(data20);if(dup1 !== null){const err23 = {instancePath:instancePath+"/graphs",schemaPath:"#/properties/graphs/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema74.properties.graphs,data:data20};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}else {const err24 = {instancePath:instancePath+"/graphs",schemaPath:"#/properties/graphs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.graphs.type,parentSchema:schema74.properties.graphs,data:data20};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}if(data.graphTraversals !== undefined){let data22 = data.graphTraversals;if(Array.isArray(data22)){const len4 = data22.length;for(let i4=0; i4<len4; i4++){if(!(validate149(data22[i4], {instancePath:instancePath+"/graphTraversals/" + i4,parentData:data22,parentDataProperty:i4,rootData}))){vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);errors = vErrors.length;}}const dup2 = func4(data22);if(dup2 !== null){const err25 = {instancePath:instancePath+"/graphTraversals",schemaPath:"#/properties/graphTraversals/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup2[0], j: dup2[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema74.properties.graphTraversals,data:data22};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}else {const err26 = {instancePath:instancePath+"/graphTraversals",schemaPath:"#/properties/graphTraversals/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.graphTraversals.type,parentSchema:schema74.properties.graphTraversals,data:data22};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}if(data.relatedLocations !== undefined){let data24 = data.relatedLocations;if(Array.isArray(data24)){const len5 = data24.length;for(let i5=0; i5<len5; i5++){if(!(validate56(data24[i5], {instancePath:instancePath+"/relatedLocations/" + i5,parentData:data24,parentDataProperty:i5,rootData}))){vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);errors = vErrors.length;}}const dup3 = func4(data24);if(dup3 !== null){const err27 = {instancePath:instancePath+"/relatedLocations",schemaPath:"#/properties/relatedLocations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup3[0], j: dup3[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema74.properties.relatedLocations,data:data24};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}else {const err28 = {instancePath:instancePath+"/relatedLocations",schemaPath:"#/properties/relatedLocations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.relatedLocations.type,parentSchema:schema74.properties.relatedLocations,data:data24};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}if(data.suppressions !== undefined){let data26 = data.suppressions;if(Array.isArray(data26)){const len6 = data26.length;for(let i6=0; i6<len6; i6++){if(!(validate159(data26[i6], {instancePath:instancePath+"/suppressions/" + i6,parentData:data26,parentDataProperty:i6,rootData}))){vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);errors = vErrors.length;}}const dup4 = func4(data26);if(dup4 !== null){const err29 = {instancePath:instancePath+"/suppressions",schemaPath:"#/properties/suppressions/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup4[0], j: dup4[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema74.properties.suppressions,data:data26};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}else {const err30 = {instancePath:instancePath+"/suppressions",schemaPath:"#/properties/suppressions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.suppressions.type,parentSchema:schema74.properties.suppressions,data:data26};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}if(data.baselineState !== undefined){let data28 = data.baselineState;if(typeof data28 !== "string"){const err31 = {instancePath:instancePath+"/baselineState",schemaPath:"#/properties/baselineState/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.baselineState.type,parentSchema:schema74.properties.baselineState,data:data28};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}if(!((((data28 === "new") || (data28 === "unchanged")) || (data28 === "updated")) || (data28 === "absent"))){const err32 = {instancePath:instancePath+"/baselineState",schemaPath:"#/properties/baselineState/enum",keyword:"enum",params:{allowedValues: schema74.properties.baselineState.enum},message:"must be equal to one of the allowed values",schema:schema74.properties.baselineState.enum,parentSchema:schema74.properties.baselineState,data:data28};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}if(data.rank !== undefined){let data29 = data.rank;if(typeof data29 == "number"){if(data29 > 100 || isNaN(data29)){const err33 = {instancePath:instancePath+"/rank",schemaPath:"#/properties/rank/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema74.properties.rank,data:data29};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}if(data29 < -1 || isNaN(data29)){const err34 = {instancePath:instancePath+"/rank",schemaPath:"#/properties/rank/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema74.properties.rank,data:data29};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}else {const err35 = {instancePath:instancePath+"/rank",schemaPath:"#/properties/rank/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.rank.type,parentSchema:schema74.properties.rank,data:data29};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}if(data.attachments !== undefined){let data30 = data.attachments;if(Array.isArray(data30)){const len7 = data30.length;for(let i7=0; i7<len7; i7++){if(!(validate162(data30[i7], {instancePath:instancePath+"/attachments/" + i7,parentData:data30,parentDataProperty:i7,rootData}))){vErrors = vErrors === null ? validate162.errors : vErrors.concat(validate162.errors);errors = vErrors.length;}}const dup5 = func4(data30);if(dup5 !== null){const err36 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup5[0], j: dup5[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema74.properties.attachments,data:data30};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}else {const err37 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.attachments.type,parentSchema:schema74.properties.attachments,data:data30};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}if(data.hostedViewerUri !== undefined){let data32 = data.hostedViewerUri;if(typeof data32 === "string"){if(!(formats0(data32))){const err38 = {instancePath:instancePath+"/hostedViewerUri",schemaPath:"#/properties/hostedViewerUri/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema74.properties.hostedViewerUri,data:data32};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}else {const err39 = {instancePath:instancePath+"/hostedViewerUri",schemaPath:"#/properties/hostedViewerUri/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.hostedViewerUri.type,parentSchema:schema74.properties.hostedViewerUri,data:data32};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}}if(data.workItemUris !== undefined){let data33 = data.workItemUris;if(Array.isArray(data33)){const len8 = data33.length;for(let i8=0; i8<len8; i8++){let data34 = data33[i8];if(typeof data34 === "string"){if(!(formats0(data34))){const err40 = {instancePath:instancePath+"/workItemUris/" + i8,schemaPath:"#/properties/workItemUris/items/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema74.properties.workItemUris.items,data:data34};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}}else {const err41 = {instancePath:instancePath+"/workItemUris/" + i8,schemaPath:"#/properties/workItemUris/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.workItemUris.items.type,parentSchema:schema74.properties.workItemUris.items,data:data34};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}}const dup6 = func4(data33);if(dup6 !== null){const err42 = {instancePath:instancePath+"/workItemUris",schemaPath:"#/properties/workItemUris/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup6[0], j: dup6[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema74.properties.workItemUris,data:data33};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}}else {const err43 = {instancePath:instancePath+"/workItemUris",schemaPath:"#/properties/workItemUris/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.workItemUris.type,parentSchema:schema74.properties.workItemUris,data:data33};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}}if(data.provenance !== undefined){if(!(validate170(data.provenance, {instancePath:instancePath+"/provenance",parentData:data,parentDataProperty:"provenance",rootData}))){vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);errors = vErrors.length;}}if(data.fixes !== undefined){let data36 = data.fixes;if(Array.isArray(data36)){const len9 = data36.length;for(let i9=0; i9<len9; i9++){if(!(validate173(data36[i9], {instancePath:instancePath+"/fixes/" + i9,parentData:data36,parentDataProperty:i9,rootData}))){vErrors = vErrors === null ? validate173.errors : vErrors.concat(validate173.errors);errors = vErrors.length;}}const dup7 = func4(data36);if(dup7 !== null){const err44 = {instancePath:instancePath+"/fixes",schemaPath:"#/properties/fixes/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup7[0], j: dup7[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema74.properties.fixes,data:data36};if(vErrors === null){vErrors = [err44];}else {vErrors.push(err44);}errors++;}}else {const err45 = {instancePath:instancePath+"/fixes",schemaPath:"#/properties/fixes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.fixes.type,parentSchema:schema74.properties.fixes,data:data36};if(vErrors === null){vErrors = [err45];}else {vErrors.push(err45);}errors++;}}if(data.taxa !== undefined){let data38 = data.taxa;if(Array.isArray(data38)){const len10 = data38.length;for(let i10=0; i10<len10; i10++){if(!(validate26(data38[i10], {instancePath:instancePath+"/taxa/" + i10,parentData:data38,parentDataProperty:i10,rootData}))){vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);errors = vErrors.length;}}const dup8 = func4(data38);if(dup8 !== null){const err46 = {instancePath:instancePath+"/taxa",schemaPath:"#/properties/taxa/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup8[0], j: dup8[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema74.properties.taxa,data:data38};if(vErrors === null){vErrors = [err46];}else {vErrors.push(err46);}errors++;}}else {const err47 = {instancePath:instancePath+"/taxa",schemaPath:"#/properties/taxa/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.taxa.type,parentSchema:schema74.properties.taxa,data:data38};if(vErrors === null){vErrors = [err47];}else {vErrors.push(err47);}errors++;}}if(data.webRequest !== undefined){if(!(validate139(data.webRequest, {instancePath:instancePath+"/webRequest",parentData:data,parentDataProperty:"webRequest",rootData}))){vErrors = vErrors === null ? validate139.errors : vErrors.concat(validate139.errors);errors = vErrors.length;}}if(data.webResponse !== undefined){if(!(validate142(data.webResponse, {instancePath:instancePath+"/webResponse",parentData:data,parentDataProperty:"webResponse",rootData}))){vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data42 = data.properties;if(data42 && typeof data42 == "object" && !Array.isArray(data42)){if(data42.tags !== undefined){let data43 = data42.tags;if(Array.isArray(data43)){const len11 = data43.length;for(let i11=0; i11<len11; i11++){let data44 = data43[i11];if(typeof data44 !== "string"){const err48 = {instancePath:instancePath+"/properties/tags/" + i11,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data44};if(vErrors === null){vErrors = [err48];}else {vErrors.push(err48);}errors++;}}const dup9 = func4(data43);if(dup9 !== null){const err49 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup9[0], j: dup9[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data43};if(vErrors === null){vErrors = [err49];}else {vErrors.push(err49);}errors++;}}else {const err50 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data43};if(vErrors === null){vErrors = [err50];}else {vErrors.push(err50);}errors++;}}}else {const err51 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data42};if(vErrors === null){vErrors = [err51];}else {vErrors.push(err51);}errors++;}}}else {const err52 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.type,parentSchema:schema74,data};if(vErrors === null){vErrors = [err52];}else {vErrors.push(err52);}errors++;}validate122.errors = vErrors;return errors === 0;}const schema104 = {"additionalProperties":false,"type":"object","properties":{"description":{"$ref":"#/definitions/message"},"id":{"type":"string"},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"correlationGuid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"properties":{"$ref":"#/definitions/propertyBag"}}};function validate187(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((key0 === "description") || (key0 === "id")) || (key0 === "guid")) || (key0 === "correlationGuid")) || (key0 === "properties"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema104,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.description !== undefined){if(!(validate30(data.description, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}}if(data.id !== undefined){let data1 = data.id;if(typeof data1 !== "string"){const err1 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema104.properties.id.type,parentSchema:schema104.properties.id,data:data1};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.guid !== undefined){let data2 = data.guid;if(typeof data2 === "string"){if(!pattern0.test(data2)){const err2 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema104.properties.guid,data:data2};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema104.properties.guid.type,parentSchema:schema104.properties.guid,data:data2};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.correlationGuid !== undefined){let data3 = data.correlationGuid;if(typeof data3 === "string"){if(!pattern0.test(data3)){const err4 = {instancePath:instancePath+"/correlationGuid",schemaPath:"#/properties/correlationGuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema104.properties.correlationGuid,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/correlationGuid",schemaPath:"#/properties/correlationGuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema104.properties.correlationGuid.type,parentSchema:schema104.properties.correlationGuid,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.properties !== undefined){let data4 = data.properties;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){if(data4.tags !== undefined){let data5 = data4.tags;if(Array.isArray(data5)){const len0 = data5.length;for(let i0=0; i0<len0; i0++){let data6 = data5[i0];if(typeof data6 !== "string"){const err6 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data6};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}const dup0 = func4(data5);if(dup0 !== null){const err7 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data4};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}else {const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema104.type,parentSchema:schema104,data};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}validate187.errors = vErrors;return errors === 0;}const schema106 = {"additionalProperties":false,"type":"object","properties":{"conversion":{"$ref":"#/definitions/externalPropertyFileReference"},"graphs":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"externalizedProperties":{"$ref":"#/definitions/externalPropertyFileReference"},"artifacts":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"invocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"logicalLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"threadFlowLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"results":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"taxonomies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"addresses":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"driver":{"$ref":"#/definitions/externalPropertyFileReference"},"extensions":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"policies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"translations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"webRequests":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"webResponses":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/externalPropertyFileReference"}},"properties":{"$ref":"#/definitions/propertyBag"}}};const schema107 = {"type":"object","additionalProperties":false,"properties":{"location":{"$ref":"#/definitions/artifactLocation"},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"itemCount":{"type":"integer","minimum":-1},"properties":{"$ref":"#/definitions/propertyBag"}},"anyOf":[{"required":["location"]},{"required":["guid"]}]};function validate192(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;let valid0 = false;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.location === undefined){const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'",schema:schema107.anyOf[0].required,parentSchema:schema107.anyOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs2 === errors;valid0 = valid0 || _valid0;if(!valid0){const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.guid === undefined){const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "guid"},message:"must have required property '"+"guid"+"'",schema:schema107.anyOf[1].required,parentSchema:schema107.anyOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs3 === errors;valid0 = valid0 || _valid0;}if(!valid0){const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema107.anyOf,parentSchema:schema107,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!((((key0 === "location") || (key0 === "guid")) || (key0 === "itemCount")) || (key0 === "properties"))){const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema107,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.location !== undefined){if(!(validate36(data.location, {instancePath:instancePath+"/location",parentData:data,parentDataProperty:"location",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.guid !== undefined){let data1 = data.guid;if(typeof data1 === "string"){if(!pattern0.test(data1)){const err4 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema107.properties.guid,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema107.properties.guid.type,parentSchema:schema107.properties.guid,data:data1};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.itemCount !== undefined){let data2 = data.itemCount;if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){const err6 = {instancePath:instancePath+"/itemCount",schemaPath:"#/properties/itemCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema107.properties.itemCount.type,parentSchema:schema107.properties.itemCount,data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}if(typeof data2 == "number"){if(data2 < -1 || isNaN(data2)){const err7 = {instancePath:instancePath+"/itemCount",schemaPath:"#/properties/itemCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema107.properties.itemCount,data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}if(data.properties !== undefined){let data3 = data.properties;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){if(data3.tags !== undefined){let data4 = data3.tags;if(Array.isArray(data4)){const len0 = data4.length;for(let i0=0; i0<len0; i0++){let data5 = data4[i0];if(typeof data5 !== "string"){const err8 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}const dup0 = func4(data4);if(dup0 !== null){const err9 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data4};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}else {const err11 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data3};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}else {const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema107.type,parentSchema:schema107,data};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}validate192.errors = vErrors;return errors === 0;}function validate191(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(func2.call(schema106.properties, key0))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema106,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.conversion !== undefined){if(!(validate192(data.conversion, {instancePath:instancePath+"/conversion",parentData:data,parentDataProperty:"conversion",rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}if(data.graphs !== undefined){let data1 = data.graphs;if(Array.isArray(data1)){const len0 = data1.length;for(let i0=0; i0<len0; i0++){if(!(validate192(data1[i0], {instancePath:instancePath+"/graphs/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}const dup0 = func4(data1);if(dup0 !== null){const err1 = {instancePath:instancePath+"/graphs",schemaPath:"#/properties/graphs/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema106.properties.graphs,data:data1};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}else {const err2 = {instancePath:instancePath+"/graphs",schemaPath:"#/properties/graphs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema106.properties.graphs.type,parentSchema:schema106.properties.graphs,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.externalizedProperties !== undefined){if(!(validate192(data.externalizedProperties, {instancePath:instancePath+"/externalizedProperties",parentData:data,parentDataProperty:"externalizedProperties",rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}if(data.artifacts !== undefined){let data4 = data.artifacts;if(Array.isArray(data4)){const len1 = data4.length;for(let i1=0; i1<len1; i1++){if(!(validate192(data4[i1], {instancePath:instancePath+"/artifacts/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}const dup1 = func4(data4);if(dup1 !== null){const err3 = {instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema106.properties.artifacts,data:data4};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema106.properties.artifacts.type,parentSchema:schema106.properties.artifacts,data:data4};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.invocations !== undefined){let data6 = data.invocations;if(Array.isArray(data6)){const len2 = data6.length;for(let i2=0; i2<len2; i2++){if(!(validate192(data6[i2], {instancePath:instancePath+"/invocations/" + i2,parentData:data6,parentDataProperty:i2,rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}const dup2 = func4(data6);if(dup2 !== null){const err5 = {instancePath:instancePath+"/invocations",schemaPath:"#/properties/invocations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup2[0], j: dup2[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema106.properties.invocations,data:data6};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/invocations",schemaPath:"#/properties/invocations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema106.properties.invocations.type,parentSchema:schema106.properties.invocations,data:data6};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.logicalLocations !== undefined){let data8 = data.logicalLocations;if(Array.isArray(data8)){const len3 = data8.length;for(let i3=0; i3<len3; i3++){if(!(validate192(data8[i3], {instancePath:instancePath+"/logicalLocations/" + i3,parentData:data8,parentDataProperty:i3,rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}const dup3 = func4(data8);if(dup3 !== null){const err7 = {instancePath:instancePath+"/logicalLocations",schemaPath:"#/properties/logicalLocations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup3[0], j: dup3[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema106.properties.logicalLocations,data:data8};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/logicalLocations",schemaPath:"#/properties/logicalLocations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema106.properties.logicalLocations.type,parentSchema:schema106.properties.logicalLocations,data:data8};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.threadFlowLocations !== undefined){let data10 = data.threadFlowLocations;if(Array.isArray(data10)){const len4 = data10.length;for(let i4=0; i4<len4; i4++){if(!(validate192(data10[i4], {instancePath:instancePath+"/threadFlowLocations/" + i4,parentData:data10,parentDataProperty:i4,rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}const dup4 = func4(data10);if(dup4 !== null){const err9 = {instancePath:instancePath+"/threadFlowLocations",schemaPath:"#/properties/threadFlowLocations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup4[0], j: dup4[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema106.properties.threadFlowLocations,data:data10};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/threadFlowLocations",schemaPath:"#/properties/threadFlowLocations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema106.properties.threadFlowLocations.type,parentSchema:schema106.properties.threadFlowLocations,data:data10};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.results !== undefined){let data12 = data.results;if(Array.isArray(data12)){const len5 = data12.length;for(let i5=0; i5<len5; i5++){if(!(validate192(data12[i5], {instancePath:instancePath+"/results/" + i5,parentData:data12,parentDataProperty:i5,rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}const dup5 = func4(data12);if(dup5 !== null){const err11 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup5[0], j: dup5[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema106.properties.results,data:data12};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}else {const err12 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema106.properties.results.type,parentSchema:schema106.properties.results,data:data12};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.taxonomies !== undefined){let data14 = data.taxonomies;if(Array.isArray(data14)){const len6 = data14.length;for(let i6=0; i6<len6; i6++){if(!(validate192(data14[i6], {instancePath:instancePath+"/taxonomies/" + i6,parentData:data14,parentDataProperty:i6,rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}const dup6 = func4(data14);if(dup6 !== null){const err13 = {instancePath:instancePath+"/taxonomies",schemaPath:"#/properties/taxonomies/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup6[0], j: dup6[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema106.properties.taxonomies,data:data14};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}else {const err14 = {instancePath:instancePath+"/taxonomies",schemaPath:"#/properties/taxonomies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema106.properties.taxonomies.type,parentSchema:schema106.properties.taxonomies,data:data14};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data.addresses !== undefined){let data16 = data.addresses;if(Array.isArray(data16)){const len7 = data16.length;for(let i7=0; i7<len7; i7++){if(!(validate192(data16[i7], {instancePath:instancePath+"/addresses/" + i7,parentData:data16,parentDataProperty:i7,rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}const dup7 = func4(data16);if(dup7 !== null){const err15 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup7[0], j: dup7[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema106.properties.addresses,data:data16};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}else {const err16 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema106.properties.addresses.type,parentSchema:schema106.properties.addresses,data:data16};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}if(data.driver !== undefined){if(!(validate192(data.driver, {instancePath:instancePath+"/driver",parentData:data,parentDataProperty:"driver",rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}if(data.extensions !== undefined){let data19 = data.extensions;if(Array.isArray(data19)){const len8 = data19.length;for(let i8=0; i8<len8; i8++){if(!(validate192(data19[i8], {instancePath:instancePath+"/extensions/" + i8,parentData:data19,parentDataProperty:i8,rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}const dup8 = func4(data19);if(dup8 !== null){const err17 = {instancePath:instancePath+"/extensions",schemaPath:"#/properties/extensions/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup8[0], j: dup8[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema106.properties.extensions,data:data19};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}else {const err18 = {instancePath:instancePath+"/extensions",schemaPath:"#/properties/extensions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema106.properties.extensions.type,parentSchema:schema106.properties.extensions,data:data19};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data.policies !== undefined){let data21 = data.policies;if(Array.isArray(data21)){const len9 = data21.length;for(let i9=0; i9<len9; i9++){if(!(validate192(data21[i9], {instancePath:instancePath+"/policies/" + i9,parentData:data21,parentDataProperty:i9,rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}const dup9 = func4(data21);if(dup9 !== null){const err19 = {instancePath:instancePath+"/policies",schemaPath:"#/properties/policies/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup9[0], j: dup9[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema106.properties.policies,data:data21};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}else {const err20 = {instancePath:instancePath+"/policies",schemaPath:"#/properties/policies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema106.properties.policies.type,parentSchema:schema106.properties.policies,data:data21};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}if(data.translations !== undefined){let data23 = data.translations;if(Array.isArray(data23)){const len10 = data23.length;for(let i10=0; i10<len10; i10++){if(!(validate192(data23[i10], {instancePath:instancePath+"/translations/" + i10,parentData:data23,parentDataProperty:i10,rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}const dup10 = func4(data23);if(dup10 !== null){const err21 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup10[0], j: dup10[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema106.properties.translations,data:data23};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}else {const err22 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema106.properties.translations.type,parentSchema:schema106.properties.translations,data:data23};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}if(data.webRequests !== undefined){let data25 = data.webRequests;if(Array.isArray(data25)){const len11 = data25.length;for(let i11=0; i11<len11; i11++){if(!(validate192(data25[i11], {instancePath:instancePath+"/webRequests/" + i11,parentData:data25,parentDataProperty:i11,rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}const dup11 = func4(data25);if(dup11 !== null){const err23 = {instancePath:instancePath+"/webRequests",schemaPath:"#/properties/webRequests/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup11[0], j: dup11[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema106.properties.webRequests,data:data25};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}else {const err24 = {instancePath:instancePath+"/webRequests",schemaPath:"#/properties/webRequests/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema106.properties.webRequests.type,parentSchema:schema106.properties.webRequests,data:data25};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}if(data.webResponses !== undefined){let data27 = data.webResponses;if(Array.isArray(data27)){const len12 = data27.length;for(let i12=0; i12<len12; i12++){if(!(validate192(data27[i12], {instancePath:instancePath+"/webResponses/" + i12,parentData:data27,parentDataProperty:i12,rootData}))){vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);errors = vErrors.length;}}const dup12 = func4(data27);if(dup12 !== null){const err25 = {instancePath:instancePath+"/webResponses",schemaPath:"#/properties/webResponses/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup12[0], j: dup12[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema106.properties.webResponses,data:data27};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}else {const err26 = {instancePath:instancePath+"/webResponses",schemaPath:"#/properties/webResponses/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema106.properties.webResponses.type,parentSchema:schema106.properties.webResponses,data:data27};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}if(data.properties !== undefined){let data29 = data.properties;if(data29 && typeof data29 == "object" && !Array.isArray(data29)){if(data29.tags !== undefined){let data30 = data29.tags;if(Array.isArray(data30)){const len13 = data30.length;for(let i13=0; i13<len13; i13++){let data31 = data30[i13];if(typeof data31 !== "string"){const err27 = {instancePath:instancePath+"/properties/tags/" + i13,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data31};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}const dup13 = func4(data30);if(dup13 !== null){const err28 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup13[0], j: dup13[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data30};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}else {const err29 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data30};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}}else {const err30 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data29};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}}else {const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema106.type,parentSchema:schema106,data};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}validate191.errors = vErrors;return errors === 0;}const schema110 = {"type":"object","additionalProperties":false,"properties":{"displayBase":{"$ref":"#/definitions/artifactLocation"},"properties":{"$ref":"#/definitions/propertyBag"}}};function validate218(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!((key0 === "displayBase") || (key0 === "properties"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema110,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.displayBase !== undefined){if(!(validate36(data.displayBase, {instancePath:instancePath+"/displayBase",parentData:data,parentDataProperty:"displayBase",rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data1 = data.properties;if(data1 && typeof data1 == "object" && !Array.isArray(data1)){if(data1.tags !== undefined){let data2 = data1.tags;if(Array.isArray(data2)){const len0 = data2.length;for(let i0=0; i0<len0; i0++){let data3 = data2[i0];if(typeof data3 !== "string"){const err1 = {instancePath:instancePath+"/properties/tags/" + i0,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data3};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}const dup0 = func4(data2);if(dup0 !== null){const err2 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data2};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data2};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}}else {const err4 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}}else {const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema110.type,parentSchema:schema110,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}validate218.errors = vErrors;return errors === 0;}function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.tool === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'",schema:schema12.required,parentSchema:schema12,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(func2.call(schema12.properties, key0))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.tool !== undefined){if(!(validate12(data.tool, {instancePath:instancePath+"/tool",parentData:data,parentDataProperty:"tool",rootData}))){vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);errors = vErrors.length;}}if(data.invocations !== undefined){let data1 = data.invocations;if(Array.isArray(data1)){const len0 = data1.length;for(let i0=0; i0<len0; i0++){if(!(validate48(data1[i0], {instancePath:instancePath+"/invocations/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);errors = vErrors.length;}}}else {const err2 = {instancePath:instancePath+"/invocations",schemaPath:"#/properties/invocations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.invocations.type,parentSchema:schema12.properties.invocations,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.conversion !== undefined){if(!(validate97(data.conversion, {instancePath:instancePath+"/conversion",parentData:data,parentDataProperty:"conversion",rootData}))){vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);errors = vErrors.length;}}if(data.language !== undefined){let data4 = data.language;if(typeof data4 === "string"){if(!pattern6.test(data4)){const err3 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$"},message:"must match pattern \""+"^[a-zA-Z]{2}(-[a-zA-Z]{2})?$"+"\"",schema:"^[a-zA-Z]{2}(-[a-zA-Z]{2})?$",parentSchema:schema12.properties.language,data:data4};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.language.type,parentSchema:schema12.properties.language,data:data4};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.versionControlProvenance !== undefined){let data5 = data.versionControlProvenance;if(Array.isArray(data5)){const len1 = data5.length;for(let i1=0; i1<len1; i1++){if(!(validate102(data5[i1], {instancePath:instancePath+"/versionControlProvenance/" + i1,parentData:data5,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);errors = vErrors.length;}}const dup0 = func4(data5);if(dup0 !== null){const err5 = {instancePath:instancePath+"/versionControlProvenance",schemaPath:"#/properties/versionControlProvenance/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema12.properties.versionControlProvenance,data:data5};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/versionControlProvenance",schemaPath:"#/properties/versionControlProvenance/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.versionControlProvenance.type,parentSchema:schema12.properties.versionControlProvenance,data:data5};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.originalUriBaseIds !== undefined){let data7 = data.originalUriBaseIds;if(data7 && typeof data7 == "object" && !Array.isArray(data7)){for(const key1 in data7){if(!(validate36(data7[key1], {instancePath:instancePath+"/originalUriBaseIds/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data7,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);errors = vErrors.length;}}}else {const err7 = {instancePath:instancePath+"/originalUriBaseIds",schemaPath:"#/properties/originalUriBaseIds/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.originalUriBaseIds.type,parentSchema:schema12.properties.originalUriBaseIds,data:data7};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.artifacts !== undefined){let data9 = data.artifacts;if(Array.isArray(data9)){const len2 = data9.length;for(let i2=0; i2<len2; i2++){if(!(validate106(data9[i2], {instancePath:instancePath+"/artifacts/" + i2,parentData:data9,parentDataProperty:i2,rootData}))){vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);errors = vErrors.length;}}const dup1 = func4(data9);if(dup1 !== null){const err8 = {instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema12.properties.artifacts,data:data9};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.artifacts.type,parentSchema:schema12.properties.artifacts,data:data9};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.logicalLocations !== undefined){let data11 = data.logicalLocations;if(Array.isArray(data11)){const len3 = data11.length;for(let i3=0; i3<len3; i3++){if(!(validate69(data11[i3], {instancePath:instancePath+"/logicalLocations/" + i3,parentData:data11,parentDataProperty:i3,rootData}))){vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);errors = vErrors.length;}}const dup2 = func4(data11);if(dup2 !== null){const err10 = {instancePath:instancePath+"/logicalLocations",schemaPath:"#/properties/logicalLocations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup2[0], j: dup2[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema12.properties.logicalLocations,data:data11};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}else {const err11 = {instancePath:instancePath+"/logicalLocations",schemaPath:"#/properties/logicalLocations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.logicalLocations.type,parentSchema:schema12.properties.logicalLocations,data:data11};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.graphs !== undefined){let data13 = data.graphs;if(Array.isArray(data13)){const len4 = data13.length;for(let i4=0; i4<len4; i4++){if(!(validate112(data13[i4], {instancePath:instancePath+"/graphs/" + i4,parentData:data13,parentDataProperty:i4,rootData}))){vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);errors = vErrors.length;}}const dup3 = func4(data13);if(dup3 !== null){const err12 = {instancePath:instancePath+"/graphs",schemaPath:"#/properties/graphs/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup3[0], j: dup3[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema12.properties.graphs,data:data13};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}else {const err13 = {instancePath:instancePath+"/graphs",schemaPath:"#/properties/graphs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.graphs.type,parentSchema:schema12.properties.graphs,data:data13};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.results !== undefined){let data15 = data.results;if(Array.isArray(data15)){const len5 = data15.length;for(let i5=0; i5<len5; i5++){if(!(validate122(data15[i5], {instancePath:instancePath+"/results/" + i5,parentData:data15,parentDataProperty:i5,rootData}))){vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);errors = vErrors.length;}}}else {const err14 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.results.type,parentSchema:schema12.properties.results,data:data15};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data.automationDetails !== undefined){if(!(validate187(data.automationDetails, {instancePath:instancePath+"/automationDetails",parentData:data,parentDataProperty:"automationDetails",rootData}))){vErrors = vErrors === null ? validate187.errors : vErrors.concat(validate187.errors);errors = vErrors.length;}}if(data.runAggregates !== undefined){let data18 = data.runAggregates;if(Array.isArray(data18)){const len6 = data18.length;for(let i6=0; i6<len6; i6++){if(!(validate187(data18[i6], {instancePath:instancePath+"/runAggregates/" + i6,parentData:data18,parentDataProperty:i6,rootData}))){vErrors = vErrors === null ? validate187.errors : vErrors.concat(validate187.errors);errors = vErrors.length;}}const dup4 = func4(data18);if(dup4 !== null){const err15 = {instancePath:instancePath+"/runAggregates",schemaPath:"#/properties/runAggregates/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup4[0], j: dup4[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema12.properties.runAggregates,data:data18};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}else {const err16 = {instancePath:instancePath+"/runAggregates",schemaPath:"#/properties/runAggregates/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.runAggregates.type,parentSchema:schema12.properties.runAggregates,data:data18};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}if(data.baselineGuid !== undefined){let data20 = data.baselineGuid;if(typeof data20 === "string"){if(!pattern0.test(data20)){const err17 = {instancePath:instancePath+"/baselineGuid",schemaPath:"#/properties/baselineGuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema12.properties.baselineGuid,data:data20};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}else {const err18 = {instancePath:instancePath+"/baselineGuid",schemaPath:"#/properties/baselineGuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.baselineGuid.type,parentSchema:schema12.properties.baselineGuid,data:data20};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data.redactionTokens !== undefined){let data21 = data.redactionTokens;if(Array.isArray(data21)){const len7 = data21.length;for(let i7=0; i7<len7; i7++){let data22 = data21[i7];if(typeof data22 !== "string"){const err19 = {instancePath:instancePath+"/redactionTokens/" + i7,schemaPath:"#/properties/redactionTokens/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.redactionTokens.items.type,parentSchema:schema12.properties.redactionTokens.items,data:data22};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}const dup5 = func4(data21);if(dup5 !== null){const err20 = {instancePath:instancePath+"/redactionTokens",schemaPath:"#/properties/redactionTokens/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup5[0], j: dup5[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema12.properties.redactionTokens,data:data21};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}else {const err21 = {instancePath:instancePath+"/redactionTokens",schemaPath:"#/properties/redactionTokens/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.redactionTokens.type,parentSchema:schema12.properties.redactionTokens,data:data21};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}if(data.defaultEncoding !== undefined){let data23 = data.defaultEncoding;if(typeof data23 !== "string"){const err22 = {instancePath:instancePath+"/defaultEncoding",schemaPath:"#/properties/defaultEncoding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.defaultEncoding.type,parentSchema:schema12.properties.defaultEncoding,data:data23};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}if(data.defaultSourceLanguage !== undefined){let data24 = data.defaultSourceLanguage;if(typeof data24 !== "string"){const err23 = {instancePath:instancePath+"/defaultSourceLanguage",schemaPath:"#/properties/defaultSourceLanguage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.defaultSourceLanguage.type,parentSchema:schema12.properties.defaultSourceLanguage,data:data24};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}if(data.newlineSequences !== undefined){let data25 = data.newlineSequences;if(Array.isArray(data25)){if(data25.length < 1){const err24 = {instancePath:instancePath+"/newlineSequences",schemaPath:"#/properties/newlineSequences/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema12.properties.newlineSequences,data:data25};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}const len8 = data25.length;for(let i8=0; i8<len8; i8++){let data26 = data25[i8];if(typeof data26 !== "string"){const err25 = {instancePath:instancePath+"/newlineSequences/" + i8,schemaPath:"#/properties/newlineSequences/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.newlineSequences.items.type,parentSchema:schema12.properties.newlineSequences.items,data:data26};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}const dup6 = func4(data25);if(dup6 !== null){const err26 = {instancePath:instancePath+"/newlineSequences",schemaPath:"#/properties/newlineSequences/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup6[0], j: dup6[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema12.properties.newlineSequences,data:data25};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}else {const err27 = {instancePath:instancePath+"/newlineSequences",schemaPath:"#/properties/newlineSequences/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.newlineSequences.type,parentSchema:schema12.properties.newlineSequences,data:data25};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}if(data.columnKind !== undefined){let data27 = data.columnKind;if(typeof data27 !== "string"){const err28 = {instancePath:instancePath+"/columnKind",schemaPath:"#/properties/columnKind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.columnKind.type,parentSchema:schema12.properties.columnKind,data:data27};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}if(!((data27 === "utf16CodeUnits") || (data27 === "unicodeCodePoints"))){const err29 = {instancePath:instancePath+"/columnKind",schemaPath:"#/properties/columnKind/enum",keyword:"enum",params:{allowedValues: schema12.properties.columnKind.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.columnKind.enum,parentSchema:schema12.properties.columnKind,data:data27};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}if(data.externalPropertyFileReferences !== undefined){if(!(validate191(data.externalPropertyFileReferences, {instancePath:instancePath+"/externalPropertyFileReferences",parentData:data,parentDataProperty:"externalPropertyFileReferences",rootData}))){vErrors = vErrors === null ? validate191.errors : vErrors.concat(validate191.errors);errors = vErrors.length;}}if(data.threadFlowLocations !== undefined){let data29 = data.threadFlowLocations;if(Array.isArray(data29)){const len9 = data29.length;for(let i9=0; i9<len9; i9++){if(!(validate134(data29[i9], {instancePath:instancePath+"/threadFlowLocations/" + i9,parentData:data29,parentDataProperty:i9,rootData}))){vErrors = vErrors === null ? validate134.errors : vErrors.concat(validate134.errors);errors = vErrors.length;}}const dup7 = func4(data29);if(dup7 !== null){const err30 = {instancePath:instancePath+"/threadFlowLocations",schemaPath:"#/properties/threadFlowLocations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup7[0], j: dup7[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema12.properties.threadFlowLocations,data:data29};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}else {const err31 = {instancePath:instancePath+"/threadFlowLocations",schemaPath:"#/properties/threadFlowLocations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.threadFlowLocations.type,parentSchema:schema12.properties.threadFlowLocations,data:data29};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}if(data.taxonomies !== undefined){let data31 = data.taxonomies;if(Array.isArray(data31)){const len10 = data31.length;for(let i10=0; i10<len10; i10++){if(!(validate13(data31[i10], {instancePath:instancePath+"/taxonomies/" + i10,parentData:data31,parentDataProperty:i10,rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}}const dup8 = func4(data31);if(dup8 !== null){const err32 = {instancePath:instancePath+"/taxonomies",schemaPath:"#/properties/taxonomies/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup8[0], j: dup8[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema12.properties.taxonomies,data:data31};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}else {const err33 = {instancePath:instancePath+"/taxonomies",schemaPath:"#/properties/taxonomies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.taxonomies.type,parentSchema:schema12.properties.taxonomies,data:data31};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}}if(data.addresses !== undefined){let data33 = data.addresses;if(Array.isArray(data33)){const len11 = data33.length;for(let i11=0; i11<len11; i11++){if(!(validate58(data33[i11], {instancePath:instancePath+"/addresses/" + i11,parentData:data33,parentDataProperty:i11,rootData}))){vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);errors = vErrors.length;}}}else {const err34 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.addresses.type,parentSchema:schema12.properties.addresses,data:data33};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}if(data.translations !== undefined){let data35 = data.translations;if(Array.isArray(data35)){const len12 = data35.length;for(let i12=0; i12<len12; i12++){if(!(validate13(data35[i12], {instancePath:instancePath+"/translations/" + i12,parentData:data35,parentDataProperty:i12,rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}}const dup9 = func4(data35);if(dup9 !== null){const err35 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup9[0], j: dup9[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema12.properties.translations,data:data35};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}else {const err36 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.translations.type,parentSchema:schema12.properties.translations,data:data35};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}if(data.policies !== undefined){let data37 = data.policies;if(Array.isArray(data37)){const len13 = data37.length;for(let i13=0; i13<len13; i13++){if(!(validate13(data37[i13], {instancePath:instancePath+"/policies/" + i13,parentData:data37,parentDataProperty:i13,rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}}const dup10 = func4(data37);if(dup10 !== null){const err37 = {instancePath:instancePath+"/policies",schemaPath:"#/properties/policies/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup10[0], j: dup10[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema12.properties.policies,data:data37};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}else {const err38 = {instancePath:instancePath+"/policies",schemaPath:"#/properties/policies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.policies.type,parentSchema:schema12.properties.policies,data:data37};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}if(data.webRequests !== undefined){let data39 = data.webRequests;if(Array.isArray(data39)){const len14 = data39.length;for(let i14=0; i14<len14; i14++){if(!(validate139(data39[i14], {instancePath:instancePath+"/webRequests/" + i14,parentData:data39,parentDataProperty:i14,rootData}))){vErrors = vErrors === null ? validate139.errors : vErrors.concat(validate139.errors);errors = vErrors.length;}}const dup11 = func4(data39);if(dup11 !== null){const err39 = {instancePath:instancePath+"/webRequests",schemaPath:"#/properties/webRequests/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup11[0], j: dup11[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema12.properties.webRequests,data:data39};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}}else {const err40 = {instancePath:instancePath+"/webRequests",schemaPath:"#/properties/webRequests/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.webRequests.type,parentSchema:schema12.properties.webRequests,data:data39};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}}if(data.webResponses !== undefined){let data41 = data.webResponses;if(Array.isArray(data41)){const len15 = data41.length;for(let i15=0; i15<len15; i15++){if(!(validate142(data41[i15], {instancePath:instancePath+"/webResponses/" + i15,parentData:data41,parentDataProperty:i15,rootData}))){vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);errors = vErrors.length;}}const dup12 = func4(data41);if(dup12 !== null){const err41 = {instancePath:instancePath+"/webResponses",schemaPath:"#/properties/webResponses/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup12[0], j: dup12[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema12.properties.webResponses,data:data41};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}}else {const err42 = {instancePath:instancePath+"/webResponses",schemaPath:"#/properties/webResponses/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.webResponses.type,parentSchema:schema12.properties.webResponses,data:data41};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}}if(data.specialLocations !== undefined){if(!(validate218(data.specialLocations, {instancePath:instancePath+"/specialLocations",parentData:data,parentDataProperty:"specialLocations",rootData}))){vErrors = vErrors === null ? validate218.errors : vErrors.concat(validate218.errors);errors = vErrors.length;}}if(data.properties !== undefined){let data44 = data.properties;if(data44 && typeof data44 == "object" && !Array.isArray(data44)){if(data44.tags !== undefined){let data45 = data44.tags;if(Array.isArray(data45)){const len16 = data45.length;for(let i16=0; i16<len16; i16++){let data46 = data45[i16];if(typeof data46 !== "string"){const err43 = {instancePath:instancePath+"/properties/tags/" + i16,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data46};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}}const dup13 = func4(data45);if(dup13 !== null){const err44 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup13[0], j: dup13[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data45};if(vErrors === null){vErrors = [err44];}else {vErrors.push(err44);}errors++;}}else {const err45 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data45};if(vErrors === null){vErrors = [err45];}else {vErrors.push(err45);}errors++;}}}else {const err46 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data44};if(vErrors === null){vErrors = [err46];}else {vErrors.push(err46);}errors++;}}}else {const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};if(vErrors === null){vErrors = [err47];}else {vErrors.push(err47);}errors++;}validate11.errors = vErrors;return errors === 0;}const schema113 = {"type":"object","additionalProperties":false,"properties":{"schema":{"type":"string","format":"uri"},"version":{"enum":["2.1.0"],"type":"string"},"guid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"runGuid":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"conversion":{"$ref":"#/definitions/conversion"},"graphs":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/graph"}},"externalizedProperties":{"$ref":"#/definitions/propertyBag"},"artifacts":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/artifact"}},"invocations":{"type":"array","items":{"$ref":"#/definitions/invocation"}},"logicalLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/logicalLocation"}},"threadFlowLocations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/threadFlowLocation"}},"results":{"type":"array","items":{"$ref":"#/definitions/result"}},"taxonomies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"driver":{"$ref":"#/definitions/toolComponent"},"extensions":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"policies":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"translations":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/toolComponent"}},"addresses":{"type":"array","items":{"$ref":"#/definitions/address"}},"webRequests":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/webRequest"}},"webResponses":{"type":"array","uniqueItemsFast":true,"items":{"$ref":"#/definitions/webResponse"}},"properties":{"$ref":"#/definitions/propertyBag"}}};function validate222(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(func2.call(schema113.properties, key0))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema113,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.schema !== undefined){let data0 = data.schema;if(typeof data0 === "string"){if(!(formats0(data0))){const err1 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema113.properties.schema,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}else {const err2 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema113.properties.schema.type,parentSchema:schema113.properties.schema,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.version !== undefined){let data1 = data.version;if(typeof data1 !== "string"){const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema113.properties.version.type,parentSchema:schema113.properties.version,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(!(data1 === "2.1.0")){const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/enum",keyword:"enum",params:{allowedValues: schema113.properties.version.enum},message:"must be equal to one of the allowed values",schema:schema113.properties.version.enum,parentSchema:schema113.properties.version,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.guid !== undefined){let data2 = data.guid;if(typeof data2 === "string"){if(!pattern0.test(data2)){const err5 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema113.properties.guid,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/guid",schemaPath:"#/properties/guid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema113.properties.guid.type,parentSchema:schema113.properties.guid,data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.runGuid !== undefined){let data3 = data.runGuid;if(typeof data3 === "string"){if(!pattern0.test(data3)){const err7 = {instancePath:instancePath+"/runGuid",schemaPath:"#/properties/runGuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",parentSchema:schema113.properties.runGuid,data:data3};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/runGuid",schemaPath:"#/properties/runGuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema113.properties.runGuid.type,parentSchema:schema113.properties.runGuid,data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.conversion !== undefined){if(!(validate97(data.conversion, {instancePath:instancePath+"/conversion",parentData:data,parentDataProperty:"conversion",rootData}))){vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);errors = vErrors.length;}}if(data.graphs !== undefined){let data5 = data.graphs;if(Array.isArray(data5)){const len0 = data5.length;for(let i0=0; i0<len0; i0++){if(!(validate112(data5[i0], {instancePath:instancePath+"/graphs/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);errors = vErrors.length;}}const dup0 = func4(data5);if(dup0 !== null){const err9 = {instancePath:instancePath+"/graphs",schemaPath:"#/properties/graphs/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema113.properties.graphs,data:data5};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/graphs",schemaPath:"#/properties/graphs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.graphs.type,parentSchema:schema113.properties.graphs,data:data5};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.externalizedProperties !== undefined){let data7 = data.externalizedProperties;if(data7 && typeof data7 == "object" && !Array.isArray(data7)){if(data7.tags !== undefined){let data8 = data7.tags;if(Array.isArray(data8)){const len1 = data8.length;for(let i1=0; i1<len1; i1++){let data9 = data8[i1];if(typeof data9 !== "string"){const err11 = {instancePath:instancePath+"/externalizedProperties/tags/" + i1,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data9};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}const dup1 = func4(data8);if(dup1 !== null){const err12 = {instancePath:instancePath+"/externalizedProperties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data8};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}else {const err13 = {instancePath:instancePath+"/externalizedProperties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data8};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}else {const err14 = {instancePath:instancePath+"/externalizedProperties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data7};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data.artifacts !== undefined){let data10 = data.artifacts;if(Array.isArray(data10)){const len2 = data10.length;for(let i2=0; i2<len2; i2++){if(!(validate106(data10[i2], {instancePath:instancePath+"/artifacts/" + i2,parentData:data10,parentDataProperty:i2,rootData}))){vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);errors = vErrors.length;}}const dup2 = func4(data10);if(dup2 !== null){const err15 = {instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup2[0], j: dup2[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema113.properties.artifacts,data:data10};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}else {const err16 = {instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.artifacts.type,parentSchema:schema113.properties.artifacts,data:data10};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}if(data.invocations !== undefined){let data12 = data.invocations;if(Array.isArray(data12)){const len3 = data12.length;for(let i3=0; i3<len3; i3++){if(!(validate48(data12[i3], {instancePath:instancePath+"/invocations/" + i3,parentData:data12,parentDataProperty:i3,rootData}))){vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);errors = vErrors.length;}}}else {const err17 = {instancePath:instancePath+"/invocations",schemaPath:"#/properties/invocations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.invocations.type,parentSchema:schema113.properties.invocations,data:data12};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data.logicalLocations !== undefined){let data14 = data.logicalLocations;if(Array.isArray(data14)){const len4 = data14.length;for(let i4=0; i4<len4; i4++){if(!(validate69(data14[i4], {instancePath:instancePath+"/logicalLocations/" + i4,parentData:data14,parentDataProperty:i4,rootData}))){vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);errors = vErrors.length;}}const dup3 = func4(data14);if(dup3 !== null){const err18 = {instancePath:instancePath+"/logicalLocations",schemaPath:"#/properties/logicalLocations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup3[0], j: dup3[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema113.properties.logicalLocations,data:data14};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}else {const err19 = {instancePath:instancePath+"/logicalLocations",schemaPath:"#/properties/logicalLocations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.logicalLocations.type,parentSchema:schema113.properties.logicalLocations,data:data14};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data.threadFlowLocations !== undefined){let data16 = data.threadFlowLocations;if(Array.isArray(data16)){const len5 = data16.length;for(let i5=0; i5<len5; i5++){if(!(validate134(data16[i5], {instancePath:instancePath+"/threadFlowLocations/" + i5,parentData:data16,parentDataProperty:i5,rootData}))){vErrors = vErrors === null ? validate134.errors : vErrors.concat(validate134.errors);errors = vErrors.length;}}const dup4 = func4(data16);if(dup4 !== null){const err20 = {instancePath:instancePath+"/threadFlowLocations",schemaPath:"#/properties/threadFlowLocations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup4[0], j: dup4[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema113.properties.threadFlowLocations,data:data16};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}else {const err21 = {instancePath:instancePath+"/threadFlowLocations",schemaPath:"#/properties/threadFlowLocations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.threadFlowLocations.type,parentSchema:schema113.properties.threadFlowLocations,data:data16};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}if(data.results !== undefined){let data18 = data.results;if(Array.isArray(data18)){const len6 = data18.length;for(let i6=0; i6<len6; i6++){if(!(validate122(data18[i6], {instancePath:instancePath+"/results/" + i6,parentData:data18,parentDataProperty:i6,rootData}))){vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);errors = vErrors.length;}}}else {const err22 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.results.type,parentSchema:schema113.properties.results,data:data18};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}if(data.taxonomies !== undefined){let data20 = data.taxonomies;if(Array.isArray(data20)){const len7 = data20.length;for(let i7=0; i7<len7; i7++){if(!(validate13(data20[i7], {instancePath:instancePath+"/taxonomies/" + i7,parentData:data20,parentDataProperty:i7,rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}}const dup5 = func4(data20);if(dup5 !== null){const err23 = {instancePath:instancePath+"/taxonomies",schemaPath:"#/properties/taxonomies/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup5[0], j: dup5[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema113.properties.taxonomies,data:data20};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}else {const err24 = {instancePath:instancePath+"/taxonomies",schemaPath:"#/properties/taxonomies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.taxonomies.type,parentSchema:schema113.properties.taxonomies,data:data20};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}if(data.driver !== undefined){if(!(validate13(data.driver, {instancePath:instancePath+"/driver",parentData:data,parentDataProperty:"driver",rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}}if(data.extensions !== undefined){let data23 = data.extensions;if(Array.isArray(data23)){const len8 = data23.length;for(let i8=0; i8<len8; i8++){if(!(validate13(data23[i8], {instancePath:instancePath+"/extensions/" + i8,parentData:data23,parentDataProperty:i8,rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}}const dup6 = func4(data23);if(dup6 !== null){const err25 = {instancePath:instancePath+"/extensions",schemaPath:"#/properties/extensions/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup6[0], j: dup6[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema113.properties.extensions,data:data23};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}else {const err26 = {instancePath:instancePath+"/extensions",schemaPath:"#/properties/extensions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.extensions.type,parentSchema:schema113.properties.extensions,data:data23};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}if(data.policies !== undefined){let data25 = data.policies;if(Array.isArray(data25)){const len9 = data25.length;for(let i9=0; i9<len9; i9++){if(!(validate13(data25[i9], {instancePath:instancePath+"/policies/" + i9,parentData:data25,parentDataProperty:i9,rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}}const dup7 = func4(data25);if(dup7 !== null){const err27 = {instancePath:instancePath+"/policies",schemaPath:"#/properties/policies/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup7[0], j: dup7[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema113.properties.policies,data:data25};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}else {const err28 = {instancePath:instancePath+"/policies",schemaPath:"#/properties/policies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.policies.type,parentSchema:schema113.properties.policies,data:data25};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}if(data.translations !== undefined){let data27 = data.translations;if(Array.isArray(data27)){const len10 = data27.length;for(let i10=0; i10<len10; i10++){if(!(validate13(data27[i10], {instancePath:instancePath+"/translations/" + i10,parentData:data27,parentDataProperty:i10,rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}}const dup8 = func4(data27);if(dup8 !== null){const err29 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup8[0], j: dup8[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema113.properties.translations,data:data27};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}else {const err30 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.translations.type,parentSchema:schema113.properties.translations,data:data27};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}if(data.addresses !== undefined){let data29 = data.addresses;if(Array.isArray(data29)){const len11 = data29.length;for(let i11=0; i11<len11; i11++){if(!(validate58(data29[i11], {instancePath:instancePath+"/addresses/" + i11,parentData:data29,parentDataProperty:i11,rootData}))){vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);errors = vErrors.length;}}}else {const err31 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.addresses.type,parentSchema:schema113.properties.addresses,data:data29};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}if(data.webRequests !== undefined){let data31 = data.webRequests;if(Array.isArray(data31)){const len12 = data31.length;for(let i12=0; i12<len12; i12++){if(!(validate139(data31[i12], {instancePath:instancePath+"/webRequests/" + i12,parentData:data31,parentDataProperty:i12,rootData}))){vErrors = vErrors === null ? validate139.errors : vErrors.concat(validate139.errors);errors = vErrors.length;}}const dup9 = func4(data31);if(dup9 !== null){const err32 = {instancePath:instancePath+"/webRequests",schemaPath:"#/properties/webRequests/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup9[0], j: dup9[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema113.properties.webRequests,data:data31};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}else {const err33 = {instancePath:instancePath+"/webRequests",schemaPath:"#/properties/webRequests/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.webRequests.type,parentSchema:schema113.properties.webRequests,data:data31};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}}if(data.webResponses !== undefined){let data33 = data.webResponses;if(Array.isArray(data33)){const len13 = data33.length;for(let i13=0; i13<len13; i13++){if(!(validate142(data33[i13], {instancePath:instancePath+"/webResponses/" + i13,parentData:data33,parentDataProperty:i13,rootData}))){vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);errors = vErrors.length;}}const dup10 = func4(data33);if(dup10 !== null){const err34 = {instancePath:instancePath+"/webResponses",schemaPath:"#/properties/webResponses/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup10[0], j: dup10[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema113.properties.webResponses,data:data33};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}else {const err35 = {instancePath:instancePath+"/webResponses",schemaPath:"#/properties/webResponses/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.webResponses.type,parentSchema:schema113.properties.webResponses,data:data33};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}if(data.properties !== undefined){let data35 = data.properties;if(data35 && typeof data35 == "object" && !Array.isArray(data35)){if(data35.tags !== undefined){let data36 = data35.tags;if(Array.isArray(data36)){const len14 = data36.length;for(let i14=0; i14<len14; i14++){let data37 = data36[i14];if(typeof data37 !== "string"){const err36 = {instancePath:instancePath+"/properties/tags/" + i14,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data37};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}const dup11 = func4(data36);if(dup11 !== null){const err37 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup11[0], j: dup11[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data36};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}else {const err38 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data36};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}}else {const err39 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data35};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}}}else {const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema113.type,parentSchema:schema113,data};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}validate222.errors = vErrors;return errors === 0;}function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){/*# sourceURL="https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json" */;let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.version === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.runs === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runs"},message:"must have required property '"+"runs"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}for(const key0 in data){if(!(((((key0 === "$schema") || (key0 === "version")) || (key0 === "runs")) || (key0 === "inlineExternalProperties")) || (key0 === "properties"))){const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.$schema !== undefined){let data0 = data.$schema;if(typeof data0 === "string"){if(!(formats0(data0))){const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.$schema,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.$schema.type,parentSchema:schema11.properties.$schema,data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.version !== undefined){let data1 = data.version;if(typeof data1 !== "string"){const err5 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.version.type,parentSchema:schema11.properties.version,data:data1};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}if(!(data1 === "2.1.0")){const err6 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/enum",keyword:"enum",params:{allowedValues: schema11.properties.version.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.version.enum,parentSchema:schema11.properties.version,data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.runs !== undefined){let data2 = data.runs;if((!(Array.isArray(data2))) && (data2 !== null)){const err7 = {instancePath:instancePath+"/runs",schemaPath:"#/properties/runs/type",keyword:"type",params:{type: schema11.properties.runs.type},message:"must be array,null",schema:schema11.properties.runs.type,parentSchema:schema11.properties.runs,data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(Array.isArray(data2)){const len0 = data2.length;for(let i0=0; i0<len0; i0++){if(!(validate11(data2[i0], {instancePath:instancePath+"/runs/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);errors = vErrors.length;}}}}if(data.inlineExternalProperties !== undefined){let data4 = data.inlineExternalProperties;if(Array.isArray(data4)){const len1 = data4.length;for(let i1=0; i1<len1; i1++){if(!(validate222(data4[i1], {instancePath:instancePath+"/inlineExternalProperties/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate222.errors : vErrors.concat(validate222.errors);errors = vErrors.length;}}const dup0 = func4(data4);if(dup0 !== null){const err8 = {instancePath:instancePath+"/inlineExternalProperties",schemaPath:"#/properties/inlineExternalProperties/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup0[0], j: dup0[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema11.properties.inlineExternalProperties,data:data4};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/inlineExternalProperties",schemaPath:"#/properties/inlineExternalProperties/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.inlineExternalProperties.type,parentSchema:schema11.properties.inlineExternalProperties,data:data4};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.properties !== undefined){let data6 = data.properties;if(data6 && typeof data6 == "object" && !Array.isArray(data6)){if(data6.tags !== undefined){let data7 = data6.tags;if(Array.isArray(data7)){const len2 = data7.length;for(let i2=0; i2<len2; i2++){let data8 = data7[i2];if(typeof data8 !== "string"){const err10 = {instancePath:instancePath+"/properties/tags/" + i2,schemaPath:"#/definitions/propertyBag/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tags.items.type,parentSchema:schema16.properties.tags.items,data:data8};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}const dup1 = func4(data7);if(dup1 !== null){const err11 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/uniqueItemsFast",keyword:"uniqueItemsFast",params:{i: dup1[0], j: dup1[1]},message:"must NOT have duplicate items",schema:true,parentSchema:schema16.properties.tags,data:data7};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}else {const err12 = {instancePath:instancePath+"/properties/tags",schemaPath:"#/definitions/propertyBag/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tags.type,parentSchema:schema16.properties.tags,data:data7};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}else {const err13 = {instancePath:instancePath+"/properties",schemaPath:"#/definitions/propertyBag/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data6};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}else {const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}validate10.errors = vErrors;return errors === 0;}const validateResult = validate122;

;// CONCATENATED MODULE: ./src/sarif/unique.ts
/**
 * Arrays the SARIF schema says hold unique items (`uniqueItems`): real tools repeat items in some of them (tags,
 * CodeQL's newlineSequences), and the service accepts that, but what the engine writes must pass the schema. Arrays
 * that references point into are deduplicated with their references moved (plan.ts); the others here.
 */




/** JSON text with object keys sorted: equal for values that are equal as JSON, whatever their key order. */
function canonicalJson(v) {
    if (v === null || typeof v !== 'object')
        return JSON.stringify(v) ?? 'null';
    if (Array.isArray(v))
        return `[${v.map(canonicalJson).join(',')}]`;
    const keys = Object.keys(v).sort();
    return `{${keys
        .filter((k) => v[k] !== undefined)
        .map((k) => `${JSON.stringify(k)}:${canonicalJson(v[k])}`)
        .join(',')}}`;
}
/** Arrays that references point into by index: deduplicating them needs the reference maps (plan.ts). */
const INDEXED = new Set([
    'run.artifacts',
    'run.logicalLocations',
    'run.threadFlowLocations',
    'run.webRequests',
    'run.webResponses',
    'run.graphs',
    'run.taxonomies',
    'run.policies',
    'run.translations',
    'tool.extensions',
    'toolComponent.rules',
    'toolComponent.notifications',
    'toolComponent.taxa',
    'result.graphs',
]);
/** Keep the first of equal items; returns how many were removed. */
function dedupeItems(items) {
    if (findDuplicateItems(items) === null)
        return 0;
    const seen = new Set();
    const kept = items.filter((item) => {
        const key = typeof item === 'string' ? `s${item}` : canonicalJson(item);
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
    const removed = items.length - kept.length;
    items.length = 0;
    items.push(...kept);
    return removed;
}
/** Deduplicate, in place, every unique array in `node` (a SARIF object of definition `def`) but indexed ones. */
function dedupeUniqueArrays(node, def, skip) {
    let removed = 0;
    const props = SHAPE[def];
    if (!props)
        return 0;
    for (const prop in props) {
        if (skip?.has(prop))
            continue;
        const value = node[prop];
        if (value === null || typeof value !== 'object')
            continue;
        const [child, flags] = props[prop];
        if (flags & ARRAY) {
            if (!Array.isArray(value))
                continue;
            if (flags & UNIQUE && !INDEXED.has(`${def}.${prop}`))
                removed += dedupeItems(value);
            // A rule still kept as its bytes repeats nothing inside (read-tool.ts leaves such rules to the reference).
            if (child)
                for (const item of value)
                    if (isObject(item) && !isUntouchedRule(item))
                        removed += dedupeUniqueArrays(item, child);
        }
        else if (flags & MAP) {
            if (child && isObject(value))
                for (const item of Object.values(value))
                    if (isObject(item))
                        removed += dedupeUniqueArrays(item, child);
        }
        else if (child && isObject(value)) {
            removed += dedupeUniqueArrays(value, child);
        }
    }
    return removed;
}
/**
 * A result's own graphs deduplicated, the graph traversals that name them by resultGraphIndex (§3.42.3) following;
 * run before dedupeUniqueArrays, as traversals may become equal. Returns how many graphs were removed.
 */
function dedupeResultGraphs(result) {
    const graphs = result.graphs;
    if (!Array.isArray(graphs) || findDuplicateItems(graphs) === null)
        return 0;
    const first = new Map();
    const to = [];
    const kept = [];
    for (const g of graphs) {
        const key = canonicalJson(g);
        let at = first.get(key);
        if (at === undefined) {
            first.set(key, (at = kept.length));
            kept.push(g);
        }
        to.push(at);
    }
    result.graphs = kept;
    for (const t of arrayOf(result.graphTraversals)) {
        const i = isObject(t) ? t.resultGraphIndex : undefined;
        if (isObject(t) && typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < to.length)
            t.resultGraphIndex = to[i];
    }
    return graphs.length - kept.length;
}

;// CONCATENATED MODULE: ./src/sarif/base-uris.ts
/**
 * uriBaseIds across merged runs. A base is a chain (`LIB = {uri: "lib/", uriBaseId: "SRCROOT"}`), so two runs'
 * bases of one name are the same only when their whole chains resolve the same; a name one run defines and another
 * leaves undefined is not the same base either (the undefined one must stay undefined, or its locations would move
 * into the other run's root). Where runs disagree, the later run's name is renamed, and so is every base of that run
 * that hangs off it — which follows from comparing chains: a base whose parent differs differs itself. A name a run
 * neither defines nor names anywhere is left out of its comparison: there is nothing of it to keep apart.
 */


/** What a base of run `bases` resolves to, as text: its own value with its parent replaced by the parent's chain. */
function chainOf(bases, name, seen = []) {
    const value = bases[name];
    if (value === undefined)
        return `undefined ${JSON.stringify(name)}`;
    if (seen.includes(name))
        return `cycle ${JSON.stringify(name)}`;
    if (!isObject(value) || typeof value.uriBaseId !== 'string')
        return canonicalJson(value);
    const parent = chainOf(bases, value.uriBaseId, [...seen, name]);
    return canonicalJson({ ...value, uriBaseId: parent });
}
/**
 * Merge the originalUriBaseIds of runs (in order): every name any run defines is compared run by run as a
 * resolved chain; the first run keeps its names, a later run whose chain differs gets `NAME_2` (`_3`, ...), the
 * same new name for every later run with the same chain. `named(source)` is every base name run `source` names (in
 * its results and its own data): a name it leaves undefined and does not name is not compared, and not renamed;
 * a new name is one no run defines or names (a run that names `NAME_2` undefined must not find it defined by a
 * rename). Asked for lazily: only runs that leave a name undefined, and all runs once a rename is needed.
 */
function mergeBaseIds(runs, named) {
    const ownBases = runs.map((s) => (isObject(s.originalUriBaseIds) ? s.originalUriBaseIds : {}));
    const defined = [...new Set(ownBases.flatMap((b) => Object.keys(b)))];
    const taken = new Set(defined);
    let everyNamed = false;
    const isTaken = (name) => {
        if (!everyNamed) {
            everyNamed = true;
            for (let source = 0; source < runs.length; source++)
                for (const n of named(source))
                    taken.add(n);
        }
        return taken.has(name);
    };
    const suffix = new Map();
    // name → (chain → name in the merged run)
    const chosen = new Map();
    const renames = runs.map(() => new Map());
    const renamed = [];
    const merged = {};
    ownBases.forEach((bases, source) => {
        for (const name of defined) {
            if (bases[name] === undefined && !named(source).has(name))
                continue;
            const chain = chainOf(bases, name);
            let byChain = chosen.get(name);
            if (!byChain)
                chosen.set(name, (byChain = new Map()));
            let to = byChain.get(chain);
            if (to === undefined) {
                if (byChain.size === 0)
                    to = name;
                else {
                    // Suffixes counted per name: thousands of files each with its own root stay linear.
                    let n = suffix.get(name) ?? 2;
                    while (isTaken(`${name}_${n}`))
                        n++;
                    suffix.set(name, n + 1);
                    to = `${name}_${n}`;
                    taken.add(to);
                }
                byChain.set(chain, to);
            }
            if (to !== name) {
                renames[source].set(name, to);
                renamed.push({ source, from: name, to, undefinedHere: bases[name] === undefined });
            }
        }
        // The run's own definitions, under their merged names, pointing at their parents' merged names.
        for (const [name, value] of Object.entries(bases)) {
            const to = renames[source].get(name) ?? name;
            if (to in merged)
                continue;
            merged[to] = withParent(value, renames[source]);
        }
    });
    return { ...(Object.keys(merged).length > 0 ? { bases: merged } : {}), renames, renamed };
}
function withParent(value, renames) {
    if (!isObject(value) || typeof value.uriBaseId !== 'string')
        return value;
    const parent = renames.get(value.uriBaseId);
    return parent === undefined ? value : { ...value, uriBaseId: parent };
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
;// CONCATENATED MODULE: ./src/sarif/utf8.ts
/**
 * UTF-8 well-formedness (RFC 3629; Unicode §3.9, table 3-7) of the bytes inside JSON strings. JSON text is UTF-8
 * (RFC 8259 §8.1), and outside strings every byte of it is ASCII, which the grammar checks already; inside strings
 * nothing else looked: `Buffer.toString` turns an ill-formed sequence into U+FFFD without a word, and a result
 * copied byte for byte would carry it into the upload. Two ways in, one verdict:
 * - where a whole slice is decoded, `isUtf8` (node:buffer, native) checks it first: a grammar that allows only ASCII
 *   outside strings makes the slice well-formed exactly when every string in it is (a sequence cut by a closing
 *   quote is ill-formed in either view: a quote is no continuation byte);
 * - the byte validator, which walks each result's bytes, lets bytes from 0x80 through its string loop (4 ASCII
 *   bytes a time by SWAR, the others one by one) and has them checked in bulk: each 4 MB chunk of the file once
 *   (`isUtf8Inside`, ~20 GB/s), or the result's bytes when it is called on its own. Checking each sequence in the
 *   loop itself (`utf8Length`) cost the hostile benchmark shape 20% of its validation time; the chunk, ~8 ms per 150 MB.
 * When a slice fails, the walk that locates the problem (json-position.ts findSyntaxError) checks sequence by
 * sequence with `utf8Length`, and `describeSequence` says what is wrong there, for the message.
 */


/**
 * The length of the well-formed sequence whose lead byte (>= 0x80) is b[p], or 0 when it is ill-formed or does not
 * end before `stop`. Only bytes before `stop` are read.
 */
function utf8Length(b, p, c, stop) {
    if (c < 0xc2)
        return 0; // a continuation byte, or C0/C1 (overlong)
    if (c < 0xe0)
        return p + 1 < stop && (b[p + 1] & 0xc0) === 0x80 ? 2 : 0;
    if (c < 0xf0) {
        if (p + 2 >= stop)
            return 0;
        const d = b[p + 1];
        // E0: A0..BF (below is overlong); ED: 80..9F (above are UTF-16 surrogates).
        if (d < (c === 0xe0 ? 0xa0 : 0x80) || d > (c === 0xed ? 0x9f : 0xbf))
            return 0;
        return (b[p + 2] & 0xc0) === 0x80 ? 3 : 0;
    }
    if (c > 0xf4 || p + 3 >= stop)
        return 0;
    const d = b[p + 1];
    // F0: 90..BF (below is overlong); F4: 80..8F (above is past U+10FFFF).
    if (d < (c === 0xf0 ? 0x90 : 0x80) || d > (c === 0xf4 ? 0x8f : 0xbf))
        return 0;
    return (b[p + 2] & 0xc0) === 0x80 && (b[p + 3] & 0xc0) === 0x80 ? 4 : 0;
}
/**
 * Whether a chunk of a file is well-formed UTF-8 in its middle: up to 3 bytes at either end are left out when they
 * may belong to a sequence that the chunk's bounds cut (continuation bytes at its start, an incomplete sequence at
 * its end). What lies there is checked with the value it belongs to, which the scanner captures across chunks.
 */
function isUtf8Inside(chunk) {
    let from = 0;
    while (from < 3 && from < chunk.length && (chunk[from] & 0xc0) === 0x80)
        from++;
    let to = chunk.length;
    for (let k = 1; k <= 3 && to - k >= from; k++) {
        const c = chunk[to - k];
        if ((c & 0xc0) === 0x80)
            continue; // a continuation byte: look further back for its lead
        // The lead of the last sequence (0xC2 to 0xF4): leave it out if the chunk ends before the sequence does.
        const need = c < 0xc2 || c > 0xf4 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
        if (need > k)
            to -= k;
        break;
    }
    return (0,external_node_buffer_.isUtf8)(chunk.subarray(from, to));
}
function hex(b) {
    return b.toString(16).toUpperCase().padStart(2, '0');
}
function codePoint(cp) {
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}
/**
 * What is wrong with the sequence that starts at b[p] (a byte >= 0x80, where utf8Length answered 0), reading no
 * byte at or past `stop`.
 */
function describeSequence(b, p, stop) {
    const c = b[p];
    if (c >= 0x80 && c < 0xc0)
        return `continuation byte 0x${hex(c)} without a lead byte before it`;
    if (c >= 0xf5)
        return `byte 0x${hex(c)} never occurs in UTF-8`;
    const need = c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
    const bytes = [c];
    for (let k = 1; k < need; k++) {
        const x = p + k < stop ? b[p + k] : -1;
        if (x < 0)
            return `the ${need}-byte sequence ${bytes.map(hex).join(' ')} is cut short by the end of the data`;
        if ((x & 0xc0) !== 0x80) {
            const seq = bytes.map(hex).join(' ');
            return x === 0x22
                ? `the ${need}-byte sequence ${seq} is cut short by the end of the string`
                : `the ${need}-byte sequence ${seq} is followed by 0x${hex(x)}, not by a continuation byte (0x80 to 0xBF)`;
        }
        bytes.push(x);
    }
    const shown = bytes.map(hex).join(' ');
    let cp = c & (0xff >> (need + 1));
    for (let k = 1; k < need; k++)
        cp = (cp << 6) | (bytes[k] & 0x3f);
    if ((need === 2 && cp < 0x80) || (need === 3 && cp < 0x800) || (need === 4 && cp < 0x10000))
        return `overlong encoding of ${codePoint(cp)} (bytes ${shown})`;
    if (cp >= 0xd800 && cp <= 0xdfff)
        return `UTF-16 surrogate ${codePoint(cp)} encoded on its own (bytes ${shown}: CESU-8 or WTF-8, not UTF-8)`;
    if (cp > 0x10ffff)
        return `code point ${codePoint(cp)} is above U+10FFFF (bytes ${shown})`;
    return `ill-formed sequence (bytes ${shown})`; // not reached: utf8Length accepts every other complete sequence
}
/** The first ill-formed sequence in b[from, stop), or undefined when they are all well-formed. */
function utf8Problem(b, from = 0, stop = b.length) {
    for (let p = from; p < stop;) {
        const c = b[p];
        if (c < 0x80) {
            p++;
            continue;
        }
        const n = utf8Length(b, p, c, stop);
        if (n === 0)
            return { offset: p, reason: describeSequence(b, p, stop) };
        p += n;
    }
    return undefined;
}
const UTF8_HINT = 'SARIF is UTF-8 (JSON text must be): re-encode the file as UTF-8 (for example iconv -f LATIN1 -t UTF-8 when it is Latin-1), or fix the analyser that wrote these bytes.';

;// CONCATENATED MODULE: ./src/sarif/json-position.ts

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);
function skipWs(b, i) {
    while (i < b.length && WS.has(b[i]))
        i++;
    return i;
}
/** Index just past the string that starts at b[i] (a quote). */
function skipString(b, i) {
    for (i++; i < b.length; i++) {
        const c = b[i];
        if (c === 0x5c)
            i++;
        else if (c === 0x22)
            return i + 1;
    }
    return i;
}
/** Index just past the (valid) value starting at b[i]. */
function skipValue(b, i) {
    let depth = 0;
    while (i < b.length) {
        const c = b[i];
        if (c === 0x22) {
            i = skipString(b, i);
            if (depth === 0)
                return i;
            continue;
        }
        if (c === 0x7b || c === 0x5b)
            depth++;
        else if (c === 0x7d || c === 0x5d) {
            depth--;
            if (depth === 0)
                return i + 1;
            if (depth < 0)
                return i;
        }
        else if (depth === 0 && (c === 0x2c || WS.has(c)))
            return i;
        i++;
    }
    return i;
}
/**
 * Offset within `b` of the value at the pointer `tokens` (unescaped), or of the deepest ancestor that exists.
 * `b` must be valid JSON.
 */
function offsetOfPointer(b, tokens) {
    let i = skipWs(b, 0);
    for (const token of tokens) {
        const c = b[i];
        if (c === 0x7b) {
            let j = skipWs(b, i + 1);
            let found = -1;
            while (j < b.length && b[j] === 0x22) {
                const keyEnd = skipString(b, j);
                const key = JSON.parse(b.toString('utf8', j, keyEnd));
                j = skipWs(b, skipWs(b, keyEnd) + 1); // past ':'
                if (key === token) {
                    found = j;
                    break;
                }
                j = skipWs(b, skipValue(b, j));
                if (b[j] === 0x2c)
                    j = skipWs(b, j + 1);
            }
            if (found < 0)
                return i;
            i = found;
        }
        else if (c === 0x5b) {
            const index = Number(token);
            if (!Number.isInteger(index) || index < 0)
                return i;
            let j = skipWs(b, i + 1);
            for (let k = 0; k < index; k++) {
                if (b[j] === 0x5d)
                    return i;
                j = skipWs(b, skipValue(b, j));
                if (b[j] !== 0x2c)
                    return i;
                j = skipWs(b, j + 1);
            }
            if (b[j] === 0x5d)
                return i;
            i = j;
        }
        else {
            return i;
        }
    }
    return i;
}
/** Split an RFC 6901 pointer into unescaped tokens. */
function pointerTokens(pointer) {
    if (pointer === '')
        return [];
    return pointer
        .slice(1)
        .split('/')
        .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}
function show(b, i) {
    if (i >= b.length)
        return 'the end of the value';
    const c = b[i];
    return c >= 0x21 && c <= 0x7e ? `'${String.fromCharCode(c)}'` : `byte 0x${c.toString(16).padStart(2, '0')}`;
}
/**
 * The first JSON grammar error in `b`, or ill-formed UTF-8 sequence in one of its strings, with a message that says
 * what was expected. Used after `JSON.parse` (or `isUtf8`) failed on a slice; returns a generic problem at the
 * slice's start if it finds none (which would be a bug here). One walk over the JSON grammar, its states sharing the
 * position and the stack: cut apart it would only pass them around.
 */
function findSyntaxError(b) {
    const stack = []; // 0x7d for an object, 0x5d for an array
    const path = []; // per frame: the current key, or the current index
    let i = skipWs(b, 0);
    const fail = (at, expected) => ({
        offset: at,
        message: `expected ${expected}, found ${show(b, at)}`,
    });
    const inString = (r, key) => r.utf8
        ? { offset: r.offset, message: r.message, utf8: { path: key ? path.slice(0, -1) : [...path], key } }
        : { offset: r.offset, message: r.message };
    /** The key at b[i] (checked), set as the current frame's; returns the index past it. */
    const readKey = () => {
        const r = checkString(b, i);
        if (r)
            return inString(r, true);
        const end = skipString(b, i);
        path[path.length - 1] = JSON.parse(b.toString('utf8', i, end));
        return end;
    };
    for (;;) {
        // A value at b[i].
        const c = b[i];
        if (c === 0x7b || c === 0x5b) {
            stack.push(c === 0x7b ? 0x7d : 0x5d);
            path.push(c === 0x7b ? '' : 0);
            i = skipWs(b, i + 1);
            if (b[i] === stack[stack.length - 1]) {
                stack.pop();
                path.pop();
                i++;
            }
            else if (c === 0x7b) {
                if (b[i] !== 0x22)
                    return fail(i, "a property name in double quotes or '}'");
                const r = readKey();
                if (typeof r !== 'number')
                    return r;
                i = skipWs(b, r);
                if (b[i] !== 0x3a)
                    return fail(i, "':' after a property name");
                i = skipWs(b, i + 1);
                continue;
            }
            else {
                continue;
            }
        }
        else if (c === 0x22) {
            const r = checkString(b, i);
            if (r)
                return inString(r, false);
            i = skipString(b, i);
        }
        else {
            const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(b.toString('latin1', i, Math.min(b.length, i + 400)));
            if (!m)
                return fail(i, 'a JSON value (object, array, string, number, true, false or null)');
            i += m[0].length;
        }
        // After a value: close containers or move to the next element.
        for (;;) {
            i = skipWs(b, i);
            if (stack.length === 0) {
                return i < b.length ? fail(i, 'the end of the value') : { offset: 0, message: 'invalid JSON' };
            }
            const close = stack[stack.length - 1];
            if (b[i] === close) {
                stack.pop();
                path.pop();
                i++;
                continue;
            }
            if (b[i] !== 0x2c)
                return fail(i, close === 0x7d ? "',' or '}' after a property value" : "',' or ']' after an array element");
            i = skipWs(b, i + 1);
            if (close === 0x7d) {
                if (b[i] !== 0x22)
                    return fail(i, 'a property name in double quotes');
                const r = readKey();
                if (typeof r !== 'number')
                    return r;
                i = skipWs(b, r);
                if (b[i] !== 0x3a)
                    return fail(i, "':' after a property name");
                i = skipWs(b, i + 1);
            }
            else {
                path[path.length - 1] = path[path.length - 1] + 1;
            }
            break;
        }
    }
}
/** Control characters, bad escapes and ill-formed UTF-8 inside the string at b[i]. */
function checkString(b, i) {
    for (let j = i + 1; j < b.length; j++) {
        const c = b[j];
        if (c === 0x22)
            return undefined;
        if (c < 0x20)
            return {
                offset: j,
                message: `control character 0x${c.toString(16).padStart(2, '0')} inside a string; it must be escaped`,
            };
        if (c >= 0x80) {
            const n = utf8Length(b, j, c, b.length);
            if (n === 0)
                return { offset: j, message: describeSequence(b, j, b.length), utf8: true };
            j += n - 1;
        }
        else if (c === 0x5c) {
            const e = b[j + 1];
            if (e === 0x75) {
                if (!/^[0-9a-fA-F]{4}$/.test(b.toString('latin1', j + 2, j + 6)))
                    return { offset: j, message: 'invalid \\u escape: expected four hex digits' };
                j += 5;
            }
            else if (e !== undefined && '"\\/bfnrt'.includes(String.fromCharCode(e))) {
                j++;
            }
            else {
                return { offset: j, message: `invalid escape ${show(b, j + 1)} inside a string` };
            }
        }
    }
    return { offset: b.length, message: 'unterminated string' };
}
/**
 * Line and column (1-based; columns count characters, not bytes) of each offset, in one pass over the input up
 * to the largest offset.
 */
function lineColumns(source, offsets) {
    const out = new Map();
    if (offsets.length === 0)
        return out;
    const sorted = [...new Set(offsets)].sort((a, b) => a - b);
    let next = 0;
    let line = 1;
    let column = 1;
    let pos = 0;
    for (const chunk of source.chunks()) {
        for (let i = 0; i < chunk.length && next < sorted.length; i++, pos++) {
            while (next < sorted.length && sorted[next] === pos)
                out.set(sorted[next++], { line, column });
            const c = chunk[i];
            if (c === 0x0a) {
                line++;
                column = 1;
            }
            else if ((c & 0xc0) !== 0x80) {
                column++; // count UTF-8 lead bytes only
            }
        }
        if (next >= sorted.length)
            break;
    }
    while (next < sorted.length)
        out.set(sorted[next++], { line, column });
    return out;
}
/** Index of the quote that closes the string opening at b[i]. */
function closingQuote(b, i) {
    for (let j = i + 1;;) {
        const q = b.indexOf(0x22, j);
        if (q < 0)
            return b.length;
        let k = q - 1;
        while (b[k] === 0x5c)
            k--;
        if ((q - 1 - k) % 2 === 0)
            return q;
        j = q + 1;
    }
}
/** The text of the key b[open..close] (its quotes), decoded only when it has an escape. */
function keyText(b, open, close, escaped) {
    return escaped
        ? JSON.parse(b.toString('utf8', open, close + 1))
        : b.toString('utf8', open + 1, close);
}
/**
 * The first property name that an object of `b` (valid JSON) has twice, if any. `JSON.parse` keeps the last value
 * without a word; other readers keep the first or refuse: the engine refuses. One pass, strings skipped natively;
 * keys are compared within their object by their bytes (decoded only when one has an escape), so most cost a
 * length comparison. With `numbers`, the first number beyond a 64-bit float's range too, whichever comes first.
 */
function firstDuplicateKey(b, numbers = false) {
    // The keys of the open objects, three numbers each: open quote, close quote, 1 if escaped.
    const keys = [];
    // Per open container: where its keys start in `keys` (arrays: where they would), and its current index (-1 for
    // an object).
    const bases = [];
    const indices = [];
    let expectKey = false;
    const n = b.length;
    for (let i = 0; i < n; i++) {
        const c = b[i];
        if (c === 0x22 && !expectKey) {
            // A string value: only its end matters, found natively (most of a file's bytes are in values).
            i = closingQuote(b, i);
        }
        else if (c === 0x22) {
            // A key, to its closing quote: byte by byte for the first bytes (keys are short), then natively.
            let close = i + 1;
            let escaped = false;
            for (const stop = Math.min(n, i + 48); close < stop; close++) {
                const x = b[close];
                if (x === 0x22)
                    break;
                if (x === 0x5c) {
                    escaped = true;
                    close++;
                }
            }
            if (close >= i + 48) {
                close = closingQuote(b, close - 1);
                escaped = true; // not looked at: compared by value if it is a key
            }
            expectKey = false;
            const length = close - i;
            for (let k = bases[bases.length - 1]; k < keys.length; k += 3) {
                const o = keys[k];
                const e = keys[k + 1];
                let same;
                if (escaped || keys[k + 2] === 1) {
                    same = keyText(b, o, e, keys[k + 2] === 1) === keyText(b, i, close, escaped);
                }
                else {
                    if (e - o !== length)
                        continue;
                    let j = 1;
                    while (j < length && b[o + j] === b[i + j])
                        j++;
                    same = j === length;
                }
                if (same)
                    return { offset: i, key: keyText(b, i, close, escaped), path: pathAt(b, bases, keys, indices) };
            }
            keys.push(i, close, escaped ? 1 : 0);
            i = close;
        }
        else if (numbers && (c === 0x2d || (c >= 0x30 && c <= 0x39))) {
            let end = i + 1;
            while (end < n && NUMBER_BYTE[b[end]] === 1)
                end++;
            const text = b.toString('latin1', i, end);
            if (!Number.isFinite(Number(text))) {
                const top = indices.length - 1;
                const member = indices[top] >= 0
                    ? indices[top]
                    : keyText(b, keys[keys.length - 3], keys[keys.length - 2], keys[keys.length - 1] === 1);
                return { offset: i, text, path: [...pathAt(b, bases, keys, indices), member] };
            }
            i = end - 1;
        }
        else if (c === 0x7b || c === 0x5b) {
            bases.push(keys.length);
            indices.push(c === 0x7b ? -1 : 0);
            expectKey = c === 0x7b;
        }
        else if (c === 0x7d || c === 0x5d) {
            keys.length = bases.pop();
            indices.pop();
            expectKey = false;
        }
        else if (c === 0x2c) {
            const top = indices.length - 1;
            if (indices[top] < 0)
                expectKey = true;
            else
                indices[top]++;
        }
    }
    return undefined;
}
/** Bytes that continue a number: digits, sign, point, exponent. */
const NUMBER_BYTE = new Uint8Array(256);
for (const c of '0123456789+-.eE')
    NUMBER_BYTE[c.charCodeAt(0)] = 1;
/** The pointer tokens of the innermost open object (called when a duplicate is found in it). */
function pathAt(b, bases, keys, indices) {
    const path = [];
    // Each container but the outermost is entered through its parent's last key (objects) or current index (arrays).
    for (let d = 0; d + 1 < bases.length; d++) {
        if (indices[d] >= 0) {
            path.push(indices[d]);
        }
        else {
            const last = bases[d + 1] - 3; // the parent's last key: just below the child's first
            path.push(keyText(b, keys[last], keys[last + 1], keys[last + 2] === 1));
        }
    }
    return path;
}

;// CONCATENATED MODULE: ./src/sarif/merge.ts








/** Items of a merged array, matched by key (items without a key are always appended). */
class MatchedArray {
    items = [];
    origins = [];
    byKey = new Map();
    /** The index of the item of this key, if any. */
    find(key) {
        return this.byKey.get(key);
    }
    /** Returns the item's index in the merged array, and whether it matched an earlier one. */
    add(item, key, origin) {
        const existing = key === undefined ? undefined : this.byKey.get(key);
        if (existing !== undefined)
            return { index: existing, matched: true };
        if (key !== undefined)
            this.byKey.set(key, this.items.length);
        this.items.push(item);
        this.origins.push(origin);
        return { index: this.items.length - 1, matched: false };
    }
}
function newComponent(object, origin) {
    return {
        object,
        origin,
        descriptors: { rules: new MatchedArray(), notifications: new MatchedArray(), taxa: new MatchedArray() },
    };
}
function componentIdentity(array, c) {
    if (array === 'extensions')
        return JSON.stringify([c.name ?? null, c.version ?? null, c.guid ?? null]);
    const key = c.guid ?? c.name;
    return typeof key === 'string' ? key : undefined;
}
function driverOf(skeleton) {
    const tool = isObject(skeleton.tool) ? skeleton.tool : {};
    return isObject(tool.driver) ? tool.driver : {};
}
/** The pointer of a component in its run. */
function componentPointer(run, array, index) {
    if (array === 'driver')
        return `/runs/${run}/tool/driver`;
    if (array === 'extensions')
        return `/runs/${run}/tool/extensions/${index}`;
    return `/runs/${run}/${array}/${index}`;
}
function mergeRuns(sources, counts) {
    const merger = new RunMerger(sources);
    sources.forEach(({ run }, source) => merger.add(run, source));
    merger.remapReferences(counts);
    const { bases, maps, matches } = merger;
    return {
        skeleton: merger.skeleton(),
        maps,
        renamed: bases.renamed.map((r) => ({
            ...r,
            file: sources[r.source].log.file,
            run: sources[r.source].run.index,
        })),
        diagnostics: locate([
            ...capped([...compareMatches(matches, sources), ...merger.borrowedRules()]),
            ...renameWarnings(bases.renamed, sources),
        ], sources),
    };
}
/**
 * The merged run as the sources are added one by one: components matched by identity, descriptors by id within
 * their component, run arrays concatenated; each source's index maps filled as its items find their place.
 */
class RunMerger {
    sources;
    bases;
    /** Per source: its indices → the merged run's. */
    maps = [];
    /** Matched pairs, compared once every source is in the merged run's indices. */
    matches = [];
    spaces = [];
    driver;
    components = Object.fromEntries(references_COMPONENT_ARRAYS.map((a) => [a, []]));
    componentKeys = Object.fromEntries(references_COMPONENT_ARRAYS.map((a) => [a, new Map()]));
    runArrays = Object.fromEntries(references_RUN_ARRAYS.map((a) => [a, []]));
    unions = {};
    /**
     * The first source's tool id (known-tools.ts) once it is added, if its tool matched nothing within itself: then
     * every component and descriptor of it was appended in order, and its maps are identity.
     */
    firstTool = -1;
    constructor(sources) {
        this.sources = sources;
        const named = new Map();
        this.bases = mergeBaseIds(sources.map((s) => s.run.skeleton), (source) => {
            let names = named.get(source);
            if (names === undefined)
                named.set(source, (names = baseNames(sources[source].run)));
            return names;
        });
        this.driver = newComponent(driverOf(sources[0].run.skeleton), {
            source: 0,
            pointer: componentPointer(sources[0].run.index, 'driver', -1),
        });
    }
    /** One source run: its driver, components and their descriptors matched, its run arrays appended. */
    add(run, source) {
        const s = run.skeleton;
        const space = runSpace(s);
        // A tool byte for byte the first source's: its driver and extensions are the first source's, in the same places
        // (its maps are the first source's, identity), with nothing to compare (1,000 files of one tool: half the merge).
        const sameTool = this.isFirstTool(run, source);
        const m = identityMaps(space, sameTool ? this.maps[0] : undefined);
        if (this.bases.renames[source].size > 0)
            m.uriBaseIds = this.bases.renames[source];
        const driverPointer = componentPointer(run.index, 'driver', -1);
        if (source > 0 && !sameTool) {
            this.matches.push({
                what: 'component',
                label: 'tool.driver',
                kept: this.driver.object,
                keptOrigin: this.driver.origin,
                other: space.driver,
                otherOrigin: { source, pointer: driverPointer },
            });
        }
        if (!sameTool)
            this.matchDescriptors(m, source, this.driver, space.driver, 'driver', driverPointer);
        for (const array of references_COMPONENT_ARRAYS) {
            if (sameTool && array === 'extensions')
                continue;
            space.components[array].forEach((c, i) => {
                if (!isObject(c))
                    return;
                const pointer = componentPointer(run.index, array, i);
                const target = this.placeComponent(m, { source, pointer }, array, i, c);
                this.matchDescriptors(m, source, target, c, componentKey({ array, index: i }), pointer);
            });
        }
        // Run arrays: concatenated; equal items become one later, after remapping (settle.ts).
        for (const a of references_RUN_ARRAYS) {
            const items = arrayOf(s[a]);
            const offset = this.runArrays[a].length;
            items.forEach((_, i) => (m.run[a][i] = offset + i));
            this.runArrays[a].push(...items);
        }
        for (const u of ['newlineSequences', 'redactionTokens', 'versionControlProvenance', 'runAggregates'])
            if (Array.isArray(s[u]))
                (this.unions[u] ??= []).push(...s[u]);
        this.maps.push(m);
        this.spaces.push(space);
        if (source === 0 && this.matches.length === 0)
            this.firstTool = run.toolId;
    }
    /**
     * Move each source's own references into the merged run (the items above are these very objects, and so are the
     * matched ones left out: compared later in the merged run's indices).
     */
    remapReferences(counts) {
        this.sources.forEach(({ run }, i) => walkReferences(run.skeleton, 'run', this.spaces[i], remapVisitor(this.maps[i], counts), [], {
            // The first source's tool again, holding no reference: the walk would change and count nothing in it.
            skip: this.isFirstTool(run, i) && run.toolReferenceFree ? RESULTS_AND_TOOL : RESULTS,
        }));
    }
    /**
     * Rules a run's results name without the run defining them, that another merged run defines: merged, those
     * results would take that rule. An error where the rule decides alerts otherwise than no rule (its level,
     * security-severity, tags, ...): the results' alerts would change; else a warning saying whose rule they take.
     */
    borrowedRules() {
        const out = [];
        const tool = String(driverOf(this.sources[0].run.skeleton).name ?? '');
        this.sources.forEach(({ run, log }, source) => {
            for (const key of run.unknownRuleIds ?? []) {
                const space = key.indexOf(' ');
                const ci = Number(key.slice(0, space));
                const id = key.slice(space + 1);
                const at = ci < 0 ? -1 : this.maps[source].components.extensions[ci];
                const component = at === undefined ? undefined : at < 0 ? this.driver : this.components.extensions[at];
                const rules = component?.descriptors.rules;
                const k = rules?.find(`0 ${id}`);
                if (rules === undefined || k === undefined || rules.origins[k].source === source)
                    continue;
                const item = rules.items[k];
                const rule = isObject(item) ? item : {};
                const origin = rules.origins[k];
                const decides = DECIDES_ALERTS.filter((p) => decisive(p, get(rule, p)) !== decisive(p, undefined));
                const theirs = `${this.sources[origin.source].log.file} (${origin.pointer})`;
                const named = `results of this run name rule "${id}" of tool "${tool}", which the run does not define; ${theirs} defines it`;
                out.push(decides.length > 0
                    ? {
                        severity: 'error',
                        rule: 'run-merge',
                        file: log.file,
                        pointer: `/runs/${run.index}/results`,
                        message: `${named}, with what decides alerts: ${decides.map((p) => `${p.join('.')} ${shown(get(rule, p))}`).join(', ')}. ` +
                            `The runs share tool and category, and the service takes one run of each per upload: merged, these results' alerts would take that rule`,
                        hint: `Give each file its own category (runAutomationDetails.id, or the category input / --category for ` +
                            `each upload), or list the rule in this file's run.`,
                    }
                    : {
                        severity: 'warning',
                        rule: 'run-merge',
                        file: log.file,
                        pointer: `/runs/${run.index}/results`,
                        message: `${named}: merged, these results carry that rule (nothing in it decides an alert otherwise than no rule)`,
                        hint: 'Give each file its own category if they are separate analyses; otherwise this is only a note.',
                    });
            }
        });
        return out;
    }
    /** A later source whose tool is byte for byte the first source's (its driver and extensions are not merged). */
    isFirstTool(run, source) {
        return source > 0 && run.toolId >= 0 && run.toolId === this.firstTool;
    }
    /** The merged run's data: the first source's skeleton with the merged tool, components and arrays. */
    skeleton() {
        const skeleton = { ...this.sources[0].run.skeleton };
        const firstTool = isObject(skeleton.tool) ? skeleton.tool : {};
        const extensions = this.components.extensions.map(finishComponent);
        skeleton.tool = {
            ...firstTool,
            driver: finishComponent(this.driver),
            ...(extensions.length > 0 ? { extensions } : {}),
        };
        for (const a of ['taxonomies', 'policies', 'translations']) {
            if (this.components[a].length > 0)
                skeleton[a] = this.components[a].map(finishComponent);
        }
        for (const a of references_RUN_ARRAYS) {
            if (this.runArrays[a].length > 0)
                skeleton[a] = this.runArrays[a];
        }
        for (const [u, items] of Object.entries(this.unions))
            skeleton[u] = items;
        if (this.bases.bases)
            skeleton.originalUriBaseIds = this.bases.bases;
        else
            delete skeleton.originalUriBaseIds;
        return skeleton;
    }
    /** A component of a source: matched to an earlier one by identity (and compared later), else appended. */
    placeComponent(m, origin, array, index, object) {
        const key = componentIdentity(array, object);
        let at = key === undefined ? undefined : this.componentKeys[array].get(key);
        if (at === undefined) {
            at = this.components[array].length;
            this.components[array].push(newComponent(object, origin));
            if (key !== undefined)
                this.componentKeys[array].set(key, at);
        }
        else {
            const kept = this.components[array][at];
            this.matches.push({
                what: 'component',
                label: `${array === 'extensions' ? 'tool.extensions' : array} item "${String(object.name ?? object.guid)}"`,
                kept: kept.object,
                keptOrigin: kept.origin,
                other: object,
                otherOrigin: origin,
            });
        }
        m.components[array][index] = at;
        return this.components[array][at];
    }
    /** A component's rules, notifications and taxa into the merged component's, matched by id and occurrence. */
    matchDescriptors(m, source, target, object, key, pointer) {
        const d = m.descriptors.get(key);
        for (const a of references_DESCRIPTOR_ARRAYS) {
            const what = a === 'rules' ? 'rule' : a === 'notifications' ? 'notification' : 'taxon';
            // Matched by id and occurrence: two rules of one id in one run stay two (results name each by index).
            const occurrences = new Map();
            arrayOf(object[a]).forEach((item, i) => {
                const id = isObject(item) && typeof item.id === 'string' ? item.id : undefined;
                const n = id === undefined ? 0 : (occurrences.get(id) ?? 0);
                if (id !== undefined)
                    occurrences.set(id, n + 1);
                const origin = { source, pointer: joinPointer(pointer, a, i) };
                const added = target.descriptors[a].add(item, id === undefined ? undefined : `${n} ${id}`, origin);
                d[a][i] = added.index;
                if (added.matched && isObject(item)) {
                    this.matches.push({
                        what,
                        label: `${what} "${id}"`,
                        kept: target.descriptors[a].items[added.index],
                        keptOrigin: target.descriptors[a].origins[added.index],
                        other: item,
                        otherOrigin: origin,
                    });
                }
            });
        }
    }
}
/** The base names a run names: those its results name (noted by pass 1) and its own data (artifact locations, bases' parents). */
function baseNames(run) {
    const names = new Set(run.results.bases);
    const same = (_, value) => value;
    walkReferences(run.skeleton, 'run', null, {
        index: same,
        component: same,
        resultGraph: (value) => value,
        descriptor: (_c, _a, value) => ({ index: value, component: -1 }),
        uriBase: (name) => names.add(name),
    }, [], { skip: RESULTS });
    return names;
}
/** A merged component's object with its matched descriptors (none: the member left out). */
function finishComponent(c) {
    const o = { ...c.object };
    for (const a of references_DESCRIPTOR_ARRAYS) {
        if (c.descriptors[a].items.length > 0)
            o[a] = c.descriptors[a].items;
        else
            delete o[a];
    }
    return o;
}
/** One warning per renamed base, the first MAX_SHOWN of them (a monorepo may merge thousands of roots). */
function renameWarnings(renamed, sources) {
    const hint = 'Nothing is lost and no location moves; give the runs their own categories if they are separate analyses.';
    const out = renamed.slice(0, MAX_SHOWN).map((r) => {
        const { log, run } = sources[r.source];
        return {
            severity: 'warning',
            rule: 'run-merge',
            file: log.file,
            pointer: r.undefinedHere
                ? `/runs/${run.index}`
                : `/runs/${run.index}/originalUriBaseIds/${pointerToken(r.from)}`,
            message: r.undefinedHere
                ? `merged runs: another run defines uriBaseId "${r.from}", which this run leaves undefined; this run's locations that use it are renamed "${r.to}" (still undefined) so that they do not take the other run's root`
                : `merged runs give uriBaseId "${r.from}" different values (as resolved through the bases it hangs off): this run's is renamed "${r.to}" in the upload, and every location and base that uses it follows`,
            hint,
        };
    });
    if (renamed.length > MAX_SHOWN) {
        const r = renamed[MAX_SHOWN];
        out.push({
            severity: 'warning',
            rule: 'run-merge',
            file: sources[r.source].log.file,
            pointer: '',
            message: `${renamed.length - MAX_SHOWN} more uriBaseIds of the merged runs are renamed likewise (${renamed.length} in all; the report lists each)`,
            hint,
        });
    }
    return out;
}
/** Differences shown per pair of files and severity; the rest are counted in one line. */
const MAX_SHOWN = 20;
function capped(diagnostics) {
    const shown = new Map();
    const more = new Map();
    for (const d of diagnostics) {
        const key = `${d.severity} ${d.file}`;
        const list = shown.get(key) ?? [];
        shown.set(key, list);
        if (list.length < MAX_SHOWN)
            list.push(d);
        else
            more.set(key, (more.get(key) ?? 0) + 1);
    }
    const out = [];
    for (const [key, list] of shown) {
        out.push(...list);
        const n = more.get(key);
        if (n)
            out.push({
                ...list[0],
                pointer: '',
                message: `${n} more objects of the merged runs differ as above (${n + MAX_SHOWN} in all)`,
            });
    }
    return out;
}
/** Line and column of each diagnostic, from the pointer into its run's data (one pass per file). */
function locate(diagnostics, sources) {
    const byFile = new Map();
    for (const d of diagnostics) {
        const tokens = pointerTokens(d.pointer);
        const source = sources.find((s) => s.log.file === d.file && String(s.run.index) === tokens[1]);
        const span = source?.run.members.get(tokens[2]);
        if (!source || !span)
            continue;
        const offset = tokens.length <= 3
            ? span.start
            : span.start + offsetOfPointer(source.log.source.read(span.start, span.length), tokens.slice(3));
        let f = byFile.get(d.file);
        if (!f)
            byFile.set(d.file, (f = { source, offsets: new Map() }));
        f.offsets.set(d, offset);
    }
    for (const { source, offsets } of byFile.values()) {
        const at = lineColumns(source.log.source, [...offsets.values()]);
        for (const [d, offset] of offsets)
            Object.assign(d, at.get(offset));
    }
    return diagnostics;
}
const RESULTS = new Set(['results']);
const RESULTS_AND_TOOL = new Set(['results', 'tool']);
/** Properties of a rule that decide its alerts' severity and ranking (docs/engine.md: severity ranking). */
const DECIDES_ALERTS = [
    ['defaultConfiguration', 'level'],
    ['defaultConfiguration', 'enabled'],
    ['properties', 'security-severity'],
    ['properties', 'problem.severity'],
    ['properties', 'severity'],
    ['properties', 'precision'],
    ['properties', 'tags'],
];
function get(o, path) {
    let v = o;
    for (const p of path)
        v = isObject(v) ? v[p] : undefined;
    return v;
}
/**
 * What a value decides, as text: tags compare as sets (the same tags in another order decide nothing differently),
 * an absent default level is "warning" and an absent `enabled` true (SARIF §3.50.3, §3.50.4), and no tags none.
 */
function decisive(path, v) {
    if (path[1] === 'tags' && Array.isArray(v))
        return canonicalJson([...new Set(v.map((t) => canonicalJson(t)))].sort());
    if (path[1] === 'tags' && v === undefined)
        return canonicalJson([]);
    if (path[1] === 'level' && v === undefined)
        return canonicalJson('warning');
    if (path[1] === 'enabled' && v === undefined)
        return canonicalJson(true);
    return canonicalJson(v);
}
/**
 * Equal as canonicalJson says (which also takes an absent value for null), compared without making its texts first:
 * one tool's files mostly hold the same components and rules (a component's every key was made text, 18,600
 * components of 300 files of one tool: a fifth of the check).
 */
const same = (x, y) => sameJson(x, y) || canonicalJson(x) === canonicalJson(y);
/** The paths (two levels deep) where two objects differ, descriptor arrays left out (they are merged, not chosen). */
function differences(a, b, component) {
    const out = [];
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
        if (component && references_DESCRIPTOR_ARRAYS.includes(k))
            continue;
        const x = a[k];
        const y = b[k];
        if (same(x, y))
            continue;
        if (isObject(x) && isObject(y)) {
            for (const k2 of new Set([...Object.keys(x), ...Object.keys(y)]))
                if (!same(x[k2], y[k2]))
                    out.push([k, k2]);
        }
        else
            out.push([k]);
    }
    return out;
}
function shown(v) {
    if (v === undefined)
        return 'absent';
    const text = JSON.stringify(v);
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
function compareMatches(matches, sources) {
    const diagnostics = [];
    const file = (o) => sources[o.source].log.file;
    const sameFile = (a, b) => file(a) === file(b);
    const where = (o) => `${file(o)} (${o.pointer})`;
    for (const m of matches) {
        // Two rules still kept as their bytes, the same bytes: the same rule, neither built.
        if (m.what === 'rule' && sameUntouchedRule(m.kept, m.other))
            continue;
        // Most matched rules are the same (one tool writes them): compared whole before key by key.
        if (m.what !== 'component' && sameJson(m.kept, m.other))
            continue;
        const diffs = differences(m.kept, m.other, m.what === 'component');
        if (diffs.length === 0)
            continue;
        const decisiveDiffs = m.what === 'rule'
            ? DECIDES_ALERTS.filter((p) => decisive(p, get(m.kept, p)) !== decisive(p, get(m.other, p)))
            : [];
        const describe = (paths) => paths
            .map((p) => `${p.join('.')} ${shown(get(m.kept, p))} against ${shown(get(m.other, p))}`)
            .join(', ');
        const tool = String(driverOf(sources[0].run.skeleton).name ?? '');
        const both = sameFile(m.keptOrigin, m.otherOrigin)
            ? `runs ${m.keptOrigin.pointer.split('/')[2]} and ${m.otherOrigin.pointer.split('/')[2]} of ${file(m.keptOrigin)}`
            : `${file(m.keptOrigin)} and ${file(m.otherOrigin)}`;
        if (decisiveDiffs.length > 0) {
            diagnostics.push({
                severity: 'error',
                rule: 'run-merge',
                file: file(m.otherOrigin),
                pointer: m.otherOrigin.pointer,
                message: `${m.label} of tool "${tool}" differs between ${where(m.keptOrigin)} and ${where(m.otherOrigin)} in ` +
                    `what decides its alerts: ${describe(decisiveDiffs)}. The runs share tool and category, and the ` +
                    `service takes one run of each per upload: merged, one file's alerts would be ranked by the other's rule`,
                hint: `Give each file its own category (runAutomationDetails.id, or the category input / --category for ` +
                    `each upload), or analyse ${both} with one version of the tool and its rules.`,
            });
        }
        else {
            diagnostics.push({
                severity: 'warning',
                rule: 'run-merge',
                file: file(m.otherOrigin),
                pointer: m.otherOrigin.pointer,
                message: `${m.label} differs between ${where(m.keptOrigin)} and ${where(m.otherOrigin)}: ${describe(diffs)}; ` +
                    `the merged run carries ${file(m.keptOrigin)}'s (nothing that decides an alert differs)`,
                hint: 'Give each file its own category if they are separate analyses; otherwise this is only a note.',
            });
        }
    }
    return diagnostics;
}

;// CONCATENATED MODULE: ./src/sarif/settle.ts
/**
 * Equal items of the arrays references point into become one, their references following (the schema wants
 * these arrays unique; a merge concatenates them, and real files repeat items). Two items are equal when they are
 * equal once their own references are moved to their targets' representatives — so two logical locations that
 * differ only by the index of their (equal) parents are equal — which is why this repeats until nothing changes.
 */





/** The SARIF definition of the items of each array. */
const ITEM_DEFINITION = {
    artifacts: 'artifact',
    logicalLocations: 'logicalLocation',
    threadFlowLocations: 'threadFlowLocation',
    addresses: 'address',
    webRequests: 'webRequest',
    webResponses: 'webResponse',
    graphs: 'graph',
    invocations: 'invocation',
    extensions: 'toolComponent',
    taxonomies: 'toolComponent',
    policies: 'toolComponent',
    translations: 'toolComponent',
    rules: 'reportingDescriptor',
    notifications: 'reportingDescriptor',
    taxa: 'reportingDescriptor',
};
/** The item with its index of itself left out: two copies of one item differ only there. */
function withoutSelfIndex(array, item) {
    if (!isObject(item))
        return item;
    if (array === 'artifacts') {
        if (!isObject(item.location) || !('index' in item.location))
            return item;
        const { index: _i, ...location } = item.location;
        return { ...item, location };
    }
    if (['logicalLocations', 'threadFlowLocations', 'addresses', 'webRequests', 'webResponses'].includes(array)) {
        const { index: _i, ...rest } = item;
        return rest;
    }
    return item;
}
/** A visitor that moves references to their targets' representatives and changes nothing else. */
function representativeVisitor(reps) {
    const through = (rep, v) => (rep && v >= 0 && v < rep.length ? rep[v] : v);
    return {
        index: (array, v) => through(reps.run[array], v),
        component: (array, v) => through(reps.components[array], v),
        resultGraph: (v) => v,
        descriptor(component, array, v) {
            if (!component || component.array === 'driver')
                return { index: through(reps.descriptors.get('driver')?.[array], v), component: -1 };
            return {
                index: through(reps.descriptors.get(componentKey(component))?.[array], v),
                component: through(reps.components[component.array], component.index),
            };
        },
    };
}
/** Whether an item holds any reference: a walk that changes nothing and notes what it meets. */
function holdsAny(item, definition, space) {
    if (!isObject(item))
        return false;
    let met = false;
    const note = (_, v) => {
        met = true;
        return v;
    };
    walkReferences(item, definition, space, {
        index: note,
        component: note,
        resultGraph: (v) => v,
        descriptor: (_c, _a, v) => {
            met = true;
            return { index: v, component: -1 };
        },
    });
    return met;
}
function componentByKey(space, key) {
    if (key === 'driver')
        return space.driver;
    const [array, index] = key.split('/');
    const c = space.components[array]?.[Number(index)];
    return isObject(c) ? c : undefined;
}
/**
 * Settle every unique array of the run `skeleton` (described by `space`) into `final`, whose maps already give each
 * item's position or -1 (dropped by the trim): equal items map to the first of them. Returns how many items were
 * merged into an earlier one.
 */
function settleArrays(skeleton, space, final) {
    const groups = [];
    const reps = {
        run: {},
        components: {},
        descriptors: new Map(),
    };
    const group = (array, items, map) => {
        const rep = new Int32Array(items.length);
        for (let i = 0; i < rep.length; i++)
            rep[i] = i;
        const g = { array, items, map, rep };
        groups.push(g);
        return g;
    };
    for (const a of references_RUN_ARRAYS) {
        if (a === 'addresses' || a === 'invocations')
            continue; // not unique in the schema
        reps.run[a] = group(a, arrayOf(skeleton[a]), final.run[a]).rep;
    }
    for (const a of references_COMPONENT_ARRAYS)
        reps.components[a] = group(a, space.components[a], final.components[a]).rep;
    for (const [key, d] of final.descriptors) {
        const component = componentByKey(space, key);
        const own = {};
        for (const a of references_DESCRIPTOR_ARRAYS)
            own[a] = group(a, arrayOf(component?.[a]), d[a]).rep;
        reps.descriptors.set(key, own);
    }
    // Repeats are rare: without any as the items stand, there is nothing to do.
    if (groups.every((g) => g.items.length < 2 || findDuplicateItems(g.items.map((x) => withoutSelfIndex(g.array, x))) === null))
        return 0;
    // Pass 1 compares the items as they stand (the representatives are the items themselves) and notes which hold a
    // reference at all; later passes move only those items' references to their targets' representatives.
    const visitor = representativeVisitor(reps);
    const keys = groups.map((g) => g.items.map((item) => canonicalJson(withoutSelfIndex(g.array, item))));
    const holdsReferences = groups.map((g) => g.items.map((item) => holdsAny(withoutSelfIndex(g.array, item), ITEM_DEFINITION[g.array], space)));
    for (let pass = 0, changed = true; changed; pass++) {
        changed = false;
        groups.forEach((g, gi) => {
            if (g.items.length < 2)
                return;
            const first = new Map();
            g.items.forEach((item, i) => {
                if (at(g.map, i) < 0)
                    return;
                if (pass > 0 && holdsReferences[gi][i]) {
                    const copy = structuredClone(withoutSelfIndex(g.array, item));
                    if (isObject(copy))
                        walkReferences(copy, ITEM_DEFINITION[g.array], space, visitor);
                    keys[gi][i] = canonicalJson(copy);
                }
                let r = first.get(keys[gi][i]);
                if (r === undefined)
                    first.set(keys[gi][i], (r = i));
                if (g.rep[i] !== r) {
                    g.rep[i] = r;
                    changed = true;
                }
            });
        });
    }
    let merged = 0;
    for (const g of groups) {
        let next = 0;
        const position = new Int32Array(g.items.length).fill(-1);
        for (let i = 0; i < g.items.length; i++)
            if (at(g.map, i) >= 0 && g.rep[i] === i)
                position[i] = next++;
        for (let i = 0; i < g.map.length; i++) {
            if (g.map[i] < 0)
                continue;
            if (g.rep[i] !== i)
                merged++;
            g.map[i] = i < g.items.length ? position[g.rep[i]] : -1;
        }
    }
    return merged;
}
/** Put each kept item of each mapped array at its new position. */
function applyToArrays(skeleton, space, final) {
    const compact = (items, map) => {
        const out = [];
        items.forEach((item, i) => {
            if (map[i] >= 0 && out[map[i]] === undefined)
                out[map[i]] = item;
        });
        return out;
    };
    for (const a of references_RUN_ARRAYS)
        if (Array.isArray(skeleton[a]))
            skeleton[a] = compact(skeleton[a], final.run[a]);
    for (const [key, d] of final.descriptors) {
        const component = componentByKey(space, key);
        if (!component)
            continue;
        for (const a of references_DESCRIPTOR_ARRAYS)
            if (Array.isArray(component[a]))
                component[a] = compact(component[a], d[a]);
    }
    const tool = isObject(skeleton.tool) ? skeleton.tool : undefined;
    if (tool && Array.isArray(tool.extensions))
        tool.extensions = compact(tool.extensions, final.components.extensions);
    for (const a of ['taxonomies', 'policies', 'translations'])
        if (Array.isArray(skeleton[a]))
            skeleton[a] = compact(skeleton[a], final.components[a]);
}

;// CONCATENATED MODULE: ./src/sarif/reference-bits.ts
/** The kinds of reference a result holds, as bits of its refMask (result-facts.ts, result-bytes.ts, plan.ts). */

/**
 * refMask bits: one per run array (in RUN_ARRAYS order), then taxonomies, taxa, and duplicates; then three that are
 * no kind of reference held: a dangling local reference, where the rule index was read, and a base URI named.
 */
const REF_TAXONOMIES = 1 << references_RUN_ARRAYS.length;
const REF_TAXA = REF_TAXONOMIES << 1;
const REF_DUPLICATES = REF_TAXA << 1;
/** A reference within the result itself points at nothing (resultGraphIndex): it must be left out. */
const REF_LOCAL_DANGLING = REF_DUPLICATES << 1;
/** `ruleIndex` is `rule.index` (the result has no ruleIndex of its own): a diagnostic of it points there. */
const REF_RULE_INDEX_IN_RULE = REF_LOCAL_DANGLING << 1;
/**
 * The result names a base URI (an artifactLocation's `uriBaseId`): no index, but a merge that renames a base this
 * run leaves undefined must look at its results (base-uris.ts); one whose results name none need not rename it.
 */
const REF_URI_BASE = REF_RULE_INDEX_IN_RULE << 1;
/** The bits that are no kind of reference the result holds. */
const NOT_REFERENCES = REF_DUPLICATES | REF_RULE_INDEX_IN_RULE | REF_URI_BASE;
function refBit(array) {
    return 1 << references_RUN_ARRAYS.indexOf(array);
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(73136);
;// CONCATENATED MODULE: ./src/sarif/line-hash.ts
/**
 * `partialFingerprints.primaryLocationLineHash`, computed the way github/codeql-action does it
 * (src/fingerprints.ts, `hash()` and `resolveUriToFile()`), so alerts deduplicate identically
 * whether the fingerprint was added by that uploader or by us.
 *
 * Algorithm (reproduced exactly, including its quirks):
 * - The file is decoded as UTF-8 and walked by UTF-16 code unit.
 * - Spaces (0x20) and tabs (0x09) are skipped everywhere, not only at the start of a line.
 * - `\r` is turned into `\n`; a `\n` directly after a `\r` is skipped (so `\r\n`, `\r` and `\n`
 *   are one line break each). Any skipped space/tab resets that state, so `\r \n` is TWO breaks.
 * - After the last character a sentinel 65535 is fed in; it starts a final "line" of its own, so
 *   a file with N line breaks has N + 1 hashes (an empty file has one: `c129715d7a2bc9a3:1`).
 * - A polynomial rolling hash with base 37 over a window of the last 100 kept code units,
 *   in signed 64-bit wrapping arithmetic (the `long` package): h = 37*h + c - 37^100 * c_old.
 *   The hash of a line is the hash of the 100 kept code units starting at its first kept
 *   code unit (newlines included, so a window spans following lines); past the end, zeros.
 * - The value is printed as unsigned hex WITHOUT zero padding (`54703d4cd895b18` has 15 digits),
 *   followed by `:<n>` where n counts previous lines with the same hash value, in line order.
 *
 * 64-bit arithmetic is done on four 16-bit limbs in int32 (see lineHashes): linear, and
 * allocation-free per character.
 */
const TAB = 0x09;
const SPACE = 0x20;
const LF = 0x0a;
const CR = 0x0d;
const EOF = 65535;
const BLOCK_SIZE = 100;
const MOD = 37;
/** 37^100 mod 2^64 (upstream's `firstMod`) as four 16-bit limbs, least significant first. */
const FIRST_MOD = (() => {
    let m = 1n;
    for (let i = 0; i < BLOCK_SIZE; i++)
        m = (m * 37n) & 0xffffffffffffffffn;
    return [0, 1, 2, 3].map((k) => Number((m >> BigInt(16 * k)) & 0xffffn));
})();
const HEX_DIGIT = Uint8Array.from('0123456789abcdef', (ch) => ch.charCodeAt(0));
const SCRATCH = new Uint16Array(40);
/**
 * `<hex>:<n>` for the 64-bit value a3:a2:a1:a0 (16-bit limbs): unsigned hex without leading
 * zeros (like Long#toString(16)), then the occurrence count. Built as one flat string: a
 * template/concat result would be a cons string plus its parts, twice the memory per line.
 */
function formatHash(a3, a2, a1, a0, n) {
    const d = HEX_DIGIT;
    if (n < 10 && a3 >= 0x1000) {
        // Common case: 16 significant digits, single-digit count.
        // prettier-ignore
        return String.fromCharCode(d[a3 >>> 12], d[(a3 >>> 8) & 15], d[(a3 >>> 4) & 15], d[a3 & 15], d[a2 >>> 12], d[(a2 >>> 8) & 15], d[(a2 >>> 4) & 15], d[a2 & 15], d[a1 >>> 12], d[(a1 >>> 8) & 15], d[(a1 >>> 4) & 15], d[a1 & 15], d[a0 >>> 12], d[(a0 >>> 8) & 15], d[(a0 >>> 4) & 15], d[a0 & 15], 0x3a, 0x30 + n);
    }
    const b = SCRATCH;
    let e = b.length;
    do {
        b[--e] = 0x30 + (n % 10);
        n = Math.floor(n / 10);
    } while (n > 0);
    b[--e] = 0x3a;
    for (const limb of [a0, a1, a2, a3]) {
        b[--e] = d[limb & 15];
        b[--e] = d[(limb >>> 4) & 15];
        b[--e] = d[(limb >>> 8) & 15];
        b[--e] = d[limb >>> 12];
    }
    while (b[e] === 0x30 && b[e + 1] !== 0x3a)
        e++; // strip leading zeros, keep one digit
    return String.fromCharCode.apply(null, b.subarray(e));
}
/**
 * How many times each 64-bit hash has been seen: open addressing with linear probing on typed
 * arrays, so counting a line costs no string hashing and no allocation (a Map keyed by the hex
 * string was a third of the run time).
 */
class HashCounter {
    hi = new Int32Array(1024);
    lo = new Int32Array(1024);
    n = new Int32Array(1024); // 0: empty slot
    size = 0;
    /** Records one more occurrence of hi:lo (int32 halves) and returns its count so far. */
    add(hi, lo) {
        const mask = this.n.length - 1;
        let slot = (Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1) >>> 7) & mask;
        for (;;) {
            const seen = this.n[slot];
            if (seen === 0)
                break;
            if (this.lo[slot] === lo && this.hi[slot] === hi)
                return (this.n[slot] = seen + 1);
            slot = (slot + 1) & mask;
        }
        this.hi[slot] = hi;
        this.lo[slot] = lo;
        this.n[slot] = 1;
        if (++this.size * 2 > this.n.length)
            this.grow();
        return 1;
    }
    grow() {
        const { hi, lo, n } = this;
        this.hi = new Int32Array(n.length * 2);
        this.lo = new Int32Array(n.length * 2);
        this.n = new Int32Array(n.length * 2);
        const mask = this.n.length - 1;
        for (let i = 0; i < n.length; i++) {
            if (n[i] === 0)
                continue;
            let slot = (Math.imul(lo[i] ^ Math.imul(hi[i], 0x85ebca6b), 0x9e3779b1) >>> 7) & mask;
            while (this.n[slot] !== 0)
                slot = (slot + 1) & mask;
            this.hi[slot] = hi[i];
            this.lo[slot] = lo[i];
            this.n[slot] = n[i];
        }
    }
}
/** Line hashes of a file's content: element i is the hash for line i+1. */
function lineHashes(content) {
    const input = typeof content === 'string' ? content : content.toString('utf8');
    const [f0, f1, f2, f3] = FIRST_MOD;
    const window = new Uint16Array(BLOCK_SIZE); // kept code units, 0 initially
    const lineNumbers = new Int32Array(BLOCK_SIZE).fill(-1); // line starting at that window slot
    const out = [];
    const counts = new HashCounter();
    // The hash is a 64-bit value in four 16-bit limbs a3:a2:a1:a0, so every intermediate is a small
    // int32 (no doubles, no BigInt, no allocation); all state lives in locals of this one loop.
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    let index = 0;
    let lineNumber = 0;
    let lineStart = true;
    let prevCR = false;
    const len = input.length;
    // Input code units, then the EOF sentinel, then BLOCK_SIZE zeros to flush the last windows.
    // (A zero goes through the same steps as upstream's flush loop: it is never skipped, never a
    // line break, and no line starts after EOF.)
    for (let i = 0, end = len + 1 + BLOCK_SIZE; i < end; i++) {
        let c = i < len ? input.charCodeAt(i) : i === len ? EOF : 0;
        if (c === SPACE || c === TAB || (prevCR && c === LF)) {
            prevCR = false;
            continue;
        }
        if (c === CR) {
            c = LF;
            prevCR = true;
        }
        else {
            prevCR = false;
        }
        const startedHere = lineNumbers[index];
        if (startedHere !== -1) {
            // The window that began with this line's first kept code unit is complete.
            const n = counts.add((a3 << 16) | a2, (a1 << 16) | a0);
            out[startedHere - 1] = formatHash(a3, a2, a1, a0, n);
            lineNumbers[index] = -1;
        }
        if (lineStart) {
            lineStart = false;
            lineNumber++;
            lineNumbers[index] = lineNumber;
        }
        if (c === LF)
            lineStart = true;
        // hash = 37*hash + c - firstMod*begin (mod 2^64), limb by limb. firstMod*begin is expanded
        // with begin = bh*256 + bl so every partial product stays below 2^24:
        // f_k*bh*2^(16k+8) puts its low byte (shifted by 8) into limb k and the rest into limb k+1.
        const begin = window[index];
        window[index] = c;
        const bl = begin & 255;
        const bh = begin >>> 8;
        const p0 = f0 * bh;
        const p1 = f1 * bh;
        const p2 = f2 * bh;
        const p3 = f3 * bh;
        const x0 = a0 * MOD + c - f0 * bl - ((p0 & 255) << 8);
        let x1 = a1 * MOD - f1 * bl - ((p1 & 255) << 8) - (p0 >>> 8);
        let x2 = a2 * MOD - f2 * bl - ((p2 & 255) << 8) - (p1 >>> 8);
        let x3 = a3 * MOD - f3 * bl - ((p3 & 255) << 8) - (p2 >>> 8);
        // Carry/borrow: arithmetic shift floors, & 0xffff is the two's-complement remainder.
        x1 += x0 >> 16;
        a0 = x0 & 0xffff;
        x2 += x1 >> 16;
        a1 = x1 & 0xffff;
        x3 += x2 >> 16;
        a2 = x2 & 0xffff;
        a3 = x3 & 0xffff;
        index = index === BLOCK_SIZE - 1 ? 0 : index + 1;
    }
    return out;
}
/** Lines as lineHashes counts them (CR, LF and CRLF breaks, plus one; "\r \n" counts once here, twice there), stopping past `limit`. */
function countLines(buf, limit) {
    let lines = 1;
    for (let i = 0, n = buf.length; i < n && lines <= limit; i++) {
        const b = buf[i];
        if (b === LF || (b === CR && buf[i + 1] !== LF))
            lines++;
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/sarif/fingerprint.ts
/**
 * `partialFingerprints.primaryLocationLineHash` added to results that lack it, as github/codeql-action does
 * (src/fingerprints.ts, `resolveUriToFile()`): the result's primary location resolved to a file of the checkout
 * (artifact index, uriBaseId chain, file: URIs, symbolic links kept inside the root), that file's line hashes read
 * once (line-hash.ts) within size and line bounds, and every problem turned into one deduplicated warning.
 */





const DEFAULT_MAX_FILE_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_LINES = 5_000_000;
const RULE = 'fingerprint';
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const fingerprint_show = (v) => (typeof v === 'string' ? JSON.stringify(v) : String(v));
/** Thrown inside resolution; turned into one deduplicated warning. Never escapes this module. */
class Skip {
    key;
    pointer;
    message;
    hint;
    constructor(key, pointer, message, hint) {
        this.key = key;
        this.pointer = pointer;
        this.message = message;
        this.hint = hint;
    }
}
const HINT_URI = 'use a path relative to the checkout root (e.g. "src/app.ts") or a file: URI under it, ' +
    'or have the tool emit partialFingerprints.primaryLocationLineHash itself';
const HINT_LIMIT = 'raise maxFileBytes / maxLines, or have the tool emit partialFingerprints.primaryLocationLineHash itself';
const HINT_CHECKOUT = 'run this step on a checkout of the analyzed commit, with the checkout root set to the directory the SARIF paths are relative to';
/**
 * Adds primaryLocationLineHash to `result` (a parsed SARIF result, mutated) when it is missing and
 * the primary location resolves to a readable file under the checkout root. Never overwrites an
 * existing value. Returns warnings, never throws.
 */
function addPrimaryLocationLineHash(result, pointer, run, ctx) {
    try {
        return addUnchecked(result, pointer, run ?? {}, ctx);
    }
    catch (e) {
        if (e instanceof Skip) {
            const warned = (ctx.warned ??= new Set());
            if (warned.has(e.key))
                return [];
            warned.add(e.key);
            return [
                {
                    severity: 'warning',
                    rule: RULE,
                    file: ctx.file,
                    pointer: e.pointer,
                    message: e.message,
                    hint: e.hint,
                },
            ];
        }
        // Defensive: a bug here must not take the upload down; report it as a warning instead.
        return [
            {
                severity: 'warning',
                rule: RULE,
                file: ctx.file,
                pointer,
                message: `cannot compute primaryLocationLineHash: ${e instanceof Error ? e.message : String(e)}`,
            },
        ];
    }
}
function addUnchecked(result, pointer, run, ctx) {
    if (!isObj(result))
        return [];
    const pf = result.partialFingerprints;
    if (pf !== undefined && !isObj(pf))
        return []; // malformed; the schema check reports it
    if (pf !== undefined && pf.primaryLocationLineHash !== undefined)
        return [];
    const loc0 = Array.isArray(result.locations) ? result.locations[0] : undefined;
    const phys = isObj(loc0) ? loc0.physicalLocation : undefined;
    if (!isObj(phys))
        return [];
    const artifactLocation = phys.artifactLocation;
    const region = phys.region;
    if (!isObj(artifactLocation) || !isObj(region))
        return [];
    const startLine = region.startLine;
    // Not a positive integer: nothing sensible to hash, and the schema check reports it.
    if (typeof startLine !== 'number' || !Number.isInteger(startLine) || startLine < 1)
        return [];
    const physPtr = `${pointer}/locations/0/physicalLocation`;
    const target = resolveTarget(artifactLocation, `${physPtr}/artifactLocation`, run, ctx);
    if (target === undefined)
        return [];
    const hashes = readHashes(target, ctx);
    if (hashes === undefined)
        return [];
    if (startLine > hashes.length) {
        throw new Skip(`line:${target.file}`, `${physPtr}/region/startLine`, `cannot compute primaryLocationLineHash: startLine ${startLine} is beyond the end of ${target.label} ` +
            `(${(0,format/* plural */.LS)(hashes.length, 'line')}, counting the one after the final newline); ` +
            'further out-of-range results in this file are not reported', `the checked-out ${target.label} differs from the analyzed one; ${HINT_CHECKOUT}`);
    }
    const value = hashes[startLine - 1];
    if (pf === undefined)
        result.partialFingerprints = { primaryLocationLineHash: value };
    else
        pf.primaryLocationLineHash = value;
    return [];
}
/**
 * undefined: nothing to hash (no uri and no index). Problems throw a Skip. The ways a location names its file, in
 * codeql-action's order (artifact index, uriBaseId chain, file: URI, relative path, inside the root): kept as one
 * function so that the order reads top to bottom.
 */
function resolveTarget(artifactLocation, alPtr, run, ctx) {
    let uri = artifactLocation.uri;
    let uriBaseId = artifactLocation.uriBaseId;
    let ptr = `${alPtr}/uri`;
    let via = '';
    // Like codeql-action: the uri wins; the index is used only when there is no uri.
    if (uri === undefined && artifactLocation.index !== undefined) {
        const index = artifactLocation.index;
        ptr = `${alPtr}/index`;
        const artifacts = Array.isArray(run.artifacts) ? run.artifacts : [];
        const art = typeof index === 'number' && Number.isInteger(index) && index >= 0 ? artifacts[index] : undefined;
        const artLoc = isObj(art) ? art.location : undefined;
        if (!isObj(artLoc) || typeof artLoc.uri !== 'string') {
            throw new Skip(`index:${runId(run)}:${fingerprint_show(index)}`, ptr, `cannot compute primaryLocationLineHash: artifactLocation.index ${fingerprint_show(index)} does not name an entry of ` +
                `run.artifacts with a location.uri (the run has ${(0,format/* plural */.LS)(artifacts.length, 'artifact')})`, 'make the index point at the artifact of the file, or give artifactLocation.uri directly');
        }
        uri = artLoc.uri;
        uriBaseId = artLoc.uriBaseId ?? uriBaseId;
        via = ` (run.artifacts[${index}].location.uri)`;
    }
    if (uri === undefined)
        return undefined;
    if (typeof uri !== 'string') {
        throw new Skip(`uri-type:${ptr}`, ptr, `cannot compute primaryLocationLineHash: artifactLocation.uri is ${fingerprint_show(uri)}, not a string`, HINT_URI);
    }
    const label = `${JSON.stringify(uri)}${via}`;
    const bad = (what, hint = HINT_URI) => new Skip(`uri:${String(uriBaseId)}:${uri}:${what}`, ptr, `cannot compute primaryLocationLineHash for ${label}: ${what}`, hint);
    const root = external_node_path_.resolve(ctx.checkoutRoot);
    let file;
    let baseNote = '';
    const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(uri)?.[1];
    const winDrive = process.platform === 'win32' && /^[A-Za-z]:[\\/]/.test(uri);
    if (scheme !== undefined && !winDrive) {
        if (scheme.toLowerCase() !== 'file') {
            throw bad(`the ${scheme}: scheme does not name a local file (only file: and relative URIs can be hashed)`);
        }
        file = fileUriToPath(uri, root, bad);
    }
    else {
        let decoded;
        try {
            decoded = decodeURIComponent(uri);
        }
        catch {
            throw bad('malformed percent-encoding');
        }
        if (external_node_path_.isAbsolute(decoded)) {
            file = external_node_path_.resolve(decoded);
        }
        else {
            const base = resolveBase(uriBaseId, run, root, bad);
            if (base !== root)
                baseNote = ` (uriBaseId ${JSON.stringify(uriBaseId)} is ${base})`;
            file = external_node_path_.resolve(base, decoded);
        }
    }
    if (file.includes('\0'))
        throw bad('the decoded path contains a NUL character');
    const rootReal = realRoot(ctx);
    if (!isInside(root, file) && !(rootReal !== null && isInside(rootReal, file))) {
        throw bad(`resolves to ${file}${baseNote}, which is outside the checkout root ${root}`);
    }
    return { file, label: `${label} (${file})`, pointer: ptr };
}
function fileUriToPath(uri, root, bad) {
    let url;
    try {
        url = new URL(uri);
    }
    catch (e) {
        throw bad(`not a valid file: URI (${e instanceof Error ? e.message : String(e)})`);
    }
    if (process.platform !== 'win32' && url.host !== '' && url.hostname.toLowerCase() !== 'localhost') {
        // codeql-action strips "file://" and treats the rest as a path, so "file://src/a.c" is the
        // relative path src/a.c. Keep that leniency (a real remote host is not readable here anyway).
        let decoded;
        try {
            decoded = decodeURIComponent(uri.slice('file://'.length));
        }
        catch {
            throw bad('malformed percent-encoding');
        }
        return external_node_path_.resolve(root, decoded);
    }
    try {
        return external_node_path_.resolve((0,external_node_url_.fileURLToPath)(url));
    }
    catch (e) {
        throw bad(`not a valid file: URI (${e instanceof Error ? e.message : String(e)})`);
    }
}
/**
 * Directory a relative URI is resolved against. `%SRCROOT%`, an absent or unknown base id, or
 * one without a uri, is the checkout root; otherwise originalUriBaseIds is followed (relative
 * bases chain through their own uriBaseId, SARIF §3.14.14).
 */
function resolveBase(id, run, root, bad, depth = 0) {
    if (typeof id !== 'string' || id === '%SRCROOT%' || id === 'SRCROOT')
        return root;
    const bases = isObj(run.originalUriBaseIds) ? run.originalUriBaseIds : {};
    const entry = Object.prototype.hasOwnProperty.call(bases, id) ? bases[id] : undefined;
    if (!isObj(entry) || typeof entry.uri !== 'string')
        return root;
    if (depth > 16)
        throw bad(`originalUriBaseIds chain starting at ${JSON.stringify(id)} is cyclic`);
    const baseUri = entry.uri;
    const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(baseUri)?.[1];
    if (scheme !== undefined) {
        if (scheme.toLowerCase() !== 'file') {
            throw bad(`its base ${JSON.stringify(id)} is ${JSON.stringify(baseUri)}, which is not a local file: URI`);
        }
        return fileUriToPath(baseUri, root, bad);
    }
    let decoded;
    try {
        decoded = decodeURIComponent(baseUri);
    }
    catch {
        throw bad(`its base ${JSON.stringify(id)} has malformed percent-encoding (${JSON.stringify(baseUri)})`);
    }
    if (external_node_path_.isAbsolute(decoded))
        return external_node_path_.resolve(decoded);
    return external_node_path_.resolve(resolveBase(entry.uriBaseId, run, root, bad, depth + 1), decoded);
}
function isInside(root, file) {
    const rel = external_node_path_.relative(root, file);
    return !rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !external_node_path_.isAbsolute(rel);
}
/** The checkout root with symbolic links resolved, per context (null: it cannot be resolved). */
const realRoots = new WeakMap();
function realRoot(ctx) {
    let r = realRoots.get(ctx);
    if (r === undefined) {
        try {
            r = external_node_fs_.realpathSync(ctx.checkoutRoot);
            if (!external_node_fs_.statSync(r).isDirectory())
                r = null;
        }
        catch {
            r = null;
        }
        realRoots.set(ctx, r);
    }
    return r;
}
/** Small stable ids for run objects, to keep index warnings of different runs apart. */
const runIds = new WeakMap();
let nextRunId = 0;
function runId(run) {
    let id = runIds.get(run);
    if (id === undefined)
        runIds.set(run, (id = nextRunId++));
    return id;
}
/**
 * Hashes of the target file, read once per context. An unreadable file throws a Skip the first
 * time and is cached as null, so later results naming it return undefined silently.
 */
function readHashes(target, ctx) {
    const cached = ctx.cache.get(target.file);
    if (cached === null)
        return undefined;
    if (cached !== undefined)
        return cached;
    const fail = (what, hint) => {
        ctx.cache.set(target.file, null);
        return new Skip(`file:${target.file}`, target.pointer, `cannot compute primaryLocationLineHash for ${target.label}: ${what}`, hint);
    };
    const rootReal = realRoot(ctx);
    if (rootReal === null) {
        // Say it once, rather than once per source file.
        throw new Skip('root', target.pointer, `cannot compute primaryLocationLineHash for any result: the checkout root ${ctx.checkoutRoot} is not an existing directory`, HINT_CHECKOUT);
    }
    let real;
    let size;
    try {
        real = external_node_fs_.realpathSync(target.file);
        const st = external_node_fs_.statSync(real);
        if (st.isDirectory())
            throw fail('it is a directory, not a file', 'point the location at a file, or omit region.startLine for directory-level results');
        if (!st.isFile())
            throw fail('it is not a regular file', HINT_URI);
        size = st.size;
    }
    catch (e) {
        if (e instanceof Skip)
            throw e;
        throw fail(describeFsError(e), HINT_CHECKOUT);
    }
    if (!isInside(rootReal, real)) {
        throw fail(`it is a symbolic link to ${real}, outside the checkout root`, HINT_URI);
    }
    const max = ctx.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    if (size > max) {
        throw fail(`the file is ${size} bytes, larger than the ${max}-byte limit for fingerprinting`, HINT_LIMIT);
    }
    let content;
    try {
        content = external_node_fs_.readFileSync(real);
    }
    catch (e) {
        throw fail(describeFsError(e), HINT_CHECKOUT);
    }
    if (content.length > max) {
        throw fail(`the file is ${content.length} bytes, larger than the ${max}-byte limit for fingerprinting`, HINT_LIMIT);
    }
    const maxLines = ctx.maxLines ?? DEFAULT_MAX_LINES;
    if (content.length >= maxLines) {
        // Only files this large can have that many lines; counting costs about a millisecond per MB.
        const lines = countLines(content, maxLines);
        if (lines > maxLines) {
            throw fail(`the file has more than ${maxLines} lines, the limit for fingerprinting`, HINT_LIMIT);
        }
    }
    const hashes = lineHashes(content);
    ctx.cache.set(target.file, hashes);
    return hashes;
}
function describeFsError(e) {
    const code = isObj(e) && typeof e.code === 'string' ? e.code : undefined;
    switch (code) {
        case 'ENOENT':
            return 'no such file in the checkout';
        case 'ENOTDIR':
            return 'a parent of the path is not a directory';
        case 'EACCES':
        case 'EPERM':
            return 'permission denied reading the file';
        case 'ELOOP':
            return 'too many levels of symbolic links';
        case 'EISDIR':
            return 'it is a directory, not a file';
        default:
            return `cannot read it (${code ?? (e instanceof Error ? e.message : String(e))})`;
    }
}

;// CONCATENATED MODULE: ./src/sarif/messages.ts
/**
 * Messages given by id (SARIF §3.11.6-3.11.7): the text is looked up in the rule's `messageStrings`, then in its
 * tool component's `globalMessageStrings`, and its placeholders `{0}`, `{1}`, ... are filled from `arguments`
 * (§3.11.5; `{{` and `}}` stand for literal braces). The service shows `message.text`, so the engine writes it.
 */

/** The message string for `id`, or undefined when neither the rule nor the component has it. */
function resolveMessage(id, rule, component) {
    for (const strings of [rule?.messageStrings, component?.globalMessageStrings]) {
        if (!isObject(strings) || !Object.prototype.hasOwnProperty.call(strings, id))
            continue;
        const entry = strings[id];
        if (isObject(entry) && typeof entry.text === 'string')
            return entry.text;
    }
    return undefined;
}
/** Fill `{n}` placeholders from `args`; a placeholder without an argument stays as written. */
function renderMessage(template, args) {
    return template.replace(/\{\{|\}\}|\{(\d+)\}/g, (match, n) => {
        if (match === '{{')
            return '{';
        if (match === '}}')
            return '}';
        const arg = args?.[Number(n)];
        return typeof arg === 'string' ? arg : match;
    });
}

;// CONCATENATED MODULE: ./src/sarif/schema-validate.ts



/** At most this many diagnostics per call; the last one summarizes what was left out. */
const MAX_SCHEMA_DIAGNOSTICS = 100;
/** Validate a whole log (whose run results may have been replaced by []), pointers relative to the document root. */
function schema_validate_validateLog(doc, file) {
    return run(validateLog, doc, { file, base: '', root: 'the log' });
}
/** Validate one result; `pointer` is its location, e.g. '/runs/0/results/17'; emitted pointers are pointer + instancePath. */
function schema_validate_validateResult(result, file, pointer) {
    return run(validateResult, result, { file, base: pointer, root: 'the result' });
}
function run(validate, data, cx) {
    if (validate(data))
        return [];
    const diagnostics = explain(validate.errors ?? [], cx);
    for (const d of diagnostics)
        if (d.hint === undefined)
            delete d.hint;
    return cap(diagnostics, cx);
}
function collapseAlternatives(errors) {
    const out = [];
    for (const err of errors) {
        if (err.keyword !== 'anyOf' && err.keyword !== 'oneOf') {
            out.push({ err });
            continue;
        }
        // ajv pushes the errors of the branches right before the anyOf/oneOf error itself: take them back.
        const prefix = `${err.schemaPath}/`;
        const branches = new Map();
        while (out.length > 0) {
            const last = out[out.length - 1];
            const p = last.err.instancePath;
            const inside = p === err.instancePath || p.startsWith(`${err.instancePath}/`);
            if (!inside || !last.err.schemaPath.startsWith(prefix))
                break;
            out.pop();
            const index = Number.parseInt(last.err.schemaPath.slice(prefix.length), 10);
            const list = branches.get(index) ?? [];
            list.unshift(last);
            branches.set(index, list);
        }
        out.push({ err, branches });
    }
    return out;
}
// ---------------------------------------------------------------------------------------------------------------
// From problems to diagnostics.
function explain(errors, cx) {
    const problems = collapseAlternatives(errors);
    // A value of the wrong type also fails its enum, pattern, format, ...: report only the type.
    const wrongType = new Set();
    for (const { err } of problems)
        if (err.keyword === 'type')
            wrongType.add(err.instancePath);
    const out = [];
    // Missing and unknown properties of one object are merged into one diagnostic each.
    const merged = new Map();
    const emit = (p) => {
        const { err } = p;
        if (err.keyword !== 'type' && wrongType.has(err.instancePath))
            return;
        if (err.keyword === 'required' || err.keyword === 'additionalProperties') {
            const name = err.keyword === 'required'
                ? err.params.missingProperty
                : err.params.additionalProperty;
            const key = `${err.keyword}\u0000${err.instancePath}`;
            const seen = merged.get(key);
            if (seen) {
                if (!seen.names.includes(name))
                    seen.names.push(name);
                return;
            }
            const d = { severity: 'error', rule: 'schema', file: cx.file, pointer: '', message: '' };
            merged.set(key, { d, names: [name], keyword: err.keyword, err });
            out.push(d);
            return;
        }
        if (p.branches) {
            const alternatives = describeAlternatives(p, cx);
            if (alternatives) {
                out.push(alternatives);
                return;
            }
            // Not a choice between required properties: report the branch that came closest.
            const best = bestBranch(p.branches);
            if (best.length > 0) {
                for (const q of best)
                    emit(q);
                return;
            }
        }
        out.push(describe(err, cx));
    };
    for (const p of problems)
        emit(p);
    for (const { d, names, keyword, err } of merged.values()) {
        const filled = keyword === 'required' ? describeMissing(err, names, cx) : describeUnknown(err, names, cx);
        Object.assign(d, filled);
    }
    return out;
}
/** The branch with the fewest errors; on a tie the one whose errors lie deepest (it matched the most). */
function bestBranch(branches) {
    let best = [];
    let bestScore = null;
    for (const [, list] of [...branches.entries()].sort((a, b) => a[0] - b[0])) {
        const depth = Math.max(...list.map((q) => q.err.instancePath.split('/').length));
        const score = [list.length, -depth];
        if (bestScore === null ||
            score[0] < bestScore[0] ||
            (score[0] === bestScore[0] && score[1] < bestScore[1])) {
            best = list;
            bestScore = score;
        }
    }
    return best;
}
/** anyOf/oneOf whose every branch is `{ required: [name] }`: "must have one of ...". Else null. */
function describeAlternatives(p, cx) {
    const { err } = p;
    const branches = Array.isArray(err.schema) ? err.schema : [];
    const names = [];
    for (const b of branches) {
        if (b === null || typeof b !== 'object')
            return null;
        const keys = Object.keys(b);
        const req = b.required;
        if (keys.length !== 1 || !Array.isArray(req) || req.length !== 1 || typeof req[0] !== 'string')
            return null;
        names.push(req[0]);
    }
    if (names.length === 0)
        return null;
    const pointer = cx.base + err.instancePath;
    const what = subject(pointer, cx);
    const list = names.map((n) => JSON.stringify(n)).join(', ');
    const passing = err.params.passingSchemas;
    if (err.keyword === 'oneOf' && Array.isArray(passing) && passing.length > 1) {
        const present = passing.map((i) => JSON.stringify(names[i])).join(' and ');
        return {
            severity: 'error',
            rule: 'schema',
            file: cx.file,
            pointer,
            message: `${what} must have only one of ${list}; found ${present}`,
            hint: `keep one of ${present} and remove the other${passing.length > 2 ? 's' : ''}`,
        };
    }
    const need = err.keyword === 'oneOf' ? 'exactly one' : 'at least one';
    return {
        severity: 'error',
        rule: 'schema',
        file: cx.file,
        pointer,
        message: `${what} must have ${need} of the properties ${list}; found none`,
        hint: ALTERNATIVE_HINTS[names.join(',')],
    };
}
const ALTERNATIVE_HINTS = {
    'text,id': 'write the message as { "text": "..." }',
    'startLine,charOffset,byteOffset': 'give the region its 1-based "startLine" (and optionally startColumn, endLine, endColumn)',
    'address,artifactLocation': 'add "artifactLocation": { "uri": "path/to/file" }',
    'index,guid,id': 'refer to the rule or taxon by its "id" (or its "index" in the tool component)',
    'location,guid': 'give the external property file a "location" or a "guid"',
    'runGraphIndex,resultGraphIndex': 'say which graph is traversed with "runGraphIndex" or "resultGraphIndex"',
};
function describeMissing(err, names, cx) {
    const pointer = cx.base + err.instancePath;
    const what = subject(pointer, cx);
    const list = names.map((n) => JSON.stringify(n)).join(', ');
    const message = names.length === 1
        ? `${what} is missing required property ${list}`
        : `${what} is missing required properties ${list}`;
    const hints = names.map((n) => REQUIRED_HINTS[n]).filter((h) => h !== undefined);
    return { pointer, message, hint: hints.length ? hints.join('; ') : undefined };
}
const REQUIRED_HINTS = {
    version: 'add "version": "2.1.0" at the top level',
    runs: 'add "runs": [ ... ] with one run per tool invocation',
    tool: 'add "tool": { "driver": { "name": "<tool name>" } } to the run',
    driver: 'add "driver": { "name": "<tool name>" }',
    message: 'every result needs a message: "message": { "text": "..." }',
    artifactChanges: 'a fix needs at least one artifact change; drop the fix if the tool has none',
    threadFlows: 'a code flow needs "threadFlows": [ { "locations": [ ... ] } ]',
    executionSuccessful: 'add "executionSuccessful": true (or false) to the invocation',
};
function describeUnknown(err, names, cx) {
    const objectPointer = cx.base + err.instancePath;
    const what = subject(objectPointer, cx);
    const allowed = Object.keys(err.parentSchema?.properties ?? {});
    const list = names.map((n) => JSON.stringify(n)).join(', ');
    const message = names.length === 1
        ? `${what} must not have additional property ${list}`
        : `${what} must not have additional properties ${list}`;
    const hints = [];
    for (const n of names) {
        const close = closest(n, allowed);
        if (close)
            hints.push(`${JSON.stringify(n)} should probably be ${JSON.stringify(close)}`);
    }
    if (hints.length < names.length && allowed.includes('properties')) {
        hints.push('put tool-specific data in the "properties" bag, e.g. "properties": { ... }');
    }
    if (hints.length === 0 && allowed.length) {
        hints.push(`allowed here: ${allowed.join(', ')}`);
    }
    return {
        // One unknown property: point at it, so the reader's line and column land on the key itself.
        pointer: names.length === 1 ? joinPointer(objectPointer, names[0]) : objectPointer,
        message,
        hint: hints.join('; '),
    };
}
/**
 * One ajv error in the words a SARIF author reads. Long on purpose: one case per JSON-schema keyword, each short, and
 * together the whole vocabulary in one place.
 */
function describe(err, cx) {
    const pointer = cx.base + err.instancePath;
    // A value under `additionalProperties` is an entry of a map (partialFingerprints, hashes, ...), not a property.
    const what = subject(pointer, cx, /\/additionalProperties\/[^/]+$/.test(err.schemaPath));
    const prop = propertyName(pointer);
    const d = (message, hint, severity = 'error', rule = 'schema') => ({
        severity,
        rule,
        file: cx.file,
        pointer,
        message,
        ...(hint ? { hint } : {}),
    });
    const data = err.data;
    switch (err.keyword) {
        case 'type': {
            const expected = [].concat(err.params.type);
            return d(`${what} must be ${expected.join(' or ')}, found ${describeValue(data)}`, typeHint(prop, expected, data, err));
        }
        case 'enum': {
            const allowed = err.params.allowedValues;
            const message = allowed.length === 1
                ? `${what} must be ${JSON.stringify(allowed[0])}, found ${describeValue(data)}`
                : `${what} must be one of ${allowed.map(String).join(', ')}; found ${describeValue(data)}`;
            return d(message, enumHint(prop, allowed, data));
        }
        case 'minItems': {
            const limit = err.params.limit;
            const n = Array.isArray(data) ? data.length : 0;
            return d(`${what} must have at least ${(0,format/* plural */.LS)(limit, 'item')}, found ${n === 0 ? 'none' : n}`, n === 0
                ? `an empty array is not allowed here: add an item or leave out the object that holds it`
                : undefined);
        }
        case 'minimum':
        case 'maximum': {
            const { comparison, limit } = err.params;
            const hint = /^(start|end)(Line|Column)$/.test(prop)
                ? 'SARIF line and column numbers start at 1'
                : limit === -1
                    ? '-1 means "not set"; indexes start at 0'
                    : undefined;
            return d(`${what} must be ${comparison} ${limit}, found ${describeValue(data)}`, hint);
        }
        case 'pattern': {
            const pattern = err.params.pattern;
            const known = PATTERNS[pattern];
            return known
                ? d(`${what} must be ${known}, found ${describeValue(data)}`)
                : d(`${what} must match the pattern ${pattern}, found ${describeValue(data)}`);
        }
        case 'format': {
            const format = err.params.format;
            if (format === 'uri' || format === 'uri-reference') {
                const kind = format === 'uri' ? 'an absolute URI' : 'a URI reference';
                return d(`${what} is not ${kind}: ${describeValue(data)}`, uriHint(format, data), 'warning', 'uri-format');
            }
            if (format === 'date-time') {
                return d(`${what} must be a date-time as in RFC 3339, found ${describeValue(data)}`, 'write it like "2024-05-01T12:30:00Z" (date, "T", time, and a time zone: "Z" for UTC)');
            }
            return d(`${what} must be in ${format} format, found ${describeValue(data)}`);
        }
        default:
            if (err.keyword === uniqueKeyword) {
                const { i, j } = err.params;
                const item = Array.isArray(data) ? data[j] : undefined;
                const shown = typeof item === 'string' ? ` (${describeValue(item)})` : '';
                return {
                    ...d(`${what} must not repeat items: item ${j}${shown} is the same as item ${i}`, 'the service accepts duplicates; remove the repeated item to conform to the schema', 'warning', 'unique-items'),
                    pointer: joinPointer(pointer, j),
                };
            }
            if (err.keyword === regionKeyword) {
                const { end, value, start, line } = err.params;
                const startName = end === 'endLine' ? 'startLine' : 'startColumn';
                return {
                    ...d(`${what} ends before it starts: ${end} ${value} is less than ${startName} ${start}` +
                        (line === undefined ? '' : ` (both on line ${line})`), 'SARIF regions end at or after their start (§3.30); the upload keeps the region as the tool wrote it, ' +
                        "and the service may show the alert at the wrong place: report it to the tool's authors", 'warning', 'region-order'),
                    pointer: joinPointer(pointer, end),
                };
            }
            return d(`${what} ${err.message ?? `fails the schema keyword "${err.keyword}"`}`);
    }
}
function typeHint(prop, expected, data, err) {
    const want = expected[0];
    if (MESSAGE_PROPERTIES.has(prop) && want === 'object' && typeof data === 'string') {
        return `SARIF messages are objects: write { "text": ${quote(data)} }`;
    }
    if (data === null) {
        if (prop === 'artifactChanges')
            return REQUIRED_HINTS.artifactChanges;
        if (prop === '')
            return `null is not allowed: remove the item or make it ${article(want)} ${want}`;
        const minItems = err.parentSchema?.minItems ?? 0;
        if (want === 'array' && minItems === 0)
            return 'null is not allowed: use [] or leave the property out';
        return `null is not allowed: leave the property out or give it ${article(want)} ${want}`;
    }
    if (want === 'array' && data !== null && typeof data === 'object')
        return 'wrap the object in an array: [ { ... } ]';
    if ((want === 'integer' || want === 'number') &&
        typeof data === 'string' &&
        data.trim() !== '' &&
        !Number.isNaN(Number(data))) {
        return `write the number without quotes: ${data.trim()}`;
    }
    if (want === 'integer' && typeof data === 'number')
        return 'use a whole number';
    if (want === 'string' && (typeof data === 'number' || typeof data === 'boolean')) {
        return `write it as a string: "${String(data)}"`;
    }
    return undefined;
}
function article(word) {
    return /^[aeiou]/.test(word) ? 'an' : 'a';
}
const MESSAGE_PROPERTIES = new Set([
    'message',
    'description',
    'shortDescription',
    'fullDescription',
    'help',
    'label',
]);
function enumHint(prop, allowed, data) {
    if (typeof data !== 'string')
        return undefined;
    const lower = data.toLowerCase();
    const sameButCase = allowed.find((a) => typeof a === 'string' && a.toLowerCase() === lower);
    if (sameButCase !== undefined)
        return `values are case-sensitive: write ${JSON.stringify(sameButCase)}`;
    if (prop === 'level') {
        const mapped = LEVEL_SYNONYMS[lower];
        if (mapped) {
            return `SARIF has no level ${JSON.stringify(data)}: use ${JSON.stringify(mapped)}, and keep the tool's own severity in the rule's properties (e.g. "security-severity")`;
        }
    }
    if (prop === 'version' && allowed.length === 1) {
        return `this validator checks SARIF ${String(allowed[0])}: convert the file, or set "version": ${JSON.stringify(allowed[0])} if it already follows ${String(allowed[0])}`;
    }
    const close = closest(data, allowed.filter((a) => typeof a === 'string'));
    return close ? `${JSON.stringify(data)} should probably be ${JSON.stringify(close)}` : undefined;
}
const LEVEL_SYNONYMS = {
    critical: 'error',
    high: 'error',
    severe: 'error',
    fatal: 'error',
    err: 'error',
    medium: 'warning',
    moderate: 'warning',
    warn: 'warning',
    low: 'note',
    info: 'note',
    information: 'note',
    informational: 'note',
    notice: 'note',
    minor: 'note',
    off: 'none',
};
const GUID = 'a GUID such as "3f2504e0-4f89-41d3-9a0c-0305e82c3301" (version digit 1-5)';
const PATTERNS = {
    '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$': GUID,
    '^[a-zA-Z]{2}(-[a-zA-Z]{2})?$': 'a language code such as "en" or "en-US"',
    '[^/]+/.+': 'a MIME type such as "text/plain"',
    '[0-9]+(\\.[0-9]+){3}': 'four numbers separated by dots, such as "1.0.0.0"',
};
function uriHint(format, data) {
    const accepted = 'the service accepts it, but viewers may fail to link it';
    if (typeof data !== 'string')
        return accepted;
    if (data.includes('\\'))
        return `${accepted}; use forward slashes, e.g. "src/app.js" or "file:///C:/src/app.js"`;
    if (/\s/.test(data))
        return `${accepted}; percent-encode spaces as %20`;
    if (format === 'uri')
        return `${accepted}; use an absolute URI with a scheme, e.g. "https://example.com/docs/rule"`;
    return `${accepted}; percent-encode characters that are not allowed in URIs`;
}
// ---------------------------------------------------------------------------------------------------------------
// Wording helpers.
/** How to name the value at `pointer` in a message: `"level"`, `item 3 of "tags"`, `the log`. */
function subject(pointer, cx, mapEntry = false) {
    if (pointer === '')
        return cx.root;
    const tokens = pointer.split('/').slice(1).map(unescapeToken);
    const last = tokens[tokens.length - 1];
    if (mapEntry && tokens.length >= 2)
        return `entry ${quote(last)} of ${JSON.stringify(tokens[tokens.length - 2])}`;
    if (/^\d+$/.test(last) && tokens.length >= 2) {
        const parent = tokens[tokens.length - 2];
        // A result validated on its own is "result 17" rather than "item 17 of results".
        if (parent === 'results' && pointer === cx.base)
            return `result ${last}`;
        return `item ${last} of ${JSON.stringify(parent)}`;
    }
    return JSON.stringify(last);
}
/** The last property name in `pointer` that is not an array index ('' if none). */
function propertyName(pointer) {
    const tokens = pointer.split('/').slice(1).map(unescapeToken);
    for (let i = tokens.length - 1; i >= 0; i--)
        if (!/^\d+$/.test(tokens[i]))
            return i === tokens.length - 1 ? tokens[i] : '';
    return '';
}
function unescapeToken(t) {
    return t.replace(/~1/g, '/').replace(/~0/g, '~');
}
function truncate(s, max = 60) {
    return s.length > max ? `${s.slice(0, max)}…` : s;
}
/** JSON-quoted and shortened, with the line separators JSON.stringify leaves raw escaped too. */
function quote(s) {
    return JSON.stringify(truncate(s))
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}
function describeValue(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return v.length === 0 ? 'an empty array' : `an array of ${v.length}`;
    switch (typeof v) {
        case 'string':
            return `string ${quote(v)}`;
        case 'number':
        case 'boolean':
            return `${typeof v} ${String(v)}`;
        case 'object':
            return 'an object';
        default:
            return typeof v;
    }
}
/** The candidate closest to `name`: same but for case, or within edit distance 2 (for names of 4+ chars). */
function closest(name, candidates) {
    const lower = name.toLowerCase();
    const exact = candidates.find((c) => c.toLowerCase() === lower);
    if (exact)
        return exact;
    if (name.length < 4)
        return undefined;
    let best;
    let bestDistance = 3;
    for (const c of candidates) {
        if (Math.abs(c.length - name.length) >= bestDistance)
            continue;
        const dist = editDistance(lower, c.toLowerCase());
        if (dist < bestDistance) {
            best = c;
            bestDistance = dist;
        }
    }
    return best;
}
function editDistance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const cur = [i];
        for (let j = 1; j <= b.length; j++) {
            cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        prev = cur;
    }
    return prev[b.length];
}
// ---------------------------------------------------------------------------------------------------------------
/** Keep at most MAX_SCHEMA_DIAGNOSTICS, errors first, in their original order; summarize the rest in the last one. */
function cap(all, cx) {
    if (all.length <= MAX_SCHEMA_DIAGNOSTICS)
        return all;
    const keep = new Set();
    for (const severity of ['error', 'warning']) {
        for (const d of all) {
            if (keep.size >= MAX_SCHEMA_DIAGNOSTICS - 1)
                break;
            if (d.severity === severity)
                keep.add(d);
        }
    }
    const dropped = all.filter((d) => !keep.has(d));
    const errors = dropped.filter((d) => d.severity === 'error').length;
    const warnings = dropped.length - errors;
    const parts = [errors ? (0,format/* plural */.LS)(errors, 'error') : '', warnings ? (0,format/* plural */.LS)(warnings, 'warning') : '']
        .filter(Boolean)
        .join(' and ');
    const summary = {
        severity: errors ? 'error' : 'warning',
        rule: errors ? 'schema' : (dropped[0]?.rule ?? 'schema'),
        file: cx.file,
        pointer: cx.base,
        message: `${parts} more not shown (at most ${MAX_SCHEMA_DIAGNOSTICS} schema diagnostics per call)`,
        hint: 'fix the problems above and validate again',
    };
    return [...all.filter((d) => keep.has(d)), summary];
}

;// CONCATENATED MODULE: ./src/sarif/output-gate.ts




class OutputGateError extends Error {
    constructor(problem) {
        super(`the upload the engine built fails its own output check (${problem}); nothing was written or uploaded. ` +
            'This is a bug in sarif-pipeline: please report it with the input file.');
        this.name = 'OutputGateError';
    }
}
/**
 * What the schema may still say of good output, as the input said it: URIs the service accepts though they are not
 * well formed, regions that end before they start.
 */
const TOLERATED = new Set(['uri-format', 'region-order']);
function fail(where, d) {
    throw new OutputGateError(`${String(where)}${d.pointer}: ${d.message}`);
}
/** The run without its results: schema, unique arrays and references. */
function gateRun(skeleton, space, where) {
    // A rule still kept as its bytes is the input's, validated on them (read-tool.ts): `{id}` keeps its place.
    const tool = withoutValidatedRules(skeleton.tool, (id) => ({ id }));
    const doc = { version: '2.1.0', runs: [{ ...skeleton, tool, results: [] }] };
    for (const d of schema_validate_validateLog(doc, ''))
        if (!TOLERATED.has(d.rule))
            fail(where, d);
    walkReferences(skeleton, 'run', space, strict(space, where), [], { skip: new Set(['results']) });
}
/**
 * A result the engine rewrote, as an object: the schema always; its references one by one when the rewrite moved
 * them (else they are the input's, which `gateCopied` checks from the facts).
 */
function gateResult(result, space, where, moved) {
    for (const d of schema_validate_validateResult(result, '', ''))
        if (!TOLERATED.has(d.rule))
            fail(where, d);
    if (moved)
        walkReferences(result, 'result', space, strict(space, where), [], {});
}
/** A result copied byte for byte: what pass 1 recorded of its references must be in range of the output. */
function gateCopied(t, i, space, where) {
    const over = (max, n) => max >= 0 && max >= n;
    if (over(t.maxArtifact(i), space.lengths.artifacts) ||
        over(t.maxLogical(i), space.lengths.logicalLocations) ||
        over(t.maxThreadFlow(i), space.lengths.threadFlowLocations)) {
        fail(where, { pointer: '', message: 'a result copied unchanged points past the end of a run array' });
    }
}
function strict(space, where) {
    return checkVisitor(space, (d) => fail(where, d), { resultRules: true });
}

;// CONCATENATED MODULE: ./src/sarif/generated/sarif-result-table.js
// GENERATED by scripts/build-validator.mjs from schemas/sarif-schema-2.1.0.json: do not edit.
/* eslint-disable */
const TYPE_BITS = {"object":1,"array":2,"string":4,"integer":8,"number":16,"boolean":32,"null":64};
const RESULT = 0;
const REPORTING_DESCRIPTOR = 180;
const NODES = [{"def":"result","types":1,"props":{"ruleId":1,"ruleIndex":2,"rule":3,"kind":14,"level":15,"message":16,"analysisTarget":22,"locations":26,"guid":70,"correlationGuid":71,"occurrenceCount":72,"partialFingerprints":73,"fingerprints":75,"stacks":77,"codeFlows":85,"graphs":123,"graphTraversals":134,"relatedLocations":145,"suppressions":146,"baselineState":152,"rank":153,"attachments":154,"hostedViewerUri":163,"workItemUris":164,"provenance":166,"fixes":173,"taxa":179,"webRequest":104,"webResponse":114,"properties":11},"extra":false,"required":["message"]},{"types":4},{"types":8,"minimum":-1},{"def":"reportingDescriptorReference","types":1,"props":{"id":4,"index":5,"guid":6,"toolComponent":7,"properties":11},"extra":false,"anyOf":[["index"],["guid"],["id"]]},{"types":4},{"types":8,"minimum":-1},{"types":4,"pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},{"def":"toolComponentReference","types":1,"props":{"name":8,"index":9,"guid":10,"properties":11},"extra":false},{"types":4},{"types":8,"minimum":-1},{"types":4,"pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},{"def":"propertyBag","types":1,"props":{"tags":12}},{"types":2,"minItems":0,"items":13,"unique":true},{"types":4},{"types":4,"enum":["notApplicable","pass","fail","review","open","informational"]},{"types":4,"enum":["none","note","warning","error"]},{"def":"message","types":1,"props":{"text":17,"markdown":18,"id":19,"arguments":20,"properties":11},"extra":false,"anyOf":[["text"],["id"]]},{"types":4},{"types":4},{"types":4},{"types":2,"minItems":0,"items":21},{"types":4},{"def":"artifactLocation","types":1,"props":{"uri":23,"uriBaseId":24,"index":25,"description":16,"properties":11},"extra":false},{"types":4,"format":"uri-reference"},{"types":4},{"types":8,"minimum":-1},{"types":2,"minItems":0,"items":27},{"def":"location","types":1,"props":{"id":28,"physicalLocation":29,"logicalLocations":56,"message":16,"annotations":64,"relationships":65,"properties":11},"extra":false},{"types":8,"minimum":-1},{"def":"physicalLocation","types":1,"props":{"address":30,"artifactLocation":22,"region":40,"contextRegion":40,"properties":11},"extra":false,"anyOf":[["address"],["artifactLocation"]]},{"def":"address","types":1,"props":{"absoluteAddress":31,"relativeAddress":32,"length":33,"kind":34,"name":35,"fullyQualifiedName":36,"offsetFromParent":37,"index":38,"parentIndex":39,"properties":11},"extra":false},{"types":8,"minimum":-1},{"types":8},{"types":8},{"types":4},{"types":4},{"types":4},{"types":8},{"types":8,"minimum":-1},{"types":8,"minimum":-1},{"def":"region","types":1,"props":{"startLine":41,"startColumn":42,"endLine":43,"endColumn":44,"charOffset":45,"charLength":46,"byteOffset":47,"byteLength":48,"snippet":49,"message":16,"sourceLanguage":55,"properties":11},"extra":false,"anyOf":[["startLine"],["charOffset"],["byteOffset"]]},{"types":8,"minimum":1},{"types":8,"minimum":1},{"types":8,"minimum":1},{"types":8,"minimum":1},{"types":8,"minimum":-1},{"types":8,"minimum":0},{"types":8,"minimum":-1},{"types":8,"minimum":0},{"def":"artifactContent","types":1,"props":{"text":50,"binary":51,"rendered":52,"properties":11},"extra":false},{"types":4},{"types":4},{"def":"multiformatMessageString","types":1,"props":{"text":53,"markdown":54,"properties":11},"extra":false,"required":["text"]},{"types":4},{"types":4},{"types":4},{"types":2,"minItems":0,"items":57,"unique":true},{"def":"logicalLocation","types":1,"props":{"name":58,"index":59,"fullyQualifiedName":60,"decoratedName":61,"parentIndex":62,"kind":63,"properties":11},"extra":false},{"types":4},{"types":8,"minimum":-1},{"types":4},{"types":4},{"types":8,"minimum":-1},{"types":4},{"types":2,"minItems":0,"items":40,"unique":true},{"types":2,"minItems":0,"items":66,"unique":true},{"def":"locationRelationship","types":1,"props":{"target":67,"kinds":68,"description":16,"properties":11},"extra":false,"required":["target"]},{"types":8,"minimum":0},{"types":2,"items":69,"unique":true},{"types":4},{"types":4,"pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},{"types":4,"pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},{"types":8,"minimum":1},{"types":1,"extra":74},{"types":4},{"types":1,"extra":76},{"types":4},{"types":2,"minItems":0,"items":78,"unique":true},{"def":"stack","types":1,"props":{"message":16,"frames":79,"properties":11},"extra":false,"required":["frames"]},{"types":2,"minItems":0,"items":80},{"def":"stackFrame","types":1,"props":{"location":27,"module":81,"threadId":82,"parameters":83,"properties":11},"extra":false},{"types":4},{"types":8},{"types":2,"minItems":0,"items":84},{"types":4},{"types":2,"minItems":0,"items":86},{"def":"codeFlow","types":1,"props":{"message":16,"threadFlows":87,"properties":11},"extra":false,"required":["threadFlows"]},{"types":2,"minItems":1,"items":88},{"def":"threadFlow","types":1,"props":{"id":89,"message":16,"initialState":90,"immutableState":91,"locations":92,"properties":11},"extra":false,"required":["locations"]},{"types":4},{"types":1,"extra":52},{"types":1,"extra":52},{"types":2,"minItems":1,"items":93},{"def":"threadFlowLocation","types":1,"props":{"index":94,"location":27,"stack":78,"kinds":95,"taxa":97,"module":98,"state":99,"nestingLevel":100,"executionOrder":101,"executionTimeUtc":102,"importance":103,"webRequest":104,"webResponse":114,"properties":11},"extra":false},{"types":8,"minimum":-1},{"types":2,"minItems":0,"items":96,"unique":true},{"types":4},{"types":2,"minItems":0,"items":3,"unique":true},{"types":4},{"types":1,"extra":52},{"types":8,"minimum":0},{"types":8,"minimum":-1},{"types":4,"format":"date-time"},{"types":4,"enum":["important","essential","unimportant"]},{"def":"webRequest","types":1,"props":{"index":105,"protocol":106,"version":107,"target":108,"method":109,"headers":110,"parameters":112,"body":49,"properties":11},"extra":false},{"types":8,"minimum":-1},{"types":4},{"types":4},{"types":4},{"types":4},{"types":1,"extra":111},{"types":4},{"types":1,"extra":113},{"types":4},{"def":"webResponse","types":1,"props":{"index":115,"protocol":116,"version":117,"statusCode":118,"reasonPhrase":119,"headers":120,"body":49,"noResponseReceived":122,"properties":11},"extra":false},{"types":8,"minimum":-1},{"types":4},{"types":4},{"types":8},{"types":4},{"types":1,"extra":121},{"types":4},{"types":32},{"types":2,"minItems":0,"items":124,"unique":true},{"def":"graph","types":1,"props":{"description":16,"nodes":125,"edges":129,"properties":11},"extra":false},{"types":2,"minItems":0,"items":126,"unique":true},{"def":"node","types":1,"props":{"id":127,"label":16,"location":27,"children":128,"properties":11},"extra":false,"required":["id"]},{"types":4},{"types":2,"minItems":0,"items":126,"unique":true},{"types":2,"minItems":0,"items":130,"unique":true},{"def":"edge","types":1,"props":{"id":131,"label":16,"sourceNodeId":132,"targetNodeId":133,"properties":11},"extra":false,"required":["id","sourceNodeId","targetNodeId"]},{"types":4},{"types":4},{"types":4},{"types":2,"minItems":0,"items":135,"unique":true},{"def":"graphTraversal","types":1,"props":{"runGraphIndex":136,"resultGraphIndex":137,"description":16,"initialState":138,"immutableState":139,"edgeTraversals":140,"properties":11},"extra":false,"oneOf":[["runGraphIndex"],["resultGraphIndex"]]},{"types":8,"minimum":-1},{"types":8,"minimum":-1},{"types":1,"extra":52},{"types":1,"extra":52},{"types":2,"minItems":0,"items":141},{"def":"edgeTraversal","types":1,"props":{"edgeId":142,"message":16,"finalState":143,"stepOverEdgeCount":144,"properties":11},"extra":false,"required":["edgeId"]},{"types":4},{"types":1,"extra":52},{"types":8,"minimum":0},{"types":2,"minItems":0,"items":27,"unique":true},{"types":2,"minItems":0,"items":147,"unique":true},{"def":"suppression","types":1,"props":{"guid":148,"kind":149,"status":150,"justification":151,"location":27,"properties":11},"extra":false,"required":["kind"]},{"types":4,"pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},{"types":4,"enum":["inSource","external"]},{"types":4,"enum":["accepted","underReview","rejected"]},{"types":4},{"types":4,"enum":["new","unchanged","updated","absent"]},{"types":16,"minimum":-1,"maximum":100},{"types":2,"minItems":0,"items":155,"unique":true},{"def":"attachment","types":1,"props":{"description":16,"artifactLocation":22,"regions":156,"rectangles":157,"properties":11},"extra":false,"required":["artifactLocation"]},{"types":2,"minItems":0,"items":40,"unique":true},{"types":2,"minItems":0,"items":158,"unique":true},{"def":"rectangle","types":1,"props":{"top":159,"left":160,"bottom":161,"right":162,"message":16,"properties":11},"extra":false},{"types":16},{"types":16},{"types":16},{"types":16},{"types":4,"format":"uri"},{"types":2,"minItems":0,"items":165,"unique":true},{"types":4,"format":"uri"},{"def":"resultProvenance","types":1,"props":{"firstDetectionTimeUtc":167,"lastDetectionTimeUtc":168,"firstDetectionRunGuid":169,"lastDetectionRunGuid":170,"invocationIndex":171,"conversionSources":172,"properties":11},"extra":false},{"types":4,"format":"date-time"},{"types":4,"format":"date-time"},{"types":4,"pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},{"types":4,"pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},{"types":8,"minimum":-1},{"types":2,"minItems":0,"items":29,"unique":true},{"types":2,"minItems":0,"items":174,"unique":true},{"def":"fix","types":1,"props":{"description":16,"artifactChanges":175,"properties":11},"extra":false,"required":["artifactChanges"]},{"types":2,"minItems":1,"items":176,"unique":true},{"def":"artifactChange","types":1,"props":{"artifactLocation":22,"replacements":177,"properties":11},"extra":false,"required":["artifactLocation","replacements"]},{"types":2,"minItems":1,"items":178},{"def":"replacement","types":1,"props":{"deletedRegion":40,"insertedContent":49,"properties":11},"extra":false,"required":["deletedRegion"]},{"types":2,"minItems":0,"items":3,"unique":true},{"def":"reportingDescriptor","types":1,"props":{"id":181,"deprecatedIds":182,"guid":184,"deprecatedGuids":185,"name":187,"deprecatedNames":188,"shortDescription":52,"fullDescription":52,"messageStrings":190,"defaultConfiguration":191,"helpUri":195,"help":52,"relationships":196,"properties":11},"extra":false,"required":["id"]},{"types":4},{"types":2,"minItems":0,"items":183,"unique":true},{"types":4},{"types":4,"pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},{"types":2,"minItems":0,"items":186,"unique":true},{"types":4,"pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},{"types":4},{"types":2,"minItems":0,"items":189,"unique":true},{"types":4},{"types":1,"extra":52},{"def":"reportingConfiguration","types":1,"props":{"enabled":192,"level":193,"rank":194,"parameters":11,"properties":11},"extra":false},{"types":32},{"types":4,"enum":["none","note","warning","error"]},{"types":16,"minimum":-1,"maximum":100},{"types":4,"format":"uri"},{"types":2,"minItems":0,"items":197,"unique":true},{"def":"reportingDescriptorRelationship","types":1,"props":{"target":3,"kinds":198,"description":16,"properties":11},"extra":false,"required":["target"]},{"types":2,"items":199,"unique":true},{"types":4}];

;// CONCATENATED MODULE: ./src/sarif/result-bytes.ts
/**
 * One result validated on its bytes, without building it: a single pass that checks the JSON grammar and the
 * result schema (types, required properties, enums, minimums, patterns, formats, anyOf/oneOf of required lists,
 * unique items) from a table generated at build time (generated/sarif-result-table.js), and reads the facts the
 * trim ranks by in the same pass. Strings are decoded only where the schema or the facts need their value (keys,
 * enums, patterns, formats, rule ids): a message's text is stepped over, never copied.
 *
 * It answers only when it is sure: the facts of a result that the reference path (JSON.parse + the ajv validator,
 * result-facts.ts) would find valid with no diagnostic at all. Anything else — an error, a warning, a reference
 * this pass does not follow, two items of a unique array with the same hash, a nesting too deep — answers
 * `undefined`, and the caller takes the reference path, which gives the diagnostics (pointer, line, column, hint)
 * exactly as before. A differential test (__tests__/sarif/result-bytes.test.ts) holds the two to the same verdict
 * and the same facts on every fixture and on mutations of them.
 *
 * The one file of src/ over 700 lines (__tests__/layout/sizes.test.ts allows it): it is one hot loop, whose parts
 * share module-level cursor state (the buffer's end, the facts being read) so that each call stays small,
 * monomorphic and allocation-free. Split across modules, that state would travel with every value read.
 */






const OBJ = TYPE_BITS.object;
const ARR = TYPE_BITS.array;
const STR = TYPE_BITS.string;
const INT = TYPE_BITS.integer;
const NUM = TYPE_BITS.number;
const BOOL = TYPE_BITS.boolean;
const NULL = TYPE_BITS.null;
const ARTIFACTS = references_RUN_ARRAYS.indexOf('artifacts');
const LOGICAL_LOCATIONS = references_RUN_ARRAYS.indexOf('logicalLocations');
const THREAD_FLOW_LOCATIONS = references_RUN_ARRAYS.indexOf('threadFlowLocations');
const FACT_NONE = 0;
const FACT_UNSURE = 1; // a reference or a part of the model this pass does not follow
const FACT_RULE_ID = 2;
const FACT_RULE_INDEX = 3;
const FACT_RULE = 4;
const FACT_LEVEL = 5;
const FACT_KIND = 6;
const FACT_LOCATIONS = 7;
const FACT_MESSAGE = 8;
const FACT_FINGERPRINTS = 9;
const FACT_REF_ID = 10;
const FACT_REF_INDEX = 11;
const FACT_REF_COMPONENT = 12;
const FACT_TC_INDEX = 13;
const FACT_TC_GUID = 14;
const FACT_TC_NAME = 15;
const FACT_TF_LOCATIONS = 16;
const FACT_MESSAGE_TEXT = 17;
const FACT_MESSAGE_ID = 18;
/** An index into a run array (INDEX_REFERENCES): FACT_RUN_INDEX + the array's place in RUN_ARRAYS. */
const FACT_RUN_INDEX = 19;
/** Of a rule (readRule): its id, and the length of a `tags` array in any of its property bags. */
const FACT_DESCRIPTOR_ID = 100;
const FACT_TAGS = 101;
/** What the ranking reads of a rule (severity.ts, ruleSeverity): its default level, three of its own properties. */
const FACT_RULE_LEVEL = 102;
const FACT_SECURITY_SEVERITY = 103;
const FACT_PROBLEM_SEVERITY = 104;
const FACT_PRECISION = 105;
/** An artifactLocation's uriBaseId: noted in refMask (REF_URI_BASE), its value not read. */
const FACT_URI_BASE = 110;
/** A region's line and column numbers: FACT_REGION + 0 startLine, 1 startColumn, 2 endLine, 3 endColumn. */
const FACT_REGION = 120;
/** Facts read from a string's value (the others need no decoding: a message's text is stepped over). */
const NEEDS_STRING = [];
for (const f of [
    FACT_RULE_ID,
    FACT_LEVEL,
    FACT_KIND,
    FACT_REF_ID,
    FACT_TC_GUID,
    FACT_TC_NAME,
    FACT_MESSAGE_ID,
    FACT_DESCRIPTOR_ID,
])
    NEEDS_STRING[f] = true;
/** References this pass follows: ruleIndex and result.rule (read as facts), indices into run arrays. */
function factOf(def, name, atResultRule, ofRule) {
    const key = `${def}.${name}`;
    if (ofRule && key === 'reportingDescriptor.id')
        return FACT_DESCRIPTOR_ID;
    if (ofRule && key === 'propertyBag.tags')
        return FACT_TAGS;
    if (ofRule && key === 'reportingConfiguration.level')
        return FACT_RULE_LEVEL;
    switch (key) {
        case 'result.ruleId':
            return FACT_RULE_ID;
        case 'result.ruleIndex':
            return FACT_RULE_INDEX;
        case 'result.rule':
            return FACT_RULE;
        case 'result.level':
            return FACT_LEVEL;
        case 'result.kind':
            return FACT_KIND;
        case 'result.locations':
            return FACT_LOCATIONS;
        case 'result.message':
            return FACT_MESSAGE;
        case 'result.partialFingerprints':
            return FACT_FINGERPRINTS;
        case 'threadFlow.locations':
            return FACT_TF_LOCATIONS;
        case 'message.text':
            return FACT_MESSAGE_TEXT;
        case 'message.id':
            return FACT_MESSAGE_ID;
        case 'artifactLocation.uriBaseId':
            return FACT_URI_BASE;
        case 'region.startLine':
            return FACT_REGION;
        case 'region.startColumn':
            return FACT_REGION + 1;
        case 'region.endLine':
            return FACT_REGION + 2;
        case 'region.endColumn':
            return FACT_REGION + 3;
    }
    if (def === 'reportingDescriptorReference' && atResultRule) {
        if (name === 'id')
            return FACT_REF_ID;
        if (name === 'index')
            return FACT_REF_INDEX;
        if (name === 'toolComponent')
            return FACT_REF_COMPONENT;
        return FACT_NONE;
    }
    if (def === 'toolComponentReference' && atResultRule) {
        if (name === 'index')
            return FACT_TC_INDEX;
        if (name === 'guid')
            return FACT_TC_GUID;
        if (name === 'name')
            return FACT_TC_NAME;
        return FACT_NONE;
    }
    // Every other reference of the model (references.ts) goes to the reference path, and so does, as a precaution
    // against a reference the model may gain, any other member named like an index.
    if (def === 'reportingDescriptorReference' || def === 'toolComponentReference')
        return FACT_UNSURE;
    // An index into a run array: noted as the reference walk notes it (result-facts.ts, collector.index).
    const spec = INDEX_REFERENCES[key];
    if (spec)
        return FACT_RUN_INDEX + references_RUN_ARRAYS.indexOf(spec.array);
    if (key in DESCRIPTOR_REFERENCES || key in COMPONENT_REFERENCES)
        return FACT_UNSURE;
    if (/[iI]ndex$/.test(name))
        return FACT_UNSURE; // resultGraphIndex: the walker checks it apart
    return FACT_NONE;
}
/**
 * A property name's slot in its node's table: its length and four of its bytes, hashed (Fibonacci hashing). Four:
 * a rule's deprecatedGuids and deprecatedNames share length, first, middle and last byte.
 */
function slotOf(b, start, stop, shift) {
    const n = stop - start;
    if (n === 0)
        return 0;
    const h = (n << 24) ^ (b[start] << 16) ^ (b[start + (n >> 1)] << 8) ^ b[stop - 1] ^ (b[stop - 1 - (n >> 2)] << 3);
    return Math.imul(h, 0x9e3779b1) >>> shift;
}
/** The smallest table (from 32 slots) in which no two of the members share a slot. */
function placeMembers(node, members) {
    for (let bits = 5; bits <= 12; bits++) {
        const shift = 32 - bits;
        const slots = new Array(1 << bits).fill(undefined);
        if (members.every((m) => {
            const k = slotOf(m.bytes, 0, m.bytes.length, shift);
            if (slots[k] !== undefined)
                return false;
            slots[k] = m;
            return true;
        })) {
            node.slots = slots;
            node.slotShift = shift;
            return;
        }
    }
    throw new Error(`${node.def}: no table of up to 4,096 slots holds its property names apart`);
}
/**
 * Absolute http(s) URIs of the plainest form (host, port, path of unreserved characters): every one of them is a
 * `uri` by the format's full expression, which costs ten times more (a rule set's helpUri, one per rule).
 */
const PLAIN_HTTP_URI = /^https?:\/\/[a-z0-9\-._~]+(?::\d+)?(?:\/[a-z0-9\-._~!$&'()*+,;=:@]*)*$/i;
/** Bytes of the unreserved characters (ASCII letters, digits, - . _ ~) and of the sub-delimiters, : and @. */
const UNRESERVED = new Uint8Array(128);
const PATH_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
    const ch = String.fromCharCode(c);
    if (/[a-z0-9\-._~]/i.test(ch))
        UNRESERVED[c] = PATH_CHAR[c] = 1;
    if ("!$&'()*+,;=:@/".includes(ch))
        PATH_CHAR[c] = 1;
}
const HTTP = Buffer.from('http');
/** PLAIN_HTTP_URI on a string's raw bytes (unescaped), without decoding it. */
function plainHttpUri(b, s, e) {
    if (e - s < 8)
        return false;
    for (let i = 0; i < 4; i++)
        if ((b[s + i] | 0x20) !== HTTP[i])
            return false;
    let p = s + 4;
    if ((b[p] | 0x20) === 0x73 /* s */)
        p++;
    if (b[p] !== 0x3a || b[p + 1] !== 0x2f || b[p + 2] !== 0x2f)
        return false;
    p += 3;
    const host = p;
    while (p < e && b[p] < 128 && UNRESERVED[b[p]] === 1)
        p++;
    if (p === host)
        return false;
    if (p < e && b[p] === 0x3a /* : */) {
        p++;
        while (p < e && b[p] >= 0x30 && b[p] <= 0x39)
            p++;
    }
    if (p < e && b[p] !== 0x2f)
        return false;
    while (p < e && b[p] < 128 && PATH_CHAR[b[p]] === 1)
        p++;
    return p === e;
}
/**
 * A `uri-reference` of the plainest forms, on its raw bytes: a plain http(s) URI, or a relative reference of path
 * characters only that does not start with `//` (an artifact's `src/app/main.ts`): every one of them passes the
 * format's full expression, which costs a decoded string and ten times the time (a URI in every result).
 */
function plainUriReference(b, s, e) {
    if (e === s || (b[s] === 0x2f && b[s + 1] === 0x2f && e - s >= 2))
        return plainHttpUri(b, s, e);
    for (let p = s; p < e; p++) {
        const c = b[p];
        if (c >= 128 || PATH_CHAR[c] !== 1)
            return plainHttpUri(b, s, e);
    }
    return true;
}
function formatCheck(name) {
    const f = fullFormats[name];
    if (!f)
        throw new Error(`unknown format ${name}`);
    const v = f instanceof RegExp || typeof f === 'function' ? f : f.validate;
    const check = v instanceof RegExp ? (s) => v.test(s) : v;
    return name === 'uri' ? (s) => PLAIN_HTTP_URI.test(s) || check(s) : check;
}
/**
 * Byte strings (unescaped) that passed one node's enum and format or pattern: the same URIs, levels and dates come
 * back result after result, and matching their bytes costs a hash, where decoding them cost a string each (the
 * garbage of millions of results made V8 grow its young generation) and a format expression more. Bounded: cleared
 * when full; strings over MAX_KNOWN bytes are not kept.
 */
const KNOWN_ENTRIES = 1024;
const MAX_KNOWN = 512;
const result_bytes_EMPTY = Buffer.alloc(0);
const NO_INTS = new Int32Array(0);
class KnownStrings {
    // Allocated at the first string (most nodes never see one).
    arena = result_bytes_EMPTY;
    used = 0;
    count = 0;
    at = NO_INTS;
    length = NO_INTS;
    slots = NO_INTS;
    has(b, start, stop) {
        const n = stop - start;
        if (n > MAX_KNOWN || this.count === 0)
            return false;
        const mask = this.slots.length - 1;
        for (let slot = hashBytes(b, start, stop) & mask;; slot = (slot + 1) & mask) {
            const k = this.slots[slot];
            if (k < 0)
                return false;
            if (this.length[k] !== n)
                continue;
            const arena = this.arena;
            let i = 0;
            for (let a = this.at[k]; i < n && arena[a + i] === b[start + i]; i++)
                ;
            if (i === n)
                return true;
        }
    }
    add(b, start, stop) {
        const n = stop - start;
        if (n > MAX_KNOWN)
            return;
        if (this.slots === NO_INTS) {
            this.arena = Buffer.allocUnsafeSlow(16 * 1024);
            this.at = new Int32Array(KNOWN_ENTRIES);
            this.length = new Int32Array(KNOWN_ENTRIES);
            this.slots = new Int32Array(KNOWN_ENTRIES * 2);
        }
        if (this.count === 0 || this.count === KNOWN_ENTRIES) {
            this.count = 0;
            this.used = 0;
            this.slots.fill(-1);
        }
        if (this.used + n > this.arena.length) {
            const arena = Buffer.allocUnsafeSlow(this.arena.length * 2);
            this.arena.copy(arena, 0, 0, this.used);
            this.arena = arena;
        }
        const k = this.count++;
        const arena = this.arena;
        if (n <= 64)
            for (let i = 0, a = this.used; i < n; i++)
                arena[a + i] = b[start + i];
        else
            b.copy(arena, this.used, start, stop);
        this.at[k] = this.used;
        this.length[k] = n;
        this.used += n;
        const mask = this.slots.length - 1;
        let slot = hashBytes(b, start, stop) & mask;
        while (this.slots[slot] >= 0)
            slot = (slot + 1) & mask;
        this.slots[slot] = k;
    }
}
/** FNV-1a over bytes. */
function hashBytes(b, start, stop) {
    let h = 0x811c9dc5;
    for (let i = start; i < stop; i++)
        h = Math.imul(h ^ b[i], 0x01000193);
    return (h ^ (h >>> 15)) >>> 0;
}
/** The table as linked nodes; `atResultRule` marks the copies reached through result.rule (their facts differ). */
/** The schema graph from a table node: a result's (the default), or a rule's (`ofRule`, read by readRule). */
function result_bytes_link(from, ofRule) {
    const built = new Map();
    const make = (id, atResultRule, ruleBag = false) => {
        const key = `${id}:${atResultRule}:${ruleBag}`;
        const done = built.get(key);
        if (done)
            return done;
        const t = NODES[id];
        const node = {
            def: t.def,
            types: t.types ?? 0,
            slots: undefined,
            slotShift: 0,
            byName: undefined,
            extra: undefined,
            required: 0,
            anyOf: undefined,
            oneOf: undefined,
            enumValues: t.enum ? new Set(t.enum) : undefined,
            minimum: t.minimum,
            maximum: t.maximum,
            minItems: t.minItems ?? 0,
            items: undefined,
            unique: t.unique === true,
            check: t.pattern
                ? ((re) => (s) => re.test(s))(new RegExp(t.pattern, 'u'))
                : t.format
                    ? formatCheck(t.format)
                    : undefined,
            plain: t.enum !== undefined || t.pattern !== undefined
                ? undefined
                : t.format === 'uri'
                    ? plainHttpUri
                    : t.format === 'uri-reference'
                        ? plainUriReference
                        : undefined,
            ruleBag,
            region: t.def === 'region',
            decode: t.enum !== undefined || t.pattern !== undefined || t.format !== undefined,
            known: t.enum !== undefined || t.pattern !== undefined || t.format !== undefined
                ? new KnownStrings()
                : undefined,
            next: [],
        };
        built.set(key, node);
        if (t.props) {
            const names = Object.keys(t.props);
            if (names.length > 31)
                throw new Error(`${t.def}: more than 31 properties`);
            node.byName = new Map();
            names.forEach((name, i) => {
                const bytes = Buffer.from(name, 'utf8');
                const inRule = atResultRule || (t.def === 'result' && name === 'rule');
                const m = {
                    name,
                    bytes,
                    quoted: Buffer.concat([bytes, Buffer.from('"')]),
                    order: i + 1,
                    node: make(t.props[name], inRule && t.def !== 'toolComponentReference', ofRule && t.def === 'reportingDescriptor' && name === 'properties'),
                    bit: 1 << i,
                    fact: factOf(t.def, name, atResultRule, ofRule),
                };
                node.byName.set(name, m);
            });
            node.next = new Array(names.length + 1).fill(undefined);
            placeMembers(node, [...node.byName.values()]);
        }
        const mask = (names) => names.reduce((m, n) => {
            const member = node.byName?.get(n);
            if (!member)
                throw new Error(`${t.def}: required ${n} is not a property`);
            return m | member.bit;
        }, 0);
        if (t.required)
            node.required = mask(t.required);
        if (t.anyOf)
            node.anyOf = t.anyOf.map(mask);
        if (t.oneOf)
            node.oneOf = t.oneOf.map(mask);
        if (t.extra === false)
            node.extra = false;
        else if (t.extra !== undefined)
            node.extra = make(t.extra, false);
        if (t.items !== undefined)
            node.items = make(t.items, atResultRule);
        return node;
    };
    return make(from, false);
}
let root;
let ruleRoot;
/** Thrown (as itself, no stack) when the pass cannot be sure; caught in fastResult. */
const UNSURE = { unsure: true };
const MAX_DEPTH = 64;
// The pass's state, one result at a time, no allocation per value. The position is not part of it: every reader
// takes the bytes and a position and returns the position after what it read, so that the loops work on locals
// (module variables cost a load and a check for every byte they are read at).
let end = 0;
let depth = 0;
/** The bytes' memory as 32-bit words (one view per ArrayBuffer), and where the bytes start in it. */
let words = new Uint32Array(0);
let wordsOf;
let wordBase = 0;
let facts;
/** Of the string just read: whether it had an escape; its content's bounds. */
let strEscaped = false;
let strStart = 0;
let strEnd = 0;
/** Of the number just read. */
let numValue = 0;
/** Of the array just read. */
let itemCount = 0;
/** Of result.rule, combined at the end the way resultFacts() combines them. */
let ruleIdFromRef;
let ruleIndexFromRef = -1;
let ruleIndexSet = false;
let tcSeen = false;
let tcIndex;
let tcGuid;
let tcName;
/**
 * Bounds (start, end) of the names of free members (no schema member of that name) of the objects being read, from
 * the outermost: each object's names are compared with each other (the same name twice is refused). An object
 * with more than MAX_FREE_KEYS of them goes to the reference path, which compares them without a bound.
 */
const MAX_FREE_KEYS = 256;
const keyBounds = new Int32Array(2 * MAX_FREE_KEYS * 8);
let keyTop = 0;
/** Of the last message object read: whether it had text, its id. */
/** The bytes being read (begin). */
let result_bytes_text = Buffer.alloc(0);
/** The last base name read, as bytes and as the one-name list results share: most results name the same base. */
let lastBase = Buffer.alloc(0);
let lastBases = [];
/** The line and column numbers of the region being read (0: absent; the schema's minimum is 1). */
let regionStartLine = 0;
let regionStartColumn = 0;
let regionEndLine = 0;
let regionEndColumn = 0;
let msgHasText = false;
let msgId;
let msgHasId = false;
/** Of the rule being read: its id, and the longest `tags` array of its property bags. */
let descriptorId;
let ruleTags = 0;
/** Where what ruleSeverity reads lies in the rule's bytes (the JSON text of each value; -1: absent). */
const ruleSpans = new Int32Array(8);
/**
 * The facts of one result if it is certainly valid (and holds no reference this pass does not follow), else
 * undefined. `bytes[start, stop)` is the result's JSON text.
 */
function fastResult(bytes, start, stop, utf8Checked = false) {
    const read = readResult(bytes, start, stop, utf8Checked);
    return read !== undefined && read.end === stop ? read.facts : undefined;
}
/**
 * One result read from `bytes[start]` (whitespace first allowed), not past `limit`: its facts and the position
 * just after it (whitespace after it included) — or undefined when the pass is not sure, which includes a result
 * that does not end before `limit` and one with ill-formed UTF-8 in a string. `utf8Checked`: the caller has
 * checked that the bytes up to `limit` are well-formed UTF-8 (read-log.ts checks each chunk once, utf8.ts).
 */
function readResult(bytes, start, limit, utf8Checked = false) {
    root ??= result_bytes_link(RESULT, false);
    begin(bytes, limit);
    let p;
    try {
        p = ws(bytes, value(bytes, ws(bytes, start), root, FACT_NONE));
    }
    catch (e) {
        if (e === UNSURE || e instanceof RangeError)
            return undefined;
        throw e;
    }
    if (p > limit)
        return undefined;
    // The pass reads only ASCII outside strings: the bytes are UTF-8 exactly when every string in them is.
    if (!utf8Checked && !(0,external_node_buffer_.isUtf8)(bytes.subarray(start, p)))
        return undefined;
    return { facts: finishFacts(), end: p };
}
/**
 * One rule (a reportingDescriptor) read from `bytes[start]` against the schema, not past `limit`: its id and tag
 * count if it is certainly valid with no diagnostic and holds no reference (read-tool.ts keeps such rules as their
 * bytes), else undefined. The caller has checked the bytes' UTF-8.
 */
function readRule(bytes, start, limit) {
    ruleRoot ??= result_bytes_link(REPORTING_DESCRIPTOR, true);
    begin(bytes, limit, false);
    descriptorId = undefined;
    ruleTags = 0;
    ruleSpans.fill(-1);
    let p;
    try {
        p = ws(bytes, value(bytes, ws(bytes, start), ruleRoot, FACT_NONE));
    }
    catch (e) {
        if (e === UNSURE || e instanceof RangeError)
            return undefined;
        throw e;
    }
    if (p > limit || descriptorId === undefined)
        return undefined;
    return { id: descriptorId, tags: ruleTags, ranking: ruleSpans, end: p };
}
const RULE_SCRATCH = {
    ruleId: undefined,
    ruleIndex: -1,
    component: -1,
    componentRef: undefined,
    level: -1,
    kindFail: 1,
    locations: 0,
    threadFlowLocations: 0,
    hasLineHash: 0,
    refMask: 0,
    maxArtifact: -1,
    maxLogical: -1,
    maxThreadFlow: -1,
    maxOther: -1,
    messageId: undefined,
    uriBases: undefined,
};
/** The pass's state reset for a value of `bytes` read up to `limit`. */
function begin(bytes, limit, resultFacts = true) {
    end = limit;
    result_bytes_text = bytes;
    if (bytes.buffer !== wordsOf) {
        wordsOf = bytes.buffer;
        words = new Uint32Array(bytes.buffer, 0, bytes.buffer.byteLength >>> 2);
    }
    wordBase = bytes.byteOffset;
    depth = 0;
    keyTop = 0;
    // A rule's pass reads no result facts: whatever it may note goes to a scratch record no caller holds.
    if (!resultFacts) {
        facts = RULE_SCRATCH;
        return;
    }
    facts = {
        ruleId: undefined,
        ruleIndex: -1,
        component: -1,
        componentRef: undefined,
        level: -1,
        kindFail: 1,
        locations: 0,
        threadFlowLocations: 0,
        hasLineHash: 0,
        refMask: 0,
        maxArtifact: -1,
        maxLogical: -1,
        maxThreadFlow: -1,
        maxOther: -1,
        messageId: undefined,
        uriBases: undefined,
    };
    ruleIdFromRef = undefined;
    ruleIndexFromRef = -1;
    ruleIndexSet = false;
    tcSeen = false;
    tcIndex = undefined;
    tcGuid = undefined;
    tcName = undefined;
}
function finishFacts() {
    const f = facts;
    if (f.ruleId === undefined)
        f.ruleId = ruleIdFromRef;
    if (f.ruleIndex < 0 && !ruleIndexSet) {
        f.ruleIndex = ruleIndexFromRef;
        if (ruleIndexFromRef >= 0)
            f.refMask |= REF_RULE_INDEX_IN_RULE;
    }
    if (tcIndex !== undefined)
        f.component = tcIndex;
    else if (tcSeen)
        f.componentRef = tcGuid ?? tcName;
    return f;
}
function unsure() {
    throw UNSURE;
}
/** Past whitespace (never past the result's end: the byte there is not whitespace, or is undefined). */
function ws(b, p) {
    const e = end;
    while (p < e) {
        const c = b[p];
        if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09)
            break;
        p++;
    }
    return p;
}
/** Read one value against a schema node; for arrays, itemCount is their length. */
function value(b, p, node, fact) {
    if (p >= end)
        unsure();
    const c = b[p];
    const types = node.types;
    if (c === 0x22 /* " */) {
        if (types !== 0 && !(types & STR))
            unsure();
        p = string(b, p);
        const known = node.known;
        const plain = node.plain;
        if (plain !== undefined && !strEscaped && NEEDS_STRING[fact] !== true && plain(b, strStart, strEnd))
            return p;
        if (known !== undefined && !strEscaped && known.has(b, strStart, strEnd)) {
            if (NEEDS_STRING[fact] === true)
                stringFact(fact, decoded(b));
        }
        else if (node.decode || NEEDS_STRING[fact] === true) {
            const s = decoded(b);
            if (node.enumValues !== undefined && !node.enumValues.has(s))
                unsure();
            if (node.check !== undefined && !node.check(s))
                unsure();
            if (known !== undefined && !strEscaped)
                known.add(b, strStart, strEnd);
            stringFact(fact, s);
        }
        return p;
    }
    if (c === 0x7b /* { */) {
        if (types !== 0 && !(types & OBJ))
            unsure();
        return object(b, p, node, fact);
    }
    if (c === 0x5b /* [ */) {
        if (types !== 0 && !(types & ARR))
            unsure();
        return array(b, p, node);
    }
    if (node.enumValues !== undefined)
        unsure(); // every enum of the result schema is of strings
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
        p = number(b, p);
        const v = numValue;
        if (types !== 0 && !(types & NUM)) {
            if (!(types & INT) || v % 1 || Number.isNaN(v))
                unsure();
        }
        if (node.minimum !== undefined && (v < node.minimum || Number.isNaN(v)))
            unsure();
        if (node.maximum !== undefined && (v > node.maximum || Number.isNaN(v)))
            unsure();
        numberFact(fact, v);
        return p;
    }
    if (c === 0x74 /* t */ || c === 0x66 /* f */) {
        if (types !== 0 && !(types & BOOL))
            unsure();
        return literal(b, p, c === 0x74 ? TRUE : FALSE);
    }
    if (c === 0x6e /* n */) {
        if (types !== 0 && !(types & NULL))
            unsure();
        return literal(b, p, NULLS);
    }
    return unsure();
}
const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const NULLS = Buffer.from('null');
function literal(b, p, word) {
    if (p + word.length > end)
        unsure();
    for (let i = 0; i < word.length; i++)
        if (b[p + i] !== word[i])
            unsure();
    return p + word.length;
}
/**
 * An object against its schema node: members in any order, each key matched, its value read, the required and
 * closed-object checks at the end. One function on purpose: it is the hot loop, and its states share locals.
 */
function object(b, p, node, fact) {
    if (++depth > MAX_DEPTH)
        unsure();
    p = ws(b, p + 1); // past {
    let seen = 0;
    const keyBase = keyTop;
    if (node.def === 'message') {
        msgHasText = false;
        msgHasId = false;
        msgId = undefined;
    }
    if (node.region)
        regionStartLine = regionStartColumn = regionEndLine = regionEndColumn = 0;
    if (b[p] === 0x7d /* } */) {
        p++;
    }
    else {
        const slots = node.slots;
        const extra = node.extra;
        const next = node.next;
        const e = end;
        let prev = 0;
        for (;;) {
            if (b[p] !== 0x22)
                unsure();
            let member;
            // The key the last object of this kind had here, compared as the key is read; else read, then looked up.
            const guess = slots === undefined ? undefined : next[prev];
            if (guess !== undefined) {
                const want = guess.quoted;
                const n = want.length;
                const s = p + 1;
                if (s + n <= e) {
                    let i = 0;
                    while (i < n && b[s + i] === want[i])
                        i++;
                    if (i === n) {
                        member = guess;
                        strStart = s;
                        strEnd = s + n - 1;
                        strEscaped = false;
                        p = s + n;
                    }
                }
            }
            if (member === undefined) {
                p = string(b, p);
                if (slots !== undefined) {
                    member = memberOf(b, node, slots);
                    if (member !== undefined)
                        next[prev] = member;
                }
            }
            prev = member === undefined ? 0 : member.order;
            p = ws(b, p);
            if (b[p] !== 0x3a /* : */)
                unsure();
            p = ws(b, p + 1);
            if (member !== undefined) {
                if (seen & member.bit)
                    unsure(); // a repeated name: JSON.parse keeps the last one, this pass cannot
                seen |= member.bit;
                const f = member.fact;
                if (f === FACT_UNSURE)
                    unsure();
                const at = p;
                p = value(b, p, member.node, f);
                if (f === FACT_RULE_LEVEL)
                    rankingSpan(b, 0, at, p);
                else if (f !== FACT_NONE)
                    memberFact(f);
            }
            else if (extra === false) {
                unsure();
            }
            else {
                // A name no schema member has (a property bag's, an object of free shape): unique by its bytes among this
                // object's others (a known member given twice is caught by `seen` above).
                if (strEscaped)
                    unsure(); // an escaped name equals others by its value: the reference path compares those
                const ks = strStart;
                const n = strEnd - ks;
                if (keyTop - keyBase >= MAX_FREE_KEYS * 2 || keyTop + 2 > keyBounds.length)
                    unsure();
                for (let k = keyBase; k < keyTop; k += 2) {
                    const o = keyBounds[k];
                    if (keyBounds[k + 1] - o !== n)
                        continue;
                    let i = 0;
                    while (i < n && b[o + i] === b[ks + i])
                        i++;
                    if (i === n)
                        unsure(); // the same name twice: refused, with its place, by the reference path
                }
                keyBounds[keyTop++] = ks;
                keyBounds[keyTop++] = strEnd;
                if (fact === FACT_FINGERPRINTS && keyIs(b, LINE_HASH))
                    facts.hasLineHash = 1;
                const bag = node.ruleBag ? bagFact(b) : FACT_NONE;
                const at = p;
                p = value(b, p, extra ?? ANY, FACT_NONE);
                if (bag !== FACT_NONE)
                    rankingSpan(b, bag - FACT_RULE_LEVEL, at, p);
            }
            p = ws(b, p);
            const c = b[p++];
            if (c === 0x2c /* , */) {
                p = ws(b, p);
                continue;
            }
            if (c !== 0x7d)
                unsure();
            break;
        }
    }
    keyTop = keyBase;
    if ((seen & node.required) !== node.required)
        unsure();
    if (node.anyOf !== undefined && branchesMet(node.anyOf, seen) === 0)
        unsure();
    if (node.oneOf !== undefined && branchesMet(node.oneOf, seen) !== 1)
        unsure();
    if (node.region && regionEndsEarly())
        unsure();
    depth--;
    return p;
}
/** Whether the region just read ends before it starts (as the generated validators' regionOrder keyword says). */
function regionEndsEarly() {
    if (regionStartLine === 0)
        return false; // not a text region
    const endLine = regionEndLine === 0 ? regionStartLine : regionEndLine;
    if (endLine < regionStartLine)
        return true;
    return endLine === regionStartLine && regionEndColumn !== 0 && regionEndColumn < (regionStartColumn || 1);
}
/** How many of the branches (masks of required members) the members seen meet. */
function branchesMet(branches, seen) {
    let n = 0;
    for (let i = 0; i < branches.length; i++)
        if ((seen & branches[i]) === branches[i])
            n++;
    return n;
}
const LINE_HASH = Buffer.from('primaryLocationLineHash');
const SECURITY_SEVERITY = Buffer.from('security-severity');
const result_bytes_PROBLEM_SEVERITY = Buffer.from('problem.severity');
const result_bytes_PRECISION = Buffer.from('precision');
/** A value the ranking reads, if it is a string or a number (slot: 0 level, 1-3 the bag's, as in FACT_*). */
function rankingSpan(b, slot, at, after) {
    const c = b[at];
    if (c !== 0x22 && c !== 0x2d && !(c >= 0x30 && c <= 0x39))
        return;
    ruleSpans[2 * slot] = at;
    ruleSpans[2 * slot + 1] = after;
}
/** The fact a member of a rule's own property bag is, by its name (the key just read). */
function bagFact(b) {
    if (keyIs(b, SECURITY_SEVERITY))
        return FACT_SECURITY_SEVERITY;
    if (keyIs(b, result_bytes_PROBLEM_SEVERITY))
        return FACT_PROBLEM_SEVERITY;
    if (keyIs(b, result_bytes_PRECISION))
        return FACT_PRECISION;
    return FACT_NONE;
}
/** The key just read (as the last string) is exactly these bytes, unescaped. */
function keyIs(b, word) {
    if (strEscaped)
        return decoded(b) === word.toString('latin1');
    if (strEnd - strStart !== word.length)
        return false;
    for (let i = 0; i < word.length; i++)
        if (b[strStart + i] !== word[i])
            return false;
    return true;
}
/** A schema for values that are free (property bags, members of objects without a schema for them). */
const ANY = {
    def: undefined,
    types: 0,
    slots: undefined,
    slotShift: 0,
    byName: undefined,
    extra: undefined,
    required: 0,
    anyOf: undefined,
    oneOf: undefined,
    enumValues: undefined,
    minimum: undefined,
    maximum: undefined,
    minItems: 0,
    items: undefined,
    unique: false,
    check: undefined,
    plain: undefined,
    ruleBag: false,
    region: false,
    decode: false,
    known: undefined,
    next: [],
};
/** The member the key just read names, if the node has one of that name. */
function memberOf(b, node, slots) {
    const s = strStart;
    const e = strEnd;
    if (strEscaped) {
        const name = decoded(b);
        if (name === '__proto__')
            unsure();
        return node.byName.get(name);
    }
    const m = slots[slotOf(b, s, e, node.slotShift)];
    if (m === undefined)
        return undefined;
    const want = m.bytes;
    if (want.length !== e - s)
        return undefined;
    for (let i = 0; i < want.length; i++)
        if (b[s + i] !== want[i])
            return undefined;
    return m;
}
function array(b, p, node) {
    if (++depth > MAX_DEPTH)
        unsure();
    p = ws(b, p + 1); // past [
    const items = node.items ?? ANY;
    let count = 0;
    const first = p;
    if (b[p] === 0x5d /* ] */) {
        p++;
    }
    else {
        for (;;) {
            p = value(b, p, items, FACT_NONE);
            count++;
            p = ws(b, p);
            const c = b[p++];
            if (c === 0x2c) {
                p = ws(b, p);
                continue;
            }
            if (c !== 0x5d)
                unsure();
            break;
        }
    }
    if (count < node.minItems)
        unsure();
    if (node.unique && count > 1)
        distinctItems(b, first, count);
    depth--;
    itemCount = count;
    return p;
}
/** A string from its opening quote at p; returns the position after its closing quote. */
function string(b, p) {
    const e = end;
    p++; // past the quote
    const start = p;
    let escaped = false;
    const w = words;
    const base = wordBase;
    for (;;) {
        // Four bytes at a time where aligned: none a quote, a backslash or a control character (SWAR tests). Bytes
        // from 0x80 pass here and below: their UTF-8 is checked in bulk (readResult), far faster than byte by byte.
        const a = base + p;
        if ((a & 3) === 0 && p + 4 <= e) {
            const x = w[a >>> 2];
            const q = x ^ 0x22222222;
            const s = x ^ 0x5c5c5c5c;
            if (((((x - 0x20202020) & ~x) | ((q - 0x01010101) & ~q) | ((s - 0x01010101) & ~s)) & 0x80808080) ===
                0) {
                p += 4;
                continue;
            }
        }
        // Never read past `end`: a load out of the buffer's bounds, once seen, slows every later load at that site.
        if (p >= e)
            unsure();
        const c = b[p];
        // Most bytes: one or two comparisons.
        if (c > 0x5c || (c >= 0x20 && c !== 0x22 && c !== 0x5c)) {
            p++;
            continue;
        }
        if (c === 0x22)
            break;
        if (c !== 0x5c)
            unsure(); // a control character: JSON.parse refuses it, the reference path says where
        escaped = true;
        const x = b[p + 1];
        if (x === 0x75 /* u */) {
            if (!isHex(b[p + 2]) || !isHex(b[p + 3]) || !isHex(b[p + 4]) || !isHex(b[p + 5]))
                unsure();
            p += 6;
        }
        else if (x === 0x22 ||
            x === 0x5c ||
            x === 0x2f ||
            x === 0x62 ||
            x === 0x66 ||
            x === 0x6e ||
            x === 0x72 ||
            x === 0x74) {
            p += 2;
        }
        else {
            unsure();
        }
    }
    strStart = start;
    strEnd = p;
    strEscaped = escaped;
    return p + 1;
}
function isHex(c) {
    return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}
/** The last string's value, as JSON.parse would give it. */
function decoded(b) {
    if (strEscaped)
        return JSON.parse(b.toString('utf8', strStart - 1, strEnd + 1));
    return b.toString('utf8', strStart, strEnd);
}
function isDigit(c) {
    return c >= 0x30 && c <= 0x39;
}
/** A number from p; sets numValue, returns the position after it. */
function number(b, p) {
    const e = end;
    const start = p;
    if (b[p] === 0x2d)
        p++;
    if (b[p] === 0x30)
        p++;
    else if (b[p] >= 0x31 && b[p] <= 0x39)
        while (p < e && isDigit(b[p]))
            p++;
    else
        unsure();
    let simple = true;
    if (b[p] === 0x2e /* . */) {
        simple = false;
        p++;
        if (!isDigit(b[p]))
            unsure();
        while (p < e && isDigit(b[p]))
            p++;
    }
    if (b[p] === 0x65 || b[p] === 0x45 /* e E */) {
        simple = false;
        p++;
        if (b[p] === 0x2b || b[p] === 0x2d)
            p++;
        if (!isDigit(b[p]))
            unsure();
        while (p < e && isDigit(b[p]))
            p++;
    }
    if (p > e)
        unsure();
    if (simple && p - start < 16) {
        // Short integers without allocating a string (exact below 2^53).
        const negative = b[start] === 0x2d;
        let v = 0;
        for (let i = negative ? start + 1 : start; i < p; i++)
            v = v * 10 + (b[i] - 0x30);
        numValue = negative ? -v : v;
    }
    else {
        numValue = Number(b.toString('latin1', start, p));
        // Beyond a double's range: the reference path refuses it (JSON.parse would read Infinity; an upload, null).
        if (!Number.isFinite(numValue))
            unsure();
    }
    return p;
}
function stringFact(fact, s) {
    switch (fact) {
        case FACT_RULE_ID:
            facts.ruleId = s;
            break;
        case FACT_LEVEL:
            facts.level = levelCode(s);
            break;
        case FACT_KIND:
            facts.kindFail = s === 'fail' ? 1 : 0;
            break;
        case FACT_REF_ID:
            ruleIdFromRef = s;
            break;
        case FACT_TC_GUID:
            tcGuid = s;
            break;
        case FACT_TC_NAME:
            tcName = s;
            break;
        case FACT_MESSAGE_ID:
            msgId = s;
            break;
        case FACT_DESCRIPTOR_ID:
            descriptorId = s;
            break;
    }
}
function numberFact(fact, v) {
    switch (fact) {
        case FACT_RULE_INDEX:
            facts.ruleIndex = v;
            ruleIndexSet = true;
            break;
        case FACT_REF_INDEX:
            ruleIndexFromRef = v;
            break;
        case FACT_TC_INDEX:
            tcIndex = v;
            break;
        case FACT_REGION:
            regionStartLine = v;
            break;
        case FACT_REGION + 1:
            regionStartColumn = v;
            break;
        case FACT_REGION + 2:
            regionEndLine = v;
            break;
        case FACT_REGION + 3:
            regionEndColumn = v;
            break;
        default:
            if (fact >= FACT_RUN_INDEX && fact < FACT_DESCRIPTOR_ID && v >= 0)
                runIndexFact(fact - FACT_RUN_INDEX, v);
    }
}
function runIndexFact(array, v) {
    const f = facts;
    f.refMask |= 1 << array;
    if (array === ARTIFACTS)
        f.maxArtifact = Math.max(f.maxArtifact, v);
    else if (array === LOGICAL_LOCATIONS)
        f.maxLogical = Math.max(f.maxLogical, v);
    else if (array === THREAD_FLOW_LOCATIONS)
        f.maxThreadFlow = Math.max(f.maxThreadFlow, v);
    else
        f.maxOther = Math.max(f.maxOther, v);
}
/** After a member's value: facts that depend on the value as a whole (arrays: itemCount is their length). */
function memberFact(fact) {
    switch (fact) {
        case FACT_LOCATIONS:
            facts.locations = itemCount;
            break;
        case FACT_TF_LOCATIONS:
            facts.threadFlowLocations += itemCount;
            break;
        case FACT_MESSAGE_TEXT:
            msgHasText = true;
            break;
        case FACT_MESSAGE_ID:
            msgHasId = true;
            break;
        case FACT_MESSAGE:
            // The result's own message: the last message object read.
            facts.messageId = !msgHasText && msgHasId ? msgId : undefined;
            break;
        case FACT_REF_COMPONENT:
            tcSeen = true;
            break;
        case FACT_TAGS:
            if (itemCount > ruleTags)
                ruleTags = itemCount;
            break;
        case FACT_URI_BASE:
            facts.refMask |= REF_URI_BASE;
            noteBase();
            break;
    }
}
/** The uriBaseId string just read, among the result's base names (decoded only when it is not the last one read). */
function noteBase() {
    const b = result_bytes_text;
    const n = strEnd - strStart;
    let same = !strEscaped && n === lastBase.length;
    for (let i = 0; same && i < n; i++)
        same = b[strStart + i] === lastBase[i];
    let name;
    if (same)
        name = lastBases[0];
    else {
        name = decoded(b);
        if (!strEscaped) {
            lastBase = Buffer.from(b.subarray(strStart, strEnd));
            lastBases = [name];
            same = true;
        }
    }
    const have = facts.uriBases;
    if (have === undefined)
        facts.uriBases = same ? lastBases : [name];
    else if (!have.includes(name))
        facts.uriBases = [...have, name];
}
// ---------------------------------------------------------------------------------------------------------------
// Unique items: every item gets a structural hash (key order ignored, strings and numbers by their value, as the
// reference's deep equality compares them); items with the same hash send the result to the reference path.
/** The items (already read once, so well formed) from `from`, the first one's position. */
function distinctItems(b, from, count) {
    if (count <= SMALL_UNIQUE && distinctStrings(b, from, count))
        return;
    const seen = new Set();
    let p = from;
    for (let i = 0; i < count; i++) {
        p = ws(b, p);
        p = hashValue(b, p);
        if (seen.has(hashed))
            unsure();
        seen.add(hashed);
        p = ws(b, p) + 1; // past , or ]
    }
}
/** Up to this many items (a rule's tags), strings are compared with each other by their bytes: no hash, no set. */
const SMALL_UNIQUE = 16;
const smallBounds = new Int32Array(2 * SMALL_UNIQUE);
/**
 * Whether the items are all strings without escapes (then equal exactly when their bytes are) and none twice
 * (unsure() when one is); false when one is not such a string: the caller hashes them.
 */
function distinctStrings(b, from, count) {
    let p = from;
    for (let i = 0; i < count; i++) {
        p = ws(b, p);
        if (b[p] !== 0x22)
            return false;
        p = string(b, p);
        if (strEscaped)
            return false;
        const n = strEnd - strStart;
        for (let k = 0; k < 2 * i; k += 2) {
            const o = smallBounds[k];
            if (smallBounds[k + 1] - o !== n)
                continue;
            let j = 0;
            while (j < n && b[o + j] === b[strStart + j])
                j++;
            if (j === n)
                unsure();
        }
        smallBounds[2 * i] = strStart;
        smallBounds[2 * i + 1] = strEnd;
        p = ws(b, p) + 1; // past , or ]
    }
    return true;
}
function mix(h) {
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
}
function hashText(s) {
    let h = 0x811c9dc5 ^ s.length;
    for (let i = 0; i < s.length; i++)
        h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    return h >>> 0;
}
/** Of the value hashValue just read. */
let hashed = 0;
/** The structural hash (into `hashed`) of the value at p; returns the position after it. */
function hashValue(b, p) {
    const c = b[p];
    if (c === 0x22) {
        // By the UTF-8 bytes of its value: as they lie when unescaped (no string made), else of the decoded string.
        p = string(b, p);
        if (strEscaped) {
            const utf8 = Buffer.from(decoded(b), 'utf8');
            hashed = mix(hashBytes(utf8, 0, utf8.length) ^ 0x1);
        }
        else
            hashed = mix(hashBytes(b, strStart, strEnd) ^ 0x1);
        return p;
    }
    if (c === 0x7b) {
        p = ws(b, p + 1);
        let sum = 0x2;
        if (b[p] === 0x7d) {
            hashed = mix(sum);
            return p + 1;
        }
        const keys = new Set();
        for (;;) {
            p = string(b, p);
            const key = decoded(b);
            if (keys.has(key))
                unsure(); // JSON.parse keeps the last: equality is the reference's to decide
            keys.add(key);
            p = ws(b, ws(b, p) + 1); // past :
            p = hashValue(b, p);
            sum = (sum + mix(hashText(key) * 31 + hashed)) >>> 0;
            p = ws(b, p);
            if (b[p++] === 0x7d) {
                hashed = mix(sum);
                return p;
            }
            p = ws(b, p);
        }
    }
    if (c === 0x5b) {
        p = ws(b, p + 1);
        let h = 0x3;
        if (b[p] === 0x5d) {
            hashed = mix(h);
            return p + 1;
        }
        for (;;) {
            p = hashValue(b, p);
            h = mix(h * 31 + hashed);
            p = ws(b, p);
            if (b[p++] === 0x5d) {
                hashed = h;
                return p;
            }
            p = ws(b, p);
        }
    }
    if (c === 0x74) {
        hashed = 0x5f356495;
        return p + 4;
    }
    if (c === 0x66) {
        hashed = 0x3c6ef372;
        return p + 5;
    }
    if (c === 0x6e) {
        hashed = 0x6a09e667;
        return p + 4;
    }
    p = number(b, p);
    hashed = mix(hashText(String(numValue)) ^ 0x4);
    return p;
}

;// CONCATENATED MODULE: ./src/sarif/result-table.ts
/**
 * Everything the engine keeps about one run's results between the scan and the trim, never the parsed results.
 *
 * Per result only what differs from result to result: where it lies (start, length), its sizes (locations,
 * thread-flow locations) and its profile, 20 bytes in all. A profile is the set of facts that rank a result and
 * resolve its rule (rule id, rule index, component, level, kind, message id, fingerprint, kinds of reference): few
 * distinct ones however many results (rules × levels, typically), so the rule is resolved and the rank computed
 * once per profile. The highest indices a result holds into the run's arrays are kept only for the results that
 * hold any. Issue 12: at 75 bytes a result, the index was what made peak memory grow with the file.
 */


/** refMask bit set after the scan: the result must be rewritten (it holds a reference to leave out). */
const REF_REWRITE = REF_URI_BASE << 1;
const BLOCK_BITS = 16;
const BLOCK = 1 << BLOCK_BITS;
const MASK = BLOCK - 1;
const makeF64 = (n) => new Float64Array(n);
const makeU32 = (n) => new Uint32Array(n);
const makeI32 = (n) => new Int32Array(n);
const makeU16 = (n) => new Uint16Array(n);
/** Entries of a column's first block when its first value is set: most runs hold a few results (issue 21). */
const FIRST_BLOCK = 16;
/**
 * A growable column in blocks of 65,536 entries. The first block starts at FIRST_BLOCK entries and doubles (a copy
 * of at most 32,768 entries) until it is full size; every later block is allocated full and never copied, so
 * growing never holds an old and a new array of more than one block at once (a doubling array would, at twice the
 * size, at the worst moment of a huge file). A run of one result costs a few hundred bytes, not 1.3 MB (issue 21:
 * 8,000 runs of one result peaked at 4.5 GB).
 */
class Column {
    make;
    blocks = [];
    constructor(make) {
        this.make = make;
    }
    get(i) {
        return this.blocks[i >>> BLOCK_BITS][i & MASK];
    }
    set(i, v) {
        const b = i >>> BLOCK_BITS;
        if (b === this.blocks.length)
            this.blocks.push(this.make(b === 0 ? FIRST_BLOCK : BLOCK));
        else if (b === 0 && i >= this.blocks[0].length)
            this.growFirst(i);
        this.blocks[b][i & MASK] = v;
    }
    growFirst(i) {
        let n = this.blocks[0].length * 2;
        while (n <= i)
            n *= 2;
        const grown = this.make(Math.min(n, BLOCK));
        grown.set(this.blocks[0]);
        this.blocks[0] = grown;
    }
}
/** A column of counts in 16 bits; the rare larger count is kept aside. */
class CountColumn {
    static BIG = 0xffff;
    small = new Column(makeU16);
    big;
    get(i) {
        const v = this.small.get(i);
        return v === CountColumn.BIG ? this.big.get(i) : v;
    }
    set(i, v) {
        if (v >= CountColumn.BIG)
            (this.big ??= new Map()).set(i, v);
        this.small.set(i, Math.min(v, CountColumn.BIG));
    }
}
/** Words of a profile's key: rule id, rule index, component, message id, and the small facts packed in one. */
const KEY = 5;
/**
 * Words a profile takes: its key, then how many results have it, and where its rule was found and its priority
 * (filled when the run ends). One array for all: a run of one result would otherwise grow five arrays.
 */
const WORDS = KEY + 4;
const COUNT = KEY;
const COMPONENT = KEY + 1;
const result_table_RULE = KEY + 2;
const PRIORITY = KEY + 3;
const pack = (r) => (r.level + 1) | (r.kindFail << 3) | (r.hasLineHash << 4) | (r.refMask << 5);
/**
 * Interns profiles by their key in an open-addressing table: no allocation per result. Plain arrays of small
 * integers, not typed arrays: a run has a few profiles, and a typed array costs some 300 bytes of its own.
 */
class Profiles {
    store;
    count = 0;
    /** The keys while the run is filled; at seal() they move to the store, out of the collected heap. */
    keys = [];
    /** Where seal() put them in the store's profile column. */
    base = -1;
    /** The hash table over the keys; dropped by seal() (nothing more is interned), rebuilt if asked again. */
    slots = [-1, -1, -1, -1, -1, -1, -1, -1];
    constructor(store) {
        this.store = store;
    }
    id(a, b, c, d, e) {
        const slots = this.slots ?? this.rehash(8);
        const mask = slots.length - 1;
        const keys = this.keys;
        for (let s = slot(a, b, c, d, e, mask);; s = (s + 1) & mask) {
            const p = slots[s];
            if (p < 0)
                return this.add(slots, s, a, b, c, d, e);
            const k = p * WORDS;
            if (keys[k] === a && keys[k + 1] === b && keys[k + 2] === c && keys[k + 3] === d && keys[k + 4] === e)
                return p;
        }
    }
    /** One more result has profile p. */
    count1(p) {
        if (this.keys)
            this.keys[p * WORDS + COUNT]++;
        else
            this.set(p, COUNT, this.key(p, COUNT) + 1);
    }
    resolve(p, component, rule, priority) {
        this.set(p, COMPONENT, component);
        this.set(p, result_table_RULE, rule);
        this.set(p, PRIORITY, priority);
    }
    key(p, word) {
        return this.keys
            ? this.keys[p * WORDS + word]
            : this.store.profileWords.get(this.base + p * WORDS + word);
    }
    set(p, word, v) {
        if (this.keys)
            this.keys[p * WORDS + word] = v;
        else
            this.store.profileWords.set(this.base + p * WORDS + word, v);
    }
    /**
     * No more profiles: let go of the hash table, and move the keys to the store (a run of a few results then holds
     * no array of its own).
     */
    seal() {
        this.slots = undefined;
        const keys = this.keys;
        if (!keys)
            return;
        const words = this.store.profileWords;
        this.base = this.store.profileLength;
        for (let k = 0; k < keys.length; k++)
            words.set(this.base + k, keys[k]);
        this.store.profileLength += keys.length;
        this.keys = undefined;
    }
    add(slots, at, a, b, c, d, e) {
        const p = this.count++;
        this.keys.push(a, b, c, d, e, 0, -1, -1, 0);
        slots[at] = p;
        if (this.count * 2 > slots.length)
            this.rehash(slots.length * 2);
        return p;
    }
    /** A hash table of `size` slots (a power of two) over the profiles so far; back from the store if sealed. */
    rehash(size) {
        if (!this.keys) {
            const keys = [];
            for (let k = 0; k < this.count * WORDS; k++)
                keys.push(this.store.profileWords.get(this.base + k));
            this.keys = keys;
        }
        while (this.count * 2 > size)
            size *= 2;
        const slots = new Array(size).fill(-1);
        const mask = size - 1;
        const keys = this.keys;
        for (let p = 0; p < this.count; p++) {
            const k = p * WORDS;
            let s = slot(keys[k], keys[k + 1], keys[k + 2], keys[k + 3], keys[k + 4], mask);
            while (slots[s] >= 0)
                s = (s + 1) & mask;
            slots[s] = p;
        }
        return (this.slots = slots);
    }
}
function slot(a, b, c, d, e, mask) {
    let h = Math.imul(a ^ Math.imul(b, 0x85ebca6b), 0x9e3779b1);
    h = Math.imul(h ^ c ^ Math.imul(d, 0xc2b2ae35) ^ (e << 7), 0x9e3779b1);
    return (h ^ (h >>> 15)) & mask;
}
/**
 * The per-result columns of many tables: each table's rows follow one another (a table is filled before the next
 * one starts, as pass 1 reads runs and files in order). One store for a whole check means no columns per run: a
 * run of one result costs a few hundred bytes, where five columns of its own cost some 2 KB, and 8,000 runs of one
 * result in one file once peaked at 4.5 GB (issue 21).
 */
class ResultStore {
    /** Rows used. */
    length = 0;
    start = new Column(makeF64);
    /** A result is at most ScanLimits.maxValueBytes (256 MB by default), and JSON.parse takes no string over 512 MB. */
    byteLength = new Column(makeU32);
    profile = new Column(makeU32);
    locations = new CountColumn();
    threadFlowLocations = new CountColumn();
    /** The profiles of sealed tables (ResultTable.seal), WORDS 32-bit integers each (as the keys always were), and how many numbers are used. */
    profileWords = new Column(makeI32);
    profileLength = 0;
    /** Rows used of the reference columns. */
    referencing = 0;
    /** One copy of each id string for all tables: thousands of runs of one tool name the same rules (issue 21). */
    texts = new Map();
    text(s) {
        const known = this.texts.get(s);
        if (known !== undefined)
            return known;
        this.texts.set(s, s);
        return s;
    }
    refs;
    /** Made at the first result that holds a reference into its run: many checks have none. */
    get references() {
        return (this.refs ??= new ReferenceColumns());
    }
}
/** Per result that holds a reference into the run: its row, and the highest index it holds into each kind. */
class ReferenceColumns {
    index = new Column(makeU32);
    maxArtifact = new Column(makeI32);
    maxLogical = new Column(makeI32);
    maxThreadFlow = new Column(makeI32);
    maxOther = new Column(makeI32);
}
/** Above this many interned ids a table looks them up in a map; below, a scan of the few it has is quicker. */
const INTERN_SCAN = 8;
class ResultTable {
    store;
    length = 0;
    /** The store's row of this table's first result, and of its first referencing result (-1: none yet). */
    base = -1;
    refBase = -1;
    /** The profiles, with how many results have each and where its rule was found (filled when the run ends). */
    profiles;
    /** Results that hold a reference into the run (refMask beyond NOT_REFERENCES), in order, with their maxima. */
    referencing = 0;
    lastRow = -1;
    /** Results found to hold a dangling reference after the scan (rare). */
    rewrite;
    /** Interned rule ids (message ids and component names too). Copied to its length at seal(). */
    ruleIds = [];
    /** Every base name (`uriBaseId`) the results name: a merge's new names must be none of them (base-uris.ts). */
    bases;
    ruleIdSymbols;
    /** `store`: shared with the tables filled before and after this one (default: its own). */
    constructor(store = new ResultStore()) {
        this.store = store;
        this.profiles = new Profiles(store);
    }
    /** Note the base names a result names. */
    noteBases(names) {
        const bases = (this.bases ??= new Set());
        for (const n of names)
            bases.add(n);
    }
    intern(ruleId) {
        const ids = this.ruleIds;
        if (!this.ruleIdSymbols && ids.length >= INTERN_SCAN)
            this.ruleIdSymbols = new Map(ids.map((id, s) => [id, s]));
        if (!this.ruleIdSymbols) {
            for (let s = 0; s < ids.length; s++)
                if (ids[s] === ruleId)
                    return s;
            return ids.push(this.store.text(ruleId)) - 1;
        }
        let sym = this.ruleIdSymbols.get(ruleId);
        if (sym === undefined) {
            sym = ids.push(this.store.text(ruleId)) - 1;
            this.ruleIdSymbols.set(ruleId, sym);
        }
        return sym;
    }
    /**
     * The run has ended: nothing more is pushed or interned. Lets go of what only filling needs (the profiles' hash
     * table, the map of ids); a push after this still works, rebuilding them.
     */
    seal() {
        this.profiles.seal();
        this.ruleIdSymbols = undefined;
        // Grown by push, the array has room for 16 ids however few it holds: some 100 bytes a run (issue 21).
        this.ruleIds = this.ruleIds.slice();
    }
    push(r) {
        const s = this.store;
        if (this.base < 0)
            this.base = s.length;
        else if (s.length !== this.base + this.length)
            throw new Error('result tables sharing a store were filled at once');
        const i = this.length++;
        const row = s.length++;
        s.start.set(row, r.start);
        s.byteLength.set(row, r.length);
        s.locations.set(row, r.locations);
        s.threadFlowLocations.set(row, r.threadFlowLocations);
        const p = this.profiles.id(r.ruleId, r.ruleIndex, r.component, r.messageId, pack(r));
        this.profiles.count1(p);
        s.profile.set(row, p);
        if ((r.refMask & ~NOT_REFERENCES) !== 0) {
            if (this.refBase < 0)
                this.refBase = s.referencing;
            else if (s.referencing !== this.refBase + this.referencing)
                throw new Error('result tables sharing a store were filled at once');
            this.referencing++;
            const k = s.referencing++;
            const refs = s.references;
            refs.index.set(k, i);
            refs.maxArtifact.set(k, r.maxArtifact);
            refs.maxLogical.set(k, r.maxLogical);
            refs.maxThreadFlow.set(k, r.maxThreadFlow);
            refs.maxOther.set(k, r.maxOther);
        }
        return i;
    }
    start(i) {
        return this.store.start.get(this.base + i);
    }
    byteLength(i) {
        return this.store.byteLength.get(this.base + i);
    }
    locations(i) {
        return this.store.locations.get(this.base + i);
    }
    threadFlowLocations(i) {
        return this.store.threadFlowLocations.get(this.base + i);
    }
    /** The result's profile: 0 … profileCount - 1. */
    profile(i) {
        return this.store.profile.get(this.base + i);
    }
    get profileCount() {
        return this.profiles.count;
    }
    /** How many results have profile p. */
    profileSize(p) {
        return this.profiles.key(p, COUNT);
    }
    profileFacts(p) {
        const small = this.profiles.key(p, 4);
        return {
            ruleId: this.profiles.key(p, 0),
            ruleIndex: this.profiles.key(p, 1),
            component: this.profiles.key(p, 2),
            messageId: this.profiles.key(p, 3),
            level: (small & 7) - 1,
            kindFail: (small >> 3) & 1,
            hasLineHash: (small >> 4) & 1,
            refMask: small >>> 5,
        };
    }
    profilePriority(p) {
        return this.profiles.key(p, PRIORITY);
    }
    /** Where profile p's rule was found: component (-1 driver) and index in its rules (-1 unresolved); its priority. */
    resolveProfile(p, component, rule, priority) {
        this.profiles.resolve(p, component, rule, priority);
    }
    ruleId(i) {
        const s = this.profiles.key(this.profile(i), 0);
        return s < 0 ? undefined : this.ruleIds[s];
    }
    ruleIndex(i) {
        return this.profiles.key(this.profile(i), 1);
    }
    component(i) {
        return this.profiles.key(this.profile(i), 2);
    }
    messageId(i) {
        const s = this.profiles.key(this.profile(i), 3);
        return s < 0 ? undefined : this.ruleIds[s];
    }
    level(i) {
        return (this.profiles.key(this.profile(i), 4) & 7) - 1;
    }
    kindFail(i) {
        return ((this.profiles.key(this.profile(i), 4) >> 3) & 1) === 1;
    }
    hasLineHash(i) {
        return ((this.profiles.key(this.profile(i), 4) >> 4) & 1) === 1;
    }
    /** REF_* bits of result-facts.ts, and REF_REWRITE. */
    refMask(i) {
        const mask = this.profiles.key(this.profile(i), 4) >>> 5;
        return this.rewrite?.has(i) ? mask | REF_REWRITE : mask;
    }
    /** Marks a result as needing a rewrite whatever the plan does (a dangling reference to leave out). */
    markRewrite(i) {
        (this.rewrite ??= new Set()).add(i);
    }
    /** How many results hold a reference into the run; the k-th of them is result referencingResult(k). */
    get referencingCount() {
        return this.referencing;
    }
    referencingResult(k) {
        return this.store.references.index.get(this.refBase + k);
    }
    maxArtifact(i) {
        const k = this.referencingRow(i);
        return k < 0 ? -1 : this.store.references.maxArtifact.get(this.refBase + k);
    }
    maxLogical(i) {
        const k = this.referencingRow(i);
        return k < 0 ? -1 : this.store.references.maxLogical.get(this.refBase + k);
    }
    maxThreadFlow(i) {
        const k = this.referencingRow(i);
        return k < 0 ? -1 : this.store.references.maxThreadFlow.get(this.refBase + k);
    }
    maxOther(i) {
        const k = this.referencingRow(i);
        return k < 0 ? -1 : this.store.references.maxOther.get(this.refBase + k);
    }
    /**
     * Row of result i among the referencing results, or -1: the row asked last or the next (a walk in order), else a
     * binary search (they are in order).
     */
    referencingRow(i) {
        if (this.referencing === 0)
            return -1;
        const index = this.store.references.index;
        const base = this.refBase;
        const last = this.lastRow;
        if (last >= 0 && last < this.referencing && index.get(base + last) === i)
            return last;
        if (last + 1 < this.referencing && index.get(base + last + 1) === i)
            return (this.lastRow = last + 1);
        let lo = 0;
        let hi = this.referencing - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >>> 1;
            const at = index.get(base + mid);
            if (at === i)
                return (this.lastRow = mid);
            if (at < i)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        return -1;
    }
    profileComponent(p) {
        return this.profiles.key(p, COMPONENT);
    }
    profileRule(p) {
        return this.profiles.key(p, result_table_RULE);
    }
    resolvedComponent(i) {
        return this.profiles.key(this.profile(i), COMPONENT);
    }
    resolvedRule(i) {
        return this.profiles.key(this.profile(i), result_table_RULE);
    }
    /** The severity priority of the result (severity.ts), set when the run ends. */
    priority(i) {
        return this.profiles.key(this.profile(i), PRIORITY);
    }
    /** The result's rank in its run: its priority, then its order. */
    rank(i) {
        return rankOf(this.priority(i), i);
    }
}

;// CONCATENATED MODULE: ./src/sarif/trim-bytes.ts
const IMPORTANCE = { essential: 0, important: 1, unimportant: 2 };
class Unexpected extends Error {
}
/** The trimmed result, or undefined when it needs no trim or its bytes are not what this module expects. */
function trimResultBytes(bytes, limits) {
    try {
        return new Trim(bytes, limits).result();
    }
    catch (e) {
        if (e instanceof Unexpected)
            return undefined;
        throw e;
    }
}
class Trim {
    b;
    limits;
    /** The position just past the value the last members() or items() read. */
    end = 0;
    /** The output, as pieces of the input and punctuation. */
    out = [];
    constructor(b, limits) {
        this.b = b;
        this.limits = limits;
    }
    result() {
        const b = this.b;
        const root = this.skipWs(0);
        if (b[root] !== 0x7b)
            throw new Unexpected();
        let locations;
        let codeFlows;
        // One walk: the members on the way to what may be cut are read as they come, the others stepped over.
        const members = this.members(root, (key, at) => {
            if (b[at] !== 0x5b)
                return -1;
            if (key === 'locations')
                locations = this.items(at);
            else if (key === 'codeFlows')
                codeFlows = this.codeFlows(at);
            else
                return -1;
            return this.end;
        });
        const cutLocations = locations !== undefined && locations.length > this.limits.locationsPerResult;
        const cutFlows = codeFlows !== undefined && this.chooseSteps(codeFlows);
        if (!cutLocations && !cutFlows)
            return undefined;
        const out = this.out;
        out.push(OPEN_BRACE);
        let first = true;
        for (const m of members) {
            const rebuilt = (m.key === 'locations' && cutLocations) || (m.key === 'codeFlows' && cutFlows);
            if (m.key === 'codeFlows' && cutFlows && !codeFlows.some(kept))
                continue; // no code flow left: it goes
            if (!first)
                out.push(COMMA);
            first = false;
            if (!rebuilt) {
                out.push(this.b.subarray(m.keyStart, m.end));
                continue;
            }
            out.push(this.b.subarray(m.keyStart, m.start));
            if (m.key === 'locations')
                this.array(locations.slice(0, this.limits.locationsPerResult));
            else
                this.emitCodeFlows(codeFlows);
        }
        out.push(CLOSE_BRACE);
        return Buffer.concat(out);
    }
    codeFlows(at) {
        const b = this.b;
        const codeFlows = [];
        this.items(at, (p) => {
            const cf = { span: { start: p, end: p }, members: [], flows: [] };
            codeFlows.push(cf);
            if (b[p] !== 0x7b)
                return (cf.span.end = this.skipValue(p));
            let flows;
            cf.members = this.members(p, (key, v) => {
                if (key !== 'threadFlows' || b[v] !== 0x5b)
                    return -1;
                flows = [];
                this.items(v, (t) => {
                    const flow = this.flow(t);
                    flows.push(flow);
                    return flow.span.end;
                });
                return this.end;
            });
            cf.span.end = this.end;
            if (flows !== undefined) {
                cf.threadFlows = cf.members.find((m) => m.key === 'threadFlows');
                cf.flows = flows;
            }
            return cf.span.end;
        });
        return codeFlows;
    }
    flow(at) {
        const b = this.b;
        const flow = { span: { start: at, end: at }, members: [], items: [], importance: [] };
        if (b[at] !== 0x7b) {
            flow.span.end = this.skipValue(at);
            return flow;
        }
        let read = false;
        flow.members = this.members(at, (key, v) => {
            if (key !== 'locations' || b[v] !== 0x5b)
                return -1;
            read = true;
            flow.importance = [];
            flow.items = this.items(v, (item) => {
                const end = this.importance(item);
                flow.importance.push(this.rank);
                return end;
            });
            return this.end;
        });
        flow.span.end = this.end;
        if (read)
            flow.locations = flow.members.find((m) => m.key === 'locations');
        return flow;
    }
    /** Choose the thread-flow locations kept, as trimThreadFlows does; false when none is over the limit. */
    chooseSteps(codeFlows) {
        const all = [];
        for (const cf of codeFlows) {
            if (cf.threadFlows === undefined)
                continue;
            for (const f of cf.flows) {
                if (f.locations === undefined)
                    continue;
                f.importance.forEach((importance, i) => all.push({ flow: f, i, importance, order: all.length }));
            }
        }
        const limit = this.limits.threadFlowLocationsPerResult;
        if (all.length <= limit)
            return false;
        all.sort((x, y) => x.importance - y.importance || x.order - y.order);
        for (const e of all.slice(0, limit))
            (e.flow.keep ??= new Set()).add(e.i);
        return true;
    }
    emitCodeFlows(codeFlows) {
        const out = this.out;
        out.push(OPEN_BRACKET);
        let first = true;
        for (const cf of codeFlows) {
            if (!kept(cf))
                continue; // a code flow left without thread flows goes
            if (!first)
                out.push(COMMA);
            first = false;
            if (cf.threadFlows === undefined) {
                out.push(this.b.subarray(cf.span.start, cf.span.end));
                continue;
            }
            this.object(cf.members, cf.threadFlows, () => {
                out.push(OPEN_BRACKET);
                let firstFlow = true;
                for (const f of cf.flows) {
                    if (f.locations !== undefined && f.keep === undefined)
                        continue; // all its steps were cut: it goes
                    if (!firstFlow)
                        out.push(COMMA);
                    firstFlow = false;
                    if (f.locations === undefined)
                        out.push(this.b.subarray(f.span.start, f.span.end));
                    else
                        this.object(f.members, f.locations, () => this.array(f.items.filter((_, i) => f.keep.has(i))));
                }
                out.push(CLOSE_BRACKET);
            });
        }
        out.push(CLOSE_BRACKET);
    }
    /** An object from its members, one of them with a new value (written by `value`). */
    object(members, replaced, value) {
        const out = this.out;
        out.push(OPEN_BRACE);
        members.forEach((m, i) => {
            if (i > 0)
                out.push(COMMA);
            if (m !== replaced) {
                out.push(this.b.subarray(m.keyStart, m.end));
                return;
            }
            out.push(this.b.subarray(m.keyStart, m.start));
            value();
        });
        out.push(CLOSE_BRACE);
    }
    array(items) {
        const out = this.out;
        out.push(OPEN_BRACKET);
        items.forEach((s, i) => {
            if (i > 0)
                out.push(COMMA);
            out.push(this.b.subarray(s.start, s.end));
        });
        out.push(CLOSE_BRACKET);
    }
    /** Of the last thread-flow location importance() read: its rank for the trim. */
    rank = 1;
    /**
     * A thread-flow location: its rank (into `rank`: its importance, `important` when absent or unknown) and the
     * position just past it. Keys are compared on their bytes: this runs for every step of every flow.
     */
    importance(at) {
        const b = this.b;
        this.rank = 1;
        if (b[at] !== 0x7b)
            return this.skipValue(at);
        let p = this.skipWs(at + 1);
        if (b[p] === 0x7d)
            return p + 1;
        let seen = false;
        for (;;) {
            const keyEnd = this.skipString(p);
            const isImportance = trim_bytes_keyIs(b, p, keyEnd, IMPORTANCE_KEY) ||
                (hasEscape(b, p, keyEnd) && this.stringAt(p, keyEnd) === 'importance');
            p = this.skipWs(keyEnd);
            if (b[p] !== 0x3a)
                throw new Unexpected();
            p = this.skipWs(p + 1);
            const end = this.skipValue(p);
            if (isImportance) {
                if (seen)
                    throw new Unexpected(); // JSON.parse keeps the last: leave that to it
                seen = true;
                this.rank = b[p] === 0x22 ? (IMPORTANCE[this.stringAt(p, end)] ?? 1) : 1;
            }
            p = this.skipWs(end);
            if (b[p] === 0x7d)
                return p + 1;
            if (b[p] !== 0x2c)
                throw new Unexpected();
            p = this.skipWs(p + 1);
        }
    }
    /** The members of the object at `at`, in order; `visit` may read a member's value itself. */
    members(at, visit) {
        const b = this.b;
        const out = [];
        const seen = new Set();
        let p = this.skipWs(at + 1);
        if (b[p] === 0x7d) {
            this.end = p + 1;
            return out;
        }
        for (;;) {
            const keyStart = p;
            const keyEnd = this.skipString(p);
            const key = this.stringAt(keyStart, keyEnd);
            if (seen.has(key))
                throw new Unexpected(); // JSON.parse keeps the last: leave that to it
            seen.add(key);
            p = this.skipWs(keyEnd);
            if (b[p] !== 0x3a)
                throw new Unexpected();
            const start = this.skipWs(p + 1);
            const visited = visit ? visit(key, start) : -1;
            const end = visited >= 0 ? visited : this.skipValue(start);
            out.push({ key, keyStart, start, end });
            p = this.skipWs(end);
            if (b[p] === 0x7d) {
                this.end = p + 1;
                return out;
            }
            if (b[p] !== 0x2c)
                throw new Unexpected();
            p = this.skipWs(p + 1);
        }
    }
    /** The items of the array at `at`; `visit` may read an item itself. */
    items(at, visit) {
        const b = this.b;
        const out = [];
        let p = this.skipWs(at + 1);
        if (b[p] === 0x5d) {
            this.end = p + 1;
            return out;
        }
        for (;;) {
            const visited = visit ? visit(p) : -1;
            const end = visited >= 0 ? visited : this.skipValue(p);
            out.push({ start: p, end });
            p = this.skipWs(end);
            if (b[p] === 0x5d) {
                this.end = p + 1;
                return out;
            }
            if (b[p] !== 0x2c)
                throw new Unexpected();
            p = this.skipWs(p + 1);
        }
    }
    /** A string's value, from its quotes (keys and enum values: short). */
    stringAt(start, end) {
        const b = this.b;
        if (hasEscape(b, start, end))
            return JSON.parse(b.toString('utf8', start, end));
        return b.toString('utf8', start + 1, end - 1);
    }
    skipWs(p) {
        const b = this.b;
        while (p < b.length) {
            const c = b[p];
            if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09)
                break;
            p++;
        }
        return p;
    }
    /** From a string's opening quote to just past its closing one. */
    skipString(p) {
        const b = this.b;
        const n = b.length;
        if (b[p] !== 0x22)
            throw new Unexpected();
        p++;
        while (p < n) {
            const c = b[p];
            if (c === 0x22)
                return p + 1;
            p += c === 0x5c ? 2 : 1;
        }
        throw new Unexpected();
    }
    /** From a value's first byte to just past it. */
    skipValue(p) {
        const b = this.b;
        const n = b.length;
        const c = b[p];
        if (c === 0x22)
            return this.skipString(p);
        if (c === 0x7b || c === 0x5b) {
            let depth = 0;
            while (p < n) {
                const x = b[p++];
                if (x === 0x22) {
                    // A string, inline: most of a result's bytes are in strings.
                    while (p < n) {
                        const y = b[p];
                        if (y === 0x22)
                            break;
                        p += y === 0x5c ? 2 : 1;
                    }
                    p++;
                }
                else if (x === 0x7b || x === 0x5b)
                    depth++;
                else if ((x === 0x7d || x === 0x5d) && --depth === 0)
                    return p;
            }
            throw new Unexpected();
        }
        while (p < n) {
            const x = b[p];
            if (x === 0x2c || x === 0x7d || x === 0x5d || x === 0x20 || x === 0x0a || x === 0x0d || x === 0x09)
                break;
            p++;
        }
        return p;
    }
}
const IMPORTANCE_KEY = Buffer.from('"importance"');
const COMMA = Buffer.from(',');
const OPEN_BRACE = Buffer.from('{');
const CLOSE_BRACE = Buffer.from('}');
const OPEN_BRACKET = Buffer.from('[');
const CLOSE_BRACKET = Buffer.from(']');
/** Whether b[start, end) is exactly these bytes. */
function trim_bytes_keyIs(b, start, end, word) {
    if (end - start !== word.length)
        return false;
    for (let i = 0; i < word.length; i++)
        if (b[start + i] !== word[i])
            return false;
    return true;
}
function hasEscape(b, start, end) {
    for (let i = start + 1; i < end - 1; i++)
        if (b[i] === 0x5c)
            return true;
    return false;
}
/** Whether anything of a code flow stays: it is copied as it is, or one of its thread flows keeps a step. */
function kept(cf) {
    return (cf.threadFlows === undefined || cf.flows.some((f) => f.locations === undefined || f.keep !== undefined));
}

;// CONCATENATED MODULE: ./src/sarif/rewrite.ts












/** Results up to this size are read into the context's scratch buffer rather than each into a new one. */
const SCRATCH_BYTES = 1 << 20;
const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/**
 * The upload as a sequence of JSON text pieces (strings, or raw result bytes). A piece is valid only until the next
 * is asked for: results copied byte for byte are read into one scratch buffer.
 */
function* uploadPieces(runs, ctx) {
    yield `{"$schema":${JSON.stringify(SARIF_SCHEMA_URI)},"version":"2.1.0","runs":[`;
    for (let r = 0; r < runs.length; r++) {
        if (r > 0)
            yield ',';
        yield* runPieces(runs[r], ctx);
    }
    yield ']}';
}
function* runPieces(run, ctx) {
    const { results: _ignored, ...members } = run.skeleton;
    const space = runSpace(run.skeleton);
    // Named only if the gate fails: 200,000 results made 200,000 such strings for nothing.
    const place = new GatePlace(run);
    // Run data the plan did not change is the input's, which pass 1 validated and checked.
    if (run.skeletonChanged)
        gateRun(run.skeleton, space, place);
    const counts = emptyCounts();
    run.report.resultReferences = counts;
    // Rules still kept as their bytes are copied as they are (lazy-rules.ts), like results.
    const head = jsonPieces(members);
    const last = head.pop();
    yield* head;
    yield last === '{}' ? '{"results":[' : `${last.slice(0, -1)},"results":[`;
    // Results copied byte for byte that follow each other in their file are read and written as one piece, the
    // commas and white space between them included: most runs are copied whole (issue 21: per-result calls were a
    // tenth of writing 10,000 small files).
    const kept = run.kept;
    let spanStart = -1;
    let spanEnd = 0;
    let spanSource = -1;
    let spanIndex = -1;
    let any = false;
    const flush = () => {
        const { log } = run.sources[spanSource];
        const length = spanEnd - spanStart;
        spanStart = -1;
        return log.source.read(spanEnd - length, length, length <= SCRATCH_BYTES ? scratchOf(ctx) : undefined);
    };
    for (let n = 0; n < kept.length; n++) {
        const k = kept[n];
        place.result = n;
        const t = run.sources[k.source].run.results;
        if (treatment(run, k, ctx) === 'copy') {
            gateCopied(t, k.index, space, place);
            const start = t.start(k.index);
            const end = start + t.byteLength(k.index);
            if (spanStart >= 0 &&
                k.source === spanSource &&
                k.index === spanIndex + 1 &&
                end - spanStart <= SCRATCH_BYTES) {
                spanEnd = end;
                spanIndex = k.index;
                continue;
            }
            if (spanStart >= 0)
                yield flush();
            if (any)
                yield ',';
            any = true;
            [spanStart, spanEnd, spanSource, spanIndex] = [start, end, k.source, k.index];
            continue;
        }
        if (spanStart >= 0)
            yield flush();
        if (any)
            yield ',';
        any = true;
        yield resultBytes(run, k, ctx, space, counts, place);
    }
    if (spanStart >= 0)
        yield flush();
    yield ']}';
}
function scratchOf(ctx) {
    return (ctx.scratch ??= Buffer.allocUnsafeSlow(SCRATCH_BYTES));
}
/** Where in the upload the gate is, for its message: the run, and the result being written (-1: none). */
class GatePlace {
    run;
    result = -1;
    constructor(run) {
        this.run = run;
    }
    toString() {
        const { run } = this;
        const from = run.sources.map((s) => `${s.log.file}#${s.run.index}`).join(', ');
        const where = `run "${run.tool}"${run.category ? ` (category "${run.category}")` : ''} from ${from}`;
        return this.result < 0 ? where : `${where}, result ${this.result}`;
    }
}
/** What a kept result needs: nothing (copied byte for byte), only the per-result limits, or a rewrite. */
function treatment(run, k, ctx) {
    const t = run.sources[k.source].run.results;
    const i = k.index;
    const mask = t.refMask(i);
    if (run.rewriteAll[k.source] ||
        (mask & (REF_DUPLICATES | REF_REWRITE | REF_LOCAL_DANGLING)) !== 0 ||
        (mask & run.changed[k.source]) !== 0 ||
        (run.rulesChanged[k.source] && (t.ruleIndex(i) >= 0 || t.component(i) >= 0)) ||
        t.messageId(i) !== undefined ||
        ruleIdToAdd(run.sources[k.source].run, i) !== undefined ||
        (ctx.fingerprints !== undefined && !t.hasLineHash(i)))
        return 'rewrite';
    return t.locations(i) > ctx.limits.locationsPerResult ||
        t.threadFlowLocations(i) > ctx.limits.threadFlowLocationsPerResult
        ? 'limits'
        : 'copy';
}
function resultBytes(run, k, ctx, space, counts, where) {
    const { log, run: source } = run.sources[k.source];
    const t = source.results;
    const length = t.byteLength(k.index);
    const bytes = log.source.read(t.start(k.index), length, length <= SCRATCH_BYTES ? scratchOf(ctx) : undefined);
    const needs = treatment(run, k, ctx);
    if (needs === 'copy') {
        gateCopied(t, k.index, space, where);
        return bytes;
    }
    if (needs === 'limits') {
        // Cut on the bytes (trim-bytes.ts), gated by the byte validator: sure it is valid, or the path below decides.
        const trimmed = trimResultBytes(bytes, ctx.limits);
        if (trimmed !== undefined && fastResult(trimmed, 0, trimmed.length) !== undefined) {
            gateCopied(t, k.index, space, where); // only items were left out: no reference points further than before
            return trimmed;
        }
    }
    const result = JSON.parse(bytes.toString('utf8'));
    const moved = rewriteResult(result, run, k, ctx, counts);
    if (ctx.fingerprints) {
        const pointer = `/runs/${source.index}/results/${k.index}`;
        const fp = { ...ctx.fingerprints, file: log.file };
        for (const d of addPrimaryLocationLineHash(result, pointer, run.skeleton, fp))
            ctx.diagnostics.push(d);
    }
    gateResult(result, space, where, moved);
    if (!moved)
        gateCopied(t, k.index, space, where);
    return JSON.stringify(result);
}
/**
 * Apply the plan's index maps, the message rendering and the per-result limits to one parsed result (mutated).
 * Returns whether its references were moved.
 */
function rewriteResult(result, run, k, ctx, counts = emptyCounts()) {
    const source = run.sources[k.source].run;
    const t = source.results;
    if (t.messageId(k.index) !== undefined)
        renderById(result, source, run.maps[k.source].space, k.index);
    const ruleId = ruleIdToAdd(source, k.index);
    if (ruleId !== undefined && result.ruleId === undefined)
        result.ruleId = ruleId;
    const maps = run.maps[k.source];
    const mask = t.refMask(k.index);
    const moved = run.rewriteAll[k.source] ||
        (mask & (REF_REWRITE | REF_LOCAL_DANGLING)) !== 0 ||
        (mask & run.changed[k.source]) !== 0 ||
        (run.rulesChanged[k.source] && (t.ruleIndex(k.index) >= 0 || t.component(k.index) >= 0));
    if (moved)
        walkReferences(result, 'result', maps.space, remapVisitor(maps, counts));
    if (t.refMask(k.index) & REF_DUPLICATES) {
        dedupeResultGraphs(result);
        dedupeUniqueArrays(result, 'result');
    }
    if (Array.isArray(result.locations) && result.locations.length > ctx.limits.locationsPerResult) {
        result.locations = result.locations.slice(0, ctx.limits.locationsPerResult);
    }
    trimThreadFlows(result, ctx.limits.threadFlowLocationsPerResult);
    return moved;
}
/**
 * The id of the rule a result names by index only: SARIF wants ruleId or rule.id as well (§3.27.5), and viewers and
 * validators group by it, so the upload carries it.
 */
function ruleIdToAdd(source, i) {
    const t = source.results;
    if (t.ruleId(i) !== undefined || t.resolvedRule(i) < 0)
        return undefined;
    const id = source.ruleComponents[t.resolvedComponent(i) + 1]?.rules[t.resolvedRule(i)]?.id;
    return typeof id === 'string' ? id : undefined;
}
/** message.text from the message string its id names (pass 1 checked that it resolves). */
function renderById(result, source, space, i) {
    const message = result.message;
    if (!isObject(message) || typeof message.id !== 'string')
        return;
    const t = source.results;
    const comp = t.resolvedComponent(i);
    const rule = t.resolvedRule(i) >= 0 ? source.ruleComponents[comp + 1].rules[t.resolvedRule(i)] : undefined;
    const component = comp >= 0 ? space.components.extensions[comp] : space.driver;
    const template = resolveMessage(message.id, rule, isObject(component) ? component : undefined);
    if (template === undefined)
        return;
    message.text = renderMessage(template, Array.isArray(message.arguments) ? message.arguments : undefined);
}
const rewrite_IMPORTANCE = { essential: 0, important: 1, unimportant: 2 };
/**
 * Keep `limit` thread-flow locations per result, by importance (essential, important, unimportant) then order,
 * removing thread flows and code flows left empty (the schema wants at least one location and one thread flow).
 */
function trimThreadFlows(result, limit) {
    if (!Array.isArray(result.codeFlows))
        return 0;
    const all = [];
    for (const cf of result.codeFlows) {
        if (!isObject(cf) || !Array.isArray(cf.threadFlows))
            continue;
        for (const tf of cf.threadFlows) {
            if (!isObject(tf) || !Array.isArray(tf.locations))
                continue;
            tf.locations.forEach((l, i) => {
                const imp = isObject(l) && typeof l.importance === 'string' ? (rewrite_IMPORTANCE[l.importance] ?? 1) : 1;
                all.push({ tf, i, importance: imp, order: all.length });
            });
        }
    }
    if (all.length <= limit)
        return 0;
    all.sort((a, b) => a.importance - b.importance || a.order - b.order);
    const keep = new Map();
    for (const e of all.slice(0, limit)) {
        let s = keep.get(e.tf);
        if (!s)
            keep.set(e.tf, (s = new Set()));
        s.add(e.i);
    }
    const codeFlows = result.codeFlows.filter((cf) => {
        if (!isObject(cf) || !Array.isArray(cf.threadFlows))
            return true;
        cf.threadFlows = cf.threadFlows.filter((tf) => {
            if (!isObject(tf) || !Array.isArray(tf.locations))
                return true;
            const s = keep.get(tf);
            if (!s)
                return false;
            tf.locations = tf.locations.filter((_, i) => s.has(i));
            return true;
        });
        return cf.threadFlows.length > 0;
    });
    if (codeFlows.length > 0)
        result.codeFlows = codeFlows;
    else
        delete result.codeFlows;
    return all.length - limit;
}

;// CONCATENATED MODULE: ./src/sarif/plan.ts
/**
 * From indexed runs to uploads: key runs by tool and category, merge runs that share a key (the service rejects
 * two in one upload), choose the results each run keeps, drop unreferenced rules and extensions where a run has
 * too many, trim rule tags, and group the runs into uploads of at most 20. Works on skeletons and result indexes
 * only; results themselves are read back and rewritten later (rewrite.ts), one at a time.
 */












/** The category the service derives from automationDetails.id: up to and including the last '/'. */
function categoryOf(automationId) {
    if (typeof automationId !== 'string')
        return '';
    const slash = automationId.lastIndexOf('/');
    return slash < 0 ? automationId : automationId.slice(0, slash + 1);
}
function plan_driverOf(skeleton) {
    const tool = isObject(skeleton.tool) ? skeleton.tool : {};
    return isObject(tool.driver) ? tool.driver : {};
}
function planUploads(logs, options) {
    const { limits } = options;
    const diagnostics = [];
    const groups = new Map();
    const firstRunOfKey = new Map();
    for (const log of logs) {
        for (const run of log.runs) {
            if (!isObject(run.skeleton))
                continue;
            if (options.category !== undefined)
                applyCategory(run.skeleton, options.category);
            const tool = String(plan_driverOf(run.skeleton).name ?? '');
            const category = categoryOf(isObject(run.skeleton.automationDetails) ? run.skeleton.automationDetails.id : undefined);
            const key = JSON.stringify([tool, category]);
            const first = firstRunOfKey.get(key);
            if (first && first.file === log.file) {
                diagnostics.push({
                    severity: 'warning',
                    rule: 'run-key',
                    file: log.file,
                    pointer: `/runs/${run.index}`,
                    message: `runs ${first.run} and ${run.index} both have tool "${tool}" and category "${category}"; the service rejects two such runs in one upload, so they are merged into one run`,
                    hint: 'Give each run its own category (runAutomationDetails.id) if they are separate analyses.',
                });
            }
            else if (!first) {
                firstRunOfKey.set(key, { file: log.file, run: run.index });
            }
            const group = groups.get(key) ?? [];
            group.push({ log, run });
            groups.set(key, group);
        }
    }
    const pending = [...groups.values()];
    groups.clear();
    const per = limits.runsPerUpload;
    return {
        uploadCount: Math.ceil(pending.length / per),
        diagnostics,
        buildUpload(u, out) {
            const runs = [];
            for (let i = u * per; i < Math.min(pending.length, (u + 1) * per); i++) {
                const sources = pending[i];
                if (!sources)
                    throw new Error(`upload ${u} was built twice`);
                pending[i] = undefined;
                const run = buildRun(sources, limits, out);
                run.report.upload = u;
                runs.push(run);
            }
            return runs;
        },
    };
}
function applyCategory(skeleton, category) {
    const id = category.endsWith('/') ? category : `${category}/`;
    const details = isObject(skeleton.automationDetails) ? skeleton.automationDetails : {};
    skeleton.automationDetails = { ...details, id };
}
/**
 * A run's own copy of its tool when it shares a known tool's frozen parse (known-tools.ts): made here, upload by
 * upload, because the merge and the limits change the tool in place, and only for as long as the upload is built.
 */
function ownTool(run) {
    if (!run.toolShared)
        return;
    run.skeleton.tool = cloneJson(run.skeleton.tool);
    run.toolShared = false;
}
/** Merge the sources of one tool and category into one output run, then apply the per-run limits. */
function buildRun(sources, limits, diagnostics) {
    for (const { run } of sources)
        ownTool(run);
    const first = sources[0].run.skeleton;
    const tool = String(plan_driverOf(first).name ?? '');
    const category = categoryOf(isObject(first.automationDetails) ? first.automationDetails.id : undefined);
    const dropped = emptyDropped();
    const references = emptyCounts();
    const alone = sources.length === 1;
    const firstSpace = alone ? runSpace(first) : undefined;
    const merged = firstSpace
        ? { skeleton: first, maps: [identityMaps(firstSpace)], renamed: [], diagnostics: [] }
        : mergeRuns(sources, references);
    diagnostics.push(...merged.diagnostics);
    const renamed = merged.renamed;
    const total = sources.reduce((n, s) => n + s.run.results.length, 0);
    const { kept, highestDropped } = keepTopResults(sources, total, limits.resultsPerRun);
    dropped.results = total - kept.length;
    // The merged run's own changes: rules and extensions over their limits, then duplicates in unique arrays.
    const skeleton = merged.skeleton;
    const space = firstSpace ?? runSpace(skeleton);
    const final = identityMaps(space);
    trimRules(space, final, sources, merged.maps, kept, limits, dropped);
    // Pass 1 validated each run's data, unique arrays included: only a merge can make new repeats.
    const mayRepeat = !alone || sources[0].run.repeatsItems === true;
    const duplicates = mayRepeat ? settleArrays(skeleton, space, final) : 0;
    // Always walked: this also leaves out references that were dangling in the input.
    walkReferences(skeleton, 'run', space, remapVisitor(final, references), [], { skip: plan_RESULTS });
    if (duplicates > 0 || dropped.rules > 0 || dropped.extensions > 0)
        applyToArrays(skeleton, space, final);
    // A run of one source: its maps are the identity, and identity then `final` is `final`.
    const composed = new Map();
    const maps = alone ? [final] : merged.maps.map((m) => composeMaps(m, final, composed));
    dropped.tags = trimTags(skeleton, limits.tagsPerRule);
    const repeated = mayRepeat ? dedupeUniqueArrays(skeleton, 'run', plan_RESULTS) : 0;
    countResultCuts(sources, kept, limits, dropped);
    const messages = kept.filter((k) => sources[k.source].run.results.messageId(k.index) !== undefined).length;
    const ruleIds = kept.filter((k) => ruleIdToAdd(sources[k.source].run, k.index) !== undefined).length;
    const report = {
        tool,
        category,
        sources: sources.map((s) => ({ file: s.log.file, run: s.run.index })),
        upload: 0,
        resultsIn: total,
        resultsKept: kept.length,
        dropped,
        references: { remapped: references.remapped, removed: references.removed },
        duplicatesRemoved: duplicates + repeated,
        messagesRendered: messages,
        ruleIdsAdded: ruleIds,
        renamedBaseIds: renamed.map(({ file, run, from, to, undefinedHere }) => undefinedHere ? { file, run, from, to, undefinedHere } : { file, run, from, to }),
        ...(highestDropped > -Infinity ? { highestDropped: rankLabel(highestDropped) } : {}),
    };
    const seen = new Map();
    const changes = maps.map((m) => changedKinds(m, seen));
    const skeletonChanged = sources.length > 1 ||
        references.remapped > 0 ||
        Object.keys(references.removed).length > 0 ||
        duplicates + repeated > 0 ||
        dropped.tags + dropped.rules + dropped.extensions > 0;
    return {
        tool,
        category,
        sources,
        maps,
        changed: changes.map((c) => c.mask),
        rulesChanged: changes.map((c) => c.rules),
        rewriteAll: merged.maps.map((m) => (m.uriBaseIds?.size ?? 0) > 0),
        skeletonChanged,
        skeleton,
        kept,
        highestDroppedRank: highestDropped,
        report,
    };
}
/**
 * The top `limit` results by rank over all sources. Ranks are priority, then order (no ties): counting results by
 * priority gives the lowest priority kept (floor) and how many at it are kept (the earliest), with no sort.
 */
function keepTopResults(sources, total, limit) {
    const kept = [];
    let highestDropped = -Infinity;
    let floor = -1;
    let atFloor = 0;
    if (total > limit) {
        const byPriority = new Float64Array(PRIORITY_SPACE);
        for (const s of sources) {
            const t = s.run.results;
            for (let p = 0; p < t.profileCount; p++)
                byPriority[t.profilePriority(p)] += t.profileSize(p);
        }
        let above = 0;
        for (floor = PRIORITY_SPACE - 1; above + byPriority[floor] < limit; floor--)
            above += byPriority[floor];
        atFloor = limit - above;
    }
    let order = 0;
    sources.forEach((s, si) => {
        const t = s.run.results;
        for (let i = 0; i < t.length; i++, order++) {
            const p = t.priority(i);
            if (p > floor || (p === floor && atFloor-- > 0))
                kept.push({ source: si, index: i, rank: rankOf(p, order) });
            else
                highestDropped = Math.max(highestDropped, rankOf(p, order));
        }
    });
    return { kept, highestDropped };
}
/** What the per-result limits will cut from the kept results as they are written (rewrite.ts, trim-bytes.ts). */
function countResultCuts(sources, kept, limits, dropped) {
    for (const k of kept) {
        const t = sources[k.source].run.results;
        dropped.locations += Math.max(0, t.locations(k.index) - limits.locationsPerResult);
        dropped.threadFlowLocations += Math.max(0, t.threadFlowLocations(k.index) - limits.threadFlowLocationsPerResult);
    }
}
const plan_RESULTS = new Set(['results']);
/**
 * Which kinds of reference a source's maps change: results that hold none of them are copied byte for byte. `seen`:
 * descriptor maps looked at before (shared by runs of one tool).
 */
function changedKinds(m, seen) {
    let mask = 0;
    for (const a of references_RUN_ARRAYS)
        if (!isIdentity(m.run[a]))
            mask |= refBit(a);
    // A taxon reference may name a taxonomy or an extension holding taxa (references.ts, resolveComponent).
    if (!isIdentity(m.components.taxonomies) || !isIdentity(m.components.extensions))
        mask |= REF_TAXONOMIES;
    let rules = !isIdentity(m.components.extensions);
    for (const d of m.descriptors.values()) {
        let changed = seen.get(d);
        if (changed === undefined)
            seen.set(d, (changed = (isIdentity(d.taxa) ? 0 : 1) | (isIdentity(d.rules) ? 0 : 2)));
        if (changed & 1)
            mask |= REF_TAXA;
        if (changed & 2)
            rules = true;
    }
    return { mask, rules };
}
// ---------------------------------------------------------------------------------------------------------------
// The merged run's own changes, as a map from its indices to the output's.
/**
 * Above the rules or extensions limit, keep only the rules and extensions that kept results reference (their
 * indices in `final` become -1; references to them elsewhere are removed when the maps are applied).
 */
function trimRules(space, final, sources, toMerged, kept, limits, dropped) {
    const exts = space.components.extensions;
    const ruleCount = (c) => (isObject(c) ? arrayOf(c.rules).length : 0);
    const totalRules = ruleCount(space.driver) + exts.reduce((n, e) => n + ruleCount(e), 0);
    const tooManyRules = totalRules > limits.rulesPerRun;
    const tooManyExtensions = exts.length > limits.extensionsPerRun;
    if (!tooManyRules && !tooManyExtensions)
        return;
    // What kept results use, in the merged run's indices.
    const usedRules = new Map();
    const used = (key) => {
        let u = usedRules.get(key);
        if (!u)
            usedRules.set(key, (u = new Uint8Array(final.descriptors.get(key)?.rules.length ?? 0)));
        return u;
    };
    const usedExtensions = new Uint8Array(exts.length);
    for (const k of kept) {
        const t = sources[k.source].run.results;
        const comp = t.resolvedComponent(k.index);
        const rule = t.resolvedRule(k.index);
        const m = toMerged[k.source];
        const outComp = comp < 0 ? -1 : at(m.components.extensions, comp);
        if (outComp >= 0)
            usedExtensions[outComp] = 1;
        if (rule < 0 || (comp >= 0 && outComp < 0))
            continue;
        const fromKey = comp < 0 ? 'driver' : `extensions/${comp}`;
        const toKey = comp < 0 ? 'driver' : `extensions/${outComp}`;
        const r = at(m.descriptors.get(fromKey)?.rules ?? new Int32Array(0), rule);
        if (r >= 0)
            used(toKey)[r] = 1;
    }
    const keepOnly = (map, keep) => {
        let next = 0;
        for (let i = 0; i < map.length; i++)
            map[i] = keep(i) ? next++ : -1;
        return map.length - next;
    };
    if (tooManyRules) {
        for (const [key, d] of final.descriptors) {
            if (key !== 'driver' && !key.startsWith('extensions/'))
                continue;
            const u = used(key);
            dropped.rules += keepOnly(d.rules, (i) => u[i] === 1);
        }
    }
    if (tooManyExtensions)
        dropped.extensions = keepOnly(final.components.extensions, (i) => usedExtensions[i] === 1);
}
const SECURITY_TAG = /security|cwe|owasp|cve|vulnerab|injection|xss|crypto/i;
/** Keep at most `limit` tags per rule, security-related ones first, in their original order. */
function trimTags(skeleton, limit) {
    const tool = isObject(skeleton.tool) ? skeleton.tool : {};
    const components = [tool.driver, ...arrayOf(tool.extensions)];
    let dropped = 0;
    for (const c of components) {
        if (!isObject(c))
            continue;
        for (const rule of arrayOf(c.rules)) {
            // A rule kept as its bytes is read only if one of its tag lists is over the limit.
            if ((untouchedRuleTags(rule) ?? Infinity) <= limit)
                continue;
            if (!isObject(rule) || !isObject(rule.properties) || !Array.isArray(rule.properties.tags))
                continue;
            const tags = rule.properties.tags;
            if (tags.length <= limit)
                continue;
            const security = tags.map((t, i) => ({ i, sec: typeof t === 'string' && SECURITY_TAG.test(t) }));
            const chosen = new Set([...security.filter((t) => t.sec), ...security.filter((t) => !t.sec)].slice(0, limit).map((t) => t.i));
            rule.properties = { ...rule.properties, tags: tags.filter((_, i) => chosen.has(i)) };
            dropped += tags.length - limit;
        }
    }
    return dropped;
}

;// CONCATENATED MODULE: ./src/sarif/known-tools.ts
/**
 * The tools a check has already validated, by their bytes. A monorepo's files are mostly one tool's, and each writes
 * that tool (its driver, rules and extensions) byte for byte the same: 300 files of CodeQL for Java carry 300 copies
 * of 88 KB. A tool whose bytes are those of one already found valid (UTF-8, no repeated key, the schema) is not
 * checked again, nor scanned (the scanner compares the bytes where they lie and jumps past them), nor parsed (the runs
 * share one frozen parse of it until the plan copies it for the upload it writes: 10,000 packages' runs held 10,000
 * copies between the two passes, a quarter of what the check kept); anything that differs by one byte is checked in
 * full. The cache is bounded, and holds copies (the scan's chunks are reused).
 */


/** Tools kept at most, their largest size, and all their bytes together. */
const MAX_TOOLS = 32;
const MAX_TOOL_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 8 * 1024 * 1024;
/**
 * The bytes of the tools kept parsed, to be copied (a parsed tool takes some five times its bytes); the others are
 * parsed for each run that has them.
 */
const MAX_PARSED_BYTES = 2 * 1024 * 1024;
class KnownTools {
    byLength = new Map();
    /** The tools, in the order they were found valid: a tool's id is its place here. */
    tools = [];
    total = 0;
    /** Tools parsed once, on their first reuse, within MAX_PARSED_BYTES, and frozen: the runs that have them share them. */
    parsed = [];
    parsedBytes = 0;
    /** Whether each tool holds a reference (references.ts), found on its first reuse. */
    references = [];
    /** The id of the tool with these bytes if this check found it valid, else -1. */
    id(bytes) {
        const same = this.byLength.get(bytes.length);
        if (same === undefined)
            return -1;
        for (const id of same)
            if (this.tools[id].equals(bytes))
                return id;
        return -1;
    }
    /** The end of a known tool's bytes when they lie in `chunk` from `at` (chunk[at] is its `{`), else -1. */
    endAt(chunk, at) {
        const room = chunk.length - at;
        for (const tool of this.tools)
            if (tool.length <= room &&
                chunk[at + tool.length - 1] === tool[tool.length - 1] &&
                chunk.compare(tool, 0, tool.length, at, at + tool.length) === 0)
                return at + tool.length;
        return -1;
    }
    /**
     * Known tool `id` as JSON.parse would give it: one deep-frozen value for every caller (`shared`), which whoever
     * changes a run's tool copies first (plan.ts, ownTool); past MAX_PARSED_BYTES a fresh parse for each.
     */
    value(id) {
        const kept = this.parsed[id];
        if (kept !== undefined)
            return { tool: kept, shared: true };
        const value = this.parse(id);
        const size = this.tools[id].length;
        if (this.parsedBytes + size > MAX_PARSED_BYTES)
            return { tool: value, shared: false };
        this.parsed[id] = deepFreeze(value);
        this.parsedBytes += size;
        return { tool: value, shared: true };
    }
    /** Whether known tool `id` holds no reference at all: then walking a copy of it for references does nothing. */
    referenceFree(id) {
        return !(this.references[id] ??= holdsReferences(this.parsed[id] ?? this.parse(id)));
    }
    parse(id) {
        return JSON.parse(this.tools[id].toString('utf8'));
    }
    has(bytes) {
        return this.id(bytes) >= 0;
    }
    /** A copy of a tool's bytes to add once it is found valid; undefined when it would not fit. */
    candidate(bytes) {
        return this.fits(bytes.length) ? Buffer.from(bytes) : undefined;
    }
    /** A tool found valid (its candidate copy): its id, or -1 when it does not fit. */
    add(bytes) {
        const known = this.id(bytes);
        if (known >= 0 || !this.fits(bytes.length))
            return known;
        const id = this.tools.push(bytes) - 1;
        const same = this.byLength.get(bytes.length);
        if (same)
            same.push(id);
        else
            this.byLength.set(bytes.length, [id]);
        this.total += bytes.length;
        return id;
    }
    fits(length) {
        return (this.tools.length < MAX_TOOLS && length <= MAX_TOOL_BYTES && this.total + length <= MAX_TOTAL_BYTES);
    }
}

;// CONCATENATED MODULE: ./src/sarif/diagnostic-sink.ts
class DiagnosticSink {
    cap;
    kept = [];
    errors = 0;
    warnings = 0;
    constructor(cap) {
        this.cap = cap;
    }
    add(d) {
        const count = d.severity === 'error' ? ++this.errors : ++this.warnings;
        if (count <= this.cap)
            this.kept.push(d);
    }
    /** Forget everything found so far (a log of another SARIF version: its one diagnostic replaces them). */
    clear() {
        this.kept.length = 0;
        this.errors = 0;
        this.warnings = 0;
    }
    /** Result-level checks can stop early once the cap is reached and nothing more will be shown. */
    get full() {
        return this.errors >= this.cap;
    }
}

;// CONCATENATED MODULE: ./src/sarif/document-checks.ts



/** What the schema sees of a tool already found valid (known-tools.ts): the least valid tool. */
const KNOWN_TOOL = Object.freeze({ driver: Object.freeze({ name: 'known' }) });
function checkDocument(file, root, runs, runsIsArray, sink, 
/** Tools found valid before: a run's tool among them is left out here; a tool found valid here joins them. */
known) {
    const version = root.version;
    const versionBad = typeof version === 'string' && version !== '2.1.0';
    if (versionBad && (version.startsWith('1.') || version.startsWith('2.0'))) {
        // A SARIF 1.x or 2.0 log fails the 2.1.0 schema almost everywhere (its results' too), with hints for 2.1.0 that
        // mislead: the version error alone says what to do.
        sink.clear();
        sink.add(versionError(version));
        return;
    }
    const doc = { ...root };
    if (runsIsArray) {
        // Results were validated one by one during the scan: the skeleton carries an empty array in their place.
        // So were rules kept as their bytes (read-tool.ts): the skeleton's tool leaves them out.
        doc.runs = runs.map((r) => {
            if (!isObject(r.skeleton))
                return r.skeleton;
            const run = !('results' in r.skeleton) && r.members.has('results') ? { ...r.skeleton, results: [] } : r.skeleton;
            const tool = r.toolKnown ? KNOWN_TOOL : withoutValidatedRules(run.tool);
            return tool === run.tool || tool === undefined ? run : { ...run, tool };
        });
    }
    const schemaDiagnostics = schema_validate_validateLog(doc, file);
    // Past the cap a repeat may be among what is not shown: then let the plan look for repeats itself.
    const capped = schemaDiagnostics.length >= MAX_SCHEMA_DIAGNOSTICS;
    if (capped)
        for (const r of runs)
            r.repeatsItems = true;
    for (const r of runs) {
        if (!r.toolBytes)
            continue;
        const at = `/runs/${r.index}/tool`;
        if (known &&
            !capped &&
            !schemaDiagnostics.some((d) => d.pointer === at || d.pointer.startsWith(`${at}/`)))
            r.toolId = known.add(r.toolBytes);
        r.toolBytes = undefined;
    }
    for (const d of schemaDiagnostics) {
        if (versionBad && d.pointer === '/version')
            continue; // reported below with a better hint
        const run = d.rule === 'unique-items' ? /^\/runs\/(\d+)\//.exec(d.pointer) : null;
        if (run)
            runs[Number(run[1])].repeatsItems = true;
        sink.add(d);
    }
    if (versionBad)
        sink.add(versionError(version));
    if (runsIsArray && runs.length === 0) {
        sink.add({
            severity: 'warning',
            rule: 'empty',
            pointer: '/runs',
            message: 'the log has no runs: there is nothing to upload',
        });
    }
    for (const r of runs) {
        const driver = isObject(r.skeleton) && isObject(r.skeleton.tool) && isObject(r.skeleton.tool.driver)
            ? r.skeleton.tool.driver
            : undefined;
        if (driver && typeof driver.name === 'string' && driver.name.trim() === '') {
            sink.add({
                severity: 'error',
                rule: 'driver-name',
                pointer: `/runs/${r.index}/tool/driver/name`,
                message: 'the tool driver name is empty',
                hint: "The service keys analyses by tool name: set tool.driver.name to the analyser's name.",
            });
        }
    }
}
function versionError(version) {
    return {
        severity: 'error',
        rule: 'version',
        pointer: '/version',
        message: `SARIF version "${version}" is not accepted: the service reads SARIF 2.1.0 only`,
        hint: version.startsWith('2.0') || version.startsWith('1.')
            ? 'Ask the tool for SARIF 2.1.0 output, or convert the file with the SARIF Multitool: `sarif transform --sarif-output-version Current`.'
            : 'Set "version": "2.1.0" if the file follows SARIF 2.1.0.',
    };
}

;// CONCATENATED MODULE: ./src/sarif/run-rules.ts
/**
 * A run's rules once its skeleton is complete (whatever the key order): each result profile's rule resolved by
 * index or id, in the driver or the component the result names, its severity and priority set, and what is wrong
 * with the reference reported once per result. Resolution is per profile (result-table.ts), not per result.
 */




/** Resolve every profile's rule and rank it, then report what the references got wrong. */
function resolveRunRules(run, sink) {
    const rules = new RunRules(run.skeleton);
    run.ruleComponents = rules.components;
    const t = run.results;
    const found = [];
    let anyFound = false;
    for (let p = 0; p < t.profileCount; p++) {
        const f = t.profileFacts(p);
        const r = (found[p] = profileRule(f, t, rules));
        // Noted for merges whether or not it is warned about: another run of the tool may define it (merge.ts).
        if (r.unknownId !== undefined)
            (run.unknownRuleIds ??= new Set()).add(`${r.component} ${r.unknownId}`);
        anyFound ||= r.draw !== undefined || (r.unknownId !== undefined && rules.any);
        const sev = r.place ? rules.severity(r.place) : NO_RULE;
        const level = effectiveLevel(f.level, f.kindFail === 1, sev);
        t.resolveProfile(p, r.place ? r.place[0] : -1, r.place ? r.place[1] : -1, priorityOf(sev, level));
    }
    if (anyFound)
        reportProfileRules(run, found, rules.any, sink);
}
/**
 * Each result of a profile draws its diagnostic; an unknown rule id, when the run has rules, is warned about at its
 * first result only.
 */
function reportProfileRules(run, found, hasRules, sink) {
    const t = run.results;
    const warned = new Set();
    for (let i = 0; i < t.length; i++) {
        const { draw, unknownId } = found[t.profile(i)];
        if (draw)
            sink.add(draw(`/runs/${run.index}/results/${i}`));
        if (unknownId === undefined || !hasRules || warned.has(unknownId))
            continue;
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
function profileRule(f, t, rules) {
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
    if (f.ruleIndex >= 0)
        return ruleByIndex(f, ruleId, ci, comp);
    if (ruleId === undefined)
        return {};
    const place = rules.byId(ruleId, ci);
    return place ? { place } : { unknownId: ruleId, component: ci };
}
/** The rule at the index the result gives (its ruleIndex, else its rule.index), checked against its ruleId. */
function ruleByIndex(f, ruleId, ci, comp) {
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
function rulesOf(rules) {
    return Object.isFrozen(rules) && rules.every(isObject)
        ? rules
        : rules.filter(isObject);
}
/** The run's rule components and the lookups ranking needs, each made once and only when first asked for. */
class RunRules {
    /** Index 0: the driver; k+1: extension k. */
    components;
    /** Whether any component has rules (an unknown id is worth a warning only then). */
    any;
    driver;
    extensions;
    severities = new Map();
    firstById;
    inComponent = new Map();
    constructor(skeleton) {
        const tool = isObject(skeleton.tool) ? skeleton.tool : {};
        this.driver = isObject(tool.driver) ? tool.driver : {};
        this.extensions = Array.isArray(tool.extensions) ? tool.extensions : [];
        const component = (c) => ({
            rules: isObject(c) && Array.isArray(c.rules) ? rulesOf(c.rules) : [],
        });
        this.components = [component(this.driver), ...this.extensions.map(component)];
        this.any = this.components.some((c) => c.rules.length > 0);
    }
    /** Made per rule as the profiles ask (most rules of a large rule set have no result). */
    severity([c, r]) {
        const key = r * (this.components.length + 1) + c + 1;
        let sev = this.severities.get(key);
        if (!sev)
            this.severities.set(key, (sev = severityOf(this.components[c + 1].rules[r])));
        return sev;
    }
    /** The component a result names by guid or name: -1 the driver, k extension k. */
    named(ref) {
        if (this.driver.guid === ref || this.driver.name === ref)
            return -1;
        const k = this.extensions.findIndex((e) => isObject(e) && (e.guid === ref || e.name === ref));
        return k >= 0 ? k : undefined;
    }
    /** First occurrence of a rule id: in component `only` when it is given (≥ 0), else the driver first, then extensions. */
    byId(id, only) {
        if (only < 0)
            return this.firstAnywhere().get(id);
        const rules = this.components[only + 1]?.rules;
        if (!rules)
            return undefined;
        let ids = this.inComponent.get(only);
        if (!ids) {
            ids = new Map();
            for (let ri = rules.length - 1; ri >= 0; ri--) {
                const ruleId = rules[ri].id;
                if (typeof ruleId === 'string')
                    ids.set(ruleId, ri);
            }
            this.inComponent.set(only, ids);
        }
        const ri = ids.get(id);
        return ri !== undefined ? [only, ri] : undefined;
    }
    firstAnywhere() {
        if (this.firstById)
            return this.firstById;
        const byId = (this.firstById = new Map());
        this.components.forEach((c, ci) => c.rules.forEach((rule, ri) => {
            if (typeof rule.id === 'string' && !byId.has(rule.id))
                byId.set(rule.id, [ci - 1, ri]);
        }));
        return byId;
    }
}

;// CONCATENATED MODULE: ./src/sarif/finish-run.ts






/** Rank the run's results, then check what needs the whole run. */
function finishRun(run, sink, source) {
    resolveRunRules(run, sink);
    run.results.seal();
    if (!isObject(run.skeleton))
        return;
    const space = runSpace(run.skeleton);
    checkMessages(run, space, sink);
    checkReferences(run, space, sink, source);
}
/** A message given by id must resolve through the rule's or the component's message strings (§3.11.7). */
function checkMessages(run, space, sink) {
    const t = run.results;
    // Whether each profile's message id resolves (undefined: no id); its rule and component are the profile's.
    const resolves = [];
    let anyFails = false;
    for (let p = 0; p < t.profileCount; p++) {
        const f = t.profileFacts(p);
        if (f.messageId < 0)
            continue;
        const comp = t.profileComponent(p);
        const rule = t.profileRule(p) >= 0 ? run.ruleComponents[comp + 1].rules[t.profileRule(p)] : undefined;
        const component = comp >= 0 ? space.components.extensions[comp] : space.driver;
        resolves[p] =
            resolveMessage(t.ruleIds[f.messageId], rule, isObject(component) ? component : undefined) !== undefined;
        if (resolves[p])
            run.messagesById += t.profileSize(p);
        else
            anyFails = true;
    }
    for (let i = 0; anyFails && i < t.length; i++) {
        if (resolves[t.profile(i)] !== false)
            continue;
        sink.add({
            severity: 'error',
            rule: 'result-message',
            pointer: `/runs/${run.index}/results/${i}/message/id`,
            message: `the result message has no text, and its id "${t.messageId(i)}" is in neither the rule's messageStrings nor the tool component's globalMessageStrings`,
            hint: "Set message.text, or add the id to the rule's messageStrings: the service shows the text as the alert message.",
        });
    }
}
const finish_run_RESULTS = new Set(['results']);
const finish_run_RESULTS_AND_TOOL = new Set(['results', 'tool']);
/**
 * Every index in range (warnings: the service tolerates dangling ones, and the upload leaves them out). The
 * skeleton is walked whole; a result is read back and walked only when its recorded maxima say it may hold one.
 */
function checkReferences(run, space, sink, source) {
    const report = (d) => sink.add(d);
    walkReferences(run.skeleton, 'run', space, checkVisitor(space, report), ['runs', run.index], {
        // A known tool that holds no reference has nothing to check (known-tools.ts).
        skip: run.toolReferenceFree ? finish_run_RESULTS_AND_TOOL : finish_run_RESULTS,
    });
    const t = run.results;
    if (t.length === 0 || 'results' in run.skeleton)
        return;
    const taxaLimit = Math.min(...[space.driver, ...space.components.extensions, ...space.components.taxonomies].map((c) => isObject(c) && Array.isArray(c.taxa) ? c.taxa.length : 0));
    const otherLimit = (mask) => {
        let limit = Infinity;
        for (const a of references_RUN_ARRAYS) {
            if (a === 'artifacts' || a === 'logicalLocations' || a === 'threadFlowLocations')
                continue;
            if (mask & refBit(a))
                limit = Math.min(limit, space.lengths[a]);
        }
        if (mask & REF_TAXONOMIES)
            limit = Math.min(limit, space.components.taxonomies.length);
        if (mask & REF_TAXA)
            limit = Math.min(limit, taxaLimit);
        return limit;
    };
    for (let k = 0; k < t.referencingCount; k++) {
        const i = t.referencingResult(k);
        const mask = t.refMask(i) & ~NOT_REFERENCES;
        const suspect = (mask & REF_LOCAL_DANGLING) !== 0 ||
            t.maxArtifact(i) >= space.lengths.artifacts ||
            t.maxLogical(i) >= space.lengths.logicalLocations ||
            t.maxThreadFlow(i) >= space.lengths.threadFlowLocations ||
            (t.maxOther(i) >= 0 && t.maxOther(i) >= otherLimit(mask));
        if (!suspect)
            continue;
        const result = JSON.parse(source.read(t.start(i), t.byteLength(i)).toString('utf8'));
        if (!isObject(result))
            continue;
        let found = 0;
        walkReferences(result, 'result', space, checkVisitor(space, (d) => (found++, report(d))), ['runs', run.index, 'results', i]);
        if (found > 0)
            t.markRewrite(i);
    }
}

;// CONCATENATED MODULE: ./src/sarif/log-index.ts

/** A run's entry as the scan meets it: its skeleton fills in member by member (or arrives whole). */
function newRun(index, start, store, skeleton = {}) {
    return {
        index,
        start,
        skeleton,
        members: new MemberSpans(),
        results: new ResultTable(store),
        ruleComponents: [],
        messagesById: 0,
        // Set on every run (not added to some): runs of one shape keep the plan's property loads monomorphic.
        toolKnown: false,
        toolShared: false,
        toolId: -1,
        toolReferenceFree: false,
        toolBytes: undefined,
    };
}
/** Members looked for by a scan of the keys up to this many; a map past it. */
const MEMBER_SCAN = 32;
/**
 * Where each member of a run lies in its file: a few a run, kept for every run to the end of the check, as
 * key, start, length, … in one array. A Map and a span object per member cost some 350 bytes a run (issue 21).
 */
class MemberSpans {
    /** Copied whole to add a key (a run has a few, added once): grown by push it would hold 16 slots. */
    entries = [];
    /** Where each key is in `entries`, once there are more than a run's known members (a file may add any). */
    index;
    set(key, span) {
        const at = this.find(key);
        if (at < 0) {
            if (this.index) {
                // Many keys (a file may add any): pushed, not copied, or adding n keys would copy n² entries.
                this.index.set(key, this.entries.length);
                this.entries.push(key, span.start, span.length);
                return this;
            }
            this.entries = this.entries.concat(key, span.start, span.length);
            if (this.entries.length > 3 * MEMBER_SCAN) {
                this.index = new Map();
                for (let k = 0; k < this.entries.length; k += 3)
                    this.index.set(this.entries[k], k);
            }
        }
        else {
            this.entries[at + 1] = span.start;
            this.entries[at + 2] = span.length;
        }
        return this;
    }
    get(key) {
        const at = this.find(key);
        return at < 0
            ? undefined
            : { start: this.entries[at + 1], length: this.entries[at + 2] };
    }
    has(key) {
        return this.find(key) >= 0;
    }
    find(key) {
        if (this.index)
            return this.index.get(key) ?? -1;
        const e = this.entries;
        for (let k = 0; k < e.length; k += 3)
            if (e[k] === key)
                return k;
        return -1;
    }
}

;// CONCATENATED MODULE: ./src/sarif/place-diagnostics.ts

/** Where the document's root value starts: its first byte that is not white space. */
function rootStart(source) {
    const head = source.read(0, Math.min(source.size, 64 * 1024));
    for (let i = 0; i < head.length; i++) {
        const b = head[i];
        if (b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && !(i === 0 && b === 0xef))
            return i;
        if (b === 0xef)
            i += 2; // a UTF-8 byte order mark
    }
    return undefined;
}
/** Turn pending diagnostics into located ones: offset from the pointer where the scan did not give one. */
function placeDiagnostics(file, source, pending, rootMembers, runs) {
    const locate = (pointer) => {
        const tokens = pointerTokens(pointer);
        if (tokens.length === 0)
            return rootStart(source);
        let span;
        let rest = [];
        if (tokens[0] === 'runs' && tokens.length >= 2) {
            const run = runs[Number(tokens[1])];
            if (!run)
                return rootMembers.get('runs')?.start;
            if (tokens.length === 2)
                return run.start;
            if (tokens[2] === 'results' && tokens.length >= 4 && !('results' in run.skeleton)) {
                const i = Number(tokens[3]);
                if (i < run.results.length)
                    span = { start: run.results.start(i), length: run.results.byteLength(i) };
                rest = tokens.slice(4);
            }
            else {
                span = run.members.get(tokens[2]);
                rest = tokens.slice(3);
            }
        }
        else {
            span = rootMembers.get(tokens[0]);
            rest = tokens.slice(1);
        }
        if (!span)
            return undefined;
        if (rest.length === 0 || span.length === 0)
            return span.start;
        return span.start + offsetOfPointer(source.read(span.start, span.length), rest);
    };
    const offsets = pending.map((d) => d.offset ?? locate(d.pointer));
    const positions = lineColumns(source, offsets.filter((o) => o !== undefined));
    const order = pending.map((_, i) => i).sort((a, b) => (offsets[a] ?? -1) - (offsets[b] ?? -1));
    return order.map((i) => {
        const d = pending[i];
        const { offset: _offset, ...rest } = d;
        const at = offsets[i] === undefined ? undefined : positions.get(offsets[i]);
        return { ...rest, file, ...(at ? { line: at.line, column: at.column } : {}) };
    });
}

;// CONCATENATED MODULE: ./src/sarif/scanner.ts
/**
 * A byte-level, resumable scanner for the skeleton of a SARIF log.
 *
 * It walks the three outer levels of the document itself (the root object, the `runs` array, each run object and
 * its `results` array), checking JSON grammar there, and hands every other value to its handler as one byte slice
 * (each result, each non-results member of a run, each root member). Inside a slice it only tracks strings and
 * bracket depth to find the end: `JSON.parse` of the slice checks the rest. This is what lets the engine read files
 * of any size with bounded memory, in whatever key order the tool wrote them, at several hundred MB/s.
 *
 * UTF-8: outside strings it accepts only ASCII. Inside strings, whoever decodes the bytes checks them first (utf8.ts):
 * the scanner the keys it reads itself, the handler every slice it is given (result-facts.ts parseBytes and
 * analyzeResult; the byte validator through a check of each chunk) — so no byte reaches a string or the upload
 * unchecked.
 */

class ScanError extends Error {
    offset;
    hint;
    pointer;
    rule;
    constructor(message, offset, hint, 
    /** JSON pointer of the value the error is in, when known ('' otherwise: the error is the document's). */
    pointer = '', 
    /** The diagnostic's rule: a grammar error unless it is the file's encoding or a property name given twice. */
    rule = 'json-syntax') {
        super(message);
        this.offset = offset;
        this.hint = hint;
        this.pointer = pointer;
        this.rule = rule;
    }
}
/**
 * The error for a property name an object has twice (its second occurrence at `offset`; `pointer` is the object's).
 * Identical values too: JSON.parse keeps the last one without a word, other readers keep the first or refuse, and
 * a result is copied into the upload byte for byte — what the service would read is not what was checked.
 */
function duplicateKeyError(key, offset, pointer) {
    return new ScanError(`property "${key}" appears twice in this object: readers disagree on which value counts`, offset, 'Each property name may appear once in an object (RFC 8259 §4: readers keep the last, the first, or refuse); fix the analyser that wrote it twice.', pointer, 'duplicate-key');
}
/**
 * The error for the first ill-formed UTF-8 sequence in a string (utf8.ts): `offset` is absolute, `key` says whether
 * the string is a property name (then `pointer` is that of its object).
 */
function utf8Error(problem, start, pointer, key) {
    const offset = start + problem.offset;
    return new ScanError(`invalid UTF-8 in ${key ? 'a property name' : 'a string'} at byte offset ${offset}: ${problem.reason}`, offset, UTF8_HINT, pointer, 'encoding');
}
const DEFAULT_SCAN_LIMITS = { maxDepth: 512, maxValueBytes: 256 * 1024 * 1024 };
var Frame;
(function (Frame) {
    Frame[Frame["Root"] = 0] = "Root";
    Frame[Frame["Runs"] = 1] = "Runs";
    Frame[Frame["Run"] = 2] = "Run";
    Frame[Frame["Results"] = 3] = "Results";
})(Frame || (Frame = {}));
var Phase;
(function (Phase) {
    Phase[Phase["Start"] = 0] = "Start";
    Phase[Phase["ObjOpen"] = 1] = "ObjOpen";
    Phase[Phase["ObjKey"] = 2] = "ObjKey";
    Phase[Phase["ObjColon"] = 3] = "ObjColon";
    Phase[Phase["ObjValue"] = 4] = "ObjValue";
    Phase[Phase["ObjNext"] = 5] = "ObjNext";
    Phase[Phase["ArrOpen"] = 6] = "ArrOpen";
    Phase[Phase["ArrValue"] = 7] = "ArrValue";
    Phase[Phase["ArrNext"] = 8] = "ArrNext";
    Phase[Phase["Capture"] = 9] = "Capture";
    Phase[Phase["End"] = 10] = "End";
})(Phase || (Phase = {}));
var Cap;
(function (Cap) {
    Cap[Cap["Key"] = 0] = "Key";
    Cap[Cap["String"] = 1] = "String";
    Cap[Cap["Container"] = 2] = "Container";
    Cap[Cap["Scalar"] = 3] = "Scalar";
})(Cap || (Cap = {}));
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LBRACE = 0x7b;
const RBRACE = 0x7d;
const LBRACKET = 0x5b;
const RBRACKET = 0x5d;
const scanner_COMMA = 0x2c;
const COLON = 0x3a;
function isWhitespace(b) {
    return b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
}
/** Bytes that may continue a number or a literal (true, false, null). */
function isScalarByte(b) {
    return ((b >= 0x30 && b <= 0x39) ||
        (b >= 0x61 && b <= 0x7a) ||
        (b >= 0x41 && b <= 0x5a) ||
        b === 0x2b ||
        b === 0x2d ||
        b === 0x2e);
}
function describeByte(b) {
    if (b >= 0x21 && b <= 0x7e)
        return `'${String.fromCharCode(b)}'`;
    return `byte 0x${b.toString(16).padStart(2, '0')}`;
}
/** Pieces of one value as one buffer: a view when they lie back to back in one memory (a file read whole), else a copy. */
function joined(pieces) {
    const first = pieces[0];
    let next = first.byteOffset + first.length;
    for (let k = 1; k < pieces.length; k++) {
        const p = pieces[k];
        if (p.buffer !== first.buffer || p.byteOffset !== next)
            return { bytes: Buffer.concat(pieces), own: true };
        next += p.length;
    }
    return { bytes: Buffer.from(first.buffer, first.byteOffset, next - first.byteOffset), own: false };
}
/** A quoted key of printable ASCII without escapes, as JSON.parse would give it; undefined for any other. */
function plainKey(quoted) {
    const end = quoted.length - 1;
    for (let i = 1; i < end; i++) {
        const c = quoted[i];
        if (c < 0x20 || c >= 0x7f || c === BACKSLASH)
            return undefined;
    }
    return quoted.toString('latin1', 1, end);
}
class SarifScanner {
    handler;
    limits;
    phase = Phase.Start;
    frames = [];
    key = ''; // the key of the member whose value comes next (object frames)
    keyOffset = 0;
    runIndex = -1;
    resultIndex = -1;
    seenRunKeys = new Set();
    seenRootKeys = new Set();
    offset = 0; // absolute offset of the current chunk's first byte
    resumeAt = -1; // the chunk index to go on from after a result the handler read itself
    // Capture state.
    cap = Cap.Container;
    capStart = 0; // absolute offset of the captured value's first byte
    capPieces = [];
    capBytes = 0; // bytes in capPieces
    depth = 0;
    inString = false;
    escape = false;
    constructor(handler, limits = DEFAULT_SCAN_LIMITS) {
        this.handler = handler;
        this.limits = limits;
    }
    /** Feed the next chunk of the file. Throws ScanError on the first grammar error. */
    feed(chunk) {
        let i = 0;
        const n = chunk.length;
        if (this.offset === 0 && this.phase === Phase.Start)
            i = this.checkEncoding(chunk);
        while (i < n) {
            if (this.phase === Phase.Capture) {
                i = this.captureRun(chunk, i);
                continue;
            }
            const b = chunk[i];
            if (isWhitespace(b)) {
                i++;
                continue;
            }
            this.structural(chunk, i, b);
            if (this.resumeAt >= 0) {
                i = this.resumeAt;
                this.resumeAt = -1;
            }
            else if (this.phase !== Phase.Capture)
                i++;
        }
        if (this.phase === Phase.Capture) {
            const from = this.capStart > this.offset ? this.capStart - this.offset : 0;
            this.capPieces.push(chunk.subarray(from));
            this.capBytes += n - from;
            this.checkValueSize(this.offset + n);
        }
        this.offset += n;
    }
    /**
     * Let go of the chunks fed so far: what the scanner holds of them (the start of a value that goes on past them) is
     * copied out if it is at most `limit` bytes. Returns whether nothing refers to those chunks any more.
     */
    releaseChunks(limit = 1 << 20) {
        if (this.capPieces.length === 0)
            return true;
        if (this.capBytes > limit)
            return false;
        this.capPieces = [Buffer.concat(this.capPieces)];
        return true;
    }
    /** Signal the end of the file. Throws ScanError when the document is incomplete. */
    end() {
        if (this.phase === Phase.Capture && this.cap === Cap.Scalar) {
            this.finishCapture(null, 0);
        }
        if (this.phase === Phase.End)
            return;
        if (this.phase === Phase.Start) {
            throw new ScanError('the file is empty: there is no JSON document in it', this.offset, 'Check that the analyser finished and wrote its output.');
        }
        throw new ScanError(`unexpected end of file inside ${this.where()}: the file looks truncated`, this.offset, 'The file ends before its JSON document does. Re-run the analyser or check that the file was copied completely.');
    }
    checkEncoding(chunk) {
        if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf)
            return 3;
        if (chunk.length >= 2 &&
            ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))) {
            throw new ScanError('the file is encoded as UTF-16; SARIF must be UTF-8', 0, 'Convert the file to UTF-8 (for example with iconv -f UTF-16 -t UTF-8).', '', 'encoding');
        }
        return 0;
    }
    /** A human-readable position in the skeleton, for messages. */
    where() {
        const top = this.frames[this.frames.length - 1];
        switch (top) {
            case Frame.Root:
                return 'the root object';
            case Frame.Runs:
                return `runs (after ${this.runIndex + 1} runs)`;
            case Frame.Run:
                return `runs[${this.runIndex}]`;
            case Frame.Results:
                return `runs[${this.runIndex}].results[${this.resultIndex}]`;
            default:
                return 'the document';
        }
    }
    /** JSON pointer of the value being captured: a result, or a member of a run or of the root. */
    capturePointer() {
        const key = `/${this.key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        switch (this.frames[this.frames.length - 1]) {
            case Frame.Root:
                return key;
            case Frame.Run:
                return `/runs/${this.runIndex}${key}`;
            case Frame.Results:
                return `/runs/${this.runIndex}/results/${this.resultIndex}`;
            default:
                return '';
        }
    }
    unexpected(b, pos, expected) {
        throw new ScanError(`expected ${expected} in ${this.where()}, found ${describeByte(b)}`, pos);
    }
    /** One significant byte outside any captured value. */
    structural(chunk, i, b) {
        const pos = this.offset + i;
        switch (this.phase) {
            case Phase.Start:
                if (b === LBRACE) {
                    this.frames.push(Frame.Root);
                    this.phase = Phase.ObjOpen;
                }
                else {
                    this.beginValue(chunk, i, b); // not an object: capture it whole and report its type
                }
                return;
            case Phase.ObjOpen:
            case Phase.ObjKey:
                if (b === QUOTE)
                    return this.beginCapture(Cap.Key, pos);
                if (b === RBRACE && this.phase === Phase.ObjOpen)
                    return this.closeFrame(pos);
                return this.unexpected(b, pos, this.phase === Phase.ObjOpen
                    ? "a property name in double quotes or '}'"
                    : 'a property name in double quotes');
            case Phase.ObjColon:
                if (b === COLON) {
                    this.phase = Phase.ObjValue;
                    return;
                }
                return this.unexpected(b, pos, "':' after a property name");
            case Phase.ObjValue:
                return this.beginValue(chunk, i, b);
            case Phase.ObjNext:
                if (b === scanner_COMMA) {
                    this.phase = Phase.ObjKey;
                    return;
                }
                if (b === RBRACE)
                    return this.closeFrame(pos);
                return this.unexpected(b, pos, "',' or '}' after a property value");
            case Phase.ArrOpen:
                if (b === RBRACKET)
                    return this.closeFrame(pos);
                return this.beginValue(chunk, i, b);
            case Phase.ArrValue:
                if (b === RBRACKET)
                    this.unexpected(b, pos, "a value after ','");
                return this.beginValue(chunk, i, b);
            case Phase.ArrNext:
                if (b === scanner_COMMA) {
                    this.phase = Phase.ArrValue;
                    return;
                }
                if (b === RBRACKET)
                    return this.closeFrame(pos);
                return this.unexpected(b, pos, "',' or ']' after an array element");
            case Phase.End:
                throw new ScanError(`unexpected ${describeByte(b)} after the end of the JSON document`, pos, 'A SARIF file holds exactly one JSON object; remove what follows it.');
            default:
                throw new Error(`scanner: unexpected phase ${this.phase}`);
        }
    }
    /** A value starts at chunk[i]: descend into the skeleton or start capturing it. */
    beginValue(chunk, i, b) {
        const pos = this.offset + i;
        const top = this.frames[this.frames.length - 1];
        if (top === Frame.Root && this.key === 'runs' && b === LBRACKET) {
            this.frames.push(Frame.Runs);
            this.phase = Phase.ArrOpen;
            this.handler.runsStart(pos);
            return;
        }
        if (top === Frame.Runs) {
            this.runIndex++;
            if (b === LBRACE) {
                this.frames.push(Frame.Run);
                this.phase = Phase.ObjOpen;
                this.resultIndex = -1;
                this.seenRunKeys.clear();
                this.handler.runStart(this.runIndex, pos);
                return;
            }
        }
        if (top === Frame.Run && b === LBRACE && this.key === 'tool' && this.handler.knownTool) {
            const end = this.handler.knownTool(chunk, i);
            if (end >= 0) {
                this.handler.runMember(this.runIndex, 'tool', { bytes: chunk.subarray(i, end), start: pos }, this.keyOffset);
                this.resumeAt = end;
                this.phase = Phase.ObjNext;
                return;
            }
        }
        if (top === Frame.Run && this.key === 'results' && b === LBRACKET) {
            this.frames.push(Frame.Results);
            this.phase = Phase.ArrOpen;
            this.handler.resultsStart(this.runIndex, pos);
            return;
        }
        if (top === Frame.Results) {
            this.resultIndex++;
            if (b === LBRACE && this.handler.readResult) {
                const next = this.handler.readResult(this.runIndex, this.resultIndex, chunk, i, pos);
                if (next >= 0) {
                    this.resumeAt = next;
                    this.phase = Phase.ArrNext;
                    return;
                }
            }
        }
        if (b === QUOTE)
            return this.beginCapture(Cap.String, pos);
        if (b === LBRACE || b === LBRACKET)
            return this.beginCapture(Cap.Container, pos);
        if (isScalarByte(b))
            return this.beginCapture(Cap.Scalar, pos);
        this.unexpected(b, pos, 'a JSON value');
    }
    beginCapture(kind, pos) {
        this.cap = kind;
        this.capStart = pos;
        this.capPieces = [];
        this.capBytes = 0;
        this.depth = 0;
        this.inString = kind === Cap.Key || kind === Cap.String;
        this.escape = false;
        this.phase = Phase.Capture;
        // The opening quote or bracket is consumed by captureRun, which starts at the value's first byte.
    }
    /**
     * The hot loop: advance through a captured value from chunk[i]. Returns the index of the first byte not consumed
     * (the chunk's length when the value continues in the next chunk).
     */
    captureRun(chunk, i) {
        const n = chunk.length;
        const startInChunk = this.capStart >= this.offset ? this.capStart - this.offset : -1;
        if (this.cap === Cap.Scalar) {
            while (i < n && isScalarByte(chunk[i]))
                i++;
            if (i < n)
                this.finishCapture(chunk, i);
            return i;
        }
        let depth = this.depth;
        let inString = this.inString;
        let escape = this.escape;
        // The first byte of a captured string is its opening quote: skip it (inString is already set).
        if (i === startInChunk && inString)
            i++;
        // Levels counted from the document's root: the frames around the value (root object, runs, run, results) too.
        const maxDepth = this.limits.maxDepth - this.frames.length;
        while (i < n) {
            if (inString) {
                if (escape) {
                    // The previous chunk ended on a backslash: this byte is escaped.
                    escape = false;
                    i++;
                    continue;
                }
                // Jump to the next quote natively, then count the backslashes right before it.
                const q = chunk.indexOf(QUOTE, i);
                if (q < 0) {
                    let k = n - 1;
                    while (k >= i && chunk[k] === BACKSLASH)
                        k--;
                    escape = (n - 1 - k) % 2 === 1;
                    i = n;
                    break;
                }
                let k = q - 1;
                while (k >= i && chunk[k] === BACKSLASH)
                    k--;
                i = q + 1;
                if ((q - 1 - k) % 2 === 1)
                    continue; // an escaped quote: still inside the string
                inString = false;
                if (depth === 0) {
                    // A key or a string value ends here.
                    this.endCapture(chunk, i);
                    return i;
                }
                continue;
            }
            const b = chunk[i++];
            if (b === QUOTE) {
                inString = true;
            }
            else if (b === LBRACE || b === LBRACKET) {
                if (++depth > maxDepth) {
                    throw new ScanError(`nesting deeper than ${this.limits.maxDepth} levels inside ${this.where()}`, this.offset + i - 1, 'No SARIF producer needs this depth; the file is corrupt or hostile.', this.capturePointer());
                }
            }
            else if (b === RBRACE || b === RBRACKET) {
                if (--depth === 0) {
                    this.endCapture(chunk, i);
                    return i;
                }
            }
        }
        this.depth = depth;
        this.inString = inString;
        this.escape = escape;
        return i;
    }
    endCapture(chunk, end) {
        this.depth = 0;
        this.inString = false;
        this.escape = false;
        this.finishCapture(chunk, end);
    }
    checkValueSize(upTo) {
        if (upTo - this.capStart > this.limits.maxValueBytes) {
            throw new ScanError(`a single value in ${this.where()} is larger than ${Math.round(this.limits.maxValueBytes / 1048576)} MB`, this.capStart, 'One result or run member this large cannot be parsed; check the producer for runaway output (for example a huge embedded snippet).');
        }
    }
    /** The captured value ends just before chunk[end] (chunk null: at end of file). */
    finishCapture(chunk, end) {
        let bytes;
        let own = false;
        if (this.capPieces.length === 0 && chunk) {
            bytes = chunk.subarray(this.capStart - this.offset, end);
        }
        else {
            if (chunk)
                this.capPieces.push(chunk.subarray(0, end));
            if (this.capPieces.length === 1)
                bytes = this.capPieces[0];
            else
                ({ bytes, own } = joined(this.capPieces));
            this.capPieces = [];
        }
        const slice = { bytes, start: this.capStart, own };
        if (bytes.length > this.limits.maxValueBytes)
            this.checkValueSize(this.capStart + bytes.length);
        const top = this.frames[this.frames.length - 1];
        if (this.cap === Cap.Key) {
            let key = plainKey(bytes);
            if (key === undefined) {
                if (!(0,external_node_buffer_.isUtf8)(bytes)) {
                    const problem = utf8Problem(bytes) ?? { offset: 0, reason: 'ill-formed' };
                    throw utf8Error(problem, this.capStart, top === Frame.Run ? `/runs/${this.runIndex}` : '', true);
                }
                try {
                    key = JSON.parse(bytes.toString('utf8'));
                }
                catch {
                    throw new ScanError(`invalid property name in ${this.where()}`, this.capStart, 'Property names are JSON strings; check for control characters or bad escapes.');
                }
            }
            const seen = top === Frame.Root ? this.seenRootKeys : this.seenRunKeys;
            if (seen.has(key))
                throw duplicateKeyError(key, this.capStart, top === Frame.Run ? `/runs/${this.runIndex}` : '');
            seen.add(key);
            this.key = key;
            this.keyOffset = this.capStart;
            this.phase = Phase.ObjColon;
            return;
        }
        switch (top) {
            case undefined:
                this.handler.rootValue(slice);
                this.phase = Phase.End;
                return;
            case Frame.Root:
                this.handler.rootMember(this.key, slice, this.keyOffset);
                this.phase = Phase.ObjNext;
                return;
            case Frame.Runs:
                this.handler.runValue(this.runIndex, slice);
                this.phase = Phase.ArrNext;
                return;
            case Frame.Run:
                this.handler.runMember(this.runIndex, this.key, slice, this.keyOffset);
                this.phase = Phase.ObjNext;
                return;
            case Frame.Results:
                this.handler.result(this.runIndex, this.resultIndex, slice);
                this.phase = Phase.ArrNext;
                return;
        }
    }
    closeFrame(pos) {
        const top = this.frames.pop();
        if (top === Frame.Run)
            this.handler.runEnd(this.runIndex, pos);
        const parent = this.frames[this.frames.length - 1];
        if (parent === undefined) {
            this.phase = Phase.End;
        }
        else if (parent === Frame.Root || parent === Frame.Run) {
            this.phase = Phase.ObjNext;
        }
        else {
            this.phase = Phase.ArrNext;
        }
    }
}

;// CONCATENATED MODULE: ./src/sarif/result-facts.ts
/**
 * Everything pass 1 does with one result, as a pure function of its bytes: parse, validate against the schema,
 * check the service's per-result rules, and extract the few facts the trim needs. Runs on the main thread for
 * small inputs and in worker threads (result-pool.ts) for large ones.
 */











/** The facts being filled by the walk below (one visitor for every result: no allocation per result). */
let target;
const collector = {
    index(array, value) {
        target.refMask |= refBit(array);
        if (array === 'artifacts')
            target.maxArtifact = Math.max(target.maxArtifact, value);
        else if (array === 'logicalLocations')
            target.maxLogical = Math.max(target.maxLogical, value);
        else if (array === 'threadFlowLocations')
            target.maxThreadFlow = Math.max(target.maxThreadFlow, value);
        else
            target.maxOther = Math.max(target.maxOther, value);
        return value;
    },
    resultGraph(value, length) {
        if (value >= length)
            target.refMask |= REF_LOCAL_DANGLING;
        return value;
    },
    component(_array, value) {
        target.refMask |= REF_TAXONOMIES;
        target.maxOther = Math.max(target.maxOther, value);
        return value;
    },
    descriptor(component, array, value, at) {
        if (at.length === 1 && at[0] === 'rule')
            return { index: value, component: -1 }; // the rule: see ruleIndex
        if (component && component.array !== 'driver') {
            target.refMask |= REF_TAXONOMIES;
            target.maxOther = Math.max(target.maxOther, component.index);
        }
        if (value >= 0 && array === 'taxa') {
            target.refMask |= REF_TAXA;
            target.maxOther = Math.max(target.maxOther, value);
        }
        return { index: value, component: -1 };
    },
    uriBase(name) {
        target.refMask |= REF_URI_BASE;
        const have = target.uriBases;
        if (have === undefined)
            target.uriBases = [name];
        else if (!have.includes(name))
            target.uriBases = [...have, name];
    },
};
/** Collects a result's references without resolving them (the run's tool may come later in the file). */
function collectReferences(r, facts) {
    target = facts;
    walkReferences(r, 'result', null, collector);
}
/**
 * Whether a result's JSON text may hold a reference by index: every index-valued key ends in `ndex"` (ruleIndex
 * aside, which the facts read directly), unless the key is written with a \u escape; or name a base URI
 * (`uriBaseId`, which the walk notes as well). Most results hold none: they skip the walk.
 */
function mayHoldReferences(text) {
    if (text.includes('\\u') || text.includes('aseId"'))
        return true;
    for (let at = text.indexOf('ndex"'); at >= 0; at = text.indexOf('ndex"', at + 5)) {
        if (!text.startsWith('"ruleI', at - 6))
            return true;
    }
    return false;
}
function countThreadFlowLocations(r) {
    let n = 0;
    if (!Array.isArray(r.codeFlows))
        return 0;
    for (const cf of r.codeFlows) {
        if (!isObject(cf) || !Array.isArray(cf.threadFlows))
            continue;
        for (const tf of cf.threadFlows)
            if (isObject(tf) && Array.isArray(tf.locations))
                n += tf.locations.length;
    }
    return n;
}
function resultFacts(value) {
    const r = isObject(value) ? value : {};
    const rule = isObject(r.rule) ? r.rule : undefined;
    const tc = rule && isObject(rule.toolComponent) ? rule.toolComponent : undefined;
    return {
        ruleId: typeof r.ruleId === 'string' ? r.ruleId : typeof rule?.id === 'string' ? rule.id : undefined,
        ruleIndex: Number.isInteger(r.ruleIndex)
            ? r.ruleIndex
            : Number.isInteger(rule?.index)
                ? rule.index
                : -1,
        component: Number.isInteger(tc?.index) ? tc.index : -1,
        componentRef: tc && !Number.isInteger(tc.index)
            ? typeof tc.guid === 'string'
                ? tc.guid
                : typeof tc.name === 'string'
                    ? tc.name
                    : undefined
            : undefined,
        level: levelCode(r.level),
        kindFail: r.kind === undefined || r.kind === 'fail' ? 1 : 0,
        locations: Array.isArray(r.locations) ? r.locations.length : 0,
        threadFlowLocations: countThreadFlowLocations(r),
        hasLineHash: isObject(r.partialFingerprints) && r.partialFingerprints.primaryLocationLineHash !== undefined ? 1 : 0,
        refMask: !Number.isInteger(r.ruleIndex) && Number.isInteger(rule?.index) && rule.index >= 0
            ? REF_RULE_INDEX_IN_RULE
            : 0,
        maxArtifact: -1,
        maxLogical: -1,
        maxThreadFlow: -1,
        maxOther: -1,
        messageId: isObject(r.message) && r.message.text === undefined && typeof r.message.id === 'string'
            ? r.message.id
            : undefined,
        uriBases: undefined,
    };
}
/** All the facts of a result, references included (its JSON `text`, when given, lets most results skip the walk). */
function describeResult(value, text) {
    const facts = resultFacts(value);
    if (isObject(value) && (text === undefined || mayHoldReferences(text)))
        collectReferences(value, facts);
    return facts;
}
const NO_DIAGNOSTICS = Object.freeze([]);
/**
 * The service's own per-result rules, for a result that is an object (the schema checks the rest). `pointer` is
 * asked for only when there is something to say: this runs for every result.
 */
function serviceChecks(facts, pointer) {
    // A message given by id only (§3.11.6) is rendered from the rule's messageStrings once the run's rules are known.
    if (facts.ruleId !== undefined || facts.ruleIndex >= 0)
        return NO_DIAGNOSTICS;
    return [
        {
            severity: 'warning',
            rule: 'rule-reference',
            pointer: typeof pointer === 'string' ? pointer : pointer(),
            message: 'the result names no rule (no ruleId, ruleIndex, rule.id or rule.index): the alert will have no rule to group it by',
            hint: 'Set ruleId (and ruleIndex when the rule is listed in tool.driver.rules).',
        },
    ];
}
/**
 * Parse JSON bytes (the value at `pointer`): ill-formed UTF-8 in a string or a grammar error becomes a ScanError at
 * its absolute offset (`start` + position).
 */
function parseBytes(bytes, start, pointer = '') {
    return parseText(checkedText(bytes, start, pointer), bytes, start, pointer);
}
/**
 * The bytes as text, checked first: `toString` would turn an ill-formed UTF-8 sequence into U+FFFD without a word
 * (and a result copied byte for byte would carry it into the upload). Outside strings the grammar allows ASCII
 * only, so the slice is UTF-8 exactly when every string in it is (utf8.ts).
 */
function checkedText(bytes, start, pointer) {
    if (!(0,external_node_buffer_.isUtf8)(bytes))
        throw notJson(bytes, start, pointer);
    return bytes.toString('utf8');
}
function parseText(text, bytes, start, pointer) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw notJson(bytes, start, pointer);
    }
    // Only a number with a long exponent (or of 309 digits) can be beyond a double's range: looked for only then.
    const found = firstDuplicateKey(bytes, /[eE][+-]?\d{3}|\d{309}/.test(text));
    if (found && 'key' in found)
        throw duplicateKeyError(found.key, start + found.offset, joinPointer(pointer, ...found.path));
    if (found)
        throw new ScanError(`the number ${found.text.length > 40 ? `${found.text.slice(0, 37)}...` : found.text} is beyond the range of a 64-bit float: it would be read as infinity, which JSON cannot carry (an upload would say null)`, start + found.offset, 'Write a number within ±1.7976931348623157e308, or the value as a string.', joinPointer(pointer, ...found.path), 'number-range');
    return value;
}
/** The first grammar error or ill-formed UTF-8 sequence of bytes that are not JSON text. */
function notJson(bytes, start, pointer) {
    const problem = findSyntaxError(bytes);
    if (problem.utf8) {
        const at = joinPointer(pointer, ...problem.utf8.path);
        return utf8Error({ offset: problem.offset, reason: problem.message }, start, at, problem.utf8.key);
    }
    return new ScanError(`invalid JSON: ${problem.message}`, start + problem.offset);
}
/**
 * Validate, check and describe one result. Most results are read on their bytes (result-bytes.ts) without being
 * built; those it is not sure of are parsed and validated by ajv, which also gives their diagnostics (`tryBytes`
 * false: the byte pass was already tried on these bytes). Throws ScanError when the bytes are not JSON.
 */
function analyzeResult(bytes, start, file, pointer, validate, tryBytes = true) {
    const t0 = performance.now();
    if (!(0,external_node_buffer_.isUtf8)(bytes))
        throw notJson(bytes, start, pointer);
    const fast = tryBytes ? fastResult(bytes, 0, bytes.length, true) : undefined;
    if (fast !== undefined) {
        return {
            facts: fast,
            byBytes: true,
            diagnostics: [...serviceChecks(fast, pointer)],
            parseMs: 0,
            validateMs: performance.now() - t0,
        };
    }
    const text = bytes.toString('utf8'); // checked above
    const value = parseText(text, bytes, start, pointer);
    const t1 = performance.now();
    const diagnostics = validate ? schema_validate_validateResult(value, file, pointer) : [];
    const t2 = performance.now();
    const facts = describeResult(value, text);
    if (diagnostics.some((d) => d.rule === 'unique-items'))
        facts.refMask |= REF_DUPLICATES;
    if (isObject(value))
        diagnostics.push(...serviceChecks(facts, pointer)); // else the schema check reports it
    return { facts, byBytes: false, diagnostics, parseMs: t1 - t0, validateMs: t2 - t1 };
}

;// CONCATENATED MODULE: ./src/sarif/read-tool.ts




/** Tools smaller than this are parsed whole (a few hundred rules parse in a millisecond or two). */
let lazyToolBytes = 256 * 1024;
/** For tests: take the lazy way from this size on (0: always). Returns the previous value. */
function setLazyToolBytes(n) {
    const previous = lazyToolBytes;
    lazyToolBytes = n;
    return previous;
}
/**
 * Parse a run's tool (`bytes` is its JSON text, found at `start` in the file, at `pointer`; `own`: the bytes are a
 * copy made for it, which its rules may keep pointing into, not a view into the scanner's reused memory).
 */
function parseTool(bytes, start, pointer, own = false) {
    if (bytes.length >= lazyToolBytes && (0,external_node_buffer_.isUtf8)(bytes)) {
        // The rules point into memory of their own: a 9 MB tool spread over chunks is already such a copy.
        const lazy = lazyTool(own ? bytes : Buffer.from(bytes));
        if (lazy !== undefined)
            return lazy;
    }
    return parseBytes(bytes, start, pointer);
}
/** Thrown (no stack) when the lazy way is not sure; the tool is then parsed whole. */
const NOT_SURE = { notSure: true };
function lazyTool(own) {
    const spans = [];
    try {
        members(own, read_tool_ws(own, 0), (key, at) => {
            if (key === 'driver')
                return component(own, at, -1, spans);
            if (key === 'extensions')
                return read_tool_elements(own, at, (p, k) => component(own, p, k, spans));
            return read_tool_skipValue(own, at);
        });
    }
    catch (e) {
        // A key's bad escape (JSON.parse's SyntaxError) is the reference path's to report, with its place.
        if (e === NOT_SURE || e instanceof SyntaxError)
            return undefined;
        throw e;
    }
    if (spans.length === 0)
        return undefined;
    // The tool without its rules (each array emptied), parsed and checked the reference way.
    const pieces = [];
    let at = 0;
    for (const s of spans) {
        pieces.push(own.subarray(at, s.from), EMPTY_ARRAY);
        at = s.to;
    }
    pieces.push(own.subarray(at));
    let tool;
    try {
        tool = parseBytes(Buffer.concat(pieces), 0);
    }
    catch {
        return undefined; // the whole tool again, for a diagnostic at the right place
    }
    if (!read_tool_isObject(tool) || !read_tool_isObject(tool.driver))
        return undefined;
    const extensions = Array.isArray(tool.extensions) ? tool.extensions : [];
    for (const s of spans) {
        const c = s.component < 0 ? tool.driver : extensions[s.component];
        if (!read_tool_isObject(c) || !Array.isArray(c.rules) || c.rules.length !== 0)
            return undefined;
        c.rules = s.rules;
    }
    return tool;
}
const EMPTY_ARRAY = Buffer.from('[]');
function read_tool_isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** A component (driver or extension) at p: its `rules` read rule by rule, its other members stepped over. */
function component(b, p, index, spans) {
    return members(b, p, (key, at) => {
        if (key !== 'rules')
            return read_tool_skipValue(b, at);
        if (b[at] !== 0x5b /* [ */)
            throw NOT_SURE;
        const rules = [];
        const ids = new Set();
        const to = read_tool_elements(b, at, (q) => {
            const read = readRule(b, q, b.length);
            if (read === undefined || ids.has(read.id))
                throw NOT_SURE;
            ids.add(read.id);
            let e = read.end;
            while (e > q && isWs(b[e - 1]))
                e--;
            rules.push(lazyRule(b, q, e, read));
            return read.end;
        });
        spans.push({ component: index, from: at, to, rules });
        return to;
    });
}
/** An object's members from its `{` at p: `member(key, valueAt)` returns where the value ends. Keys seen once. */
function members(b, p, member) {
    if (b[p] !== 0x7b /* { */)
        throw NOT_SURE;
    p = read_tool_ws(b, p + 1);
    if (b[p] === 0x7d)
        return p + 1;
    const seen = new Set();
    for (;;) {
        if (b[p] !== 0x22)
            throw NOT_SURE;
        const end = stringEnd(b, p);
        const raw = b.toString('utf8', p, end);
        const key = raw.includes('\\') ? JSON.parse(raw) : raw.slice(1, -1);
        if (seen.has(key))
            throw NOT_SURE;
        seen.add(key);
        p = read_tool_ws(b, end);
        if (b[p] !== 0x3a /* : */)
            throw NOT_SURE;
        p = read_tool_ws(b, member(key, read_tool_ws(b, p + 1)));
        const c = b[p++];
        if (c === 0x7d)
            return p;
        if (c !== 0x2c)
            throw NOT_SURE;
        p = read_tool_ws(b, p);
    }
}
/** An array's items from its `[` at p: `item(at, k)` returns where item k ends. */
function read_tool_elements(b, p, item) {
    if (b[p] !== 0x5b /* [ */)
        throw NOT_SURE;
    p = read_tool_ws(b, p + 1);
    if (b[p] === 0x5d)
        return p + 1;
    for (let k = 0;; k++) {
        p = read_tool_ws(b, item(p, k));
        const c = b[p++];
        if (c === 0x5d)
            return p;
        if (c !== 0x2c)
            throw NOT_SURE;
        p = read_tool_ws(b, p);
    }
}
/** Past the value at p, whatever it is (its grammar is checked when the tool without its rules is parsed). */
function read_tool_skipValue(b, p) {
    const c = b[p];
    if (c === 0x22)
        return stringEnd(b, p);
    if (c !== 0x7b && c !== 0x5b) {
        while (p < b.length && !isWs(b[p]) && b[p] !== 0x2c && b[p] !== 0x7d && b[p] !== 0x5d)
            p++;
        return p;
    }
    let depth = 0;
    while (p < b.length) {
        const d = b[p];
        if (d === 0x22) {
            p = stringEnd(b, p);
            continue;
        }
        p++;
        if (d === 0x7b || d === 0x5b)
            depth++;
        else if ((d === 0x7d || d === 0x5d) && --depth === 0)
            return p;
    }
    throw NOT_SURE;
}
/** The position after the string whose opening quote is at p. */
function stringEnd(b, p) {
    for (let i = p + 1;;) {
        const q = b.indexOf(0x22, i);
        if (q < 0)
            throw NOT_SURE;
        let k = q - 1;
        while (b[k] === 0x5c)
            k--;
        if ((q - 1 - k) % 2 === 0)
            return q + 1;
        i = q + 1;
    }
}
function isWs(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
function read_tool_ws(b, p) {
    while (p < b.length && isWs(b[p]))
        p++;
    return p;
}

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __nccwpck_require__(75919);
// EXTERNAL MODULE: ./src/threads.ts + 1 modules
var threads = __nccwpck_require__(95900);
;// CONCATENATED MODULE: ./src/sarif/result-pool.ts
/**
 * Worker threads for pass 1 on large inputs. The main thread scans (fast) and ships batches of result bytes; the
 * workers parse, validate and describe them (the slow part, `JSON.parse` and ajv) and send back facts and
 * diagnostics, which the main thread applies in submission order. The same module is the workers' entry point.
 */





const ROLE = 'sarif-pipeline:result-worker';
const FIELDS = 12;
function packFacts(facts) {
    const numbers = new Int32Array(facts.length * FIELDS);
    facts.forEach((f, k) => {
        numbers.set([
            f.ruleIndex,
            f.component,
            f.level,
            f.kindFail,
            f.locations,
            f.threadFlowLocations,
            f.hasLineHash,
            f.refMask,
            f.maxArtifact,
            f.maxLogical,
            f.maxThreadFlow,
            f.maxOther,
        ], k * FIELDS);
    });
    return {
        numbers,
        ruleIds: facts.map((f) => f.ruleId ?? null),
        componentRefs: facts.map((f) => f.componentRef ?? null),
        messageIds: facts.map((f) => f.messageId ?? null),
        uriBases: facts.map((f) => f.uriBases ?? null),
    };
}
function unpackFacts(packed) {
    const n = packed.numbers;
    return packed.ruleIds.map((ruleId, k) => {
        const o = k * FIELDS;
        return {
            ruleId: ruleId ?? undefined,
            componentRef: packed.componentRefs[k] ?? undefined,
            ruleIndex: n[o],
            component: n[o + 1],
            level: n[o + 2],
            kindFail: n[o + 3],
            locations: n[o + 4],
            threadFlowLocations: n[o + 5],
            hasLineHash: n[o + 6],
            refMask: n[o + 7],
            maxArtifact: n[o + 8],
            maxLogical: n[o + 9],
            maxThreadFlow: n[o + 10],
            maxOther: n[o + 11],
            messageId: packed.messageIds[k] ?? undefined,
            uriBases: packed.uriBases[k] ?? undefined,
        };
    });
}
function processBatch(req) {
    const facts = [];
    const reply = {
        id: req.id,
        facts: { numbers: new Int32Array(0), ruleIds: [], componentRefs: [], messageIds: [], uriBases: [] },
        diagnostics: [],
        parseMs: 0,
        validateMs: 0,
    };
    const bytes = Buffer.from(req.bytes.buffer, req.bytes.byteOffset, req.bytes.byteLength);
    let from = 0;
    for (let k = 0; k < req.ends.length; k++) {
        const pointer = `/runs/${req.run}/results/${req.first + k}`;
        try {
            const a = analyzeResult(bytes.subarray(from, req.ends[k]), req.starts[k], req.file, pointer, req.validate);
            facts.push(a.facts);
            for (const d of a.diagnostics)
                reply.diagnostics.push(d);
            reply.parseMs += a.parseMs;
            reply.validateMs += a.validateMs;
        }
        catch (err) {
            if (!(err instanceof ScanError))
                throw err;
            const { offset, message, hint, pointer, rule } = err;
            reply.syntax = { offset, message, hint, pointer, rule };
            break;
        }
        from = req.ends[k];
    }
    reply.facts = packFacts(facts);
    return reply;
}
/** How many workers to start: one per core (the main thread's scan is light). */
function defaultWorkerCount() {
    return Math.max(1, Math.min(4, (0,external_node_os_.availableParallelism)()));
}
/** A worker running this module (src/threads.ts says how, from the bundle or from the sources). */
const startWorker = () => (0,threads/* startModuleWorker */.p)(import.meta.url, ROLE);
/** A fixed pool; replies resolve in any order, the caller awaits them in its own order. */
class ResultPool {
    workers = [];
    waiting = new Map();
    next = 0;
    failure;
    constructor(size) {
        for (let i = 0; i < size; i++) {
            const worker = startWorker();
            worker.on('message', (reply) => {
                const w = this.waiting.get(reply.id);
                this.waiting.delete(reply.id);
                w?.resolve(reply);
            });
            worker.on('error', (err) => this.fail(err));
            worker.on('exit', (code) => {
                // Exiting with batches unanswered is a failure whatever the code: else their promises would never settle.
                if (code !== 0 || this.waiting.size > 0)
                    this.fail(new Error(`result worker exited with code ${code}, ${this.waiting.size} batches unanswered`));
            });
            this.workers.push(worker);
        }
    }
    fail(err) {
        this.failure ??= err;
        for (const w of this.waiting.values())
            w.reject(err);
        this.waiting.clear();
    }
    submit(req) {
        if (this.failure)
            return Promise.reject(this.failure);
        return new Promise((resolve, reject) => {
            this.waiting.set(req.id, { resolve, reject });
            const worker = this.workers[this.next++ % this.workers.length];
            worker.postMessage(req, [req.bytes.buffer]);
        });
    }
    async close() {
        await Promise.all(this.workers.map((w) => w.terminate()));
    }
}
/**
 * The workers of one check, started once and lent to each input in turn (pass 1 reads inputs one after another).
 * Issue 21: a pool per input started its threads again for every file, 111 s for 1,000 small files with two workers.
 */
class SharedPools {
    pools = new Map();
    get(size) {
        let pool = this.pools.get(size);
        if (!pool)
            this.pools.set(size, (pool = new ResultPool(size)));
        return pool;
    }
    async close() {
        const pools = [...this.pools.values()];
        this.pools.clear();
        await Promise.all(pools.map((p) => p.close()));
    }
}
if (!external_node_worker_threads_.isMainThread && external_node_worker_threads_.workerData?.role === ROLE) {
    external_node_worker_threads_.parentPort.on('message', (req) => {
        const reply = processBatch(req);
        external_node_worker_threads_.parentPort.postMessage(reply, [reply.facts.numbers.buffer]);
    });
}

;// CONCATENATED MODULE: ./src/sarif/read-log.ts













/**
 * Without a worker count, the main thread reads the first results itself; once it has read this many bytes of them
 * it starts workers (one per core) only if the reference path (JSON.parse + ajv, ~50 MB/s) took more than
 * SLOW_SHARE of those bytes and at least WORKER_MIN_REST bytes of input remain. Measured on 2 cores
 * (docs/benchmarks.md): results the byte pass reads (~170 MB/s on the hostile shape) gain nothing from workers, which
 * would copy every result and scan it twice; results it leaves to ajv read about 1.3x faster with two.
 */
const WORKER_SAMPLE_BYTES = 8 * 1024 * 1024;
const SLOW_SHARE = 0.25;
const WORKER_MIN_REST = 64 * 1024 * 1024;
/** Results travel to workers in batches of about this many bytes; at most MAX_IN_FLIGHT batches at a time. */
const BATCH_BYTES = 1 << 20;
const MAX_IN_FLIGHT = 8;
/** The byte pass reads up to this many bytes past its limit (a \u escape's digits). */
const READ_MARGIN = 8;
/** Set an own property even when the key is `__proto__`: parsed data never touches a prototype. */
function setOwn(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
/** Read one input: scan it whole, then the checks that need the whole document, then place the diagnostics. */
async function readLog(file, source, options = {}) {
    const reader = new LogReader(file, source, options);
    await reader.scan();
    const t = performance.now();
    reader.checkDocument();
    reader.timings.validateMs += performance.now() - t;
    const { sink, root, runs, timings } = reader;
    const diagnostics = placeDiagnostics(file, source, sink.kept, reader.rootMembers, runs);
    return {
        file,
        size: source.size,
        source,
        root,
        runs,
        diagnostics,
        errorCount: sink.errors,
        warningCount: sink.warnings,
        timings,
    };
}
function pushFacts(table, start, length, f) {
    if (f.uriBases !== undefined)
        table.noteBases(f.uriBases);
    // A literal of one fixed shape (no spread): this runs once per result, and the table's push stays monomorphic.
    table.push({
        start,
        length,
        ruleId: f.ruleId === undefined ? -1 : table.intern(f.ruleId),
        ruleIndex: f.ruleIndex,
        // A component named rather than indexed is kept as -2 - (interned name) until the run's end resolves it.
        component: f.componentRef === undefined ? f.component : -2 - table.intern(f.componentRef),
        level: f.level,
        kindFail: f.kindFail,
        locations: f.locations,
        threadFlowLocations: f.threadFlowLocations,
        hasLineHash: f.hasLineHash,
        refMask: f.refMask,
        maxArtifact: f.maxArtifact,
        maxLogical: f.maxLogical,
        maxThreadFlow: f.maxThreadFlow,
        maxOther: f.maxOther,
        messageId: f.messageId === undefined ? -1 : table.intern(f.messageId),
    });
}
/**
 * The scan's handler and what it builds. Its state is the reading's: the index so far, the worker choice and the
 * byte pass's last unsure result. Results read on the main thread enter their run's table as the scan meets them;
 * with workers they go out in batches (ResultBatches) and come back in document order.
 */
class LogReader {
    file;
    source;
    options;
    sink;
    root = {};
    rootMembers = new Map();
    runs = [];
    timings = { scanMs: 0, parseMs: 0, validateMs: 0, workers: 0 };
    store;
    syntaxErrors = [];
    runsIsArray = false;
    rootIsObject = true;
    /** Set once workers read the results (from the start, or when the sample says they pay). */
    batches;
    /** Result bytes read on the main thread, and those of them the reference path read (for the worker choice). */
    mainResultBytes = 0;
    slowResultBytes = 0;
    decided;
    /** Per-result work done on the main thread (the scan's own time is the rest). */
    mainWorkMs = 0;
    endedRuns = [];
    /** Where the last result the byte pass was not sure of starts, and the end of the chunk it was tried in. */
    triedAt = -1;
    triedUpTo = -1;
    /** The chunk being scanned is well-formed UTF-8 (but for a sequence its bounds may cut). */
    chunkIsUtf8 = false;
    constructor(file, source, options) {
        this.file = file;
        this.source = source;
        this.options = options;
        this.sink = new DiagnosticSink(options.maxDiagnostics ?? 100);
        this.store = options.store ?? new ResultStore();
        this.decided = options.workers !== undefined;
        if (options.workers)
            this.startWorkers(options.workers);
    }
    /** Feed the scanner chunk by chunk; with workers, keep their batches flowing and apply their replies in order. */
    async scan() {
        const started = performance.now();
        const scanner = new SarifScanner(this, this.options.scanLimits ?? DEFAULT_SCAN_LIMITS);
        try {
            let done = 0;
            // A chunk is free again once nothing refers to it: results and members are parsed or validated where they
            // lie, results for workers are copied out (flush) before the next chunk, and so is the start of a result the
            // chunk cut.
            const free = () => !this.batches?.holdsChunk && scanner.releaseChunks();
            for await (const chunk of this.source.chunksAhead(free)) {
                // One check of the chunk's UTF-8 (native, ~20 GB/s) spares the byte pass a check per result (utf8.ts). What
                // it leaves out is never read by the byte pass: continuation bytes at the start come before any result's
                // `{`, and the last 3 bytes lie past its limit (READ_MARGIN), so a result there is captured and checked whole.
                this.chunkIsUtf8 = isUtf8Inside(chunk);
                scanner.feed(chunk);
                done += chunk.length;
                this.options.onProgress?.(done, this.source.size);
                this.chooseWorkers(done);
                if (this.batches && (await this.batches.afterChunk(this.endedRuns.length > 0)))
                    break;
                this.finishEndedRuns();
            }
            if (this.syntaxErrors.length === 0)
                scanner.end();
        }
        catch (err) {
            if (!(err instanceof ScanError))
                throw err;
            this.syntaxErrors.push(err);
        }
        finally {
            await this.batches?.drain().finally(() => (this.options.pools ? undefined : this.batches?.close()));
        }
        this.finishEndedRuns();
        this.timings.scanMs = performance.now() - started - this.mainWorkMs;
    }
    /** The first grammar error in the file, whoever found it (the file cannot be read past it); else the whole-document checks. */
    checkDocument() {
        const syntax = this.syntaxErrors.sort((a, b) => a.offset - b.offset)[0];
        if (syntax) {
            this.sink.add({
                severity: 'error',
                rule: syntax.rule,
                pointer: syntax.pointer,
                offset: syntax.offset,
                message: syntax.message,
                hint: syntax.hint ?? 'Fix the JSON syntax at this position; the file cannot be read past it.',
            });
        }
        else if (this.rootIsObject) {
            checkDocument(this.file, this.root, this.runs, this.runsIsArray, this.sink, this.options.knownTools);
        }
        for (const r of this.runs)
            r.toolBytes = undefined; // the checks did not come to them (a grammar error)
    }
    // The scan's events (scanner.ts, ScanHandler), in the order a document meets them.
    rootMember(key, value) {
        setOwn(this.root, key, this.parseTimed(value, joinPointer('', key)));
        this.rootMembers.set(key, { start: value.start, length: value.bytes.length });
    }
    rootValue(value) {
        this.rootIsObject = false;
        const v = this.parseTimed(value, '');
        const found = Array.isArray(v) ? 'an array' : v === null ? 'null' : `a ${typeof v}`;
        this.sink.add({
            severity: 'error',
            rule: 'schema',
            pointer: '',
            offset: value.start,
            message: `the document must be a JSON object with "version" and "runs", found ${found}`,
            hint: 'Check that this file is the SARIF output of the analyser.',
        });
    }
    runsStart() {
        this.runsIsArray = true;
    }
    runStart(run, offset) {
        this.runs.push(newRun(run, offset, this.store));
    }
    runMember(run, key, value) {
        const r = this.runs[this.runs.length - 1];
        const known = key === 'tool' ? this.options.knownTools : undefined;
        const id = known ? known.id(value.bytes) : -1;
        let v;
        if (known && id >= 0) {
            // Byte for byte a tool this check found valid: its one parse, shared and frozen, left out of the checks.
            const { tool, shared } = this.timed(() => known.value(id));
            v = tool;
            r.toolShared = shared;
            r.toolKnown = true;
            r.toolId = id;
            r.toolReferenceFree = known.referenceFree(id);
        }
        else {
            const pointer = joinPointer('', 'runs', run, key);
            const lazy = key === 'tool' && this.options.lazyRules !== false;
            v = this.timed(() => lazy
                ? parseTool(value.bytes, value.start, pointer, value.own === true)
                : parseBytes(value.bytes, value.start, pointer));
            if (known)
                r.toolBytes = known.candidate(value.bytes);
        }
        setOwn(r.skeleton, key, v);
        r.members.set(key, { start: value.start, length: value.bytes.length });
    }
    knownTool(chunk, at) {
        return this.options.knownTools?.endAt(chunk, at) ?? -1;
    }
    resultsStart(_run, offset) {
        this.runs[this.runs.length - 1].members.set('results', { start: offset, length: 0 });
    }
    /** The byte pass reads the result where it lies in the chunk; -1 has the scanner capture it for result(). */
    readResult(run, index, chunk, at, offset) {
        if (this.batches)
            return -1; // the workers read results
        const t = performance.now();
        // Stop short of the chunk's end: the pass may look a few bytes past its limit, never past the buffer's end.
        const limit = chunk.length - READ_MARGIN;
        const read = readResult(chunk, at, limit, this.chunkIsUtf8);
        const ms = performance.now() - t;
        this.timings.validateMs += ms;
        this.mainWorkMs += ms;
        if (read === undefined) {
            // Unsure, or the result goes on past the limit: it is captured and comes back through result().
            this.triedAt = offset;
            this.triedUpTo = offset - at + limit;
            return -1;
        }
        let end = read.end;
        while (end > at && isWhitespace(chunk[end - 1]))
            end--;
        this.mainResultBytes += end - at;
        pushFacts(this.runs[this.runs.length - 1].results, offset, end - at, read.facts);
        for (const d of serviceChecks(read.facts, () => `/runs/${run}/results/${index}`))
            this.sink.add(d);
        return read.end;
    }
    /** A captured result: to the workers' batch, or parsed and validated here (the reference path). */
    result(run, index, slice) {
        const r = this.runs[this.runs.length - 1];
        if (this.batches)
            return this.batches.add(r, index, slice);
        // The byte pass already failed on these very bytes (they were all in one chunk): do not repeat it.
        const tried = slice.start === this.triedAt && slice.start + slice.bytes.length <= this.triedUpTo;
        const pointer = `/runs/${run}/results/${index}`;
        const a = analyzeResult(slice.bytes, slice.start, this.file, pointer, !this.sink.full, !tried);
        this.timings.parseMs += a.parseMs;
        this.timings.validateMs += a.validateMs;
        this.mainWorkMs += a.parseMs + a.validateMs;
        this.mainResultBytes += slice.bytes.length;
        if (!a.byBytes)
            this.slowResultBytes += slice.bytes.length;
        pushFacts(r.results, slice.start, slice.bytes.length, a.facts);
        for (const d of a.diagnostics)
            this.sink.add(d);
    }
    runEnd() {
        // Ranking needs every result of the run: with workers, wait for them first (after this chunk).
        this.endedRuns.push(this.runs[this.runs.length - 1]);
        if (!this.batches)
            this.finishEndedRuns();
    }
    runValue(run, value) {
        const v = this.parseTimed(value, `/runs/${run}`);
        this.runs.push(newRun(run, value.start, this.store, v));
    }
    // The reading's own steps.
    /**
     * A value parsed, its time counted: checked (UTF-8, repeated keys), a run's tool with its rules kept as their bytes
     * (read-tool.ts), or a tool already found valid (known-tools.ts), only parsed.
     */
    parseTimed(slice, pointer) {
        return this.timed(() => parseBytes(slice.bytes, slice.start, pointer));
    }
    /** Parsing, counted in the parse stage. */
    timed(parse) {
        const t = performance.now();
        const v = parse();
        const ms = performance.now() - t;
        this.timings.parseMs += ms;
        this.mainWorkMs += ms;
        return v;
    }
    startWorkers(size) {
        const pool = this.options.pools ? this.options.pools.get(size) : new ResultPool(size);
        this.timings.workers = size;
        this.batches = new ResultBatches(pool, this.file, this.sink, this.timings, this.syntaxErrors);
    }
    /** After a chunk: start workers if the sample says they pay (see WORKER_SAMPLE_BYTES). */
    chooseWorkers(done) {
        const choice = this.options.workerChoice ?? {
            sampleBytes: WORKER_SAMPLE_BYTES,
            minRest: WORKER_MIN_REST,
        };
        if (this.decided || this.mainResultBytes < choice.sampleBytes)
            return;
        this.decided = true;
        if (this.slowResultBytes > SLOW_SHARE * this.mainResultBytes &&
            this.source.size - done >= choice.minRest) {
            this.startWorkers(defaultWorkerCount());
        }
    }
    finishEndedRuns() {
        for (const run of this.endedRuns.splice(0))
            finishRun(run, this.sink, this.source);
    }
}
/** Captured results on their way to the worker threads and back: batched, in flight, applied in document order. */
class ResultBatches {
    pool;
    file;
    sink;
    timings;
    syntaxErrors;
    batch;
    batchId = 0;
    inFlight = [];
    constructor(pool, file, sink, timings, syntaxErrors) {
        this.pool = pool;
        this.file = file;
        this.sink = sink;
        this.timings = timings;
        this.syntaxErrors = syntaxErrors;
    }
    /** A batch not yet flushed refers to the chunk its results lie in. */
    get holdsChunk() {
        return this.batch !== undefined;
    }
    add(run, index, slice) {
        if (this.batch && this.batch.run !== run)
            this.flush();
        this.batch ??= { run, first: index, slices: [], bytes: 0 };
        this.batch.slices.push(slice);
        this.batch.bytes += slice.bytes.length;
        if (this.batch.bytes >= BATCH_BYTES)
            this.flush();
    }
    /**
     * After each chunk: send what it held, keep at most MAX_IN_FLIGHT batches out, and wait for all of them when a
     * run has ended (its ranking needs every result). True when a worker met a syntax error: the scan stops there.
     */
    async afterChunk(runEnded) {
        this.flush();
        while (this.inFlight.length > MAX_IN_FLIGHT)
            await this.applyOldest();
        if (runEnded)
            await this.drain();
        return this.syntaxErrors.length > 0;
    }
    async drain() {
        this.flush();
        while (this.inFlight.length > 0)
            await this.applyOldest();
    }
    close() {
        return this.pool.close();
    }
    flush() {
        if (!this.batch)
            return;
        const { run, first, slices, bytes } = this.batch;
        this.batch = undefined;
        const buffer = Buffer.allocUnsafeSlow(bytes); // not pooled: its ArrayBuffer is transferred
        const ends = new Uint32Array(slices.length);
        const starts = new Float64Array(slices.length);
        const lengths = new Float64Array(slices.length);
        let at = 0;
        slices.forEach((s, k) => {
            s.bytes.copy(buffer, at);
            at += s.bytes.length;
            ends[k] = at;
            starts[k] = s.start;
            lengths[k] = s.bytes.length;
        });
        const reply = this.pool.submit({
            id: this.batchId++,
            file: this.file,
            run: run.index,
            first,
            bytes: buffer,
            ends,
            starts: starts.slice(),
            validate: !this.sink.full,
        });
        this.inFlight.push({ run, starts, lengths, reply });
    }
    /** Apply the oldest batch's reply: results enter their table in document order. */
    async applyOldest() {
        const { run, starts, lengths, reply } = this.inFlight.shift();
        const r = await reply;
        unpackFacts(r.facts).forEach((f, k) => pushFacts(run.results, starts[k], lengths[k], f));
        for (const d of r.diagnostics)
            this.sink.add(d);
        if (r.syntax) {
            const { message, offset, hint, pointer, rule } = r.syntax;
            this.syntaxErrors.push(new ScanError(message, offset, hint, pointer, rule));
        }
        this.timings.parseMs += r.parseMs;
        this.timings.validateMs += r.validateMs;
    }
}

;// CONCATENATED MODULE: ./src/sarif/report.ts
/** The trim report: what each limit dropped, per output run, as data and as text a person reads in a CI log. */


function anyDropped(d) {
    return Object.values(d).some((n) => n > 0);
}
/** `2,000 results beyond the top ranked`, and with `detail`, `... (the service keeps only those)`. */
function droppedText(kind, count, detail = false) {
    const more = detail && kind.detail ? ` (${kind.detail})` : '';
    return `${(0,format/* plural */.LS)(count, kind.noun)} ${kind.why}${more}`;
}
/** What the engine repaired or rewrote in a run, one line each. */
function repairLines(run) {
    const lines = [];
    const removed = {};
    let remapped = 0;
    for (const refs of [run.references, run.resultReferences]) {
        if (!refs)
            continue;
        remapped += refs.remapped;
        for (const [kind, count] of Object.entries(refs.removed))
            removed[kind] = (removed[kind] ?? 0) + count;
    }
    const refs = (k) => (0,format/* plural */.LS)(k, 'reference');
    if (remapped > 0)
        lines.push(`moved ${refs(remapped)} to follow the merge and trim`);
    for (const [kind, count] of Object.entries(removed))
        lines.push(`left out ${refs(count)} to ${kind} that point${count === 1 ? 's' : ''} at nothing (dangling, or dropped)`);
    if (run.duplicatesRemoved)
        lines.push(`removed ${(0,format/* formatCount */.B4)(run.duplicatesRemoved)} repeated items of unique arrays`);
    if (run.ruleIdsAdded)
        lines.push(`added the ruleId of ${(0,format/* formatCount */.B4)(run.ruleIdsAdded)} results that named their rule by index only`);
    if (run.messagesRendered)
        lines.push(`rendered ${(0,format/* formatCount */.B4)(run.messagesRendered)} result messages given by id`);
    for (const r of run.renamedBaseIds ?? [])
        lines.push(`renamed uriBaseId "${r.from}" of ${r.file}#${r.run} to "${r.to}" (${r.undefinedHere ? 'another merged run defines it; this one leaves it undefined' : 'the merged runs define it differently'})`);
    return lines;
}
/**
 * Plain lines of one kind (an input without diagnostics, a run within every limit, an upload) listed one by one up
 * to this many; past it they are counted in one line. A check of 10,000 package files printed 30,500 lines; what
 * needs a reader (a diagnostic, a drop, a merge, a repair) is always listed.
 */
const LISTED = 20;
/** One line an input: those with diagnostics always, the others up to LISTED and then as one count. */
function formatInputs(inputs) {
    const lines = [];
    const plain = inputs.filter((i) => i.errors + i.warnings === 0);
    const fold = plain.length > LISTED;
    for (const i of inputs) {
        const noted = i.errors + i.warnings > 0;
        if (!noted && fold)
            continue;
        const more = noted ? `, ${(0,format/* plural */.LS)(i.errors, 'error')}, ${(0,format/* plural */.LS)(i.warnings, 'warning')}` : '';
        lines.push(`${i.file}: ${(0,format/* formatBytes */.z3)(i.bytes)}, ${(0,format/* plural */.LS)(i.runs, 'run')}, ${(0,format/* plural */.LS)(i.results, 'result')}${more}`);
    }
    if (fold) {
        const sum = (k) => plain.reduce((n, i) => n + i[k], 0);
        lines.push(`${(0,format/* plural */.LS)(plain.length, lines.length > 0 ? 'other input' : 'input')} without diagnostics: ${(0,format/* formatBytes */.z3)(sum('bytes'))}, ` +
            `${(0,format/* plural */.LS)(sum('runs'), 'run')}, ${(0,format/* plural */.LS)(sum('results'), 'result')} in all`);
    }
    return lines;
}
/** The report as text: one block per run, then one line per upload (past LISTED plain ones, a count). */
function formatReport(report) {
    const lines = [];
    const plain = report.runs.map((run) => !anyDropped(run.dropped) && run.sources.length === 1 && repairLines(run).length === 0);
    const folded = report.runs.filter((_, r) => plain[r]);
    const fold = folded.length > LISTED;
    for (const [r, run] of report.runs.entries()) {
        const from = run.sources.map((s) => `${s.file}#${s.run}`).join(', ');
        const category = run.category ? `, category "${run.category}"` : '';
        const title = `run "${run.tool}"${category} (upload ${run.upload + 1}; from ${from})`;
        if (plain[r]) {
            if (!fold)
                lines.push(`${title}: ${(0,format/* plural */.LS)(run.resultsKept, 'result')}, within every limit`);
            continue;
        }
        lines.push(title);
        if (run.sources.length > 1)
            lines.push(`  merged ${run.sources.length} runs of the same tool and category`);
        lines.push(`  results: ${(0,format/* formatCount */.B4)(run.resultsKept)} kept of ${(0,format/* formatCount */.B4)(run.resultsIn)}`);
        for (const kind of DROPPED_KINDS) {
            if (run.dropped[kind.key] > 0)
                lines.push(`  dropped ${droppedText(kind, run.dropped[kind.key], true)}`);
        }
        if (run.highestDropped)
            lines.push(`  highest severity among dropped results: ${run.highestDropped}`);
        for (const line of repairLines(run))
            lines.push(`  ${line}`);
        if (!anyDropped(run.dropped))
            lines.push('  nothing dropped: within every limit');
    }
    if (fold) {
        const tools = [...new Set(folded.map((r) => `"${r.tool}"`))];
        const results = folded.reduce((n, r) => n + r.resultsKept, 0);
        lines.push(`${(0,format/* plural */.LS)(folded.length, lines.length > 0 ? 'other run' : 'run')} of ${tools.length > 3 ? (0,format/* plural */.LS)(tools.length, 'tool') : tools.join(', ')}, ` +
            `each from one input and within every limit: ${(0,format/* plural */.LS)(results, 'result')} in all`);
    }
    const line = (u) => `upload ${u.index + 1}: ${(0,format/* plural */.LS)(u.runs, 'run')}, ${(0,format/* plural */.LS)(u.results, 'result')}, ${(0,format/* formatBytes */.z3)(u.rawBytes)} SARIF, ` +
        `${(0,format/* formatBytes */.z3)(u.gzipBytes)} gzip, ${(0,format/* formatBytes */.z3)(u.base64Bytes)} Base64`;
    if (report.uploads.length <= LISTED)
        for (const u of report.uploads)
            lines.push(line(u));
    else {
        // The largest is the one nearest the service's size limit: the one a reader would look for.
        const largest = report.uploads.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
        const sum = (k) => report.uploads.reduce((n, u) => n + u[k], 0);
        lines.push(`${(0,format/* plural */.LS)(report.uploads.length, 'upload')}: ${(0,format/* plural */.LS)(sum('runs'), 'run')}, ${(0,format/* plural */.LS)(sum('results'), 'result')}, ` +
            `${(0,format/* formatBytes */.z3)(sum('rawBytes'))} SARIF, ${(0,format/* formatBytes */.z3)(sum('gzipBytes'))} gzip in all; the largest, ${line(largest)}`);
    }
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/sarif/check.ts
/**
 * The engine end to end, without any network: find → read and validate → plan (rank, merge, trim) → rewrite and
 * gzip → Base64. One plain async function; the CLI and the workflow steps are shells around it.
 */
















const now = () => performance.now();
/** Fingerprint warnings shown before the rest are summarized in one line. */
const MAX_FINGERPRINT_WARNINGS = 20;
/** Check what the user named: files, directories, globs. */
async function check(specs, options = {}) {
    const t0 = now();
    const files = await findInputs(specs).catch((err) => {
        throw (0,errors/* fileProblem */.W)(err) ?? err;
    });
    const findMs = now() - t0;
    // Opened one at a time as pass 1 comes to each, and let go of after it (issue 21: every input was opened first,
    // and each held its bytes or its descriptor until the end). Each entry is made as pass 1 comes to it, too: an
    // entry and a closure per file, held to the end, were some 200 bytes a file.
    const buffer = new ReadBuffer();
    const inputs = function* () {
        for (const path of files)
            yield {
                name: shownPath(path),
                open: () => openInput(path, options.maxInflatedBytes, options.maxInflateRatio, buffer),
            };
    };
    const result = await checkSources(inputs(), options);
    result.timings.findMs = findMs;
    result.timings.totalMs = now() - t0;
    return result;
}
/** An input's name for the user: relative to the current directory inside it, else absolute (not ../../…). */
function shownPath(path) {
    const rel = (0,external_node_path_.relative)(process.cwd(), path);
    return rel === '' || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel) ? path : rel;
}
/** Check, trim and encode one SARIF document held in memory; returns the uploads as parsed SARIF (for tests). */
async function check_checkDocument(doc, 
/** `source`: how the document's text is read (default: from memory; tests also read it by position from a file). */
options = {}) {
    const text = Buffer.from(JSON.stringify(doc), 'utf8');
    const source = options.source ? options.source(text) : memorySource(text);
    const opened = { source, reopen: () => source, close() { } };
    const result = await checkSources([{ name: options.file ?? 'input.sarif', open: async () => opened }], options);
    source.close();
    const { gunzipSync } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 38522, 23));
    const documents = result.uploads.map((u) => JSON.parse(gunzipSync(u.gzip).toString('utf8')));
    return { ...result, documents };
}
async function checkSources(inputs, options) {
    // Pass 2 reads kept results back through these: a bounded number of files open at a time.
    const files = new ReopenedFiles(changedInput);
    const later = [];
    const pools = new SharedPools();
    try {
        return await checkInputs(inputs, options, files, later, pools);
    }
    finally {
        for (const source of later)
            source.close();
        files.close();
        await pools.close();
    }
}
/** Pass 1 over every input, then (only when all are valid) the plan and pass 2: the uploads, encoded. */
async function checkInputs(inputs, options, files, later, pools) {
    const t0 = now();
    const found = { diagnostics: [], inputs: [], timings: zeroTimings() };
    const done = (valid, uploads, report) => ({
        valid,
        ...found,
        uploads,
        report,
        timings: { ...found.timings, totalMs: now() - t0 },
    });
    const logs = await readInputs(inputs, options, found, { files, later, pools });
    // Nothing half-done: an invalid input means no upload at all.
    if (!logs)
        return done(false, [], emptyReport());
    const written = await writeUploads(logs, options, found);
    // Runs that cannot be merged without changing alerts: nothing is uploaded.
    if (!written)
        return done(false, [], emptyReport());
    found.diagnostics.push(...written.sizeErrors, ...capFingerprintWarnings(written.fingerprintWarnings));
    written.report.trimmed = written.report.runs.some((r) => anyDropped(r.dropped));
    return done(written.sizeErrors.length === 0, written.uploads, written.report);
}
function zeroTimings() {
    return {
        findMs: 0,
        scanMs: 0,
        parseMs: 0,
        validateMs: 0,
        planMs: 0,
        rewriteGzipMs: 0,
        base64Ms: 0,
        totalMs: 0,
        workers: 0,
    };
}
function emptyReport() {
    return { runs: [], uploads: [], trimmed: false };
}
/** Pass 1: each input opened, read and let go of in turn. Undefined when any input is invalid. */
async function readInputs(inputs, options, found, pass2) {
    const logs = [];
    // One store for every run's result table: nothing per run or file but what the run itself holds (issue 21).
    const store = new ResultStore();
    // One tool written byte for byte in many files is checked once (known-tools.ts).
    const knownTools = new KnownTools();
    let valid = true;
    for (const { name, open } of inputs) {
        let input;
        try {
            input = await open();
        }
        catch (err) {
            if (!(err instanceof errors/* UserError */.y))
                throw err;
            valid = false;
            found.diagnostics.push({
                severity: 'error',
                rule: 'read',
                file: name,
                pointer: '',
                message: err.message,
                hint: err.hint,
            });
            found.inputs.push({ file: name, bytes: 0, runs: 0, results: 0, errors: 1, warnings: 0 });
            continue;
        }
        let log;
        try {
            log = await readLog(name, input.source, {
                maxDiagnostics: options.maxDiagnostics,
                workers: options.workers,
                store,
                pools: pass2.pools,
                knownTools,
                onProgress: options.onProgress &&
                    ((bytesRead, totalBytes) => options.onProgress({ file: name, bytesRead, totalBytes })),
            });
            // Pass 2 opens the file again if it keeps any of its results; until then nothing of it is held.
            log.source = input.reopen(pass2.files);
            pass2.later.push(log.source);
        }
        finally {
            input.close();
        }
        account(log, found);
        forgetRead(log);
        if (log.errorCount > 0)
            valid = false;
        logs.push(log);
    }
    return valid ? logs : undefined;
}
/** An input's figures into the check's: timings, diagnostics, its summary line. */
function account(log, found) {
    const { timings } = found;
    timings.scanMs += log.timings.scanMs;
    timings.parseMs += log.timings.parseMs;
    timings.validateMs += log.timings.validateMs;
    timings.workers = Math.max(timings.workers, log.timings.workers);
    for (const d of log.diagnostics)
        found.diagnostics.push(d);
    found.inputs.push({
        file: log.file,
        bytes: log.size,
        runs: log.runs.length,
        results: log.runs.reduce((n, r) => n + r.results.length, 0),
        errors: log.errorCount,
        warnings: log.warningCount,
    });
}
/** Shared, frozen stand-ins for what forgetRead lets go of. */
const check_NO_DIAGNOSTICS = Object.freeze([]);
const NO_MEMBERS = Object.freeze({});
const NO_TIMINGS = Object.freeze({ scanMs: 0, parseMs: 0, validateMs: 0, workers: 0 });
/**
 * What only pass 1 needed of an input, let go of once it is accounted: its diagnostics (now the check's), its
 * timings and the root's other members (checked; each upload writes its own). Some 300 bytes a file (issue 21).
 */
function forgetRead(log) {
    log.diagnostics = check_NO_DIAGNOSTICS;
    log.root = NO_MEMBERS;
    log.timings = NO_TIMINGS;
    // Grown by push, the list has room for 16 runs however few the file holds.
    log.runs = log.runs.slice();
}
/**
 * The plan, then each upload built, rewritten, gzipped and Base64-encoded in turn. Undefined when the plan refuses
 * to merge: a refusal may come with any upload, so the rest are still built (every refusal is reported), not encoded.
 */
async function writeUploads(logs, options, found) {
    const { diagnostics, timings } = found;
    const limits = { ...SERVICE_LIMITS, ...options.limits };
    let t = now();
    const plan = planUploads(logs, { limits, category: options.category });
    const closing = new SourceClosing(logs);
    logs.length = 0; // from here the plan holds the runs, and lets go of each upload's once it is built
    for (const d of plan.diagnostics)
        diagnostics.push(d);
    timings.planMs = now() - t;
    let refused = plan.diagnostics.some((d) => d.severity === 'error');
    const ctx = rewriteContext(limits, options.checkoutRoot);
    const written = {
        uploads: [],
        report: emptyReport(),
        sizeErrors: [],
        fingerprintWarnings: ctx.diagnostics,
    };
    for (let index = 0; index < plan.uploadCount; index++) {
        t = now();
        const before = diagnostics.length;
        const runs = plan.buildUpload(index, diagnostics);
        timings.planMs += now() - t;
        for (let d = before; d < diagnostics.length; d++)
            if (diagnostics[d].severity === 'error')
                refused = true;
        if (refused)
            continue;
        const upload = await encodeUpload(index, runs, ctx, options.shrinkToFit === true, timings);
        if (upload.gzip.length > limits.gzipBytes) {
            written.sizeErrors.push(sizeError(upload, runs, limits, options));
        }
        written.uploads.push(upload);
        const { runs: runCount, results, rawBytes, gzip, sarif } = upload;
        written.report.uploads.push({
            index,
            runs: runCount,
            results,
            rawBytes,
            gzipBytes: gzip.length,
            base64Bytes: sarif.length,
        });
        // The upload is written: of its runs only the report stays.
        for (const run of runs) {
            if (run.highestDroppedRank > -Infinity)
                run.report.highestDropped = rankLabel(run.highestDroppedRank);
            run.report.resultsKept = run.kept.length;
            written.report.runs.push(settled(run.report));
            closing.written(run);
        }
    }
    return refused ? undefined : written;
}
/** Shared, frozen stand-ins for the empty parts of a written run's report: most runs drop, move and rename nothing. */
const NOTHING_DROPPED = Object.freeze(emptyDropped());
const NO_REFERENCES = Object.freeze({ remapped: 0, removed: Object.freeze({}) });
const NO_RENAMES = Object.freeze([]);
/**
 * A written run's report, kept to the end of the check: its empty counts replaced by shared ones. Some 350 of its
 * ~600 bytes are counts at zero (the dropped kinds, the references moved and left out), for every run (issue 21).
 */
function settled(report) {
    const none = (c) => c !== undefined && c.remapped === 0 && Object.keys(c.removed).length === 0;
    if (!anyDropped(report.dropped))
        report.dropped = NOTHING_DROPPED;
    if (none(report.references))
        report.references = NO_REFERENCES;
    if (none(report.resultReferences))
        report.resultReferences = NO_REFERENCES;
    if (report.renamedBaseIds?.length === 0)
        report.renamedBaseIds = NO_RENAMES;
    return report;
}
/** Pass 2's context: the limits, and the checkout to compute missing line hashes from (when given). */
function rewriteContext(limits, checkoutRoot) {
    if (checkoutRoot === undefined)
        return { limits, diagnostics: [] };
    return {
        limits,
        diagnostics: [],
        fingerprints: {
            checkoutRoot: (0,external_node_path_.resolve)(checkoutRoot),
            file: '',
            cache: new Map(),
            warned: new Set(),
        },
    };
}
/** One upload rewritten and gzipped (with shrink-to-fit: again, smaller, while it is over the limit), then Base64. */
async function encodeUpload(index, runs, ctx, shrinkToFit, timings) {
    const limit = ctx.limits.gzipBytes;
    let t = now();
    let encoded = await gzipPieces(uploadPieces(runs, ctx), FAST_LEVEL);
    // Over the limit at the fast level: the default level may fit it whole (encode.ts).
    if (encoded.gzip.length > limit)
        encoded = await gzipPieces(uploadPieces(runs, ctx), TIGHT_LEVEL);
    for (let attempt = 0; encoded.gzip.length > limit && shrinkToFit && attempt < 12; attempt++) {
        if (!shrink(runs, encoded.gzip.length, limit))
            break;
        encoded = await gzipPieces(uploadPieces(runs, ctx), TIGHT_LEVEL);
    }
    timings.rewriteGzipMs += now() - t;
    t = now();
    const sarif = toBase64(encoded.gzip);
    timings.base64Ms += now() - t;
    const results = runs.reduce((n, r) => n + r.kept.length, 0);
    return { index, runs: runs.length, results, rawBytes: encoded.rawBytes, gzip: encoded.gzip, sarif };
}
function sizeError(upload, runs, limits, options) {
    return {
        severity: 'error',
        rule: 'size',
        file: runs[0].sources[0].log.file,
        pointer: '',
        message: `upload ${upload.index + 1} is ${(0,format/* formatBytes */.z3)(upload.gzip.length)} gzip-compressed, above the service's ${(0,format/* formatBytes */.z3)(limits.gzipBytes)} limit (it would be rejected with 413)`,
        hint: options.shrinkToFit === true
            ? 'Even without results the runs are too large (rules, artifacts or other run data): reduce what the analyser writes.'
            : `To drop the lowest-ranked results until it fits, ${options.shrinkToFitHint ?? 'use --shrink-to-fit'}; or split the analysis into several categories.`,
    };
}
/** One warning per unreadable source file can still be thousands when the checkout does not match the SARIF. */
function capFingerprintWarnings(warnings) {
    if (warnings.length <= MAX_FINGERPRINT_WARNINGS)
        return warnings;
    return [
        ...warnings.slice(0, MAX_FINGERPRINT_WARNINGS),
        {
            severity: 'warning',
            rule: 'fingerprint',
            file: warnings[0].file,
            pointer: '',
            message: `${warnings.length - MAX_FINGERPRINT_WARNINGS} more fingerprint warnings not shown (${warnings.length} in all)`,
            hint: 'Check that the checkout root matches the paths in the SARIF (--checkout / checkout-path).',
        },
    ];
}
/** A file is closed (its descriptor, its inflated copy) once every run of it is written, or at once if none is planned. */
class SourceClosing {
    unwritten = new Map();
    constructor(logs) {
        for (const log of logs) {
            const planned = log.runs.filter((r) => isObject(r.skeleton)).length;
            if (planned > 0)
                this.unwritten.set(log, planned);
            else
                log.source.close();
        }
    }
    written(run) {
        for (const { log } of run.sources) {
            const left = this.unwritten.get(log) - 1;
            if (left > 0)
                this.unwritten.set(log, left);
            else {
                this.unwritten.delete(log);
                log.source.close();
            }
        }
    }
}
/**
 * Drop the lowest-ranked results of an upload, across its runs, in proportion to how far it is over the limit.
 * Returns false when there is nothing left to drop.
 */
function shrink(runs, size, limit) {
    const all = [];
    for (const run of runs)
        for (const k of run.kept)
            all.push({ run, rank: k.rank });
    if (all.length === 0)
        return false;
    const target = Math.min(all.length - 1, Math.floor(all.length * (limit / size) * 0.95));
    all.sort((a, b) => a.rank - b.rank);
    const drop = all.slice(0, all.length - Math.max(0, target));
    const cut = new Map();
    for (const d of drop) {
        cut.set(d.run, Math.max(cut.get(d.run) ?? -Infinity, d.rank));
        d.run.report.dropped.resultsForSize++;
        d.run.highestDroppedRank = Math.max(d.run.highestDroppedRank, d.rank);
    }
    for (const [run, maxDropped] of cut)
        run.kept = run.kept.filter((k) => k.rank > maxDropped);
    return true;
}

;// CONCATENATED MODULE: ./src/sarif/read-upload.ts
/**
 * Pass 1 as the service runs it on an upload (the emulator's processing): one document in memory, read and validated
 * exactly as `check` reads an input, then offered run by run with what the service caps and what becomes an alert —
 * counts, the most severe results, and each result with its rule and effective level. The emulator needs nothing
 * else of the engine's internals.
 */





/** Read and validate an uploaded document (`file` names it in diagnostics); at most `maxErrors` errors are kept. */
async function readUpload(sarif, file = 'upload.sarif', maxErrors = 20) {
    const log = await readLog(file, byte_source_memorySource(sarif), {
        maxDiagnostics: maxErrors,
        workers: 0,
        lazyRules: false,
    });
    if (log.errorCount > 0)
        return { ok: false, errors: log.diagnostics.filter((d) => d.severity === 'error') };
    return {
        ok: true,
        runs: log.runs.map((run) => uploadedRun(run, (start, length) => log.source.read(start, length))),
    };
}
function uploadedRun(run, read) {
    const t = run.results;
    const tool = run.skeleton.tool;
    const details = run.skeleton.automationDetails;
    const ruleOf = (component, index) => index < 0 ? undefined : run.ruleComponents[component + 1]?.rules[index];
    return {
        index: run.index,
        skeleton: run.skeleton,
        driver: isObject(tool) && isObject(tool.driver) ? tool.driver : {},
        category: categoryOf(isObject(details) ? details.id : undefined),
        resultCount: t.length,
        rules: run.ruleComponents.flatMap((c) => c.rules),
        extensionCount: run.ruleComponents.length - 1,
        locations: (i) => t.locations(i),
        threadFlowLocations: (i) => t.threadFlowLocations(i),
        top(n) {
            const order = Array.from({ length: t.length }, (_, i) => i).sort((a, b) => t.rank(b) - t.rank(a));
            return order.slice(0, n).sort((a, b) => a - b);
        },
        result(i) {
            const json = JSON.parse(read(t.start(i), t.byteLength(i)).toString('utf8'));
            const rule = ruleOf(t.resolvedComponent(i), t.resolvedRule(i));
            return {
                json,
                ruleId: t.ruleId(i) ?? (typeof rule?.id === 'string' ? rule.id : undefined),
                rule,
                level: levelName(effectiveLevel(t.level(i), t.kindFail(i), ruleSeverity(rule))),
            };
        },
    };
}

;// CONCATENATED MODULE: ./src/sarif/index.ts
/**
 * The engine's only door: what code outside `src/sarif/` may use. Everything else in this folder is the engine's own
 * business and may change shape freely (ESLint refuses deep imports from outside; tests and benchmarks may reach in,
 * as they measure internals). This file only re-exports.
 *
 * - `check`: find, read, validate, rank, trim, fingerprint and encode SARIF inputs for upload;
 * - diagnostics: what is wrong with an input, and the one-line form people read;
 * - the trim report and its text;
 * - the service's documented limits: one table (what the trim keeps to, the service's maxima, what is dropped);
 * - `readUpload`: pass 1 as the service runs it on an uploaded document (the emulator's processing);
 * - the severity model and JSON helpers that readers of an upload need.
 */










/***/ }),

/***/ 95900:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  p: () => (/* binding */ startModuleWorker)
});

;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __nccwpck_require__(75919);
;// CONCATENATED MODULE: ./src/threads.ts
/**
 * Worker threads that run one of our own modules. From the bundle (dist/) the module is the bundle itself, whose
 * entry does its work only when `workerData.role` says so; from the TypeScript sources (tests, benchmarks) the
 * worker first registers tsx, since Node 20 does not pass `--import` loaders on to workers. Used by the engine's
 * result pool and the emulator's processing worker.
 */



/** A worker running the module at `moduleUrl` (the caller's `import.meta.url`), given `{ role }` as its data. */
function startModuleWorker(moduleUrl, role) {
    const self = new URL(moduleUrl);
    if (!self.pathname.endsWith('.ts'))
        return new external_node_worker_threads_.Worker(self, { workerData: { role } });
    const tsx = new URL('dist/esm/api/index.mjs', (0,external_node_url_.pathToFileURL)((0,external_node_module_namespaceObject.createRequire)(self).resolve('tsx/package.json')));
    const code = `import(${JSON.stringify(tsx.href)}).then((m) => { m.register(); return import(${JSON.stringify(self.href)}); });`;
    return new external_node_worker_threads_.Worker(code, { eval: true, workerData: { role } });
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 73339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 80481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 28167:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("worker_threads");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __nccwpck_require__(75919);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
;// CONCATENATED MODULE: ./src/heap.ts
/**
 * The young generation kept at its first size in the processes that run the engine (the CLI, the upload step, the
 * engine's benchmark). V8 doubles it, up to 32 MB, whenever many objects outlive a scavenge, which the facts a check
 * keeps per file and per run do: that memory is touched once and never given back. Kept small, the peak RSS of
 * 10,000 files of 4 KB was 0.70x (111 against 158 MiB), of 8,000 runs in one file 0.77x, of the 25,000-rule file
 * 0.84x, at the same time (farm-bench medians 0.94-1.00x on 10,000 files, 100,000 results, thread flows; machine
 * and figures in docs/benchmarks.md). The flag is read when V8 grows the space, so setting it at start is enough.
 */

function keepYoungGenerationSmall() {
    (0,external_node_v8_namespaceObject.setFlagsFromString)('--semi-space-growth-factor=1');
}

// EXTERNAL MODULE: ./src/sarif/index.ts + 45 modules
var sarif = __nccwpck_require__(32044);
;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __nccwpck_require__(57975);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __nccwpck_require__(38522);
// EXTERNAL MODULE: ./src/format.ts
var format = __nccwpck_require__(16264);
// EXTERNAL MODULE: ./src/inputs.ts
var inputs = __nccwpck_require__(38422);
;// CONCATENATED MODULE: ./src/cli/progress.ts
/**
 * Progress of a long read, as the tools people like show it: on a terminal one line redrawn in place (percent,
 * MB/s, time left), at most ten times a second, ended by a line of what it took; in a log (stderr not a terminal)
 * one line when a file starts, one every few seconds, and one when it ends — never a line a second. `--quiet` gives
 * no printer at all. Files under `minBytes` are read too fast to need any.
 */

const rate = (bytes, ms) => (ms > 0 ? bytes / 1e6 / (ms / 1000) : 0);
function progressPrinter(o) {
    const now = o.now ?? Date.now;
    const every = o.tty ? (o.redrawEveryMs ?? 100) : (o.logEveryMs ?? 5_000);
    const minBytes = o.minBytes ?? 32 * 1024 * 1024;
    let current;
    /** A line is drawn on the terminal and not ended. */
    let drawn = false;
    const line = (p, t) => {
        const elapsed = t - current.started;
        const pct = Math.floor((p.bytesRead / p.totalBytes) * 100);
        // The rate since the first report (what was read before it took no time we know of).
        const mbs = rate(p.bytesRead - current.from, elapsed);
        const left = mbs > 0 ? ((p.totalBytes - p.bytesRead) / 1e6 / mbs) * 1000 : undefined;
        return (`reading ${p.file}: ${String(pct).padStart(3)}% of ${(0,format/* formatBytes */.z3)(p.totalBytes)}` +
            (elapsed > 0 ? `, ${mbs.toFixed(0)} MB/s` : '') +
            (left !== undefined ? `, ${(0,format/* formatDuration */.a3)(left)} left` : ''));
    };
    const printer = (p) => {
        if (p.totalBytes < minBytes)
            return;
        const t = now();
        if (!current || current.file !== p.file) {
            current = { file: p.file, started: t, from: p.bytesRead, shown: -Infinity };
        }
        const done = p.bytesRead >= p.totalBytes;
        if (done) {
            const took = t - current.started;
            const end = `read ${p.file}: ${(0,format/* formatBytes */.z3)(p.totalBytes)} in ${(0,format/* formatDuration */.a3)(took)}${took > 0 ? ` (${rate(p.totalBytes - current.from, took).toFixed(0)} MB/s)` : ''}`;
            o.write(o.tty ? `\r\x1b[2K${end}\n` : `${end}\n`);
            current = undefined;
            drawn = false;
            return;
        }
        if (t - current.shown < every)
            return;
        current.shown = t;
        o.write(o.tty ? `\r\x1b[2K${line(p, t)}` : `${line(p, t)}\n`);
        drawn = o.tty;
    };
    return Object.assign(printer, {
        end: () => {
            if (drawn)
                o.write('\r\x1b[2K');
            drawn = false;
            current = undefined;
        },
    });
}

// EXTERNAL MODULE: ./src/cli/usage.ts
var usage = __nccwpck_require__(27485);
;// CONCATENATED MODULE: ./src/cli/main.ts
/**
 * The `sarif-pipeline` command line: a thin shell over the engine. Parses arguments, shows progress and results,
 * and maps outcomes to exit codes (0 valid, 1 invalid input, 2 usage error).
 */











/** `check`: what it does and its options (also part of the overview). */
const CHECK_HELP = `check validates each input against the SARIF 2.1.0 schema and the service's rules, ranks results by severity,
trims every run to the service's documented limits, and gzips and Base64-encodes each upload it would make.
It uses no network. Inputs are files, directories (searched recursively for *.sarif, *.sarif.json, *.sarif.gz)
or glob patterns (quote them: 'out/**/*.sarif'). Files of any size are read with bounded memory.

Options:
  --category C        set every run's category (runAutomationDetails.id); runs of one tool and category merge
  --checkout DIR      checkout root the SARIF paths are relative to; adds missing primaryLocationLineHash
                      fingerprints from the source files
  --out-dir DIR       write each upload as plain SARIF (DIR/upload-N.sarif) and the report (DIR/report.json)
  --json              print the whole outcome as JSON on stdout instead of text
  --shrink-to-fit     drop the lowest-ranked results until each upload fits the 10 MB compressed limit
                      (without it, an upload above the limit is an error)
  --max-inflated N    largest inflated size of a .gz input, in bytes (default 4 GiB)
  --max-ratio N       largest inflated/compressed ratio of a .gz input (default 200; real SARIF: 5 to 41)
  --max-diagnostics N diagnostics shown per file and severity (default 100; all are counted)
  --quiet             no progress output
  --workers N         threads that parse and validate results (default: none, unless more than a quarter
                      of the first 8 MB of results need JSON.parse and the schema validator and 64 MB or
                      more remain: then one per core; 0: read on the main thread only)

`;
/** `serve`: the emulator. */
const SERVE_HELP = `serve starts the local emulator of the service (the API under /api/v3, the OIDC issuer, Pages sites, an admin
API and a dashboard under /_emulator) and prints their URLs and the admin token; it runs until stopped (Ctrl-C).
It listens on --host (default 127.0.0.1, this machine only) and --port (default 3000; 0 picks a free port);
--seed FILE replaces the bundled seed (format in docs/emulator.md); --state DIR keeps the state in that directory
(every acknowledged change, even if the process is killed) and loads it at start, so a restart loses nothing;
the admin token is kept there too. EMULATOR_ADMIN_TOKEN (or --admin-token T, which a process list shows) sets the
token instead. --vendor WORD (default svc) is the word in every X-<Vendor>-* header, media type and OIDC claim
(--vendor github for the real clients);
--enterprise-version V answers as a self-managed installation of that version (X-<Vendor>-Enterprise-Version).
With --vendor github the bundled seed's tokens have the service's forms (ghp_…, github_pat_…, ghs_…; listed in
docs/emulator.md). --auto-bind (the default with --vendor github; --no-auto-bind turns it off) binds the run a
workflow token names (GITHUB_RUN_ID of a job nobody bound) on first use, as the runner would have; the dashboard
lists bindings.

`;
const HELP = `sarif-pipeline: validate, trim and encode SARIF for the code-scanning service.

Usage:
  sarif-pipeline check <path|dir|glob>... [options]
  sarif-pipeline serve [--port N] [--host H] [--seed FILE] [--state DIR] [--vendor WORD] [--enterprise-version V]
  sarif-pipeline demo                      the whole pipeline on the embedded emulator (what \`npm start\` runs)
  sarif-pipeline run WORKFLOW [options]    run a workflow file locally against the emulator (run --help)
  sarif-pipeline upload <path|dir|glob>... check, trim, upload, wait for processing, summarize alerts
  sarif-pipeline alerts                    summarize code-scanning alerts of a repository or organization
  sarif-pipeline pages pack|deploy|site|build|health   pack and upload a site, deploy it, set up Pages
  sarif-pipeline deploy-keys list|add|remove
  sarif-pipeline search code|commits <words...>
  sarif-pipeline properties
  sarif-pipeline authorizations ... | grants ...   (deprecated; Basic authentication)
  sarif-pipeline <command> --help          the options of each command
  sarif-pipeline help | --help
  sarif-pipeline --version

${CHECK_HELP}${SERVE_HELP}Commands that call the service read the token from SVC_TOKEN (else GITHUB_TOKEN), never from an argument, and
the API URL from --api-url, else GITHUB_API_URL.

Exit status: 0 success, 1 a failure to fix in the input or the service's answer (an invalid or unreadable input, an
upload too large, an API error), 2 usage error (an unknown command or option, a bad value).
`;
/** The package's version, from package.json at build time (the release script sets it there only). */
const VERSION = package_namespaceObject.rE;
/** Commands in their own modules, loaded on demand (one import): `check` does not pay for the client or the emulator. */
const COMMANDS = {
    demo: (m) => m.demo,
    run: (m) => m.runWorkflow,
    upload: (m) => m.upload,
    alerts: (m) => m.alerts,
    pages: (m) => m.pages,
    'deploy-keys': (m) => m.deployKeys,
    search: (m) => m.search,
    properties: (m) => m.properties,
    authorizations: (m) => m.authorizations,
    grants: (m) => m.grants,
};
/**
 * Run the CLI; resolves to the exit code. Throws UserError for usage and input errors (see index.ts). `signal`
 * (SIGTERM, SIGINT: see stop.ts) stops every request of the command.
 */
async function main(argv, signal) {
    const [command, ...rest] = argv;
    if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
        process.stdout.write(HELP);
        return command === undefined ? 2 : 0;
    }
    if (command === '--version' || command === '-v') {
        process.stdout.write(`${VERSION}\n`);
        return 0;
    }
    if (command === 'check')
        return runCheck(rest);
    if (command === 'serve')
        return runServe(rest);
    const pick = COMMANDS[command];
    if (pick) {
        const commands = await Promise.all(/* import() */[__nccwpck_require__.e(921), __nccwpck_require__.e(697), __nccwpck_require__.e(503), __nccwpck_require__.e(409)]).then(__nccwpck_require__.bind(__nccwpck_require__, 14409));
        return pick(commands)(rest, commands.processIo(signal));
    }
    throw new errors/* UserError */.y(`unknown command "${command}"`, 'Run `sarif-pipeline --help` for the commands.', 2);
}
const CHECK_OPTIONS = {
    category: { type: 'string' },
    checkout: { type: 'string' },
    'out-dir': { type: 'string' },
    json: { type: 'boolean', default: false },
    'shrink-to-fit': { type: 'boolean', default: false },
    'max-inflated': { type: 'string' },
    'max-ratio': { type: 'string' },
    'max-diagnostics': { type: 'string' },
    quiet: { type: 'boolean', default: false },
    workers: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
};
const SERVE_OPTIONS = {
    port: { type: 'string', default: '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string' },
    state: { type: 'string' },
    'admin-token': { type: 'string' },
    vendor: { type: 'string' },
    'enterprise-version': { type: 'string' },
    'auto-bind': { type: 'boolean' },
    'no-auto-bind': { type: 'boolean' },
    help: { type: 'boolean', short: 'h', default: false },
};
async function runCheck(args) {
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args: (0,usage/* withNegativeValues */.e)(args, CHECK_OPTIONS),
            allowPositionals: true,
            options: CHECK_OPTIONS,
        });
    }
    catch (err) {
        throw new errors/* UserError */.y((0,usage/* argsProblem */.b)(err), 'Run `sarif-pipeline check --help` for the options.', 2);
    }
    const { values, positionals } = parsed;
    if (values.help) {
        process.stdout.write(`Usage: sarif-pipeline check <path|dir|glob>... [options]\n\n${CHECK_HELP}`);
        return 0;
    }
    if (positionals.length === 0)
        throw new errors/* UserError */.y('check needs at least one SARIF file, directory or glob pattern', 'Example: sarif-pipeline check results/', 2);
    // On a terminal one line redrawn in place; in a log a line every few seconds; nothing with --quiet or --json.
    const progress = values.quiet || values.json
        ? undefined
        : progressPrinter({
            write: (t) => void process.stderr.write(t),
            tty: Boolean(process.stderr.isTTY) && process.env.GITHUB_ACTIONS !== 'true',
        });
    const options = {
        category: values.category,
        checkoutRoot: values.checkout,
        shrinkToFit: values['shrink-to-fit'],
        maxInflatedBytes: positiveInt(values['max-inflated'], '--max-inflated', 'check'),
        maxInflateRatio: positiveInt(values['max-ratio'], '--max-ratio', 'check'),
        maxDiagnostics: positiveInt(values['max-diagnostics'], '--max-diagnostics', 'check'),
        workers: values.workers === undefined
            ? undefined
            : values.workers === '0'
                ? 0
                : positiveInt(values.workers, '--workers', 'check'),
        onProgress: progress,
    };
    let result;
    try {
        result = await (0,sarif/* check */.z6)(positionals, options);
    }
    finally {
        progress?.end();
    }
    if (values['out-dir'])
        writeOutputs(values['out-dir'], result);
    if (values.json) {
        process.stdout.write(`${JSON.stringify(toJson(result), null, 2)}\n`);
    }
    else {
        process.stdout.write(`${formatText(result)}\n`);
    }
    return result.valid ? 0 : 1;
}
/** The emulator's settings from serve's flags: the vendor word, the Enterprise version, auto-bind. */
function serveConfig(values) {
    if (values.vendor !== undefined && !/^[a-z][a-z0-9]{0,31}$/.test(values.vendor))
        throw new errors/* UserError */.y(`--vendor must be one lowercase word (letters and digits), got "${values.vendor}"`, 'For example --vendor github: headers become X-Github-*, media types application/vnd.github+json.', 2);
    const enterpriseVersion = values['enterprise-version'];
    if (enterpriseVersion !== undefined && !/^(\d+\.\d+(\.\d+)?|ghe\.com)$/.test(enterpriseVersion))
        throw new errors/* UserError */.y(`--enterprise-version must be a version such as 3.14, or ghe.com, got "${enterpriseVersion}"`, undefined, 2);
    if (values['auto-bind'] && values['no-auto-bind'])
        throw new errors/* UserError */.y('--auto-bind and --no-auto-bind contradict each other', 'Give one of them.', 2);
    return {
        ...(values.vendor ? { vendor: values.vendor } : {}),
        ...(enterpriseVersion ? { enterpriseVersion } : {}),
        autoBind: values['no-auto-bind'] ? false : (values['auto-bind'] ?? values.vendor === 'github'),
    };
}
async function runServe(args) {
    let values;
    try {
        ({ values } = (0,external_node_util_.parseArgs)({ args: (0,usage/* withNegativeValues */.e)(args, SERVE_OPTIONS), options: SERVE_OPTIONS }));
    }
    catch (err) {
        throw new errors/* UserError */.y((0,usage/* argsProblem */.b)(err), 'Run `sarif-pipeline serve --help` for the options.', 2);
    }
    if (values.help) {
        process.stdout.write(`Usage: sarif-pipeline serve [--port N] [--host H] [--seed FILE] [--state DIR] [--admin-token T]\n\n${SERVE_HELP}`);
        return 0;
    }
    const port = portOption(values.port);
    const config = serveConfig(values);
    // Loaded only here: `check` does not pay for the server.
    const { DEFAULT_SEED, loadSeedFile, startEmulator, StateDirError, withServiceTokens } = await Promise.all(/* import() */[__nccwpck_require__.e(535), __nccwpck_require__.e(697), __nccwpck_require__.e(413), __nccwpck_require__.e(916)]).then(__nccwpck_require__.bind(__nccwpck_require__, 40413));
    // Acting as the service, the bundled seed's tokens take the service's forms (ghp_, github_pat_, ghs_).
    let seed = values.vendor === 'github' ? withServiceTokens(DEFAULT_SEED) : undefined;
    if (values.seed) {
        try {
            seed = loadSeedFile(values.seed);
        }
        catch (err) {
            throw new errors/* UserError */.y(`cannot use the seed ${values.seed}: ${err.message}`, 'See the seed format in docs/emulator.md.');
        }
    }
    let emulator;
    try {
        emulator = await startEmulator({
            host: values.host,
            port,
            seed,
            stateDir: values.state,
            adminToken: values['admin-token'] ?? (process.env.EMULATOR_ADMIN_TOKEN || undefined),
            config,
        });
    }
    catch (err) {
        if (err instanceof StateDirError)
            throw new errors/* UserError */.y(`cannot load the state: ${err.message}`, 'Move the directory aside (or fix the file) and start again; without --state the emulator starts from the seed.');
        const code = err.code;
        if (code === 'EADDRINUSE')
            throw new errors/* UserError */.y(`port ${port} is in use`, 'Choose another with --port, or --port 0 for any free port.');
        throw err;
    }
    process.stdout.write(`emulator: API ${emulator.apiUrl}\n`);
    process.stdout.write(`emulator: dashboard ${emulator.dashboardUrl}\n`);
    process.stdout.write(`emulator: admin API ${emulator.origin}/_emulator (state, reset, faults, requests, jobs), token ${emulator.adminToken}\n`);
    if (values.state)
        process.stdout.write(`emulator: state kept in ${values.state}\n`);
    await new Promise((resolve) => {
        const stop = () => resolve();
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
    });
    await emulator.close();
    return 0;
}
function positiveInt(value, name, command) {
    if (value === undefined)
        return undefined;
    const hint = `Run \`sarif-pipeline ${command} --help\` for the options.`;
    // Given but empty (`--port ''`) is a mistake, not the default.
    if (value.trim() === '')
        throw new errors/* UserError */.y(`${name} needs a value: a positive whole number`, hint, 2);
    try {
        return (0,inputs/* parsePositiveInt */.EJ)(value, name);
    }
    catch (err) {
        if (err instanceof errors/* UserError */.y)
            throw new errors/* UserError */.y(err.message, err.hint ?? hint, 2);
        throw err;
    }
}
function writeOutputs(dir, result) {
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    // Nothing half-written: without a valid outcome there are no uploads to write, only the report.
    for (const u of result.uploads)
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, `upload-${u.index + 1}.sarif`), (0,external_node_zlib_.gunzipSync)(u.gzip));
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, 'report.json'), `${JSON.stringify(toJson(result), null, 2)}\n`);
}
function toJson(result) {
    return {
        valid: result.valid,
        inputs: result.inputs,
        diagnostics: result.diagnostics,
        report: result.report,
        uploads: result.uploads.map(({ index, runs, results, rawBytes, gzip, sarif }) => ({
            index,
            runs,
            results,
            rawBytes,
            gzipBytes: gzip.length,
            base64Bytes: sarif.length,
        })),
        timings: result.timings,
    };
}
function formatText(result) {
    const lines = [];
    const sorted = [...result.diagnostics].sort((a, b) => a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1);
    for (const d of sorted)
        lines.push((0,sarif/* formatDiagnostic */.xy)(d));
    if (sorted.length > 0)
        lines.push('');
    lines.push(...(0,sarif/* formatInputs */.Bt)(result.inputs));
    const shown = result.diagnostics.length;
    const counted = result.inputs.reduce((n, i) => n + i.errors + i.warnings, 0);
    if (counted > shown)
        lines.push(`(${(0,format/* formatCount */.B4)(counted - shown)} more diagnostics not shown; see --max-diagnostics)`);
    if (result.report.runs.length > 0)
        lines.push('', (0,sarif/* formatReport */.CI)(result.report));
    lines.push('', result.valid
        ? `OK: ${(0,format/* plural */.LS)(result.uploads.length, 'upload')} ready`
        : 'FAILED: fix the errors above; nothing would be uploaded');
    return lines.join('\n');
}
/** `--port`: 0 (any free port) to 65535. */
function portOption(value) {
    if (value === undefined)
        return undefined;
    const n = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!(n >= 0 && n <= 65535))
        throw new errors/* UserError */.y(`--port must be a whole number from 0 (any free port) to 65535; got ${JSON.stringify(value)}`, 'Run `sarif-pipeline serve --help`.', 2);
    return n;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
;// CONCATENATED MODULE: ./src/cli/stop.ts
/**
 * SIGTERM and SIGINT for the commands that call the service: the first aborts the command's signal (every
 * client of the command carries it: no request starts after it, none is retried, one in flight is aborted), with
 * a message on stderr; the command then reports what it knows and the process exits 143 (SIGTERM) or 130
 * (SIGINT), the shell's 128 + the signal's number, so a script sees it was stopped. Should the command not have
 * finished 1.5 s after the signal (work no signal reaches, such as the engine reading a large file), the process
 * says so and exits then; a second signal exits at once.
 */

const STOP_GRACE_MS = 1_500;
const exitCodeOf = (name) => 128 + (external_node_os_.constants.signals[name] ?? 15);
function stopOnSignals(write = (t) => void process.stderr.write(t)) {
    const controller = new AbortController();
    let got;
    let timer;
    const leave = (name) => {
        write(`sarif-pipeline: stopped by ${name} before the command could report\n`);
        process.exit(exitCodeOf(name));
    };
    const on = (name) => () => {
        if (got)
            return leave(got);
        got = name;
        write(`sarif-pipeline: ${name} received: stopping (no request starts after it)\n`);
        controller.abort(name);
        timer = setTimeout(() => leave(name), STOP_GRACE_MS);
        timer.unref();
    };
    const sigterm = on('SIGTERM');
    const sigint = on('SIGINT');
    process.on('SIGTERM', sigterm);
    process.on('SIGINT', sigint);
    return {
        signal: controller.signal,
        received: () => got,
        exitCode: () => (got ? exitCodeOf(got) : undefined),
        dispose: () => {
            clearTimeout(timer);
            process.off('SIGTERM', sigterm);
            process.off('SIGINT', sigint);
        },
    };
}

;// CONCATENATED MODULE: ./src/cli/index.ts
/** Process entry of the CLI: exit codes, and user errors shown as message and hint, never as a stack trace. */






// The bundle is also the entry point of the engine's worker threads (result-pool.ts): they do not run the CLI.
if (external_node_worker_threads_.isMainThread)
    runCli();
function runCli() {
    const argv = process.argv.slice(2);
    // Not for the emulator (a server whose garbage dies young), measured apart (bench/emulator-load.ts).
    if (argv[0] !== 'serve')
        keepYoungGenerationSmall();
    // `serve` stops on its own signals (it closes the emulator); every other command stops as stop.ts says.
    const stop = argv[0] === 'serve' ? undefined : stopOnSignals();
    main(argv, stop?.signal).then((code) => {
        process.exitCode = code;
        stopped();
    }, (thrown) => {
        const err = (0,errors/* fileProblem */.W)(thrown) ?? thrown;
        if (err instanceof errors/* UserError */.y) {
            process.stderr.write(`error: ${err.message}\n${err.hint ? `  hint: ${err.hint}\n` : ''}`);
            process.exitCode = err.exitCode;
        }
        else {
            // One line first, what a log shows and a user reports; the stack after it only where it helps (a bug we
            // have not met), not for the output gate, whose message already names the input and what is wrong.
            const message = err?.message ?? String(err);
            const stack = err instanceof sarif/* OutputGateError */.zC ? '' : (err?.stack ?? '');
            process.stderr.write(`internal error (a bug in sarif-pipeline; please report it with the input): ${message.split('\n')[0]}\n` +
                (stack ? `${stack}\n` : ''));
            process.exitCode = 70;
        }
        stopped();
    });
    /** After a stop: the stop's exit status, and leave now (not when idle connections and timers end). */
    function stopped() {
        stop?.dispose();
        const code = stop?.exitCode();
        if (code === undefined)
            return;
        process.stderr.write(`sarif-pipeline: stopped by ${stop.received()} (exit ${code})\n`);
        process.exit(code);
    }
}

