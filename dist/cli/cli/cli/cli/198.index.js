export const id = 198;
export const ids = [198];
export const modules = {

/***/ 7448:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ calculateJwkThumbprint)
/* harmony export */ });
/* unused harmony export calculateJwkThumbprintUri */
/* harmony import */ var _lib_buffer_utils_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7410);
/* harmony import */ var _util_base64url_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1445);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5674);
/* harmony import */ var _lib_key_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7859);
/* harmony import */ var _lib_validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7784);
/* harmony import */ var _key_export_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7968);






const check = (value, description) => {
  if (typeof value != "string" || !value)
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JWKInvalid */ ._L(`${description} missing or invalid`);
};
async function calculateJwkThumbprint(key, digestAlgorithm) {
  let jwk;
  if ((0,_lib_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(key)) {
    if (jwk = (0,_lib_key_js__WEBPACK_IMPORTED_MODULE_2__/* .snapshotJwk */ .ZZ)(key), typeof jwk.kty != "string")
      throw new TypeError((0,_lib_key_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidKeyInput */ .XP)(key, "CryptoKey", "KeyObject", "JSON Web Key"));
  } else if ((0,_lib_key_js__WEBPACK_IMPORTED_MODULE_2__/* .isKeyLike */ .P2)(key))
    jwk = (0,_lib_key_js__WEBPACK_IMPORTED_MODULE_2__/* .snapshotJwk */ .ZZ)(await (0,_key_export_js__WEBPACK_IMPORTED_MODULE_3__/* .exportJWK */ .JU)(key));
  else
    throw new TypeError((0,_lib_key_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidKeyInput */ .XP)(key, "CryptoKey", "KeyObject", "JSON Web Key"));
  if (digestAlgorithm ??= "sha256", digestAlgorithm !== "sha256" && digestAlgorithm !== "sha384" && digestAlgorithm !== "sha512")
    throw new TypeError('digestAlgorithm must one of "sha256", "sha384", or "sha512"');
  let requiredMembers;
  switch (jwk.kty) {
    case "AKP":
      check(jwk.alg, '"alg" (Algorithm) Parameter'), check(jwk.pub, '"pub" (Public key) Parameter'), requiredMembers = { alg: jwk.alg, kty: jwk.kty, pub: jwk.pub };
      break;
    case "EC":
      check(jwk.crv, '"crv" (Curve) Parameter'), check(jwk.x, '"x" (X Coordinate) Parameter'), check(jwk.y, '"y" (Y Coordinate) Parameter'), requiredMembers = { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y };
      break;
    case "OKP":
      check(jwk.crv, '"crv" (Subtype of Key Pair) Parameter'), check(jwk.x, '"x" (Public Key) Parameter'), requiredMembers = { crv: jwk.crv, kty: jwk.kty, x: jwk.x };
      break;
    case "RSA":
      check(jwk.e, '"e" (Exponent) Parameter'), check(jwk.n, '"n" (Modulus) Parameter'), requiredMembers = { e: jwk.e, kty: jwk.kty, n: jwk.n };
      break;
    case "oct":
      if (typeof jwk.k != "string")
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JWKInvalid */ ._L('"k" (Key Value) Parameter missing or invalid');
      requiredMembers = { k: jwk.k, kty: jwk.kty };
      break;
    default:
      throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JOSENotSupported */ .T0('"kty" (Key Type) Parameter missing or unsupported');
  }
  const thumbprintInput = (0,_lib_buffer_utils_js__WEBPACK_IMPORTED_MODULE_4__/* .encode */ .lF)(JSON.stringify(requiredMembers));
  return (0,_util_base64url_js__WEBPACK_IMPORTED_MODULE_5__/* .encode */ .l)(await (0,_lib_buffer_utils_js__WEBPACK_IMPORTED_MODULE_4__/* .digest */ .br)(digestAlgorithm, thumbprintInput));
}
async function calculateJwkThumbprintUri(key, digestAlgorithm) {
  digestAlgorithm ??= "sha256";
  const thumbprint = await calculateJwkThumbprint(key, digestAlgorithm);
  return `urn:ietf:params:oauth:jwk-thumbprint:sha-${digestAlgorithm.slice(-3)}:${thumbprint}`;
}



/***/ }),

/***/ 6687:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ createLocalJWKSet)
/* harmony export */ });
/* harmony import */ var _lib_key_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7859);
/* harmony import */ var _lib_jws_algorithms_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8109);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5674);
/* harmony import */ var _lib_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7784);




function isUsableJWK(jwk, entry, alg, kid) {
  const { kty, key_ops: keyOps, ext, kid: jwkKid, alg: jwkAlg, use, crv } = jwk;
  return (ext === void 0 || typeof ext == "boolean") && (keyOps === void 0 || Array.isArray(keyOps) && keyOps.every((operation, index) => typeof operation == "string" && keyOps.indexOf(operation) === index) && keyOps.includes("verify")) && entry.kty.includes(kty) && (kid === void 0 || typeof kid == "string" && kid === jwkKid) && (jwkAlg === void 0 ? kty !== "AKP" : alg === jwkAlg) && (use === void 0 || use === "sig") && (!entry.crv || crv === entry.crv);
}
async function importWithAlgCache(cache, jwk, entry) {
  const cached = cache.get(jwk) || cache.set(jwk, {}).get(jwk), { alg } = entry;
  if (cached[alg] === void 0) {
    const pending = (0,_lib_key_js__WEBPACK_IMPORTED_MODULE_0__/* .jwkToKey */ .xY)(entry, jwk, !0).then((key) => {
      if (key.type !== "public")
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .JWKSInvalid */ .Dm("JSON Web Key Set members must be public keys");
      return cached[alg] = key, key;
    }).catch((error) => {
      throw cached[alg] === pending && delete cached[alg], error;
    });
    cached[alg] = pending;
  }
  return cached[alg];
}
function createLocalJWKSet(jwks) {
  let snapshot;
  try {
    snapshot = structuredClone(jwks);
  } catch (cause) {
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .JWKSInvalid */ .Dm("JSON Web Key Set malformed", { cause });
  }
  if (!(0,_lib_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .isJwkSet */ .fV)(snapshot))
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .JWKSInvalid */ .Dm("JSON Web Key Set malformed");
  const metadata = snapshot.keys.map((jwk) => {
    const normalized = (0,_lib_key_js__WEBPACK_IMPORTED_MODULE_0__/* .snapshotJwk */ .ZZ)(jwk);
    return Array.isArray(normalized.key_ops) && (normalized.key_ops = [...normalized.key_ops]), normalized;
  }), cached = /* @__PURE__ */ new WeakMap();
  return Object.defineProperty(async (protectedHeader, token) => {
    const { alg, kid } = { ...protectedHeader, ...token?.header }, entry = typeof alg == "string" ? _lib_jws_algorithms_js__WEBPACK_IMPORTED_MODULE_3__/* .JWS */ .p[alg] : void 0;
    if (!entry || entry.secret)
      throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .JOSENotSupported */ .T0('Unsupported "alg" value for a JSON Web Key Set');
    const candidates = snapshot.keys.filter((_, index) => isUsableJWK(metadata[index], entry, alg, kid)), { 0: jwk, length } = candidates;
    if (!length)
      throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .JWKSNoMatchingKey */ .BT();
    if (length !== 1) {
      const error = new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .JWKSMultipleMatchingKeys */ .$4();
      throw error[Symbol.asyncIterator] = async function* () {
        for (const jwk2 of candidates)
          try {
            yield await importWithAlgCache(cached, jwk2, entry);
          } catch {
          }
      }, error;
    }
    return importWithAlgCache(cached, jwk, entry);
  }, "jwks", {
    value: () => structuredClone(snapshot)
  });
}



/***/ }),

/***/ 2896:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  P: () => (/* binding */ SignJWT)
});

// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/util/base64url.js
var base64url = __webpack_require__(1445);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/lib/jws_algorithms.js
var jws_algorithms = __webpack_require__(8109);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/lib/validate.js
var validate = __webpack_require__(7784);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/util/errors.js
var errors = __webpack_require__(5674);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/lib/buffer_utils.js
var buffer_utils = __webpack_require__(7410);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/lib/key.js
var lib_key = __webpack_require__(7859);
;// CONCATENATED MODULE: ./node_modules/jose/dist/webapi/lib/jws_sign.js






async function createSignature(input, key, rejectUnencoded) {
  let [payload, protectedHeader, unprotectedHeader, crit] = input, encodedProtectedHeader = "";
  if (protectedHeader !== void 0) {
    const normalized = (0,validate/* serializeJoseHeader */.ji)(errors/* JWSInvalid */.Ye, protectedHeader);
    protectedHeader = normalized[0], encodedProtectedHeader = (0,base64url/* encode */.l)(normalized[1]);
  }
  if (unprotectedHeader !== void 0 && (unprotectedHeader = (0,validate/* serializeJoseHeader */.ji)(errors/* JWSInvalid */.Ye, unprotectedHeader)[0]), !protectedHeader && !unprotectedHeader)
    throw new errors/* JWSInvalid */.Ye("either setProtectedHeader or setUnprotectedHeader must be called before #sign()");
  if (!(0,validate/* isDisjoint */.fz)(protectedHeader, unprotectedHeader))
    throw new errors/* JWSInvalid */.Ye("JWS Protected and JWS Unprotected Header Parameter names must be disjoint");
  const joseHeader = { ...protectedHeader, ...unprotectedHeader };
  (0,validate/* validateCritDuplicates */.BU)(errors/* JWSInvalid */.Ye, protectedHeader);
  const b64 = (0,validate/* validateB64 */.J0)(protectedHeader, (0,validate/* validateCrit */.nI)(errors/* JWSInvalid */.Ye, validate/* JWS_RECOGNIZED */.qc, crit, protectedHeader, joseHeader));
  b64 || rejectUnencoded?.();
  const { alg } = joseHeader;
  if (typeof alg != "string" || !alg)
    throw new errors/* JWSInvalid */.Ye('JWS "alg" (Algorithm) Header Parameter missing or invalid');
  const entry = (0,jws_algorithms/* jwsAlgorithm */.q)(alg);
  let encodedPayload = "", signingPayload = payload, signingInput;
  if (b64) {
    const encodedPayloadCache = input[4];
    encodedPayloadCache ? (encodedPayload = encodedPayloadCache[0] ??= (0,base64url/* encode */.l)(payload), signingPayload = encodedPayloadCache[1] ??= (0,buffer_utils/* encode */.lF)(encodedPayload)) : (encodedPayload = (0,base64url/* encode */.l)(payload), signingInput = buffer_utils/* encoder */.Rd.encode(`${encodedProtectedHeader}.${encodedPayload}`));
  }
  signingInput ??= (0,buffer_utils/* concat */.xW)((0,buffer_utils/* encode */.lF)(encodedProtectedHeader), (0,buffer_utils/* encode */.lF)("."), signingPayload);
  const signingKey = await (0,lib_key/* rawKey */.GK)(await (0,lib_key/* prepareKey */.dT)(entry, key, "sign"), entry.subtle, "sign");
  entry.minRsaBits && (0,lib_key/* checkModulusLength */.or)(entry.alg, signingKey);
  const jws = {
    signature: (0,base64url/* encode */.l)(new Uint8Array(await crypto.subtle.sign(entry.signing, signingKey, signingInput))),
    payload: encodedPayload
  };
  return protectedHeader && (jws.protected = encodedProtectedHeader), unprotectedHeader && (jws.header = unprotectedHeader), [jws, b64];
}
async function createCompactSignature(payload, protectedHeader, crit, key, rejectUnencoded) {
  const [jws] = await createSignature([payload, protectedHeader, void 0, crit], key, rejectUnencoded);
  return `${jws.protected}.${jws.payload}.${jws.signature}`;
}


// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/lib/jwt_claims_set.js
var jwt_claims_set = __webpack_require__(5526);
;// CONCATENATED MODULE: ./node_modules/jose/dist/webapi/jwt/sign.js




const SignJWT_base = jwt_claims_set/* JWTClaimsBuilder */.cE;
class SignJWT extends SignJWT_base {
  #protectedHeader;
  setProtectedHeader(protectedHeader) {
    return (0,validate/* assertNotSet */.ac)(this.#protectedHeader, "setProtectedHeader"), this.#protectedHeader = protectedHeader, this;
  }
  async sign(key, options) {
    return createCompactSignature((0,jwt_claims_set/* jwtClaimsSetBytes */._g)(this), this.#protectedHeader, options?.crit, key, () => {
      throw new errors/* JWTInvalid */.Dp("JWTs MUST NOT use unencoded payload");
    });
  }
}



/***/ }),

/***/ 5057:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ jwtVerify)
});

// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/lib/jws_algorithms.js
var jws_algorithms = __webpack_require__(8109);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/util/errors.js
var errors = __webpack_require__(5674);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/lib/buffer_utils.js
var buffer_utils = __webpack_require__(7410);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/lib/validate.js
var validate = __webpack_require__(7784);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/lib/key.js
var lib_key = __webpack_require__(7859);
;// CONCATENATED MODULE: ./node_modules/jose/dist/webapi/lib/jws_verify.js





function snapshotJws(jws, sharedPayload) {
  const encodedProtectedHeader = jws.protected, inputHeader = jws.header, header = isObject(inputHeader) ? { ...inputHeader } : inputHeader;
  let payload = sharedPayload ? sharedPayload[0] : jws.payload;
  !sharedPayload && payload instanceof Uint8Array && (payload = new Uint8Array(payload));
  const signature = jws.signature, snapshot = { payload, signature };
  if (encodedProtectedHeader !== void 0 && (snapshot.protected = encodedProtectedHeader), inputHeader !== void 0 && (snapshot.header = header), encodedProtectedHeader === void 0 && header === void 0)
    throw new JWSInvalid('Flattened JWS must have either of the "protected" or "header" members');
  if (encodedProtectedHeader !== void 0 && typeof encodedProtectedHeader != "string")
    throw new JWSInvalid("JWS Protected Header incorrect type");
  if (payload === void 0)
    throw new JWSInvalid("JWS Payload missing");
  if (typeof signature != "string")
    throw new JWSInvalid("JWS Signature missing or incorrect type");
  if (header !== void 0 && !isObject(header))
    throw new JWSInvalid("JWS Unprotected Header incorrect type");
  return snapshot;
}
function prepareVerify(options) {
  return [options && (0,validate/* validateAlgorithms */.Fw)("algorithms", options.algorithms), options?.crit];
}
function parseProtectedHeader(encodedProtectedHeader) {
  return encodedProtectedHeader === void 0 ? {} : (0,validate/* parseJoseHeader */.OX)(encodedProtectedHeader, errors/* JWSInvalid */.Ye, "JWS Protected Header is invalid");
}
function encodeJsonUnencodedPayload(payload) {
  const invalid = /[\p{Cs}\p{Cn}]/u.exec(payload)?.[0];
  if (invalid !== void 0)
    throw new JWSInvalid(/\p{Cs}/u.test(invalid) ? "JWS Payload must be a well-formed Unicode string" : "JWS Payload must not contain unassigned Unicode code points");
  return encoder.encode(payload);
}
function encodeCompactUnencodedPayload(payload) {
  try {
    return (0,buffer_utils/* encode */.lF)(payload);
  } catch (cause) {
    throw new errors/* JWSInvalid */.Ye("JWS Compact Serialization payload must use only ASCII characters", {
      cause
    });
  }
}
async function verifySignature(jws, shared, key, encodeUnencodedPayload, parsedProtected) {
  const { protected: encodedProtectedHeader, header, payload: inputPayload } = jws, protectedHeader = parsedProtected ?? parseProtectedHeader(encodedProtectedHeader);
  if (!(0,validate/* isDisjoint */.fz)(protectedHeader, header))
    throw new errors/* JWSInvalid */.Ye("JWS Protected and JWS Unprotected Header Parameter names must be disjoint");
  const joseHeader = { ...protectedHeader, ...header }, b64 = (0,validate/* validateB64 */.J0)(protectedHeader, (0,validate/* validateCrit */.nI)(errors/* JWSInvalid */.Ye, validate/* JWS_RECOGNIZED */.qc, shared[1], protectedHeader, joseHeader)), { alg } = joseHeader;
  if (typeof alg != "string" || !alg)
    throw new errors/* JWSInvalid */.Ye('JWS "alg" (Algorithm) Header Parameter missing or invalid');
  if (shared[0] && !shared[0].has(alg))
    throw new errors/* JOSEAlgNotAllowed */.Rb('"alg" (Algorithm) Header Parameter value not allowed');
  if (b64) {
    if (typeof inputPayload != "string")
      throw new errors/* JWSInvalid */.Ye("JWS Payload must be a string");
  } else if (typeof inputPayload != "string" && !(inputPayload instanceof Uint8Array))
    throw new errors/* JWSInvalid */.Ye("JWS Payload must be a string or an Uint8Array instance");
  const signingPayload = b64 || typeof inputPayload != "string" ? inputPayload : encodeUnencodedPayload(inputPayload);
  let resolvedKey = !1;
  typeof key == "function" && (key = await key(protectedHeader, jws), resolvedKey = !0);
  const entry = (0,jws_algorithms/* jwsAlgorithm */.q)(alg), signingInput = (0,buffer_utils/* concat */.xW)(encodedProtectedHeader !== void 0 ? (0,buffer_utils/* encode */.lF)(encodedProtectedHeader) : new Uint8Array(), (0,buffer_utils/* encode */.lF)("."), typeof signingPayload == "string" ? shared[2] ??= (0,validate/* encodeAsciiMember */.MV)(signingPayload, "payload", errors/* JWSInvalid */.Ye) : signingPayload), signature = (0,validate/* decodeBase64url */.h2)(jws.signature, "signature", errors/* JWSInvalid */.Ye), verificationKey = await (0,lib_key/* prepareKey */.dT)(entry, key, "verify"), cryptoKey = await (0,lib_key/* rawKey */.GK)(verificationKey, entry.subtle, "verify");
  entry.minRsaBits && (0,lib_key/* checkModulusLength */.or)(entry.alg, cryptoKey);
  let verified = !1;
  try {
    verified = await crypto.subtle.verify(entry.signing, cryptoKey, signature, signingInput);
  } catch (cause) {
    throw new errors/* JWSSignatureVerificationFailed */.h2(void 0, { cause });
  }
  if (!verified)
    throw new errors/* JWSSignatureVerificationFailed */.h2();
  const result = { payload: typeof signingPayload == "string" ? (0,validate/* decodeBase64url */.h2)(signingPayload, "payload", errors/* JWSInvalid */.Ye) : signingPayload };
  return encodedProtectedHeader !== void 0 && (result.protectedHeader = protectedHeader), header !== void 0 && (result.unprotectedHeader = header), resolvedKey ? [{ ...result, key: verificationKey }, b64] : [result, b64];
}
async function verifyCompact(jws, shared, key) {
  if (jws instanceof Uint8Array && (jws = buffer_utils/* decoder */.D0.decode(jws)), typeof jws != "string")
    throw new errors/* JWSInvalid */.Ye("Compact JWS must be a string or Uint8Array");
  const { 0: protectedHeader, 1: payload, 2: signature, length } = jws.split(".");
  if (length !== 3)
    throw new errors/* JWSInvalid */.Ye("Invalid Compact JWS");
  return verifySignature({ payload, protected: protectedHeader, signature }, shared, key, encodeCompactUnencodedPayload);
}


// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/lib/jwt_claims_set.js
var jwt_claims_set = __webpack_require__(5526);
;// CONCATENATED MODULE: ./node_modules/jose/dist/webapi/jwt/verify.js



async function jwtVerify(jwt, key, options) {
  const [verified, b64] = await verifyCompact(jwt, prepareVerify(options), key);
  if (!b64)
    throw new errors/* JWTInvalid */.Dp("JWTs MUST NOT use unencoded payload");
  const payload = (0,jwt_claims_set/* validateClaimsSet */.k6)(verified.protectedHeader, verified.payload, options);
  return { ...verified, payload };
}



/***/ }),

/***/ 7968:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JU: () => (/* binding */ exportJWK)
/* harmony export */ });
/* unused harmony exports exportPKCS8, exportSPKI */
/* harmony import */ var _lib_key_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7859);
/* harmony import */ var _util_base64url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1445);



function exportSPKI(key) {
  return exportPublic(key);
}
function exportPKCS8(key) {
  return exportPrivate(key);
}
async function exportJWK(key) {
  if ((0,_lib_key_js__WEBPACK_IMPORTED_MODULE_0__/* .isKeyObject */ .D2)(key))
    if (key.type === "secret")
      key = key.export();
    else
      return key.export({ format: "jwk" });
  if (key instanceof Uint8Array)
    return {
      kty: "oct",
      k: (0,_util_base64url_js__WEBPACK_IMPORTED_MODULE_1__/* .encode */ .l)(key)
    };
  if (!(0,_lib_key_js__WEBPACK_IMPORTED_MODULE_0__/* .isCryptoKey */ .R7)(key))
    throw new TypeError((0,_lib_key_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidKeyInput */ .XP)(key, "CryptoKey", "KeyObject", "Uint8Array"));
  if (!key.extractable)
    throw new TypeError("non-extractable CryptoKey cannot be exported as a JWK");
  const jwk = await crypto.subtle.exportKey("jwk", key);
  delete jwk.ext, delete jwk.key_ops, delete jwk.use, jwk.kty !== "AKP" && delete jwk.alg;
  for (const parameter of Object.keys(jwk))
    jwk[parameter] === void 0 && delete jwk[parameter];
  return jwk;
}



/***/ }),

/***/ 1538:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T: () => (/* binding */ generateKeyPair)
});

// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/util/errors.js
var errors = __webpack_require__(5674);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/lib/key.js
var key = __webpack_require__(7859);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/lib/jws_algorithms.js
var jws_algorithms = __webpack_require__(8109);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/lib/key_descriptor.js
var key_descriptor = __webpack_require__(3035);
;// CONCATENATED MODULE: ./node_modules/jose/dist/webapi/lib/jwe_algorithms.js


const wrap = [
  ["encrypt", "wrapKey"],
  ["decrypt", "unwrapKey"]
], derive = [[], ["deriveBits"]], none = [[], []];
function rsaes(bits) {
  return {
    kty: ["RSA"],
    mode: "key-encryption",
    subtle: { name: "RSA-OAEP", hash: `SHA-${bits}` },
    usages: wrap,
    ops: ["wrapKey", "unwrapKey"]
  };
}
function ecdh(mode) {
  return {
    kty: ["EC", "OKP"],
    mode,
    subtle: { name: "ECDH" },
    resolve: ({ kty, crv, asymmetricKeyType }) => {
      if (crv === "X25519" || asymmetricKeyType === "x25519")
        return { name: "X25519" };
      if (kty === "OKP")
        throw new errors/* JOSENotSupported */.T0('Invalid or unsupported JWK "alg" (Algorithm) Parameter value');
      return { name: "ECDH", namedCurve: crv };
    },
    usages: derive,
    ops: [void 0, "deriveBits"]
  };
}
function aeskw(bits, gcm = !1) {
  return {
    kty: ["oct"],
    mode: "key-wrapping",
    secret: !0,
    subtle: { name: gcm ? "AES-GCM" : "AES-KW", length: bits },
    usages: none,
    ops: gcm ? ["encrypt", "decrypt"] : ["wrapKey", "unwrapKey"]
  };
}
function pbes2() {
  return {
    kty: ["oct"],
    mode: "key-wrapping",
    secret: !0,
    subtle: { name: "PBKDF2" },
    usages: none,
    ops: ["deriveBits", "deriveBits"]
  };
}
const JWE = (0,key_descriptor/* table */.t)({
  dir: {
    kty: ["oct"],
    mode: "direct-encryption",
    secret: !0,
    subtle: { name: "AES-GCM" },
    usages: none,
    ops: ["encrypt", "decrypt"]
  },
  "RSA-OAEP": rsaes(1),
  "RSA-OAEP-256": rsaes(256),
  "RSA-OAEP-384": rsaes(384),
  "RSA-OAEP-512": rsaes(512),
  "ECDH-ES": ecdh("direct-key-agreement"),
  "ECDH-ES+A128KW": ecdh("key-agreement-with-key-wrapping"),
  "ECDH-ES+A192KW": ecdh("key-agreement-with-key-wrapping"),
  "ECDH-ES+A256KW": ecdh("key-agreement-with-key-wrapping"),
  A128KW: aeskw(128),
  A192KW: aeskw(192),
  A256KW: aeskw(256),
  A128GCMKW: aeskw(128, !0),
  A192GCMKW: aeskw(192, !0),
  A256GCMKW: aeskw(256, !0),
  "PBES2-HS256+A128KW": pbes2(),
  "PBES2-HS384+A192KW": pbes2(),
  "PBES2-HS512+A256KW": pbes2()
}), contentOps = ["encrypt", "decrypt"];
function contentEncryption(bits, cbc = !1) {
  return {
    kty: ["oct"],
    secret: !0,
    subtle: { name: cbc ? "AES-CBC" : "AES-GCM", length: bits },
    usages: none,
    ops: contentOps,
    cekBits: bits,
    ivBits: cbc ? 128 : 96,
    cbc
  };
}
const ENC = (0,key_descriptor/* table */.t)({
  A128GCM: contentEncryption(128),
  A192GCM: contentEncryption(192),
  A256GCM: contentEncryption(256),
  "A128CBC-HS256": contentEncryption(256, !0),
  "A192CBC-HS384": contentEncryption(384, !0),
  "A256CBC-HS512": contentEncryption(512, !0)
});
function unsupported(parameter, name) {
  throw new JOSENotSupported(`Invalid or unsupported "${parameter}" (JWE ${name}) header value`);
}
function jweAlgorithm(alg) {
  return (typeof alg == "string" ? JWE[alg] : void 0) ?? unsupported("alg", "Algorithm");
}
function isJWECEKTransport(algorithm) {
  return algorithm.mode === "key-wrapping" || algorithm.mode === "key-encryption" || algorithm.mode === "key-agreement-with-key-wrapping";
}
function jweEncryption(enc) {
  return (typeof enc == "string" ? ENC[enc] : void 0) ?? unsupported("enc", "Encryption Algorithm");
}


;// CONCATENATED MODULE: ./node_modules/jose/dist/webapi/lib/key_algorithm.js



const algArgument = '"alg" (Algorithm)';
function unsupportedAlg(source = 'JWK "alg" (Algorithm) Parameter') {
  throw new errors/* JOSENotSupported */.T0(`Invalid or unsupported ${source} value`);
}
function keyAlgorithm(alg, source) {
  return (typeof alg == "string" ? jws_algorithms/* JWS */.p[alg] ?? JWE[alg] : void 0) ?? unsupportedAlg(source);
}


;// CONCATENATED MODULE: ./node_modules/jose/dist/webapi/key/generate_key_pair.js



function getModulusLengthOption(options) {
  const modulusLength = options?.modulusLength ?? 2048;
  if (typeof modulusLength != "number" || !Number.isInteger(modulusLength) || modulusLength < 2048)
    throw new errors/* JOSENotSupported */.T0("Invalid or unsupported modulusLength option provided, 2048 bits or larger keys must be used");
  return modulusLength;
}
async function generateKeyPair(alg, options) {
  const extractable = (0,key/* validateExtractableOption */.l)(options?.extractable), entry = keyAlgorithm(alg, algArgument);
  entry.secret && unsupportedAlg(algArgument);
  let algorithm;
  if (entry.resolve) {
    const crv = options?.crv ?? "P-256";
    if (!["P-256", "P-384", "P-521", "X25519"].includes(crv))
      throw new errors/* JOSENotSupported */.T0("Invalid or unsupported crv option provided, supported values are P-256, P-384, P-521, and X25519");
    algorithm = entry.resolve({ crv });
  } else {
    if (entry.crv !== void 0 && options?.crv !== void 0 && options.crv !== entry.crv)
      throw new errors/* JOSENotSupported */.T0(`Invalid or unsupported crv option provided, the only supported value for ${alg} is ${entry.crv}`);
    algorithm = entry.kty[0] === "RSA" ? {
      ...entry.subtle,
      publicExponent: Uint8Array.of(1, 0, 1),
      modulusLength: getModulusLengthOption(options)
    } : entry.subtle;
  }
  return crypto.subtle.generateKey(algorithm, extractable ?? !1, [
    ...entry.usages[1],
    ...entry.usages[0]
  ]);
}



/***/ }),

/***/ 7410:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D0: () => (/* binding */ decoder),
/* harmony export */   Rd: () => (/* binding */ encoder),
/* harmony export */   WG: () => (/* binding */ encodeBase64),
/* harmony export */   br: () => (/* binding */ digest),
/* harmony export */   lF: () => (/* binding */ encode),
/* harmony export */   u8: () => (/* binding */ strictDecoder),
/* harmony export */   xW: () => (/* binding */ concat),
/* harmony export */   y4: () => (/* binding */ decodeBase64)
/* harmony export */ });
/* unused harmony exports uint32be, uint64be */
const encoder = new TextEncoder(), decoder = new TextDecoder(), strictDecoder = new TextDecoder("utf-8", { fatal: !0 }), UINT32_RANGE = (/* unused pure expression or super */ null && (2 ** 32));
function concat(...buffers) {
  const size = buffers.reduce((acc, { length }) => acc + length, 0), buf = new Uint8Array(size);
  let i = 0;
  for (const buffer of buffers)
    buf.set(buffer, i), i += buffer.length;
  return buf;
}
function writeUInt32BE(buf, value, offset) {
  if (value < 0 || value >= UINT32_RANGE)
    throw new RangeError(`value must be >= 0 and <= ${UINT32_RANGE - 1}. Received ${value}`);
  buf.set([value >>> 24, value >>> 16, value >>> 8, value & 255], offset);
}
function uint64be(value) {
  const high = Math.floor(value / UINT32_RANGE), low = value % UINT32_RANGE, buf = new Uint8Array(8);
  return writeUInt32BE(buf, high, 0), writeUInt32BE(buf, low, 4), buf;
}
function uint32be(value) {
  const buf = new Uint8Array(4);
  return writeUInt32BE(buf, value), buf;
}
const NON_ASCII = /[^\x00-\x7f]/;
function encode(string) {
  if (typeof string == "string" && string.length >= 128) {
    if (NON_ASCII.test(string))
      throw new TypeError("non-ASCII string encountered in encode()");
    return encoder.encode(string);
  }
  const bytes = new Uint8Array(string.length);
  for (let i = 0; i < string.length; i++) {
    const code = string.charCodeAt(i);
    if (code > 127)
      throw new TypeError("non-ASCII string encountered in encode()");
    bytes[i] = code;
  }
  return bytes;
}
function encodeBase64(input, url = !1) {
  if (Uint8Array.prototype.toBase64)
    return input.toBase64({ alphabet: url ? "base64url" : "base64", omitPadding: url });
  const CHUNK_SIZE = 32768, arr = [];
  for (let i = 0; i < input.length; i += CHUNK_SIZE)
    arr.push(String.fromCharCode.apply(null, input.subarray(i, i + CHUNK_SIZE)));
  const encoded = btoa(arr.join(""));
  return url ? encoded.replace(/=/g, "").replace(/\+/g, "-").replace(/\//g, "_") : encoded;
}
function decodeBase64(encoded, url = !1) {
  if (Uint8Array.fromBase64)
    return Uint8Array.fromBase64(encoded, { alphabet: url ? "base64url" : "base64" });
  if (url) {
    if (encoded.includes("+") || encoded.includes("/"))
      throw new TypeError("Invalid base64url");
    encoded = encoded.replace(/-/g, "+").replace(/_/g, "/");
  }
  const binary = atob(encoded), bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++)
    bytes[i] = binary.charCodeAt(i);
  return bytes;
}
async function digest(algorithm, data) {
  const subtleDigest = `SHA-${algorithm.slice(-3)}`;
  return new Uint8Array(await crypto.subtle.digest(subtleDigest, data));
}



/***/ }),

/***/ 8109:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ JWS),
/* harmony export */   q: () => (/* binding */ jwsAlgorithm)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5674);
/* harmony import */ var _key_descriptor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3035);


const sig = [["verify"], ["sign"]];
function hmac(bits) {
  const subtle = { name: "HMAC", hash: `SHA-${bits}` };
  return { kty: ["oct"], secret: !0, subtle, signing: subtle, usages: sig };
}
function rsa(bits, saltLength) {
  const subtle = { name: saltLength ? "RSA-PSS" : "RSASSA-PKCS1-v1_5", hash: `SHA-${bits}` };
  return {
    kty: ["RSA"],
    subtle,
    signing: saltLength ? { ...subtle, saltLength } : subtle,
    usages: sig,
    minRsaBits: 2048
  };
}
function ecdsa(crv, bits) {
  return {
    kty: ["EC"],
    crv,
    subtle: { name: "ECDSA", namedCurve: crv },
    signing: { name: "ECDSA", hash: `SHA-${bits}` },
    usages: sig
  };
}
function eddsa() {
  const subtle = { name: "Ed25519" };
  return {
    kty: ["OKP"],
    crv: "Ed25519",
    subtle,
    signing: subtle,
    usages: sig
  };
}
function mldsa(parameterSet) {
  const subtle = { name: `ML-DSA-${parameterSet}` };
  return {
    kty: ["AKP"],
    subtle,
    signing: subtle,
    usages: sig
  };
}
const JWS = (0,_key_descriptor_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .t)({
  HS256: hmac(256),
  HS384: hmac(384),
  HS512: hmac(512),
  RS256: rsa(256),
  RS384: rsa(384),
  RS512: rsa(512),
  PS256: rsa(256, 32),
  PS384: rsa(384, 48),
  PS512: rsa(512, 64),
  ES256: ecdsa("P-256", 256),
  ES384: ecdsa("P-384", 384),
  ES512: ecdsa("P-521", 512),
  EdDSA: eddsa(),
  Ed25519: eddsa(),
  "ML-DSA-44": mldsa(44),
  "ML-DSA-65": mldsa(65),
  "ML-DSA-87": mldsa(87)
});
function jwsAlgorithm(alg) {
  const entry = typeof alg == "string" ? JWS[alg] : void 0;
  if (!entry)
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .JOSENotSupported */ .T0(`alg ${alg} is not supported either by JOSE or your javascript runtime`);
  return entry;
}



/***/ }),

/***/ 5526:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _g: () => (/* binding */ jwtClaimsSetBytes),
/* harmony export */   cE: () => (/* binding */ JWTClaimsBuilder),
/* harmony export */   k6: () => (/* binding */ validateClaimsSet)
/* harmony export */ });
/* unused harmony exports jwtClaim, secs */
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5674);
/* harmony import */ var _buffer_utils_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7410);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7784);



const epoch = (date) => Math.floor(date.getTime() / 1e3), multipliers = {
  s: 1,
  m: 60,
  h: 3600,
  d: 86400,
  w: 604800,
  y: 31557600
}, REGEX = /^(\+|\-)? ?(\d+|\d+\.\d+) ?(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)(?: (ago|from now))?$/i, checkFailed = "check_failed";
function invalidDuration() {
  throw new TypeError("Invalid time period format");
}
function secs(str) {
  typeof str != "string" && invalidDuration();
  const matched = REGEX.exec(str);
  (!matched || matched[4] && matched[1]) && invalidDuration();
  const value = parseFloat(matched[2]), durationSeconds = Math.round(value * multipliers[matched[3][0].toLowerCase()]);
  return Number.isFinite(durationSeconds) || invalidDuration(), matched[1] === "-" || matched[4] === "ago" ? -durationSeconds : durationSeconds;
}
function validateInput(label, input) {
  if (!Number.isFinite(input))
    throw new TypeError(`Invalid ${label} input`);
  return input;
}
function validateStringClaim(claim, value) {
  if (typeof value != "string")
    throw new TypeError(`"${claim}" claim must be a string`);
}
function validateAudienceClaim(value) {
  if (typeof value != "string" && (!Array.isArray(value) || Array.from(value).some((member) => typeof member != "string")))
    throw new TypeError('"aud" claim must be a string or an array of strings');
}
function numericDate(value, label) {
  return typeof value == "number" ? validateInput(label, value) : value instanceof Date ? validateInput(label, epoch(value)) : epoch(/* @__PURE__ */ new Date()) + secs(value);
}
const normalizeTyp = (value) => {
  const normalized = value.toLowerCase();
  return value.includes("/") ? normalized : `application/${normalized}`;
}, checkAudiencePresence = (audPayload, audOption) => typeof audPayload == "string" ? audOption.includes(audPayload) : Array.isArray(audPayload) ? audOption.some((aud) => audPayload.includes(aud)) : !1;
function validateNumericDate(claimsSet, claim, required = !1) {
  const value = claimsSet[claim];
  if (!(value === void 0 && !required)) {
    if (typeof value != "number")
      throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JWTClaimValidationFailed */ .ie(`"${claim}" claim must be a number`, claimsSet, claim, "invalid");
    return value;
  }
}
function unexpectedClaim(claimsSet, claim) {
  throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JWTClaimValidationFailed */ .ie(`unexpected "${claim}" claim value`, claimsSet, claim, checkFailed);
}
function validateClaimsSet(protectedHeader, claimsSetBytes, options = {}) {
  let claimsSet;
  try {
    claimsSet = JSON.parse(_buffer_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .strictDecoder */ .u8.decode(claimsSetBytes));
  } catch (cause) {
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JWTInvalid */ .Dp("JWT Claims Set must be a top-level JSON object", { cause });
  }
  if (!(0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(claimsSet))
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JWTInvalid */ .Dp("JWT Claims Set must be a top-level JSON object");
  const { typ } = options;
  if (typ !== void 0 && (typeof protectedHeader.typ != "string" || normalizeTyp(protectedHeader.typ) !== normalizeTyp(typ)))
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JWTClaimValidationFailed */ .ie('unexpected "typ" JWT header value', claimsSet, "typ", checkFailed);
  const { requiredClaims = [], issuer, subject, audience, maxTokenAge } = options, presenceCheck = [...requiredClaims];
  maxTokenAge !== void 0 && presenceCheck.push("iat"), audience !== void 0 && presenceCheck.push("aud"), subject !== void 0 && presenceCheck.push("sub"), issuer !== void 0 && presenceCheck.push("iss");
  for (const claim of new Set(presenceCheck.reverse()))
    if (!Object.hasOwn(claimsSet, claim))
      throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JWTClaimValidationFailed */ .ie(`missing required "${claim}" claim`, claimsSet, claim, "missing");
  issuer !== void 0 && !(Array.isArray(issuer) ? issuer : [issuer]).includes(claimsSet.iss) && unexpectedClaim(claimsSet, "iss"), subject !== void 0 && claimsSet.sub !== subject && unexpectedClaim(claimsSet, "sub"), audience !== void 0 && !checkAudiencePresence(claimsSet.aud, typeof audience == "string" ? [audience] : audience) && unexpectedClaim(claimsSet, "aud");
  const { clockTolerance } = options;
  let tolerance = 0;
  if (typeof clockTolerance == "string")
    tolerance = secs(clockTolerance);
  else if (clockTolerance !== void 0) {
    if (typeof clockTolerance != "number")
      throw new TypeError("Invalid clockTolerance option type");
    tolerance = clockTolerance;
  }
  if (validateInput("clockTolerance option", tolerance), tolerance < 0)
    throw new TypeError("Invalid clockTolerance option input");
  const { currentDate } = options, now = validateInput("currentDate option", epoch(currentDate === void 0 ? /* @__PURE__ */ new Date() : currentDate)), iat = validateNumericDate(claimsSet, "iat", maxTokenAge !== void 0), nbf = validateNumericDate(claimsSet, "nbf");
  if (nbf !== void 0 && nbf > now + tolerance)
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JWTClaimValidationFailed */ .ie('"nbf" claim timestamp check failed', claimsSet, "nbf", checkFailed);
  const exp = validateNumericDate(claimsSet, "exp");
  if (exp !== void 0 && exp <= now - tolerance)
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JWTExpired */ .n('"exp" claim timestamp check failed', claimsSet, "exp", checkFailed);
  if (maxTokenAge !== void 0) {
    const age = now - iat, max = validateInput("maxTokenAge option", typeof maxTokenAge == "number" ? maxTokenAge : secs(maxTokenAge));
    if (max < 0)
      throw new TypeError("Invalid maxTokenAge option input");
    if (age - tolerance > max)
      throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JWTExpired */ .n('"iat" claim timestamp check failed (too far in the past)', claimsSet, "iat", checkFailed);
    if (age < -tolerance)
      throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JWTClaimValidationFailed */ .ie('"iat" claim timestamp check failed (it should be in the past)', claimsSet, "iat", checkFailed);
  }
  return claimsSet;
}
let producerClaimsSets;
function producerClaimsSet(producer) {
  return producerClaimsSets.get(producer);
}
function jwtClaimsSetBytes(producer) {
  const claimsSet = producerClaimsSet(producer);
  for (const claim of ["iat", "nbf", "exp"]) {
    const value = claimsSet[claim];
    if (typeof value == "number" && !Number.isFinite(value))
      throw new TypeError(`"${claim}" claim must be a finite number`);
  }
  return _buffer_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .encoder */ .Rd.encode(JSON.stringify(claimsSet));
}
function jwtClaim(producer, claim) {
  return producerClaimsSet(producer)[claim];
}
class JWTClaimsBuilder {
  constructor(claimsSet = {}) {
    if (!(0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(claimsSet))
      throw new TypeError("JWT Claims Set MUST be an object");
    (producerClaimsSets ||= /* @__PURE__ */ new WeakMap()).set(this, structuredClone(claimsSet));
  }
  setIssuer(value) {
    return validateStringClaim("iss", value), producerClaimsSet(this).iss = value, this;
  }
  setSubject(value) {
    return validateStringClaim("sub", value), producerClaimsSet(this).sub = value, this;
  }
  setAudience(value) {
    return validateAudienceClaim(value), producerClaimsSet(this).aud = value, this;
  }
  setJti(value) {
    return validateStringClaim("jti", value), producerClaimsSet(this).jti = value, this;
  }
  setNotBefore(value) {
    return producerClaimsSet(this).nbf = numericDate(value, "setNotBefore"), this;
  }
  setExpirationTime(value) {
    return producerClaimsSet(this).exp = numericDate(value, "setExpirationTime"), this;
  }
  setIssuedAt(value) {
    const claimsSet = producerClaimsSet(this);
    return value === void 0 ? claimsSet.iat = epoch(/* @__PURE__ */ new Date()) : typeof value == "string" ? claimsSet.iat = validateInput("setIssuedAt", epoch(/* @__PURE__ */ new Date()) + secs(value)) : claimsSet.iat = numericDate(value, "setIssuedAt"), this;
  }
}



/***/ }),

/***/ 7859:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ isKeyObject),
/* harmony export */   GK: () => (/* binding */ rawKey),
/* harmony export */   P2: () => (/* binding */ isKeyLike),
/* harmony export */   R7: () => (/* binding */ isCryptoKey),
/* harmony export */   XP: () => (/* binding */ invalidKeyInput),
/* harmony export */   ZZ: () => (/* binding */ snapshotJwk),
/* harmony export */   dT: () => (/* binding */ prepareKey),
/* harmony export */   l: () => (/* binding */ validateExtractableOption),
/* harmony export */   or: () => (/* binding */ checkModulusLength),
/* harmony export */   xY: () => (/* binding */ jwkToKey)
/* harmony export */ });
/* unused harmony exports assertCryptoKey, checkCryptoKey, checkUsage, normalizeJwk */
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7784);
/* harmony import */ var _util_base64url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1445);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5674);



const tag = (key) => key[Symbol.toStringTag], jwkMatchesOp = (entry, key, usage) => {
  const { alg } = entry;
  if (key.use !== void 0) {
    const expected = usage === "sign" || usage === "verify" ? "sig" : "enc";
    if (key.use !== expected)
      throw new TypeError(`Invalid key for this operation, its "use" must be "${expected}" when present`);
  }
  if (key.alg !== void 0 && key.alg !== alg)
    throw new TypeError(`Invalid key for this operation, its "alg" must be "${alg}" when present`);
  if (Array.isArray(key.key_ops)) {
    const expectedKeyOp = usage === "encrypt" || usage === "decrypt" ? entry.ops?.[usage === "encrypt" ? 0 : 1] : usage;
    if (expectedKeyOp && !key.key_ops.includes(expectedKeyOp))
      throw new TypeError(`Invalid key for this operation, its "key_ops" must include "${expectedKeyOp}" when present`);
  }
};
async function prepareKey(entry, key, usage) {
  const { alg, secret } = entry, requiresPrivateKey = usage === "decrypt" || usage === "sign";
  if (secret && key instanceof Uint8Array)
    return key;
  let normalized, keyObject;
  if ((0,_validate_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(key)) {
    if (normalized = normalizeJwk(key), typeof normalized.kty != "string")
      throw invalidKeyType(alg, key, secret);
    if (!(secret ? normalized.kty === "oct" && typeof normalized.k == "string" : normalized.kty !== "oct" && (requiresPrivateKey ? normalized.kty === "AKP" && typeof normalized.priv == "string" || typeof normalized.d == "string" : normalized.d === void 0 && normalized.priv === void 0)))
      throw new TypeError(secret ? 'JSON Web Key for symmetric algorithms must have JWK "kty" (Key Type) equal to "oct" and the JWK "k" (Key Value) present' : `JSON Web Key for this operation must be a ${requiresPrivateKey ? "private" : "public"} JWK`);
    if (jwkMatchesOp(entry, normalized, usage), normalized.kty === "oct")
      return (0,_util_base64url_js__WEBPACK_IMPORTED_MODULE_1__/* .decode */ .D)(normalized.k);
    if (!Object.isFrozen(key)) {
      const { key_ops } = key;
      Array.isArray(key_ops) && Object.freeze(key_ops), Object.freeze(key);
    }
  } else {
    if (!isKeyLike(key))
      throw invalidKeyType(alg, key, secret);
    const expectedType = secret ? "secret" : requiresPrivateKey ? "private" : "public";
    if (key.type !== expectedType && (secret || ["secret", "public", "private"].includes(key.type)))
      throw new TypeError(`${tag(key)} instances must be of type "${expectedType}" for the ${alg} algorithm`);
    if (isCryptoKey(key))
      return key;
    if (keyObject = key, keyObject.type === "secret")
      return keyObject.export();
  }
  cache ||= /* @__PURE__ */ new WeakMap();
  const cacheKey = key;
  let cached = cache.get(cacheKey);
  if (cached?.[alg])
    return cached[alg];
  if (cached || cache.set(cacheKey, cached = {}), keyObject && typeof keyObject.toCryptoKey == "function") {
    const isPublic = keyObject.type === "public", crv = nist[keyObject.asymmetricKeyDetails?.namedCurve], params = entry.resolve?.({ crv, asymmetricKeyType: keyObject.asymmetricKeyType }) ?? entry.subtle;
    return cached[alg] = keyObject.toCryptoKey(params, isPublic, entry.usages[isPublic ? 0 : 1]);
  }
  return normalized ??= keyObject.export({ format: "jwk" }), normalized.alg = alg, cached[alg] = await jwkToKey(entry, normalized);
}
let cache;
const nist = {
  __proto__: null,
  prime256v1: "P-256",
  secp384r1: "P-384",
  secp521r1: "P-521"
};
function assertCryptoKey(key) {
  if (!isCryptoKey(key))
    throw new Error("CryptoKey instance expected");
}
const isCryptoKey = (key) => {
  if (key?.[Symbol.toStringTag] === "CryptoKey")
    return !0;
  try {
    return key instanceof CryptoKey;
  } catch {
    return !1;
  }
}, isKeyObject = (key) => key?.[Symbol.toStringTag] === "KeyObject", isKeyLike = (key) => isCryptoKey(key) || isKeyObject(key);
function message(msg, actual, ...types) {
  if (types.length > 2) {
    const last = types.pop();
    msg += `one of type ${types.join(", ")}, or ${last}.`;
  } else types.length === 2 ? msg += `one of type ${types[0]} or ${types[1]}.` : msg += `of type ${types[0]}.`;
  return actual == null ? msg += ` Received ${actual}` : typeof actual == "function" && actual.name ? msg += ` Received function ${actual.name}` : typeof actual == "object" && actual != null && actual.constructor?.name && (msg += ` Received an instance of ${actual.constructor.name}`), msg;
}
const invalidKeyInput = (actual, ...types) => message("Key must be ", actual, ...types);
function invalidKeyType(alg, actual, secret) {
  const types = ["CryptoKey", "KeyObject", "JSON Web Key"];
  return secret && types.push("Uint8Array"), new TypeError(message(`Key for the ${alg} algorithm must be `, actual, ...types));
}
const unusable = (name, prop = "algorithm.name") => new TypeError(`CryptoKey does not support this operation, its ${prop} must be ${name}`);
function checkUsage(key, usage) {
  if (usage && !key.usages.includes(usage))
    throw new TypeError(`CryptoKey does not support this operation, its usages must include ${usage}.`);
}
function checkModulusLength(alg, key) {
  const { modulusLength } = key.algorithm;
  if (typeof modulusLength != "number" || modulusLength < 2048)
    throw new TypeError(`${alg} requires key modulusLength to be 2048 bits or larger`);
}
function checkCryptoKey(key, expected, usage) {
  const algorithm = key.algorithm;
  if (algorithm.name !== expected.name)
    throw unusable(expected.name);
  if (expected.hash && algorithm.hash?.name !== expected.hash)
    throw unusable(expected.hash, "algorithm.hash");
  if (expected.namedCurve && algorithm.namedCurve !== expected.namedCurve)
    throw unusable(expected.namedCurve, "algorithm.namedCurve");
  if (expected.length !== void 0 && algorithm.length !== expected.length)
    throw unusable(expected.length, "algorithm.length");
  checkUsage(key, usage);
}
function snapshotJwk(jwk) {
  return { __proto__: null, ...jwk };
}
function normalizeJwk(jwk) {
  const normalized = snapshotJwk(jwk);
  if (normalized.ext !== void 0 && typeof normalized.ext != "boolean")
    throw new TypeError('"ext" (Extractable) Parameter must be a boolean');
  if (normalized.key_ops !== void 0) {
    const value = normalized.key_ops, keyOps = Array.isArray(value) ? [...value] : void 0;
    if (!keyOps || keyOps.some((operation) => typeof operation != "string") || new Set(keyOps).size !== keyOps.length)
      throw new TypeError('"key_ops" (Key Operations) Parameter must be an array of unique strings');
    normalized.key_ops = keyOps;
  }
  return normalized;
}
function validateExtractableOption(extractable) {
  if (extractable !== void 0 && typeof extractable != "boolean")
    throw new TypeError('"extractable" option must be a boolean');
  return extractable;
}
async function jwkToKey(entry, jwk, extractable) {
  if (!entry.kty.includes(jwk.kty))
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .JOSENotSupported */ .T0('Invalid or unsupported JWK "alg" (Algorithm) Parameter value');
  const algorithm = entry.resolve?.({ kty: jwk.kty, crv: jwk.crv }) ?? entry.subtle, isPrivate = !!(jwk.d || jwk.priv), keyData = { ...jwk, ext: extractable ?? jwk.ext };
  return keyData.kty !== "AKP" && delete keyData.alg, delete keyData.use, crypto.subtle.importKey("jwk", keyData, algorithm, keyData.ext ?? !isPrivate, jwk.key_ops ?? entry.usages[isPrivate ? 1 : 0]);
}
async function rawKey(key, expected, usage, extractable = !1) {
  return key instanceof Uint8Array && (key = await crypto.subtle.importKey("raw", key, expected, extractable, [usage])), checkCryptoKey(key, expected, usage), key;
}



/***/ }),

/***/ 3035:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ table)
/* harmony export */ });
function table(entries) {
  const out = { __proto__: null };
  for (const alg in entries)
    out[alg] = { ...entries[alg], alg };
  return out;
}



/***/ }),

/***/ 7784:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ validateCritDuplicates),
/* harmony export */   Fw: () => (/* binding */ validateAlgorithms),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   J0: () => (/* binding */ validateB64),
/* harmony export */   MV: () => (/* binding */ encodeAsciiMember),
/* harmony export */   OX: () => (/* binding */ parseJoseHeader),
/* harmony export */   ac: () => (/* binding */ assertNotSet),
/* harmony export */   fV: () => (/* binding */ isJwkSet),
/* harmony export */   fz: () => (/* binding */ isDisjoint),
/* harmony export */   h2: () => (/* binding */ decodeBase64url),
/* harmony export */   ji: () => (/* binding */ serializeJoseHeader),
/* harmony export */   nI: () => (/* binding */ validateCrit),
/* harmony export */   qc: () => (/* binding */ JWS_RECOGNIZED)
/* harmony export */ });
/* unused harmony exports JWE_RECOGNIZED, assertUint8Array */
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5674);
/* harmony import */ var _util_base64url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1445);
/* harmony import */ var _buffer_utils_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7410);



function assertUint8Array(input, label) {
  if (!(input instanceof Uint8Array))
    throw new TypeError(`${label} must be an instance of Uint8Array`);
}
function isObject(input) {
  if (typeof input != "object" || input === null || Object.prototype.toString.call(input) !== "[object Object]")
    return !1;
  const prototype = Object.getPrototypeOf(input);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}
function isJwkSet(input) {
  return isObject(input) && Array.isArray(input.keys) && Array.from(input.keys).every(isObject);
}
function isDisjoint(...headers) {
  const parameters = /* @__PURE__ */ new Set();
  for (const header of headers)
    if (header)
      for (const parameter of Object.keys(header)) {
        if (parameters.has(parameter))
          return !1;
        parameters.add(parameter);
      }
  return !0;
}
function assertNotSet(value, name) {
  if (value !== void 0)
    throw new TypeError(`${name} can only be called once`);
}
function decodeBase64url(value, label, ErrorClass) {
  try {
    return (0,_util_base64url_js__WEBPACK_IMPORTED_MODULE_0__/* .decode */ .D)(value);
  } catch (cause) {
    throw new ErrorClass(`Failed to base64url decode the ${label}`, { cause });
  }
}
function encodeAsciiMember(value, label, ErrorClass) {
  try {
    return (0,_buffer_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .encode */ .lF)(value);
  } catch (cause) {
    throw new ErrorClass(`The ${label} is not a valid base64url string`, { cause });
  }
}
function parseJoseHeader(encodedProtectedHeader, ErrorClass, message) {
  let parsed;
  try {
    parsed = JSON.parse(_buffer_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .strictDecoder */ .u8.decode((0,_util_base64url_js__WEBPACK_IMPORTED_MODULE_0__/* .decode */ .D)(encodedProtectedHeader)));
  } catch (cause) {
    throw new ErrorClass(message, { cause });
  }
  if (!isObject(parsed))
    throw new ErrorClass(message);
  return parsed;
}
const JWS_RECOGNIZED = { __proto__: null, b64: !0 }, JWE_RECOGNIZED = { __proto__: null };
function validateAlgorithms(option, algorithms) {
  if (algorithms !== void 0 && (!Array.isArray(algorithms) || algorithms.some((s) => typeof s != "string")))
    throw new TypeError(`"${option}" option must be an array of strings`);
  return algorithms === void 0 ? void 0 : new Set(algorithms);
}
function validateCritDuplicates(Err, protectedHeader) {
  const { crit } = protectedHeader ?? {};
  if (Array.isArray(crit) && new Set(crit).size !== crit.length)
    throw new Err('"crit" (Critical) Header Parameter MUST NOT contain duplicate values');
}
function validateCrit(Err, recognizedDefault, recognizedOption, protectedHeader, joseHeader) {
  if (joseHeader.crit !== void 0 && protectedHeader?.crit === void 0)
    throw new Err('"crit" (Critical) Header Parameter MUST be integrity protected');
  if (!protectedHeader || protectedHeader.crit === void 0)
    return [];
  if (!Array.isArray(protectedHeader.crit) || protectedHeader.crit.length === 0 || protectedHeader.crit.some((input) => typeof input != "string" || input.length === 0))
    throw new Err('"crit" (Critical) Header Parameter MUST be an array of non-empty strings when present');
  const recognized = recognizedOption === void 0 ? recognizedDefault : { __proto__: null, ...recognizedOption, ...recognizedDefault };
  for (const parameter of protectedHeader.crit) {
    if (!(parameter in recognized))
      throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .JOSENotSupported */ .T0(`Extension Header Parameter "${parameter}" is not recognized`);
    if (!Object.hasOwn(joseHeader, parameter) || joseHeader[parameter] === void 0)
      throw new Err(`Extension Header Parameter "${parameter}" is missing`);
    if (recognized[parameter] && (!Object.hasOwn(protectedHeader, parameter) || protectedHeader[parameter] === void 0))
      throw new Err(`Extension Header Parameter "${parameter}" MUST be integrity protected`);
  }
  return protectedHeader.crit;
}
function validateB64(protectedHeader, extensions) {
  if (extensions.includes("b64")) {
    const b64 = protectedHeader.b64;
    if (typeof b64 != "boolean")
      throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .JWSInvalid */ .Ye('The "b64" (base64url-encode payload) Header Parameter must be a boolean');
    return b64;
  }
  return !0;
}
function serializeJoseHeader(Err, header) {
  let serialized, parsed;
  try {
    serialized = JSON.stringify(header), parsed = JSON.parse(serialized);
  } catch (cause) {
    throw new Err("JOSE Header is not valid JSON", { cause });
  }
  if (!isObject(parsed))
    throw new Err("JOSE Header is not a JSON object");
  return [parsed, serialized];
}



/***/ }),

/***/ 1445:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ decode),
/* harmony export */   l: () => (/* binding */ encode)
/* harmony export */ });
/* harmony import */ var _lib_buffer_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7410);

const invalid = "The input to be decoded is not correctly encoded.";
function decode(input) {
  try {
    return (0,_lib_buffer_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeBase64 */ .y4)(typeof input == "string" ? input : _lib_buffer_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .decoder */ .D0.decode(input), !0);
  } catch (cause) {
    throw new TypeError(invalid, { cause });
  }
}
function encode(input) {
  return (0,_lib_buffer_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .encodeBase64 */ .WG)(typeof input == "string" ? _lib_buffer_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .encoder */ .Rd.encode(input) : input, !0);
}



/***/ }),

/***/ 5674:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ JWKSMultipleMatchingKeys),
/* harmony export */   BT: () => (/* binding */ JWKSNoMatchingKey),
/* harmony export */   Dm: () => (/* binding */ JWKSInvalid),
/* harmony export */   Dp: () => (/* binding */ JWTInvalid),
/* harmony export */   Rb: () => (/* binding */ JOSEAlgNotAllowed),
/* harmony export */   T0: () => (/* binding */ JOSENotSupported),
/* harmony export */   Ye: () => (/* binding */ JWSInvalid),
/* harmony export */   _L: () => (/* binding */ JWKInvalid),
/* harmony export */   h2: () => (/* binding */ JWSSignatureVerificationFailed),
/* harmony export */   ie: () => (/* binding */ JWTClaimValidationFailed),
/* harmony export */   n: () => (/* binding */ JWTExpired)
/* harmony export */ });
/* unused harmony exports JOSEError, JWEDecryptionFailed, JWEInvalid, JWKSTimeout */
class JOSEError extends Error {
  static code = "ERR_JOSE_GENERIC";
  code = "ERR_JOSE_GENERIC";
  constructor(message, options) {
    super(message, options), this.name = this.constructor.name, Error.captureStackTrace?.(this, this.constructor);
  }
}
class JWTClaimValidationFailed extends JOSEError {
  static code = "ERR_JWT_CLAIM_VALIDATION_FAILED";
  code = "ERR_JWT_CLAIM_VALIDATION_FAILED";
  claim;
  reason;
  payload;
  constructor(message, payload, claim = "unspecified", reason = "unspecified") {
    super(message, { cause: { claim, reason, payload } }), this.claim = claim, this.reason = reason, this.payload = payload;
  }
}
class JWTExpired extends JOSEError {
  static code = "ERR_JWT_EXPIRED";
  code = "ERR_JWT_EXPIRED";
  claim;
  reason;
  payload;
  constructor(message, payload, claim = "unspecified", reason = "unspecified") {
    super(message, { cause: { claim, reason, payload } }), this.claim = claim, this.reason = reason, this.payload = payload;
  }
}
class JOSEAlgNotAllowed extends JOSEError {
  static code = "ERR_JOSE_ALG_NOT_ALLOWED";
  code = "ERR_JOSE_ALG_NOT_ALLOWED";
}
class JOSENotSupported extends JOSEError {
  static code = "ERR_JOSE_NOT_SUPPORTED";
  code = "ERR_JOSE_NOT_SUPPORTED";
}
class JWEDecryptionFailed extends JOSEError {
  static code = "ERR_JWE_DECRYPTION_FAILED";
  code = "ERR_JWE_DECRYPTION_FAILED";
  constructor(message = "decryption operation failed", options) {
    super(message, options);
  }
}
class JWEInvalid extends (/* unused pure expression or super */ null && (JOSEError)) {
  static code = (/* unused pure expression or super */ null && ("ERR_JWE_INVALID"));
  code = "ERR_JWE_INVALID";
}
class JWSInvalid extends JOSEError {
  static code = "ERR_JWS_INVALID";
  code = "ERR_JWS_INVALID";
}
class JWTInvalid extends JOSEError {
  static code = "ERR_JWT_INVALID";
  code = "ERR_JWT_INVALID";
}
class JWKInvalid extends JOSEError {
  static code = "ERR_JWK_INVALID";
  code = "ERR_JWK_INVALID";
}
class JWKSInvalid extends JOSEError {
  static code = "ERR_JWKS_INVALID";
  code = "ERR_JWKS_INVALID";
}
class JWKSNoMatchingKey extends JOSEError {
  static code = "ERR_JWKS_NO_MATCHING_KEY";
  code = "ERR_JWKS_NO_MATCHING_KEY";
  constructor(message = "no applicable key found in the JSON Web Key Set", options) {
    super(message, options);
  }
}
class JWKSMultipleMatchingKeys extends JOSEError {
  [Symbol.asyncIterator] = async function* () {
  };
  static code = "ERR_JWKS_MULTIPLE_MATCHING_KEYS";
  code = "ERR_JWKS_MULTIPLE_MATCHING_KEYS";
  constructor(message = "multiple matching keys found in the JSON Web Key Set", options) {
    super(message, options);
  }
}
class JWKSTimeout extends JOSEError {
  static code = "ERR_JWKS_TIMEOUT";
  code = "ERR_JWKS_TIMEOUT";
  constructor(message = "request timed out", options) {
    super(message, options);
  }
}
class JWSSignatureVerificationFailed extends JOSEError {
  static code = "ERR_JWS_SIGNATURE_VERIFICATION_FAILED";
  code = "ERR_JWS_SIGNATURE_VERIFICATION_FAILED";
  constructor(message = "signature verification failed", options) {
    super(message, options);
  }
}



/***/ })

};
